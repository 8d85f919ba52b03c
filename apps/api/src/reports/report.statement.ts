import type { CheckRow } from '#libs/reports/reports.repository.js';
import type { ActCheck, CaseCheck, PinpointCheck, ProvisionCheck, QuoteCheck, ReferenceCheck, RelatedJudgment, Suggestion } from '../verify/verify.dto.js';

/**
 * What a report states, as data: the HTML and PDF renderers draw it, and both carry it whole as JSON
 * (the HTML in a data block, the PDF as an attached file), so a program can read back exactly what
 * the signed report says. Its keys are built in one fixed order: the same check gives the same JSON.
 */

/** How an entry is judged, most urgent first: red, amber, green. */
export const GRADES = ['accused', 'could_not_verify', 'found'] as const;
export type Grade = (typeof GRADES)[number];

export const GRADE_WORDS: Record<Grade, string> = {
  accused: 'Needs attention: wrong or not found',
  could_not_verify: 'Could not verify',
  found: 'Found',
};

/**
 * Statuses that accuse the citation (red: the rules' accusations, and a provision not in force on the
 * date the writing speaks of); unchecked, name_only (a judgment of
 * those names is held, this citation could not be confirmed) and repealed are doubt (amber), as the
 * page grades them; found is confirmed.
 */
const ACCUSED = new Set(['mismatch', 'not_found', 'number_mismatch', 'not_in_force']);
const DOUBT = new Set(['unchecked', 'name_only', 'repealed']);

/** Where a citation stands in a document (POST /v1/verify/document). */
export interface Location {
  page?: number;
  note?: number;
  note_kind?: string;
  paragraph?: number;
}

export interface DocumentFacts {
  format?: string;
  pages?: number;
  characters?: number;
  pieces?: number;
  checks_counted?: number;
}

export interface ReportEntry {
  /** Place in the text: 1 for the first citation found. */
  n: number;
  kind: 'case' | 'act' | 'reference' | 'provision';
  cited: string;
  status: string;
  grade: Grade;
  /** The entry's status in words, changed by a failed pinpoint or quotation. */
  headline: string;
  reason?: string;
  matched_title?: string;
  url?: string;
  sources?: string[];
  names_checked?: boolean;
  refers_to?: number;
  pinpoint?: PinpointCheck;
  quotes?: QuoteCheck[];
  suggestion?: Suggestion;
  related?: RelatedJudgment[];
  location?: Location;
  /** A provision's normalized form (`s 39(4)`), its instrument, and with not_found the nearest that exists. */
  provision?: string;
  instrument?: string;
  nearest?: string;
}

export interface ReportStatement {
  report: 'Citation check report';
  check_id: string;
  checked_at: string;
  checked_at_sast: string;
  kind: 'text' | 'document';
  text_sha256: string;
  library_snapshot: string;
  reader_version: number;
  key_id: string;
  /** Entries by grade (short forms included) and the sentence saying so, what needs attention first. */
  summary: { citations: number; accused: number; could_not_verify: number; found: number; sentence: string };
  document?: DocumentFacts;
  /** Most urgent first (red, amber, green), in text order within each. */
  entries: ReportEntry[];
  source_note: string;
}

const HEADLINES: Record<string, string> = {
  found: 'Found',
  mismatch: 'Mismatch: the citation belongs to another case',
  name_only: 'Not this citation: a judgment of that court and year has these names',
  not_found: 'Not found in a court-year the library covers',
  unchecked: 'Unchecked: outside what the library covers',
  repealed: 'Found, repealed',
  number_mismatch: 'Number mismatch: the Act has another number',
};

const ACT_HEADLINES: Record<string, string> = { ...HEADLINES, not_found: "Not found among the year's Acts the library covers" };

const PROVISION_HEADLINES: Record<string, string> = {
  found: "Found in the library's text of the instrument",
  not_found: "Not in the library's text of the instrument",
  unchecked: 'Unchecked: the library holds no text of the instrument, or nothing ties the provision to one',
  not_in_force: 'Not in force on the date the writing speaks of',
};

