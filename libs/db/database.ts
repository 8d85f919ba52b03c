import { setTimeout as sleep } from 'node:timers/promises';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { AppConfig } from '#libs/config/config.js';
import { DatabaseAvailability, isConnectTimeout, isUnavailable, shortReason } from './availability.js';
import { startEmbeddedPostgres } from './embedded.js';
import type { DB } from './schema.js';

// Dates stay strings (YYYY-MM-DD) and bigint counts become numbers: the API speaks JSON.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export interface Database {
  db: Kysely<DB>;
  pool: pg.Pool;
  /**
   * Search's own small pool: expensive searches piling up wait for these connections only, so
   * access decisions, section reading, verify and /health keep theirs (docs: README, Operations).
   */
  search: Kysely<DB>;
  /** Outage episodes: one log line each, 503 with Retry-After meanwhile. */
  availability: DatabaseAvailability;
  url: string;
  /** Human-readable: which server, for the log. Never holds a password. */
  description: string;
  embedded: boolean;
  /** True on the embedded server's first start (an empty cluster was just created). */
  created: boolean;
  close(): Promise<void>;
}

interface Log {
  log(message: string): void;
  warn(message: string): void;
}

export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparseable URL)';
  }
}

export interface PoolOptions {
  /** Longest a statement may run (0: no limit). */
  statementTimeoutMs?: number;
  /** Told about connection errors and new connections; without one, errors are only swallowed. */
  availability?: DatabaseAvailability;
}

/**
 * A pool whose every client has an error listener for its whole life. node-postgres removes the
 * pool's listener while a client is checked out, and a client that loses its server between two
 * queries (a stopped server, pg_terminate_backend) emits 'error' with nobody listening: an
 * uncaught exception that ends the process. With a listener of its own, the loss fails only the
 * query that was using it (node-postgres hands the error to the active query too) and the pool
 * drops the client when it is released.
 */
export function connect(url: string, poolSize = 10, { statementTimeoutMs = 0, availability }: PoolOptions = {}): { db: Kysely<DB>; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000, statement_timeout: statementTimeoutMs || undefined });
  const lost = (err: Error) => void availability?.observe(err);
  pool.on('error', lost);
  pool.on('connect', (client) => {
    client.on('error', lost);
    availability?.up();
  });
  return { db: new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }), pool };
}

export interface ServicePoolSettings {
  dbPoolSize: number;
  statementTimeoutMs: number;
  searchPoolSize: number;
  searchTimeoutMs: number;
}

/** The service's pools on one server: the main one and search's own, sharing one availability. */
export function servicePools(url: string, settings: ServicePoolSettings): Pick<Database, 'db' | 'pool' | 'search' | 'availability'> & { destroy(): Promise<void> } {
  const availability = new DatabaseAvailability();
  const main = connect(url, settings.dbPoolSize, { statementTimeoutMs: settings.statementTimeoutMs, availability });
  const search = connect(url, settings.searchPoolSize, { statementTimeoutMs: settings.searchTimeoutMs, availability });
  return {
    db: main.db,
    pool: main.pool,
    search: search.db,
    availability,
    destroy: async () => {
      await Promise.all([main.db.destroy(), search.db.destroy()]);
    },
  };
}

/** A server given by URL (DATABASE_URL, a test or benchmark database). */
export function urlDatabase(url: string, settings: ServicePoolSettings, description: string): Database {
  const pools = servicePools(url, settings);
  return { ...pools, url, description, embedded: false, created: false, close: pools.destroy };
}

/** `DATABASE_URL` when set, otherwise the embedded server with its persistent data directory. */
export async function openDatabase(config: AppConfig, log: Log): Promise<Database> {
  if (config.databaseUrl) {
    return urlDatabase(config.databaseUrl, config, `PostgreSQL at ${redactUrl(config.databaseUrl)} (DATABASE_URL)`);
  }
  const server = await startEmbeddedPostgres(config.embeddedDataDir, config.embeddedPort, log);
  const pools = servicePools(server.url, config);
  return {
    ...pools,
    url: server.url,
    description: `embedded PostgreSQL on 127.0.0.1:${config.embeddedPort}, data in ${config.embeddedDataDir}`,
    embedded: true,
    created: server.created,
    close: async () => {
      await pools.destroy();
      await server.stop();
    },
  };
}

/** Start-up retries: the first wait, doubled after each failure up to the cap. */
export const START_RETRY = { firstDelayMs: 500, maxDelayMs: 30_000 };

/**
 * Waits until the server answers: at start-up the database may still be starting (docker compose,
 * a restart). Each failure is one log line with the next delay; the delay doubles up to
 * START_RETRY.maxDelayMs and it retries until the server answers. An error that waiting cannot
 * cure (a wrong password, no such database) ends the wait at once.
 */
export async function waitForDatabase(db: Kysely<DB>, log: Log, retry = START_RETRY): Promise<void> {
  for (let attempt = 1, delay = retry.firstDelayMs; ; attempt++, delay = Math.min(delay * 2, retry.maxDelayMs)) {
    try {
      await sql`SELECT 1`.execute(db);
      if (attempt > 1) log.log(`Database answered (attempt ${attempt})`);
      return;
    } catch (err) {
      if (!isUnavailable(err) && !isConnectTimeout(err)) throw err;
      log.warn(`Database not answering (${shortReason(err)}); start-up waits: attempt ${attempt}, next in ${(delay / 1000).toFixed(1)} s`);
      await sleep(delay);
    }
  }
}
