import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CountsAs } from '../common/counts-as.decorator.js';
import { ApiErrorResponses } from '../common/error.dto.js';
import { VerifyRequest, VerifyResponse } from './verify.dto.js';
import { VerifyService, type VerifyBody } from './verify.service.js';

@ApiTags('verify')
@Controller('v1')
export class VerifyController {
  constructor(private readonly service: VerifyService) {}

  @Post('verify')
  @HttpCode(200)
  @CountsAs('check')
  @ApiOperation({
    summary: 'Check case citations and Acts',
    description:
      'Finds every case citation (neutral and law-report, with parallel groups and the party names before them) and every Act ' +
      'citation in the text, and checks each against the library of official copies and verified records. One entry per ' +
      'citation found, in text order. Provisions cited with an Act (`section 26(3) of the Constitution`) are checked against ' +
      "the library's text of that Act, under the Act's entry (or in `provisions` where no Act entry ties them). Counts as one citation check.",
  })
  @ApiOkResponse({ type: VerifyResponse, headers: { 'X-Service-Plan': { description: 'The plan the call was counted against', schema: { type: 'string' } } } })
  @ApiErrorResponses(400, 401, 429, 500, 503)
  verify(@Body() body: VerifyRequest): Promise<VerifyBody> {
    return this.service.verify(body);
  }
}
