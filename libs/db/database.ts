import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { AppConfig } from '#libs/config/config.js';
import { startEmbeddedPostgres } from './embedded.js';
import type { DB } from './schema.js';

// Dates stay strings (YYYY-MM-DD) and bigint counts become numbers: the API speaks JSON.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export interface Database {
  db: Kysely<DB>;
  pool: pg.Pool;
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

export function connect(url: string, poolSize = 10, statementTimeoutMs = 0): { db: Kysely<DB>; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000, statement_timeout: statementTimeoutMs || undefined });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  return { db: new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }), pool };
}

/** `DATABASE_URL` when set, otherwise the embedded server with its persistent data directory. */
export async function openDatabase(config: AppConfig, log: Log): Promise<Database> {
  if (config.databaseUrl) {
    const { db, pool } = connect(config.databaseUrl, config.dbPoolSize, config.statementTimeoutMs);
    const description = `PostgreSQL at ${redactUrl(config.databaseUrl)} (DATABASE_URL)`;
    return { db, pool, url: config.databaseUrl, description, embedded: false, created: false, close: () => db.destroy() };
  }
  const server = await startEmbeddedPostgres(config.embeddedDataDir, config.embeddedPort, log);
  const { db, pool } = connect(server.url, config.dbPoolSize, config.statementTimeoutMs);
  return {
    db,
    pool,
    url: server.url,
    description: `embedded PostgreSQL on 127.0.0.1:${config.embeddedPort}, data in ${config.embeddedDataDir}`,
    embedded: true,
    created: server.created,
    close: async () => {
      await db.destroy();
      await server.stop();
    },
  };
}
