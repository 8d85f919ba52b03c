import { Module } from '@nestjs/common';
import { CoverageModule } from '../coverage/coverage.module.js';
import { ReportsController } from './reports.controller.js';
import { ReportsService } from './reports.service.js';

/** Kept checks, their signed reports (GET /v1/checks/{id}/report) and the public key (GET /v1/report-key). */
@Module({
  imports: [CoverageModule],
  controllers: [ReportsController],
  providers: [ReportsService],
  exports: [ReportsService],
})
export class ReportsModule {}
