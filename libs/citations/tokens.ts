import { PROVINCE_ROWS } from './data/places.js';
import { CASE_FORMS, NAME_ABBREVIATIONS } from './patterns.js';

/**
 * Tokens: the spans of case citations in a text (by the patterns of patterns.ts), and the words read
 * back from a citation, each with the marks around it and whether it ends a sentence or a clause.
 */

export interface Span {
  start: number;
  end: number;
}

/** How far back a case name or Act title is read: the longest real names run to about 200 characters. */
export const NAME_WINDOW = 320;
/** How many words back a name is read at the most. */
export const NAME_TOKENS = 40;
/** Members of a parallel group stand within a few characters of each other (`; `, `, `, a line break). */
export const GROUP_GAP = 12;

/** All matches of the case forms, earliest first, a longer match winning where two overlap. */
export function caseSpans(text: string): Span[] {
  const found: Span[] = [];
  for (const form of CASE_FORMS) {
    for (const m of text.matchAll(new RegExp(form, 'g'))) found.push({ start: m.index, end: m.index + m[0].length });
  }
  return keepFirst(found);
}

export function keepFirst<T extends Span>(found: T[]): T[] {
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: T[] = [];
  for (const span of found) {
    const last = kept[kept.length - 1];
    if (last && span.start < last.end) continue;
    kept.push(span);
  }
  return kept;
}

export const isSpace = (ch: string) => /[\s\u200b-\u200d\u2060]/.test(ch);

export const clean = (s: string) =>
  s
    .replace(/[\s\u200b-\u200d\u2060]+/g, ' ')
    .replace(/[’‘]/g, "'")
    .replace(/[“”]/g, '"')
    // Afrikaans `'n` as one site's copies print it: `Du Toit en >n Ander`.
    .replace(/(\sen\s)[<>]n(?=\s+Ander)/gi, "$1'n")
    .trim();

export interface Token {
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
export function tokensBefore(text: string, from: number, to: number, max: number): Token[] {
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
      // (And before a quotation: a JSON array's string, `["Mokoena v Standard Bank ..."]`.)
      if (OPENERS.has(text[a]) && /[\p{L}*_"“'‘]/u.test(text[a + 1] ?? '')) a++;
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

/** The word inside its quotes and brackets: `(Pty)` -> `Pty`, `“Makwanyane”,` -> `Makwanyane`. */
// (Emphasis inside the bracket too: `(*S v Makwanyane* [1995] ZACC 3)`; kept, `S` was no name word and
// the respondent alone was read.)
const OPENING = new Set(['(', '[', '"', "'", '“', '‘', '*', '_']);
const CLOSING = new Set([')', ']', '"', "'", '”', '’', ',', ':', ';', '.', '!', '?']);
/** `text` without the characters of `set` at its end (a loop: no regular expression over an unbounded token). */
export function trimEnd(text: string, set: Set<string>): string {
  let end = text.length;
  while (end > 0 && set.has(text[end - 1])) end--;
  return text.slice(0, end);
}
export function trimStart(text: string, set: Set<string>): string {
  let start = 0;
  while (start < text.length && set.has(text[start])) start++;
  return text.slice(start);
}
export const bare = (raw: string) => trimEnd(trimStart(raw, OPENING), CLOSING);
const QUOTES_AND_CLOSERS = new Set(['"', "'", '”', '’', ')', ']']);

export const NAME_WORD = /^(?:\p{Lu}|\p{Ll}+\p{Lu}|\d)/u; // a capital, `eThekwini`, or a number
export const hasLetter = (w: string) => /\p{L}/u.test(w);

/** A token that ends the sentence before a name: `court.`, `held:`, `CC).` (not `Co.`, `N.O.`, an initial `J.`). */
export function endsSentence(raw: string, next?: string): boolean {
  const t = trimEnd(raw, QUOTES_AND_CLOSERS);
  if (/[;!?]$/.test(t)) return true;
  if (/:$/.test(t)) return !colonInName(bare(raw), next);
  if (!/\.$/.test(t)) return false;
  const lower = t.toLowerCase().replace(/^[(["'“‘]+/, '');
  if (NAME_ABBREVIATIONS.has(lower)) return false;
  if (/^(?:\p{L}\.)+$/u.test(lower)) return false; // initials: J. / N.O. / J.B.
  return true;
}

/** Words before a colon inside a case name: `Head of Department: Mpumalanga ...`, `MEC for Education: KwaZulu-Natal`. */
const BEFORE_COLON = new Set(['department', 'board', 'mec', 'premier', 'speaker', 'general', 'director-general', 'education', 'health', 'assembly', 'council', 'government', 'province', 'affairs', 'treasury', 'police', 'municipality', 'legislature', 'commission', 'development', 'services', 'security', 'environment', 'agriculture', 'housing', 'works', 'transport', 'finance', 'justice', 'labour', 'minister', 'member']);
/** Words after a colon inside a case name: `...: In re`, a province, a department. */
const PROVINCE_FIRST = [...new Set(PROVINCE_ROWS.flatMap((p) => {
  const first = p.written.split(/[ -]/)[0];
  return [first, first[0] + first.slice(1).toLowerCase()];
}))];
const AFTER_COLON = new RegExp(`^(?:[Ii][Nn] [Rr][Ee]|Department|Dept|${PROVINCE_FIRST.join('|')}|Province|Provincial)\\b`);

/** `the Constitution: Grootboom` ends a clause; `Head of Department: Mpumalanga Department of Education` is one name. */
function colonInName(word: string, next?: string): boolean {
  if (!NAME_WORD.test(word)) return false;
  return BEFORE_COLON.has(word.toLowerCase()) || (next !== undefined && AFTER_COLON.test(next));
}

/** `v`, `vs`, `v.`: what stands between the parties of a full name. */
// (`versus` written out too: `Notary versus Grootboom` had been read as the short name `Grootboom`.)
// (Dashes glued around it too, `Smith -v- Minister`: read as no `v`, the respondent alone was checked.)
export const LOWER_VERSUS = /^(?:v|vs\.?|v\.|versus)$/;
export const isVersus = (raw: string) => /^[-–—]?(?:v|vs\.?|v\.|versus)[-–—/]?$/i.test(raw);

/**
 * Words that end a party's name written in lower case (`and another`, `& others`, `et al`, `en
 * ander`, `Sancor cc`, `(pty) ltd`): name words at its end, never a name alone.
 */
/** What follows a company's number in its name: `777 (Pty) Ltd`, `24 Ltd`, `39 (Edms) Bpk`. */
// (Not `CC`, `Inc`, `NPC`: `12 CC v MV` opens a footnote with a party's initials.)
export const COMPANY_SUFFIX = /^\(?(?:pty|edms)\)?$|^(?:ltd|limited|bpk)\.?,?$/i;

/** Words that open no name: what follows them is part of one cut off. */
export const FRAGMENT_OPENING = new Set(['of', 'and', 'for', '&']);
