import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { Database } from '#libs/db/database.js';
import { badRequest, notFound } from '../common/api-error.js';
import { DATABASE } from '../common/tokens.js';
import type { SearchParams, SearchResult } from './search.dto.js';
import type { SectionListResponse, SectionParams, SectionResponse } from './section.dto.js';

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
  excerpt: string | null;
  paragraph: number | null;
  sections: Array<{ section: string; excerpt: string | null }> | null;
}

interface SectionRow {
  doc_id: number;
  title: string;
  url: string;
  gazette: string | null;
  section: string | null;
  body: string | null;
  sections: string[] | null;
}

/** SQLSTATEs the search SQL functions raise for the caller's mistakes. */
function mapSqlError(err: unknown): never {
  const { code, message } = (err ?? {}) as { code?: string; message?: string };
  if (code === 'VL400') throw badRequest(message ?? 'Invalid query.');
  if (code === 'VL404') throw notFound(message ?? 'No such document.');
  throw err;
}

/** Reads the library for search and section reading, through the db/functions SQL functions. */
@Injectable()
export class SearchRepository {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  /**
   * search_results: ranked rows with their excerpts, best first. On search's own pool (of a replica
   * in rotation, or the primary), whose statement timeout is a search's budget (SEARCH_TIMEOUT_MS)
   * and whose size bounds how many searches run at once (SEARCH_POOL_SIZE).
   */
  async search({ q, types, limit, offset, sections }: SearchParams): Promise<SearchResult[]> {
    const { rows } = await this.database.reads
      .read((server) => sql<ResultRow>`SELECT * FROM search_results(${q}, ${types}::text[], ${limit}, ${offset}, ${sections})`.execute(server.search))
      .catch(mapSqlError);
    return rows.map((row) => {
      const result: Record<string, unknown> = {};
      // fields that do not apply are left out, never sent as null
      for (const [key, value] of Object.entries(row)) if (value !== null) result[key] = value;
      return result as unknown as SearchResult;
    });
  }

  /**
   * read_section: one section (or judgment part), or the list of references when none matched.
   * A replica's "no such document" and "no such section" are asked again of the primary: the
   * doc_id or reference may come from a search answered by a server further ahead (a document
   * imported a moment ago), and the answer must not depend on which replica a call lands on.
   */
  async section({ doc_id, section }: SectionParams): Promise<SectionResponse | SectionListResponse> {
    const row = await this.database.reads
      .read(
        async (server) => (await sql<SectionRow>`SELECT * FROM read_section(${doc_id}, ${section ?? null})`.execute(server.db)).rows[0],
        (answer) => ('error' in answer ? (answer.error as { code?: unknown })?.code === 'VL404' : section !== undefined && answer.value.sections !== null),
      )
      .catch(mapSqlError);
    if (row.sections) return { doc_id: row.doc_id, title: row.title, sections: row.sections };
    return {
      doc_id: row.doc_id,
      title: row.title,
      section: row.section,
      ...(row.gazette !== null ? { gazette: row.gazette } : {}),
      url: row.url,
      text: row.body ?? '',
    };
  }
}
