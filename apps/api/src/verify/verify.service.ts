import { Injectable } from '@nestjs/common';
import { citationCourt, courtContradicts, namedCourt } from '#libs/citations/courts.js';
import type { ActCitation, CaseCitation, Extracted } from '#libs/citations/extract.js';
import { actNamesAgree, agreementUnchecked, applicantUnread, fullName, lastCaseName, nameSearchWords, partyNamesAgree } from '#libs/citations/names.js';
import { nameSlips } from '#libs/citations/case-names.js';
import { normalizeCitation } from '#libs/citations/normalize.js';
import { type VerifyRequest, type ActCheck, type CaseCheck, type PinpointCheck, type ProvisionCheck, type QuoteCheck, type ReferenceCheck, type RelatedJudgment } from './verify.dto.js';
import { decideProvision, provisionQueries, rowsByPart } from './verify.provisions.js';
import { nearness, plainWords, type Quotation } from '#libs/citations/quotes.js';
import { readCitations } from '#libs/citations/read.js';
import { isImportFile } from '#libs/importers/addresses.js';
import {
  VerifyRepository,
  type VerifyLibrary,
  type ActCoverage,
  type ActLookup,
  type ActQuery,
  type ActRow,
  type CaseLookup,
  type CaseQuery,
  type CitedGroupRow,
  type Coverage,
  type JudgmentRow,
  type QuoteAnswer,
  type SuggestionRow,
} from './verify.repository.js';

export interface VerifyBody {
  cases: CaseCheck[];
  acts: ActCheck[];
  references?: ReferenceCheck[];
  provisions?: ProvisionCheck[];
}

/** Acts before the Union (1910) are colonial or republican enactments the national records do not cover. */
const FIRST_NATIONAL_YEAR = 1910;

function judgmentSource(j: JudgmentRow): string {
  if (j.via) return `library: parallel citation in ${j.via}`;
  if (!j.copy) return 'verified records';
  // (A text imported from a dataset's file is a copy, but not an official one: said so, not hidden.)
  return isImportFile(j.url) ? 'library: copy from an import file, not an official copy' : 'library: official copy';
}

/** The most parts (between ellipses) of one quotation, and of all a text's quotations, checked. */
const QUOTE_PARTS = 40;
const QUOTE_PARTS_TOTAL = 200;

/** The most distinct names of doubtful citations looked up for suggestions in one text. */
const SUGGESTION_LOOKUPS = 60;

/** The most distinct names verify_lookup searches for in one text (its name_asked). */
const NAME_LOOKUPS = 60;

/** The most judgments between the same parties given as `related` on one entry. */
const RELATED_MOST = 5;

/** An entry matched to a case: a library judgment, or a record read from the texts citing it (no url). */
function caseMatch(status: CaseCheck['status'], cited: string, match: { title: string; url?: string; source: string }, namesChecked?: boolean): CaseCheck {
  return {
    cited,
    status,
    ...(namesChecked !== undefined ? { names_checked: namesChecked } : {}),
    matched_title: match.title,
    ...(match.url ? { url: match.url } : {}),
    sources: [match.source],
  };
}

const judgmentMatch = (j: JudgmentRow) => ({ title: j.title, url: j.url, source: judgmentSource(j) });

/** A library judgment's official case name: its parties, else its title. */
const official = (j: JudgmentRow) => j.parties ?? j.title;

/**
 * Coverage: a neutral court-year is covered when a verified record gives the court's count of
 * judgments, or the library holds at least COVERED_SHARE of the numbers up to the highest it holds
 * (and at least COVERED_MINIMUM of them: one record of a court never covers it); a report series-year
 * only where a verified record says so.
 */
export const COVERED_SHARE = 0.9;
export const COVERED_MINIMUM = 5;

export function covered(c: CaseCitation, coverage: Coverage | undefined): boolean {
  if (!coverage) return false;
  if (c.kind !== 'neutral') return coverage.recorded;
  if (coverage.judgments !== undefined) return true; // the count is known: every number up to it and past it is decided
  const held = coverage.held ?? 0;
  return held >= COVERED_MINIMUM && held >= COVERED_SHARE * (coverage.highest ?? Infinity);
}

/** Where to look for a case the library cannot decide. */
const CASE_ADVICE = 'check the law reports or the court\'s own list of judgments';

