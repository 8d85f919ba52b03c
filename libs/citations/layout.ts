import { JUDGE_TITLE } from './data/judges.js';
import { CONNECTORS } from './patterns.js';
import { bare, COMPANY_SUFFIX, endsSentence, FRAGMENT_OPENING, isSpace, isVersus, NAME_WINDOW, NAME_WORD, type Token } from './tokens.js';

/**
 * Layout: what a line around a citation is, so a name is never read across one: a heading (numbered,
 * in capitals, a list's or a section's), a page's number or a judge's running header left by a page
 * break, a paragraph's margin number.
 */

/** A heading's numbering or label at the start of its line: `C.`, `IV.`, `2.1`, `(a)`, `Issue 2:`, `Part B –`. */
const HEADING_NUMBER = /^(?:(?:[A-Z]|[IVX]{1,5}|\d{1,2})[.)]|\d{1,2}(?:\.\d{1,2})+\.?|\([A-Za-z0-9]{1,4}\))[\s\u200b-\u200d\u2060]+\S|^(?:Issue|Part|Chapter|Heading|Ground|Topic|Question|Point)[\s\u200b-\u200d\u2060]+[A-Za-z0-9]{1,4}[:.–—-]/;
/** The most words a heading without capitals or a number has (`Public participation`, `Remedy`). */
const HEADING_WORDS = 6;

/**
 * Whether the line before `token` (which begins a line) is a heading or stands apart, so that the case
 * name or Act title read back from `at` begins at `token` (`CONSTITUTIONAL DAMAGES\nFose v Minister
 * ...`: read across the line, the heading became the applicant's first words and the genuine
 * citation was accused). The line before is a heading when it holds no `v` and is written in capitals (where the name's line is not), or begins with a number or
 * label (`C. Public participation`, `Issue 2: Standing`), or, for a case name (`shortLine`), is a line
 * of at most six words standing alone (first in the text, after a blank line or after a sentence's
 * end) and not ending in a small word (`Government of the\nRepublic ...` wraps a name).
 */
export function headingBefore(text: string, token: Token, at: number, shortLine: boolean): boolean {
  const first = bare(token.raw);
  // The name's line must begin as a name does.
  // (`AND OTHERS v GROOTBOOM` under `MINISTER OF NATIONAL HOUSING` continues the name above: read as
  // a heading, the line above was dropped and `Others v Grootboom` confirmed.)
  // (Nor does a company's suffix, `Benlou Properties (Pty)\nLtd v Vector ...`: read as under a heading, the
  // name was `Ltd v Vector ...` and its applicant unread.)
  if (!NAME_WORD.test(first) || isVersus(first) || CONNECTORS.has(first) || /^(?:and|&|en|others|another)$/i.test(first) || COMPANY_SUFFIX.test(token.raw)) return false;
  // (A blank line alone says nothing: pasted pages break names with them, `Sappi Fine Papers\n\n(Pty) Ltd`.)
  let end = token.start;
  while (end > 0 && isSpace(text[end - 1])) end--;
  let begin = end;
  while (begin > 0 && text[begin - 1] !== '\n' && text[begin - 1] !== '\r' && end - begin <= NAME_WINDOW) begin--;
  const line = text.slice(begin, end).trim();
  const words = line.split(/[\s\u200b-\u200d\u2060]+/).filter(Boolean);
  if (!words.length || words.some(isVersus)) return false;
  // Nor is a line under one ending in its `v`: the name runs on across it (`Smith v\nJONES J\nMinister of
  // Safety ...`: read as a heading, the respondent alone was the name, and it confirmed Fose's citation).
  {
    let above = begin - 1;
    while (above > 0 && isSpace(text[above - 1])) above--;
    const lastWord = text.slice(Math.max(0, above - 12), above).split(/\s/).pop() ?? '';
    if (isVersus(lastWord)) return false;
  }
  // A printed page's number is no heading: the name goes on above it (`Minister of Safety and\n\n- 12
  // -\n\nSecurity`: read from `Security` alone, a wrong applicant was confirmed).
  if (pageLine(line)) return false;
  const last = bare(words[words.length - 1]).toLowerCase();
  const capitals = capitalsLine(line);
  // A line in capitals ending in a small word wraps a name (`MINISTER OF SAFETY AND\nSecurity v
  // Fose`), unless it is a list's heading (`AUTHORITIES RELIED ON`, `CASES REFERRED TO`, `ANNEXURE
  // A`: read as a wrapped name, the heading became the applicant's first words and every genuine
  // citation listed under it was accused).
  if (capitals && listHeading(line)) return true;
  if (CONNECTORS.has(last) || /,$/.test(line)) return false;
  if (capitals && /\p{Ll}/u.test(text.slice(token.start, at))) return true;
  // (A numbered paragraph's first line is prose: `(ii) The situation described by Meskin J in ... Tselentis`.)
  if (HEADING_NUMBER.test(line) && words.length <= HEADING_WORDS + 2) return true;
  if (!shortLine || words.length > HEADING_WORDS) return false;
  return standsAlone(text, begin);
}

