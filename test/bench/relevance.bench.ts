import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { sql } from 'kysely';
import MiniSearch from 'minisearch';
import { connect } from '#libs/db/database.js';
import { ROOT_DIR } from '#libs/db/paths.js';
import { adminQuery, withDatabase } from '#libs/testing/server.js';
import { starterLibraryTemplate } from '#libs/testing/templates.js';
import { option } from './search.bench.js';

/** One graded query of a graded set (relevance-queries.tsv, relevance-heldout.tsv). */
export interface GradedQuery {
  category: string;
  q: string;
  /** unit (`key` or `key#number`) -> grade 1-3 */
  grades: Map<string, number>;
}

const QUERY_FILE = path.join(ROOT_DIR, 'test', 'bench', 'relevance-queries.tsv');

/**
 * The graded sets, each measured on its own: the set the ranking was developed on; a second one
 * written later by another hand from the library's text and measured first as the ranking stood,
 * whose failures the changes since were made in view of; a third, written after those changes
 * by a hand that had seen neither the ranking nor the other sets; and a fourth, written the same
 * way a session later and measured first as the ranking then stood.
 */
export const GRADED_SETS: Record<string, string> = {
  graded: QUERY_FILE,
  heldout: path.join(ROOT_DIR, 'test', 'bench', 'relevance-heldout.tsv'),
  fresh: path.join(ROOT_DIR, 'test', 'bench', 'relevance-fresh.tsv'),
  blind4: path.join(ROOT_DIR, 'test', 'bench', 'relevance-blind4.tsv'),
};

/** The graded set: one query a line (category, query, judgments, note), `#` lines are comments. */
export function gradedQueries(file = QUERY_FILE): GradedQuery[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [category, q, judgments] = line.split('\t');
      const grades = new Map<string, number>();
      for (const unit of judgments.split(', ')) {
        const m = /^(.+)=([0-3])$/.exec(unit.trim());
        if (!m) throw new Error(`${path.basename(file)}: cannot read judgment "${unit}" of "${q}"`);
        grades.set(m[1], Number(m[2]));
      }
      return { category, q, grades };
    });
}

/** A ranked result as the benchmark compares it: the document's key and, for a section, its number. */
export interface RankedUnit {
  key: string;
  number?: string;
}

/** A unit's grade: its own, or the document's when the judgment names the whole document. */
function gradeOf(query: GradedQuery, unit: RankedUnit): number {
  return (unit.number !== undefined ? query.grades.get(`${unit.key}#${unit.number}`) : undefined) ?? query.grades.get(unit.key) ?? 0;
}

/** nDCG@k with exponential gain (2^grade - 1), the ideal order taken from every judged unit. */
export function ndcg(query: GradedQuery, ranked: RankedUnit[], k = 10): number {
  const dcg = (gains: number[]) => gains.slice(0, k).reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);
  const ideal = dcg([...query.grades.values()].sort((a, b) => b - a));
  return ideal ? dcg(ranked.map((u) => gradeOf(query, u))) / ideal : 0;
}

interface Unit {
  id: string;
  key: string;
  number?: string;
  title: string;
  heading: string;
  text: string;
}

/**
 * A textbook BM25 over the service's own search units (sections of divided documents; judgments and
 * other undivided documents whole, with their citation and parties), MiniSearch's defaults (BM25,
 * lowercase words, no stemming, OR of the words) with title and heading boosted 2; quotes ignored.
 * One result per document (its best unit), as the service returns.
 */
