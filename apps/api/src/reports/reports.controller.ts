import { Controller, Get, Headers, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { RateOnly } from '../common/counts-as.decorator.js';
import { ApiErrorResponses, ErrorDto } from '../common/error.dto.js';
import { representation } from './negotiate.js';
import { ReportKeyResponse, ReportQuery } from './reports.dto.js';
import { REPORT_SIGNATURE_HEADER, ReportsService } from './reports.service.js';

/** OpenAPI: a signed report's media types and headers. */
export const REPORT_CONTENT = {
  'text/html': { schema: { type: 'string' }, example: '<!DOCTYPE html>\n<html lang="en">...</html>\n<!-- VSL-Signature: ed25519 3f2a9c41d07be215 <base64> -->\n' },
  'application/pdf': { schema: { type: 'string', format: 'binary' } },
};
export const REPORT_HEADERS = {
  [REPORT_SIGNATURE_HEADER]: { description: 'The signature line\'s words: `ed25519 <key id> <base64 signature>` of the file\'s bytes before its last line', schema: { type: 'string' } },
};
export const NOT_ACCEPTABLE = { status: 406, description: 'bad_request: the Accept header takes neither text/html nor application/pdf (nor application/json, where offered). Does not use up a call.', type: ErrorDto };

const KEY_EXAMPLE = {
  key_id: '3f2a9c41d07be215',
  algorithm: 'Ed25519',
  public_key: 'Sr3Vbk5Nq1vHk1A2C0RrJ9m2hC5a3cQm2o0Hn8h2fS0=',
  public_key_pem: '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEASr3Vbk5Nq1vHk1A2C0RrJ9m2hC5a3cQm2o0Hn8h2fS0=\n-----END PUBLIC KEY-----\n',
  created_at: '2026-11-29T10:30:00.000Z',
};

/**
 * GET /v1/checks/{id}/report and GET /v1/report-key. Neither uses an allowance: a report is of a
 * check already counted, and its id (a random UUID, 122 bits) is the capability to read it; the key
 * is public. Both count against the caller's per-minute rate, with a key or without (@RateOnly): a
 * PDF costs the service more than a search, and a caller without a key had been unlimited here. A
 * key may be sent, as to every /v1 route; it is not needed, but one that is sent must be live.
 */
@ApiTags('reports')
@Controller('v1')
export class ReportsController {
  constructor(private readonly service: ReportsService) {}

  @Get('checks/:id/report')
  @RateOnly()
  @ApiOperation({
    summary: 'The signed report of a check',
    description:
      'The report of a check made by POST /v1/verify (its `check_id`): every citation with its status, reason, match and source, the ' +
      'summary (what needs attention first), the time in South African Standard Time, the SHA-256 of the text checked, the library\'s ' +
      'snapshot and the citation reader\'s version, the reliance note, signed with Ed25519 by the key GET /v1/report-key publishes. ' +
      'HTML (self-contained) by default or for Accept: text/html, PDF for Accept: application/pdf; `format` wins over Accept. ' +
      `Anyone holding the check id can read its report: share it as you would the report. Checks are kept for CHECK_RETENTION_DAYS (90 by default). Uses no allowance; counts against the per-minute rate, with a key or without.`,
  })
  @ApiParam({ name: 'id', description: 'The check id POST /v1/verify returned', example: '0b5f7a1e-8c1d-4d8a-9d7e-2f4c6b8a1e3d' })
  @ApiProduces('text/html', 'application/pdf')
  @ApiResponse({ status: 200, description: 'The signed report', content: REPORT_CONTENT, headers: REPORT_HEADERS })
  @ApiErrorResponses(400, 401, 404, 429, 500, 503)
  @ApiResponse(NOT_ACCEPTABLE)
  async report(@Param('id') id: string, @Query() query: ReportQuery, @Headers('accept') accept: string | undefined, @Res({ passthrough: true }) res: Response) {
    const format = representation(accept, query.format, ['html', 'pdf']) as 'html' | 'pdf';
    const report = await this.service.report(id, format);
    res.setHeader(REPORT_SIGNATURE_HEADER, report.signature);
    return report.file;
  }

  @Get('report-key')
  @RateOnly()
  @ApiOperation({
    summary: 'The public key reports are signed with',
    description:
      'The Ed25519 public key reports are signed with (raw base64 and PEM) and its key id, as every report names it, and in `keys` every ' +
      "key the service holds: retired keys stay published for the reports they signed. Made on the service's first start and kept in its database. Uses no allowance; counts against the per-minute rate, with a key or without.",
  })
  @ApiOkResponse({
    type: ReportKeyResponse,
    example: { ...KEY_EXAMPLE, keys: [KEY_EXAMPLE], source_note: 'Verified by ...' },
  })
  @ApiErrorResponses(401, 429, 500, 503)
  reportKey() {
    return this.service.publicKeys();
  }
}
