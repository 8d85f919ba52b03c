import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { Database } from '#libs/db/database.js';
import { badRequest, notFound } from '../common/api-error.js';
import { DATABASE } from '../common/tokens.js';
import type { Highlights, SearchAnswer, SearchParams, SearchResult } from './search.dto.js';
import type { NotInForceReason } from '#libs/contracts/limits.js';
import type { AmendmentsRecord, NotInForce, RepealRecord, SectionAnswer, SectionParams, SectionVersion } from './section.dto.js';

interface ResultRow {
  doc_id: number;
  type: SearchResult['type'];
  title: string;
  url: string;
  section: string | null;
  citation: string | null;
  case_number: string | null;
  court: string | null;
  date: string | null;
  act: string | null;
  gazette: string | null;
  municipality: string | null;
  excerpt: string | null;
  highlights: Highlights | null;
  paragraph: number | null;
  // (search_results leaves a section's null fields out.)
  sections: Array<{ section: string; excerpt?: string; highlights?: Highlights }> | null;
}

/**
 * Highlights as the API gives them: UTF-16 offsets into the excerpt, as verify's spans are
 * (`excerpt.slice(start, end)` in JavaScript); excerpt_highlights counts code points, as PostgreSQL
 * does. They differ only after a character outside the Basic Multilingual Plane.
 */
export function utf16Highlights(excerpt: string, highlights: Highlights): Highlights {
  if (!/[\u{10000}-\u{10FFFF}]/u.test(excerpt)) return highlights;
  const units: number[] = [0];
  for (const ch of excerpt) units.push(units[units.length - 1] + ch.length);
  const at = (n: number) => units[Math.min(n, units.length - 1)];
  return highlights.map(([start, end]) => [at(start), at(end)]);
}

interface SectionRow {
  doc_id: number;
  title: string;
  url: string;
  gazette: string | null;
  section: string | null;
  body: string | null;
  sections: string[] | null;
  expression_date: string | null;
  in_force_to: string | null;
  not_in_force: NotInForceReason | null;
  held_in: Array<{ expression_date: string; in_force_to: string | null }> | null;
  first_version: string | null;
  repealed_on: string | null;
  repealed_by: string | null;
  repealed_by_title: string | null;
  more: number | null;
  next_ref: string | null;
  amendments: AmendmentsRecord | null;
}

const versionOf = (expression_date: string, in_force_to: string | null): SectionVersion => ({ expression_date, in_force_from: expression_date, in_force_to });

function repealOf(row: SectionRow): RepealRecord | undefined {
  if (!row.repealed_on) return undefined;
  return { date: row.repealed_on, ...(row.repealed_by ? { repealed_by: row.repealed_by } : {}), ...(row.repealed_by_title ? { repealed_by_title: row.repealed_by_title } : {}) };
}

const range = (v: SectionVersion) => (v.in_force_to ? `${v.in_force_from} to ${v.in_force_to}` : `from ${v.in_force_from}`);

/** read_section_at's reason for having no text on `as_at`, with its dates, in plain language too. */
function notInForce(row: SectionRow, asAt: string): NotInForce {
  const reason = row.not_in_force!;
  if (reason === 'before_first_version') {
    return { as_at: asAt, reason, message: `The library holds no version of this work in force on ${asAt}: the earliest it holds is of ${row.first_version}.`, first_version: row.first_version! };
  }
  if (reason === 'repealed') {
    const repeal = repealOf(row)!;
    const by = repeal.repealed_by_title ?? repeal.repealed_by;
    return { as_at: asAt, reason, message: `The work was repealed on ${repeal.date}${by ? ` by ${by}` : ''}, before or on ${asAt}.`, repeal };
  }
  const versions = row.held_in!.map((v) => versionOf(v.expression_date, v.in_force_to));
  return {
    as_at: asAt,
    reason,
    message: `${row.section} is not in the version in force on ${asAt} (of ${row.expression_date}); it is in the version${versions.length > 1 ? 's' : ''} in force ${versions.map(range).join(', ')}.`,
    versions,
  };
}

/** SQLSTATEs the search SQL functions raise for the caller's mistakes. */
function mapSqlError(err: unknown): never {
  const { code, message } = (err ?? {}) as { code?: string; message?: string };
  if (code === 'VL400') throw badRequest(message ?? 'Invalid query.');
  if (code === 'VL404') throw notFound(message ?? 'No such document.');
  throw err;
}

/**
 * A search's one statement: search_suggest's row (did_you_mean, and whether the ranking searched the
 * suggested words too: a word of the query's positive part corrected, search_corrections), joined to
 * search_results' rows in their order (none: one row of nulls). The suggestion is worked out once,
 * in a CTE of its own: as a subquery it was pulled up into the join, and search_suggest called twice
 * for every result row (a fifth of a search's time). Exported for the test that counts its calls.
 */
