import path from 'node:path';
import type { LibraryDocument } from '#libs/library/model.js';
import type { Batch } from './batch.js';
import { documentErrors, isHttpUrl } from './validate.js';

const DOCUMENT_FIELDS = new Set([
  'kind', 'key', 'type', 'title', 'url', 'date', 'act_number', 'act_year', 'gazette', 'repealed', 'citation',
  'parallel_citations', 'case_number', 'court', 'parties', 'sections', 'text', 'cited_groups', 'source', 'expression_date', 'repeal', 'amendments',
]);
const SECTION_FIELDS = new Set(['number', 'heading', 'text', 'ref']);
const RECORD_FIELDS = new Set(['kind', 'number', 'year', 'title', 'repealed', 'url', 'source']);
const COVERAGE_FIELDS = new Set(['kind', 'court', 'year', 'judgments', 'source']);
const ACT_COVERAGE_FIELDS = new Set(['kind', 'year', 'acts', 'source']);

/** Act records read from an interchange file outrank heuristic ones: an operator vouches for them. */
export const INTERCHANGE_RECORD_PRIORITY = 20;

/** Is this JSON Lines text in the interchange format (its first object has `kind`)? */
export function isInterchange(firstLine: string): boolean {
  try {
    const v = JSON.parse(firstLine);
    return typeof v === 'object' && v !== null && 'kind' in v;
  } catch {
    return true; // a malformed first line is reported by the interchange reader
  }
}

/** The library interchange format (docs corpus-format.md): one document or act_record per line. */
export function readInterchange(file: string, content: string, batch: Batch): void {
  content.split(/\r?\n/).forEach((raw, i) => {
    const line = i + 1;
    if (!raw.trim()) return;
    let obj: Record<string, unknown>;
    try {
      obj = JSON.parse(raw);
    } catch (err) {
      batch.reject({ file, line, message: `malformed JSON: ${(err as Error).message}` });
      return;
    }
    if (typeof obj !== 'object' || obj === null || Array.isArray(obj)) {
      batch.reject({ file, line, message: 'a line must be a JSON object' });
      return;
    }
    if (obj.kind === 'document') readDocument(file, line, obj, batch);
    else if (obj.kind === 'act_record') readRecord(file, line, obj, batch);
    else if (obj.kind === 'coverage') readCoverage(file, line, obj, batch);
    else if (obj.kind === 'act_coverage') readActCoverage(file, line, obj, batch);
    else batch.reject({ file, line, field: 'kind', message: `unknown kind ${JSON.stringify(obj.kind)} (document, act_record, coverage or act_coverage)` });
  });
}

function unknownFields(file: string, line: number, obj: object, known: Set<string>, batch: Batch, prefix = ''): void {
  for (const f of Object.keys(obj)) {
    if (!known.has(f)) batch.warn({ file, line, field: prefix + f, message: 'unknown field, not imported' });
  }
}

function readDocument(file: string, line: number, obj: Record<string, unknown>, batch: Batch): void {
  unknownFields(file, line, obj, DOCUMENT_FIELDS, batch);
  if (Array.isArray(obj.sections)) {
    obj.sections.forEach((s, i) => {
      if (s && typeof s === 'object') unknownFields(file, line, s, SECTION_FIELDS, batch, `sections[${i}].`);
    });
  }
  const picked = Object.fromEntries(Object.entries(obj).filter(([k]) => DOCUMENT_FIELDS.has(k) && k !== 'kind'));
  if (Array.isArray(picked.sections)) {
    picked.sections = picked.sections.map((s) =>
      s && typeof s === 'object' ? Object.fromEntries(Object.entries(s).filter(([k]) => SECTION_FIELDS.has(k))) : s,
    );
  }
  const doc = { ...picked, source: typeof picked.source === 'string' ? picked.source : `interchange:${path.basename(file)}` } as LibraryDocument;
  const errors = documentErrors(doc);
  if (obj.source !== undefined && typeof obj.source !== 'string') errors.push({ field: 'source', message: 'a string' });
  if (errors.length) {
    for (const e of errors) batch.reject({ file, line, field: e.field, message: e.message });
    return;
  }
  if (doc.type === 'judgment' && !doc.parties) doc.parties = doc.title;
  // Lines of one key with different expression dates are versions of one work: the newest is current.
  batch.addDocument(doc, [doc.expression_date ?? '']);
}

