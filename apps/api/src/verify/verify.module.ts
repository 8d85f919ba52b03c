import { Module } from '@nestjs/common';
import { ReportsModule } from '../reports/reports.module.js';
import { VerifyController } from './verify.controller.js';
import { VerifyRepository } from './verify.repository.js';
import { VerifyService } from './verify.service.js';

/** POST /v1/verify (each check kept for its report: ReportsModule); exports the service for the MCP tool. */
@Module({
  imports: [ReportsModule],
  controllers: [VerifyController],
  providers: [VerifyRepository, VerifyService],
  exports: [VerifyService],
})
export class VerifyModule {}
