import { Module } from '@nestjs/common';
import { VerifyController } from './verify.controller.js';
import { VerifyRepository } from './verify.repository.js';
import { VerifyService } from './verify.service.js';

/** POST /v1/verify; exports the service for the MCP tool. */
@Module({
  controllers: [VerifyController],
  providers: [VerifyRepository, VerifyService],
  exports: [VerifyService],
})
export class VerifyModule {}
