import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import type { AppConfig } from '#libs/config/config.js';
import { DatabaseAvailability, isConnectTimeout, isUnavailable, shortReason } from './availability.js';
import { startEmbeddedPostgres } from './embedded.js';
import { connect, redactUrl } from './pool.js';
import { ReplicaSet, type ReplicaSettings } from './replicas.js';
import type { DB } from './schema.js';

export { connect, redactUrl } from './pool.js';

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
  /**
   * Where search, section and verify read: the streaming replicas of DATABASE_REPLICA_URLS that
   * are up and close enough behind, otherwise the primary (db and search above).
   */
  reads: ReplicaSet;
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

export type ServicePoolSettings = ReplicaSettings;

/**
 * The service's pools on the primary (the main one and search's own, sharing one availability),
 * and the replicas' when DATABASE_REPLICA_URLS names any.
 */
export function servicePools(url: string, settings: ServicePoolSettings): Pick<Database, 'db' | 'pool' | 'search' | 'availability' | 'reads'> & { destroy(): Promise<void> } {
  const availability = new DatabaseAvailability();
  const main = connect(url, settings.dbPoolSize, { statementTimeoutMs: settings.statementTimeoutMs, availability });
  const search = connect(url, settings.searchPoolSize, { statementTimeoutMs: settings.searchTimeoutMs, availability });
  const reads = ReplicaSet.open({ name: 'primary', db: main.db, search: search.db }, url, settings);
  return {
    db: main.db,
    pool: main.pool,
    search: search.db,
    availability,
    reads,
    destroy: async () => {
      await reads.close();
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
