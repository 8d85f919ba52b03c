import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Kysely } from 'kysely';
import type { DB } from '#libs/db/schema.js';
import type { DocType } from '#libs/contracts/limits.js';
import { LibraryRepository, type SaveOutcome } from '#libs/library/library.repository.js';
import type { ActRecord, LibraryDocument } from '#libs/library/model.js';
import { readActReferences } from './act-records.importer.js';
import { readAkomaNtoso, isAkomaNtoso } from './akn.importer.js';
import { isBluebell, readBluebell } from './bluebell.importer.js';
import { Batch, formatProblem, resolve, type Problem } from './batch.js';
import { assembleBills, isBillProceedings, isPmgBills, readAssentDates, readBillProceedings, readBillStages, readBillTable, readPmgBills, type BillMap } from './bills.importer.js';
import { isCaseHeaders, readCaseHeaders } from './case-headers.importer.js';
import { assembleCases, isCaseApp, isCitedCases, readCaseApp, readCaseIndex, readCitedCases, type CaseRecordPart } from './cases.importer.js';
import { isConcourt, readConcourt } from './concourt.importer.js';
import { csvHeader } from './csv.js';
import { isGazettes, readGazettes } from './gazettes.importer.js';
import { assembleJudgments, type JudgmentParts } from './judgments.js';
import { isInterchange, readInterchange } from './jsonl.importer.js';
import { isLawsAfricaApp, readLawsAfricaApp } from './lawsafrica.importer.js';
import { isNationalActs, readNationalActs } from './national-acts.importer.js';
import { isOfficialCitations, readOfficialCitations } from './official-citations.importer.js';
import { isParallels, readParallels } from './parallels.importer.js';
import { isScaSite, readScaSite } from './sca-site.importer.js';

export type OutcomeCounts = Record<SaveOutcome, number>;

export interface ImportReport {
  documents: Partial<Record<DocType, OutcomeCounts>>;
  /** Sections of the documents inserted or updated (unchanged documents are not rewritten). */
  sectionsWritten: number;
  sectionsTotal: number;
  records: OutcomeCounts;
  /** A work's expressions before the one imported as its text (its earlier versions); `documents` counts the works. */
  versions: OutcomeCounts;
  coverage: OutcomeCounts;
  rejected: Problem[];
  warnings: Problem[];
  skipped: Problem[];
  files: number;
  ms: number;
  /** The term index rebuilt after the load (LibraryRepository.compactTermIndex). */
  compacted: boolean;
}

export interface ImportOptions {
  /** Called after each document or record is written: a progress display. */
  onProgress?: (done: number, total: number) => void;
}

/** Every file below the given paths, in a stable (sorted) order. */
export function listFiles(paths: string[]): string[] {
  const out: string[] = [];
  const walk = (p: string) => {
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(p).sort()) walk(path.join(p, name));
    } else out.push(p);
  };
  for (const p of paths) walk(p);
  return out;
}

/** Where in a text a JSON.parse error points, as a line number. */
function jsonErrorLine(content: string, err: Error): number | undefined {
  const pos = err.message.match(/position (\d+)/)?.[1];
  return pos === undefined ? undefined : content.slice(0, Number(pos)).split('\n').length;
}

interface Readers {
  cases: CaseRecordPart[];
  bills: BillMap;
  judgments: JudgmentParts;
}

/** Sections already read from another file: Laws.Africa's `{frbr_uri, sections: [{eid, ...}]}` derived from a Bluebell text. */
function isDerivedSections(value: unknown): boolean {
  const v = value as { frbr_uri?: unknown; sections?: unknown[] } | null;
  return !!v && typeof v.frbr_uri === 'string' && Array.isArray(v.sections) && typeof (v.sections[0] as { eid?: unknown } | undefined)?.eid === 'string';
}