export function searchStatement({ q, types, limit, as_at, offset, sections, court, year_from, year_to, place }: SearchParams) {
  return sql<Omit<ResultRow, 'doc_id'> & { doc_id: number | null; did_you_mean: string | null; suggestion_searched: boolean | null; ordinality: string | null }>`
    WITH s AS MATERIALIZED (
      SELECT x.did_you_mean, x.did_you_mean IS NOT NULL AND EXISTS (SELECT 1 FROM search_corrections(${q}) c WHERE c.positive) AS suggestion_searched
        FROM (SELECT search_suggest(${q}) AS did_you_mean OFFSET 0) x)
    SELECT s.did_you_mean, s.suggestion_searched, r.*
      FROM s
      LEFT JOIN LATERAL search_results(${q}, ${types}::text[], ${limit}, ${as_at}::date, ${offset}, ${sections}, ${court}, ${year_from}::integer, ${year_to}::integer, ${place})
                WITH ORDINALITY AS r ON true
     ORDER BY r.ordinality`;
}

/** Reads the library for search and section reading, through the db/functions SQL functions. */
@Injectable()
export class SearchRepository {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  /**
   * search_results: ranked rows with their excerpts, best first. On search's own pool (of a replica
   * in rotation, or the primary), whose statement timeout is a search's budget (SEARCH_TIMEOUT_MS)
   * and whose size bounds how many searches run at once (SEARCH_POOL_SIZE). In the same statement, search_suggest's
   * did_you_mean when the query has words the library does not hold, and whether the ranking searched the
   * suggested words too (a word of the query's positive part corrected: search_corrections).
   */
  async search(params: SearchParams): Promise<SearchAnswer> {
    const rows = await this.database.reads.read(async (server) => (await searchStatement(params).execute(server.search)).rows).catch(mapSqlError);
    const suggestion = rows[0]?.did_you_mean ?? null;
    const searched = rows[0]?.suggestion_searched === true;
    const results = rows.flatMap(({ did_you_mean: _suggestion, suggestion_searched: _searched, ordinality: _n, ...row }) => {
      if (row.doc_id === null) return [];
      const result: Record<string, unknown> = {};
      // fields that do not apply are left out, never sent as null
      for (const [key, value] of Object.entries(row)) if (value !== null) result[key] = value;
      if (row.excerpt && row.highlights) result.highlights = utf16Highlights(row.excerpt, row.highlights);
      if (row.sections) result.sections = row.sections.map((x) => (x.excerpt && x.highlights ? { ...x, highlights: utf16Highlights(x.excerpt, x.highlights) } : x));
      return [result as unknown as SearchResult];
    });
    if (suggestion === null) return { results };
    return searched ? { results, did_you_mean: suggestion, suggestion_searched: true } : { results, did_you_mean: suggestion };
  }

  /**
   * read_section_at: one section (or judgment part) of the current text or of the version in force on
   * `as_at`, the list of references when none matched, or why there is no text for that date.
   * A replica's "no such document" and "no such section" are asked again of the primary: the
   * doc_id or reference may come from a search answered by a server further ahead (a document
   * imported a moment ago), and the answer must not depend on which replica a call lands on.
   */
  async section({ doc_id, section, as_at }: SectionParams): Promise<SectionAnswer> {
    const row = await this.database.reads
      .read(
        async (server) => (await sql<SectionRow>`SELECT * FROM read_section_at(${doc_id}, ${section ?? null}, ${as_at ?? null}::date)`.execute(server.db)).rows[0],
        (answer) => ('error' in answer ? (answer.error as { code?: unknown })?.code === 'VL404' : section !== undefined && answer.value.sections !== null),
      )
      .catch(mapSqlError);
    const version = row.expression_date ? { version: versionOf(row.expression_date, row.in_force_to) } : {};
    if (row.not_in_force) return { doc_id: row.doc_id, title: row.title, section: row.section, ...version, not_in_force: notInForce(row, as_at!) };
    if (row.sections) return { doc_id: row.doc_id, title: row.title, sections: row.sections, ...version };
    const repeal = repealOf(row);
    return {
      doc_id: row.doc_id,
      title: row.title,
      section: row.section,
      ...(row.gazette !== null ? { gazette: row.gazette } : {}),
      url: row.url,
      text: row.body ?? '',
      ...version,
      ...(repeal ? { repeal } : {}),
      ...(row.amendments ? { amendments: row.amendments } : {}),
      ...(row.more || row.next_ref ? { continues: { ...(row.more ? { characters: row.more } : {}), ...(row.next_ref ? { next: row.next_ref } : {}) } } : {}),
    };
  }
}
