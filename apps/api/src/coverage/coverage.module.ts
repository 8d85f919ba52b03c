import { Module } from '@nestjs/common';
import { CoverageController } from './coverage.controller.js';
import { CoverageRepository } from './coverage.repository.js';
import { CoverageService } from './coverage.service.js';

/** GET /v1/coverage; exports the service for the MCP tool. */
@Module({
  controllers: [CoverageController],
  providers: [CoverageRepository, CoverageService],
  exports: [CoverageService],
})
export class CoverageModule {}
