import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { guardClient } from '#libs/db/client.js';
import { startEmbeddedPostgres } from '#libs/db/embedded.js';
import { ROOT_DIR } from '#libs/db/paths.js';

/**
 * Where database tests run: TEST_DATABASE_URL or DATABASE_URL when set; otherwise a throwaway
 * PostgreSQL container where a container runtime answers; otherwise the embedded server (data in
 * .data/test-postgres). Returns an admin URL (any database on that server) and a stop function.
 */
export async function startTestServer(log: (m: string) => void): Promise<{ url: string; how: string; stop(): Promise<void> }> {
  const given = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (given) return { url: given, how: 'TEST_DATABASE_URL/DATABASE_URL', stop: async () => undefined };

  try {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:15').withStartupTimeout(120_000).start();
    return { url: container.getConnectionUri(), how: 'testcontainers postgres:15', stop: async () => void (await container.stop()) };
  } catch (err) {
    log(`No container runtime (${err instanceof Error ? err.message.split('\n')[0] : String(err)}); using embedded PostgreSQL`);
  }
  const dir = path.join(ROOT_DIR, '.data', 'test-postgres');
  // A free port unless one is asked for: another checkout's test server may hold any fixed one.
  const port = Number(process.env.TEST_EMBEDDED_PG_PORT) || (await freePort());
  const server = await startEmbeddedPostgres(dir, port, { log, warn: log });
  return { url: server.url, how: `embedded PostgreSQL in ${dir}`, stop: () => server.stop() };
}

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = '/' + database;
  return u.toString();
}

export async function adminQuery<T extends pg.QueryResultRow = pg.QueryResultRow>(adminUrl: string, text: string, values?: unknown[]) {
  const client = guardClient(new pg.Client({ connectionString: withDatabase(adminUrl, 'postgres') }));
  await client.connect();
  try {
    return await client.query<T>(text, values);
  } finally {
    await client.end();
  }
}

export const newRunId = () => `${process.pid.toString(36)}${randomBytes(3).toString('hex')}`;
