import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AccessRepository } from '#libs/access/access.repository.js';
import type { Database } from '#libs/db/database.js';
import { DATABASE } from '../common/tokens.js';
import { AccessInterceptor } from './access.interceptor.js';
import { AccessService } from './access.service.js';
import { UsageController } from './usage.controller.js';

/** Keys, plans, allowances and rate limits for every @CountsAs route; GET /v1/usage; AccessService for the MCP tools. */
@Module({
  controllers: [UsageController],
  providers: [
    { provide: AccessRepository, useFactory: (database: Database) => new AccessRepository(database.db), inject: [DATABASE] },
    AccessService,
    { provide: APP_INTERCEPTOR, useClass: AccessInterceptor },
  ],
  exports: [AccessService],
})
export class AccessModule {}