/** Whether the line beginning at `lineStart` stands alone: first in the text, after a blank line, or after a sentence's end. */
function standsAlone(text: string, lineStart: number): boolean {
  if (lineStart === 0) return true;
  let prev = lineStart - 1;
  while (prev > 0 && isSpace(text[prev - 1]) && text[prev - 1] !== '\n') prev--;
  return prev === 0 || text[prev - 1] === '\n' || /[.:;!?]["'”’)]*$/.test(text.slice(Math.max(0, prev - 4), prev));
}

/** A line written in capitals (at least two capitals in a row, no lower-case letter), as headings are. */
const capitalsLine = (line: string) => /\p{Lu}{2}/u.test(line) && !/\p{Ll}/u.test(line);

/**
 * The nouns of the headings over lists of authorities, notes and annexures (`LIST OF CASES CITED`,
 * `AUTHORITIES RELIED ON`, `JUDGMENTS REFERRED TO`, `FOOTNOTES`, `ANNEXURE A`, `PRACTICE NOTE`), and the
 * other words such a heading is made of.
 */
const HEADING_NOUNS = new Set(['authority', 'authorities', 'case', 'cases', 'law', 'footnote', 'footnotes', 'endnote', 'endnotes', 'note', 'notes', 'annexure', 'annexures', 'appendix', 'appendices', 'schedule', 'schedules', 'table', 'list', 'bibliography', 'judgment', 'judgments', 'legislation', 'statute', 'statutes', 'source', 'sources', 'reference', 'references', 'index', 'practice']);
const HEADING_OTHER_WORDS = new Set(['referred', 'cited', 'relied', 'considered', 'discussed', 'mentioned', 'of', 'to', 'on', 'upon', 'by', 'the', 'and', 'in', 'for', 'with', 'other', 'further', 'additional', 'supplementary', 'selected', 'principal', 'main', 'key', 'applicant', 'applicants', 'respondent', 'respondents', 'appellant', 'appellants', 'plaintiff', 'plaintiffs', 'defendant', 'defendants', 'state', 'counsel', 'parties', 'party']);

/**
 * A list's heading: every word a heading noun, one of the other words of such headings (`RELIED ON`,
 * `APPLICANT'S`), or a letter or number (`ANNEXURE A`, `SCHEDULE 2`), at least one a noun. A line in
 * capitals holding any other word may be a name (`NOTES AND OTHERS`, `TABLE BAY HOLDINGS (PTY) LTD`,
 * `NOTES VERSUS MINISTER OF POLICE`, a cover page's parties): dropped as a heading, a wrong citation
 * under it was confirmed.
 */
function listHeading(line: string): boolean {
  const words = line.replace(/[:.]$/, '').split(/[\s\u200b-\u200d\u2060]+/).filter(Boolean).map((w) => w.toLowerCase().replace(/['’]s$|s['’]$/, (m) => (m.startsWith('s') ? 's' : '')));
  return words.some((w) => HEADING_NOUNS.has(w)) && words.every((w) => HEADING_NOUNS.has(w) || HEADING_OTHER_WORDS.has(w) || /^(?:[a-z]|\d{1,3}|[ivx]{1,4})$/.test(w));
}

/** A judgment's or an opinion's section heading, in any case (`Background`, `The facts`, `Footnotes`, `3. Analysis:`). */
const SECTION_HEADINGS = new Set(['background', 'facts', 'introduction', 'analysis', 'discussion', 'conclusion', 'conclusions', 'order', 'costs', 'issue', 'issues', 'judgment', 'footnotes', 'endnotes', 'summary', 'overview', 'evaluation', 'remedy', 'merits', 'jurisdiction', 'submissions', 'argument', 'arguments', 'findings', 'authorities', 'references', 'notes', 'sources']);
/** The most words of a section heading. */
const SECTION_HEADING_WORDS = 3;

function sectionHeading(line: string): boolean {
  const words = line.replace(/[:.]$/, '').split(/[\s\u200b-\u200d\u2060]+/).filter(Boolean).map((w) => w.toLowerCase())
    .filter((w, i) => !(i === 0 && /^(?:\d{1,2}|[a-z]|[ivx]{1,4})[.)]?$/.test(w)));
  return words.length > 0 && words.length <= SECTION_HEADING_WORDS && words.some((w) => SECTION_HEADINGS.has(w)) && words.every((w) => SECTION_HEADINGS.has(w) || w === 'the' || w === 'and' || w === 'of');
}

