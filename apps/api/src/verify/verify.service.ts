import { Injectable } from '@nestjs/common';
import { extractCitations, type ActCitation, type CaseCitation, type Extracted } from '#libs/citations/extract.js';
import { actNamesAgree, nameSearchWords, partyNamesAgree } from '#libs/citations/names.js';
import { badRequest } from '../common/api-error.js';
import { MAX_TEXT_LENGTH, type ActCheck, type CaseCheck } from './verify.dto.js';
import { VerifyRepository, type ActLookup, type ActQuery, type ActRow, type CaseLookup, type CaseQuery, type JudgmentRow } from './verify.repository.js';

export interface VerifyBody {
  cases: CaseCheck[];
  acts: ActCheck[];
}

/** Acts before the Union (1910) are colonial or republican enactments the national records do not cover. */
const FIRST_NATIONAL_YEAR = 1910;

/** POST /verify's body, checked: an object holding `text`, a non-empty string of at most 20,000 characters. */
export function parseVerifyBody(body: unknown): string {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest('Send a JSON object: {"text": "..."}.');
  const unknown = Object.keys(body).filter((k) => k !== 'text');
  if (unknown.length) throw badRequest(`Unknown field${unknown.length > 1 ? 's' : ''} ${unknown.map((k) => `'${k}'`).join(', ')}: send only 'text'.`);
  const text = (body as { text?: unknown }).text;
  if (text === undefined) throw badRequest("Give the text to check in 'text'.");
  if (typeof text !== 'string') throw badRequest("'text' must be a string.");
  if (!text.trim()) throw badRequest("'text' is empty: give the text holding the citations.");
  if (text.length > MAX_TEXT_LENGTH) throw badRequest(`'text' is ${text.length} characters long; the most is ${MAX_TEXT_LENGTH}.`);
  return text;
}

function judgmentSource(j: JudgmentRow): string {
  if (j.via) return `library: parallel citation in ${j.via}`;
  return j.copy ? 'library: official copy' : 'verified records';
}

function caseMatch(status: CaseCheck['status'], cited: string, j: JudgmentRow): CaseCheck {
  return { cited, status, matched_title: j.title, url: j.url, sources: [judgmentSource(j)] };
}

/** Case status by verification-rules.md's table: the first rule that applies wins. */
export function decideCase(c: CaseCitation, found: CaseLookup | undefined): CaseCheck {
  if (!c.norm || !found) return { cited: c.cited, status: 'unchecked' };
  const names = c.parties;
  const official = (j: JudgmentRow) => j.parties ?? j.title;
  if (found.resolved.length) {
    if (!names) return caseMatch('found', c.cited, found.resolved[0]); // 1
    const agreeing = found.resolved.find((j) => partyNamesAgree(names, official(j)));
    if (agreeing) return caseMatch('found', c.cited, agreeing); // 2
    return caseMatch('mismatch', c.cited, found.resolved[0]); // 3
  }
  const named = names ? found.named.find((j) => partyNamesAgree(names, official(j))) : undefined;
  if (named) {
    return { cited: c.cited, status: 'name_only', matched_title: named.title, url: named.url, sources: [`library: case name${named.citation ? ` of ${named.citation}` : ''}`] }; // 4
  }
  return { cited: c.cited, status: found.held ? 'not_found' : 'unchecked' }; // 5, 6
}

function actMatch(cited: string, rows: ActRow[], status?: ActCheck['status']): ActCheck {
  const withUrl = rows.find((r) => r.url);
  return {
    cited,
    status: status ?? (rows.some((r) => r.repealed === true) ? 'repealed' : 'found'),
    matched_title: rows[0].title,
    ...(withUrl ? { url: withUrl.url } : {}),
    sources: [...new Set(rows.map((r) => r.source))],
  };
}

/** Act status by verification-rules.md's table: the first rule that applies wins. */
export function decideAct(a: ActCitation, found: ActLookup | undefined): ActCheck {
  if (a.provincial || a.year === undefined || a.year < FIRST_NATIONAL_YEAR || !found) return { cited: a.cited, status: 'unchecked' }; // 5
  const agrees = (r: ActRow) => !a.name || actNamesAgree(a.name, r.title);
  if (a.number !== undefined) {
    const exact = found.exact.filter(agrees);
    if (exact.length) return actMatch(a.cited, exact); // 1
    const renumbered = a.name ? found.same_year.filter((r) => r.number !== a.number && agrees(r)) : [];
    if (renumbered.length) return actMatch(a.cited, renumbered, 'number_mismatch'); // 2
    return { cited: a.cited, status: 'not_found' }; // 4
  }
  if (a.name) {
    const same = found.same_year.filter(agrees);
    if (same.length) return actMatch(a.cited, same); // 3
    return { cited: a.cited, status: 'not_found' }; // 4
  }
  return { cited: a.cited, status: 'unchecked' }; // 5
}

/** What the library is asked about the citations found: those that can be keyed, by their index. */
export function lookupQueries({ cases, acts }: Extracted): { cases: CaseQuery[]; acts: ActQuery[] } {
  return {
    cases: cases.flatMap((c, i) => (c.norm && c.kind !== 'unknown' ? [{ i, norm: c.norm, kind: c.kind, court: c.court!, names: c.parties ? nameSearchWords(c.parties) : null }] : [])),
    acts: acts.flatMap((a, i) => (a.year !== undefined && !a.provincial && a.year >= FIRST_NATIONAL_YEAR ? [{ i, number: a.number ?? null, year: a.year, named: !!a.name }] : [])),
  };
}

/** Finds the citations in a text (TypeScript) and checks them against the library (one SQL call). */
@Injectable()
export class VerifyService {
  constructor(private readonly repository: VerifyRepository) {}

  /** The VerifyResponse body (without source_note) for a request body or tool arguments `{text}`. */
  async verify(body: unknown): Promise<VerifyBody> {
    const text = parseVerifyBody(body);
    const extracted = extractCitations(text);
    const { cases, acts } = extracted;
    const queries = lookupQueries(extracted);
    const found = await this.repository.lookup(queries.cases, queries.acts);
    const caseById = new Map(found.cases.map((c) => [c.i, c]));
    const actById = new Map(found.acts.map((a) => [a.i, a]));
    return {
      cases: cases.map((c, i) => decideCase(c, caseById.get(i))),
      acts: acts.map((a, i) => decideAct(a, actById.get(i))),
    };
  }
}