function bm25Baseline(units: Unit[]): (q: string) => RankedUnit[] {
  const index = new MiniSearch<Unit>({ fields: ['title', 'heading', 'text'], storeFields: ['key', 'number'], searchOptions: { boost: { title: 2, heading: 2 } } });
  index.addAll(units);
  return (q) => {
    const seen = new Set<string>();
    const out: RankedUnit[] = [];
    for (const hit of index.search(q.replace(/"/g, ' '))) {
      if (seen.has(hit.key as string)) continue;
      seen.add(hit.key as string);
      out.push({ key: hit.key as string, number: (hit.number as string | null) ?? undefined });
      if (out.length === 10) break;
    }
    return out;
  };
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

/**
 * `npm run bench -- relevance [--admin URL] [--set graded|heldout|fresh|blind4] [--verbose]`: each graded set
 * (GRADED_SETS; both unless --set names one) over the starter library, built in a fresh database (the
 * tests' template, copied), searched by the service's ranking (search_results, every type, limit 10)
 * and by a MiniSearch BM25 over the same units; prints nDCG@10 per category and overall, side by
 * side (with --verbose, each query's).
 */
export async function relevanceBench(args: string[]): Promise<void> {
  const admin = option(args, 'admin', 'postgres://postgres@127.0.0.1:5432/postgres');
  const verbose = args.includes('--verbose');
  const only = option(args, 'set', '');
  if (only && !GRADED_SETS[only]) throw new Error(`--set: one of ${Object.keys(GRADED_SETS).join(', ')}`);
  const sets = Object.entries(GRADED_SETS).filter(([name]) => !only || name === only);
  const template = await starterLibraryTemplate(admin);
  const name = `vsl_relevance_${randomBytes(4).toString('hex')}`;
  await adminQuery(admin, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const { db } = connect(withDatabase(admin, name), 2);
  try {
    const { rows: units } = await sql<Unit>`
      SELECT d.doc_id || ':' || s.ord AS id, d.key, s.number, d.title, s.ref AS heading, s.text
        FROM sections s JOIN documents d ON d.doc_id = s.doc_id
      UNION ALL
      SELECT d.doc_id || ':', d.key, NULL, d.title,
             concat_ws(' ', d.citation, d.case_number, nullif(d.parties, d.title), d.gazette),
             CASE WHEN d.type = 'judgment' THEN coalesce(d.body, '') ELSE left(coalesce(d.body, ''), 8000) END
        FROM documents d WHERE d.rank_tsv IS NOT NULL`.execute(db);
    const bm25 = bm25Baseline(units.map((u) => ({ ...u, number: u.number ?? undefined })));
    const service = async (q: string): Promise<RankedUnit[]> => {
      try {
        const { rows } = await sql<{ key: string; number: string | null }>`
          SELECT d.key, s.number FROM search_results(${q}, NULL, 10) WITH ORDINALITY r
            JOIN documents d ON d.doc_id = r.doc_id LEFT JOIN sections s ON s.doc_id = r.doc_id AND s.ref = r.section
           ORDER BY r.ordinality`.execute(db);
        return rows.map((r) => ({ key: r.key, number: r.number ?? undefined }));
      } catch (err) {
        // A query the service refuses (VL400) finds nothing.
        if ((err as { code?: string }).code === 'VL400') return [];
        throw err;
      }
    };
    const lines: string[] = [];
    for (const [setName, file] of sets) {
      const queries = gradedQueries(file);
      const scored: Array<{ query: GradedQuery; service: number; bm25: number }> = [];
      for (const query of queries) scored.push({ query, service: ndcg(query, await service(query.q)), bm25: ndcg(query, bm25(query.q)) });

      lines.push(`nDCG@10 over ${queries.length} queries of ${path.basename(file)} (${setName}), starter library (${units.length} units); service | MiniSearch BM25 | difference`);
      const row = (label: string, rows: typeof scored) => {
        const s = mean(rows.map((r) => r.service));
        const b = mean(rows.map((r) => r.bm25));
        return `  ${label.padEnd(12)} ${String(rows.length).padStart(3)}  ${s.toFixed(3)}  ${b.toFixed(3)}  ${(s - b >= 0 ? '+' : '') + (s - b).toFixed(3)}`;
      };
      for (const category of [...new Set(queries.map((q) => q.category))]) lines.push(row(category, scored.filter((r) => r.query.category === category)));
      lines.push(row('overall', scored));
      if (verbose) for (const r of scored) lines.push(`  ${r.service.toFixed(2)} ${r.bm25.toFixed(2)}  ${r.query.category}: ${r.query.q}`);
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await db.destroy();
    await adminQuery(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