/** A document's running header: what kind of paper it is (`Applicant's Heads of Argument`, `Founding Affidavit`). */
const RUNNING_HEADER = /(?:^| )(?:heads of argument|affidavit|notice of motion|practice note|submissions|memorandum|opinion|judgment|pleadings?|record|bundle|index)(?: of (?:the )?(?:(?:first|second|third) )?(?:applicants?|respondents?|appellants?|plaintiffs?|defendants?|accused))?(?: \(continued\))?$/i;
/** The words before a running header's kind of paper: at most three, each capitalised (`Applicant's`, `Founding`), or `the`. */
const HEADER_WORDS = 3;

/**
 * A document's running header (`Applicant's Heads of Argument`, `Founding Affidavit`, `JUDGMENT`): the
 * kind of paper last, after at most HEADER_WORDS capitalised words (not `The judgment in Hugo`, which
 * names a case).
 */
function runningHeader(line: string): boolean {
  const spaced = line.replace(/\s+/g, ' ').trim();
  const m = RUNNING_HEADER.exec(spaced);
  if (!m) return false;
  const words = spaced.slice(0, m.index).split(' ').filter(Boolean);
  return words.length <= HEADER_WORDS && words.every((w) => /^\p{Lu}/u.test(w) || w === 'The' || w === 'the');
}

/**
 * Whether the citation at `at` opens its line under a heading: the line above (a blank line or a page's
 * number between or not) stands alone (first in the text, after a blank line or a sentence's end), with
 * no `v` and no `Ex parte` or `In re`, and is a list's heading in capitals (`FOOTNOTES`, `AUTHORITIES
 * RELIED ON`, `CASES REFERRED TO`), a section's heading (`Background`), or, set apart by a blank line
 * below, a page's running header (`Applicant's Heads of Argument`). Read
 * as the citation's names, the heading accused every genuine citation listed under it. Any other line
 * above stays a name: `(a) Makwanyane` lists a case, `S v ZUMA AND\nOTHERS` wraps one, a cover page
 * names the parties a line each (dropped, a wrong citation under them was confirmed).
 */
export function headingAbove(text: string, at: number): boolean {
  // Only spaces and markup (`*`, `_`, `>`, `#`, a list's dash) between the line's start and the citation.
  let lineStart = at;
  while (lineStart > 0 && text[lineStart - 1] !== '\n' && text[lineStart - 1] !== '\r') {
    if (!isSpace(text[lineStart - 1]) && !'*_>#-'.includes(text[lineStart - 1])) return false;
    lineStart--;
  }
  let end = lineStart;
  let begin = end;
  let line = '';
  // (A page's number between the heading and the citation is passed over: `FOOTNOTES\n\n3\n\n[2004] ZACC 15`.)
  for (let page = 0; page < 2; page++) {
    end = lineStart;
    while (end > 0 && (isSpace(text[end - 1]) || text[end - 1] === '*' || text[end - 1] === '_')) end--;
    begin = end;
    while (begin > 0 && text[begin - 1] !== '\n' && text[begin - 1] !== '\r' && end - begin <= NAME_WINDOW) begin--;
    while (begin < end && (isSpace(text[begin]) || '*_#>'.includes(text[begin]))) begin++;
    if (begin === end) return false;
    line = text.slice(begin, end);
    if (!pageLine(line) || page > 0) break;
    lineStart = begin;
  }
  const words = line.split(/[\s\u200b-\u200d\u2060]+/).filter(Boolean);
  if (words.some(isVersus) || /\b(?:EX\s+PARTE|IN\s+RE)\b/i.test(line)) return false;
  // A listed heading, or a page's running header set apart by blank lines above and below (`Applicant's
  // Heads of Argument`: read as a short name, it accused the genuine citation below it). Not any line set
  // apart: `Hugo\n\n[2001] ZACC 22` writes a name.
  const apart = /\n[^\S\n]*[\r\n]/.test(text.slice(end, lineStart + 1)) && runningHeader(line);
  if (!((capitalsLine(line) && listHeading(line)) || sectionHeading(line) || apart)) return false;
  // Standing alone (`S v ZUMA AND\nOTHERS` wraps a name).
  let start = begin;
  while (start > 0 && text[start - 1] !== '\n' && text[start - 1] !== '\r') start--;
  return standsAlone(text, start);
}

