import path from 'node:path';
import { normalizeCitation } from '#libs/citations/normalize.js';
import type { LibraryDocument } from '#libs/library/model.js';
import type { Batch } from './batch.js';
import { caseKey, COURTS } from './cases.importer.js';
import { writtenDate } from './dates.js';
import type { JudgmentParts } from './judgments.js';
import { firstLineHas, jsonLines, requireString } from './jsonlines.js';
import { documentErrors } from './validate.js';
import { nameHolds } from './works.js';

/** Is this JSON Lines text the Constitutional Court's own judgment records (`neutral_citation_line`, `text`)? */
export function isConcourt(firstLine: string): boolean {
  return firstLineHas(firstLine, 'neutral_citation_line', 'text');
}

// A neutral citation inside a longer string: the last one is the judgment's own.
const NEUTRAL_IN = /\[\d{4}\]\s*ZA[A-Z]+\s+\d+/g;

/** What the judgment's own header states: names and neutral citation, case numbers, decision date. */
export function concourtHeader(text: string): { names?: string; citation?: string; caseNumbers: string[]; decided?: string } {
  // The header ends where the order or the judgment begins.
  const end = text.search(/\n\s*(ORDER|JUDGMENT)\s*\n/);
  const head = text.slice(0, end > 0 ? end : 8000);
  const at = head.search(/Neutral citation:/);
  const caseNumbers = [...new Set([...head.slice(0, at > 0 ? at : head.length).matchAll(/\bCCT\s*(\d+\/\d+)/g)].map((m) => `CCT ${m[1]}`))];
  const out: { names?: string; citation?: string; caseNumbers: string[]; decided?: string } = { caseNumbers };
  const line = at >= 0 ? head.slice(at + 'Neutral citation:'.length).split(/\n[ \t]*\n/)[0].replace(/\s+/g, ' ').trim() : '';
  const neutral = [...line.matchAll(NEUTRAL_IN)].pop();
  if (neutral) {
    out.citation = neutral[0].replace(/\s+/g, ' ');
    out.names = line.slice(0, neutral.index).trim() || undefined;
  }
  const decided = head.match(/Decided on:\s*([^\n]*)/);
  if (decided) out.decided = writtenDate(decided[1]);
  return out;
}

const caseNumberOf = (s: string) => s.replace(/^CCT\s*/, 'CCT ').trim();

/**
 * Constitutional Court judgments from the Court's own repository (`zacc_2025_concourt.jsonl`): the
 * official text, whole, with its numbered paragraphs. The header the text opens with is the judgment
 * itself, so where the record's metadata disagrees with it the text wins, and the disagreement is
 * reported as a warning and kept visible (the record's case number stays in `case_number`).
 */
export function readConcourt(file: string, content: string, batch: Batch, parts: JudgmentParts): void {
  for (const { line, obj } of jsonLines(file, content, batch)) {
    const id = requireString(file, line, obj, '_id', batch);
    const text = requireString(file, line, obj, 'text', batch);
    const url = requireString(file, line, obj, 'url', batch);
    if (!id || !text || !url) continue;
    const header = concourtHeader(text);
    const warn = (field: string, message: string) => batch.warn({ file, line, field, message });
    const recordCitation = typeof obj.citation === 'string' ? obj.citation.trim() : undefined;
    const citation = header.citation ?? recordCitation;
    if (!citation || normalizeCitation(citation)?.kind !== 'neutral') {
      batch.reject({ file, line, field: 'citation', message: 'no neutral citation in the record or the text header' });
      continue;
    }
    if (!header.citation) warn('citation', `the text header states no neutral citation; the record's ${recordCitation} is used`);
    else if (recordCitation && normalizeCitation(recordCitation)?.norm !== normalizeCitation(header.citation)?.norm) {
      warn('citation', `the record gives ${recordCitation}, the text ${header.citation}: the text's is kept`);
    }

    const recordNumber = typeof obj.case_number === 'string' && obj.case_number.trim() ? caseNumberOf(obj.case_number) : undefined;
    let caseNumber = header.caseNumbers.join('; ') || recordNumber;
    if (recordNumber && header.caseNumbers.length && header.caseNumbers[0] !== recordNumber) {
      const listed = header.caseNumbers.includes(recordNumber);
      warn('case_number', `the record gives ${recordNumber}, the text ${header.caseNumbers.join(', ')}${listed ? ' (the record names one of the cases decided together)' : ''}: the text's are kept`);
      if (!listed) caseNumber = `${caseNumber} (record: ${recordNumber})`;
    }
    const recordDate = typeof obj.date === 'string' ? obj.date : undefined;
    if (header.decided && recordDate && header.decided !== recordDate) warn('date', `the record gives ${recordDate}, the text ${header.decided}: the text's is kept`);

    const recordTitle = typeof obj.title === 'string' && obj.title.trim() ? obj.title.trim().replace(/\s+/g, ' ') : undefined;
    const names = header.names ?? recordTitle;
    // The record's title where it names the case otherwise than the header (every matter decided
    // together, `(a) Forge Packaging ... ; (b) United Manganese ...`, where the header names one `and
    // four other cases`; a party's given names): an official name too, so a citation written with it
    // agrees (names of consolidated matters agree one by one). Read from the header alone, both were
    // accused of belonging to another case.
    const alsoNamed = recordTitle && names && !nameHolds(names, recordTitle) ? recordTitle : undefined;
    const key = caseKey(citation)!;
    const doc: LibraryDocument = {
      key,
      type: 'judgment',
      title: names ?? citation,
      url,
      citation,
      court: COURTS[normalizeCitation(citation)!.court] ?? 'Constitutional Court',
      text,
      source: `concourt:${path.basename(file)}`,
    };
    const date = header.decided ?? recordDate;
    if (date) doc.date = date;
    if (caseNumber) doc.case_number = caseNumber;
    if (names) doc.parties = alsoNamed ? `${names}; ${alsoNamed}` : names;
    const errors = documentErrors(doc);
    if (errors.length) {
      for (const e of errors) batch.reject({ file, line, field: e.field, message: e.message });
      continue;
    }
    parts.judgments.set(id, { file, line, doc });
  }
}