/** Rule 5 or 6 for a citation that resolves to nothing: not_found where the library covers it, else unchecked and why. */
export function uncovered(c: CaseCitation, coverage: Coverage | undefined): CaseCheck {
  if (covered(c, coverage)) return { cited: c.cited, status: 'not_found' }; // 5
  if (c.kind !== 'neutral') return { cited: c.cited, status: 'unchecked', reason: `the ${c.court} series is not mapped by the library for ${c.year}: ${CASE_ADVICE}` }; // 6
  const held = coverage?.held ?? 0;
  const count = held ? `${held} of that year's judgments, up to number ${coverage?.highest}` : "none of that year's judgments";
  return { cited: c.cited, status: 'unchecked', reason: `[${c.year}] ${c.court}: the library holds ${count}, and no count of them: ${CASE_ADVICE}` }; // 6
}

/**
 * Rule 4's "same court and year": the court a citation names (a neutral citation's, a report's in
 * brackets) is one of judgment K's, and K's year (by its neutral citation) is the citation's, or for
 * a report the year before (a judgment is reported the year it is given or the next).
 */
export function sameCourtYear(c: CaseCitation, citation: string | undefined, courts: Array<string | undefined>): boolean {
  const court = citationCourt(c.cited);
  const year = citation ? normalizeCitation(citation)?.year : undefined;
  if (!court || year === undefined || c.year === undefined || !courts.includes(court)) return false;
  return year === c.year || (c.kind === 'report' && year + 1 === c.year);
}

/** Judgments between the same parties, as information: each citation once, at most RELATED_MOST. */
function relatedList(judgments: Array<{ citation?: string; title: string; court?: string }>): RelatedJudgment[] {
  const seen = new Set<string>();
  const out: RelatedJudgment[] = [];
  for (const j of judgments) {
    const citation = j.citation?.replace(/\s+/g, ' ');
    const key = citation && (normalizeCitation(citation)?.norm ?? citation);
    if (!citation || !key || seen.has(key) || out.length >= RELATED_MOST) continue;
    seen.add(key);
    const year = normalizeCitation(citation)?.year;
    const court = j.court ?? citationCourt(citation);
    out.push({ citation, title: j.title, ...(court ? { court } : {}), ...(year !== undefined ? { year } : {}) });
  }
  return out;
}

/**
 * What the official texts citing a judgment the library does not hold say it is: one record when they
 * agree (the same neutral citation, names that agree), none when they disagree.
 */
export function citedRecord(groups: CitedGroupRow[]): { citation?: string; via: string; names: string[] } | undefined {
  if (!groups.length) return undefined;
  const neutrals = new Set(groups.map((g) => g.neutral_norm).filter(Boolean));
  if (neutrals.size > 1) return undefined;
  const names = [...new Set(groups.map((g) => g.parties).filter((p): p is string => !!p))];
  for (let a = 0; a < names.length; a++) {
    for (let b = a + 1; b < names.length; b++) {
      if (!partyNamesAgree(names[a], names[b]) && !partyNamesAgree(names[b], names[a])) return undefined;
    }
  }
  names.sort((x, y) => Number(fullName(y)) - Number(fullName(x)) || y.length - x.length);
  const neutral = groups.find((g) => g.neutral)?.neutral;
  return { ...(neutral ? { citation: neutral } : {}), via: groups[0].via, names };
}

/** The courts a library judgment is of: by its neutral citation, its record's court, and the report as written for it. */
const judgmentCourts = (j: JudgmentRow) => [citationCourt(j.citation), namedCourt(j.court), citationCourt(j.written)];

/** A group of an official text writing the report under another court than the one written (or under another court's neutral citation). */
const groupContradicts = (c: CaseCitation, g: CitedGroupRow) => courtContradicts(c.cited, [citationCourt(g.neutral), citationCourt(g.written)]);

/**
 * A law report cited under another court than its judgment's (`2006 (6) SA 416 (SCA)` for a
 * Constitutional Court judgment) is not the citation the record holds: never `found`. With the
 * judgment's names, or none, it is the citation under its own court that was meant: `name_only` (the
 * judgment is known, the citation as written is not), or, without names, rule 5 or 6 as for any report
 * the library does not hold; the citation under its own court is the suggestion. Under other names
 * it still belongs to another case (rule 3).
 */
function courtSlip(c: CaseCitation, match: { title: string; url?: string; source: string }, written: string | undefined, found: CaseLookup): CaseCheck {
  // (As an official text writes it, its line breaks made spaces.)
  const suggestion = { citation: (written ?? c.cited).replace(/\s+/g, ' '), title: match.title };
  if (!c.parties) {
    const entry = uncovered(c, found.coverage); // 5, 6
    return { ...entry, ...(entry.reason ? { reason: `the library holds this report under another court (${suggestion.citation}): ${entry.reason}` } : {}), suggestion };
  }
  return { ...caseMatch('name_only', c.cited, match), suggestion }; // 4
}

