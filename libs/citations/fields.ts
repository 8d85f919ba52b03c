import { fullName } from './names.js';
import { readNameAt, type WrittenName } from './name-reader.js';
import { clean, isVersus, trimEnd, trimStart } from './tokens.js';

/**
 * Names in fields and tables: a name given by its label (`Case: X v Y`, `"case": "X v Y"`), or in a
 * table's cell beside or above the citation's (`| X v Y | [2020] ZACC 12 |`), whichever column comes first.
 */

/** The words of a citation's field label (`Citation`, `Neutral citation`, `neutral_citation`, `Reported`). */
const CITATION_FIELD = String.raw`(?:(?:media[ _]?)?neutral[ _]?|sa[ _]|law[ _]|parallel[ _])?(?:citations?|cite|reported(?: (?:at|in|as))?|reports?|reference)`;
/** The words of a name's field label (`Case`, `Case name`, `Title`, `Parties`). */
const NAME_FIELD = String.raw`case(?: (?:name|title))?|title|name|matter|parties`;
/** A field's label before a citation, its colon, quotes and emphasis left off. */
const CITATION_LABEL = new RegExp(String.raw`(?:^|[^\p{L}_])${CITATION_FIELD}$`, 'iu');
/**
 * A field's label before a name, at the field's start (`Case:`, `Case name:`, `**Title:**`, `- case:`,
 * `"case": "`; not `Judge name:`, `Short name:`). Group 1: the label's word.
 */
