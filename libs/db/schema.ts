import type { ColumnType, Generated, GeneratedAlways } from 'kysely';
import type { DocType } from '#libs/contracts/limits.js';
import type { Amendment } from '#libs/library/model.js';

/** Kysely's view of the tables in db/migrations. Keep in step with the migrations. */
export interface DocumentsTable {
  doc_id: Generated<number>;
  key: string;
  type: DocType;
  title: string;
  url: string;
  date: string | null;
  citation: string | null;
  case_number: string | null;
  court: string | null;
  parties: string | null;
  act_number: number | null;
  act_year: number | null;
  gazette: string | null;
  repealed: boolean | null;
  body: string | null;
  /** The judgment's text as plain words (migration 0013, generated). */
  body_words: Generated<string | null>;
  source: string;
  content_hash: string;
  /** The citation reader's version that read its cited groups (migration 0018); null where none was read. */
  reader_version: number | null;
  tsv: string;
  /** Compact vector judgments and undivided documents are ranked by (generated; migration 0004). */
  rank_tsv: Generated<string | null>;
  /** Title and metadata part of tsv, for the partial-match fallback (generated; migration 0006). */
  head_tsv: Generated<string>;
  imported_at: Generated<Date>;
  /** The current expression's date; null where the source states none (migration 0023). */
  expression_date: string | null;
  /** The repeal as the source records it (migration 0023): when, and the repealing work. */
  repealed_on: string | null;
  repealed_by: string | null;
  repealed_by_title: string | null;
  /** The amendments as the source records them (migration 0027): [{date, by, by_title}] in date order; null: none listed. */
  amendments: ColumnType<Amendment[] | null, string | null, string | null>;
}

/** One expression of a work (migration 0023): in force from expression_date up to in_force_to (null: the latest). */
export interface DocumentVersionsTable {
  doc_id: number;
  expression_date: string;
  in_force_to: string | null;
  title: string;
  url: string;
  gazette: string | null;
  /** The whole text of an undivided expression. */
  body: string | null;
  source: string;
  content_hash: string;
  imported_at: Generated<Date>;
}

/** The sections of one expression (migration 0023). */
export interface VersionSectionsTable {
  doc_id: number;
  expression_date: string;
  ord: number;
  number: string;
  heading: string | null;
  ref: string;
  text: string;
  tsv: string;
}

export interface SectionsTable {
  section_id: Generated<number>;
  doc_id: number;
  ord: number;
  number: string;
  heading: string | null;
  ref: string;
  text: string;
  tsv: string;
  /** The heading's stemmed words (migration 0031; search_library's heading rule). */
  heading_lexemes: GeneratedAlways<string[]>;
}

export interface ParagraphsTable {
  doc_id: number;
  ord: number;
  number: number;
  start_char: number;
  end_char: number;
}

/** A judgment's passage (migration 0014): a numbered paragraph or a block of other text; search takes a judgment's excerpt and paragraph number from its best one. */
export interface PassagesTable {
  doc_id: number;
  ord: number;
  paragraph: number | null;
  start_char: number;
  end_char: number;
  tsv: string;
}

export interface CaseCitationsTable {
  doc_id: number;
  citation: string;
  norm: string;
  kind: 'neutral' | 'report';
  /** The key's parts (migration 0016, libs/citations/series.ts): court code or report series, year, volume, number or page. */
  series: string;
  year: number;
  volume: number | null;
  number: number;
}

export interface CitedCitationsTable {
  citing_doc_id: number;
  group_no: number;
  position: number;
  citation: string;
  norm: string;
  kind: 'neutral' | 'report';
  parties: string | null;
  series: string;
  year: number;
  volume: number | null;
  number: number;
  /** The citation reader's version that read the row from the citing text; null where the source listed it. */
  reader_version: number | null;
}

export interface ActRecordsTable {
  number: number;
  year: number;
  title: string;
  repealed: boolean | null;
  url: string | null;
  source: string;
  updated_at: Generated<Date>;
}

export type PlanPeriod = 'day' | 'month';
export type UsageOutcome = 'counted' | 'released' | 'invalid_key' | 'rate_limited' | 'quota_exceeded';

export interface PlansTable {
  plan: string;
  period: PlanPeriod;
  searches: number;
  checks: number;
  per_minute: number;
  updated_at: Generated<Date>;
}

export interface ApiKeysTable {
  key_id: Generated<number>;
  prefix: string;
  key_hash: Buffer;
  plan: string;
  label: string;
  created_at: Generated<Date>;
  revoked_at: Date | null;
}

export interface UsageCountersTable {
  subject: string;
  operation: 'search' | 'check';
  period_start: Date;
  used: number;
}

export interface RateWindowsTable {
  subject: string;
  window_start: Date;
  requests: number;
}

export interface UsageEventsTable {
  event_id: Generated<number>;
  at: Date;
  key_id: number | null;
  ip: string | null;
  plan: string | null;
  operation: 'search' | 'check';
  period_start: Date | null;
  outcome: UsageOutcome;
  /** The calls of the allowance the request reserved (migration 0024): 1, or a document's checks. */
  units: Generated<number>;
  status: number;
}

