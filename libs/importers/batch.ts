import { actTitleKey } from '#libs/citations/names.js';
import type { ActCoverageRecord, ActRecord, CoverageRecord, LibraryDocument } from '#libs/library/model.js';
import { checkJudgmentUrl } from './addresses.js';
import { PROVINCES } from './act-records.importer.js';
import { completeness } from './works.js';
import { wholeTitle, writtenActTitles } from './written-act-titles.js';

/** Where a problem was found: the file, and a line (text formats) or an element (XML, JSON paths). */
export interface Problem {
  file: string;
  line?: number;
  element?: string;
  field?: string;
  message: string;
}

export function formatProblem(p: Problem): string {
  const at = [p.file, p.line !== undefined ? `line ${p.line}` : undefined, p.element].filter(Boolean).join(': ');
  return `${at}${p.field ? ` (field ${p.field})` : ''}: ${p.message}`;
}

/**
 * A candidate document. Several inputs may carry the same work (the expressions of a by-law, the
 * Constitution in two sources): the batch keeps, per key, the candidate with the highest rank as
 * the current text, and the dated expressions before it as versions (resolve).
 */
export interface Candidate {
  doc: LibraryDocument;
  /** Compared element by element: the highest wins (e.g. [expression date, number of sections]). */
  rank: (string | number)[];
}

/** A reported Act record; priority decides between sources for the same Act number and year. */
export interface RecordCandidate {
  record: ActRecord;
  priority: number;
  /** Where it was read: a record with a place has its disagreements with other sources reported. */
  at?: { file: string; line?: number };
}

/** Everything read from one import run before it is written: parsers add, `resolve` decides. */
export class Batch {
  readonly candidates = new Map<string, Candidate[]>();
  readonly records: RecordCandidate[] = [];
  readonly coverage: CoverageRecord[] = [];
  readonly actCoverage: ActCoverageRecord[] = [];
  readonly rejected: Problem[] = [];
  readonly warnings: Problem[] = [];
  readonly skipped: Problem[] = [];
  /** Act titles written beside their numbers in the texts read (`year/number` → titles): they repair cut record titles. */
  readonly writtenTitles = new Map<string, Set<string>>();

  addDocument(doc: LibraryDocument, rank: (string | number)[] = []): void {
    const list = this.candidates.get(doc.key) ?? [];
    list.push({ doc, rank });
    this.candidates.set(doc.key, list);
  }

  addRecord(record: ActRecord, priority: number, at?: { file: string; line?: number }): void {
    this.records.push({ record, priority, ...(at ? { at } : {}) });
  }

  /** Notes every Act title a text writes beside the Act's number. */
  seeActTitles(text: string): void {
    for (const t of writtenActTitles(text)) {
      const id = `${t.year}/${t.number}`;
      this.writtenTitles.set(id, (this.writtenTitles.get(id) ?? new Set()).add(t.title));
    }
  }

  reject(p: Problem): void {
    this.rejected.push(p);
  }

  warn(p: Problem): void {
    this.warnings.push(p);
  }

  skip(p: Problem): void {
    this.skipped.push(p);
  }
}

function compareRank(a: (string | number)[], b: (string | number)[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? '';
    const y = b[i] ?? '';
    if (x < y) return -1;
    if (x > y) return 1;
  }
  return 0;
}

/**
 * Two sources recording one Act under different titles: the record keeps one title (the higher
 * priority's), and the other is reported as a warning where either was read with its place (`at`), so
 * neither wins unseen.
 */
function disagreement(batch: Batch, a: RecordCandidate, b: RecordCandidate): void {
  const placed = b.at ?? a.at;
  if (!placed || actTitleKey(a.record.title) === actTitleKey(b.record.title)) return;
  const [kept, other] = b.priority > a.priority ? [b, a] : [a, b];
  batch.warn({
    ...placed,
    field: 'title',
    message: `Act ${kept.record.number} of ${kept.record.year}: ${kept.record.source} titles it ${JSON.stringify(kept.record.title)}, ${other.record.source} ${JSON.stringify(other.record.title)}; the first is recorded`,
  });
}

/**
 * A judgment whose address names another judgment is given its citation's own address, and its date
 * is dropped when its year is not the citation's (the record's date came with the wrong address);
 * the import warns, naming both.
 */