/** Case status by verification-rules.md's table: the first rule that applies wins. */
export function decideCase(c: CaseCitation, found: CaseLookup | undefined): CaseCheck {
  if (!c.norm || !found) return { cited: c.cited, status: 'unchecked', reason: `a form the library does not key by court or series, year and number: ${CASE_ADVICE}` }; // 6
  // A member joined by a table's cell only: its row's names confirm it, never accuse it (CaseCitation.loose).
  if (c.loose && c.parties) {
    const named = decideCase({ ...c, loose: undefined }, found);
    return named.status === 'mismatch' || named.status === 'name_only' ? decideCase({ ...c, loose: undefined, parties: undefined }, found) : named;
  }
  const names = c.parties;
  if (found.resolved.length) {
    const ofCourt = (j: JudgmentRow) => c.kind !== 'report' || !courtContradicts(c.cited, judgmentCourts(j));
    const agreeing = names ? found.resolved.filter((j) => partyNamesAgree(names, official(j))) : found.resolved;
    const confirmed = agreeing.filter(ofCourt);
    if (!names && confirmed.length) return caseMatch('found', c.cited, judgmentMatch(confirmed[0]), false); // 1
    // 2; a later judgment's number the official name does not carry: found, the names not checked.
    const checked = names ? confirmed.find((j) => !agreementUnchecked(names, official(j))) : undefined;
    if (confirmed.length) return caseMatch('found', c.cited, judgmentMatch(checked ?? confirmed[0]), !!checked); // 2
    if (agreeing.length) return courtSlip(c, judgmentMatch(agreeing[0]), agreeing[0].written ?? agreeing[0].citation, found);
    // The names an official text writes before this citation, in a group of the judgment's own: the
    // judgment's names too, where its record keeps only part of them (`Ex parte Chairperson of the
    // Constitutional Assembly: In re Certification ...`, titled by its `In re` part).
    const named = found.resolved.flatMap((j) => {
      const neutral = normalizeCitation(j.citation ?? '')?.norm;
      const group = found.cited.find((g) => g.parties && (!g.neutral_norm || g.neutral_norm === neutral) && partyNamesAgree(names!, g.parties));
      return group ? [{ j, via: group.via }] : [];
    });
    const judgment = named.find(({ j }) => ofCourt(j));
    if (judgment) return { ...caseMatch('found', c.cited, judgmentMatch(judgment.j), !applicantUnread(names!)), sources: [judgmentSource(judgment.j), `library: names as cited in ${judgment.via}`] }; // 2
    // (Under another court than its own: as for the record's names, above.)
    if (named.length) return courtSlip(c, judgmentMatch(named[0].j), named[0].j.written ?? named[0].j.citation, found);
    return caseMatch('mismatch', c.cited, judgmentMatch(found.resolved.find(ofCourt) ?? found.resolved[0])); // 3
  }
  // What the official texts citing a judgment the library does not hold say it is; those writing the
  // report under another court than the one written confirm it under that court only.
  const record = citedRecord(found.cited);
  if (record) {
    const match = { title: record.names[0] ?? record.citation ?? c.cited, source: `library: cited in ${record.via}` };
    const agreeing = names ? record.names.filter((n) => partyNamesAgree(names, n)) : [];
    if ((!names || agreeing.length) && !citedRecord(found.cited.filter((g) => !groupContradicts(c, g)))) {
      const written = found.cited.find((g) => g.written && groupContradicts(c, g))?.written;
      return courtSlip(c, { ...match, source: `${match.source}${written ? ` as ${written}` : ''}` }, written, found);
    }
    if (!names) return caseMatch('found', c.cited, match, false); // 1
    // A full name written where the citing texts write full names too is judged by those: a short name
    // of another text agreeing is too little (`Smith v Freddies Mine` against `National Union of
    // Mineworkers v Free State ... Ltd, ..., Freddies Mine` and `Freddies Mine`).
    if (fullName(names) && record.names.some(fullName) && !agreeing.some(fullName)) return caseMatch('mismatch', c.cited, match); // 3
    // 2, but a full name written against only short names read from citing texts (`Smith v Freddies
    // Mine` against `Freddies Mine`) is checked on one side at most, and a later judgment's number no
    // name read carries cannot be checked: found, its names not checked.
    if (agreeing.length) {
      const checked = agreeing.filter((n) => !agreementUnchecked(names, n));
      return caseMatch('found', c.cited, match, checked.length > 0 && (!fullName(names) || checked.some(fullName))); // 2
    }
    // 3, only on a full name: a short name read from a citing text is too little to accuse by.
    if (record.names.some(fullName)) return caseMatch('mismatch', c.cited, match);
  }
  // Rule 4 by the name nearest the citation (several written before it: the last), for a judgment of
  // the same court and year; one of another court or year is another judgment between the same
  // parties (`NDPP v Zuma [2009] ZASCA 1` is not `Thint v NDPP; Zuma v NDPP [2008] ZACC 13`): related.
  const nearest = names ? lastCaseName(names) : undefined;
  const agreeing = nearest ? found.named.filter((j) => partyNamesAgree(nearest, official(j))) : [];
  const named = agreeing.find((j) => sameCourtYear(c, j.citation, judgmentCourts(j)));
  if (named) {
    return { cited: c.cited, status: 'name_only', matched_title: named.title, url: named.url, sources: [`library: case name${named.citation ? ` of ${named.citation}` : ''}`] }; // 4
  }
  const agreeingCited = nearest ? (found.named_cited ?? []).filter((k) => partyNamesAgree(nearest, k.title)) : [];
  const namedCited = agreeingCited.find((k) => sameCourtYear(c, k.citation, [citationCourt(k.citation)]));
  if (namedCited) {
    return { cited: c.cited, status: 'name_only', matched_title: namedCited.title, sources: [`library: cited in ${namedCited.via}${namedCited.citation ? ` as ${namedCited.citation}` : ''}`] }; // 4
  }
  const related = relatedList([...agreeing, ...agreeingCited]);
  const withRelated = (entry: CaseCheck): CaseCheck => (related.length ? { ...entry, related } : entry);
  if (record) {
    return withRelated({ cited: c.cited, status: 'unchecked', reason: `official texts in the library cite it (${record.via}), under names that cannot be compared with those written: ${CASE_ADVICE}` });
  }
  // Names written but never looked up (past a text's look-ups): rule 4 was not tried, so not rule 5.
  if (found.names_unsearched) {
    return withRelated({ cited: c.cited, status: 'unchecked', reason: `its names were not looked up: the text names more than ${NAME_LOOKUPS} cases; check it in a shorter text` });
  }
  return withRelated(uncovered(c, found.coverage)); // 5, 6
}

