import { sql } from 'kysely';
import type { Database } from '#libs/db/database.js';
import { withDatabase } from '#libs/testing/server.js';
import { formatFigures, runLoad } from '#libs/testing/load.js';
import { benchApp, option, serverLines } from './search.bench.js';

export interface SectionRef {
  doc_id: number;
  section: string | null;
}

/** 300 references drawn from the library: section references as search returns them, bare numbers, judgment paragraphs and whole judgments. */
export async function sectionRefs(db: Database['db']): Promise<SectionRef[]> {
  const { rows } = await sql<SectionRef>`
    (SELECT doc_id, ref AS section FROM sections TABLESAMPLE SYSTEM (1) LIMIT 100)
    UNION ALL (SELECT doc_id, number AS section FROM sections TABLESAMPLE SYSTEM (1) LIMIT 100)
    UNION ALL (SELECT doc_id, number::text FROM paragraphs TABLESAMPLE SYSTEM (1) LIMIT 80)
    UNION ALL (SELECT doc_id, NULL FROM documents WHERE type = 'judgment' LIMIT 20)`.execute(db);
  return rows;
}

/** GET /v1/section for a reference; with `asAt`, the law on that date (docs/points-in-time.md). */
export function sectionUrl(baseUrl: string, r: SectionRef, asAt?: string): string {
  return `${baseUrl}/v1/section?doc_id=${r.doc_id}${r.section ? `&section=${encodeURIComponent(r.section)}` : ''}${asAt ? `&as_at=${asAt}` : ''}`;
}

/**
 * `npm run bench -- section [--db URL] [--seconds 30] [--clients 8]`: GET /v1/section over 300
 * references drawn from the library (section references as search returns them, bare numbers, judgment
 * paragraphs and whole judgments), beside GET /health in the same run.
 */
export async function sectionBench(args: string[]): Promise<void> {
  const admin = option(args, 'admin', 'postgres://postgres@127.0.0.1:5432/postgres');
  const url = option(args, 'db', withDatabase(admin, 'vsl_synth_full'));
  const seconds = Number(option(args, 'seconds', '30'));
  const clients = Number(option(args, 'clients', '8'));
  const app = await benchApp(url);
  try {
    const refs = await sectionRefs(app.database.db);
    const health = await runLoad({ clients, seconds: Math.min(seconds, 10), request: () => ({ url: `${app.baseUrl}/health` }) });
    const section = await runLoad({
      clients,
      seconds,
      request: (i) => ({ url: sectionUrl(app.baseUrl, refs[i % refs.length]) }),
    });
    process.stdout.write(`database ${url.replace(/^.*\//, '')}, ${clients} clients, ${refs.length} references\n${await serverLines(app.database.db)}\n`);
    process.stdout.write(`${formatFigures('GET /health', health)}\n${formatFigures('GET /v1/section', section)}\n`);
  } finally {
    await app.close();
  }
}
