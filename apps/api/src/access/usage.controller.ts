import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { KeyOptional } from '../common/counts-as.decorator.js';
import { ApiErrorResponses } from '../common/error.dto.js';
import { AccessService } from './access.service.js';
import { UsageResponse, type UsageReport } from './usage.dto.js';

const RATE_HEADER = (description: string) => ({ description, schema: { type: 'integer' } });

/** GET /v1/usage: not marked @CountsAs (it uses no allowance); AccessService applies the rate itself. */
@ApiTags('access')
@Controller('v1')
export class UsageController {
  constructor(private readonly access: AccessService) {}

  @Get('usage')
  @KeyOptional()
  @ApiOperation({
    summary: "The caller's plan and what is left of it",
    description:
      'The plan (a key\'s, or the free tier of the calling address), its period, and for searches and citation checks the allowance, ' +
      'calls used and left and when they reset; also the per-minute rate. Read from the same tables that decide quotas. ' +
      'Uses no allowance, but counts against the per-minute rate like every request.',
  })
  @ApiOkResponse({
    type: UsageResponse,
    headers: {
      'X-Service-Plan': { description: 'The caller\'s plan', schema: { type: 'string' } },
      'RateLimit-Limit': RATE_HEADER('Requests allowed a minute'),
      'RateLimit-Remaining': RATE_HEADER('Requests left this minute'),
      'RateLimit-Reset': RATE_HEADER('Seconds to the next minute'),
    },
  })
  @ApiErrorResponses(401, 429, 500, 503)
  async usage(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<UsageReport> {
    const { report, headers } = await this.access.usage(req.headers.authorization, req.clientIp ?? '');
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    return report;
  }
}
