import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { connect } from '#libs/db/database.js';
import { startEmbeddedPostgres, type EmbeddedServer } from '#libs/db/embedded.js';
import { freePort } from '#libs/testing/server.js';
import { generateKey } from '#libs/access/keys.js';
import { AccessRepository } from '#libs/access/access.repository.js';
import { load, startService, type Service } from '../support/service.js';

/**
 * Fault injection (issue 13, findings 2 and 8) against a PostgreSQL server of this test's own: a
 * cluster in a temporary directory on a free port, stopped, restarted and its connections
 * terminated here. Nothing else runs on it; no other server is touched. The service under test is
 * the real process (`node dist/apps/api/src/main.js`), so "survives" means the process does.
 */
const quiet = { log: () => undefined, warn: () => undefined };

describe('database faults under load (a PostgreSQL server of the test\'s own)', () => {
  let dir: string;
  let pgPort: number;
  let server: EmbeddedServer;
  let url: string;
  let service: Service | undefined;

  const restartServer = async () => {
    server = await startEmbeddedPostgres(path.join(dir, 'data'), pgPort, quiet);
  };

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vsl-faults-'));
    await fs.chmod(dir, 0o755);
    pgPort = await freePort();
    await restartServer();
    url = server.url;
  }, 120_000);

  afterAll(async () => {
    await service?.stop();
    await server?.stop();
    await fs.rm(dir, { recursive: true, force: true });
  }, 60_000);

  it('survives terminated connections and a stopped server: 503 with Retry-After meanwhile, then recovers; usage rows match', async () => {
    service = await startService(url);
    await service.waitFor(/Serving on/);
    // A key whose plan allows the whole run, made through the repository the CLI uses.
    const admin = connect(url, 1);
    const fresh = generateKey();
    await sql`SELECT access_set_plan('scale', NULL, 10000000, 10000000, 10000000)`.execute(admin.db);
    await new AccessRepository(admin.db).createKey(fresh.prefix, fresh.hash, 'scale', 'faults');
    await admin.db.destroy();

    const clients = load([service.base], `Bearer ${fresh.key}`, 8);
    await sleep(500);
    // 1. The service's connections terminated, five times, while requests run on them.
    const killer = connect(url, 1);
    for (let round = 0; round < 5; round++) {
      await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`.execute(killer.db);
      await sleep(300);
    }
    await killer.db.destroy();
    // 2. The server stopped (fast shutdown: sessions terminated) for two seconds, then started.
    await server.stop();
    const outageFrom = clients.seen.length;
    await sleep(2000);
    const outageTo = clients.seen.length;
    await restartServer();
    const recovery = clients.seen.length;
    const until = Date.now() + 30_000;
    while (!clients.seen.slice(recovery).some((s) => s.op === 'check' && s.status === 200) && Date.now() < until) await sleep(100);
    await sleep(500);
    await clients.stop();

    expect(service.child.exitCode).toBeNull();
    const { seen } = clients;
    const during = seen.slice(outageFrom, outageTo);
    expect(during.length).toBeGreaterThan(10);
    expect(during.every((s) => s.status === 503)).toBe(true);
    // Every answer is a 200, or a 503 server_error with Retry-After (never a 500, never a dropped connection).
    const failures = seen.filter((s) => s.status !== 200);
    expect(failures.filter((s) => !(s.status === 503 && s.retryAfter === '5' && (s.op === 'health' || s.code === 'server_error')))).toEqual([]);
    expect(seen.slice(recovery).some((s) => s.op === 'search' && s.status === 200)).toBe(true);

    // One short line per outage episode, no stack traces.
    const log = service.output.join('\n');
    expect(log).not.toMatch(/Unhandled 'error' event|uncaught|unexpected error/i);
    expect(service.output.filter((line) => /^\s+at /.test(line))).toEqual([]);
    const episodes = service.output.filter((line) => line.includes('Database unavailable'));
    expect(episodes.length).toBeGreaterThanOrEqual(1);
    expect(episodes.length).toBeLessThanOrEqual(3);

    // Usage rows say what the clients saw: one counted call per 200, nothing for a 503 (given
    // back, once the database is there to take the settlement).
    const ok = (op: string) => seen.filter((s) => s.op === op && s.status === 200).length;
    const reader = connect(url, 1);
    try {
      const counted = async () =>
        (await sql<{ operation: string; n: number }>`SELECT operation, count(*)::int AS n FROM usage_events WHERE outcome = 'counted' GROUP BY 1 ORDER BY 1`.execute(reader.db)).rows;
      const expected = [
        { operation: 'check', n: ok('check') },
        { operation: 'search', n: ok('search') },
      ];
      const settleBy = Date.now() + 15_000;
      while (JSON.stringify(await counted()) !== JSON.stringify(expected) && Date.now() < settleBy) await sleep(250);
      expect(await counted()).toEqual(expected);
    } finally {
      await reader.db.destroy();
      await service.stop();
    }
  }, 120_000);

  it('a start with the database down waits and retries with a bounded back-off, then serves', async () => {
    await server.stop();
    service = await startService(url);
    await service.waitFor(/start-up waits: attempt 3, next in 2\.0 s/, 30_000);
    expect(service.child.exitCode).toBeNull();
    const waits = service.output.filter((line) => line.includes('start-up waits')).map((line) => /next in ([\d.]+) s/.exec(line)![1]);
    expect(waits.slice(0, 3)).toEqual(['0.5', '1.0', '2.0']);
    await restartServer();
    await service.waitFor(/Serving on/, 60_000);
    const health = await fetch(`${service.base}/health`);
    expect(health.status).toBe(200);
    await service.stop();
  }, 120_000);
});
