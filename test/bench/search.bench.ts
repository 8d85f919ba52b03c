import 'reflect-metadata';
import { spawn } from 'node:child_process';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { loadConfig } from '#libs/config/config.js';
import { connect, urlDatabase, type Database } from '#libs/db/database.js';
import { realLibraryTemplate } from '#libs/testing/templates.js';
import { formatRelevance, measureJudgmentRelevance, measureRelevance } from '#libs/testing/relevance.js';
import { formatFigures, percentile, runLoad } from '#libs/testing/load.js';
import { withDatabase } from '#libs/testing/server.js';
import { createApp } from '../../apps/api/src/app.factory.js';
import { longBenchQueries } from './long-queries.js';
import { searchBenchQueries, type BenchQuery } from './search-queries.js';
import { sectionRefs, sectionUrl } from './section.bench.js';

export function option(args: string[], name: string, fallback: string): string {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
}

/**
 * Starts the real app on a port against `url`; the caller closes it. The access guard is off: the
 * free tier would refuse a benchmark's load, and the guard's own cost is `npm run bench -- access`.
 */
export async function benchApp(url: string): Promise<{ baseUrl: string; database: Database; close(): Promise<void> }> {
  const config = loadConfig({ LOG_LEVEL: 'error', DATABASE_URL: url, ACCESS_GUARD: 'off' });
  const database = urlDatabase(url, config, 'bench');
  const app = await createApp({ config, database, logger: false });
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, database, close: async () => { await app.close(); await database.close(); } };
}

/** Relevance over the real library, for printing beside the speed figures. */
export async function relevanceLine(adminUrl: string): Promise<string> {
  const { db } = connect(withDatabase(adminUrl, await realLibraryTemplate(adminUrl)), 2);
  try {
    const search = async (q: string) => {
      const { rows } = await sql<{ key: string; section: string | null; paragraph: number | null }>`
        SELECT d.key, s.number AS section, r.paragraph FROM search_results(${q}, NULL, 5) WITH ORDINALITY r
          JOIN documents d ON d.doc_id = r.doc_id LEFT JOIN sections s ON s.doc_id = r.doc_id AND s.ref = r.section ORDER BY r.ordinality`.execute(db);
      return rows.map((r) => ({ key: r.key, section: r.section ?? undefined, paragraph: r.paragraph ?? undefined }));
    };
    return `${formatRelevance(await measureRelevance(search))}\n${formatRelevance(await measureJudgmentRelevance(search), 'judgment queries')}`;
  } finally {
    await db.destroy();
  }
}

/**
 * A server of the API in its own process (so the load generator does not share its event loop);
 * `env` adds to or overrides its settings (the access guard is off unless it says otherwise).
 */
