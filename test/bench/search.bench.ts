import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { loadConfig } from '#libs/config/config.js';
import { connect, urlDatabase, type Database } from '#libs/db/database.js';
import { realLibraryTemplate } from '#libs/testing/templates.js';
import { formatRelevance, measureRelevance } from '#libs/testing/relevance.js';
import { formatFigures, runLoad } from '#libs/testing/load.js';
import { withDatabase } from '#libs/testing/server.js';
import { createApp } from '../../apps/api/src/app.factory.js';

const COMMON = ['the act', 'court order', 'municipality must', 'council may', 'any person', 'public interest', 'high court', 'the minister', 'water supply', 'written notice'];
const WORDS = [
  'municipality', 'must', 'court', 'order', 'council', 'may', 'person', 'act', 'minister', 'notice', 'water', 'supply', 'property', 'rates', 'tariff',
  'licence', 'offence', 'fine', 'appeal', 'eviction', 'land', 'use', 'planning', 'building', 'street', 'trading', 'noise', 'nuisance', 'health', 'fire',
  'safety', 'parking', 'traffic', 'electricity', 'meter', 'waste', 'refuse', 'removal', 'application', 'approval', 'consent', 'owner', 'occupier',
  'premises', 'rights', 'constitution', 'review', 'administrative', 'action', 'fair', 'procedure', 'director', 'officer', 'authority', 'penalty',
];

/** 240 queries of 2 to 6 words, common legal phrases among them, the same on every run. */
export function benchQueries(): string[] {
  let seed = 7;
  const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const out = [...COMMON.map((c) => (c === 'the act' ? 'the act applies' : c))];
  while (out.length < 240) {
    const n = 2 + Math.floor(rand() * 5);
    out.push(Array.from({ length: n }, () => WORDS[Math.floor(rand() * WORDS.length)]).join(' '));
  }
  return out;
}

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
    const figures = await measureRelevance(async (q) => {
      const { rows } = await sql<{ key: string; section: string | null }>`
        SELECT d.key, s.number AS section FROM search_library(${q}, NULL, 5) WITH ORDINALITY r
          JOIN documents d ON d.doc_id = r.doc_id LEFT JOIN sections s ON s.doc_id = r.doc_id AND s.ord = r.section_ord ORDER BY r.ordinality`.execute(db);
      return rows.map((r) => ({ key: r.key, section: r.section ?? undefined }));
    });
    return formatRelevance(figures);
  } finally {
    await db.destroy();
  }
}

/**
 * `npm run bench -- search [--db URL] [--admin URL] [--seconds 30] [--clients 8] [--type any]`: GET /v1/search
 * over a rotating set of 240 queries, beside GET /health in the same run, and the relevance figures.
 */
export async function searchBench(args: string[]): Promise<void> {
  const admin = option(args, 'admin', 'postgres://postgres@127.0.0.1:5432/postgres');
  const url = option(args, 'db', withDatabase(admin, 'vsl_synth_full'));
  const seconds = Number(option(args, 'seconds', '30'));
  const clients = Number(option(args, 'clients', '8'));
  const type = option(args, 'type', 'any');
  const queries = benchQueries();
  const app = await benchApp(url);
  try {
    const health = await runLoad({ clients, seconds: Math.min(seconds, 10), request: () => ({ url: `${app.baseUrl}/health` }) });
    const search = await runLoad({
      clients,
      seconds,
      request: (i) => ({ url: `${app.baseUrl}/v1/search?q=${encodeURIComponent(queries[i % queries.length])}&type=${type}&limit=10` }),
    });
    process.stdout.write(`database ${url.replace(/^.*\//, '')}, ${clients} clients, ${queries.length} queries\n`);
    process.stdout.write(`${formatFigures('GET /health', health)}\n${formatFigures(`GET /v1/search (${type})`, search)}\n`);
    process.stdout.write(`${await relevanceLine(admin)}\n`);
  } finally {
    await app.close();
  }
}
