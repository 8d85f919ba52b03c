import 'reflect-metadata';
import { Controller, Get, Module, type INestApplication } from '@nestjs/common';
import type { AddressInfo } from 'node:net';
import { AccessRepository } from '#libs/access/access.repository.js';
import { generateKey } from '#libs/access/keys.js';
import { loadConfig } from '#libs/config/config.js';
import { connect, urlDatabase, type Database } from '#libs/db/database.js';
import { migrate } from '#libs/db/migrator.js';
import { formatFigures, runLoad, type LoadFigures, type LoadInit } from '#libs/testing/load.js';
import { adminQuery, newRunId, startTestServer, withDatabase } from '#libs/testing/server.js';
import { createApp } from '../../apps/api/src/app.factory.js';
import { CountsAs } from '../../apps/api/src/common/counts-as.decorator.js';

/** A counted route that does no work of its own, so the difference between runs is the guard alone. */
@Controller('bench')
class BenchController {
  @Get('search')
  @CountsAs('search')
  search(): { results: unknown[] } {
    return { results: [] };
  }
}

@Module({ controllers: [BenchController] })
class BenchModule {}

async function start(url: string, env: Record<string, string>): Promise<{ app: INestApplication; base: string; database: Database }> {
  const config = loadConfig({ LOG_LEVEL: 'error', ...env, DATABASE_URL: url });
  const database = urlDatabase(url, config, 'bench');
  const app = await createApp({ config, database, imports: [BenchModule], logger: false });
  await app.listen(0, '127.0.0.1');
  return { app, base: `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`, database };
}

function option(args: string[], name: string, fallback: number): number {
  const i = args.indexOf(`--${name}`);
  const value = i >= 0 ? Number(args[i + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

/**
 * `npm run bench -- access [--seconds 10] [--clients 8]`: the latency the access guard adds to a
 * request (one access_consume call), as p50/p95 of the same endpoint with ACCESS_GUARD=off and on,
 * with a key and on the free tier, all in one run against one migrated scratch database.
 */
export async function accessBench(args: string[]): Promise<void> {
  const seconds = option(args, 'seconds', 10);
  const clients = option(args, 'clients', 8);
  const log = (m: string) => process.stderr.write(`${m}\n`);
  const server = await startTestServer(log);
  const name = `vsl_bench_access_${newRunId()}`;
  await adminQuery(server.url, `CREATE DATABASE ${name}`);
  const url = withDatabase(server.url, name);
  const apps: Array<{ app: INestApplication; database: Database }> = [];
  try {
    const { db } = connect(url, 2);
    await migrate(db);
    const repo = new AccessRepository(db);
    // allowances far above what the run sends: every request is let through and counted
    await repo.setPlan('scale', { searches: 1e9, perMinute: 1e9 });
    await repo.setPlan('free', { searches: 1e9, perMinute: 1e9 });
    const key = generateKey();
    await repo.createKey(key.prefix, key.hash, 'scale', 'benchmark');
    await db.destroy();

    const off = await start(url, { ACCESS_GUARD: 'off' });
    const on = await start(url, {});
    apps.push(off, on);
    const keyed = { headers: { Authorization: `Bearer ${key.key}` } };
    const run = (base: string, init?: LoadInit) => runLoad({ clients, seconds, request: () => ({ url: `${base}/bench/search`, init }) });
    // warm up both (JIT, pool connections) before measuring
    await runLoad({ clients, seconds: 2, request: (i) => ({ url: `${i % 2 ? off.base : on.base}/bench/search`, init: keyed }) });

    const figures: Array<[string, LoadFigures]> = [];
    figures.push(['guard off', await run(off.base, keyed)]);
    figures.push(['guard on, key', await run(on.base, keyed)]);
    figures.push(['guard on, free tier', await run(on.base)]);
    process.stdout.write(`access guard: ${clients} clients, ${seconds} s per run, PostgreSQL at ${server.how}\n`);
    for (const [label, f] of figures) process.stdout.write(formatFigures(label, f) + '\n');
    const [base] = figures.map(([, f]) => f);
    for (const [label, f] of figures.slice(1)) {
      process.stdout.write(`added by the guard (${label.replace('guard on, ', '')}): p50 ${(f.p50 - base.p50).toFixed(2)} ms, p95 ${(f.p95 - base.p95).toFixed(2)} ms\n`);
    }
  } finally {
    for (const a of apps) {
      await a.app.close();
      await a.database.close();
    }
    await adminQuery(server.url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await server.stop();
  }
}
