import { normalizeCitation } from '#libs/citations/normalize.js';
import type { CitedGroup, LibraryDocument } from '#libs/library/model.js';
import type { Batch } from './batch.js';
import { csvRecords } from './csv.js';

/**
 * The Constitutional Court case records (constitution app JSON, the case index CSV, the flat list of
 * cited cases). One judgment is spread over several files, so each file adds parts and
 * `assembleCases` merges them by neutral citation once everything has been read.
 */
export interface CaseRecordPart {
  file: string;
  line?: number;
  /** Higher wins per field: the index CSV (lawlibrary.org.za links) over the app JSON. */
  priority: number;
  key?: string;
  id?: string;
  title?: string;
  fields: Partial<LibraryDocument>;
  cited?: { parties?: string; citations: string[] };
  /** Names of the citing case, when its citation is not given (matched against the other files). */
  citingParties?: string;
}

// Where the citations start in a case name: `[2020] ZACC 12`, `2020 (5) SA 327`, `(2022) 43 ILJ`, `2011 JDR`.
const FIRST_CITATION = /\s*(\[\d{4}\]|\(\d{4}\)|\b\d{4}\s*\(\d+\)\s*[A-Z]|\b\d{4}\s+JDR\b)/;

/** `Parties [2020] ZACC 12; 2020 (5) SA 327 (CC)` -> the parties and the citations. */
export function splitCaseName(text: string): { parties: string; citations: string[] } {
  const clean = text.replace(/\s+/g, ' ').trim();
  const m = clean.match(FIRST_CITATION);
  if (!m || m.index === undefined) return { parties: clean, citations: [] };
  const parties = clean.slice(0, m.index).replace(/[\s,;]+$/, '').trim();
  const citations = clean
    .slice(m.index)
    .split(/\s*[;,]\s*/)
    .map((c) => c.replace(/\s+at\s+para.*$/i, '').trim())
    .filter(Boolean);
  return { parties, citations };
}

export function caseKey(neutral: string | undefined): string | undefined {
  const n = neutral ? normalizeCitation(neutral) : undefined;
  if (!n || n.kind !== 'neutral') return undefined;
  return `${n.court.toLowerCase()}/${n.year}/${n.number}`;
}

export const COURTS: Record<string, string> = { ZACC: 'Constitutional Court', ZASCA: 'Supreme Court of Appeal' };

function partFromTitle(file: string, title: string, priority: number): CaseRecordPart {
  const split = splitCaseName(title);
  const { citations } = split;
  // A case number written after the names: `... v McBride (CCT 23/10) [2011] ZACC 11`.
  const caseNumber = split.parties.match(/\s*\(((?:CCT|CCT\s)\s*\d+\/\d+)\)$/);
  const parties = caseNumber ? split.parties.slice(0, caseNumber.index).trim() : split.parties;
  const neutral = citations.find((c) => normalizeCitation(c)?.kind === 'neutral');
  const reports = citations.filter((c) => normalizeCitation(c)?.kind === 'report');
  const fields: Partial<LibraryDocument> = { title: parties, parties };
  if (caseNumber) fields.case_number = caseNumber[1].replace(/\s+/g, ' ');
  if (neutral) {
    fields.citation = neutral;
    const court = COURTS[normalizeCitation(neutral)!.court];
    if (court) fields.court = court;
  }
  if (reports.length) fields.parallel_citations = reports;
  return { file, priority, key: caseKey(neutral), title: title.replace(/\s+/g, ' ').trim(), fields };
}

function lawLibraryDate(href: string | undefined): string | undefined {
  return href?.match(/@(\d{4}-\d{2}-\d{2})/)?.[1];
}

