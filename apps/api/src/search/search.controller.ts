import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { LIMITS, shown } from '#libs/contracts/limits.js';
import { CountsAs } from '../common/counts-as.decorator.js';
import { ApiErrorResponses } from '../common/error.dto.js';
import type { PlannedRequest } from '../common/response.interceptor.js';
import { searchParams, SearchQuery, SearchResponse, type SearchAnswer } from './search.dto.js';
import { SearchService } from './search.service.js';
import { SectionListResponse, SectionNotInForceResponse, SectionQuery, SectionResponse, type SectionAnswer } from './section.dto.js';

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
      'A quoted phrase is matched as a phrase. Filters court, year_from, year_to and place narrow the results (one matching nothing gives none). With as_at, the texts in force on that date (earlier versions of a work included). Unknown query parameters are refused. ' +
      "A caller's searches run a few at a time, the rest waiting their turn; too many at once are refused 429 RATE_LIMITED with Retry-After.",
  })
  @ApiOkResponse({ type: SearchResponse, headers: { 'X-Service-Plan': { description: 'The plan the call was counted against', schema: { type: 'string' } } } })
  @ApiErrorResponses(400, 401, 429, 500, 503)
  search(@Query() query: SearchQuery, @Req() req: PlannedRequest): Promise<SearchAnswer> {
    return this.service.search(searchParams(query.q, query.type, query), { authorization: req.headers.authorization, ip: req.clientIp ?? '' });
  }

  @Get('section')
  @CountsAs('search')
  @ApiOperation({
    summary: 'Read one section or judgment',
    description:
      `The text of one section (a reference as search returns it, a bare number, 's 12', 'section 12(3)', a schedule), capped at ${shown(LIMITS.section_text_length)} characters. ` +
      "For judgments: the text, a paragraph ('45', '[45]', 'para 45') or the part around a phrase. If nothing matches, the list of references. " +
      'With as_at, the version in force on that date (named in `version`), or `not_in_force` saying why there is none: no version in force yet, the work repealed, or the section not in that version.',
  })
  @ApiExtraModels(SectionResponse, SectionListResponse, SectionNotInForceResponse)
  @ApiOkResponse({
    schema: { oneOf: [{ $ref: getSchemaPath(SectionResponse) }, { $ref: getSchemaPath(SectionListResponse) }, { $ref: getSchemaPath(SectionNotInForceResponse) }] },
    headers: { 'X-Service-Plan': { description: 'The plan the call was counted against', schema: { type: 'string' } } },
  })
  @ApiErrorResponses(400, 401, 404, 429, 500, 503)
  section(@Query() query: SectionQuery): Promise<SectionAnswer> {
    return this.service.section(query);
  }
}