/** The longest line read as a printed page's number. */
const PAGE_LINE_MAX = 16;

/** A printed page's number on a line of its own: `-3-`, `- 12 -`, `Page 3`, `p 3 of 20`, `3 of 20`. */
const PAGE_LINE = /^(?:-\s?\d{1,4}\s?-|(?:page|p\.?)\s?\d{1,4}(?:\s+of\s+\d{1,4})?|\d{1,4}\s+of\s+\d{1,4})$/i;
/** A line that may be a printed page's number: PAGE_LINE, or a bare number (pageNumber asks a blank line beside it). */
const pageLine = (line: string) => PAGE_LINE.test(line) || /^\d{1,4}$/.test(line);

/** A judgment's running header, its author's name in capitals and title: `GAMBLE AJ`, `MAJIEDT J`, `VAN DER WESTHUIZEN J`. */
const JUDGE_HEADER = new RegExp(String.raw`^\p{Lu}[\p{Lu}'’-]+(?: \p{Lu}[\p{Lu}'’-]+){0,3} ${JUDGE_TITLE}$`, 'u');

/**
 * The line holding text[from, to), trimmed, and where it starts and ends; undefined when longer than
 * `max` (looked for at most `max` characters either side: a scan to the text's start for every word read
 * made a long line's names cost the square of its length).
 */
function lineAround(text: string, from: number, to: number, max: number): { line: string; start: number; end: number } | undefined {
  let start = from;
  while (start > 0 && text[start - 1] !== '\n' && from - start <= max) start--;
  let end = to;
  while (end < text.length && text[end] !== '\n' && end - to <= max) end++;
  const line = text.slice(start, end).trim();
  return line.length <= max ? { line, start, end } : undefined;
}

/**
 * The line next to the line [start, end) (`above`, or below), blank lines between passed over (within 8
 * characters), its spaces single; undefined when none or longer than `max`.
 */
function lineBeside(text: string, start: number, end: number, above: boolean, max: number): string | undefined {
  let at = above ? start : end;
  if (above) while (at > 0 && start - at < 8 && isSpace(text[at - 1])) at--;
  else while (at < text.length && at - end < 8 && isSpace(text[at])) at++;
  if (above ? at <= 0 || at === start : at >= text.length || at === end) return undefined;
  const beside = above ? lineAround(text, at - 1, at - 1, max) : lineAround(text, at, at, max);
  return beside?.line.replace(/\s+/g, ' ');
}

/**
 * Whether a token stands on a line holding only a judgment's running header (JUDGE_HEADER), as the
 * Constitutional Court's copies print one over each page's number (`GAMBLE AJ \n4 \n`): inside a name
 * or between a name and its citation, it is no part of the name (read as its first words, a genuine
 * citation was accused).
 */
function judgeHeader(text: string, token: Token): boolean {
  if (!/^\p{Lu}/u.test(token.raw)) return false;
  const around = lineAround(text, token.start, token.end, JUDGE_HEADER_MAX);
  if (!around || !JUDGE_HEADER.test(around.line.replace(/\s+/g, ' '))) return false;
  // Only with the page's number on the line below or above it, as the copies print them: alone, a line
  // in capitals ending in an initial is a party as well (`Fose and\nSMITH J\nv Minister ...`: passed
  // over, a party the official title lacks was hidden and the citation confirmed with names checked).
  // (Blank lines between them or not: `\n\nVAN DER WESTHUIZEN J\n\n32\n\n`.)
  return [true, false].some((above) => {
    const beside = lineBeside(text, around.start, around.end, above, PAGE_LINE_MAX);
    return beside !== undefined && pageLine(beside);
  });
}