/** The case index CSV: id, title, neutral_citation, reported (`a | b`), href. */
export function readCaseIndex(file: string, content: string, batch: Batch, parts: CaseRecordPart[]): void {
  for (const { line, row } of csvRecords(content)) {
    if (!row.title || !(row.neutral_citation || row.href)) {
      batch.reject({ file, line, field: row.title ? 'neutral_citation' : 'title', message: 'required (or a Law Library href naming the judgment)' });
      continue;
    }
    const part = partFromTitle(file, row.title, 3);
    part.line = line;
    part.id = row.id;
    // A few rows give no citation; the Law Library link names the judgment (/judgment/zacc/2012/22/).
    const linked = row.href.match(/\/judgment\/(za[a-z]+)\/(\d{4})\/(\d+)\//);
    const neutral = row.neutral_citation || (linked ? `[${linked[2]}] ${linked[1].toUpperCase()} ${linked[3]}` : '');
    part.key = caseKey(neutral) ?? part.key;
    if (neutral) {
      part.fields.citation = neutral;
      part.fields.court ??= COURTS[normalizeCitation(neutral)!.court];
    }
    const reported = row.reported.split('|').map((s) => s.trim()).filter(Boolean);
    if (reported.length) part.fields.parallel_citations = reported;
    if (row.href) part.fields.url = row.href;
    const date = lawLibraryDate(row.href);
    if (date) part.fields.date = date;
    parts.push(part);
  }
}

interface AppCase {
  id?: string;
  href?: string;
  title?: string;
  dateOfJudgment?: string;
  courtName?: string;
}

/** Is this parsed JSON the constitution app's case data (`{cases, topics}`)? */
export function isCaseApp(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'cases' in value && 'topics' in value;
}

/** The app's case list: `cases` is a list, or per language `{en: [...]}` (English only). */
export function readCaseApp(file: string, value: unknown, batch: Batch, parts: CaseRecordPart[]): void {
  const cases = (value as { cases: unknown }).cases;
  const list = (Array.isArray(cases) ? cases : (cases as Record<string, unknown>)?.en) as AppCase[] | undefined;
  if (!Array.isArray(list)) {
    batch.reject({ file, element: 'cases', message: 'expected a list of cases (or cases.en)' });
    return;
  }
  list.forEach((c, i) => {
    if (!c?.title) {
      batch.reject({ file, element: `cases[${i}]`, field: 'title', message: 'required' });
      return;
    }
    const part = partFromTitle(file, c.title, 2);
    part.id = c.id;
    const href = c.href?.trim();
    // The app's later data links lawlibrary.org.za (official); its older data SAFLII.
    if (href) {
      part.fields.url = href;
      if (!/lawlibrary\.org\.za/.test(href)) part.priority = 1;
    }
    const date = c.dateOfJudgment?.slice(0, 10) ?? lawLibraryDate(href);
    if (date) part.fields.date = date;
    if (c.courtName) part.fields.court = c.courtName;
    parts.push(part);
  });
}

/** Is this JSON Lines file the flat list of cited cases (objects with `citing_case`)? */
export function isCitedCases(firstLine: string): boolean {
  try {
    return 'citing_case' in JSON.parse(firstLine);
  } catch {
    return false;
  }
}

/** One line per cited case: `{citing_case, cited, neutral_citation, reported}`. */
export function readCitedCases(file: string, content: string, batch: Batch, parts: CaseRecordPart[]): void {
  content.split(/\r?\n/).forEach((raw, i) => {
    if (!raw.trim()) return;
    let obj: { citing_case?: string; cited?: string; neutral_citation?: string; reported?: string[] };
    try {
      obj = JSON.parse(raw);
    } catch (err) {
      batch.reject({ file, line: i + 1, message: `malformed JSON: ${(err as Error).message}` });
      return;
    }
    if (!obj.citing_case || !obj.cited) {
      batch.reject({ file, line: i + 1, field: obj.citing_case ? 'cited' : 'citing_case', message: 'required' });
      return;
    }
    const { parties, citations } = splitCaseName(obj.cited);
    const list = [obj.neutral_citation, ...(obj.reported ?? [])].filter((c): c is string => !!c);
    const group = { parties: parties || undefined, citations: list.length ? list : citations };
    const citing = partFromTitle(file, obj.citing_case, 0);
    parts.push({ file, line: i + 1, priority: 0, key: citing.key, title: citing.title, citingParties: citing.fields.parties, fields: {}, cited: group });
  });
}

/** Merges the parts into one judgment record per neutral citation. */
export function assembleCases(parts: CaseRecordPart[], batch: Batch): void {
  const keyOf = new Map<string, string>();
  for (const p of parts) {
    if (!p.key) continue;
    if (p.id) keyOf.set(`id:${p.id}`, p.key);
    if (p.title) keyOf.set(`title:${p.title}`, p.key);
    if (p.fields.parties) keyOf.set(`parties:${p.fields.parties.toLowerCase()}`, p.key);
  }
  const byKey = new Map<string, CaseRecordPart[]>();
  for (const p of parts) {
    const key =
      p.key ??
      (p.id && keyOf.get(`id:${p.id}`)) ??
      (p.title && keyOf.get(`title:${p.title}`)) ??
      (p.citingParties && keyOf.get(`parties:${p.citingParties.toLowerCase()}`));
    if (!key) {
      batch.reject({ file: p.file, line: p.line, field: 'citation', message: `no neutral citation for case "${p.title ?? p.id}"` });
      continue;
    }
    byKey.set(key, [...(byKey.get(key) ?? []), p]);
  }
  for (const [key, list] of byKey) {
    const ordered = [...list].sort((a, b) => b.priority - a.priority);
    const doc: Partial<LibraryDocument> = { key, type: 'judgment', source: 'zacc-cases' };
    for (const p of ordered) {
      for (const [f, v] of Object.entries(p.fields)) {
        if (v !== undefined && (doc as Record<string, unknown>)[f] === undefined) (doc as Record<string, unknown>)[f] = v;
      }
    }
    const groups: CitedGroup[] = list.filter((p) => p.cited).map((p) => p.cited!);
    if (groups.length) doc.cited_groups = groups;
    if (!doc.title || !doc.url) {
      const p = list[0];
      batch.skip({ file: p.file, line: p.line, message: `case ${key}: cited cases only, no record of the case itself in this import` });
      continue;
    }
    batch.addDocument(doc as LibraryDocument);
  }
}
