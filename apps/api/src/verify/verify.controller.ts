import { Body, Controller, Headers, HttpCode, Post, Res } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiProduces, ApiResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { Response } from 'express';
import { CountsAs, UsageEvent } from '../common/counts-as.decorator.js';
import { ApiErrorResponses } from '../common/error.dto.js';
import { representation } from '../reports/negotiate.js';
import { NOT_ACCEPTABLE, REPORT_CONTENT, REPORT_HEADERS } from '../reports/reports.controller.js';
import { CHECK_ID_HEADER, REPORT_SIGNATURE_HEADER, ReportsService } from '../reports/reports.service.js';
import { VerifyRequest, VerifyResponse } from './verify.dto.js';
import { VerifyService } from './verify.service.js';

@ApiTags('verify')
@Controller('v1')
export class VerifyController {
  constructor(
    private readonly service: VerifyService,
    private readonly reports: ReportsService,
  ) {}

  @Post('verify')
  @HttpCode(200)
  @CountsAs('check')
  @ApiOperation({
    summary: 'Check case citations and Acts',
    description:
      'Finds every case citation (neutral and law-report, with parallel groups and the party names before them) and every Act ' +
      'citation in the text, and checks each against the library of official copies and verified records. One entry per ' +
      'citation found, in text order. Provisions cited with an Act (`section 26(3) of the Constitution`) are checked against ' +
      "the library's text of that Act, under the Act's entry (or in `provisions` where no Act entry ties them); with `as_at`, against " +
      'the version in force on that date (`not_in_force` where the provision, or the Act, was not in force then). Counts as one citation check. ' +
      'The check is kept under `check_id` for its signed report ' +
      '(GET /v1/checks/{id}/report); with `Accept: application/pdf` or `Accept: text/html` the answer is that report.',
  })
  @ApiProduces('application/json', 'application/pdf', 'text/html')
  @ApiExtraModels(VerifyResponse)
  @ApiOkResponse({
    description: 'The answer (JSON); with Accept: application/pdf or text/html, the signed report of the check',
    content: { 'application/json': { schema: { $ref: getSchemaPath(VerifyResponse) } }, ...REPORT_CONTENT },
    headers: {
      'X-Service-Plan': { description: 'The plan the call was counted against', schema: { type: 'string' } },
      [CHECK_ID_HEADER]: { description: 'With a report: the check id it is kept under', schema: { type: 'string', format: 'uuid' } },
      ...REPORT_HEADERS,
    },
  })
  @ApiErrorResponses(400, 401, 429, 500, 503)
  @ApiResponse(NOT_ACCEPTABLE)
  async verify(
    @Body() body: VerifyRequest,
    @Headers('accept') accept: string | undefined,
    @UsageEvent() eventId: number | undefined,
    @Res({ passthrough: true }) res: Response,
  ) {
    // Decided before the check runs: a 406 uses up nothing (access_settle gives it back).
    const format = representation(accept, undefined, ['json', 'pdf', 'html']);
    const answer = await this.reports.checked('text', body.text, eventId, () => this.service.verify(body));
    if (format === 'json') return answer;
    const report = await this.reports.report(answer.check_id, format);
    res.setHeader(REPORT_SIGNATURE_HEADER, report.signature);
    res.setHeader(CHECK_ID_HEADER, answer.check_id);
    return report.file;
  }
}
