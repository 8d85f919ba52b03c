import { Injectable } from '@nestjs/common';
import type { SearchAnswer, SearchParams } from './search.dto.js';
import { SearchFairness, type SearchCaller } from './search.fairness.js';
import { SearchRepository } from './search.repository.js';
import type { SectionAnswer, SectionParams } from './section.dto.js';

/** Search and section reading, shared by the REST controllers and the MCP tools (bodies without source_note). */
@Injectable()
export class SearchService {
  constructor(
    private readonly repository: SearchRepository,
    private readonly fairness: SearchFairness,
  ) {}

  /** A search, when its caller's turn comes (SearchFairness: no caller's searches starve another's). */
  search(params: SearchParams, caller: SearchCaller): Promise<SearchAnswer> {
    return this.fairness.run(caller, () => this.repository.search(params));
  }

  section(params: SectionParams): Promise<SectionAnswer> {
    return this.repository.section(params);
  }
}
