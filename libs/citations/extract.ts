import { PROVINCE_WORDS, PROVINCIAL } from './data/places.js';
import { SERIES_HEADERS } from './data/series.js';
import { applicantUnread, fullName } from './names.js';
import { normalizeCitation } from './normalize.js';
import {
  ACT_NUMBER,
  CASE_FORMS,
  CLAUSE_WORDS,
  CONNECTORS,
  BARE_CONSTITUTION,
  CONSTITUTION,
  COURT_WORDS,
  GENERIC_NAME_WORDS,
  NAME_ABBREVIATIONS,
  TITLE_YEAR,
} from './patterns.js';

/** A case citation found in a text. */
export interface CaseCitation {
  /** Exactly as written. */
  cited: string;
  start: number;
  end: number;
  /** neutral or report; `unknown` for a form read as a citation that cannot be keyed (old series). */
  kind: 'neutral' | 'report' | 'unknown';
  /** normalizeCitation's key, when the form can be read into court/series, year and number/page. */
  norm?: string;
  /** Neutral court code (ZACC) or report series (SA, BCLR, ALLSA, ...). */
  court?: string;
  year?: number;
  /** The judgment number of a neutral citation. */
  number?: number;
  /** Citations of one parallel group share a number (1, 2, ... in text order). */
  group: number;
  /** The case name written before the group, when there is one (cleaned of line breaks and case numbers). */
  parties?: string;
  /** Where that name stands in the text. */
  partiesStart?: number;
  partiesEnd?: number;
  /** The pinpoint written after the group (`at para 45`), for every member of the group. */
  pinpoint?: Pinpoint;
  /**
   * A member joined to the group by a table's cell only (`| Fose v ... | [1997] ZACC 6 | 2001 (4) SA 938
   * (CC) |`): a column of reports or of another case cited (`Followed in`), which the row cannot tell.
   * The group's names confirm it, but never accuse it.
   */
  loose?: true;
}

/** An Act citation found in a text. */
export interface ActCitation {
  cited: string;
  start: number;
  end: number;
  number?: number;
  year?: number;
  /** Short title as written, without its year: `Promotion of Access to Information Act`. */
  name?: string;
  /** The year written with the short title (`Companies Act, 2008`), when a number follows in brackets. */
  titleYear?: number;
  /** Names a province: a provincial enactment, outside the national records. */
  provincial: boolean;
  /**
   * `name` is an acronym in capitals written just before the number in brackets (`PAJA (Act 3 of
   * 2000)`): it confirms the number, or contradicts it where it spells another Act of that year.
   */
  abbreviation?: true;
  /** For an `abbreviation`: the number alone (`Act 3 of 2000`), the citation when the acronym names no Act. */
  numbered?: { cited: string; start: number; end: number };
  /**
   * Another reading of the title: read on through commas before it (`Fertilizers, Farm Feeds,
   * Agricultural Remedies and Stock Remedies Act`, whose title read alone begins at `Agricultural`), or
   * without a part's name before it (`Schedule to the Public Holidays Act`): the name and the citation
   * with it, which verification takes where the title as read agrees with no Act and this one does.
   */
  listed?: { name: string; cited: string; start: number; end: number };
}

export interface Extracted {
  cases: CaseCitation[];
  acts: ActCitation[];
}

interface Span {
  start: number;
  end: number;
}

/** How far back a case name or Act title is read: the longest real names run to about 200 characters. */
const NAME_WINDOW = 320;
/** How many words back a name is read at the most. */
const NAME_TOKENS = 40;
/** Members of a parallel group stand within a few characters of each other (`; `, `, `, a line break). */
const GROUP_GAP = 12;

/** All matches of the case forms, earliest first, a longer match winning where two overlap. */
function caseSpans(text: string): Span[] {
  const found: Span[] = [];
  for (const form of CASE_FORMS) {
    for (const m of text.matchAll(new RegExp(form, 'g'))) found.push({ start: m.index, end: m.index + m[0].length });
  }
  return keepFirst(found);
}

function keepFirst<T extends Span>(found: T[]): T[] {
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: T[] = [];
  for (const span of found) {
    const last = kept[kept.length - 1];
    if (last && span.start < last.end) continue;
    kept.push(span);
  }
  return kept;
}

const isSpace = (ch: string) => /[\s\u200b-\u200d\u2060]/.test(ch);

/**
 * `; `, `, `, `;\n`, ` (`: what stands between two members of one parallel group (checked without a
 * regex on unbounded text). A parallel in brackets (`1996 (3) SA 850 (CC) (1996 (5) BCLR 658)`) is
 * one: read as a group of its own it had no names, and no names confirm any citation.
 */
function groupSeparator(between: string): boolean {
  if (between.length > PINPOINT_GAP) return false;
  const t = [...between].filter((ch) => !isSpace(ch)).join('');
  // `[2015] ZACC 31 at para 10; 2016 ...`, `at paras 86 and 89-90;`, `at [12];`, `at 360A;`: a pinpoint
  // between members; split off, the later members were confirmed without the group's names.
  if (PINPOINT_BETWEEN.test(t)) return true;
  // `[2018] ZACC 37; [2018] 2 CPLR 411 (CC); 2018 (12) BCLR 1553 (CC)`: a member of a series the patterns
  // do not know (or written amiss: `2020 4 BLLR 337`, `[2024] All SA 287`) between members; split off,
  // the later members had no names, and their record was titled with a citation.
  if (UNKNOWN_MEMBERS.test(t)) return true;
  // `2007 (5) SA 323 (CC), also reported at 2004 (4) SA 490 (CC)`, `; reported also in ...`: the writer
  // says the next is a parallel; split off, it had no names and was confirmed whatever case it was of.
  if (REPORTED_ALSO.test(t)) return true;
  if (between.length > GROUP_GAP) return false;
  // `[2015] ZACC 31 (CC); 2016 (1) SA 132 (CC)` (a court written after a neutral citation, as a real
  // footnote does): still one group. So is a member after only a space or a line break (`[1995] ZACC 3
  // 1995 (3) SA 391 (CC)`): read as a group of its own, it had no names and was confirmed whatever it was.
  // A markdown table's next cell (`| [2007] ZACC 5 | 2007 (5) SA 323 (CC) |`): a row is one case, its
  // citations in columns of their own, as tab-separated cells are.
  return t === '' || t === ';' || t === ',' || t === '(' || t === ';(' || t === ',(' || t === '|' || /^\([A-Z][A-Za-z]{0,5}\)[;,]$/.test(t);
}

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
function reportColumn(text: string, at: number): boolean {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const column = text.slice(lineStart, at).split('|').length - 1;
  let end = lineStart - 1;
  for (let n = 0; n < HEADER_LINES && end > 0; n++) {
    const start = text.lastIndexOf('\n', end - 1) + 1;
    const line = text.slice(start, end);
    if (/^ *\|? ?:?-{3,}/.test(line)) {
      const headerEnd = start - 1;
      const header = text.slice(text.lastIndexOf('\n', headerEnd - 1) + 1, Math.max(0, headerEnd)).split('|')[column] ?? '';
      return REPORT_HEADER.test(header) && !OTHER_CASES_HEADER.test(header);
    }
    if (!line.trimStart().startsWith('|')) return false;
    end = start - 1;
  }
  return false;
}

