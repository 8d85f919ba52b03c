import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { sql } from 'kysely';
import pg from 'pg';
import { READER_VERSION } from '#libs/citations/read.js';
import type { Database } from '#libs/db/database.js';
import type { ReplicaReport } from '#libs/db/replicas.js';
import { RETRY_AFTER_SECONDS } from '../common/api-error.js';
import { NoKey } from '../common/counts-as.decorator.js';
import { DATABASE } from '../common/tokens.js';

/** How long /health waits for the database's answer. */
export const HEALTH_TIMEOUT_MS = 3000;

interface HealthBody {
  status: string;
  database: string;
  /** The citation reader's version in force (libs/citations/read.ts): what a library's readings were read by. */
  reader_version: number;
  /** With DATABASE_REPLICA_URLS: where reads go now, and each replica's state and lag at its last check. */
  reads?: 'replicas' | 'primary';
  replicas?: ReplicaReport[];
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  @Get()
  @NoKey()
  @ApiOperation({ summary: 'Whether the service and its database answer', description: 'Takes no key and counts against nothing; for load balancers and monitoring.' })
  @ApiOkResponse({
    description:
      'The service and its primary database answer: `{"status": "ok", "database": "up", "reader_version": 1}` (`reader_version`: the citation reader\'s version, stored with what it reads from the library\'s judgments). With read replicas configured, also `reads` (`replicas`, or `primary` when none is in rotation) and `replicas`: for each, `name`, `state` (`up`, `lagging`, `down`, `not_a_replica`, `starting`), `lag_ms` and, out of rotation, `reason`. A replica out of rotation does not make the service unhealthy: its reads go to the primary.',
  })
  @ApiServiceUnavailableResponse({
    description: 'The primary database does not answer (`"database": "down"`), or every connection to it is busy with other work and none came free in time (`"database": "busy"`).',
  })
  async health(@Res({ passthrough: true }) res: Response): Promise<HealthBody> {
    const replicas = this.database.reads.configured ? this.replicas() : {};
    try {
      // Answered within HEALTH_TIMEOUT_MS or counted as not answering: a load balancer asks often,
      // and a connection that never answers (the network to the database dropped) held it 17 s.
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`The database did not answer within ${HEALTH_TIMEOUT_MS} ms`)), HEALTH_TIMEOUT_MS);
      });
      await Promise.race([sql`SELECT 1`.execute(this.database.db), late]).finally(() => clearTimeout(timer));
      this.database.availability.up();
      return { status: 'ok', database: 'up', reader_version: READER_VERSION, ...replicas };
    } catch (err) {
      res.status(503).setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      // Still waiting for a connection: every one is busy with other work, and the database itself
      // may be well (reported as down, a full pool had looked like an outage). Asked on a connection
      // of its own: connections hung on a dropped network fill the pool too, and that is an outage.
      if (this.database.pool.waitingCount > 0 && (await this.answersAlone())) return { status: 'unavailable', database: 'busy', reader_version: READER_VERSION, ...replicas };
      this.database.availability.observe(err);
      return { status: 'unavailable', database: 'down', reader_version: READER_VERSION, ...replicas };
    }
  }

  /** Whether the database answers a connection of its own within a second. */
  private async answersAlone(): Promise<boolean> {
    const client = new pg.Client({ ...this.database.pool.options, connectionTimeoutMillis: 1000, query_timeout: 1000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT 1');
      return true;
    } catch {
      return false;
    } finally {
      client.end().catch(() => undefined);
    }
  }

  private replicas(): Pick<HealthBody, 'reads' | 'replicas'> {
    const replicas = this.database.reads.report();
    return { reads: replicas.some((r) => r.state === 'up') ? 'replicas' : 'primary', replicas };
  }
}
