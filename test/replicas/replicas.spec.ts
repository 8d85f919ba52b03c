import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import { AccessRepository } from '#libs/access/access.repository.js';
import { connect } from '#libs/db/database.js';
import { migrate } from '#libs/db/migrator.js';
import { ReplicaSet } from '#libs/db/replicas.js';
import type { DB } from '#libs/db/schema.js';
import { importPaths } from '#libs/importers/importer.js';
import { synthesize } from '#libs/synth/synth.js';
import { replicationUnavailable, startReplication, type Replication } from '#libs/testing/replication.js';
import { issueKey } from '../support/keys.js';
import { load, startService, type Service } from '../support/service.js';

/**
 * Reads on a real streaming replica: a PostgreSQL 15 primary and a replica made with
 * pg_basebackup -R, each a cluster of this test's own in a temporary directory on free ports, and
 * two service processes reading from the replica with their quotas on the primary. Needs the
 * server binaries (libs/testing/replication.ts); where they are missing this fails, saying so,
 * unless SKIP_REPLICA_TESTS=1 says to skip it.
 */
const missing = replicationUnavailable();
const skipping = missing !== undefined && process.env.SKIP_REPLICA_TESTS === '1';
if (skipping) process.stderr.write(`Replica tests SKIPPED (SKIP_REPLICA_TESTS=1): ${missing}\n`);

/** A document only imported during the test, with words nothing else in the library has. */
const NEW_ACT = {
  kind: 'document',
  key: 'test/replicas/quokka-lighthouse-act',
  type: 'act',
  title: 'Quokka Lighthouse Act 99 of 2026',
  url: 'https://example.invalid/quokka-lighthouse-act',
  act_number: 99,
  act_year: 2026,
  sections: [{ number: '1', heading: 'Lighthouse quokkas', text: 'Every lighthouse keeper shall feed the quokkas of the lighthouse island daily.' }],
};

interface Health {
  status: string;
  reads?: string;
  replicas?: Array<{ name: string; state: string; lag_ms: number | null; reason?: string }>;
}

/** A GET's status and error code, retried after a 503 as its Retry-After asks, as a client would. */
async function answer(url: string, authorization: string): Promise<{ status: number; code?: string; message?: string }> {
  for (let tries = 1; ; tries++) {
    const r = await fetch(url, { headers: { authorization } });
    const body = (await r.json()) as { code?: string; message?: string };
    if (r.status !== 503 || tries === 5) return { status: r.status, code: body.code, message: body.message };
    await sleep(Math.min(Number(r.headers.get('retry-after')) || 1, 2) * 1000);
  }
}

const health = async (base: string) => (await (await fetch(`${base}/health`)).json()) as Health;

/** Waits until /health of every service shows the replica in `state`. */
async function replicaState(services: Service[], state: string, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    const all = await Promise.all(services.map((s) => health(s.base)));
    if (all.every((h) => h.replicas?.[0]?.state === state)) return;
    if (Date.now() > until) throw new Error(`the replica did not become ${state}: ${JSON.stringify(all)}`);
    await sleep(100);
  }
}

(missing && !skipping ? describe : describe.skip)('read replicas: the tools are here', () => {
  it('has the PostgreSQL server binaries (initdb, pg_basebackup, pg_ctl)', () => {
    throw new Error(`${missing}. The replica tests need them; set SKIP_REPLICA_TESTS=1 to skip them knowingly.`);
  });
});

