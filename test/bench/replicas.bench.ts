import fs from 'node:fs/promises';
import os from 'node:os';
import { sql } from 'kysely';
import { AccessRepository } from '#libs/access/access.repository.js';
import { generateKey } from '#libs/access/keys.js';
import { connect } from '#libs/db/database.js';
import { migrate } from '#libs/db/migrator.js';
import { synthesize } from '#libs/synth/synth.js';
import { formatFigures, runLoad, summarize, type LoadFigures } from '#libs/testing/load.js';
import { startReplication, type LocalServer } from '#libs/testing/replication.js';
import { searchBenchQueries } from './search-queries.js';
import { option, serverLines, serverProcess } from './search.bench.js';

/** CPU seconds (user + system) each process has used so far, from /proc (Linux). */
async function cpuSeconds(pids: number[]): Promise<Map<number, number>> {
  const ticks = 100; // USER_HZ, 100 on every Linux this runs on (getconf CLK_TCK)
  const used = new Map<number, number>();
  for (const pid of pids) {
    const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    if (!stat) continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    used.set(pid, (Number(fields[11]) + Number(fields[12])) / ticks);
  }
  return used;
}

/** Measures the CPU seconds the given processes (a server's, re-listed at the end for new backends) spend during `work`. */
async function cpuDuring<T>(groups: Record<string, () => Promise<number[]>>, work: () => Promise<T>): Promise<{ result: T; cpu: Record<string, number> }> {
  const before: Record<string, Map<number, number>> = {};
  for (const [name, pids] of Object.entries(groups)) before[name] = await cpuSeconds(await pids());
  const result = await work();
  const cpu: Record<string, number> = {};
  for (const [name, pids] of Object.entries(groups)) {
    const after = await cpuSeconds(await pids());
    cpu[name] = [...after].reduce((sum, [pid, s]) => sum + s - (before[name].get(pid) ?? 0), 0);
  }
  return { result, cpu };
}

const ms = (cpuSeconds: number, n: number) => (n ? (cpuSeconds * 1000) / n : NaN);

/**
 * `npm run bench -- replicas [--scale 0.05] [--seconds 20] [--clients 8] [--keys 64]`: a primary
 * and a streaming replica of its own (libs/testing/replication.ts, temporary directories, free
 * ports) holding the synthetic library at `--scale`; then, from one run:
 * 1. GET /v1/search (the queries of search-queries.ts, access guard on, a key) with the API reading
 *    the primary alone, then the primary and the replica; CPU milliseconds per search of the API
 *    process and of each server;
 * 2. usage decisions per second on the primary alone: access_consume called directly by
 *    `--clients` connections over `--keys` keys, then all on one key, with the CPU and WAL cost per
 *    decision;
 * and a model of N replicas from those costs (docs/scaling.md).
 */