/** Reads one file into the batch, choosing the reader by file type and, where needed, content. */
export function readFile(file: string, batch: Batch, readers: Readers): void {
  // `x.jsonl.gz` is read as `x.jsonl` (the starter library ships compressed).
  const gzipped = /\.gz$/i.test(file);
  const name = path.basename(file).replace(/\.gz$/i, '');
  const ext = path.extname(name).toLowerCase();
  // metadata.json is read with the main.xml beside it.
  if (name === 'metadata.json' && fs.existsSync(path.join(path.dirname(file), 'main.xml'))) return;
  if (!['.jsonl', '.json', '.xml', '.csv', '.txt', '.html'].includes(ext)) {
    batch.skip({ file, message: 'not a library format' });
    return;
  }
  const raw = fs.readFileSync(file);
  const bytes = gzipped ? zlib.gunzipSync(raw) : raw;
  // Parliament's Word HTML is Windows-1252 (`50\x962003`, an en dash): read as UTF-8 it lost the dash.
  let content = bytes.toString('utf8');
  if (ext === '.html' && content.includes('\uFFFD')) content = new TextDecoder('windows-1252').decode(bytes);
  if (ext === '.html') {
    if (isBillProceedings(content)) readBillProceedings(file, content, batch, readers.bills);
    else batch.skip({ file, message: 'HTML other than Proceedings on Bills: not a library format' });
  } else if (ext === '.txt') {
    if (isBluebell(content)) readBluebell(file, content, batch);
    else batch.skip({ file, message: 'plain text without Bluebell markup: not a library format' });
  } else if (ext === '.jsonl') {
    const first = content.split(/\r?\n/).find((l) => l.trim()) ?? '';
    if (isCitedCases(first)) readCitedCases(file, content, batch, readers.cases);
    else if (isConcourt(first)) readConcourt(file, content, batch, readers.judgments);
    else if (isScaSite(first)) readScaSite(file, content, batch, readers.judgments);
    else if (isParallels(first)) readParallels(file, content, batch, readers.judgments);
    else if (isOfficialCitations(first)) readOfficialCitations(file, content, batch, readers.judgments);
    else if (isCaseHeaders(first)) readCaseHeaders(file, content, batch, readers.judgments);
    else if (isNationalActs(first)) readNationalActs(file, content, batch);
    else if (isGazettes(first)) readGazettes(file, content, batch);
    else if (isInterchange(first)) readInterchange(file, content, batch);
    else batch.reject({ file, line: 1, field: 'kind', message: 'JSON Lines without `kind`: not the interchange format' });
  } else if (ext === '.xml') {
    if (isAkomaNtoso(content.slice(0, 2000))) readAkomaNtoso(file, content, batch);
    else batch.reject({ file, element: 'root', message: 'not an Akoma Ntoso document (no akomaNtoso element)' });
  } else if (ext === '.json') {
    let value: unknown;
    try {
      value = JSON.parse(content);
    } catch (err) {
      batch.reject({ file, line: jsonErrorLine(content, err as Error), message: `malformed JSON: ${(err as Error).message}` });
      return;
    }
    if (isLawsAfricaApp(value)) readLawsAfricaApp(file, value, batch);
    else if (isCaseApp(value)) readCaseApp(file, value, batch, readers.cases);
    else if (isPmgBills(value)) readPmgBills(file, value, batch, readers.bills);
    // The sections of an Act derived from its Bluebell text, which is read instead (it is the source).
    else if (isDerivedSections(value)) batch.skip({ file, message: 'sections derived from a Bluebell text; the Bluebell text is read' });
    else batch.reject({ file, element: '$', message: 'unknown JSON document (not constitution-app, case or Bills data)' });
  } else {
    const header = new Set(csvHeader(content));
    if (header.has('neutral_citation')) readCaseIndex(file, content, batch, readers.cases);
    else if (header.has('code') && header.has('bill_type')) readBillTable(file, content, batch, readers.bills);
    else if (header.has('BillNo') && header.has('ActNo')) readAssentDates(file, content, batch, readers.bills);
    else if (header.has('Bill') && header.has('Stage')) readBillStages(file, content, batch, readers.bills);
    else if (header.has('most_common_preceding_title')) readActReferences(file, content, batch);
    // The by-law index is derived from the metadata.json files, which are read with each by-law.
    else if (header.has('xml_path') && header.has('frbr_uri')) batch.skip({ file, message: 'index of the by-law files, read from the files themselves' });
    else batch.reject({ file, line: 1, message: `unknown CSV columns: ${[...header].join(', ')}` });
  }
}

/** What a set of files holds once read and resolved, before anything is written. */
export interface ReadResult {
  documents: LibraryDocument[];
  records: ActRecord[];
  batch: Batch;
  files: number;
}

/** Reads every file under `paths` and resolves what they hold (one document per key, one record per Act). */
export function readPaths(paths: string[]): ReadResult {
  const batch = new Batch();
  const readers: Readers = { cases: [], bills: new Map(), judgments: { judgments: new Map(), parallels: [] } };
  const files = listFiles(paths);
  for (const file of files) {
    try {
      readFile(file, batch, readers);
    } catch (err) {
      batch.reject({ file, message: `could not be read: ${(err as Error).message}` });
    }
  }
  assembleCases(readers.cases, batch);
  assembleBills(readers.bills, batch);
  assembleJudgments(readers.judgments, batch);
  return { ...resolve(batch), batch, files: files.length };
}

/** Documents per write: one transaction and one multi-row statement per table each; few enough that a failed batch is cheap to write again one by one. */
const WRITE_BATCH = 50;

/** Documents in batches of whole works (resolve puts a key's versions together), about WRITE_BATCH documents each. */
function writeBatches(documents: LibraryDocument[]): LibraryDocument[][][] {
  const batches: LibraryDocument[][][] = [];
  let size = WRITE_BATCH;
  for (const [i, doc] of documents.entries()) {
    if (i > 0 && documents[i - 1].key === doc.key) {
      batches.at(-1)!.at(-1)!.push(doc);
      size++;
      continue;
    }
    if (size >= WRITE_BATCH) {
      batches.push([]);
      size = 0;
    }
    batches.at(-1)!.push([doc]);
    size++;
  }
  return batches;
}

