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

/**
 * The longest /health takes, connecting included: the pool's connection (a new one is made when
 * none is idle: during a restart each attempt can hang) and its answer, then, when the pool is
 * full, the check on a connection of its own (ALONE_CHECK_MS of it). It once took 8 s: the check's
 * connect and query had a second each beyond the 3 s of the first wait.
 */
export const HEALTH_TIMEOUT_MS = 3000;
/** Of HEALTH_TIMEOUT_MS, what the check on a connection of its own may take, connect and query together. */
const ALONE_CHECK_MS = 1000;
/** What the pool's connection and its answer may take. */
const POOL_WAIT_MS = HEALTH_TIMEOUT_MS - ALONE_CHECK_MS;

/** The promise's outcome, or `late()`'s (its value, or what it throws) once `ms` have passed; the promise is left to settle unheard. */
function within<T>(promise: Promise<T>, ms: number, late: () => T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve, reject) => {
    timer = setTimeout(() => {
      try {
        resolve(late());
      } catch (err) {
        reject(err);
      }
    }, ms);
  });
  promise.catch(() => undefined);
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

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
      // Answered within POOL_WAIT_MS or counted as not answering: a load balancer asks often, and a
      // connection that never answers (the network to the database dropped) held it 17 s.
      await within(sql`SELECT 1`.execute(this.database.db), POOL_WAIT_MS, () => {
        throw new Error(`The database did not answer within ${POOL_WAIT_MS} ms`);
      });
      this.database.availability.up();
      return { status: 'ok', database: 'up', reader_version: READER_VERSION, ...replicas };
    } catch (err) {
      res.status(503).setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      // Still waiting for a connection: every one is busy with other work, and the database itself
      // may be well (reported as down, a full pool had looked like an outage). Asked on a connection
      // of its own: connections hung on a dropped network fill the pool too, and that is an outage.
      if (this.database.pool.waitingCount > 0 && (await within(this.answersAlone(), ALONE_CHECK_MS, () => false))) return { status: 'unavailable', database: 'busy', reader_version: READER_VERSION, ...replicas };
      this.database.availability.observe(err);
      return { status: 'unavailable', database: 'down', reader_version: READER_VERSION, ...replicas };
    }
  }

  /** Whether the database answers a connection of its own (the caller bounds the whole at ALONE_CHECK_MS). */
  private async answersAlone(): Promise<boolean> {
    const client = new pg.Client({ ...this.database.pool.options, connectionTimeoutMillis: ALONE_CHECK_MS, query_timeout: ALONE_CHECK_MS });
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
