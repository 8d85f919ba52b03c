import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module.js';
import { CoverageController } from './coverage.controller.js';
import { CoverageRepository } from './coverage.repository.js';
import { CoverageService } from './coverage.service.js';

/** GET /v1/coverage; exports the service for the MCP tool. */
@Module({
  imports: [AccessModule],
  controllers: [CoverageController],
  providers: [CoverageRepository, CoverageService],
  exports: [CoverageService],
})
export class CoverageModule {}
