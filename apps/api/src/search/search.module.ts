import { Module } from '@nestjs/common';
import { SearchController } from './search.controller.js';
import { SearchFairness } from './search.fairness.js';
import { SearchRepository } from './search.repository.js';
import { SearchService } from './search.service.js';

/** GET /v1/search and GET /v1/section; exports the service for the MCP tools. */
@Module({
  controllers: [SearchController],
  providers: [SearchRepository, SearchService, SearchFairness],
  exports: [SearchService],
})
export class SearchModule {}