function actMatch(cited: string, rows: ActRow[], status?: ActCheck['status']): ActCheck {
  const withUrl = rows.find((r) => r.url);
  const amended = rows.find((r) => r.amendments);
  return {
    cited,
    status: status ?? (rows.some((r) => r.repealed === true) ? 'repealed' : 'found'),
    matched_title: rows[0].title,
    ...(withUrl ? { url: withUrl.url } : {}),
    sources: [...new Set(rows.map((r) => r.source))],
    ...(amended ? { amendments: amended.amendments } : {}),
  };
}

/** The year an Act citation is looked up under: a self-contradicting citation is looked up by its title's year. */
const lookupYear = (a: ActCitation) => a.titleYear ?? a.year;

/** Where to look for an Act the library cannot decide (never the law reports). */
const ACT_ADVICE = 'check the Government Gazette or the official consolidation';

/** What the library holds of a year's Acts, said for a reason. */
function actsHeld(year: number, coverage: ActCoverage | undefined): string {
  const held = coverage?.held ?? 0;
  const count = held ? String(held) : 'none';
  if (coverage?.acts !== undefined) return `the library holds ${count} of ${year}'s ${coverage.acts} Acts, not all of them`;
  return `the library holds ${count} of ${year}'s Acts and no complete list of them`;
}

/**
 * Rule 4 or 5 for an Act citation that matched nothing: not_found where the library covers that
 * year's Acts, else unchecked, with why (`why`: what the library knows against it, said first).
 */
function actAbsent(cited: string, year: number, found: ActLookup, why?: string): ActCheck {
  if (found.coverage?.covered) return { cited, status: 'not_found' }; // 4
  return { cited, status: 'unchecked', reason: `${why ? `${why}; ` : ''}${actsHeld(year, found.coverage)}: ${ACT_ADVICE}` }; // 5
}