/** `2026-11-29 12:30:05 SAST`: South African Standard Time (UTC+2 all year). */
export function sast(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Johannesburg', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second} SAST`;
}

const worse = (a: Grade, b: Grade): Grade => (GRADES.indexOf(a) <= GRADES.indexOf(b) ? a : b);

/** A case entry's grade and headline: its status's, made worse by a pinpoint or quotation that failed. */
function judged(status: string, headlines: Record<string, string>, pinpoint?: PinpointCheck, quotes?: QuoteCheck[]): { grade: Grade; headline: string } {
  let grade: Grade = ACCUSED.has(status) ? 'accused' : DOUBT.has(status) ? 'could_not_verify' : 'found';
  const said: string[] = [headlines[status] ?? status];
  if (pinpoint?.status === 'not_found') {
    grade = 'accused';
    said.push(`pinpoint ${pinpoint.cited} not in the judgment${pinpoint.last_paragraph ? ` (it ends at paragraph ${pinpoint.last_paragraph})` : ''}`);
  }
  const missing = quotes?.filter((q) => q.status === 'not_found').length ?? 0;
  const close = quotes?.filter((q) => q.status === 'close').length ?? 0;
  const unread = quotes?.filter((q) => q.status === 'unchecked').length ?? 0;
  if (missing) {
    grade = 'accused';
    said.push(missing === 1 ? 'a quotation is not in the judgment' : `${missing} quotations are not in the judgment`);
  }
  if (close) {
    grade = worse(grade, 'could_not_verify');
    said.push(close === 1 ? 'a quotation differs from the judgment' : `${close} quotations differ from the judgment`);
  }
  if (unread) {
    grade = worse(grade, 'could_not_verify');
    said.push(unread === 1 ? 'a quotation could not be checked' : `${unread} quotations could not be checked`);
  }
  return { grade, headline: said.join('; ') };
}

type Located<T> = T & { location?: Location };

const defined = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

function caseEntry(c: Located<CaseCheck>): Omit<ReportEntry, 'n'> {
  return defined({
    kind: 'case' as const,
    cited: c.cited,
    status: c.status,
    ...judged(c.status, HEADLINES, c.pinpoint, c.quotes),
    reason: c.reason,
    matched_title: c.matched_title,
    url: c.url,
    sources: c.sources,
    names_checked: c.names_checked,
    refers_to: undefined,
    pinpoint: c.pinpoint,
    quotes: c.quotes,
    suggestion: c.suggestion,
    related: c.related,
    location: c.location,
  });
}

function actEntry(a: Located<ActCheck>): Omit<ReportEntry, 'n'> {
  return defined({ kind: 'act' as const, cited: a.cited, status: a.status, ...judged(a.status, ACT_HEADLINES), reason: a.reason, matched_title: a.matched_title, url: a.url, sources: a.sources, location: a.location });
}

/** A provision, under its Act's entry or tied to none: judged as a case is, by its status and its quotations. */
function provisionEntry(p: Located<ProvisionCheck>): Omit<ReportEntry, 'n'> {
  return defined({
    kind: 'provision' as const,
    cited: p.cited,
    status: p.status,
    ...judged(p.status, PROVISION_HEADLINES, undefined, p.quotes),
    reason: p.reason,
    provision: p.provision,
    instrument: p.instrument,
    nearest: p.nearest,
    url: p.url,
    quotes: p.quotes,
    location: p.location,
  });
}

