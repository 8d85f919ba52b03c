import { Body, Controller, Get, HttpCode, Module, Post, Query, UsePipes, ValidationPipe } from '@nestjs/common';
import { IsInt, IsString, Max, Min, MinLength } from 'class-validator';
import { Type } from 'class-transformer';
import { badRequest, notFound } from '../../apps/api/src/common/api-error.js';
import { CountsAs } from '../../apps/api/src/common/counts-as.decorator.js';

class SectionQuery {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1000)
  doc_id!: number;
}

class VerifyBody {
  @IsString()
  @MinLength(1)
  text!: string;
}

/**
 * Test-only routes counted like the real ones (the real /search, /section and /verify are
 * written elsewhere): each can be told to end in the outcome a test needs.
 */
@Controller('t')
class CountedController {
  @Get('search')
  @CountsAs('search')
  search(@Query('outcome') outcome?: string): { results: unknown[] } {
    if (outcome === '400') throw badRequest('The query needs at least two meaningful words.');
    if (outcome === '404') throw notFound('No document with that doc_id.');
    if (outcome === '500') throw new Error('simulated failure');
    return { results: [] };
  }

  /** Validated by a pipe, as the real /section is: its 400s come from inside the interceptor chain. */
  @Get('section')
  @CountsAs('search')
  @UsePipes(new ValidationPipe({ transform: true }))
  section(@Query() query: SectionQuery): { doc_id: number } {
    if (query.doc_id > 100) throw notFound(`No document ${query.doc_id}.`);
    return { doc_id: query.doc_id };
  }

  @Post('verify')
  @HttpCode(200)
  @CountsAs('check')
  @UsePipes(new ValidationPipe())
  verify(@Body() body: VerifyBody): { cases: unknown[]; acts: unknown[]; length: number } {
    return { cases: [], acts: [], length: body.text.length };
  }

  @Get('uncounted')
  uncounted(): { ok: boolean } {
    return { ok: true };
  }
}

@Module({ controllers: [CountedController] })
export class CountedRoutesModule {}