/** A verified record of how completely the library covers a court's (or report series') year: migration 0009. */
export interface CitationCoverageTable {
  court: string;
  year: number;
  judgments: number | null;
  source: string;
  updated_at: Generated<Date>;
}

/** A verified count of a year's national Acts (migration 0020). */
export interface ActCoverageTable {
  year: number;
  acts: number;
  source: string;
  updated_at: Generated<Date>;
}

/** Refused keys per address per South African day (migration 0010). */
export interface InvalidKeyAttemptsTable {
  day: string;
  ip: string;
  attempts: number;
  throttled: number;
  last_at: Date;
}

/** The service's Ed25519 report signing keys; one active (migration 0025). */
export interface ReportKeysTable {
  key_id: string;
  public_key: Buffer;
  /** PKCS#8 DER. */
  private_key: Buffer;
  created_at: Generated<Date>;
  active: boolean | null;
  retired_at: Date | null;
}

/** One answered check, kept for its report (migration 0025); the text itself is not kept. */
export interface ChecksTable {
  check_id: Generated<string>;
  created_at: Date;
  api_key_id: number | null;
  kind: 'text' | 'document';
  text_sha256: Buffer;
  snapshot_hash: string;
  reader_version: number;
  answer: ColumnType<object, string, string>;
}

export interface DB {
  documents: DocumentsTable;
  sections: SectionsTable;
  document_versions: DocumentVersionsTable;
  version_sections: VersionSectionsTable;
  paragraphs: ParagraphsTable;
  passages: PassagesTable;
  case_citations: CaseCitationsTable;
  cited_citations: CitedCitationsTable;
  act_records: ActRecordsTable;
  citation_coverage: CitationCoverageTable;
  act_coverage: ActCoverageTable;
  plans: PlansTable;
  api_keys: ApiKeysTable;
  usage_counters: UsageCountersTable;
  rate_windows: RateWindowsTable;
  usage_events: UsageEventsTable;
  invalid_key_attempts: InvalidKeyAttemptsTable;
  laws_africa_works: LawsAfricaWorksTable;
  laws_africa_syncs: LawsAfricaSyncsTable;
  search_terms: SearchTermsTable;
  search_lexemes: SearchLexemesTable;
  search_corpus: SearchCorpusTable;
  search_blocks: SearchBlocksTable;
  schema_migration_checksums: SchemaMigrationChecksumsTable;
  report_keys: ReportKeysTable;
  checks: ChecksTable;
}

/** One lexeme of one search unit with its BM25F term-frequency weight (migration 0008). */
export interface SearchTermsTable {
  doc_id: number;
  /** sections.ord; 0: the document as a whole. */
  ord: number;
  lexeme: string;
  /** documents.type */
  kind: DocType;
  weight: number;
}

/** Units holding each lexeme, for idf at query time (migration 0008). */
export interface SearchLexemesTable {
  lexeme: string;
  df: number;
}

/** A lexeme's highest weight among the units of 16 consecutive documents, block = doc_id >> 4 (migration 0017). */
export interface SearchBlocksTable {
  lexeme: string;
  block: number;
  weight: number;
}

/** The number of search units: one row (migration 0008). */
export interface SearchCorpusTable {
  id: Generated<boolean>;
  units: ColumnType<string, string | number, string | number>;
}

/** The sha256 of each applied migration file, refused when it changes (migration 0015). */
export interface SchemaMigrationChecksumsTable {
  name: string;
  sha256: string;
  recorded_at: Generated<Date>;
}

/** What the Laws.Africa sync last took from the API, one row per work (migration 0012). */
export interface LawsAfricaWorksTable {
  frbr_uri: string;
  place: string;
  url: string;
  expression_frbr_uri: string | null;
  updated_at: string;
  title: string;
  doc_key: string | null;
  status: 'imported' | 'refused' | 'stub';
  reason: string | null;
  repeal: ColumnType<unknown, string | null, string | null>;
  amendments: ColumnType<unknown, string, string>;
  commenced: boolean | null;
  commencement_date: ColumnType<string | null, string | null, string | null>;
  publication_name: string | null;
  publication_number: string | null;
  publication_date: ColumnType<string | null, string | null, string | null>;
  synced_at: Generated<Date>;
}

/** One row per Laws.Africa sync run (migration 0012). */
export interface LawsAfricaSyncsTable {
  sync_id: Generated<number>;
  base_url: string;
  places: string[];
  since: ColumnType<string | null, string | null, string | null>;
  started_at: Generated<Date>;
  finished_at: Date | null;
  listed: number | null;
  added: number | null;
  changed: number | null;
  unchanged: number | null;
  refused: number | null;
  stopped: string | null;
  /** running (written first), ok or failed (written last), interrupted (left running by a killed process; migration 0019). */
  status: Generated<'running' | 'ok' | 'failed' | 'interrupted'>;
  /** [{work, reason}]: the works the run refused. */
  refusals: ColumnType<unknown, string | undefined, string>;
}
