import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { Database } from '#libs/db/database.js';
import { DATABASE } from '../common/tokens.js';
import type { CoverageResponse } from './coverage.dto.js';

export type CoverageBody = Omit<CoverageResponse, 'source_note' | 'reader_version'>;

/** The library's coverage: one call of library_coverage. */
@Injectable()
export class CoverageRepository {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  coverage(share: number, minimum: number): Promise<CoverageBody> {
    return this.database.reads.read(async (server) => {
      const { rows } = await sql<{ result: CoverageBody }>`SELECT library_coverage(${share}::numeric, ${minimum}::int) AS result`.execute(server.db);
      return rows[0].result;
    });
  }
}