/** Reads every file under `paths`, then writes what they hold (a rejected item never stops the rest), then analyzes the tables and, when the load grew the term index, rebuilds it. */
export async function importPaths(db: Kysely<DB>, paths: string[], options: ImportOptions = {}): Promise<ImportReport> {
  const started = Date.now();
  const { documents, records, batch, files } = readPaths(paths);

  const repo = new LibraryRepository(db);
  const termRows = await repo.termRows();
  const report: ImportReport = {
    documents: {},
    sectionsWritten: 0,
    sectionsTotal: 0,
    records: { inserted: 0, updated: 0, unchanged: 0 },
    versions: { inserted: 0, updated: 0, unchanged: 0 },
    coverage: { inserted: 0, updated: 0, unchanged: 0 },
    rejected: batch.rejected,
    warnings: batch.warnings,
    skipped: batch.skipped,
    files,
    ms: 0,
    compacted: false,
  };
  const total = documents.length + records.length;
  let done = 0;
  const count = (doc: LibraryDocument, outcome: SaveOutcome) => {
    const counts = (report.documents[doc.type] ??= { inserted: 0, updated: 0, unchanged: 0 });
    counts[outcome]++;
    const n = doc.sections?.length ?? 0;
    report.sectionsTotal += n;
    if (outcome !== 'unchanged') report.sectionsWritten += n;
  };
  // A work's versions are written together (its current text once, and a new work's doc_id drawn once).
  for (const docs of writeBatches(documents)) {
    const saved = await repo.saveDocuments(docs.flat()).catch(() => undefined);
    // A batch that fails is written again one work at a time, so only what is wrong is rejected.
    let at = 0;
    for (const work of docs) {
      let outcomes: SaveOutcome[] | undefined = saved?.slice(at, at + work.length).map((x) => x.outcome);
      at += work.length;
      try {
        outcomes ??= (await repo.saveDocuments(work)).map((x) => x.outcome);
        // (resolve puts a work's text last, after its earlier versions.)
        work.forEach((doc, i) => (i === work.length - 1 ? count(doc, outcomes![i]) : report.versions[outcomes![i]]++));
      } catch (err) {
        batch.reject({ file: work[0].source, element: work[0].key, message: `not written: ${(err as Error).message}` });
      }
      done += work.length;
      options.onProgress?.(done, total);
    }
  }
  for (const record of records) {
    try {
      report.records[await repo.saveActRecord(record)]++;
    } catch (err) {
      batch.reject({ file: record.source, element: `Act ${record.number} of ${record.year}`, message: `not written: ${(err as Error).message}` });
    }
    options.onProgress?.(++done, total);
  }
  for (const record of batch.coverage) {
    try {
      report.coverage[await repo.saveCoverage(record)]++;
    } catch (err) {
      batch.reject({ file: record.source, element: `coverage ${record.court} ${record.year}`, message: `not written: ${(err as Error).message}` });
    }
  }
  for (const record of batch.actCoverage) {
    try {
      report.coverage[await repo.saveActCoverage(record)]++;
    } catch (err) {
      batch.reject({ file: record.source, element: `act coverage ${record.year}`, message: `not written: ${(err as Error).message}` });
    }
  }
  await repo.analyze();
  report.compacted = await repo.compactTermIndex(termRows);
  report.ms = Date.now() - started;
  return report;
}

/** The end-of-run summary, one line per item. */
export function formatReport(r: ImportReport): string[] {
  const lines = [`Imported ${r.files} files in ${(r.ms / 1000).toFixed(1)} s`];
  for (const [type, c] of Object.entries(r.documents)) {
    lines.push(`  ${type.padEnd(10)} inserted ${c.inserted}, updated ${c.updated}, unchanged ${c.unchanged}`);
  }
  lines.push(`  sections   ${r.sectionsWritten} written (${r.sectionsTotal} in the documents imported)`);
  if (r.versions.inserted + r.versions.updated + r.versions.unchanged) {
    lines.push(`  earlier versions inserted ${r.versions.inserted}, updated ${r.versions.updated}, unchanged ${r.versions.unchanged}`);
  }
  lines.push(`  act records inserted ${r.records.inserted}, updated ${r.records.updated}, unchanged ${r.records.unchanged}`);
  if (r.coverage.inserted + r.coverage.updated + r.coverage.unchanged) {
    lines.push(`  coverage records inserted ${r.coverage.inserted}, updated ${r.coverage.updated}, unchanged ${r.coverage.unchanged}`);
  }
  lines.push(`  skipped ${r.skipped.length}, warnings ${r.warnings.length}, rejected ${r.rejected.length}`);
  if (r.compacted) lines.push('  term index rebuilt after the load');
  for (const w of r.warnings) lines.push(`warning: ${formatProblem(w)}`);
  for (const p of r.rejected) lines.push(`rejected: ${formatProblem(p)}`);
  return lines;
}
