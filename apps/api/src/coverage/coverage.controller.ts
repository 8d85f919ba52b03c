import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RateOnly } from '../common/counts-as.decorator.js';
import { ApiErrorResponses } from '../common/error.dto.js';
import { CoverageResponse } from './coverage.dto.js';
import { CoverageService } from './coverage.service.js';

/**
 * GET /v1/coverage: not marked @CountsAs. It describes the library, not a search or a check, and a
 * client should be able to read it before trusting a not_found; its answer is cached, so it costs a
 * caller's allowance nothing and the database one query a minute. A key may be sent, as to every
 * /v1 route; it is not needed, but one that is sent must be live (401 otherwise, as everywhere) and
 * the request counts against its rate. Without a key nothing is looked up: the cached answer costs
 * less than the rate's own write would.
 */
@ApiTags('coverage')
@Controller('v1')
export class CoverageController {
  constructor(private readonly service: CoverageService) {}

  @Get('coverage')
  @RateOnly('keyed callers')
  @ApiOperation({
    summary: 'What the library covers',
    description:
      'Per neutral court and year, the numbers held and whether covered; per law-report series and year, what is held; per year, the ' +
      "national Acts held and whether covered; the library's snapshot (a content hash, the last import and sync) and the citation " +
      'reader version. A citation that resolves to nothing is not_found only where its court-year or Act-year is covered. Uses no allowance.',
  })
  @ApiOkResponse({
    type: CoverageResponse,
    example: {
      courts: [{ court: 'ZACC', year: 2025, held: 41, highest: 42, covered: true }],
      series: [{ series: 'SA', year: 2020, held: 31, covered: false }],
      acts: [{ year: 1995, held: 3, highest: 66, synced: false, covered: false }],
      snapshot: { hash: '9e107d9d372bb6826bd81d3542a419d6', documents: 1450, act_records: 1901, last_import: '2026-01-05T10:00:00.000Z' },
      reader_version: 1,
      source_note: 'Verified by ...',
    },
  })
  @ApiErrorResponses(401, 429, 500, 503)
  coverage() {
    return this.service.coverage();
  }
}