/** A markdown table's cell boundary alone between two citations. */
const CELL_BETWEEN = /^[ \t]*\|[ \t]*$/;
/** `also reported at`, `reported also in`, `(also reported as`, spaces removed. */
const REPORTED_ALSO = /^[;,]?\(?(?:also)?reported(?:also)?(?:at|in|as)?:?$/;

/** Members the patterns do not read, spaces removed: `;[2018]2CPLR411(CC);`, `;20204BLLR337(CC);`. */
// (A series opens with a capital: `2019 and 2020;` is no member.)
const UNKNOWN_MEMBERS = /^;(?:[[(]?(?:1[89]|20)\d\d[\])]?\d{0,3}[A-Z][A-Za-z]{1,7}\d{1,6}(?:\([A-Z][A-Za-z]{0,5}\))?;){1,2}$/;

/** The longest pinpoint between two members of a group (`at paras 86 and 89-90; `). */
const PINPOINT_GAP = 40;
/** A pinpoint with its separator, spaces removed: `atpara10;`, `atparas86and89-90;`, `at[12];`, `para10;`, `at360A-B;`. */
const PINPOINT_BETWEEN = /^,?(?:at|atpara?s?\.?|atparagraphs?|para?s?\.?|paragraphs?)\[?\d{1,4}\]?[A-J]?(?:(?:[-–&,]|and|to)\[?\d{0,4}\]?[A-J]?){0,8}[;,]$/;

const clean = (s: string) =>
  s
    .replace(/[\s\u200b-\u200d\u2060]+/g, ' ')
    .replace(/[’‘]/g, "'")
    .replace(/[“”]/g, '"')
    // Afrikaans `'n` as one site's copies print it: `Du Toit en >n Ander`.
    .replace(/(\sen\s)[<>]n(?=\s+Ander)/gi, "$1'n")
    .trim();

interface Token {
  raw: string;
  start: number;
  end: number;
  /** A line break stands between this token and the one before it. */
  lineStart: boolean;
  /** A tab stands between this token and the one before it (a table's cells, pasted). */
  tabBefore: boolean;
}

/**
 * Marks glued to a word's front that are no part of it: emphasis, a quotation's `>`, strike-through, a
 * bullet, a footnote's mark or superscript number, a hashtag. (Not a backtick: Afrikaans writes `'n` so,
 * `Rajie en \`n Ander`, `Pick \`n Pay`.)
 */
const LEADING_MARKS = new Set(['*', '_', '>', '<', '~', '/', '•', '·', '‡', '†', '§', '^', '+', '=', '#', '@', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹', '⁰',
  // Bullets as word processors and PDFs copy them: Symbol's and Wingdings' private code points, squares, arrows, ticks.
  '\uf0b7', '\uf0a7', '\uf0d8', '\uf076', '\uf0fc', '▪', '■', '□', '◦', '●', '○', '➢', '➤', '►', '▶', '✓', '✔', '❖', '⁃', '∙', '‣', '⦾', '⦿']);
/** The same at a word's end. */
const TRAILING_MARKS = new Set(['*', '_', '~', '>', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹', '⁰']);
/** Dashes and brackets glued to a word's front, no part of it (`—Carmichele`, `[Fose`, `{Smith`). */
const OPENERS = new Set(['—', '–', '[', '{']);
/** A paragraph's number glued to a word's front (`[12]Carmichele`). */
const GLUED_NUMBER = /^[[{]\d{1,3}[\]}]/;
/** A footnote's reference or a comment's anchor glued to a word's end: `[3]`, `[JS2]`. */
const GLUED_REFERENCE = /\[(?:\d{1,3}|[A-Z]{1,4}\d{1,3})\]$/;

/** The words of text[from, to) from the right, at most `max` of them (a backwards scan, linear in what it reads). */
function tokensBefore(text: string, from: number, to: number, max: number): Token[] {
  const out: Token[] = [];
  let i = to;
  while (i > from && out.length < max) {
    while (i > from && isSpace(text[i - 1])) i--;
    if (i <= from) break;
    const end = i;
    while (i > from && !isSpace(text[i - 1])) i--;
    let j = i;
    let lineStart = false;
    let tabBefore = false;
    while (j > from && isSpace(text[j - 1])) {
      if (text[j - 1] === '\n' || text[j - 1] === '\r') lineStart = true;
      if (text[j - 1] === '\t') tabBefore = true;
      j--;
    }
    // Markdown's emphasis around words (`*Fose*`, `**Grootboom**`, `_Dikoko_`) is no part of them:
    // kept, a short name in it was no name, and any citation written with it was confirmed. Nor are
    // other marks glued to a word (`>Smith`, `~Smith v Napier~`, `¹Smith`, `‡Masuku`), a square or
    // curly bracket or a dash before or after it (`[Fose v Minister ...]`, `{Smith v Napier}`,
    // `—Carmichele`, `[12]Carmichele`), or what stands before an em dash glued to it in lower case
    // (`held—Carmichele`; not an en dash inside a name, `Acti–Chem SA`): kept, the first word was no
    // name word, the name was read from its `v`, and the respondent alone confirmed a wrong citation
    // (the thirteenth audit). The brackets are left out, not taken to start the name: `Smith v
    // [Minister of Safety and Security]` is Smith's case (the independent review).
    let a = i;
    let b = end;
    for (let d = b - 1; d > a; d--) {
      if (text[d] === '—' && /\p{L}/u.test(text[d + 1] ?? '') && /^[*_]*\p{Ll}/u.test(text.slice(a, d))) {
        a = d + 1;
        break;
      }
    }
    for (let before = -1; before !== a; ) {
      before = a;
      // (Not the `<` or `>` of Afrikaans `'n` as one site's copies print it: `Du Toit en >n Ander`.)
      while (a < b && LEADING_MARKS.has(text[a]) && !(b - a === 2 && (text[a] === '<' || text[a] === '>') && text[a + 1] === 'n')) a++;
      const number = GLUED_NUMBER.exec(text.slice(a, a + 6));
      if (number && /\p{L}/u.test(text[a + number[0].length] ?? '')) a += number[0].length;
      if (OPENERS.has(text[a]) && /[\p{L}*_]/u.test(text[a + 1] ?? '')) a++;
    }
    while (b > a && TRAILING_MARKS.has(text[b - 1])) b--;
    // (A dash glued to a word's end, `–v–`; a dash standing alone is a word of its own.)
    if (b - a > 1 && OPENERS.has(text[b - 1]) && /\p{L}/u.test(text[b - 2])) b--;
    // A footnote's reference or a comment's anchor glued to the word's end, as word processors copy them
    // (`Security[3]`, `Security[JS2]`): no part of the word (kept, the name ended in `Security[3]` and
    // agreed with no title).
    const reference = GLUED_REFERENCE.exec(text.slice(Math.max(a, b - 8), b));
    if (reference && b - reference[0].length > a && /[\p{L})]/u.test(text[b - reference[0].length - 1])) b -= reference[0].length;
    const closer = text[b - 1] === ']' ? '[' : text[b - 1] === '}' ? '{' : undefined;
    if (closer && b - 1 > a && !text.slice(a, b - 1).includes(closer) && /\p{L}/u.test(text[b - 2])) b--;
    while (b > a && TRAILING_MARKS.has(text[b - 1])) b--;
    // `&` glued to the next word (`Masuku &Ano v ...`) is a word of its own.
    if (text[a] === '&' && b - a > 1 && out.length < max - 1) {
      out.push({ raw: text.slice(a + 1, b), start: a + 1, end: b, lineStart: false, tabBefore: false });
      b = a + 1;
    }
    if (a < b) out.push({ raw: text.slice(a, b), start: a, end: b, lineStart: lineStart || j === 0, tabBefore });
  }
  return out;
}

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
function headingBefore(text: string, token: Token, at: number, shortLine: boolean): boolean {
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
function headingAbove(text: string, at: number): boolean {
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
const JUDGE_HEADER = /^\p{Lu}[\p{Lu}'’-]+(?: \p{Lu}[\p{Lu}'’-]+){0,3} (?:CJ|DCJ|ACJ|J|JA|AJ|AJA|JP|DJP|ADJP|P|DP)$/u;

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
const pageMark = (text: string, token: Token) => pageNumber(text, token) || judgeHeader(text, token);

/**
 * Whether a token stands on a line holding only a printed page's number (PAGE_LINE, or a bare
 * number with a blank line or a judge's running header beside it: a footnote's number stands on the
 * line of its text). Inside a name (`Zweni v Minister of Law\n\n-3-\n\nand Order`) or between a name
 * and its citation, it was read as the name's end, and the citation was confirmed without names.
 */
function pageNumber(text: string, token: Token): boolean {
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
function marginNumber(text: string, token: Token, before: Token | undefined, after: Token | undefined): boolean {
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
function blanked(text: string, start: number, end: number, skipped: Token[]): string {
  let out = text.slice(start, end);
  for (const t of skipped) {
    if (t.start >= start && t.end <= end) out = out.slice(0, t.start - start) + ' '.repeat(t.end - t.start) + out.slice(t.end - start);
  }
  return out;
}

/** The word inside its quotes and brackets: `(Pty)` -> `Pty`, `“Makwanyane”,` -> `Makwanyane`. */
// (Emphasis inside the bracket too: `(*S v Makwanyane* [1995] ZACC 3)`; kept, `S` was no name word and
// the respondent alone was read.)
const OPENING = new Set(['(', '[', '"', "'", '“', '‘', '*', '_']);
const CLOSING = new Set([')', ']', '"', "'", '”', '’', ',', ':', ';', '.', '!', '?']);
/** `text` without the characters of `set` at its end (a loop: no regular expression over an unbounded token). */
function trimEnd(text: string, set: Set<string>): string {
  let end = text.length;
  while (end > 0 && set.has(text[end - 1])) end--;
  return text.slice(0, end);
}
function trimStart(text: string, set: Set<string>): string {
  let start = 0;
  while (start < text.length && set.has(text[start])) start++;
  return text.slice(start);
}
const bare = (raw: string) => trimEnd(trimStart(raw, OPENING), CLOSING);
const QUOTES_AND_CLOSERS = new Set(['"', "'", '”', '’', ')', ']']);

const NAME_WORD = /^(?:\p{Lu}|\p{Ll}+\p{Lu}|\d)/u; // a capital, `eThekwini`, or a number
const hasLetter = (w: string) => /\p{L}/u.test(w);

/** A token that ends the sentence before a name: `court.`, `held:`, `CC).` (not `Co.`, `N.O.`, an initial `J.`). */
function endsSentence(raw: string, next?: string): boolean {
  const t = trimEnd(raw, QUOTES_AND_CLOSERS);
  if (/[;!?]$/.test(t)) return true;
  if (/:$/.test(t)) return !colonInName(bare(raw), next);
  if (!/\.$/.test(t)) return false;
  const lower = t.toLowerCase().replace(/^[(["'“‘]+/, '');
  if (NAME_ABBREVIATIONS.has(lower)) return false;
  if (/^(?:\p{L}\.)+$/u.test(lower)) return false; // initials: J. / N.O. / J.B.
  return true;
}

/** Words of a phrase that opens a sentence before a name: `In South Africa,`, `In the United Kingdom,`, `Recently,`. */
const INTRODUCTORY = new Set([...GENERIC_NAME_WORDS, 'united', 'kingdom', 'england', 'wales', 'canada', 'australia', 'new', 'zealand', 'america', 'states', 'us', 'uk', 'india', 'kenya', 'namibia', 'botswana', 'zimbabwe', 'germany', 'europe', 'european', 'law', 'practice', 'short', 'summary', 'conclusion']);

/** Words of a province's name (`KwaZulu Natal`, `KwaZulu-Natal`, `Western Cape`). */
const PLACE_WORDS = new Set(PROVINCE_WORDS);

/** Prepositions that stand inside a name only between name words. */
const LINKING = new Set(['on', 'to', 'with', 'by', 'from', 'at', 'against', 'in']);

/** Words before a colon inside a case name: `Head of Department: Mpumalanga ...`, `MEC for Education: KwaZulu-Natal`. */
const BEFORE_COLON = new Set(['department', 'board', 'mec', 'premier', 'speaker', 'general', 'director-general', 'education', 'health', 'assembly', 'council', 'government', 'province', 'affairs', 'treasury', 'police', 'municipality', 'legislature', 'commission', 'development', 'services', 'security', 'environment', 'agriculture', 'housing', 'works', 'transport', 'finance', 'justice', 'labour', 'minister', 'member']);
/** Words after a colon inside a case name: `...: In re`, a province, a department. */
const AFTER_COLON = /^(?:[Ii][Nn] [Rr][Ee]|Department|Dept|Gauteng|KwaZulu|Kwazulu|Limpopo|Mpumalanga|Western|Eastern|Northern|Free|North|Province|Provincial)\b/;

/** `the Constitution: Grootboom` ends a clause; `Head of Department: Mpumalanga Department of Education` is one name. */
function colonInName(word: string, next?: string): boolean {
  if (!NAME_WORD.test(word)) return false;
  return BEFORE_COLON.has(word.toLowerCase()) || (next !== undefined && AFTER_COLON.test(next));
}

/** Whether a token may stand inside a case name. */
function nameToken(token: Token): boolean {
  if (isVersus(token.raw)) return true;
  const word = bare(token.raw);
  if (!word) return /^[&(]$/.test(token.raw);
  if (word === '&' || /^t\/a$/i.test(word)) return true;
  if (/^['’‘`<>]n$/.test(token.raw)) return true; // Afrikaans `en 'n Ander` (`‘n`, `` `n ``, `<n`, `>n` as typeset and copied too)
  if (/^\[/.test(token.raw)) return false; // `[2019]`: a citation or a paragraph number
  if (NAME_WORD.test(word)) return true;
  return CONNECTORS.has(word.toLowerCase()) && word === word.toLowerCase();
}

/** `v`, `vs`, `v.`: what stands between the parties of a full name. */
// (`versus` written out too: `Notary versus Grootboom` had been read as the short name `Grootboom`.)
// (Dashes glued around it too, `Smith -v- Minister`: read as no `v`, the respondent alone was checked.)
const LOWER_VERSUS = /^(?:v|vs\.?|v\.|versus)$/;
const isVersus = (raw: string) => /^[-–—]?(?:v|vs\.?|v\.|versus)[-–—/]?$/i.test(raw);

/**
 * Words that end a party's name written in lower case (`and another`, `& others`, `et al`, `en
 * ander`, `Sancor cc`, `(pty) ltd`): name words at its end, never a name alone.
 */
/** What follows a company's number in its name: `777 (Pty) Ltd`, `24 Ltd`, `39 (Edms) Bpk`. */
// (Not `CC`, `Inc`, `NPC`: `12 CC v MV` opens a footnote with a party's initials.)
const COMPANY_SUFFIX = /^\(?(?:pty|edms)\)?$|^(?:ltd|limited|bpk)\.?,?$/i;
const NAME_SUFFIX = new Set(['another', 'others', 'ano', 'anor', 'ors', 'ander', 'andere', 'et', 'al', 'cc', 'pty', 'ltd', 'limited', 'inc', 'nno', 'no', 'n.o', 'soc', 'npc', 'rf', 'bpk', 'edms']);

/** `... 777 and Another`, `(No 2) and Others`, `..., 1996 and Another`: the `and` taken last joins a name's own end. */
const suffixAfterAnd = (taken: Token[]) => taken.length >= 2 && NAME_SUFFIX.has(bare(taken[taken.length - 2].raw).toLowerCase());

/** Words that say what a case did or was, never a party's: `Smith v Jones was followed [2020] ...`. */
const NOT_PARTY = new Set(['was', 'is', 'were', 'are', 'has', 'had', 'have', 'been', 'be', 'which', 'who', 'where', 'followed', 'applied', 'held', 'decided', 'confirmed', 'approved', 'said', 'found', 'stated', 'reported', 'cited', 'overruled', 'distinguished', 'considered', 'discussed', 'endorsed', 'explained', 'affirmed', 'reversed', 'upheld', 'but', 'with', 'approval', 'otherwise', 'further', 'facts', 'its', 'their', 'his', 'her', 'line', 'went', 'goes', 'agreed', 'relied', 'then', 'also', 'too']);

/** A word of the sentence about a case, not of its name: a verb's past (`agreed`, `distinguished`) or NOT_PARTY. */
const predicateWord = (word: string) => NOT_PARTY.has(word) || /^\p{Ll}{3,}ed$/u.test(word);

/**
 * A party written in lower case after `v` (`Smith v jones`, `Minister of safety and security`): the
 * word at tokens[i] is read as part of the name when a `v` stands at most eleven words to its left
 * (`Secretary of the Judicial Commission of Inquiry into Allegations of State Capture`),
 * with only words between (no comma, clause word or sentence end), and the name has not passed its
 * `v` yet. Otherwise the name would be read as absent, and an absent name confirms any citation.
 */
function lowerCaseParty(tokens: Token[], i: number, taken: Token[]): boolean {
  if (taken.some((t) => isVersus(t.raw))) return false;
  for (let j = i; j < Math.min(tokens.length, i + 12); j++) {
    const raw = tokens[j].raw;
    if (j > i && isVersus(raw)) return true;
    const word = bare(raw).toLowerCase();
    if (!/^\p{L}[\p{L}'’-]*$/u.test(bare(raw)) || /[,;:]$/.test(raw) || (j > i && endsSentence(raw))) return false;
    if (predicateWord(word) || (CLAUSE_WORDS.has(word) && !CONNECTORS.has(word))) return false;
  }
  return false;
}

/**
 * An applicant written in lower case just before the `v` (`glenister v president [2020] ZACC 12`, a
 * name typed without capitals): at most three words, none a clause word or a predicate. Read only
 * from the `v`, the name was `v president`, no name, and any citation was confirmed.
 */
function lowerCaseApplicant(token: Token, taken: Token[]): boolean {
  const v = taken.findIndex((t) => isVersus(t.raw));
  if (v < 0 || taken.length - 1 - v >= 3) return false;
  const word = bare(token.raw);
  return /^\p{Ll}[\p{Ll}'’-]*$/u.test(word) && !CLAUSE_WORDS.has(word) && !predicateWord(word) && !/[,;:]$/.test(token.raw)
    && taken.slice(v + 1).every((t) => /^\p{Ll}/u.test(bare(t.raw)));
}

/** A case number in brackets between the names and the citation: `(CCT 182/20)`, `(263/19)`, `(A 12/2019)`. */
const CASE_NUMBER = /^\((?:CCT|CA|JA|JR|LAC|SCA|[ACDJPR])?\s?\d{1,6}\/\d{2,4}\)$/i;

/** Words and brackets after a short name that are not part of it: `Grootboom (above)`, `the Glenister case,`. */
const AFTER_NAME = new Set(['(above)', '(supra)', 'above', 'supra', 'case', 'judgment', 'matter', 'decision', '(above),', '(supra),', '(unreported)', 'unreported']);

export interface WrittenName {
  name: string;
  start: number;
  end: number;
}

/** Whether `from`, a stop of the name reader, is the end of a citation (not the start of the text or a block). */
function citationEndsAt(text: string, from: number): boolean {
  return from > 0 && /[\d)\]]$/.test(text.slice(from - 1, from));
}

/**
 * The case name written before a citation group: read back word by word from `at`, never before
 * `from` (the end of the previous citation), stopping at a sentence end, a clause word and anything
 * that cannot stand in a name. Reads at most NAME_WINDOW characters, so its cost does not grow with
 * the text (no regular expression runs over the unbounded text before a citation).
 */
export function readCaseName(text: string, from: number, at: number, listed = false, fieldsFrom = from): WrittenName | undefined {
  const cell = tableName(text, from, at);
  if (cell !== undefined) return cell || undefined;
  const labelled = labelledName(text, Math.min(from, fieldsFrom), at);
  if (labelled !== undefined) return labelled || undefined;
  const aside = asideBefore(text, from, at);
  const described = aside === undefined ? describedBefore(text, from, at) : undefined;
  const name = readNameAt(text, from, aside ?? described ?? at);
  // `- [2001] ZACC 22: Fose v Minister ...\n- [1997] ZACC 6: ...`: a name right after the citation before,
  // past a colon or dash, is that citation's (a list written citation first).
  // (Only across a line break: `| [1997] ZACC 6 | Carmichele v Minister 2001 (4) SA 938 (CC) |` names the second in its own cell.)
  if (name && citationEndsAt(text, from) && /[\n\r]/.test(text.slice(name.end, at))
    && FOLLOWS_CITATION.test(text.slice(from, name.start) + (text[name.start] === '(' ? '(' : '')) && citationOpensLine(text, from)) return undefined;
  // `Sachs J (dissenting) [1995] ZACC 3`: an aside naming the judgment's author follows the judge, not the case.
  if (name && described !== undefined && JUDGE_NAME.test(name.name)) return undefined;
  if (name) return consolidated(text, from, name, listed);
  // Words in lower case between a full name and its citation (`Smith v Minister of Police as nominal
  // defendant [2022] ZACC 14`, `... v CSARS and four other cases [2019] ZACC 38`): the name is written,
  // and taken for none it would confirm any citation. Read before them when a `v` stands in the same
  // clause, unless the last of them introduces the citation (`X v Y as held in [2019] ZACC 12`).
  const tokens = tokensBefore(text, Math.max(from, at - NAME_WINDOW), at, 16);
  // `Smith v Jones: [2020] ZACC 12`: a colon between a full name and its citation introduces it; so
  // does one ending a line that holds the name alone (`Mankayi v Harmony Gold:\n[2011] ZACC 3`; not
  // `Cases following Smith v Jones:\n[2020] ZACC 12`, a list's heading).
  if (tokens.length && /^[^:]+:$/.test(tokens[0].raw) && versusAhead(tokens, 1, 11)) {
    const before = readNameAt(text, from, tokens[0].end - 1);
    if (!/[\n\r]/.test(text.slice(tokens[0].end, at))) return before;
    const alone = before && !/[\n\r]/.test(text.slice(before.start, tokens[0].end)) && /^[\s*_>•·-]*$/.test(text.slice(Math.max(from, text.lastIndexOf('\n', before.start) + 1), before.start));
    if (before && alone && fullName(` ${before.name} `)) return before;
  }
  let m = 0;
  while (m < tokens.length && m < 4 && /^\p{Ll}[\p{Ll}'’-]*$/u.test(tokens[m].raw)) m++;
  // (Not a predicate: `... distinguished Smith v Jones and held otherwise [2020] ZACC 12` cites Pridwin.)
  if (tokens.slice(0, m).some((t) => predicateWord(t.raw) || ['and', 'or', 'of', 'on', 'to', 'by'].includes(t.raw))) return undefined;
  // (Not across a line break: a footnote's citation on a line of its own belongs to no words before it.)
  if (m === 0 || m >= tokens.length || INTRODUCING.has(tokens[0].raw) || /[\n\r]/.test(text.slice(tokens[0].end, at)) || tokens.slice(0, m).some((t) => t.lineStart)) return undefined;
  return versusAhead(tokens, m, 12) ? readNameAt(text, from, tokens[m].end) : undefined;
}

/** Whether the citation ending at `end` opens its line (only a list's or a table's marks before it): it has no name before it. */
function citationOpensLine(text: string, end: number): boolean {
  const line = text.slice(text.lastIndexOf('\n', end - 1) + 1, end);
  const first = line.search(/[[(]?\d/);
  return first >= 0 && !/\p{L}/u.test(line.slice(0, first));
}

/** What stands between a citation and the name written after it for it: a colon, a dash, a bracket opened, a table's cell. */
const FOLLOWS_CITATION = /^[ \t]*(?:[:–—|-][ \t]*|\()$|^\t+$/;

/** The most case names one consolidated title joins with semicolons that are read. */
const CONSOLIDATED_NAMES = 4;

/**
 * A name read before a semicolon that is a citation's tail, not a name: a citation the patterns do not
 * know (`Smith v Anderson (1880) 15 Ch D 247 (CA) at 273; ...`), a report whose year was lost (`...
 * Corporation of South Africa Ltd (5) SA 245 (CC); ...`).
 */
const CITATION_LIKE = /\(\d{4}\)|\bat \d|\d\)? \p{Lu}[\p{L}.]*(?: \p{Lu}[\p{L}.]*)? \d{1,4}\b/u;

/**
 * A full name after a semicolon that ends another full name is one title of consolidated matters
 * (`Dawood v Minister of Home Affairs; Shalabi v Minister of Home Affairs; Thomas v Minister of Home
 * Affairs [2000] ZACC 8`): read from the citation back to the semicolon only, the record kept the
 * last name, and a citation written with the first was accused.
 */
function consolidated(text: string, from: number, name: WrittenName, listed: boolean): WrittenName {
  if (!fullName(` ${name.name} `)) return listed ? listedParties(text, from, name) : name;
  let out = name;
  for (let n = 1; n < CONSOLIDATED_NAMES && fullName(` ${out.name} `); n++) {
    let p = out.start;
    while (p > from && isSpace(text[p - 1])) p--;
    if (p <= from || text[p - 1] !== ';') break;
    const before = readNameAt(text, from, p - 1);
    if (!before || before.end !== p - 1 || !fullName(before.name) || CITATION_LIKE.test(before.name)) break;
    out = { name: `${before.name}; ${out.name}`, start: before.start, end: out.end };
  }
  return out;
}

/**
 * Parties listed after a full name, each after a semicolon (`National Union of Mineworkers & Others v Free
 * State Consolidated Gold Mines (Operations) Ltd; President Steyn Mine; President Brand Mine; Freddies
 * Mine, 1996 (1) SA 422 (A)`; the reported title's dash before the list too): the respondents of one
 * case, joined with commas (read to the last semicolon only, the name was `Freddies Mine`, a record's
 * name that no full name could be checked against). Unchanged where no full name stands within CONSOLIDATED_NAMES such parts. Read so in
 * official texts only (the records made from them): in a text sent for checking, `See Khosa v
 * Minister of Social Development; Pridwin 2020 (5) SA 327 (CC)` is a string of cases, and joined, the
 * genuine Pridwin citation was accused.
 */
function listedParties(text: string, from: number, name: WrittenName): WrittenName {
  const parts = [name];
  let p = name.start;
  for (let n = 1; n <= CONSOLIDATED_NAMES; n++) {
    while (p > from && isSpace(text[p - 1])) p--;
    // (The reported title's dash before the list: `... (Operations) Ltd - President Steyn Mine; ...`.)
    if (p <= from || !(text[p - 1] === ';' || (/^[-–—]$/.test(text[p - 1]) && isSpace(text[p - 2] ?? '')))) break;
    let q = p - 1;
    while (q > from && isSpace(text[q - 1])) q--;
    const before = readNameAt(text, from, q);
    if (!before || before.end !== q || CITATION_LIKE.test(before.name)) break;
    parts.unshift(before);
    if (fullName(` ${before.name} `)) return { name: parts.map((x) => x.name).join(', '), start: before.start, end: name.end };
    p = before.start;
  }
  return name;
}

/** A court, as an aside names the one that gave the judgment (words joined by single spaces). */
const ASIDE_COURT = String.raw`(?:the )?(?:(?:s\.? ?afr\.? ?)?const\.? ?ct\.?|constitutional court|supreme court of appeal|sca|cc|high court|labour (?:appeal )?court|full (?:court|bench)|appellate division|competition appeal court|electoral court|land claims court)(?: of south africa)?`;
const ASIDE_MONTH = String.raw`(?:january|february|march|april|may|june|july|august|september|october|november|december)`;
const ASIDE_YEAR = String.raw`(?:1[89]|20)\d\d`;
const ASIDE_DATE = String.raw`(?:\d{1,2} ${ASIDE_MONTH} ${ASIDE_YEAR}|${ASIDE_MONTH} \d{1,2},? ${ASIDE_YEAR}|${ASIDE_YEAR})`;
/** A judge, as an aside names one: `Langa CJ`, `Sachs J`, `Kentridge AJ`. */
const ASIDE_JUDGE = String.raw`\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)? (?:cj|dcj|acj|j|ja|aj|aja|jp|djp|adjp|p|dp)`;
/**
 * What a writer says of a case between its name and its citation, without naming another (its words
 * joined by single spaces): where it is cited, which court gave it and when, the paragraphs meant, the
 * judge, where the copy came from.
 */
const ASIDE = new RegExp(
  `^(?:${[
    String.raw`(?:cited|quoted|discussed|mentioned|referred to)(?: (?:above|supra|earlier|before))?|above|supra|op\.? ?cit\.?|loc\.? ?cit\.?|ibid\.?`,
    String.raw`(?:an? |the )?(?:${ASIDE_YEAR} )?(?:(?:unreported|reported|majority|unanimous) )?(?:judgment|decision|ruling)(?: (?:of|by|in|from) ${ASIDE_COURT})?(?:,? (?:(?:delivered|decided|handed down|given) )?(?:of|on|in|dated) ${ASIDE_DATE})?`,
    String.raw`(?:decided|delivered|handed down|heard|dated) (?:(?:on|in) )?${ASIDE_DATE}`,
    String.raw`at (?:(?:paras?\.?|paragraphs?|pp?\.?) )?\[?\d{1,4}\]?[a-j]?(?: ?(?:[-–,&]|to|and) ?\[?\d{1,4}\]?[a-j]?){0,8}`,
    String.raw`(?:per )?${ASIDE_JUDGE}(?: \((?:majority|minority|dissenting|concurring)\))?`,
    ASIDE_COURT,
    String.raw`(?:(?:on|in) )?${ASIDE_DATE}`,
    String.raw`za|rsa|saflii|juta|lexisnexis|majority|minority|dissent(?:ing)?|concurring|unreported|per curiam`,
  ].join('|')})$`,
  'iu',
);
/** The most words an aside holds. */
const ASIDE_WORDS = 12;
/** The most asides passed over one after another (`, cited above, at para 60,`). */
const ASIDES = 3;
/** The most characters of a bracketed aside. */
const BRACKETED_ASIDE = 80;
const DASH_TOKEN = /^[-–—]$/;
/** A judge's surname and title (`Sachs J`, `Chaskalson P`): what stands before an aside naming the judgment's author is no case name (`S v P` is). */
const JUDGE_NAME = /^(?:\p{Lu}[\p{L}'’-]+ )+(?:CJ|DCJ|ACJ|J|JA|AJ|AJA|JP|DJP|ADJP|P|DP)$/u;

/**
 * Where the name ends before the asides about the case between it and its citation (`Smith v Napier,
 * cited above, [2007] ZACC 5`, `AB v Pridwin Preparatory School (SAFLII) [2020] ZACC 12`, `Barkhuizen v
 * Napier — Constitutional Court — [2020] ZACC 12`, `Smith v Napier at paras 14 to 16, [2007] ZACC 5`);
 * undefined when there is none. Read through, an aside either hid the name (a wrong citation
 * confirmed without it) or was read into it (a genuine one accused: the thirteenth audit). Only asides
 * that describe the case itself are passed over, the longest that reads as one (`, delivered on June
 * 5, 1997,`), at most ASIDES of them.
 */
function describedBefore(text: string, from: number, at: number): number | undefined {
  let end: number | undefined;
  for (let n = 0; n < ASIDES; n++) {
    const before = asideEnd(text, from, end ?? at);
    if (before === undefined) break;
    end = before;
  }
  return end;
}

/** Where the name ends before the one aside right before `at` (above); undefined when none stands there. */
function asideEnd(text: string, from: number, at: number): number | undefined {
  // ` (<aside>)`, ` [<aside>]`, a comma after it or not (read from the text: the words' reader leaves brackets out).
  let p = at;
  while (p > from && (isSpace(text[p - 1]) || text[p - 1] === ',')) p--;
  const close = text[p - 1];
  if (close === ')' || close === ']') {
    const open = text.lastIndexOf(close === ')' ? '(' : '[', p - 2);
    const inside = open >= Math.max(from, p - BRACKETED_ASIDE) ? text.slice(open + 1, p - 1) : '';
    if (inside && !/[()[\]]/.test(inside) && ASIDE.test(inside.trim().replace(/\s+/g, ' '))) {
      let q = open;
      while (q > from && isSpace(text[q - 1])) q--;
      return q > from ? q : undefined;
    }
  }
  const tokens = tokensBefore(text, Math.max(from, at - NAME_WINDOW), at, ASIDE_WORDS + 2); // right to left
  if (tokens.length < 2) return undefined;
  const words = (a: number, b: number) => tokens.slice(a, b + 1).reverse().map((t) => t.raw).join(' ');
  const last = tokens[0].raw;
  let found: number | undefined;
  for (let j = 1; j < tokens.length; j++) {
    const raw = tokens[j].raw;
    // `, <aside>,` (the name's last word carries the first comma), or ` at paras 14 to 16,`.
    if (/,$/.test(last) && /,$/.test(raw) && ASIDE.test(words(0, j - 1).slice(0, -1))) found = tokens[j].end;
    else if (/,$/.test(last) && tokens[j - 1].raw === 'at' && /^at /.test(ASIDE.exec(words(0, j - 1).slice(0, -1))?.[0] ?? '')) found = tokens[j].end;
    // ` — <aside> —`.
    else if (DASH_TOKEN.test(last) && DASH_TOKEN.test(raw) && j > 1 && ASIDE.test(words(1, j - 1))) found = tokens[j + 1]?.end;
  }
  return found;
}

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
function labelledName(text: string, from: number, at: number): WrittenName | '' | undefined {
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

/** Words of an aside about who else took part: `(... and Others as Amici Curiae`, `(X Intervening`. */
const PARTICIPANTS = /\b(?:amic[iu]s|curiae|intervening|interveners?)\b/i;

/**
 * Where an aside opened and not closed before a citation begins (`Soobramoney v Jordan (Sex Workers
 * ... as Amici Curiae [2002] ZACC 22`, as a title is sometimes printed): read from the bracket, the
 * name was the amici alone, and any parties before it agreed. Undefined when there is none.
 */
function asideBefore(text: string, from: number, at: number): number | undefined {
  const lo = Math.max(from, at - NAME_WINDOW);
  const window = text.slice(lo, at);
  const open = window.lastIndexOf('(');
  if (open < 0 || window.indexOf(')', open) >= 0) return undefined;
  const inside = window.slice(open + 1);
  return PARTICIPANTS.test(inside) && !fullName(` ${inside} `) ? lo + open : undefined;
}

/**
 * The case name in a markdown table's row whose cell holds the citation (`| Smith v Jones |
 * Constitutional Court | [2022] ZACC 14 |`): the first cell of the row (after any citation before it)
 * holding a full name (`v`, `Ex parte`, `In re`), else the nearest holding a name that is not a court's code, a year or a date
 * (`| Grootboom | 2001 (1) SA 46 (CC) |`). Read from the cell beside it alone, a court's column was
 * taken for the name (a genuine citation accused) or a wrong name was never read. Undefined when the
 * citation is not in such a cell; '' when the row holds no name.
 */
function tableName(text: string, from: number, at: number): WrittenName | '' | undefined {
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

/** Whether a `v` stands among `count` tokens from tokens[from] leftwards, in the same clause (no `,;:` or sentence end before it). */
function versusAhead(tokens: Token[], from: number, count: number): boolean {
  for (let j = from; j < Math.min(tokens.length, from + count); j++) {
    if (isVersus(tokens[j].raw)) return true;
    if (/[,;:]$/.test(tokens[j].raw) || endsSentence(tokens[j].raw)) return false;
  }
  return false;
}

/** Words that open no name: what follows them is part of one cut off. */
const FRAGMENT_OPENING = new Set(['of', 'and', 'for', '&']);

/** Words that introduce the citation after them: `as held in`, `see`, `per`, `applying`. */
const INTRODUCING = new Set(['in', 'at', 'see', 'per', 'by', 'from', 'to', 'under', 'following', 'applying', 'citing', 'quoting', 'cf', 'also', 'with', 'on', 'and', 'or', 'of', 'the', 'a', 'an', 'that', 'which', 'where', 'as', 'like', 'unlike', 'after', 'before', 'since', 'via', 'for', 'into', 'is', 'was', 'are', 'were', 'sien', 'vgl', 'soos', 'volgens', 'en', 'op']);

function readNameAt(text: string, from: number, at: number): WrittenName | undefined {
  const lo = Math.max(from, at - NAME_WINDOW);
  let tokens = tokensBefore(text, lo, at, NAME_TOKENS); // right to left
  // What stands between the names and the citation: a comma, a case number, `(above)`, `above n 4,`, `and related matters`.
  let k = 0;
  while (k < tokens.length) {
    const raw = tokens[k].raw;
    if (raw === ',' || raw === '-' || raw === '–' || raw === '—' || raw === '(' || raw === '[' || AFTER_NAME.has(raw.toLowerCase().replace(/,$/, ''))) k++; // `Glenister v President ([2020] ZACC 12)`, `Smith v Jones — [2022] ZACC 14`
    else if (raw === 'at' && /^available$/.test(tokens[k + 1]?.raw ?? '')) k += 2; // `Smith v Jones, available at [2022] ZACC 14`
    else if (raw === 'also' && /^(?:reported|cited)$/.test(tokens[k - 1]?.raw ?? '')) k++; // `..., also reported as ...` (after `as reported`, below)
    else if (/^\[?\d{1,4}\]?,?$/.test(raw) && /^paras?\.?$/.test(tokens[k + 1]?.raw ?? '') && tokens[k + 2]?.raw === 'at') k += 3; // `Makwanyane at para 5 [2020] ZACC 12`
    else if (/^(?:at|as)$/.test(raw) && /^\(?(?:reported|cited)$/.test(tokens[k + 1]?.raw ?? '')) k += 2; // `X v Y, reported at 2020 (5) SA 327 (CC)`, `(reported as ...`
    else if (CASE_NUMBER.test(raw.replace(/,$/, ''))) k++;
    else if (pageMark(text, tokens[k])) k++;
    else if (/^\d{1,3},?$/.test(raw) && /^(?:n|fn|note)$/i.test(tokens[k + 1]?.raw ?? '')) k += 2; // `Pridwin above n 4, [2000] ZACC 19`
    else if (/^matters?,?$/.test(raw) && /^(?:related|other|another)$/.test(tokens[k + 1]?.raw ?? '') && tokens[k + 2]?.raw === 'and') k += 3; // `X v Y and related matters`
    else if (/^(?:cases?|matters?),?$/.test(raw) && /^others?$/.test(tokens[k + 1]?.raw ?? '') && /^(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)$/.test(tokens[k + 2]?.raw ?? '') && tokens[k + 3]?.raw === 'and') k += 4; // `X v Y and four other cases`
    else if (k + 1 < tokens.length && CASE_NUMBER.test(`${tokens[k + 1].raw} ${raw}`.replace(/,$/, ''))) k += 2;
    else break;
  }
  // A footnote number glued to a closing bracket: `Treatment Action Campaign (No 2)12 [2002] ZACC 15`.
  const glue = k < tokens.length ? /^(.*\))\d{1,3}$/.exec(tokens[k].raw) : null;
  if (glue) tokens[k] = { ...tokens[k], raw: glue[1], end: tokens[k].start + glue[1].length };
  // `This was explained in Pridwin. [2000] ZACC 19`: what ends a sentence is never a name's last word;
  // nor is a colon right before the citation, which introduces it (readCaseName reads the name before
  // it; `Minister of Safety and Security:` had been read as a colon inside a name, across a line break).
  if (k < tokens.length && (endsSentence(tokens[k].raw) || /:$/.test(tokens[k].raw))) return undefined;
  // `FOOTNOTES\n\n[2004] ZACC 15`: a heading above a citation opening its line is no name.
  if (k < tokens.length && tokens.slice(0, k).every((t) => /^[-–—]$/.test(t.raw) || pageNumber(text, t)) && headingAbove(text, at)) return undefined;
  tokens = tokens.slice(k);
  const taken: Token[] = [];
  // Page numbers passed over inside the name, left out of it.
  const pages: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    // (And a pleading's or transcript's line number inside a name: `Smith v\n6 Minister of Safety`,
    // `Minister of Safety\n15   and Security`. Read as a footnote's, the name was its tail.)
    if (taken.length && (pageMark(text, token) || marginNumber(text, token, tokens[i + 1], taken[taken.length - 1]))) {
      pages.push(token);
      continue;
    }
    // `Smith - v - Minister ...`: dashes standing beside the `v` are part of how it is written.
    // (A lower-case `v` only: `Part V – Fose v ...` numbers a part.)
    if (taken.length && DASH_TOKEN.test(token.raw) && (LOWER_VERSUS.test(taken[taken.length - 1].raw) || LOWER_VERSUS.test(tokens[i + 1]?.raw ?? ''))) continue;
    // A bracketed aside is part of the name whatever its words: `(Centre for Child Law as amicus curiae)`.
    if (/\)[,.]?$/.test(token.raw) && !token.raw.includes('(')) {
      // `470 C (waar Wet 56 van 1972 gegeld het) en Khumalo v ...`: an aside before `and` closes what
      // came before, not this name.
      if (taken.length && /^(?:and|&|en)$/.test(taken[taken.length - 1].raw) && !suffixAfterAnd(taken)) break;
      const open = tokens.findIndex((t, j) => j > i && t.raw.includes('(') && !t.raw.includes(')'));
      if (open > 0) {
        taken.push(...tokens.slice(i, open + 1));
        i = open;
        const before = tokens[i + 1];
        if (!before || endsSentence(before.raw)) break;
        continue;
      }
    }
    if (!nameToken(token)) {
      // `and another`, `& others`, `et al`, `en andere` end a party's name, at the end of the name or
      // before its `v` (`Smith and another v Speaker ...`: read only from the `v`, the name was the
      // respondent's alone, and a short name agrees with either side).
      if (!NAME_SUFFIX.has(bare(token.raw).toLowerCase()) && !lowerCaseParty(tokens, i, taken) && !lowerCaseApplicant(token, taken)) break;
    }
    // `rely on PAJA and on Grootboom`: a preposition is inside a name only after a name word (`Right to Know`, `Minister in the Presidency`).
    if (LINKING.has(token.raw) && !(tokens[i + 1] && /^(?:\p{Lu}|\p{Ll}+\p{Lu})/u.test(bare(tokens[i + 1].raw)) && !endsSentence(tokens[i + 1].raw))) break;
    // A name never ends in a semicolon: `...; 2020 4 BLLR 337 (CC); (2020) 41 ILJ` follows a member not read as a citation.
    if (!taken.length && /;$/.test(token.raw)) break;
    // `(1997) 59 SATC 383 and Hicklin v ...`: a number before `and` ends another citation, not a name.
    // `at 797E-F and Dikoko v ...`, `op 10E-F en Kett v ...`: a page pinpoint too.
    if (/^\d/.test(token.raw) && taken.length && /^(?:and|&|en)$/.test(taken[taken.length - 1].raw) && !suffixAfterAnd(taken)) break;
    // The same pinpoint written apart (`at 10 F - G and Beinash v Wixley`, `at 257 A-B and S v Nkata`):
    // its letters, after a page or a dash, are no party (read as one, `G and Beinash v Wixley` was a
    // record's name, and `G v Wixley` was confirmed by it).
    // (A page's break between them passed over: `at 573 E -\n14\nTHERON J\nG and Amcol ...`.)
    if (taken.length && /^(?:and|&|en)$/.test(taken[taken.length - 1].raw) && !suffixAfterAnd(taken) && /^[A-J](?:[-–][A-J])?,?$/.test(token.raw) && /^[-–]$|\d[A-J]?[-–]?$|^[A-J][-–]$/.test(tokenPast(text, tokens, i + 1)?.raw ?? '')) break;
    // A short name given to the case before (`... 1967 (2) SA 326 (D) ("Marais"), Madden v BP ...`, glued:
    // `("Mahabeer")en Klisser`) ends this one; an alias inside a name (`Smith ("Smith") v ...`) does not.
    if (taken.length && /^\(["“'‘][^)]*["”'’]\)[,;\p{L}]/u.test(token.raw)) break;
    // A footnote number at the start of a line (`13 Khumalo v MEC ...`) opens the footnote; years (four
    // digits) wrap onto lines, and so does a company's number before its suffix (`Blue Moonlight
    // Properties\n39 (Pty) Ltd`: read as a footnote's, the name was lost and any party confirmed).
    if (/^\d{1,3}$/.test(token.raw) && token.lineStart && !(taken.length && COMPANY_SUFFIX.test(taken[taken.length - 1].raw))) break;
    // So does one inside a line, a footnote moved into it (text reflowed: `the Basic Conditions of 1 Van Wyk v
    // Minister ...`), between a word in lower case and a full name: read through, the sentence's words were
    // the applicant's and the genuine citation was accused. (Not after a word that joins a name's parts,
    // `v`, `and`, `of`, `the`, `obo`, `van`, `die`, `as`: `X v 10 Tickets Ltd`, `Portion 1 of 46 Wadeville (Pty)
    // Ltd v ...`, `SATAWU obo 78 Members v Garvas`, `Beheerliggaam van 22 Cheviot Place v ...`.)
    if (/^\d{1,3}$/.test(token.raw) && taken.length && /^\p{Lu}/u.test(taken[taken.length - 1].raw) && taken.some((t) => isVersus(t.raw))
      && /^\p{Ll}+[,;]?$/u.test(tokens[i + 1]?.raw ?? '') && !CONNECTORS.has(tokens[i + 1].raw) && !/^(?:die|as)$/.test(tokens[i + 1].raw)) break;
    taken.push(token);
    const before = tokens[i + 1];
    if (!before || (token.lineStart && headingBefore(text, token, at, true))) break;
    // `REPUBLIC OF SOUTH AFRICA\nPage 4 of 23\nIn Mkontwana v ...`: a sentence opening (`In`, `See`) at the
    // start of a page's first line opens the name; the page's running header above is no part of it.
    if (token.lineStart && /^\p{Lu}\p{Ll}*$/u.test(token.raw) && INTRODUCING.has(token.raw.toLowerCase()) && pageNumber(text, before)) break;
    // A bracket or quotation opened and not closed within the name starts it: `(Daniels v Scribante ...`,
    // `“Hotz v ...`; a tab starts a table cell.
    // (Not a quotation closed further on in the name: `Smith v "the Minister" of Safety and Security` is
    // Smith's case; read from the quotation, the respondent alone confirmed Fose's citation.)
    const quoted = /^["“]/.test(token.raw) && taken.slice(0, -1).some((t) => /["”]/.test(t.raw));
    if ((/^[(“"‘]/.test(token.raw) && !/[)”"’]/.test(token.raw.slice(1)) && !/^['’‘`]n$/.test(token.raw) && !quoted) || token.tabBefore || (token.lineStart && before.tabBefore)) break;
    // `Khumalo v MEC for Education; KwaZulu Natal [2013] ZACC 49`: a place after a semicolon is a slip for a colon.
    const slip = /;$/.test(before.raw) && NAME_WORD.test(bare(before.raw)) && taken.every((t) => PLACE_WORDS.has(bare(t.raw).toLowerCase()));
    // (The words after a colon: `...: In re` continues the name, `Answer: In Glenister` does not.)
    if (!slip && endsSentence(before.raw, `${bare(token.raw)} ${taken.length > 1 ? bare(taken[taken.length - 2].raw) : ''}`)) break;
  }
  taken.reverse(); // left to right
  // Leading words that open the clause, connectors, numbers: `See also`, `In`, `the`, `13`.
  let s = 0;
  while (s < taken.length) {
    const word = bare(taken[s].raw);
    const lower = word.toLowerCase();
    const next = taken[s + 1] ? bare(taken[s + 1].raw).toLowerCase() : '';
    if (isVersus(next)) break; // `A v B`: a one-letter party, not the article
    // A name read from its `v` keeps it: the applicant could not be read (names.ts applicantUnread), and
    // the respondent alone, taken for a short name, had been checked as the whole name.
    if (isVersus(taken[s].raw)) break;
    // `A M v H M`: initials, a party's, not the article (read as one, the name was `M v H M` and accused `AM v HM`).
    // (`A. S v Dodo`: an outline's letter, with its point, is no initial.)
    if (taken[s].raw === 'A' && /^\p{Lu}\.?$/u.test(taken[s + 1] ? bare(taken[s + 1].raw) : '')) break;
    if ((lower === 'in' && next === 're') || (lower === 'ex' && next === 'parte')) break;
    // A signal written as a participle and its preposition opens the clause: `Overruled by Bato Star ...`,
    // `Applied in The Citizen ...` (read as the name's first words, they accused the genuine citation).
    if (/^\p{Lu}\p{Ll}+ed$/u.test(word) && /^(?:by|in)$/.test(taken[s + 1]?.raw ?? '')) {
      s += 2;
      continue;
    }
    if (CLAUSE_WORDS.has(lower) || /^\d+[.,]?$/.test(word) || (CONNECTORS.has(lower) && word === lower) || !hasLetter(word)) s++;
    else break;
  }
  // `of Safety and Security` at a block's start (`<p>Smith v Minister</p><p>of Safety ...`): a name never
  // opens with `of`, `and` or `for`; what follows them is part of a name cut off, no name of its own.
  // (Only where the reading ran into the stop before it: `... on behalf of Mavimbela and Uthukela District
  // Municipality (2023) 44 ILJ 1366 (SALGBC)`, an award's name in a 2025 judgment, stopped at `behalf`.)
  // (Not after a citation: `See Fose [1997] ZACC 6 and Hugo [2001] ZACC 22` names the second case Hugo.)
  if (s > 0 && FRAGMENT_OPENING.has(taken[s - 1].raw) && !taken.slice(s).some((t) => isVersus(t.raw)) && !/\S/.test(text.slice(from, taken[0].start)) && !citationEndsAt(text, from)) return undefined;
  let words = taken.slice(s);
  // `In South Africa, Economic Freedom Fighters v ...`: a place opening the sentence is not the name.
  {
    const comma = words.findIndex((t) => /,$/.test(t.raw));
    const versusAt = words.findIndex((t) => isVersus(t.raw));
    // (Not an office before its place: `Premier, Western Cape v President ...` names the Premier; cut
    // to `Western Cape v ...`, it agreed with the Executive Council of the Western Cape.)
    // (`Premier, Provinsie Mpumalanga en 'n Ander v ...` too.)
    const placeAfter = comma >= 0 && words.slice(comma + 1, comma + 3).some((t, n) => PLACE_WORDS.has(bare(t.raw).toLowerCase()) && (n === 0 || /^(?:province|provinsie)$/i.test(words[comma + 1].raw)));
    // (Not a short name before an aside, `Zealand, supra, [2008] ZACC 3`: nothing follows its comma.)
    if (comma >= 0 && comma < words.length - 1 && !placeAfter && (versusAt < 0 || comma < versusAt) && words.slice(0, comma + 1).every((t) => INTRODUCTORY.has(bare(t.raw).toLowerCase()))) {
      words = words.slice(comma + 1);
    }
  }
  // `Supreme Court of Appeal in X v Y`, `Full Court of the Western Cape Division, X v Y`: the court comes before the name.
  const versus = words.findIndex((t) => isVersus(t.raw));
  for (let c = (versus < 0 ? words.length : versus) - 1; c > 0; c--) {
    // `O'Regan J in S v Coetzee`, `the SCA in X v Y`: `in` before a name is the clause, not the name
    // (`Minister in the Presidency` keeps it: an article follows; not one opening a name, `Applied in
    // The Citizen 1978 (Pty) Ltd v McBride`).
    const next = words[c + 1] ? bare(words[c + 1].raw).replace(/^re$/i, 're') : '';
    if (words[c].raw === 'in' && next !== 'the' && next !== 're' && c + 1 < words.length) {
      words = words.slice(c + 1);
      break;
    }
    const cut = /,$/.test(words[c - 1].raw) ? c : -1;
    if (cut > 0 && words.slice(0, cut).some((t) => COURT_WORDS.has(bare(t.raw).toLowerCase()))) {
      words = words.slice(cut);
      break;
    }
  }
  if (!words.length) return undefined;
  let end = words[words.length - 1].end;
  // A footnote number glued to the first word (`13Khumalo`), or a bracket or quotation the name opens
  // and does not close (`(Daniels v Scribante ...`).
  const whole = text.slice(words[0].start, end);
  const opens = /^[(“"‘]/.test(whole) && (whole.match(/[(“‘]/g)?.length ?? 0) > (whole.match(/[)”’]/g)?.length ?? 0);
  let start = words[0].start + (opens ? 1 : (words[0].raw.match(/^\d{1,3}(?=\p{Lu})/u)?.[0].length ?? 0));
  while (opens && (text[start] === '*' || text[start] === '_')) start++;
  let name = clean(blanked(text, start, end, pages));
  // A trailing comma or a footnote number glued to the last word (`Minister12`).
  const glued = /\p{L}(\d{1,3}),?$/u.exec(name);
  if (glued) {
    name = name.slice(0, glued.index + 1);
    end = start + text.slice(start, end).lastIndexOf(glued[1]);
  }
  name = name.replace(/[,:]$/, '').trim();
  // A bracket closed that the name never opened: what came before it is the end of an aside whose start
  // was not read (`Institute for Democracy in South Africa and Another as Amici Curiae) (No 2)` after a
  // page's break), no party's name (read as one, the genuine citation was accused).
  // (One closing the name itself closes a bracket opened before it, `(see Fose v Minister ...) [2000] ZACC 19`:
  // only it is left out.)
  // (Only an aside of those who took part, `as Amici Curiae)`, `Intervening)`: `Smith Pty) Ltd v ...` is a
  // name mistyped, and cut at its bracket its wrong applicant was hidden.)
  const unopened = closedUnopened(name);
  let cut = false;
  if (unopened === name.length - 1) name = name.slice(0, -1).trim();
  else if (unopened >= 0 && PARTICIPANTS.test(name.slice(0, unopened))) {
    name = name.slice(unopened + 1).trim();
    cut = true;
  }
  // A whole name in brackets (`(Fose v Minister of Safety and Security) [1997] ZACC 6`): its brackets are no part of it.
  if (/^\([^()]+\)$/.test(name) && /\sv\.?\s/.test(name)) name = name.slice(1, -1);
  if (!/[“"]/.test(name.slice(0, -1))) name = name.replace(/["”]$/, ''); // the closing quote of a quoted name
  if (!name) return undefined;
  const significant = name
    .replace(/\([^()]*\)/g, ' ')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  // (Not a name with a `v`: `Minister of Justice v Speaker` names two parties, however generic their words.)
  const versusName = (cut ? /\s(?:v|vs|versus)\.?\s/i.test(` ${name} `) : words.some((t) => isVersus(t.raw))) && !applicantUnread(name) && !/\s(?:v|vs|versus)\.?$/i.test(name);
  if (!versusName && !/^(?:ex\s+parte|in\s+re)\b/i.test(name) && significant.every((w) => GENERIC_NAME_WORDS.has(w) || CONNECTORS.has(w))) return undefined;
  return { name, start, end };
}

/** tokens[n], or the first token after it that is no page's number or running header. */
function tokenPast(text: string, tokens: Token[], n: number): Token | undefined {
  let k = n;
  while (k < tokens.length && k < n + 6 && pageMark(text, tokens[k])) k++;
  return tokens[k];
}

/** Where a name's last `)` without its `(` stands; -1 when every bracket closed was opened. */
function closedUnopened(name: string): number {
  let depth = 0;
  let last = -1;
  for (let i = 0; i < name.length; i++) {
    if (name[i] === '(') depth++;
    else if (name[i] === ')') {
      if (depth === 0) last = i;
      else depth--;
    }
  }
  return last;
}

/** Finds every case citation, in text order, with its parallel group and the names before the group. */
export function extractCases(text: string, boundaries: Span[] = [], options: { listedParties?: boolean } = {}): CaseCitation[] {
  const spans = caseSpans(text);
  const stops = [...spans, ...boundaries].map((s) => s.end).sort((a, b) => a - b);
  const out: CaseCitation[] = [];
  let group = 0;
  let written: WrittenName | undefined;
  let stop = 0;
  let groupHasNeutral = false;
  const groupSeries = new Set<string>();
  spans.forEach((span, i) => {
    const cited = text.slice(span.start, span.end);
    const n = normalizeCitation(cited);
    // A judgment has one neutral citation: a second one after a separator is another authority
    // (`See Glenister [2011] ZACC 6; [2020] ZACC 12`), not a parallel of the first.
    const neutral = n?.kind === 'neutral';
    const between = i > 0 ? text.slice(spans[i - 1].end, span.start) : '';
    // (A table's next cell joins the group only as a parallel could: a series the group has not had.
    // `| Grootboom | 2001 (1) SA 46 (CC) | 2001 (4) SA 938 (CC) |` cites two cases.)
    const cell = CELL_BETWEEN.test(between);
    const sameGroup = i > 0 && groupSeparator(between) && !(neutral && groupHasNeutral) && !(cell && groupSeries.has(n?.court ?? ''));
    groupHasNeutral = (sameGroup && groupHasNeutral) || neutral;
    if (!sameGroup) {
      groupSeries.clear();
      group++;
      while (stop < stops.length && stops[stop] <= span.start) stop++;
      // (Fields are read back to the citation before, across blocks of markup: `<p>Case: X</p><p>Citation: ...`.)
      written = readCaseName(text, stop > 0 ? stops[stop - 1] : 0, span.start, options.listedParties ?? false, i > 0 ? spans[i - 1].end : 0);
    }
    groupSeries.add(n?.court ?? '');
    out.push({
      cited,
      start: span.start,
      end: span.end,
      kind: n?.kind ?? 'unknown',
      ...(n ? { norm: n.norm, court: n.court, year: n.year } : {}),
      ...(n?.kind === 'neutral' ? { number: n.number } : {}),
      group,
      ...(written ? { parties: written.name, partiesStart: written.start, partiesEnd: written.end } : {}),
      ...(sameGroup && ((cell && !reportColumn(text, span.start)) || out[out.length - 1]?.loose) ? { loose: true as const } : {}),
    });
  });
  // A pinpoint after a group's last member belongs to every member of the group; one between members
  // (`[1995] ZACC 3 at para 10; 1995 (3) SA 391 (CC)`) to the member it follows.
  for (let i = 0; i < out.length; i++) {
    const last = out[i + 1]?.group === out[i].group ? undefined : out[i];
    if (!last) {
      const own = pinpointAfter(text, out[i].end);
      if (own) out[i].pinpoint = own;
      continue;
    }
    const pinpoint = pinpointAfter(text, last.end);
    if (!pinpoint) continue;
    for (let j = i; j >= 0 && out[j].group === last.group; j--) out[j].pinpoint ??= pinpoint;
  }
  return out;
}

/** Words that end an Act title read backwards: the title starts after them (`under the Companies Act`). */
const BEFORE_TITLE = new Set([
  'the', 'a', 'an', 'this', 'that', 'under', 'in', 'see', 'cf', 'per', 'terms', 'section', 'sections', 's', 'ss', 'subsection', 'regulation',
  'regulations', 'chapter', 'item', 'schedule', 'part', 'by', 'with', 'he', 'she', 'it', 'they', 'we', 'its', 'their', 'his', 'her', 'our', 'as', 'was',
  'is', 'were', 'are', 'be', 'been', 'which', 'whose', 'also', 'read', 'contravening', 'contravention', 'breach', 'pursuant', 'enacted',
  'repealed', 'amended', 'replaced', 'applying', 'following',
]);

/**
 * A verb just before an Act's number (`The court considered Act 24 of 1936`, `Judges must apply Act 51 of
 * 1977`, `Interpreting Act 68 of 2008`): the words before it are the clause's, no title, and read as
 * one (`court considered`) the Act was accused. Only the verbs listed, in lower case or an `-ing`
 * opening a sentence (`Housing Act`, `Broadcasting Act`, `... Act Repeal Act` are titles).
 */
const VERBS_BEFORE_ACT = new Set([
  'apply', 'applies', 'applying', 'applied', 'invoke', 'invokes', 'invoking', 'invoked', 'interpret', 'interprets', 'interpreting', 'interpreted',
  'consider', 'considers', 'considering', 'considered', 'cite', 'cites', 'citing', 'cited', 'pass', 'passes', 'passing', 'passed', 'enforce',
  'enforces', 'enforcing', 'enforced', 'challenge', 'challenges', 'challenging', 'challenged', 'violate', 'violates', 'violating', 'violated',
  'contravene', 'contravenes', 'contravened', 'construe', 'construes', 'construing', 'construed', 'implement', 'implements', 'implementing',
  'implemented', 'promulgate', 'promulgates', 'promulgating', 'promulgated', 'discussed', 'examined', 'analysed', 'analyzed', 'administered',
]);
// (In lower case, or an `-ing` opening a sentence: `Black Authorities Act Repeal Act` is a title. Not
// any word in `-ed`: `the sentech limited act 22 of 2011`, read without its title, confirmed another Act.)
const verbBeforeAct = (word: string) => VERBS_BEFORE_ACT.has(word) || (/^\p{Lu}\p{Ll}+ing$/u.test(word) && VERBS_BEFORE_ACT.has(word.toLowerCase()));

/** Labels of a judgment's headnote and of headings, before a colon: `Summary:`, `Held:`, `Legislation:`. */
const HEADING_LABELS = new Set(['summary:', 'held:', 'legislation:', 'headnote:', 'flynote:', 'catchwords:', 'keywords:', 'order:', 'note:', 'issue:', 'issues:', 'statutes:', 'statute:', 'cases:', 'see:', 'cf:', 'coram:', 'heard:', 'delivered:', 'judgment:',
  'answer:', 'q:', 'question:', 'authority:', 'authorities:', 'reference:', 'references:', 'source:', 'sources:', 'citation:', 'law:', 'laws:', 'act:', 'acts:']);

/** Nouns that open a clause in lower case (`section 9 of`) but a title with a capital (`Regulation of Gatherings Act`). */
const TITLE_NOUNS = new Set(['regulation', 'regulations', 'chapter', 'item', 'schedule', 'part', 'section', 'sections']);

/**
 * Whether a word that usually ends a title read backwards stands inside this one: `Trafficking in
 * Persons`, `Prohibition or Restriction`, `Constitution of the Republic`, `Regulation of Gatherings`.
 */
function inTitle(word: string, left: string, right: string): boolean {
  if (NAME_WORD.test(word)) return TITLE_NOUNS.has(word.toLowerCase());
  const rightOk = NAME_WORD.test(right) || right === 'the';
  if (word === 'the') return rightOk && ['of', 'to', 'in', 'on', 'for'].includes(left);
  return ['in', 'or', 'to', 'on'].includes(word) && rightOk && NAME_WORD.test(left);
}

/**
 * The short title ending just before `at` (`Promotion of Access to Information`), read back to the
 * article or clause word before it, whatever the title's case (`Protection of personal information`).
 * Stops at a comma (titles hold none), a sentence end and the previous citation.
 */
function titleBefore(text: string, from: number, at: number): { start: number; title: string } | undefined {
  const tokens = tokensBefore(text, Math.max(from, at - 200), at, 16);
  const taken: Token[] = [];
  // Page numbers passed over inside the title, left out of it.
  const pages: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const raw = tokens[i].raw;
    const word = bare(raw);
    if (pageMark(text, tokens[i]) || (taken.length && marginNumber(text, tokens[i], tokens[i + 1], taken[taken.length - 1]))) {
      pages.push(tokens[i]);
      continue;
    }
    // A table's cell, a dash or a colon right before the number's `Act` ends the title (`| PAJA | Act
    // 3 of 2000 |`, `PAJA – Act 3 of 2000`, `PAJA: Act ...`): the words before are an acronym
    // (ACRONYM_BEFORE_NUMBER) or a title of their own (TITLE_BEFORE_NUMBER).
    if (raw === '|' || (!taken.length && (/^[–—-]$/.test(raw) || /:$/.test(raw)))) break;
    // `... Justice Act (PAJA)\n  Act 3 of 2000`: the abbreviation is the title's before it, and the
    // number that title's (TITLE_BEFORE_NUMBER); read as this title, `PAJA)` was not_found.
    if (!taken.length && /^\(.*\)$/.test(raw) && tokens[i + 1] && /^acts?$/i.test(bare(tokens[i + 1].raw))) break;
    if (!word || /^\d/.test(word) || /^\[/.test(raw)) break;
    if (!taken.length && verbBeforeAct(word)) break;
    // A title never ends in punctuation before `Act` (`... is supreme; Act 200 of 1993`), nor holds a comma.
    if (/[,;.!?]["'”’]?$/.test(raw) && !NAME_ABBREVIATIONS.has(raw.toLowerCase())) break;
    // `(PAJA) and Promotion of ...`: a bracket opened and closed before the title is an aside of what
    // precedes it; a closing bracket opened nowhere before it ends the title too (`(Sexual Offences
    // and Related Matters) Amendment Act` keeps its own).
    // (`Agricultural Holdings (Transvaal) Registration Act`, `Companies (Administration) Act` keep theirs.)
    const right = taken.length ? bare(taken[taken.length - 1].raw) : '';
    // `... Act 4 of 2013 (POPIA)\nNational Water Act 36 of 1998`: an abbreviation after a number is the
    // citation's before it, and ends this title (read into it, the next Act was not_found).
    if (raw.includes(')') && tokens[i + 1] && /^\d/.test(bare(tokens[i + 1].raw))) break;
    if (raw.includes(')') && (/^\(/.test(raw) ? ['and', '&', 'or', 'en'].includes(right.toLowerCase()) : !tokens.slice(i + 1).some((t) => t.raw.includes('(') && !t.raw.includes(')')))) break;
    // `the Companies Act and Close Corporations Act`; but `... Matters) Amendment Act Amendment Act`.
    if (/^acts?$/i.test(word) && right !== 'Amendment' && right !== 'Repeal') break;
    if (BEFORE_TITLE.has(word.toLowerCase()) && !inTitle(word, tokens[i + 1] ? bare(tokens[i + 1].raw) : '', right)) break;
    taken.push(tokens[i]);
    if (/:$/.test(raw) && !NAME_WORD.test(word)) break;
    if (tokens[i].lineStart && headingBefore(text, tokens[i], at, false)) break;
  }
  // A heading's label before a colon is no part of a title: `Summary: Local Government: Municipal Systems Act`.
  {
    const label = taken.findIndex((t) => HEADING_LABELS.has(t.raw.toLowerCase()));
    if (label >= 0) taken.length = label;
  }
  // The title is the run of words with capitals (and connectors) before `Act`; a title written in lower
  // case (`Protection of personal information Act`) runs back to its first capital or to the article.
  let run = 0;
  const titleWord = (t: Token) => NAME_WORD.test(bare(t.raw)) || CONNECTORS.has(bare(t.raw).toLowerCase()) || bare(t.raw) === 'or';
  while (run < taken.length && titleWord(taken[run])) run++;
  const hasCapital = taken.slice(0, run).some((t) => NAME_WORD.test(bare(t.raw)));
  if (hasCapital) taken.length = run;
  taken.reverse();
  let s = hasCapital ? 0 : taken.findIndex((t) => NAME_WORD.test(bare(t.raw)));
  if (s < 0) s = 0;
  while (s < taken.length && CONNECTORS.has(bare(taken[s].raw).toLowerCase())) s++;
  if (s >= taken.length) return undefined;
  // A title never ends in a small word: `the provisions of Act 71 of 2008`, `commencement of Act ...` name no Act.
  if (CONNECTORS.has(bare(taken[taken.length - 1].raw).toLowerCase())) return undefined;
  const start = taken[s].start + (/^[(["'“‘]/.test(taken[s].raw) ? 1 : 0);
  const title = clean(blanked(text, start, at, pages)).replace(/,$/, '');
  if (!title || !hasLetter(title)) return undefined;
  return { start, title };
}

/** The most comma-separated parts a title is read on through, and the most words in each. */
const LISTED_PARTS = 4;
const LISTED_WORDS = 4;

/**
 * A title's words before its `start`, across commas (`Foodstuffs, Cosmetics and Disinfectants`): parts
 * of capitalised words and connectors, each after a comma. A title holds commas seldom and `On Monday,
 * Companies Act` is no title, so this reading is only taken where an Act's title agrees with it
 * (verify.service.ts).
 */
function titleThroughCommas(text: string, from: number, start: number, title: string): { start: number; title: string } | undefined {
  let at = start;
  let first: number | undefined;
  for (let n = 0; n < LISTED_PARTS; n++) {
    let p = at;
    while (p > from && isSpace(text[p - 1])) p--;
    if (p <= from || text[p - 1] !== ',') break;
    const tokens = tokensBefore(text, Math.max(from, p - 1 - 80), p - 1, LISTED_WORDS + 1);
    let k = 0;
    while (
      k < tokens.length &&
      k < LISTED_WORDS &&
      (NAME_WORD.test(bare(tokens[k].raw)) || ['and', 'of', '&'].includes(tokens[k].raw)) &&
      !BEFORE_TITLE.has(bare(tokens[k].raw).toLowerCase()) &&
      !/[,;.:]$/.test(tokens[k].raw)
    )
      k++;
    if (k === 0 || !NAME_WORD.test(bare(tokens[k - 1].raw))) break;
    at = tokens[k - 1].start;
    first = at;
  }
  return first === undefined ? undefined : { start: first, title: `${clean(text.slice(first, start)).trim()} ${title}` };
}

/**
 * A title read with a part's name before it (`Schedule to the Public Holidays`), without it: read whole,
 * the genuine Act was accused; `Repeal of the Black Administration Act and ...` is a title.
 */
function withoutPart(text: string, title: { start: number; title: string }): { start: number; title: string } | undefined {
  const part = PART_BEFORE_TITLE.exec(title.title);
  if (!part || part[0].length >= title.title.length) return undefined;
  let start = title.start;
  // (The title as read is cleaned; its words are found again in the text.)
  const words = part[0].trim().split(/\s+/).length;
  for (let n = 0; n < words; n++) {
    while (start < text.length && !isSpace(text[start])) start++;
    while (start < text.length && isSpace(text[start])) start++;
  }
  return { start, title: title.title.slice(part[0].length) };
}

/**
 * A title read on through another Act's name joined to it by `and` (`Repeal of the Black Administration
 * Act and Amendment of Certain Laws Amendment Act 20 of 2012`): read from the inner `Act`, the genuine
 * Act was `not_found`; read so always, `the Companies Act and Close Corporations Act` would be one.
 */
function throughActAnd(text: string, from: number, title: { start: number; title: string }): { start: number; title: string } | undefined {
  const lo = Math.max(from, title.start - 16);
  const joined = /\bAct[\s\u200b-\u200d\u2060]+and[\s\u200b-\u200d\u2060]+$/.exec(text.slice(lo, title.start));
  if (!joined) return undefined;
  const before = titleBefore(text, from, lo + joined.index);
  return before ? { start: before.start, title: `${before.title} Act and ${title.title}` } : undefined;
}

/** A title's other reading (ActCitation.listed): through commas, without a part's name, or through `Act and`. */
function otherReading(text: string, from: number, title: { start: number; title: string }): { start: number; title: string } | undefined {
  return titleThroughCommas(text, from, title.start, title.title) ?? withoutPart(text, title) ?? throughActAnd(text, from, title);
}

const ACT_RE = new RegExp(ACT_NUMBER, 'g');
const TITLE_YEAR_RE = new RegExp(TITLE_YEAR, 'g');
const CONSTITUTION_RE = new RegExp(CONSTITUTION, 'gi');
const BARE_CONSTITUTION_RE = new RegExp(BARE_CONSTITUTION, 'g');

/**
 * A title's `Act` just before an Act number that follows it: then, in this order, an optional `of
 * YEAR`, an optional abbreviation in brackets (`(CPA)`, `("the CPA")`), and separators (`,` `(` `[`
 * `–` `—` `-` `:` `;`), ending at the number's own `Act`.
 */
const TITLE_BEFORE_NUMBER = /\b(?:Act|ACT|act)(?: of (?:1[89]|20)\d\d)?(?: ?\(["“]?(?:the )?[A-Z][A-Za-z]{1,9}["”]?\))?[\s\u200b-\u200d\u2060,([–—:;|*_-]*$/;

/** The length up to and with a closing bracket (one of `brackets`) within four spaces of `at`; undefined when none stands there. */
function closingAfter(text: string, at: number, brackets: string): number | undefined {
  let i = at;
  while (i < text.length && i - at < 4 && isSpace(text[i])) i++;
  return i < text.length && brackets.includes(text[i]) ? i + 1 - at : undefined;
}

/** An acronym in capitals standing right before an Act number in brackets: `PAJA (`, `POPIA (`; or before its comma, `PAJA, Act 3 of 2000`. */
const ACRONYM_BEFORE_NUMBER = /(?<![\p{L}\p{N}])(\p{Lu}{3,7})[*_]{0,3}[\s\u200b-\u200d\u2060]*([(|:–—,-])[\s\u200b-\u200d\u2060]*$/u;

/**
 * What a writer calls an Act right after its number, in brackets: an acronym or a title (`Act 3 of 2000
 * (PAJA)`, `Act 71 of 2008 ("the CPA")`, `Act 68 of 2008 (the Companies Act)`). Group 1: an acronym;
 * group 2: a title's words before `Act`. Read as an acronym before the number is (`abbreviation`): a name
 * only where it names an Act the library knows (`(the Systems Act)`, `(the Old Act)` name none, and the
 * number stands alone). (Not after a comma: `Act 3 of 2000, the Labour Relations Act, ...` lists two.)
 */
const NAME_AFTER_NUMBER = /^[\s\u200b-\u200d\u2060]*\([\s"“']*(?:the\s+)?(?:(\p{Lu}{3,7})|(\p{Lu}[\p{L}'’-]*\s+(?:(?:of|and|the|for|to|in|on|\p{Lu}[\p{L}'’-]*)\s+){0,10})Act)[\s"”']*\)/u;

/** A part of an Act named before its title: `Schedule to the`, `Regulations under the`, `Preamble to the`. */
// (Not `Amendment of the` or `Repeal of the`: an Amendment Act is another Act, verification-rules.md.)
const PART_BEFORE_TITLE = /^(?:(?:the|The)\s+)?(?:Schedules?|Regulations?|Rules|Preamble|Annexure|Appendix|Notice|Proclamation|Items?)\s+(?:to|of|under|in terms of|made under)\s+the\s+/;

/** Finds every Act citation, in text order; a title is never read past `boundaries` (other citations). */
export function extractActs(text: string, boundaries: Span[] = []): ActCitation[] {
  const ends = boundaries.map((b) => b.end).sort((a, b) => a - b);
  const lastEndBefore = (at: number) => {
    let best = 0;
    for (const e of ends) if (e <= at) best = e;
    return best;
  };
  const found: ActCitation[] = [];
  // The Constitution cited by its title and year: a number in brackets after it is its own.
  const titled = new Set<ActCitation>();
  for (const m of text.matchAll(CONSTITUTION_RE)) {
    const year = Number(m[1]);
    titled.add({
      cited: m[0],
      start: m.index,
      end: m.index + m[0].length,
      name: 'Constitution of the Republic of South Africa',
      ...(year === 1996 ? { number: 108 } : year === 1993 ? { number: 200 } : {}),
      year,
      provincial: false,
    });
  }
  found.push(...titled);
  // `the Constitution` alone is Act 108 of 1996 (not `the Constitution of the Western Cape`).
  for (const m of text.matchAll(BARE_CONSTITUTION_RE)) {
    found.push({ cited: m[0], start: m.index, end: m.index + m[0].length, name: 'Constitution of the Republic of South Africa', number: 108, year: 1996, provincial: false });
  }
  const titleAt = (at: number) => titleBefore(text, lastEndBefore(at), at);
  for (const m of text.matchAll(ACT_RE)) {
    let title = titleAt(m.index);
    let end = m.index + m[0].length;
    if (!title) {
      // `the Promotion of Administrative Justice Act (Act 2 of 2000)`, `the Consumer Protection Act,
      // Act 68 of 2008`, `... Act (CPA), Act 68 of 2008`, `... Act ("the CPA") (Act 68 of 2008)`, `... Act of
      // 2008 [Act 68 of 2008]`, `... Act – Act 68 of 2008`: the number is the title's before it (read
      // alone, the number of another Act was confirmed without its name).
      const before = text.slice(Math.max(lastEndBefore(m.index), m.index - 48), m.index);
      const opening = TITLE_BEFORE_NUMBER.exec(before);
      if (opening) {
        title = titleAt(m.index - before.length + opening.index);
        if (title && /[([]/.test(opening[0])) end += closingAfter(text, end, ')]') ?? 0;
      }
    }
    let abbreviation: string | undefined;
    if (!title) {
      // `Act 2 of 2000 (PAJA)`, `Act 68 of 2008 (the Companies Act)`: the name after the number (read
      // alone, the number of the Act the writer did not mean was confirmed).
      const after = NAME_AFTER_NUMBER.exec(text.slice(end, end + 160));
      if (after && (after[1] || after[2]) && after[1] !== 'ACT') {
        const named = after[1] ?? `${clean(after[2])} Act`;
        end += after[0].length;
        found.push({
          cited: text.slice(m.index, end),
          start: m.index,
          end,
          number: Number(m[1]),
          year: Number(m[2]),
          name: named,
          provincial: false,
          abbreviation: true,
          numbered: { cited: m[0], start: m.index, end: m.index + m[0].length },
        });
        continue;
      }
    }
    if (!title) {
      // `PAJA (Act 2 of 2000)`: read alone, the number of the Act the acronym does not spell (PAIA's)
      // was confirmed.
      const before = text.slice(Math.max(lastEndBefore(m.index), m.index - 16), m.index);
      const acronym = ACRONYM_BEFORE_NUMBER.exec(before);
      if (acronym) {
        // In brackets, closed after the number; or after a table's `|`, a dash or a colon (`PAJA – Act 3 of
        // 2000`); or set off by commas on both sides (`PAJA, Act 2 of 2000, governs ...`: not `As decided
        // by the SCA, Act 68 of 1981 did not apply`, nor `Unlike POPIA, Act 2 of 2000 ...`).
        const close = acronym[2] === '(' ? closingAfter(text, end, ')') : acronym[2] === ',' ? (closingAfter(text, end, ',') === undefined ? undefined : 0) : 0;
        if (close !== undefined) {
          abbreviation = acronym[1];
          title = { start: m.index - before.length + acronym.index, title: acronym[1] };
          end += close;
        }
      }
    }
    const start = title?.start ?? m.index;
    const longer = title && !abbreviation ? otherReading(text, lastEndBefore(m.index), title) : undefined;
    found.push({
      cited: text.slice(start, end),
      start,
      end,
      number: Number(m[1]),
      year: Number(m[2]),
      ...(title ? { name: abbreviation ?? `${title.title} Act` } : {}),
      ...(longer ? { listed: { name: `${longer.title} Act`, cited: text.slice(longer.start, end), start: longer.start, end } } : {}),
      provincial: PROVINCIAL.test(title?.title ?? ''),
      ...(abbreviation ? { abbreviation: true as const, numbered: { cited: m[0], start: m.index, end: m.index + m[0].length } } : {}),
    });
  }
  for (const m of text.matchAll(TITLE_YEAR_RE)) {
    const title = titleAt(m.index);
    if (!title) continue;
    const end = m.index + m[0].length;
    const longer = otherReading(text, lastEndBefore(m.index), title);
    found.push({
      cited: text.slice(title.start, end),
      start: title.start,
      end,
      name: `${title.title} Act`,
      ...(longer ? { listed: { name: `${longer.title} Act`, cited: text.slice(longer.start, end), start: longer.start, end } } : {}),
      year: Number(m[1]),
      provincial: PROVINCIAL.test(title.title),
    });
  }
  const out: ActCitation[] = [];
  for (const act of keepFirst(found)) {
    const last = out[out.length - 1];
    // `Companies Act, 2008 (Act No. 71 of 2008)`: the number in brackets belongs to the title before it.
    const between = last ? text.slice(last.end, act.start) : '';
    const opens = between.length <= GROUP_GAP && [...between].filter((ch) => !isSpace(ch)).join('') === '(';
    // `Constitution of the Republic of South Africa, 1996 (Act 200 of 1993)` is one citation that
    // contradicts itself (its title's year against the number's), as a short title's would be.
    const constitution = last !== undefined && titled.has(last);
    if (last && opens && last.name && act.name === undefined && (last.number === undefined || constitution || (last.number === act.number && last.year === act.year))) {
      const end = act.end + (closingAfter(text, act.end, ')') ?? 0);
      const titleYear = last.number === undefined || constitution ? last.year : undefined;
      if (last.listed) Object.assign(last.listed, { cited: text.slice(last.listed.start, end), end });
      Object.assign(last, {
        cited: text.slice(last.start, end),
        end,
        number: act.number,
        year: act.year,
        ...(titleYear !== undefined && titleYear !== act.year ? { titleYear } : {}),
      });
      continue;
    }
    out.push(act);
  }
  return out;
}

/** Characters between a title and a case citation that make the title part of a case name. */
const NAME_GAP = 4;

/**
 * Citations of other countries' courts (`[1932] AC 562`, `[2019] UKSC 41`, `384 US 436`): not checked,
 * but a case name is never read back past one.
 */
const FOREIGN = /\[(?:1[6-9]|20)\d\d\][\s\u200b-\u200d\u2060]{1,3}(?:\d{1,2}[\s\u200b-\u200d\u2060]{1,3})?[A-Z][A-Za-z]{1,7}(?:[\s\u200b-\u200d\u2060]{1,3}[A-Z][a-z]{1,5})?[\s\u200b-\u200d\u2060]{1,3}\d{1,5}\b|\b\d{1,4} U\.?S\.? \d{1,5}\b/g;

/**
 * Every case and Act citation in a text. `blocks`: where blocks of markup begin (CleanText.blocks): no
 * name or title is read back across one.
 */
export function extractCitations(text: string, blocks: number[] = [], options: { listedParties?: boolean } = {}): Extracted {
  const spans = caseSpans(text);
  const starts = blocks.map((at) => ({ start: at, end: at }));
  const foreign = [...text.matchAll(FOREIGN)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
  // `Certification of the Constitution of the Republic of South Africa, 1996 [1996] ZACC 26`: a title
  // standing right before a case citation is the case's name, not an Act cited.
  const acts = extractActs(text, [...spans, ...starts]).filter((a) => {
    const next = spans.find((s) => s.start >= a.end);
    return !next || next.start - a.end > NAME_GAP || /\S/.test(text.slice(a.end, next.start).replace(/[,\u200b-\u200d\u2060]/g, ''));
  });
  return { cases: extractCases(text, [...acts, ...foreign, ...starts], options), acts };
}

/** A pinpoint written after a citation group: paragraphs of a judgment, or a page of a law report. */
export interface Pinpoint {
  /** As written: `at para 45`, `at paras 86 and 89-90`, `[45]`, `at 398C-D`. */
  cited: string;
  /** Paragraph numbers it names (ranges spelled out); empty for a page pinpoint. */
  paragraphs: number[];
  /** A page (with its letters) of a law report: `398C-D`. */
  page?: string;
  /** Where it ends in the text. */
  end: number;
}

/** How far after a group a pinpoint is looked for. */
const PINPOINT_WINDOW = 120;
// `(Hoërskool Ermelo) at para 96–7`: a short name given in brackets may stand between.
const PINPOINT_NICKNAME = /^[\s\u200b-\u200d\u2060]*\([^()\n]{1,60}\)/;
const PARAGRAPHS = /^[\s\u200b-\u200d\u2060]*(?:,[\s\u200b-\u200d\u2060]*)?(?:at[\s\u200b-\u200d\u2060]+)?(?:para?s?\.?|paragraphs?)[\s\u200b-\u200d\u2060]*(\[?\d{1,4}\]?(?:[\s\u200b-\u200d\u2060]*(?:[-–—,&]|to|and)[\s\u200b-\u200d\u2060]*\[?\d{1,4}\]?){0,12})/;
const BRACKETED = /^[\s\u200b-\u200d\u2060]*(?:,[\s\u200b-\u200d\u2060]*)?(?:at[\s\u200b-\u200d\u2060]+)?(\[\d{1,4}\](?:[\s\u200b-\u200d\u2060]*(?:[-–—,&]|to|and)[\s\u200b-\u200d\u2060]*\[\d{1,4}\]){0,12})/;
const PAGE = /^[\s\u200b-\u200d\u2060]*(?:,[\s\u200b-\u200d\u2060]*)?at[\s\u200b-\u200d\u2060]+(\d{1,4}[A-J]?(?:[\s\u200b-\u200d\u2060]*[-–—][\s\u200b-\u200d\u2060]*\d{0,4}[A-J]?)?)\b/;

/** `86 and 89-90` -> [86, 89, 90]; `74–5` -> [74, 75] (the end of a range written short). */
function paragraphNumbers(list: string): number[] {
  const out: number[] = [];
  const parts = list.replace(/[[\]]/g, '').split(/[,&]|\band\b/).map((p) => p.trim());
  for (const part of parts) {
    const range = /^(\d+) ?(?:[-–—]|to) ?(\d+)$/.exec(part.replace(/\s+/g, ' '));
    if (range) {
      const from = Number(range[1]);
      let to = Number(range[2]);
      if (to < from) to = Number(range[1].slice(0, range[1].length - range[2].length) + range[2]);
      for (let n = from; n <= to && n - from < 200; n++) out.push(n);
    } else if (/^\d+$/.test(part.trim())) out.push(Number(part.trim()));
  }
  return out;
}

/** The pinpoint written right after a citation group ending at `end`, if any. */
export function pinpointAfter(text: string, end: number): Pinpoint | undefined {
  let at = end;
  let window = text.slice(at, at + PINPOINT_WINDOW);
  const nickname = PINPOINT_NICKNAME.exec(window);
  if (nickname) {
    at += nickname[0].length;
    window = text.slice(at, at + PINPOINT_WINDOW);
  }
  for (const form of [PARAGRAPHS, BRACKETED]) {
    const m = form.exec(window);
    if (m) {
      const startAt = at + m[0].search(/\S/);
      return { cited: clean(text.slice(startAt, at + m[0].length)), paragraphs: paragraphNumbers(m[1]), end: at + m[0].length };
    }
  }
  const page = PAGE.exec(window);
  if (page) {
    const startAt = at + page[0].search(/\S/);
    return { cited: clean(text.slice(startAt, at + page[0].length)), paragraphs: [], page: page[1], end: at + page[0].length };
  }
  return undefined;
}