/** The longest line read as a judgment's running header. */
const JUDGE_HEADER_MAX = 40;

/** Whether a token stands on a printed page's number or a judgment's running header: what a page's break leaves inside a name. */
export const pageMark = (text: string, token: Token) => pageNumber(text, token) || judgeHeader(text, token);

/**
 * Whether a token stands on a line holding only a printed page's number (PAGE_LINE, or a bare
 * number with a blank line or a judge's running header beside it: a footnote's number stands on the
 * line of its text). Inside a name (`Zweni v Minister of Law\n\n-3-\n\nand Order`) or between a name
 * and its citation, it was read as the name's end, and the citation was confirmed without names.
 */
export function pageNumber(text: string, token: Token): boolean {
  const around = lineAround(text, token.start, token.end, PAGE_LINE_MAX);
  if (!around) return false;
  const { line, start, end } = around;
  if (PAGE_LINE.test(line)) return true;
  if (!/^\d{1,4}$/.test(line)) return false;
  const blank = /\n[^\S\n]*\n/;
  if (blank.test(text.slice(Math.max(0, start - 8), start)) || blank.test(text.slice(end, end + 8))) return true;
  return [true, false].some((above) => {
    const beside = lineBeside(text, start, end, above, JUDGE_HEADER_MAX);
    return beside !== undefined && JUDGE_HEADER.test(beside);
  });
}

/**
 * Whether `token`, a number opening a line, is the line's number in a pleading's or transcript's margin,
 * inside a name that runs on across it: the line above opens with the number before this one, both set
 * apart from their text by a tab or two spaces, and the line goes on with a word that cannot begin a
 * name (`and`, `of`, `for`, `&`, `v`: `14   ... Minister of Safety\n15   and Security`) or the line
 * above ends in one that cannot end it (`... President of the Republic of\n15   South Africa`). Not
 * after a sentence's end, nor across a blank line (a page's footnotes stand below one), nor otherwise:
 * a footnote's number opens its name (`11  Per Ackermann J\n12  Fose v ...`, `11  Hugo\n12  the Daniels
 * ...`, `in terms of Part V\n13 Daniels v ...`, `... Smith v\n13 Daniels v ...`; read as a margin's, the
 * line above became the name's first words and a genuine citation was accused).
 */
export function marginNumber(text: string, token: Token, before: Token | undefined, after: Token | undefined): boolean {
  if (!token.lineStart || !/^\d{1,3}$/.test(token.raw) || !before || /[.;:!?]["'”’)\]]*$/.test(before.raw) || endsSentence(before.raw)) return false;
  if (/\n[^\S\n]*\n/.test(text.slice(before.end, token.start))) return false;
  const runsOn = after && (FRAGMENT_OPENING.has(after.raw) || isVersus(after.raw));
  if (!runsOn && !CONNECTORS.has(before.raw)) return false;
  // The line above's start, looked for within NAME_WINDOW characters (no scan to the text's start).
  const window = text.slice(Math.max(0, token.start - NAME_WINDOW), token.start);
  const lineAbove = window.lastIndexOf('\n', window.lastIndexOf('\n') - 1);
  if (lineAbove < 0 && token.start > NAME_WINDOW) return false;
  const numbered = /^[^\S\n]*(\d{1,3})(?:\t| {2})/.exec(window.slice(lineAbove + 1, lineAbove + 12));
  return !!numbered && Number(numbered[1]) === Number(token.raw) - 1 && /^(?:\t| {2})/.test(text.slice(token.end, token.end + 2));
}

/** text[start, end) with the tokens passed over inside it (printed pages' numbers) blanked out. */
export function blanked(text: string, start: number, end: number, skipped: Token[]): string {
  let out = text.slice(start, end);
  for (const t of skipped) {
    if (t.start >= start && t.end <= end) out = out.slice(0, t.start - start) + ' '.repeat(t.end - t.start) + out.slice(t.end - start);
  }
  return out;
}
