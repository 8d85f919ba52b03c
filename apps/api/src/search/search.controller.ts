import { Controller, Get, Query } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiQuery, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { CountsAs } from '../common/counts-as.decorator.js';
import { ApiErrorResponses, UTF16_NOTE } from '../common/error.dto.js';
import { DEFAULT_LIMIT, MAX_LIMIT, MAX_QUERY_LENGTH, parseSearchParams, SEARCH_TYPES, SearchResponse, type SearchResult } from './search.dto.js';
import { SearchService } from './search.service.js';
import { MAX_SECTION_LENGTH, parseSectionParams, SectionListResponse, SectionResponse } from './section.dto.js';

@ApiTags('library')
@Controller('v1')
export class SearchController {
  constructor(private readonly service: SearchService) {}

  @Get('search')
  @CountsAs('search')
  @ApiOperation({
    summary: 'Search the library',
    description:
      'Acts, regulations and by-laws are ranked at section level (each result names its best-matching section); judgments as whole documents. ' +
      'A quoted phrase is matched as a phrase. Unknown query parameters are refused.',
  })
  @ApiQuery({ name: 'q', required: true, description: `Plain language, at least two meaningful words; at most ${MAX_QUERY_LENGTH} characters ${UTF16_NOTE}`, schema: { type: 'string', maxLength: MAX_QUERY_LENGTH } })
  @ApiQuery({ name: 'type', required: false, schema: { type: 'string', enum: [...SEARCH_TYPES], default: 'any' } })
  @ApiQuery({ name: 'limit', required: false, schema: { type: 'integer', minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT } })
  @ApiOkResponse({ type: SearchResponse, headers: { 'X-Service-Plan': { description: 'The plan the call was counted against', schema: { type: 'string' } } } })
  @ApiErrorResponses(400, 401, 429, 500, 503)
  search(@Query() query: Record<string, unknown>): Promise<{ results: SearchResult[] }> {
    return this.service.search(parseSearchParams(query));
  }

  @Get('section')
  @CountsAs('search')
  @ApiOperation({
    summary: 'Read one section or judgment',
    description:
      "The text of one section (a reference as search returns it, a bare number, 's 12', 'section 12(3)', a schedule), capped at 12,000 characters. " +
      "For judgments: the text, a paragraph ('45', '[45]', 'para 45') or the part around a phrase. If nothing matches, the list of references.",
  })
  @ApiQuery({ name: 'doc_id', required: true, schema: { type: 'integer', minimum: 1 } })
  @ApiQuery({ name: 'section', required: false, description: `At most ${MAX_SECTION_LENGTH} characters ${UTF16_NOTE}`, schema: { type: 'string', maxLength: MAX_SECTION_LENGTH } })
  @ApiExtraModels(SectionResponse, SectionListResponse)
  @ApiOkResponse({
    schema: { oneOf: [{ $ref: getSchemaPath(SectionResponse) }, { $ref: getSchemaPath(SectionListResponse) }] },
    headers: { 'X-Service-Plan': { description: 'The plan the call was counted against', schema: { type: 'string' } } },
  })
  @ApiErrorResponses(400, 401, 404, 429, 500, 503)
  section(@Query() query: Record<string, unknown>): Promise<SectionResponse | SectionListResponse> {
    return this.service.section(parseSectionParams(query));
  }
}
