import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import type { Database } from '#libs/db/database.js';
import type { DB } from '#libs/db/schema.js';
import { DATABASE } from '../common/tokens.js';
import type { AmendmentsRecord } from '../search/section.dto.js';

/** A library judgment as the lookup returns it. */
export interface JudgmentRow {
  doc_id: number;
  title: string;
  parties?: string;
  url: string;
  citation?: string;
  /** The court's name, where the record gives it. */
  court?: string;
  /** The library holds the official text (not only the verified record). */
  copy: boolean;
  /** The official text's highest paragraph number, where it is divided into numbered paragraphs. */
  last_paragraph?: number;
  /** Set when the citation resolved through a parallel group in this library judgment's text. */
  via?: string;
  /** The citation as the judgment's record or that citing text writes it (the court it names). */
  written?: string;
}

/** An Act held as a document or recorded in verified records. */
export interface ActRow {
  number: number;
  year: number;
  title: string;
  url?: string;
  repealed?: boolean;
  source: 'library: official copy' | 'verified records';
  /** An official copy's amendments as its source records them. */
  amendments?: AmendmentsRecord;
}

/** A parallel group holding the citation in an official copy's text: a record of a judgment the library does not hold. */
export interface CitedGroupRow {
  /** Neutral citation of the citing judgment. */
  via: string;
  /** The names its writer gave the case, when any. */
  parties?: string;
  /** The citation as written there (the court it names). */
  written?: string;
  /** The group's neutral member, as written and as keyed. */
  neutral?: string;
  neutral_norm?: string;
}

/** How completely the library holds the citation's court-year (neutral) or series-year (reports). */
export interface Coverage {
  /** Distinct neutral numbers held for the court-year, and the highest of them. */
  held?: number;
  highest?: number;
  /** The court's count of judgments that year, from a verified record. */
  judgments?: number;
  /** A verified coverage record exists for the court-year or series-year. */
  recorded: boolean;
}

export interface CaseLookup {
  i: number;
  resolved: JudgmentRow[];
  cited: CitedGroupRow[];
  named: JudgmentRow[];
  /** Judgments known from official texts whose written names hold the names' words: name, neutral citation, citing judgment. */
  named_cited: Array<{ title: string; citation?: string; via: string }>;
  /** Names were written, but past the look-ups a text may make (verify_lookup's first 60 names): not searched. */
  names_unsearched?: boolean;
  coverage?: Coverage;
}

/** A name looked up once for every citation written with it (rule 4): verify_lookup's `names`. */
interface NameLookup {
  names: string;
  named: JudgmentRow[];
  named_cited: Array<{ title: string; citation?: string; via: string; norm: string }>;
}

/** How completely the library holds a year's national Acts (act_year_coverage). */
export interface ActCoverage {
  year: number;
  /** Distinct Act numbers held that year, and the highest of them. */
  held: number;
  highest?: number;
  /** The year's count of Acts, from a verified record. */
  acts?: number;
  /** A complete sync of the national place listed the year's Acts without a gap. */
  synced: boolean;
  covered: boolean;
}

export interface ActLookup {
  i: number;
  coverage?: ActCoverage;
  exact: ActRow[];
  same_year: ActRow[];
  /** For an acronym before a number (ActQuery.initial): Acts of any year with a word beginning with its first letter. */
  initialled?: ActRow[];
}

export interface CaseQuery {
  i: number;
  norm: string;
  kind: 'neutral' | 'report';
  court: string;
  year: number;
  names: string | null;
  /** The groups of official texts holding the citation though it resolves (`cited`). */
  groups?: boolean;
}

export interface ActQuery {
  i: number;
  number: number | null;
  year: number;
  named: boolean;
  /** The first letter of an acronym written before the number (`P` for `POPIA (Act 2 of 2000)`). */
  initial?: string;
}

/** A part of an Act asked for by a provision citation (verify_provisions' p_asked). */
export interface ProvisionQuery {
  k: number;
  /** null: the Act is cited by title and year; every held Act of the year is returned, its title compared by the caller. */
  number: number | null;
  /** null: a by-law, asked by its name (`bylaw`). */
  year: number | null;
  /** A by-law's name as written (`City of Cape Town Events By-law`): the held by-laws whose titles read alike are returned (at most 2). */
  bylaw?: string;
  /** As the library numbers its sections: `12`, `Schedule 2 item 4`. */
  part: string;
  container?: string;
}

