import type { Generated } from 'kysely';

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
  source: string;
  content_hash: string;
  tsv: string;
  /** Compact vector judgments and undivided documents are ranked by (generated; migration 0004). */
  rank_tsv: Generated<string | null>;
  imported_at: Generated<Date>;
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
}

export interface ParagraphsTable {
  doc_id: number;
  ord: number;
  number: number;
  start_char: number;
  end_char: number;
}

export interface CaseCitationsTable {
  doc_id: number;
  citation: string;
  norm: string;
  kind: 'neutral' | 'report';
}

export interface CitedCitationsTable {
  citing_doc_id: number;
  group_no: number;
  position: number;
  citation: string;
  norm: string;
  kind: 'neutral' | 'report';
  parties: string | null;
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

export const DOC_TYPES = ['judgment', 'act', 'regulation', 'bylaw', 'notice', 'bill'] as const;
export type DocType = (typeof DOC_TYPES)[number];

export interface DB {
  documents: DocumentsTable;
  sections: SectionsTable;
  paragraphs: ParagraphsTable;
  case_citations: CaseCitationsTable;
  cited_citations: CitedCitationsTable;
  act_records: ActRecordsTable;
}
