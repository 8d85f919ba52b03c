/**
 * The limits and enumerations of the public contract (service-spec.md sections 2 and 8), written
 * once. The DTOs (validation, OpenAPI, the MCP tool schemas), the importers and SQL read them from
 * here: SQL through `api_limit(name)` (db/functions/api_limit.sql, generated from LIMITS by
 * `limitsSql` below and kept equal by test/contracts/limits.spec.ts).
 */
export const LIMITS = {
  /** `q` (REST) and `query` (MCP): characters after trimming. */
  query_length: 500,
  /** `limit`: the number of results asked for. */
  results_min: 1,
  results_max: 10,
  results_default: 5,
  /** `offset`: results skipped before the first returned (paging: 10 pages of 10). */
  offset_max: 90,
  /** `sections`: the sections shown per divided document (1: the best only, the spec's answer). */
  sections_max: 3,
  /** `section`: characters after trimming. */
  section_length: 200,
  /** `doc_id`: a PostgreSQL integer, 1 or more. */
  doc_id_min: 1,
  doc_id_max: 2_147_483_647,
  /** POST /verify's `text`. */
  verify_text_length: 20_000,
  /** POST /verify/document's file: bytes (5 MB). */
  document_bytes: 5 * 1024 * 1024,
  /** The text extracted from one document: characters (some 150 pages of a brief). */
  document_text_length: 400_000,
  /** A section or judgment text returned by GET /section (read_section caps it). */
  section_text_length: 12_000,
  /** A search result's excerpt. */
  excerpt_length: 400,
  /** The amendments an answer lists of a work (the latest; `count` says how many there are). */
  amendments_shown: 10,
  /** Search's `court` and `place` filters: characters after trimming. */
  filter_length: 100,
  /** Search's `year_from` and `year_to`. */
  year_min: 1800,
  year_max: 2100,
} as const;

export type LimitName = keyof typeof LIMITS;

/**
 * The most messages one JSON-RPC batch to /mcp may hold; a longer batch is refused whole (-32600)
 * before any of it runs. Every message is a request against the caller's per-minute rate, and a
 * batch runs one message after another in one HTTP request, so its length bounds how long that
 * request holds the process and how large its answer grows (a tools/list answer is about 16 kB:
 * 5,000 of them were 79 MB). 20 is above the twelve full-size checks the body limit lets a batch
 * carry, so no batch of real tool calls is refused for its length, and small enough that the free
 * plan's 60 requests a minute are three full batches.
 */
export const MCP_BATCH_MAX = 20;

/** A limit as prose writes it: 12,000. */
export const shown = (n: number) => n.toLocaleString('en-US');

/** The document types of the library (and of `documents.type`). */
export const DOC_TYPES = ['judgment', 'act', 'regulation', 'bylaw', 'notice', 'bill'] as const;
export type DocType = (typeof DOC_TYPES)[number];

/** GET /search's `type` (and the tool's `doc_type`): a document type, or every type. */
export const SEARCH_TYPES = [...DOC_TYPES, 'any'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Default document types on the tool interface (spec 4.5): judgments, Acts and regulations. */
export const MCP_DEFAULT_TYPES = ['judgment', 'act', 'regulation'] as const satisfies readonly DocType[];

export const CASE_STATUSES = ['found', 'mismatch', 'name_only', 'not_found', 'unchecked'] as const;
export const ACT_STATUSES = ['found', 'repealed', 'number_mismatch', 'not_found', 'unchecked'] as const;
export const PINPOINT_STATUSES = ['found', 'not_found', 'unchecked'] as const;
export const QUOTE_STATUSES = ['found', 'close', 'not_found', 'unchecked'] as const;
export const PROVISION_STATUSES = ['found', 'not_found', 'unchecked', 'not_in_force'] as const;

/**
 * Why GET /section has no text of a section for `as_at` (read_section_at): no version held was in
 * force yet, the work was repealed by then, or the version then has no such section.
 */
export const NOT_IN_FORCE_REASONS = ['before_first_version', 'repealed', 'not_in_version'] as const;
export type NotInForceReason = (typeof NOT_IN_FORCE_REASONS)[number];

/** db/functions/api_limit.sql: the same limits for SQL, one immutable function, and the document types. */
export function limitsSql(): string {
  const cases = Object.entries(LIMITS)
    .map(([name, value]) => `    WHEN '${name}' THEN ${value}`)
    .join('\n');
  return `-- Generated from libs/contracts/limits.ts (limitsSql); test/contracts/limits.spec.ts keeps it equal.
-- The contract's limits for SQL: api_limit('section_text_length') is 12,000. Raises VL500 for a
-- name that is not a limit, so a typo fails loudly instead of capping at NULL.
CREATE OR REPLACE FUNCTION api_limit(p_name text)
RETURNS integer
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
AS $$
DECLARE
  v integer := CASE p_name
${cases}
  END;
BEGIN
  IF v IS NULL THEN
    RAISE EXCEPTION 'api_limit: no limit is named %', p_name USING ERRCODE = 'VL500';
  END IF;
  RETURN v;
END
$$;

-- The library's document types, in the contract's order (search_ranked's filter when none is given).
CREATE OR REPLACE FUNCTION api_doc_types()
RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT ARRAY[${DOC_TYPES.map((t) => `'${t}'`).join(', ')}]::text[] $$;
`;
}