/** Why a citation the library cannot look up is unchecked (rule 5). */
function actUnread(a: ActCitation, year: number | undefined): string {
  if (a.provincial) return 'a provincial enactment: the library holds national Acts only; check the Provincial Gazette';
  if (year === undefined) return `not read as a number and year or a short title and year: ${ACT_ADVICE}`;
  if (year < FIRST_NATIONAL_YEAR) return `an enactment of ${year}, before the Union: the library holds national Acts from ${FIRST_NATIONAL_YEAR} on; check the colonial or republican statute books`;
  return `not looked up: ${ACT_ADVICE}`;
}

/** The library judgment an entry was matched to (title and official link: two judgments may share a title). */
const isMatched = (j: JudgmentRow, entry: CaseCheck) => j.title === entry.matched_title && j.url === entry.url;

/**
 * A pinpoint's status: paragraphs of a judgment the library holds as an official copy divided into
 * numbered paragraphs are `found` when every one exists (paragraphs run from 1 to the last) and
 * `not_found` otherwise, with the last paragraph's number; a page of a law report, or a judgment
 * without its numbered text here, is `unchecked`; so is any pinpoint of a citation not found.
 */
export function decidePinpoint(c: CaseCitation, entry: CaseCheck, found: CaseLookup | undefined): PinpointCheck {
  const pinpoint = c.pinpoint!;
  const unchecked: PinpointCheck = { cited: pinpoint.cited, status: 'unchecked' };
  if (entry.status !== 'found' || !pinpoint.paragraphs.length) return unchecked;
  const judgment = found?.resolved.find((j) => isMatched(j, entry) && j.copy && j.last_paragraph);
  // (A text showing one numbered paragraph lost its numbers: [2025] ZACC 20 as stored has only [1].)
  if (!judgment?.last_paragraph || judgment.last_paragraph < 2) return unchecked;
  const last = judgment.last_paragraph;
  const ok = pinpoint.paragraphs.every((n) => n >= 1 && n <= last);
  return { cited: pinpoint.cited, status: ok ? 'found' : 'not_found', ...(ok ? {} : { last_paragraph: last }) };
}

/**
 * Act status by verification-rules.md's table; a title read on through commas (`Fertilizers, Farm
 * Feeds, Agricultural Remedies and Stock Remedies Act 36 of 1947`) is taken where the title read to
 * its last comma agrees with no Act and the longer one does (read to the comma, the genuine Act was
 * accused; read through commas always, `On Monday, Companies Act` was a title).
 */
export function decideAct(a: ActCitation, found: ActLookup | undefined): ActCheck {
  const check = decideActAs(a, found);
  if (!a.listed || check.status === 'found' || check.status === 'repealed') return check;
  const longer = decideActAs({ ...a, name: a.listed.name, cited: a.listed.cited }, found);
  return longer.status === 'found' || longer.status === 'repealed' ? longer : check;
}

/** Act status by verification-rules.md's table: the first rule that applies wins. */
function decideActAs(a: ActCitation, found: ActLookup | undefined): ActCheck {
  const year = lookupYear(a);
  if (a.provincial || year === undefined || year < FIRST_NATIONAL_YEAR || !found) return { cited: a.cited, status: 'unchecked', reason: actUnread(a, year) }; // 5
  const absent = (why?: string, cited = a.cited) => actAbsent(cited, year, found, why); // 4, 5
  // An Act of that number under another name: said, where the citation is not decided.
  const numbered = (r: ActRow[]) => (r.length ? `Act ${a.number} of ${a.year} is the ${r[0].title}` : undefined);
  const agrees = (r: ActRow) => !a.name || actNamesAgree(a.name, r.title);
  if (a.titleYear !== undefined) {
    // `Companies Act, 2008 (Act No. 61 of 1973)` contradicts itself: never found. The Act of that name
    // and title year, under its own number, is what the writer most likely meant.
    const named = found.same_year.filter(agrees);
    if (named.length) return actMatch(a.cited, named, 'number_mismatch'); // 2
    return absent(`the short title's year (${a.titleYear}) and the number's year (${a.year}) differ: the citation contradicts itself`);
  }
  if (a.number !== undefined) {
    // An acronym before the number (`a.abbreviation`) is a name like a title: it confirms the number it
    // spells, or contradicts it where it spells another Act of the year (`PAJA (Act 2 of 2000)`).
    const exact = found.exact.filter(agrees);
    if (exact.length) return actMatch(a.cited, exact); // 1
    const renumbered = a.name ? found.same_year.filter((r) => r.number !== a.number && agrees(r)) : [];
    if (renumbered.length) return actMatch(a.cited, renumbered, 'number_mismatch'); // 2
    if (a.abbreviation) {
      // Spelling an Act of another year (`POPIA (Act 2 of 2000)`: POPIA is of 2013), the citation
      // contradicts itself: never found, as a short title's year against its number's is not.
      const other = (found.initialled ?? []).find((r) => r.year !== a.year && agrees(r));
      if (other) return absent(`the acronym spells the ${other.title} (Act ${other.number} of ${other.year})`);
      // Spelling none (an organ's, `CCMA (Act 66 of 1995)`), it is no name and no part of the
      // citation: `cited` is the number as written.
      const cited = a.numbered?.cited ?? a.cited;
      if (found.exact.length) return actMatch(cited, found.exact); // 1, no name
      return absent(undefined, cited);
    }
    return absent(numbered(found.exact));
  }
  if (a.name) {
    const same = found.same_year.filter(agrees);
    if (same.length) return actMatch(a.cited, same); // 3
    return absent();
  }
  return { cited: a.cited, status: 'unchecked', reason: `neither a number nor a short title written with the year: ${ACT_ADVICE}` }; // 5
}