function readRecord(file: string, line: number, obj: Record<string, unknown>, batch: Batch): void {
  unknownFields(file, line, obj, RECORD_FIELDS, batch);
  const errors: { field: string; message: string }[] = [];
  const int = (v: unknown) => Number.isInteger(v) && (v as number) > 0;
  if (!int(obj.number)) errors.push({ field: 'number', message: 'required, a positive integer' });
  if (!int(obj.year) || (obj.year as number) < 1800 || (obj.year as number) > 2200) errors.push({ field: 'year', message: 'required, a year 1800-2200' });
  if (typeof obj.title !== 'string' || !obj.title.trim()) errors.push({ field: 'title', message: 'required, a non-empty string' });
  if (obj.repealed !== undefined && typeof obj.repealed !== 'boolean') errors.push({ field: 'repealed', message: 'a boolean' });
  if (obj.url !== undefined && !isHttpUrl(obj.url)) errors.push({ field: 'url', message: 'an absolute http(s) URL' });
  if (obj.source !== undefined && typeof obj.source !== 'string') errors.push({ field: 'source', message: 'a string' });
  if (errors.length) {
    for (const e of errors) batch.reject({ file, line, ...e });
    return;
  }
  batch.addRecord(
    {
      number: obj.number as number,
      year: obj.year as number,
      title: (obj.title as string).trim(),
      repealed: obj.repealed as boolean | undefined,
      url: obj.url as string | undefined,
      source: (obj.source as string | undefined) ?? `interchange:${path.basename(file)}`,
    },
    INTERCHANGE_RECORD_PRIORITY,
  );
}

/**
 * A verified coverage record (an extension of the interchange format, docs/verification.md): a
 * court's count of judgments for a year (`{"kind":"coverage","court":"ZACC","year":2020,"judgments":35}`),
 * or, without `judgments`, a law-report series-year the library maps completely (`"court":"SA"`).
 */
function readCoverage(file: string, line: number, obj: Record<string, unknown>, batch: Batch): void {
  unknownFields(file, line, obj, COVERAGE_FIELDS, batch);
  const errors: { field: string; message: string }[] = [];
  if (typeof obj.court !== 'string' || !/^[A-Z]{2,12}$/.test(obj.court)) errors.push({ field: 'court', message: 'required, a court code (ZACC) or report series (SA, BCLR, ALLSA) in capitals' });
  if (!Number.isInteger(obj.year) || (obj.year as number) < 1800 || (obj.year as number) > 2200) errors.push({ field: 'year', message: 'required, a year 1800-2200' });
  if (obj.judgments !== undefined && !(Number.isInteger(obj.judgments) && (obj.judgments as number) > 0)) errors.push({ field: 'judgments', message: 'a positive integer' });
  if (obj.source !== undefined && typeof obj.source !== 'string') errors.push({ field: 'source', message: 'a string' });
  if (errors.length) {
    for (const e of errors) batch.reject({ file, line, ...e });
    return;
  }
  batch.coverage.push({
    court: obj.court as string,
    year: obj.year as number,
    ...(obj.judgments !== undefined ? { judgments: obj.judgments as number } : {}),
    source: (obj.source as string | undefined) ?? `interchange:${path.basename(file)}`,
  });
}

/**
 * A verified count of a year's national Acts (an extension of the interchange format,
 * docs/verification.md): `{"kind":"act_coverage","year":1995,"acts":66,"source":"..."}`. The year's
 * Acts are covered once the library holds every number from 1 to the count; a missing Act of a
 * covered year is then not_found.
 */
function readActCoverage(file: string, line: number, obj: Record<string, unknown>, batch: Batch): void {
  unknownFields(file, line, obj, ACT_COVERAGE_FIELDS, batch);
  const errors: { field: string; message: string }[] = [];
  if (!Number.isInteger(obj.year) || (obj.year as number) < 1910 || (obj.year as number) > 2200) errors.push({ field: 'year', message: 'required, a year 1910-2200 (national Acts of the Union and the Republic)' });
  if (!Number.isInteger(obj.acts) || (obj.acts as number) < 1 || (obj.acts as number) > 9999) errors.push({ field: 'acts', message: "required, the year's count of national Acts, 1-9999" });
  if (obj.source !== undefined && typeof obj.source !== 'string') errors.push({ field: 'source', message: 'a string' });
  if (errors.length) {
    for (const e of errors) batch.reject({ file, line, ...e });
    return;
  }
  batch.actCoverage.push({ year: obj.year as number, acts: obj.acts as number, source: (obj.source as string | undefined) ?? `interchange:${path.basename(file)}` });
}