/** A short form: judged by its pinpoint against the case it points to (entry `target`), or as that case is. */
function referenceEntry(r: Located<ReferenceCheck>, target: Omit<ReportEntry, 'n'> | undefined, targetN: number | undefined): Omit<ReportEntry, 'n'> {
  const status = r.pinpoint?.status ?? target?.status ?? 'unchecked';
  const grade: Grade = r.pinpoint?.status === 'not_found' ? 'accused' : (target?.grade ?? 'could_not_verify');
  const headline =
    r.pinpoint?.status === 'not_found'
      ? `Pinpoint ${r.pinpoint.cited} not in the judgment${r.pinpoint.last_paragraph ? ` (it ends at paragraph ${r.pinpoint.last_paragraph})` : ''}`
      : `Short form of entry ${targetN ?? '?'}${r.pinpoint ? `; pinpoint ${r.pinpoint.status === 'found' ? 'found' : 'not checked'}` : ''}`;
  return defined({ kind: 'reference' as const, cited: r.cited, status, grade, headline, refers_to: targetN, pinpoint: r.pinpoint, location: r.location });
}

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The summary, what needs attention first; doubt is never counted as checked. */
export function summarySentence(s: { citations: number; accused: number; could_not_verify: number; found: number }): string {
  if (!s.citations) return 'No citations were found in the text.';
  const parts = [
    ...(s.accused ? [`${s.accused} need${s.accused === 1 ? 's' : ''} attention (wrong or not found)`] : []),
    ...(s.could_not_verify ? [`${s.could_not_verify} could not be verified`] : []),
    `${s.found} found`,
  ];
  return `${count(s.citations, 'citation')}: ${parts.join(', ')}.`;
}

/** The statement of a kept check. */
export function reportStatement(row: CheckRow, keyId: string, sourceNote: string): ReportStatement {
  const answer = row.answer as { cases?: Located<CaseCheck>[]; acts?: Located<ActCheck>[]; references?: Located<ReferenceCheck>[]; provisions?: Located<ProvisionCheck>[]; document?: DocumentFacts };
  const cases = answer.cases ?? [];
  const acts = answer.acts ?? [];
  const references = answer.references ?? [];
  const provisions = [...acts.flatMap((a) => (a.provisions ?? []) as Located<ProvisionCheck>[]), ...(answer.provisions ?? [])];
  const caseEntries = cases.map(caseEntry);
  // Numbered in text order (by where each starts; a short form after the citation it follows).
  const items = [
    ...cases.map((c, i) => ({ start: c.start ?? 0, kind: 'case' as const, i })),
    ...acts.map((a, i) => ({ start: a.start ?? 0, kind: 'act' as const, i })),
    ...references.map((r, i) => ({ start: r.start ?? 0, kind: 'reference' as const, i })),
    ...provisions.map((p, i) => ({ start: p.start ?? 0, kind: 'provision' as const, i })),
  ].sort((a, b) => a.start - b.start);
  const caseNumber = new Map(items.flatMap((it, k) => (it.kind === 'case' ? [[it.i, k + 1] as const] : [])));
  const numbered: ReportEntry[] = items.map((it, k) => {
    if (it.kind === 'case') return { n: k + 1, ...caseEntries[it.i] };
    if (it.kind === 'act') return { n: k + 1, ...actEntry(acts[it.i]) };
    if (it.kind === 'provision') return { n: k + 1, ...provisionEntry(provisions[it.i]) };
    const r = references[it.i];
    return { n: k + 1, ...referenceEntry(r, caseEntries[r.refers_to], caseNumber.get(r.refers_to)) };
  });
  const tally = { accused: 0, could_not_verify: 0, found: 0 };
  // Short forms count too: a pinpoint beyond a judgment's end is as wrong written short as in full.
  for (const e of numbered) tally[e.grade]++;
  const citations = tally.accused + tally.could_not_verify + tally.found;
  const ordered = GRADES.flatMap((g) => numbered.filter((e) => e.grade === g));
  return {
    report: 'Citation check report',
    check_id: row.check_id,
    checked_at: row.created_at.toISOString(),
    checked_at_sast: sast(row.created_at),
    kind: row.kind,
    text_sha256: row.text_sha256.toString('hex'),
    library_snapshot: row.snapshot_hash,
    reader_version: row.reader_version,
    key_id: keyId,
    summary: { citations, ...tally, sentence: summarySentence({ citations, ...tally }) },
    ...(answer.document ? { document: answer.document } : {}),
    entries: ordered,
    source_note: sourceNote,
  };
}