/** What the library is asked about the citations found: those that can be keyed, by their index. */
export function lookupQueries({ cases, acts }: Extracted): { cases: CaseQuery[]; acts: ActQuery[] } {
  return {
    cases: cases.flatMap((c, i) =>
      c.norm && c.kind !== 'unknown' ? [{ i, norm: c.norm, kind: c.kind, court: c.court!, year: c.year!, names: c.parties ? nameSearchWords(lastCaseName(c.parties)) : null }] : [],
    ),
    acts: acts.flatMap((a, i) => {
      const year = lookupYear(a);
      if (year === undefined || a.provincial || year < FIRST_NATIONAL_YEAR) return [];
      const number = a.titleYear !== undefined ? null : (a.number ?? null);
      return [{ i, number, year, named: !!a.name, ...(a.abbreviation && a.name ? { initial: a.name[0] } : {}) }];
    }),
  };
}

/**
 * The judgment a writer probably meant: the best-ranked library judgment of the same court and year
 * whose names agree with the names written, under another citation than the one written (for a
 * neutral citation, the nearest in number first). Those of another court or year are `related`.
 */
export function suggestionFor(c: CaseCitation, candidates: SuggestionRow[]): { suggestion?: { citation: string; title: string }; related: RelatedJudgment[] } {
  const all = candidates.filter((k) => k.citation && normalizeCitation(k.citation)?.norm !== c.norm && partyNamesAgree(c.parties!, k.parties ?? k.title));
  const agreeing = all.filter((k) => sameCourtYear(c, k.citation, [citationCourt(k.citation)]));
  const related = relatedList(all.filter((k) => !agreeing.includes(k)));
  if (!agreeing.length) return { related };
  const distance = (k: SuggestionRow) => {
    const n = normalizeCitation(k.citation);
    if (c.kind !== 'neutral' || n?.kind !== 'neutral') return 0;
    return (n.court === c.court ? 0 : 1000) + Math.abs(n.year - c.year!) * 100 + Math.abs(n.number - (c.number ?? 0)) / 1000;
  };
  const best = [...agreeing].sort((a, b) => distance(a) - distance(b))[0];
  return { suggestion: { citation: best.citation.replace(/\s+/g, ' '), title: best.title }, related };
}

/**
 * The quotations to check, in text order, each with what verify_quotes reads of it (its parts, its
 * runs of four words, where each run starts, its length, the paragraphs its citation pinpoints) and
 * `at`, what it is checked against (`at` undefined: not checked). Each part between ellipses is
 * searched for in the official text (about 1 ms a part in a 300,000-character judgment): a quotation
 * of more than QUOTE_PARTS parts, or past QUOTE_PARTS_TOTAL in the text, is left unchecked
 * (`“a…a…a…” [2025] ZACC 2` took 14 s of the database for 20 KB).
 */
function quoteItems<T>(quotations: Quotation[], cases: CaseCitation[], at: (q: Quotation) => T | undefined) {
  let parts = QUOTE_PARTS_TOTAL;
  return quotations.flatMap((q, n) => {
    const target = q.segments.length <= QUOTE_PARTS && q.segments.length <= parts ? at(q) : undefined;
    if (target === undefined) return [];
    parts -= q.segments.length;
    return [{ q: n, target, segments: q.segments, shingles: q.shingles, offsets: q.offsets, chars: q.words.join(' ').length, hint: cases[q.caseIndex].pinpoint?.paragraphs ?? [] }];
  });
}

/** A quotation's words nearly found in order (a word changed, left out or added): `close`; otherwise `not_found`. */
export const CLOSE_SIMILARITY = 0.8;