const NAME_LABEL = new RegExp(String.raw`(?:^|[
;,{|])[ 	]*(?:[-•*][ 	]+)?[*_"']*(${NAME_FIELD})[*_"']* ?[:=][*_]*`, 'giu');
/** A citation's label anywhere (CITATION_LABEL without its anchor at the end). */
const CITATION_LABEL_ANY = new RegExp(String.raw`(?:^|[^\p{L}_])${CITATION_FIELD}[*_"']* ?[:=]`, 'giu');
/** The most characters a labelled name and its label are read back over. */
const LABEL_WINDOW = 300;
const LABEL_EDGE = /[\s"'*_]/;
/** What ends a field's value: a line break, a semicolon, a JSON string's end, a sentence before another label (`. Notes:`). */
const FIELD_END = /[\n\r;]|",|\.\s+\p{Lu}\p{L}*(?: \p{L}+)? ?:/u;
/** A case number as a field's value (`CCT 14/96`): no name. */
const CASE_NUMBER_VALUE = /^\(?(?:CCT|CA|JA|JR|LAC|SCA|[ACDJPR])?\s?\d{1,6}\/\d{2,4}\)?$/i;

/**
 * The name of a record written as fields (`Case: Barkhuizen v Napier\nCitation: [2007] ZACC 5`, `Title:
 * S v Zuma; Citation: [1995] ZACC 3`, `{"case": "S v Zuma", "citation": "[1995] ZACC 3"}`): the value of
 * the name's field, to the end of that field (other fields may stand between: `Date:`, `Judge:`), or
 * the words before the citation's label on its own line when no field names it. Undefined when the
 * citation has no label; '' when no name stands there. Read through the labels, `Citation` was read
 * into the name (a genuine citation accused) or the name was lost (a wrong one confirmed).
 */
export function labelledName(text: string, from: number, at: number): WrittenName | '' | undefined {
  const lo = Math.max(from, at - LABEL_WINDOW);
  let e = at;
  while (e > lo && LABEL_EDGE.test(text[e - 1])) e--;
  if (e <= lo || (text[e - 1] !== ':' && text[e - 1] !== '=')) return undefined;
  e--;
  while (e > lo && LABEL_EDGE.test(text[e - 1])) e--;
  const label = CITATION_LABEL.exec(text.slice(lo, e));
  if (!label) return undefined;
  const labelStart = lo + label.index + (/^\p{L}/u.test(label[0]) ? 0 : 1);
  let valueFrom: number | undefined;
  let labelWord = '';
  let field = 0;
  for (const m of text.slice(lo, labelStart).matchAll(NAME_LABEL)) {
    valueFrom = lo + m.index + m[0].length;
    labelWord = m[1].toLowerCase();
    field = lo + m.index;
  }
  // Records written citation first (`Citation: [2001] ZACC 22\nCase: Fose v ...\n\nCitation: [1997]
  // ZACC 6\nCase: Carmichele v ...`): a name field right after the citation before belongs to it, as the
  // records before show (no name field before that citation's label); read as this one's, a wrong
  // citation was confirmed by the record before.
  if (valueFrom !== undefined && from > 0 && citationFirst(text, from, field)) return '';
  let valueEnd = labelStart;
  if (valueFrom !== undefined) {
    const fieldEnd = FIELD_END.exec(text.slice(valueFrom, labelStart));
    if (fieldEnd) valueEnd = valueFrom + fieldEnd.index;
  } else {
    // No field names the case: the words before the label on its own line (`Fose v Minister ...,
    // Citation: ...`), else a full name alone on the line just above (`Fose v Minister ...\nCitation:
    // ...`), never lines further up (other fields: `Case number: CCT 14/96`).
    valueFrom = Math.max(from, text.lastIndexOf('\n', labelStart - 1) + 1);
    // (Not another field's value: `"respondent": "Minister ..."`, `Respondent name: ...`.)
    if (/[:=]/.test(text.slice(valueFrom, labelStart))) return '';
    if (!/\S/.test(text.slice(valueFrom, labelStart).replace(/[*_\-•]/g, '')) && valueFrom > from) {
      const above = Math.max(from, text.lastIndexOf('\n', valueFrom - 2) + 1);
      const line = text.slice(above, valueFrom - 1);
      const name = line.includes(':') ? undefined : readNameAt(text, above, above + line.trimEnd().length);
      return name && fullName(` ${name.name} `) && /^[\s*_>•·-]*$/.test(text.slice(above, name.start)) ? name : '';
    }
  }
  while (valueEnd > valueFrom && /[\s;,."'|*_]/.test(text[valueEnd - 1])) valueEnd--;
  if (valueEnd <= valueFrom || CASE_NUMBER_VALUE.test(text.slice(valueFrom, valueEnd).replace(/^[\s"'*_]+/, ''))) return '';
  const name = readNameAt(text, valueFrom, valueEnd);
  // A `name` or `title` field may name a person or a document (`Name: Adv J Smith SC`): only a case's
  // full name is read from it.
  if (!name || ((labelWord === 'name' || labelWord === 'title') && !fullName(` ${name.name} `))) return '';
  return name;
}

/**
 * Whether the records before `from` (the end of the citation before) are written citation first: the
 * name field starting at `field` follows that citation with only separators between (a list's or a
 * table's, a JSON object's), and no name field stands before that citation's label in its record.
 */
function citationFirst(text: string, from: number, field: number): boolean {
  if (!/^[\s"'}\],;|*_•{[-]*$/.test(text.slice(from, field))) return false;
  const before = text.slice(Math.max(0, from - LABEL_WINDOW), from);
  let citationLabel = -1;
  for (const m of before.matchAll(CITATION_LABEL_ANY)) citationLabel = m.index;
  if (citationLabel < 0) return false;
  // (A name field before that citation's label, after any citation before it: the records are name first.)
  let nameLabel = -1;
  for (const m of before.slice(0, citationLabel).matchAll(NAME_LABEL)) nameLabel = m.index;
  const citationBefore = Math.max(before.lastIndexOf(']', citationLabel), before.lastIndexOf(')', citationLabel));
  return nameLabel < 0 || nameLabel < citationBefore;
}

/**
 * The case name in a markdown table's row whose cell holds the citation (`| Smith v Jones |
 * Constitutional Court | [2022] ZACC 14 |`): the first cell of the row (after any citation before it)
 * holding a full name (`v`, `Ex parte`, `In re`), else the nearest holding a name that is not a court's code, a year or a date
 * (`| Grootboom | 2001 (1) SA 46 (CC) |`). Read from the cell beside it alone, a court's column was
 * taken for the name (a genuine citation accused) or a wrong name was never read. Undefined when the
 * citation is not in such a cell; '' when the row holds no name.
 */
export function tableName(text: string, from: number, at: number): WrittenName | '' | undefined {
  let p = at;
  while (p > from && (text[p - 1] === ' ' || text[p - 1] === '\t')) p--;
  if (p <= from || text[p - 1] !== '|') return undefined;
  const lineStart = Math.max(from, text.lastIndexOf('\n', p - 1) + 1);
  const cells: Array<[number, number]> = [];
  let end = p - 1;
  for (let q = end - 1; q >= lineStart - 1 && cells.length < 8; q--) {
    if (q < lineStart || text[q] === '|') {
      cells.push([q + 1, end]);
      end = q;
      if (q < lineStart) break;
    }
  }
  // The first cell of the row holding a full name: a table's case column comes first, and a later
  // column may mention another case (`| Fose v Minister ... | cf Carmichele v Minister | [1997] ZACC 6 |`).
  let full: WrittenName | undefined;
  let fallback: WrittenName | undefined;
  let labels = 0;
  for (const [k, [a, b]] of cells.entries()) {
    // The parties in cells of their own, a `v` in its own between them (`| Smith | v | Minister ... |`):
    // read from the cell nearest the citation, the respondent alone agreed with another case.
    if (isVersus(text.slice(a, b).trim()) && cells[k - 1] && cells[k + 1]) {
      const left = text.slice(...cells[k + 1]);
      const right = text.slice(...cells[k - 1]);
      const parties = `${clean(left)} v ${clean(right)}`;
      if (/\p{L}/u.test(left + right)) return { name: parties, start: cells[k + 1][0] + left.length - left.trimStart().length, end: cells[k - 1][1] - (right.length - right.trimEnd().length) };
    }
    // (A field's label in a table of fields, `| Citation | [1997] ZACC 6 |`, is no name.)
    if (LABEL_CELL.test(cellText(text.slice(a, b)))) {
      labels++;
      continue;
    }
    const name = readNameAt(text, a, b);
    if (!name) continue;
    if (fullName(name.name) || /^(?:ex\s+parte|in\s+re)\b/i.test(name.name)) full = name;
    else if (!fallback && !/^(?:\p{Lu}{1,5}|\d[\d\s\-/.]*)$/u.test(name.name)) fallback = name;
  }
  // A table of fields, one a row (`| Case | Fose v Minister ... |\n| Citation | [1997] ZACC 6 |`): the
  // case's row just above.
  if (!full && !fallback && labels > 0 && lineStart > from) return fieldRowAbove(text, from, lineStart) ?? '';
  return full ?? fallback ?? '';
}

/** The name in the row above `lineStart` of a table of fields (`| Case | Fose v Minister ... |`): its value cell read. */
function fieldRowAbove(text: string, from: number, lineStart: number): WrittenName | undefined {
  const above = Math.max(from, text.lastIndexOf('\n', lineStart - 2) + 1);
  const row = text.slice(above, lineStart - 1);
  const cells = row.split('|');
  if (cells.length < 4 || !/^\s*$/.test(cells[0]) || !NAME_CELL.test(cellText(cells[1]))) return undefined;
  // (A citation's row above the name's: the table is written citation first, and the name is that citation's.)
  const higher = text.lastIndexOf('\n', above - 2) + 1;
  const first = text.slice(higher, Math.max(higher, above - 1)).split('|')[1] ?? '';
  if (above > from && CITATION_CELL.test(cellText(first))) return undefined;
  const start = above + cells[0].length + 1 + cells[1].length + 1;
  const name = readNameAt(text, start, start + cells[2].length);
  return name && fullName(` ${name.name} `) ? name : undefined;
}

const EMPHASIS = new Set(['*', '_']);
/** A table cell's words, its spaces and emphasis left off (`| **Case** |`). */
const cellText = (cell: string) => trimEnd(trimStart(cell.trim(), EMPHASIS), EMPHASIS);
/** A table's cell holding the label of a case's name (`| Case | Fose v Minister ... |`). */
const NAME_CELL = new RegExp(`^(?:${NAME_FIELD})$`, 'i');
/** A table's cell holding a citation's label. */
const CITATION_CELL = /^(?:(?:media )?neutral |sa |law |parallel )?(?:citations?|cite|reported|reports?|reference)$/i;
/** A table's cell holding a field's label (`| Citation | [1997] ZACC 6 |`). */
const LABEL_CELL = new RegExp(`^(?:${NAME_FIELD}|(?:media neutral |neutral |sa |law )?citations?|cite|reported|reports?|reference|court|judges?|coram|date|year)$`, 'i');