export async function serverProcess(url: string, env: Record<string, string> = {}): Promise<{ baseUrl: string; pid: number; close(): Promise<void> }> {
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: p } = probe.address() as AddressInfo;
      probe.close(() => resolve(p));
    });
  });
  const child = spawn(process.execPath, [fileURLToPath(new URL('../../apps/api/src/main.js', import.meta.url))], {
    env: { ...process.env, DATABASE_URL: url, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', ACCESS_GUARD: 'off', MIGRATE_ON_START: 'false', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the API server exited with code ${child.exitCode}`);
    if ((await fetch(`${baseUrl}/health`).catch(() => undefined))?.ok) break;
    if (i > 600) throw new Error('the API server did not answer /health within 60 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    pid: child.pid!,
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The server settings a run measured with, and whether the library's tables had statistics. */
export async function serverLines(db: Database['db']): Promise<string> {
  const { rows: settings } = await sql<{ name: string; setting: string }>`
    SELECT name, current_setting(name) AS setting FROM pg_settings
     WHERE name IN ('shared_buffers', 'effective_cache_size', 'work_mem', 'jit', 'max_connections', 'random_page_cost') ORDER BY name`.execute(db);
  const { rows: tables } = await sql<{ relname: string; analyzed: string | null }>`
    SELECT relname, to_char(greatest(last_analyze, last_autoanalyze), 'YYYY-MM-DD HH24:MI') AS analyzed FROM pg_stat_user_tables
     WHERE relname IN ('documents', 'sections', 'paragraphs', 'passages', 'search_terms', 'search_lexemes', 'search_blocks') ORDER BY relname`.execute(db);
  const load = os.loadavg().map((x) => x.toFixed(2)).join(' ');
  return [
    `server: ${settings.map((r) => `${r.name}=${r.setting}`).join(' ')}`,
    `analyzed: ${tables.map((t) => `${t.relname} ${t.analyzed ?? 'NEVER'}`).join(', ')}`,
    `machine: ${os.cpus().length} cores, load average ${load}`,
  ].join('\n');
}

/** Each query once on one connection, through search_results (best of two runs): the slowest alone. */
async function alone(db: Database['db'], queries: BenchQuery[], label = 'alone (1 connection, search_results)'): Promise<string> {
  const times: Array<{ ms: number; q: BenchQuery }> = [];
  for (const q of queries) {
    let ms = Infinity;
    for (let k = 0; k < 2; k++) {
      const t0 = performance.now();
      await sql`SELECT count(*) FROM search_results(${q.q}, ${q.type ? [q.type] : null}::text[], 10)`.execute(db);
      ms = Math.min(ms, performance.now() - t0);
    }
    times.push({ ms, q });
  }
  times.sort((a, b) => a.ms - b.ms);
  const at = (p: number) => percentile(times.map((t) => t.ms), p).toFixed(1);
  const worst = times.slice(-3).reverse().map((t) => `${t.ms.toFixed(1)} ms ${JSON.stringify(t.q.q.slice(0, 70))}${t.q.type ? ` (${t.q.type})` : ''}`);
  const over = times.filter((t) => t.ms > 1000).length;
  return `${label}: p50 ${at(50)} ms  p95 ${at(95)} ms  p99 ${at(99)} ms  over 1 s: ${over} of ${times.length}  slowest: ${worst.join('; ')}`;
}

/** Dates the dated runs ask for, from before most texts to recent. */
const AS_AT = ['1998-01-01', '2010-06-30', '2016-01-01', '2024-12-31'];

/**
 * `npm run bench -- search [--db URL] [--admin URL] [--seconds 30] [--clients 8] [--alone]`: the API
 * in a process of its own; from this one, GET /health, then GET /v1/search over the queries of
 * search-queries.ts (each with its type), then GET /v1/section over references from the library,
 * then both again with as_at (four dates in turn), each for the same number of clients. Prints the
 * server's settings and whether the library was analyzed; with --alone, each query timed alone on one connection, then the long queries of
 * long-queries.ts (the worst inputs at the length limit); and the relevance figures.
 */
export async function searchBench(args: string[]): Promise<void> {
  const admin = option(args, 'admin', 'postgres://postgres@127.0.0.1:5432/postgres');
  const url = option(args, 'db', withDatabase(admin, 'vsl_synth_full'));
  const seconds = Number(option(args, 'seconds', '30'));
  const clients = Number(option(args, 'clients', '8'));
  const queries = searchBenchQueries();
  const { db } = connect(url, 1);
  const server = await serverProcess(url);
  try {
    process.stdout.write(`database ${url.replace(/^.*\//, '')}, ${clients} clients, ${queries.length} queries\n${await serverLines(db)}\n`);
    const refs = await sectionRefs(db);
    const health = await runLoad({ clients, seconds: Math.min(seconds, 10), request: () => ({ url: `${server.baseUrl}/health` }) });
    const search = await runLoad({
      clients,
      seconds,
      request: (i) => {
        const { q, type } = queries[i % queries.length];
        return { url: `${server.baseUrl}/v1/search?q=${encodeURIComponent(q)}&type=${type ?? 'any'}&limit=10` };
      },
    });
    const section = await runLoad({ clients, seconds: Math.min(seconds, 10), request: (i) => ({ url: sectionUrl(server.baseUrl, refs[i % refs.length]) }) });
    // The law on a date: the same queries and references with as_at (search_ranking, read_section_at).
    const dated = (i: number) => AS_AT[i % AS_AT.length];
    const searchAt = await runLoad({
      clients,
      seconds: Math.min(seconds, 10),
      request: (i) => {
        const { q, type } = queries[i % queries.length];
        return { url: `${server.baseUrl}/v1/search?q=${encodeURIComponent(q)}&type=${type ?? 'any'}&limit=10&as_at=${dated(i)}` };
      },
    });
    const sectionAt = await runLoad({ clients, seconds: Math.min(seconds, 10), request: (i) => ({ url: sectionUrl(server.baseUrl, refs[i % refs.length], dated(i)) }) });
    process.stdout.write(
      `${formatFigures('GET /health', health)}\n${formatFigures('GET /v1/search', search)}\n${formatFigures('GET /v1/section', section)}\n` +
        `${formatFigures('GET /v1/search as_at', searchAt)}\n${formatFigures('GET /v1/section as_at', sectionAt)}\n`,
    );
    process.stdout.write(`load average after: ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}\n`);
    if (args.includes('--alone')) {
      process.stdout.write(`${await alone(db, queries)}\n`);
      const long = await longBenchQueries(db);
      process.stdout.write(`${await alone(db, long, `alone, ${long.length} long queries at the length limit (long-queries.ts)`)}\n`);
    }
    process.stdout.write(`${await relevanceLine(admin)}\n`);
  } finally {
    await server.close();
    await db.destroy();
  }
}
