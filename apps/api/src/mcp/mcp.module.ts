import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module.js';
import { CoverageModule } from '../coverage/coverage.module.js';
import { ReportsModule } from '../reports/reports.module.js';
import { SearchModule } from '../search/search.module.js';
import { VerifyModule } from '../verify/verify.module.js';
import { McpController } from './mcp.controller.js';
import { McpOperations } from './mcp.operations.js';
import { McpService } from './mcp.service.js';
import { McpTools } from './mcp.tools.js';

/** The three operations as MCP tools at /mcp, through the same services and access rules as REST. */
@Module({
  imports: [AccessModule, SearchModule, VerifyModule, CoverageModule, ReportsModule],
  controllers: [McpController],
  providers: [McpOperations, McpService, McpTools],
})
export class McpModule {}