(missing ? describe.skip : describe)('read replicas (a primary and a streaming replica of the test\'s own)', () => {
  let cluster: Replication;
  let primary: Kysely<DB>;
  let replica: Kysely<DB>;
  let services: Service[] = [];
  /** A key of a plan whose allowance the whole file does not reach (the free tier's 25 searches would). */
  let authorization: string;
  const get = (url: string, init: RequestInit = {}) => fetch(url, { ...init, headers: { ...init.headers, authorization } });

  /** Transactions the replica has run in the library's database (its statistics are flushed within a second). */
  const replicaTransactions = async () =>
    (await sql<{ n: number }>`SELECT xact_commit::int AS n FROM pg_stat_database WHERE datname = 'vsl'`.execute(replica)).rows[0].n;

  beforeAll(async () => {
    // fsync off: a test cluster need not survive a power cut, and it makes the set-up quicker.
    cluster = await startReplication({ flags: ['-c', 'fsync=off'] });
    const admin = connect(cluster.primary.url(), 1);
    await sql`CREATE DATABASE vsl`.execute(admin.db);
    await admin.db.destroy();
    primary = connect(cluster.primary.url('vsl'), 4).db;
    await migrate(primary);
    await synthesize(primary, { scale: 0.002 });
    replica = connect(cluster.replicas[0].url('vsl'), 2).db;
    await new AccessRepository(primary).setPlan('scale', { searches: 10_000_000, checks: 10_000_000, perMinute: 10_000_000 });
    ({ authorization } = await issueKey({ db: primary }, 'scale', 'replicas-load'));
    const env = { DATABASE_REPLICA_URLS: cluster.replicas[0].url('vsl'), REPLICA_MAX_LAG_MS: '1000', MIGRATE_ON_START: 'false', DB_POOL_SIZE: '4' };
    services = await Promise.all([startService(cluster.primary.url('vsl'), env), startService(cluster.primary.url('vsl'), env)]);
    await Promise.all(services.map((s) => s.waitFor(/Serving on/)));
    await replicaState(services, 'up');
  }, 120_000);

  afterAll(async () => {
    await Promise.all(services.map((s) => s.stop()));
    await primary?.destroy();
    await replica?.destroy();
    await cluster?.destroy();
  }, 60_000);

  it('search, section and verify read from the replica; /health reports its state and lag', async () => {
    const h = await health(services[0].base);
    expect(h).toMatchObject({ status: 'ok', database: 'up', reads: 'replicas', replicas: [{ name: 'replica 1', state: 'up' }] });
    expect(h.replicas![0].lag_ms).toBeLessThan(1000);
    const before = await replicaTransactions();
    const calls = 30;
    for (let i = 0; i < calls; i++) {
      const base = services[i % 2].base;
      const res = await [
        () => get(`${base}/v1/search?q=municipal+property+rates`),
        () => get(`${base}/v1/section?doc_id=1`),
        () => get(`${base}/v1/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"text":"See [2020] ZACC 12 and the Consumer Protection Act 68 of 2008"}' }),
      ][i % 3]();
      expect(res.status).toBe(200);
    }
    const until = Date.now() + 5000;
    while ((await replicaTransactions()) - before < calls && Date.now() < until) await sleep(200);
    expect((await replicaTransactions()) - before).toBeGreaterThanOrEqual(calls);
  });

  it('an import on the primary is seen on the replica; meanwhile its doc_id answers from the primary, and a replica too far behind leaves the rotation', async () => {
    // The replica stops replaying: it still answers, with the library as it was.
    await sql`SELECT pg_wal_replay_pause()`.execute(replica);
    const file = path.join(cluster.root, 'new-act.jsonl');
    await fs.writeFile(file, JSON.stringify(NEW_ACT) + '\n');
    await importPaths(primary, [file]);
    const imported = Date.now();
    const { rows } = await sql<{ doc_id: number }>`SELECT doc_id FROM documents WHERE key = ${NEW_ACT.key}`.execute(primary);
    const docId = rows[0].doc_id;
    expect((await sql`SELECT 1 FROM documents WHERE doc_id = ${docId}`.execute(replica)).rows).toEqual([]);

    // A client that got the doc_id from the primary (or a replica further ahead) reads it at once, from either service.
    for (const s of services) {
      const section = await get(`${s.base}/v1/section?doc_id=${docId}&section=1`);
      expect(section.status).toBe(200);
      expect(((await section.json()) as { text: string }).text).toContain('quokkas');
      const list = await get(`${s.base}/v1/section?doc_id=${docId}&section=9`);
      expect(((await list.json()) as { sections: string[] }).sections).toEqual(['Section 1: Lighthouse quokkas']);
    }

    // Past REPLICA_MAX_LAG_MS behind, the replica leaves the rotation: search reads the primary and finds the new Act.
    await replicaState(services, 'lagging', 10_000);
    const lagging = await health(services[0].base);
    expect(lagging.reads).toBe('primary');
    expect(lagging.replicas![0].lag_ms).toBeGreaterThan(1000);
    // The lag shown is how far behind it is, not a floor at the bound: a few seconds on, it has grown with
    // the time since the import (less a check's interval and the time the import's commit took to be seen).
    await sleep(4000);
    const later = await health(services[0].base);
    expect(later.replicas![0].lag_ms).toBeGreaterThanOrEqual(Date.now() - imported - 2000);
    const found = await (await get(`${services[1].base}/v1/search?q=lighthouse+quokkas&type=act`)).json();
    expect(found).toMatchObject({ results: [{ doc_id: docId }] });

    // Replay resumes: the replica catches up, comes back into rotation and holds the import.
    await sql`SELECT pg_wal_replay_resume()`.execute(replica);
    await replicaState(services, 'up', 10_000);
    expect((await sql`SELECT 1 FROM documents WHERE doc_id = ${docId}`.execute(replica)).rows).toHaveLength(1);
    const before = await replicaTransactions();
    const again = await (await get(`${services[0].base}/v1/search?q=lighthouse+quokkas&type=act`)).json();
    expect(again).toMatchObject({ results: [{ doc_id: docId }] });
    const until = Date.now() + 5000;
    while ((await replicaTransactions()) === before && Date.now() < until) await sleep(200);
    expect(await replicaTransactions()).toBeGreaterThan(before);
  });

  it('a server that is not a streaming replica of the primary never enters the rotation', async () => {
    const settings = { dbPoolSize: 1, statementTimeoutMs: 0, searchPoolSize: 1, searchTimeoutMs: 0 };
    const reads = ReplicaSet.open({ name: 'primary', db: primary, search: primary }, cluster.primary.url('vsl'), { ...settings, replicaUrls: [cluster.primary.url('vsl')] });
    try {
      await reads.check();
      expect(reads.report()).toEqual([{ name: 'replica 1', state: 'not_a_replica', lag_ms: null, reason: expect.stringContaining('not in recovery') }]);
      expect(reads.pick().name).toBe('primary');
    } finally {
      await reads.close();
    }
  });

  it('quotas stay exact across two service processes reading from the replica', async () => {
    await new AccessRepository(primary).setPlan('developer', { searches: 30 });
    const developer = await issueKey({ db: primary }, 'developer', 'replicas');
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => {
        const base = services[i % 2].base;
        const url = i % 3 ? `${base}/v1/search?q=municipal+property+rates` : `${base}/v1/section?doc_id=1`;
        return answer(url, developer.authorization);
      }),
    );
    // A 503 (a pool of 4 under a loaded machine) does not use up a call and is retried as its
    // Retry-After says; anything else but a 200 or a quota refusal is shown whole.
    expect(answers.filter((a) => a.status !== 200 && !(a.status === 429 && a.code === 'quota_exceeded'))).toEqual([]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(30);
    const { rows } = await sql<{ used: number }>`SELECT sum(used)::int AS used FROM usage_counters c JOIN api_keys k ON c.subject = 'key:' || k.key_id WHERE k.label = 'replicas'`.execute(primary);
    expect(rows[0].used).toBe(30);
  });

  it('the replica stopped and started under load: every read is answered (by the primary meanwhile), then the replica is back in rotation', async () => {
    const counted = async () =>
      (await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM usage_events e JOIN api_keys k USING (key_id) WHERE k.label = 'replicas-load' AND e.outcome = 'counted'`.execute(primary)).rows[0].n;
    const countedBefore = await counted();
    const clients = load(
      services.map((s) => s.base),
      authorization,
      8,
      { section: 'doc_id=1&section=1' },
    );
    await sleep(1000);
    await cluster.replicas[0].stop('fast');
    await replicaState(services, 'down', 10_000);
    const down = await health(services[0].base);
    expect(down).toMatchObject({ status: 'ok', reads: 'primary', replicas: [{ state: 'down' }] });
    await sleep(1500);
    await cluster.replicas[0].start();
    await replicaState(services, 'up', 20_000);
    await sleep(1000);
    await clients.stop();

    expect(services.map((s) => s.child.exitCode)).toEqual([null, null]);
    const { seen } = clients;
    expect(seen.length).toBeGreaterThan(50);
    // Never a 500, never a 503: the primary answers every read the replica could not.
    expect(seen.filter((s) => s.status !== 200)).toEqual([]);
    const log = services.flatMap((s) => s.output).join('\n');
    expect(log).toMatch(/Replica 1 \(.*\) out of rotation: down/);
    expect(log).toMatch(/Replica 1 \(.*\) in rotation \(was down/);
    expect(log).not.toMatch(/Unhandled 'error' event|uncaught|unexpected error/i);
    // Every answer was counted once, on the primary.
    expect((await counted()) - countedBefore).toBe(seen.filter((s) => s.op !== 'health').length);
  });
});
