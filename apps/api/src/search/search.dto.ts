import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { DOC_TYPES, type DocType } from '#libs/db/schema.js';
import { badRequest } from '../common/api-error.js';

export const SEARCH_TYPES = [...DOC_TYPES, 'any'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const MAX_QUERY_LENGTH = 500;
export const MAX_LIMIT = 10;
export const DEFAULT_LIMIT = 5;

export interface SearchParams {
  q: string;
  /** The document types to search; null: every type. */
  types: DocType[] | null;
  limit: number;
}

/** One search hit (spec 2, Result): fields that do not apply are left out. */
@ApiSchema({ name: 'Result' })
export class SearchResult {
  @ApiProperty({ type: 'integer', description: 'Library reference; passed to GET /section' })
  doc_id!: number;

  @ApiProperty({ enum: DOC_TYPES })
  type!: DocType;

  @ApiProperty()
  title!: string;

  @ApiProperty({ format: 'uri', description: 'Official source' })
  url!: string;

  @ApiPropertyOptional({ description: "Best-matching section, 'Section <n>: <heading>' (documents divided into sections)" })
  section?: string;

  @ApiPropertyOptional({ description: 'Neutral citation of a judgment' })
  citation?: string;

  @ApiPropertyOptional()
  case_number?: string;

  @ApiPropertyOptional()
  court?: string;

  @ApiPropertyOptional({ format: 'date', description: 'Date of judgment' })
  date?: string;

  @ApiPropertyOptional({ description: "Act number and year, 'Act <n> of <year>'" })
  act?: string;

  @ApiPropertyOptional({ description: 'Government Gazette reference' })
  gazette?: string;

  @ApiPropertyOptional({ maxLength: 400, description: 'Short matching passage' })
  excerpt?: string;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    description: 'Judgments: the numbered paragraph the excerpt comes from (the best-matching one); pass it to the section operation to read it',
  })
  paragraph?: number;
}

export class SearchResponse {
  @ApiProperty({ type: [SearchResult] })
  results!: SearchResult[];

  @ApiProperty({ description: 'Attribution and reliance note' })
  source_note!: string;
}

/** Says which query parameters were not expected, so a mistyped name is not silently ignored. */
export function rejectUnknown(query: Record<string, unknown>, allowed: readonly string[]): void {
  const unknown = Object.keys(query).filter((k) => !allowed.includes(k));
  if (unknown.length) {
    throw badRequest(`Unknown query parameter${unknown.length > 1 ? 's' : ''} ${unknown.map((k) => `'${k}'`).join(', ')}: use ${allowed.join(', ')}.`);
  }
}

/** A query parameter given at most once, as text. */
export function single(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(`Give '${name}' once, as plain text.`);
  return value;
}

/** What the search parameters are called: `q`, `type`, `limit` on REST; the MCP tool names them its own way. */
export interface SearchParamNames {
  q: string;
  type: string;
  limit: string;
}

const REST_NAMES: SearchParamNames = { q: 'q', type: 'type', limit: 'limit' };

/**
 * GET /search parameters (text values, as a query string gives them), checked; the
 * two-meaningful-words rule is the SQL function's (it knows the stop words).
 */
export function parseSearchParams(query: Record<string, unknown>, names: SearchParamNames = REST_NAMES): SearchParams {
  rejectUnknown(query, [names.q, names.type, names.limit]);
  const q = single(query, names.q)?.trim();
  if (!q) throw badRequest(`Give a search query in '${names.q}': at least two meaningful words, for example "noise nuisance".`);
  if (q.length > MAX_QUERY_LENGTH) throw badRequest(`'${names.q}' is ${q.length} characters long; the most is ${MAX_QUERY_LENGTH}.`);
  const type = single(query, names.type) ?? 'any';
  if (!(SEARCH_TYPES as readonly string[]).includes(type)) throw badRequest(`'${names.type}' must be one of ${SEARCH_TYPES.join(', ')}.`);
  const limitText = single(query, names.limit);
  const limit = limitText === undefined ? DEFAULT_LIMIT : /^\d{1,2}$/.test(limitText) ? Number(limitText) : NaN;
  if (!(limit >= 1 && limit <= MAX_LIMIT)) throw badRequest(`'${names.limit}' must be a whole number from 1 to ${MAX_LIMIT}.`);
  return { q, types: type === 'any' ? null : [type as DocType], limit };
}
