import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { sql } from 'kysely';
import type { Database } from '#libs/db/database.js';
import { RETRY_AFTER_SECONDS } from '../common/api-error.js';
import { DATABASE } from '../common/tokens.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  @Get()
  @ApiOkResponse({ description: 'The service and its database answer.' })
  @ApiServiceUnavailableResponse({ description: 'The database does not answer.' })
  async health(@Res({ passthrough: true }) res: Response): Promise<{ status: string; database: string }> {
    try {
      await sql`SELECT 1`.execute(this.database.db);
      this.database.availability.up();
      return { status: 'ok', database: 'up' };
    } catch (err) {
      this.database.availability.observe(err);
      res.status(503).setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      return { status: 'unavailable', database: 'down' };
    }
  }
}
