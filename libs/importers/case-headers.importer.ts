import { normalizeCitation } from '#libs/citations/normalize.js';
import type { LibraryDocument } from '#libs/library/model.js';
import type { Batch } from './batch.js';
import { caseKey, COURTS } from './cases.importer.js';
import type { JudgmentParts } from './judgments.js';
import { firstLineHas, jsonLines, requireString } from './jsonlines.js';
import { documentErrors, isDate } from './validate.js';

/** Is this JSON Lines text the judgments' headers read from their first pages (`neutral`, `neutral_as_printed`, `decided_on`)? */
export function isCaseHeaders(firstLine: string): boolean {
  return firstLineHas(firstLine, 'file', 'neutral', 'neutral_as_printed', 'name', 'decided_on');
}

/**
 * SAFLII's page for a neutral citation (`https://www.saflii.org/za/cases/ZACC/2026/1.html`): SAFLII's
 * scheme gives every neutral citation a page, where the source gives no link of its own.
 */
export function safliiUrl(neutral: string): string | undefined {
  const n = normalizeCitation(neutral);
  return n?.kind === 'neutral' ? `https://www.saflii.org/za/cases/${n.court}/${n.year}/${n.number}.html` : undefined;
}

/** The id a citing text is named by in `found_in`: the source file's name without `.json`. */
export const headerId = (file: string) => file.replace(/\.json$/i, '');

/**
 * Judgments read from their own first pages (`cases/zacc_2026_headers.jsonl`: `{file, neutral,
 * neutral_as_printed, name, case_number, heard_on, decided_on, judgment}`): a judgment record each
 * (no text), keyed by its neutral citation (`zacc/2026/1`), with the names, case number and decision
 * date the header states and SAFLII's page for the citation as its link. `neutral` is the citation
 * as the Court numbers it; `neutral_as_printed` keeps a misprint of the page (`[2026] ZACC [1]`) and
 * is not read. The record joins the judgments (by its file's name) so that the citations its first
 * page makes (cases/citations_in_official_texts.jsonl) become its cited groups.
 */
export function readCaseHeaders(file: string, content: string, batch: Batch, parts: JudgmentParts): void {
  for (const { line, obj } of jsonLines(file, content, batch)) {
    const source = requireString(file, line, obj, 'file', batch);
    const neutral = requireString(file, line, obj, 'neutral', batch);
    const name = requireString(file, line, obj, 'name', batch);
    if (!source || !neutral || !name) continue;
    const key = caseKey(neutral);
    if (!key) {
      batch.reject({ file, line, field: 'neutral', message: `not a neutral citation: ${JSON.stringify(neutral)}` });
      continue;
    }
    if (!isDate(obj.decided_on)) {
      batch.reject({ file, line, field: 'decided_on', message: 'required, a date YYYY-MM-DD' });
      continue;
    }
    if (obj.case_number !== undefined && obj.case_number !== null && typeof obj.case_number !== 'string') {
      batch.reject({ file, line, field: 'case_number', message: 'a string' });
      continue;
    }
    const citation = neutral.replace(/\s+/g, ' ').trim();
    const names = name.replace(/\s+/g, ' ').trim();
    const doc: LibraryDocument = {
      key,
      type: 'judgment',
      title: names,
      url: safliiUrl(citation)!,
      date: obj.decided_on,
      citation,
      court: COURTS[normalizeCitation(citation)!.court] ?? normalizeCitation(citation)!.court,
      parties: names,
      source: `judgment header: ${source}`,
    };
    if (typeof obj.case_number === 'string' && obj.case_number.trim()) doc.case_number = obj.case_number.replace(/\s+/g, ' ').trim();
    const errors = documentErrors(doc);
    if (errors.length) {
      for (const e of errors) batch.reject({ file, line, field: e.field, message: e.message });
      continue;
    }
    const id = headerId(source);
    if (parts.judgments.has(id)) {
      batch.reject({ file, line, field: 'file', message: `${source} is read twice` });
      continue;
    }
    parts.judgments.set(id, { file, line, doc });
  }
}