function closeOrNot(text: string, words: string[], window: string | undefined): QuoteCheck {
  if (!window) return { text, status: 'not_found' };
  const near = nearness(words, plainWords(window));
  return near.similarity >= CLOSE_SIMILARITY ? { text, status: 'close', similarity: near.similarity, actual: near.actual } : { text, status: 'not_found' };
}

/**
 * A citation that resolves to judgments whose records' names disagree with the names written is asked
 * again for the groups of official texts holding it (`cited`), where a record is titled without a `v`:
 * the names they write are the judgment's too (decideCase, rule 2). A second call only for such a
 * text: made for every citation, the groups cost the verify benchmark a third of its throughput, and
 * for every citation under names other than its record's, as much (a tenth of its citations are).
 */
async function withCitingNames<F extends { cases: CaseLookup[]; acts: ActLookup[] }>(library: VerifyLibrary, cases: CaseCitation[], queries: { cases: CaseQuery[] }, found: F): Promise<F> {
  const byIndex = new Map(found.cases.map((f) => [f.i, f]));
  const disputed = queries.cases.filter((q) => {
    const names = cases[q.i].parties;
    const f = byIndex.get(q.i);
    // (Only a record titled without a `v` can have lost its parties: `Certification of the Constitution ...`.)
    return !!names && !!f?.resolved.length && f.resolved.some((j) => !fullName(official(j))) && !f.resolved.some((j) => partyNamesAgree(names, official(j)));
  });
  if (!disputed.length) return found;
  const again = new Map((await library.lookup(disputed.map((q) => ({ ...q, groups: true })), [])).cases.map((f) => [f.i, f.cited]));
  return { ...found, cases: found.cases.map((f) => (again.has(f.i) ? { ...f, cited: again.get(f.i)! } : f)) };
}

/**
 * Finds the citations in a text (TypeScript) and checks them against the library: the set-based
 * lookup, with the text's provisions and its quotations (against the copies holding their citations)
 * beside it on other connections; then, at once, suggestions and any quotation matched to another
 * judgment, each when the text has any.
 */
@Injectable()
export class VerifyService {
  constructor(private readonly repository: VerifyRepository) {}

  /** The VerifyResponse body (without source_note) for a checked request body or tool arguments `{text}`. */
  async verify({ text, as_at }: VerifyRequest): Promise<VerifyBody> {
    return this.repository.onOneServer((library) => this.check(text, library, as_at ?? null));
  }