/** What verify_provisions returns for a part of an Act the library holds divided into sections (several for a query by year alone). */
export interface ProvisionRow {
  k: number;
  doc_id: number;
  title: string;
  url: string;
  /** The part's text; absent where no section has its number. */
  text?: string;
  /** Without text: the text of the Schedule holding the item or paragraph asked for. */
  container?: string;
  /** Without text: how many sections the part holds (`Schedule 6` kept as its items). */
  within?: number;
  /** Without text: the section numbered nearest the part. */
  nearest?: string;
  /**
   * With a date (verify_provisions' p_as_at): how the part was read: in the version in force then
   * (`in_force`), in the one undated text (`unversioned`), or not at all (`not_yet`, `repealed`,
   * `before_first_version`).
   */
  state?: 'in_force' | 'unversioned' | 'not_yet' | 'repealed' | 'before_first_version';
  /** With in_force: the version read. */
  version?: { expression_date: string; in_force_to?: string };
  /** With in_force and no text: the other versions that have a section of the part's number. */
  held_in?: Array<{ expression_date: string; in_force_to?: string }>;
  /** With before_first_version: the earliest version held. */
  first_version?: string;
  /** With not_yet: the instrument's date, where the library has one. */
  made?: string;
  /** With repealed: when and by what, as the source records it. */
  repealed_on?: string;
  repealed_by?: string;
  /** The instrument's amendments as its source records them (with a date, those dated on or before it). */
  amendments?: AmendmentsRecord;
}

/** A library judgment a writer may have meant. */
export interface SuggestionRow {
  title: string;
  parties?: string;
  citation: string;
  url: string;
}

/**
 * The library side of citation checking: one call of verify_lookup for all of a text's citations,
 * verify_suggest and verify_quotes when the text needs them. One text's calls read one server: the
 * judgments verify_quotes is asked about are those verify_lookup found there.
 */
@Injectable()
export class VerifyRepository {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  /** Runs `check` on the library of one server (a replica in rotation, or the primary; again on the primary if the replica fails under it). */
  onOneServer<T>(check: (library: VerifyLibrary) => Promise<T>): Promise<T> {
    return this.database.reads.read((server) => check(new VerifyLibrary(server.db)));
  }
}

/**
 * Queries asked alike kept once (`unique`, in the order first asked), and `every`, which gives each query
 * asked the answer to the one kept for it (answers carry the query's `i`).
 */
function once<Q extends { i: number }>(queries: Q[]): { unique: Q[]; every<A extends { i: number }>(answers: A[]): A[] } {
  const kept = new Map<string, number>();
  const keptFor = new Map<number, number>();
  const unique: Q[] = [];
  for (const query of queries) {
    const { i, ...rest } = query;
    const key = JSON.stringify(rest);
    const first = kept.get(key);
    if (first === undefined) {
      kept.set(key, i);
      unique.push(query);
    }
    keptFor.set(i, first ?? i);
  }
  return {
    unique,
    every(answers) {
      const byI = new Map(answers.map((a) => [a.i, a]));
      return queries.flatMap((q) => {
        const answer = byI.get(keptFor.get(q.i)!);
        return answer ? [{ ...answer, i: q.i }] : [];
      });
    },
  };
}

