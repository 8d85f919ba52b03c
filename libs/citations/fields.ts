import { fullName } from './names.js';
import { readNameAt, type WrittenName } from './name-reader.js';
import { SERIES_HEADERS } from './data/series.js';
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

/** A column's header that names reports (`SA Law Reports`, `BCLR`, `Reported`), not other cases (`Followed in`). */
const REPORT_HEADER = new RegExp(`\\b(?:${SERIES_HEADERS.join('|')}|law reports?|reports?|reported|parallel(?: citations?)?|citations?)\\b`, 'i');
const OTHER_CASES_HEADER = /\b(?:followed|related|overrul|cited|see|distinguish|applied|approved|compare|cf|later|earlier|referred|relied)/i;
/** The most lines a table's header is looked for above a row. */
const HEADER_LINES = 60;

/**
 * Whether the markdown table cell holding the citation at `at` lies in a column whose header names
 * reports (`| Case | Neutral | SA Law Reports |`): its citation is the row's case's parallel, and the
 * row's names may accuse it. Read up to the header's separator row (`|---|---|`).
 */
export function reportColumn(text: string, at: number): boolean {
  const header = columnHeader(text, at);
  return header !== undefined && REPORT_HEADER.test(header) && !OTHER_CASES_HEADER.test(header);
}

/** The header of the markdown table's column holding `at`, read up to the header's separator row (`|---|---|`). */
function columnHeader(text: string, at: number): string | undefined {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const column = text.slice(lineStart, at).split('|').length - 1;
  let end = lineStart - 1;
  for (let n = 0; n < HEADER_LINES && end > 0; n++) {
    const start = text.lastIndexOf('\n', end - 1) + 1;
    const line = text.slice(start, end);
    if (/^ *\|? ?:?-{3,}/.test(line)) {
      const headerEnd = start - 1;
      return text.slice(text.lastIndexOf('\n', headerEnd - 1) + 1, Math.max(0, headerEnd)).split('|')[column] ?? '';
    }
    if (!line.trimStart().startsWith('|')) return undefined;
    end = start - 1;
  }
  return undefined;
}

/** The most characters after a citation its record's name is looked for in (a row, a JSON object). */
const RECORD_AFTER = 400;
/** A JSON object's field naming the case: `"case": "`, `"case_name": "`, `"title": "`. */
const NAME_KEY = /"(?:case(?:[ _]?(?:name|title))?|name|title|parties|matter)"\s*:\s*"/giy;

/**
 * A record written citation first, its name after the citation (verification rules: names in a JSON
 * object, a CSV or a table whose citation column comes first): the name field of the JSON object the
 * citation stands in (`{"citation": "[2004] ZASCA 1", "case": "Mokoena v ..."}`), or a later cell of its
 * row (markdown or HTML table, tabs, CSV) that holds a full name and nothing else, in a column not
 * headed by other cases (`Followed in`). Read only where nothing before the citation names it:
 * unread, an invented name beside a genuine citation was confirmed.
 */
export function nameAfter(text: string, end: number): WrittenName | undefined {
  return objectNameAfter(text, end) ?? rowNameAfter(text, end);
}

/** The name field after the citation in the JSON object around it. */
function objectNameAfter(text: string, end: number): WrittenName | undefined {
  // (Windows bounded both ways: a text of one long line of citations is read in linear time.)
  const back = text.slice(Math.max(0, end - RECORD_AFTER), end);
  const open = back.lastIndexOf('{');
  if (open < 0 || back.slice(open).includes('}')) return undefined;
  const ahead = text.slice(end, end + RECORD_AFTER);
  const close = ahead.indexOf('}');
  const stop = end + (close < 0 ? ahead.length : close);
  for (let i = end; i < stop; i++) {
    if (text[i] !== '"') continue;
    NAME_KEY.lastIndex = i;
    const key = NAME_KEY.exec(text);
    if (!key) continue;
    const from = i + key[0].length;
    const to = text.indexOf('"', from);
    if (to < 0 || to > stop) return undefined;
    return wholeName(text, from, to);
  }
  return undefined;
}

/** A full name filling a later cell of the citation's row. */
function rowNameAfter(text: string, end: number): WrittenName | undefined {
  const back = text.slice(Math.max(0, end - RECORD_AFTER), end);
  const lineStart = end - back.length + back.lastIndexOf('\n') + 1;
  const ahead = text.slice(end, end + RECORD_AFTER);
  const lineEnd = end + (ahead.indexOf('\n') < 0 ? ahead.length : ahead.indexOf('\n'));
  const cells = rowCells(text, lineStart, lineEnd);
  const own = cells.findIndex(([a, b]) => a <= end && end <= b);
  if (own < 0 || cells.length < 2) return undefined;
  for (const [a, b] of cells.slice(own + 1)) {
    const header = text[a - 1] === '|' ? columnHeader(text, a) : undefined;
    if (header !== undefined && OTHER_CASES_HEADER.test(header)) continue;
    const name = wholeName(text, a, b);
    if (name) return name;
  }
  return undefined;
}

/**
 * The cells of a line: a markdown row's (`| a | b |`, HTML cells read so), tab-separated cells, or CSV
 * fields where the line is CSV (a quoted field, or fields each a citation or a name without quotes).
 */
function rowCells(text: string, lineStart: number, lineEnd: number): Array<[number, number]> {
  const line = text.slice(lineStart, lineEnd);
  const separator = line.includes('|') ? '|' : line.includes('\t') ? '\t' : ',';
  const cells: Array<[number, number]> = [];
  let from = lineStart;
  let quoted = false;
  for (let i = lineStart; i <= lineEnd; i++) {
    const ch = i < lineEnd ? text[i] : separator;
    if (separator === ',' && ch === '"') quoted = !quoted;
    if (ch === separator && !quoted) {
      cells.push([from, i]);
      from = i + 1;
    }
  }
  // (CSV only where the fields are whole: prose has commas too, `Mokoena v Standard Bank, decided ...`.)
  if (separator === ',' && !/^\s*"|",\s*"/.test(line)) return [];
  return cells;
}

/** A full name that fills [from, to) but for spaces, quotes and emphasis; undefined otherwise. */
function wholeName(text: string, from: number, to: number): WrittenName | undefined {
  let a = from;
  let b = to;
  while (a < b && /[\s"“*_]/.test(text[a])) a++;
  while (b > a && /[\s"”*_]/.test(text[b - 1])) b--;
  if (b - a < 5) return undefined;
  const name = readNameAt(text, a, b);
  return name && name.start <= a + 1 && (fullName(` ${name.name} `) || /^(?:ex\s+parte|in\s+re)\b/i.test(name.name)) ? name : undefined;
}

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