  private async check(sent: string, library: VerifyLibrary, asAt: string | null): Promise<VerifyBody> {
    // Read with what transport put into words left out (soft hyphens, ligatures, ...); every span
    // reported is where it stands in the text as sent.
    const reading = readCitations(sent);
    const { clean, cases, acts, quotations, provisions } = reading;
    const shortForms = reading.references;
    const extracted: Extracted = { cases, acts };
    const queries = lookupQueries(extracted);
    const partsAsked = provisionQueries(provisions, acts);
    // Quotations checked beside the lookup against the copies holding their citations; those matched
    // to another judgment are asked again after it.
    const ahead = library
      .quotesAhead(quoteItems(quotations, cases, (q) => cases[q.caseIndex].norm || undefined).map(({ target: norm, ...item }) => ({ ...item, norm })))
      // (A failure here costs only the head start: every quotation is then asked after the lookup.)
      .catch(() => []);
    const found = await withCitingNames(library, cases, queries, await library.lookup(queries.cases, queries.acts, partsAsked, asAt));
    const caseById = new Map(found.cases.map((c) => [c.i, c]));
    const actById = new Map(found.acts.map((a) => [a.i, a]));
    const checks = cases.map((c, i) => {
      const entry = decideCase(c, caseById.get(i));
      // (Names agreeing by a slip of a letter: the entry says which words, so the writer can correct them.)
      const slips = entry.status === 'found' && entry.names_checked && c.parties && entry.matched_title ? nameSlips(c.parties, entry.matched_title) : [];
      return {
        ...entry,
        cited: clean.written(c.start, c.end),
        ...clean.span(c.start, c.end),
        ...(slips.length ? { name_slips: slips } : {}),
        ...(c.pinpoint ? { pinpoint: decidePinpoint(c, entry, caseById.get(i)) } : {}),
      };
    });
    // What the writer probably meant, for a citation that belongs to another case or is not confirmed.
    // Each distinct name looked up once, the first SUGGESTION_LOOKUPS of them (a text of 750 citations
    // under invented names ran a look-up each).
    const doubtful = checks.flatMap((entry, i) => (cases[i].parties && (entry.status === 'mismatch' || entry.status === 'not_found' || entry.status === 'name_only') ? [{ i, names: nameSearchWords(cases[i].parties!) }] : []));
    const lookups = [...new Set(doubtful.map((d) => d.names).filter(Boolean))].slice(0, SUGGESTION_LOOKUPS);
    // Short forms (`Makwanyane above n 3 at para 144`, `Id`): each points to its full citation, and
    // its pinpoint is checked against that case.
    const references = shortForms.map((r): ReferenceCheck => {
      const target = cases[r.refersTo];
      return {
        // (As written in the text sent, its spaces made single as ever.)
        cited: clean.written(r.start, r.end).replace(/[\s\u200b-\u200d\u2060]+/g, ' '),
        refers_to: r.refersTo,
        ...clean.span(r.start, r.end),
        ...(r.pinpoint ? { pinpoint: decidePinpoint({ ...target, pinpoint: r.pinpoint }, checks[r.refersTo], caseById.get(r.refersTo)) } : {}),
      };
    });
    // Quotations attributed to a citation, checked against the official copy it was found in.
    const officialCopy = (i: number) => (checks[i].status === 'found' ? caseById.get(i)?.resolved.find((j) => j.copy && isMatched(j, checks[i])) : undefined);
    const asked = quoteItems(quotations, cases, (q) => officialCopy(q.caseIndex)?.doc_id).map(({ target: doc_id, ...item }) => ({ ...item, doc_id }));
    const checkedAhead = new Map((await ahead).map((a) => [`${a.q} ${a.doc_id}`, a]));
    const answers = new Map<number, QuoteAnswer>(asked.flatMap((a) => (checkedAhead.has(`${a.q} ${a.doc_id}`) ? [[a.q, checkedAhead.get(`${a.q} ${a.doc_id}`)!] as const] : [])));
    // Suggestions and the quotations not checked ahead need only the statuses above: both asked at once (two connections).
    const [suggested, quoted] = await Promise.all([library.suggest(lookups.map((names, n) => ({ i: n, names }))), library.quotes(asked.filter((a) => !answers.has(a.q)))]);
    const candidatesFor = new Map(suggested.map(({ i, candidates }) => [lookups[i], candidates]));
    for (const a of quoted) answers.set(a.q, a);
    for (const { i, names } of doubtful) {
      const candidates = candidatesFor.get(names);
      if (!candidates) continue;
      const { suggestion, related } = suggestionFor(cases[i], candidates);
      if (suggestion) checks[i].suggestion ??= suggestion;
      const more = relatedList([...(checks[i].related ?? []), ...related]);
      if (more.length) checks[i].related = more;
    }
    quotations.forEach((q, n) => {
      const answer = answers.get(n);
      const check: QuoteCheck = !answer
        ? { text: q.text, status: 'unchecked' }
        : answer.found
          ? { text: q.text, status: 'found', ...(answer.paragraph !== undefined ? { paragraph: answer.paragraph } : {}) }
          : closeOrNot(q.text, q.words, answer.window);
      (checks[q.caseIndex].quotes ??= []).push(check);
    });
    const actChecks = acts.map((a, i): ActCheck => {
      const check = decideAct(a, actById.get(i));
      // (`cited` is the number alone where the acronym before it named no Act, the longer title where it was taken.)
      const span = a.numbered && check.cited === a.numbered.cited ? a.numbered : a.listed && check.cited === a.listed.cited ? a.listed : a;
      return { ...check, cited: clean.written(span.start, span.end), ...clean.span(span.start, span.end) };
    });
    // Provisions under the entry of the Act they are tied to; the others (untied, or of an instrument
    // named without an Act citation) in a list of their own.
    const rows = rowsByPart(partsAsked, found.provisions);
    const untied: ProvisionCheck[] = [];
    provisions.forEach((p, n) => {
      const own = reading.provisionQuotations.filter((q) => q.provisionIndex === n);
      const check: ProvisionCheck = { cited: clean.written(p.start, p.end), ...clean.span(p.start, p.end), ...decideProvision(p, acts, actChecks, rows, own, asAt) };
      if (p.act !== undefined) (actChecks[p.act].provisions ??= []).push(check);
      else untied.push(check);
    });
    return {
      cases: checks,
      acts: actChecks,
      ...(references.length ? { references } : {}),
      ...(untied.length ? { provisions: untied } : {}),
    };
  }
}