export async function replicasBench(args: string[]): Promise<void> {
  const scale = Number(option(args, 'scale', '0.05'));
  const seconds = Number(option(args, 'seconds', '20'));
  const clients = Number(option(args, 'clients', '8'));
  const keyCount = Number(option(args, 'keys', '64'));
  const out = (line: string) => process.stdout.write(`${line}\n`);
  const cores = os.cpus().length;
  // The memory settings of libs/db/server-settings.ts for a small library, on each server.
  const cluster = await startReplication({ flags: ['-c', 'shared_buffers=512MB', '-c', 'effective_cache_size=2GB', '-c', 'work_mem=16MB'] });
  const primaryUrl = cluster.primary.url('vsl');
  const replicaUrl = cluster.replicas[0].url('vsl');
  const servers: Record<string, LocalServer> = { primary: cluster.primary, replica: cluster.replicas[0] };
  try {
    const admin = connect(cluster.primary.url(), 1);
    await sql`CREATE DATABASE vsl`.execute(admin.db);
    await admin.db.destroy();
    const { db } = connect(primaryUrl, 2);
    await migrate(db);
    const t0 = Date.now();
    const synth = await synthesize(db, { scale });
    const docs = Object.values(synth.documents).reduce((a, b) => a + b, 0);
    const { rows: size } = await sql<{ size: string }>`SELECT pg_size_pretty(pg_database_size('vsl')) AS size`.execute(db);
    const repo = new AccessRepository(db);
    await repo.setPlan('scale', { searches: 1e9, checks: 1e9, perMinute: 1e9 });
    const keys = Array.from({ length: keyCount }, generateKey);
    for (const [i, k] of keys.entries()) await repo.createKey(k.prefix, k.hash, 'scale', `bench ${i}`);
    // The replica holds the library before anything is measured.
    const { rows: lsn } = await sql<{ lsn: string }>`SELECT pg_current_wal_flush_lsn()::text AS lsn`.execute(db);
    const { db: onReplica } = connect(replicaUrl, 1);
    while (!(await sql<{ ok: boolean }>`SELECT pg_last_wal_replay_lsn() >= ${lsn[0].lsn}::pg_lsn AS ok`.execute(onReplica)).rows[0].ok) await new Promise((r) => setTimeout(r, 200));
    await onReplica.destroy();
    out(`synthetic library --scale ${scale}: ${docs} documents, ${synth.sections} sections, database ${size[0].size}, made in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    out(await serverLines(db));

    const queries = searchBenchQueries();
    const searchLoad = (baseUrl: string, secs: number) =>
      runLoad({
        clients,
        seconds: secs,
        request: (i) => {
          const { q, type } = queries[i % queries.length];
          return { url: `${baseUrl}/v1/search?q=${encodeURIComponent(q)}&type=${type ?? 'any'}&limit=10`, init: { headers: { authorization: `Bearer ${keys[i % keys.length].key}` } } };
        },
      });
    const rows: Array<{ label: string; figures: LoadFigures; cpu: Record<string, number> }> = [];
    for (const [label, env] of [
      ['primary alone', {}],
      ['primary + replica', { DATABASE_REPLICA_URLS: replicaUrl }],
    ] as Array<[string, Record<string, string>]>) {
      const api = await serverProcess(primaryUrl, { ACCESS_GUARD: 'on', ...env });
      try {
        if (env.DATABASE_REPLICA_URLS) {
          for (let i = 0; ; i++) {
            const h = (await (await fetch(`${api.baseUrl}/health`)).json()) as { reads?: string };
            if (h.reads === 'replicas') break;
            if (i > 100) throw new Error(`the replica did not come into rotation: ${JSON.stringify(h)}`);
            await new Promise((r) => setTimeout(r, 100));
          }
        }
        await searchLoad(api.baseUrl, 3); // warm-up: connections, caches
        const { result, cpu } = await cpuDuring(
          { api: async () => [api.pid], primary: () => servers.primary.pids(), replica: () => servers.replica.pids() },
          () => searchLoad(api.baseUrl, seconds),
        );
        rows.push({ label, figures: result, cpu });
      } finally {
        await api.close();
      }
    }
    out(`\nGET /v1/search, ${clients} clients, ${seconds} s each, access guard on (a decision on the primary per search), ${cores} cores shared by everything:`);
    for (const { label, figures, cpu } of rows) {
      out(`${formatFigures(label, figures)}`);
      out(`${''.padEnd(24)} CPU per search: API ${ms(cpu.api, figures.requests).toFixed(2)} ms, primary ${ms(cpu.primary, figures.requests).toFixed(2)} ms, replica ${ms(cpu.replica, figures.requests).toFixed(2)} ms`);
    }

    // Usage decisions on the primary alone: access_consume as the guard calls it, one per request;
    // over many keys (many customers), then all on one key (one customer: its counter row is
    // updated by every decision, one at a time).
    const pool = connect(primaryUrl, clients);
    const decider = new AccessRepository(pool.db);
    await decider.consume(keys[0].hash, '127.0.0.1', 'search', new Date());
    const decide = async (using: typeof keys) => {
      const { rows: walBefore } = await sql<{ lsn: string }>`SELECT pg_current_wal_lsn()::text AS lsn`.execute(db);
      const { result: figures, cpu } = await cpuDuring({ primary: () => servers.primary.pids() }, async () => {
        const latencies: number[] = [];
        let next = 0;
        const started = performance.now();
        const until = started + seconds * 1000;
        await Promise.all(
          Array.from({ length: clients }, async () => {
            while (performance.now() < until) {
              const k = using[next++ % using.length];
              const t = performance.now();
              await decider.consume(k.hash, '127.0.0.1', next % 2 ? 'search' : 'check', new Date());
              latencies.push(performance.now() - t);
            }
          }),
        );
        return summarize(latencies, 0, (performance.now() - started) / 1000);
      });
      const { rows: wal } = await sql<{ bytes: number }>`SELECT (pg_current_wal_lsn() - ${walBefore[0].lsn}::pg_lsn)::bigint AS bytes`.execute(db);
      return { figures, cpuMs: ms(cpu.primary, figures.requests), walBytes: wal[0].bytes / figures.requests };
    };
    const decisions = await decide(keys);
    const hot = await decide(keys.slice(0, 1));
    await pool.db.destroy();
    out(`\nusage decisions (access_consume) on the primary alone, ${clients} connections, ${seconds} s each:`);
    for (const [label, d] of [[`${keyCount} keys`, decisions], ['1 key', hot]] as const) {
      out(`${formatFigures(label, d.figures)}`);
      out(`${''.padEnd(24)} primary CPU per decision ${d.cpuMs.toFixed(3)} ms, WAL per decision ${d.walBytes.toFixed(0)} bytes`);
    }

    // The model: what each machine would give if it were alone with its server (docs/scaling.md).
    const withReplica = rows[1];
    const replicaMs = ms(withReplica.cpu.replica, withReplica.figures.requests);
    const apiMs = ms(withReplica.cpu.api, withReplica.figures.requests);
    const decisionMs = decisions.cpuMs;
    const perCore = (cost: number) => 1000 / cost;
    out(`\nmodel (CPU-bound, a machine's cores all its own): a replica serves ${perCore(replicaMs).toFixed(0)} searches/s per core;` +
      ` an API process ${perCore(apiMs).toFixed(0)} requests/s per core; the primary decides ${perCore(decisionMs).toFixed(0)} calls/s per core`);
    out(`load average after: ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`);
    await db.destroy();
  } finally {
    await cluster.destroy();
  }
}