/** The library of one server, for one text's checks. */
export class VerifyLibrary {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Everything a text's citations need from the library, in two statements at once: verify_lookup for
   * cases and Acts, and verify_provisions for the parts of Acts its provision citations name
   * (`provisions`), in the versions in force on `asAt` where given.
   */
  async lookup(allCases: CaseQuery[], allActs: ActQuery[], provisions: ProvisionQuery[] = [], asAt: string | null = null): Promise<{ cases: CaseLookup[]; acts: ActLookup[]; provisions: ProvisionRow[] }> {
    if (!allCases.length && !allActs.length && !provisions.length) return { cases: [], acts: [], provisions: [] };
    // A citation asked alike again (the same citation, the same names) is looked up once: 1,400 copies of
    // one citation in a text took 300 ms of the database's time, each looked up anew.
    const cases = once(allCases);
    const acts = once(allActs);
    // The provisions at once on a second connection (their time was added to the lookup's in one statement).
    const [{ rows }, parts] = await Promise.all([
      sql<{ result: { cases: Array<Omit<CaseLookup, 'named' | 'named_cited'>>; names: NameLookup[]; acts: ActLookup[] } }>`
        SELECT verify_lookup(${JSON.stringify(cases.unique)}::jsonb, ${JSON.stringify(acts.unique)}::jsonb) AS result`.execute(this.db),
      provisions.length
        ? sql<{ provisions: ProvisionRow[] }>`SELECT verify_provisions(${JSON.stringify(provisions)}::jsonb, ${asAt}::date) AS provisions`.execute(this.db)
        : { rows: [{ provisions: [] as ProvisionRow[] }] },
    ]);
    const { names = [] } = rows[0].result;
    const actsFound = acts.every(rows[0].result.acts);
    // Each name was looked up once: every citation that does not resolve gets the entries of its names
    // (groups of official texts written with the citation itself left out, one per name, at most 20).
    const byNames = new Map(names.map((n) => [n.names, n]));
    const asked = new Map(allCases.map((c) => [c.i, c]));
    const withNames = cases.every(rows[0].result.cases).map((found): CaseLookup => {
      const query = asked.get(found.i);
      // (Names matter only to a citation that does not resolve.)
      const names = found.resolved.length ? undefined : (query?.names ?? undefined);
      const entry = names ? byNames.get(names) : undefined;
      const titles = new Set<string>();
      const namedCited = (entry?.named_cited ?? []).filter((k) => k.norm !== query?.norm && !titles.has(k.title) && titles.add(k.title)).slice(0, 20);
      const unsearched = !!names && !entry;
      return { ...found, named: entry?.named ?? [], named_cited: namedCited.map(({ norm: _norm, ...k }) => k), ...(unsearched ? { names_unsearched: true } : {}) };
    });
    return { cases: withNames, acts: actsFound, provisions: parts.rows[0].provisions };
  }

  /** Judgments whose titles hold the names written (for suggestions): one call for all the text's doubtful citations. */
  async suggest(items: Array<{ i: number; names: string }>): Promise<Array<{ i: number; candidates: SuggestionRow[] }>> {
    if (!items.length) return [];
    const { rows } = await sql<{ result: Array<{ i: number; candidates: SuggestionRow[] }> }>`
      SELECT verify_suggest(${JSON.stringify(items)}::jsonb) AS result`.execute(this.db);
    return rows[0].result;
  }

  /** Quotations checked against the official copies they are attributed to: one call for the text's quotations. */
  async quotes(items: QuoteItem[]): Promise<QuoteAnswer[]> {
    if (!items.length) return [];
    const { rows } = await sql<{ result: QuoteAnswer[] }>`
      SELECT verify_quotes(${JSON.stringify(items)}::jsonb) AS result`.execute(this.db);
    return rows[0].result;
  }

  /**
   * Quotations checked before their citations are decided (verify_quotes_ahead): each against every
   * official copy holding its citation as its own, so that the check need not wait for the lookup.
   * The caller keeps the answers for the judgments it then matches and asks `quotes` for the rest.
   */
  async quotesAhead(items: Array<Omit<QuoteItem, 'doc_id'> & { norm: string }>): Promise<Array<QuoteAnswer & { doc_id: number }>> {
    if (!items.length) return [];
    const { rows } = await sql<{ result: Array<QuoteAnswer & { doc_id: number }> }>`
      SELECT verify_quotes_ahead(${JSON.stringify(items)}::jsonb) AS result`.execute(this.db);
    return rows[0].result;
  }
}

/** A quotation asked of verify_quotes: its parts, its runs of four words and the judgment it is checked against. */
export interface QuoteItem {
  q: number;
  doc_id: number;
  segments: string[];
  shingles: string[];
  offsets: number[];
  chars: number;
  hint: number[];
}

/** verify_quotes' answer for one quotation. */
export interface QuoteAnswer {
  q: number;
  found: boolean;
  paragraph?: number;
  window?: string;
}
