import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseAvailability } from './availability.js';
import type { DB } from './schema.js';

// Dates stay strings (YYYY-MM-DD) and bigint counts become numbers: the API speaks JSON.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/** How long after the statement timeout the client gives up on an answer that has not come. */
export const QUERY_TIMEOUT_MARGIN_MS = 2000;

/** Who hears of a pool's lost connections and new ones: the primary's outage episodes, or a replica's health. */
export type ConnectionWatcher = Pick<DatabaseAvailability, 'observe' | 'up'>;

export interface PoolOptions {
  /** Longest a statement may run (0: no limit). */
  statementTimeoutMs?: number;
  /** Longest wait for a connection, new or pooled (default 5 s). */
  connectTimeoutMs?: number;
  /** Told about connection errors and new connections; without one, errors are only swallowed. */
  availability?: ConnectionWatcher;
}

/**
 * A pool whose every client has an error listener for its whole life. node-postgres removes the
 * pool's listener while a client is checked out, and a client that loses its server between two
 * queries (a stopped server, pg_terminate_backend) emits 'error' with nobody listening: an
 * uncaught exception that ends the process. With a listener of its own, the loss fails only the
 * query that was using it (node-postgres hands the error to the active query too) and the pool
 * drops the client when it is released.
 */
export function connect(url: string, poolSize = 10, { statementTimeoutMs = 0, connectTimeoutMs = 5000, availability }: PoolOptions = {}): { db: Kysely<DB>; pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: connectTimeoutMs,
    statement_timeout: statementTimeoutMs || undefined,
    // The server's statement timeout cannot end a query whose answer never arrives (the network
    // between them dropped with its sockets left open: every request, /health too, waited as long as
    // the partition lasted). So the client gives up a little after the server would have.
    query_timeout: statementTimeoutMs ? statementTimeoutMs + QUERY_TIMEOUT_MARGIN_MS : undefined,
    keepAlive: true,
  });
  const lost = (err: Error) => void availability?.observe(err);
  pool.on('error', lost);
  pool.on('connect', (client) => {
    client.on('error', lost);
    availability?.up();
  });
  // A client given back while its query is still waiting for an answer (given up on by query_timeout)
  // would hold the next query behind it: its connection is closed, and the pool makes a new one.
  pool.on('release', (_err, client) => {
    const raw = client as unknown as { _activeQuery?: unknown; _queryable: boolean; connection: { stream: { destroy(): void } } };
    if (!raw._activeQuery) return;
    // (Marked unusable first: the pool checks this after the event and drops the client, where a
    // socket destroyed later let the next request take it and fail.)
    raw._queryable = false;
    raw.connection.stream.destroy();
  });
  return { db: new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }), pool };
}

/** A server's URL for the log: the password masked. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparseable URL)';
  }
}
