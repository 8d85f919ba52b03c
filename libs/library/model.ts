import type { DocType } from '#libs/contracts/limits.js';

/** One section of a document divided into sections (Acts, regulations, by-laws, Bills, some notices). */
export interface LibrarySection {
  number: string;
  heading?: string;
  text: string;
  /** Defaults to `Section <number>: <heading>` (or `Section <number>`), the form search returns. */
  ref?: string;
}

/** A parallel group of citations that a document cites, with the party names written before it. */
export interface CitedGroup {
  parties?: string;
  citations: string[];
}

/** A document as every importer hands it to the library (the interchange format's `document`). */
export interface LibraryDocument {
  key: string;
  type: DocType;
  title: string;
  url: string;
  date?: string;
  act_number?: number;
  act_year?: number;
  gazette?: string;
  repealed?: boolean;
  citation?: string;
  parallel_citations?: string[];
  case_number?: string;
  court?: string;
  parties?: string;
  sections?: LibrarySection[];
  /** Whole text: judgments (paragraphs `[1]`, `[2]` at line starts) and undivided documents. */
  text?: string;
  /** Parallel groups cited by this document (judgments), when known from the source. */
  cited_groups?: CitedGroup[];
  /** Which importer or file it came from. */
  source: string;
  /**
   * The date of the expression this text is, where the source states it. Documents of one key with
   * different expression dates are versions of one work: the newest is its current text.
   */
  expression_date?: string;
  /** The repeal as the source records it: the date it took effect and the repealing work. */
  repeal?: Repeal;
  /** The amendments as the source records them (the work's, as its current expression lists them), in date order. */
  amendments?: Amendment[];
}

/** A work's repeal as its source records it (Akoma Ntoso metadata, Laws.Africa `repeal`). */
export interface Repeal {
  date: string;
  /** The repealing work's key (`/akn/...`) as the source names it. */
  by?: string;
  by_title?: string;
}

/** An amendment of a work as its source records it (Akoma Ntoso metadata, Laws.Africa `work_amendments`). */
export interface Amendment {
  /** The date it took effect. */
  date: string;
  /** The amending work's key (`/akn/...`) as the source names it. */
  by?: string;
  by_title?: string;
}

/** A verified record of an Act (the interchange format's `act_record`). */
export interface ActRecord {
  number: number;
  year: number;
  title: string;
  repealed?: boolean;
  url?: string;
  source: string;
}

/**
 * A verified record of coverage: the court's count of judgments for a year (neutral court codes), or
 * a law-report series-year the library maps completely (`judgments` absent).
 */
export interface CoverageRecord {
  court: string;
  year: number;
  judgments?: number;
  source: string;
}

/** A verified record of a year's count of national Acts (`act_coverage`): the year is covered once every number up to it is held. */
export interface ActCoverageRecord {
  year: number;
  acts: number;
  source: string;
}

export function defaultSectionRef(number: string, heading?: string): string {
  return heading ? `Section ${number}: ${heading}` : `Section ${number}`;
}