function judgmentAddressed(batch: Batch, doc: LibraryDocument): LibraryDocument {
  if (doc.type !== 'judgment') return doc;
  const checked = checkJudgmentUrl(doc.citation, doc.url);
  if (!checked.named) return doc;
  const year = /^\[(\d{4})\]/.exec(doc.citation!)![1];
  const { date, ...rest } = doc;
  const keepDate = date?.startsWith(year);
  batch.warn({
    file: doc.source,
    element: doc.key,
    field: 'url',
    message: `the address ${doc.url} is that of ${checked.named}, not of ${doc.citation}: ${doc.citation}'s own address ${checked.url} is kept${date && !keepDate ? `, and the date ${date} (not of ${year}) is dropped` : ''}`,
  });
  return { ...rest, ...(keepDate ? { date } : {}), url: checked.url };
}

/** A record whose title the texts write whole, longer at its start (`Peace and ...` for `Justices of the Peace and ...`), takes the whole title; the import warns. */
function repairedTitle(batch: Batch, r: RecordCandidate): ActRecord | undefined {
  const whole = wholeTitle(r.record.title, batch.writtenTitles.get(`${r.record.year}/${r.record.number}`) ?? []);
  if (!whole) return r.record;
  const at = { file: r.at?.file ?? r.record.source, ...(r.at?.line !== undefined ? { line: r.at.line } : {}) };
  // (Whole, the title can show a province's Act recorded as national: then it is not recorded.)
  if (PROVINCES.test(whole)) {
    batch.skip({ ...at, message: `Act ${r.record.number} of ${r.record.year}: the texts write ${JSON.stringify(whole)}, a provincial Act; not recorded as national` });
    return undefined;
  }
  batch.warn({
    ...at,
    field: 'title',
    message: `Act ${r.record.number} of ${r.record.year}: the title ${JSON.stringify(r.record.title)} is cut short; the texts write it whole, ${JSON.stringify(whole)}, which is recorded`,
  });
  return { ...r.record, title: whole };
}

/** The highest-ranked candidate; ties keep the first read (files are read in sorted order), so the choice is stable. */
const best = (list: Candidate[]) => list.reduce((top, c) => (compareRank(c.rank, top.rank) > 0 ? c : top));

/**
 * A work's documents: the highest-ranked candidate (its current text) and, when it is dated, every
 * earlier expression read, one per date (the best of each), as its older versions. An earlier text
 * that is incomplete (works.ts) is a partial copy, not the law as it stood, and is no version.
 */
function versionsOf(list: Candidate[]): LibraryDocument[] {
  const top = best(list).doc;
  if (!top.expression_date) return [top];
  const byDate = new Map<string, Candidate[]>();
  for (const c of list) {
    const date = c.doc.expression_date;
    if (!date || date >= top.expression_date || completeness(c.doc.key, c.doc.sections ?? []) < 1) continue;
    byDate.set(date, [...(byDate.get(date) ?? []), c]);
  }
  return [...[...byDate.keys()].sort().map((date) => best(byDate.get(date)!).doc), top];
}

/** The documents and Act records to write: per key its current text and older versions (oldest first), one record per Act, in a stable order. */
export function resolve(batch: Batch): { documents: LibraryDocument[]; records: ActRecord[] } {
  const documents: LibraryDocument[] = [];
  for (const [, list] of [...batch.candidates].sort(([a], [b]) => a.localeCompare(b))) documents.push(...versionsOf(list).map((doc) => judgmentAddressed(batch, doc)));
  const held = new Set(documents.filter((d) => d.act_number && d.act_year).map((d) => `${d.act_year}/${d.act_number}`));
  const byAct = new Map<string, RecordCandidate>();
  for (const r of batch.records) {
    const id = `${r.record.year}/${r.record.number}`;
    // An Act held as a document is verified by its official copy; a heuristic record must not rename it.
    if (held.has(id) && r.priority < 10) continue;
    const prev = byAct.get(id);
    if (prev) disagreement(batch, prev, r);
    if (!prev || r.priority > prev.priority) byAct.set(id, r);
  }
  const records = [...byAct.values()].flatMap((r) => repairedTitle(batch, r) ?? []).sort((a, b) => a.year - b.year || a.number - b.number);
  return { documents, records };
}
