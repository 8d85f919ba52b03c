import { fullName } from './names.js';

/**
 * A text as transport left it, made readable before its citations are read: what copying from PDFs,
 * word processors and web pages puts into words that are no part of them. Verification reads the
 * clean text and reports every span in the text as sent (`span`).
 *
 * - A soft hyphen (U+00AD) is dropped: `Con­sumer Protection Act`, `[2020] ZACC 12­; 2020 (9) BCLR
 *   1029 (CC)` (read with it, the parallel group was cut at it, and the second citation, without the
 *   names, was confirmed).
 * - A zero-width space, joiner or word joiner, or a byte-order mark, between two capitals or two
 *   digits is dropped (`ZA<U+200B>CC`); elsewhere it is a space (`[1995]<U+200B>ZACC<U+200B>3`,
 *   `Dikoko<U+200B>v<U+200B>Mokhatla`, as a word space), but a zero-width joiner, non-joiner, word
 *   joiner or byte-order mark between two letters stands inside a word and is dropped
 *   (`Ha<U+200C>rksen`: read as two words, the name agreed with no record and a genuine citation was
 *   accused). A zero-width space is left a word space there too: texts use it between words.
 * - Typographic ligatures (`Oﬃce`), full-width forms (`［2020］`) and mathematical letters (`𝐒 v
 *   Makwanyane`, rich text pasted as plain) are their plain letters.
 * - A word hyphenated across a line break between two lower-case letters, or two capitals, is joined
 *   (`Consumer Pro-\ntection Act`, `CARMI-\nCHELE`), as a typesetter broke it, whether the hyphen is
 *   `-` or its Unicode forms (U+2010, U+2011); a soft hyphen, OCR's `¬` or the control character some
 *   PDF readers copy (U+0002) before a line break joins the word whatever its letters (the fourteenth
 *   audit: `Mini‐\nster` was read as two words and a wrong applicant confirmed).
 * - Cyrillic and Greek look-alikes inside a word that holds a Latin letter are that letter
 *   (`Маkwanyane`, `ZАCC`), as a reader sees them, and so is one standing as a word of one letter
 *   beside a Latin word (`Smith ν Minister`, a Greek nu for the `v`).
 * - On a line where a tab stands beside a lone `v`, the tabs are spaces (`Naidoo\tv\tMedia`): read as
 *   cells, the name was its last word, and an invented party was confirmed. Where the line's citation
 *   stands in a cell of its own (a table with the parties in columns), only the tabs beside the `v`.
 * - Markup is read as it shows (the thirteenth audit: AI assistants and web pages send it): an HTML tag
 *   that shows inline (`<em>`, `<a href=...>`) is dropped, one that opens a block (`<p>`, `<li>`,
 *   `<br>`) is a line break, a table's cell a `|` as in a markdown table; an entity is its character
 *   (`&amp;`, `&nbsp;`, `&#8217;`); a markdown link is its text (`[Smith v Napier](https://...)`); and
 *   `\n` written out (JSON's escape, pasted) is a line break. Kept, `<em>S v Makwanyane and
 *   Another</em>` ended its name in `Another</em>` and a genuine citation was accused, and
 *   `[Smith v Napier](...)` was read from its `v`: only `Napier` was checked, and a wrong citation
 *   confirmed.
 */
export interface CleanText {
  text: string;
  /**
   * Where a block of the markup read begins in the clean text (`<h2>`, `<li>`, `<caption>`..., a line
   * break after a heading in bold): a case's names are never read back across one (a heading or the
   * list item before is no name). Paragraphs and line breaks read as plain text's line breaks.
   */
  blocks: number[];
  /** Where the clean text's span [start, end) stands in the text as sent. */
  span(start: number, end: number): { start: number; end: number };
  /** The text as sent at the clean text's span: a citation as found in the text. */
  written(start: number, end: number): string;
}

const LIGATURES: Record<string, string> = { '\ufb00': 'ff', '\ufb01': 'fi', '\ufb02': 'fl', '\ufb03': 'ffi', '\ufb04': 'ffl', '\ufb05': 'st', '\ufb06': 'st' };
/** Anything the pass below changes; most texts hold none of it and are their own clean text. */
const DAMAGE = /[\u00ad\u200b-\u200d\u2060\ufeff\ufb00-\ufb06\uff01-\uff5e\u3000\t\u{1d400}-\u{1d7ff}\u0370-\u03ff\u0400-\u04ff\u0500-\u052f]|\p{L}[-\u2010\u2011\u00ac][ \t]*\r?\n|<[A-Za-z/!]|&#?[A-Za-z0-9]+;|\][([]|\\[nrt"/]|\\u[0-9A-Fa-f]{4}/u;

/** HTML elements that show inline: their tags are dropped. */
const INLINE_TAGS = new Set(['a', 'abbr', 'acronym', 'b', 'bdi', 'bdo', 'big', 'cite', 'code', 'del', 'dfn', 'em', 'font', 'i', 'img', 'ins', 'kbd', 'label', 'mark', 'nobr', 'o:p', 'q', 's', 'samp', 'small', 'span', 'strike', 'strong', 'time', 'tt', 'u', 'var', 'wbr']);
/** Elements whose content is a footnote's or a formula's mark (`[2000] ZACC 1<sup>9</sup>`): dropped with it, a space in their place (kept, `1<sup>9` read as 19). */
const MARK_TAGS = new Set(['sup', 'sub']);
/** Elements whose content never shows, and the most characters of it read past. */
const HIDDEN_TAGS = new Set(['style', 'script']);
const HIDDEN_MAX = 5_000;
/** The most characters a mark element holds, its tags with it; its text without them. */
const MARK_MAX = 200;
const MARK_CHARACTERS = 4;
/** HTML elements that open or close a block: their tags are line breaks (SEPARATE_TAGS' begin a block: CleanText.blocks). */
const BLOCK_TAGS = new Set(['address', 'article', 'aside', 'blockquote', 'body', 'br', 'caption', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'head', 'header', 'hr', 'html', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'table', 'tbody', 'tfoot', 'thead', 'title', 'tr', 'ul']);
/** Blocks that are items of their own (CleanText.blocks). */
const SEPARATE_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'caption', 'title', 'header', 'footer', 'nav', 'ul', 'ol', 'table', 'dl', 'hr']);
/** A line in bold alone before a line break, without a `v`: a heading. */
const BOLD_HEADING = /(?:^|<br ?\/?>|<p>|\n)[ \t]*<(b|strong)>([^<\n]{1,60})<\/\1>[ \t]*$/i;
const BOLD_HEADING_MAX = 120;
const boldHeading = (text: string, at: number) => {
  const m = BOLD_HEADING.exec(text.slice(Math.max(0, at - BOLD_HEADING_MAX), at));
  return !!m && !fullName(` ${m[2]} `);
};
/** A table's cells: an opening tag is a markdown table's `|`. */
const CELL_TAGS = new Set(['td', 'th']);
/**
 * A tag (its name in group 1, in either case: Word and Outlook write `<P>`, `<EM>`; its attributes in
 * group 2, at most 500 characters, with an `=`: `<S v Zuma>` is no tag), or a comment.
 */
const TAG = /<\/?([a-z][a-z0-9]{0,9}(?::[a-z]{1,9})?)(\s[^<>]{0,500})?\/?>|<!--[\s\S]{0,2000}?-->/iy;
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ensp: ' ', emsp: ' ', thinsp: ' ', ndash: '\u2013', mdash: '\u2014',
  lsquo: '\u2018', rsquo: '\u2019', ldquo: '\u201c', rdquo: '\u201d', hellip: '\u2026', sect: '\u00a7', para: '\u00b6', middot: '\u00b7',
  bull: '\u2022', shy: '', zwsp: ' ', eacute: '\u00e9', euml: '\u00eb', ecirc: '\u00ea', egrave: '\u00e8', ocirc: '\u00f4', ouml: '\u00f6', iuml: '\u00ef',
};
/** Numbers of Windows-1252's punctuation written as entities (`&#145;real and substantial justice'`), as browsers read them. */
const WINDOWS_1252: Record<number, string> = {
  128: '\u20ac', 130: '\u201a', 132: '\u201e', 133: '\u2026', 139: '\u2039', 145: '\u2018', 146: '\u2019', 147: '\u201c', 148: '\u201d', 149: '\u2022', 150: '\u2013', 151: '\u2014', 153: '\u2122', 155: '\u203a',
};
const ENTITY = /&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]{2,8}));/iy;
/** A markdown link or image: its text (one level of brackets inside: `[**X v Y** [2001] ZACC 22](...)`), then its address. */
const LINK = /!?\[((?:[^[\]\n]|\[[^[\]\n]*\]){1,400})\]\(<?[^\s()<>]{0,2000}>?(?: "[^"\n]{0,200}")?\)/y;

/** A markdown reference link (`[Fose][2]`, `[Fose v Minister ...][fose]`): its text holds a letter. */
const REFERENCE_LINK = /\[([^[\]\n]{1,400})\]\[[^[\]\n]{0,40}\]/y;

function referenceLink(text: string, i: number): RegExpExecArray | null {
  REFERENCE_LINK.lastIndex = i;
  const m = REFERENCE_LINK.exec(text);
  return m && /\p{L}/u.test(m[1]) ? m : null;
}

/** What markup at `i` shows as (`put`), and where the text goes on; undefined where none stands there. */
interface Markup {
  shows: string;
  next: number;
  /** A link's text [start, end), and where the link ends. */
  linkText?: [number, number, number];
  /** It begins a block. */
  block?: boolean;
}

/**
 * One text's searches for closing tags: the text, its ASCII letters in lower case (offsets unchanged;
 * made at the first search), and for each tag where the last search began and what it found (-1: none after).
 */
interface Closings {
  text: string;
  lower?: string;
  next: Map<string, { from: number; at: number }>;
}

/**
 * The closing tag of the element `name` whose content begins at `from`, within `max` characters. A
 * search's answer serves every later one up to the tag it found: searched anew from each `<style>` of a
 * text that never closes one, a 20,000-character text cost the square of its length (40 ms, and ten times
 * its last quarter under load).
 */
function closingTag(closings: Closings, from: number, name: string, max: number): { start: number; end: number } | undefined {
  closings.lower ??= closings.text.replace(/[A-Z]+/g, (m) => m.toLowerCase());
  const tag = `</${name}>`;
  let found = closings.next.get(name);
  if (!found || from < found.from || (found.at >= 0 && found.at < from)) {
    found = { from, at: closings.lower.indexOf(tag, from) };
    closings.next.set(name, found);
  }
  return found.at < 0 || found.at + tag.length - from > max ? undefined : { start: found.at, end: found.at + tag.length };
}

function markupAt(text: string, i: number, closings: Closings): Markup | undefined {
  const ch = text[i];
  if (ch === '<') {
    TAG.lastIndex = i;
    const m = TAG.exec(text);
    if (!m) return undefined;
    const name = (m[1] ?? '').toLowerCase();
    const next = i + m[0].length;
    if (!m[1]) return { shows: '', next }; // a comment
    if (m[2] && /\S/.test(m[2]) && !m[2].includes('=')) return undefined;
    // A style sheet or a script shows nothing of what it holds.
    const hidden = HIDDEN_TAGS.has(name) && m[0][1] !== '/' ? closingTag(closings, next, name, HIDDEN_MAX) : undefined;
    if (hidden) return { shows: ' ', next: hidden.end };
    // (A mark: what it holds, its tags aside, is a few characters; a citation in it is read.)
    const mark = MARK_TAGS.has(name) && m[0][1] !== '/' ? closingTag(closings, next, name, MARK_MAX) : undefined;
    if (mark && text.slice(next, mark.start).replace(/<[^<>]*>/g, '').trim().length <= MARK_CHARACTERS) return { shows: ' ', next: mark.end };
    if (INLINE_TAGS.has(name) || MARK_TAGS.has(name)) return { shows: '', next };
    const closing = m[0][1] === '/';
    // A table's row ends with its last cell's `|`; a definition list's term and description read as a
    // field (`<dt>Case</dt><dd>Fose v ...</dd>` as `Case: Fose v ...`). Neither begins a block: the
    // row above, or the term, may name the case (`| Case | Fose v ... |` above `| Citation | ... |`).
    if (name === 'tr') return { shows: closing ? ' |\n' : '', next };
    if (name === 'dd') return { shows: closing ? '\n' : ': ', next };
    if (name === 'dt') return { shows: closing ? '' : '\n', next };
    // Headings, list items and captions are items of their own: a block no name is read across. A
    // paragraph or a line break reads as plain text's line break (`<p>Smith v ...</p><p>[1997] ZACC 6</p>`
    // names the citation, as a name on the line above does), but a line break after a heading in bold
    // alone (`<b>Facts</b><br>[1997] ZACC 6`) is one.
    if (BLOCK_TAGS.has(name)) return { shows: '\n', next, block: SEPARATE_TAGS.has(name) || (name === 'br' && boldHeading(text, i)) };
    if (CELL_TAGS.has(name)) return { shows: closing ? ' ' : ' | ', next };
    return undefined;
  }
  if (ch === '&') {
    ENTITY.lastIndex = i;
    const m = ENTITY.exec(text);
    if (!m) return undefined;
    const code = m[1] ? Number(m[1]) : m[2] ? parseInt(m[2], 16) : undefined;
    if (code !== undefined) {
      if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return undefined;
      return { shows: code === 0xa0 ? ' ' : (WINDOWS_1252[code] ?? String.fromCodePoint(code)), next: i + m[0].length };
    }
    const named = NAMED_ENTITIES[m[3].toLowerCase()];
    return named === undefined ? undefined : { shows: named, next: i + m[0].length };
  }
  if (ch === '[' || ch === '!') {
    LINK.lastIndex = i;
    const m = LINK.exec(text) ?? (ch === '[' ? referenceLink(text, i) : null);
    if (!m) return undefined;
    const open = i + (ch === '!' ? 2 : 1);
    return { shows: '', next: open, linkText: [open, open + m[1].length, i + m[0].length] };
  }
  // `\n` written out: JSON's escape in a text pasted from a tool (not `\notes`: a lower-case letter follows a word).
  // (Nor one in a run of them: `Minister\n\nof Safety` is two line breaks.)
  if (ch === '\\' && /[nrt]/.test(text[i + 1] ?? '') && (!/\p{Ll}/u.test(text[i + 2] ?? '') || (text[i - 2] === '\\' && /[nrt]/.test(text[i - 1] ?? '')))) {
    return { shows: text[i + 1] === 'n' ? '\n' : text[i + 1] === 't' ? ' ' : '', next: i + 2 };
  }
  // JSON's other escapes (`\u00a0`, `\"`, `\/`: Python's json.dumps, PHP): read as written `v\u00a0Minister`
  // was no `v`, and the respondent alone confirmed a wrong citation (the third hunt).
  if (ch === '\\' && (text[i + 1] === '"' || text[i + 1] === '/')) return { shows: text[i + 1], next: i + 2 };
  if (ch === '\\' && text[i + 1] === 'u' && /^[0-9a-f]{4}$/i.test(text.slice(i + 2, i + 6))) {
    const code = parseInt(text.slice(i + 2, i + 6), 16);
    if (code < 0xd800 || code > 0xdfff) return { shows: code === 0xa0 ? ' ' : String.fromCharCode(code), next: i + 6 };
  }
  return undefined;
}
const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff]/;
const CAPITAL = /\p{Lu}/u;
const LETTER = /\p{L}/u;
const DIGIT = /\p{N}/u;

/**
 * Whether the zero-width character between `before` (the clean text so far) and `after` (the rest of
 * the text after it) stands inside a word, and is dropped rather than read as a space.
 */
function insideWord(ch: string, before: string, after: string): boolean {
  const b = before[before.length - 1] ?? '';
  const a = after[0] ?? '';
  if ((CAPITAL.test(b) && CAPITAL.test(a)) || (DIGIT.test(b) && DIGIT.test(a))) return true;
  // A zero-width space elsewhere is a word space (pasted text uses it so: `S<U+200B>v<U+200B>Makwanyane`).
  return ch !== '\u200b' && LETTER.test(b) && LETTER.test(a);
}
/** A tab beside a lone `v` (`vs`, `v.`). */
const VERSUS_TAB = /(?:^|[ \t])(?:v|vs)\.?\t|\t(?:v|vs)\.?(?=[ \t])/;
/** The rest of a line broken after a hyphen: spaces, the line break, spaces. */
const LINE_BREAK = /^[ \t]*\r?\n[ \t]*/;
const LOWER = /\p{Ll}/u;

/**
 * The letters a word broken by `ch` at a line's end goes on with on the next line, `last` and `before`
 * its last two letters so far; undefined where `ch` breaks no word there.
 */
function wordGoesOn(ch: string, last: string, before: string): RegExp | undefined {
  if (!LETTER.test(last)) return undefined;
  if (BREAK_MARKS.has(ch)) return LETTER;
  if (!HYPHENS.has(ch)) return undefined;
  if (CAPITAL.test(last) && CAPITAL.test(before)) return CAPITAL;
  return LOWER.test(last) ? LOWER : undefined;
}

/**
 * The length of the line break at text[next] (within 40 characters) when the next line goes on with a
 * letter `letter` takes; 0 when none stands there.
 */
function lineBreak(text: string, next: number, letter: RegExp): number {
  const rest = text.slice(next, next + 40);
  const m = LINE_BREAK.exec(rest);
  return m && letter.test(rest[m[0].length] ?? '') ? m[0].length : 0;
}
/** Hyphens a typesetter breaks a word with: the hyphen, its Unicode forms (U+2010, the non-breaking U+2011). */
const HYPHENS = new Set(['-', '\u2010', '\u2011']);
/**
 * Marks that only ever break a word at a line's end: a soft hyphen, OCR's `¬`, the control character
 * some PDF readers copy for a hyphen (U+0002). Followed by a line break, the word is joined whatever
 * its letters' case.
 */
const PDF_HYPHEN = '\u0002';
const BREAK_MARKS = new Set(['\u00ad', '\u00ac', PDF_HYPHEN]);

/**
 * Cyrillic and Greek letters that look like Latin ones, and those Latin letters: inside a word that
 * holds a Latin letter (`Маkwanyane` with a Cyrillic `М` and `а`, as OCR and some copies give it), a
 * reader sees the Latin word, and so does verification. A word of several letters wholly in another
 * script is left alone (lookAlikeWord).
 */
const CONFUSABLES: Record<string, string> = {
  А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', Х: 'X', У: 'Y', І: 'I', Ј: 'J', Ѕ: 'S',
  а: 'a', е: 'e', о: 'o', р: 'p', с: 'c', у: 'y', х: 'x', і: 'i', ј: 'j', ѕ: 's', һ: 'h', ԁ: 'd', ԛ: 'q', ԝ: 'w', ӏ: 'l',
  Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Ι: 'I', Κ: 'K', Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P', Τ: 'T', Υ: 'Y', Χ: 'X',
  ο: 'o', ν: 'v', ι: 'i', κ: 'k', ρ: 'p', τ: 't', υ: 'u',
};
const LATIN = /[a-z]/i;
/** The most letters either side of a look-alike searched for a Latin one. */
const WORD_REACH = 40;

/**
 * Whether text[i] is a word of one look-alike letter beside a word with a Latin letter: `Smith ν
 * Minister` (a Greek nu for the `v`: left, the name was the respondent alone and a wrong applicant was
 * confirmed), `Ѕ v Dodo` with a Cyrillic `Ѕ`.
 */
function lookAlikeWord(text: string, i: number): boolean {
  let a = i;
  while (a > 0 && i - a < WORD_REACH && LETTER.test(text[a - 1])) a--;
  let b = i + 1;
  while (b < text.length && b - i < WORD_REACH && LETTER.test(text[b])) b++;
  // (One letter only: a word of several, `ΚΑΙ Fose v ...`, is the other script's own; a party written
  // in it is compared with nothing, names.ts.)
  if (b - a !== 1) return false;
  const latinAt = (k: number) => k >= 0 && k < text.length && (LATIN.test(text[k]) || (LETTER.test(text[k]) && latinWord(text, k)));
  const gap = (k: number) => text[k] === ' ' || text[k] === '\u00a0';
  return (a > 1 && gap(a - 1) && latinAt(a - 2)) || (gap(b) && latinAt(b + 1));
}

/** Whether the word around text[i] (letters either side, WORD_REACH at most) holds a Latin letter. */
function latinWord(text: string, i: number): boolean {
  for (let k = i - 1; k >= Math.max(0, i - WORD_REACH) && LETTER.test(text[k]); k--) if (LATIN.test(text[k])) return true;
  for (let k = i + 1; k < Math.min(text.length, i + WORD_REACH) && LETTER.test(text[k]); k++) if (LATIN.test(text[k])) return true;
  return false;
}

/** A tab before a citation standing in a cell of its own (`\t[2006] ZACC 10`, `\t2006 (3) SA 1`): a table's row. */
const CITATION_CELL = /\t *(?:\[\d{4}\]|\(\d{4}\)|\d{4} *\(\d)/;

/**
 * A line's tabs beside a lone `v` are word spaces; so are all its others, unless a citation stands
 * in a cell of its own (a table with the parties in columns of their own, `Defamation\tDikoko\tv\t
 * Mokhatla\t[2006] ZACC 10`: its first column is no part of the name).
 */
function wordSpaces(line: string): string {
  if (!line.includes('\t') || !VERSUS_TAB.test(line)) return line;
  if (!CITATION_CELL.test(line)) return line.replace(/\t/g, ' ');
  return line.replace(/\t(?=(?:v|vs)\.?(?:\t|$))|(?<=(?:^|[ \t])(?:v|vs)\.?)\t/g, ' ');
}

export function cleanText(raw: string): CleanText {
  if (!DAMAGE.test(raw) && !raw.includes(PDF_HYPHEN)) return { text: raw, blocks: [], span: (start, end) => ({ start, end }), written: (start, end) => raw.slice(start, end) };
  // (Tabs made spaces one for one: its offsets are the text's as sent.)
  const spaced = raw.includes('\t') ? raw.split('\n').map(wordSpaces).join('\n') : raw;
  // The clean text in pieces, and its last two code units. (Built by `+=` and read at its end after each
  // character, the string was flattened each time: a 20,000-character text cost the square of its length.)
  const pieces: string[] = [];
  let last = '';
  let beforeLast = '';
  // For each character of the clean text (each code unit), where the character it came from starts and ends.
  const from: number[] = [];
  const to: number[] = [];
  const put = (s: string, start: number, end: number) => {
    pieces.push(s);
    for (let k = 0; k < s.length; k++) {
      beforeLast = last;
      last = s[k];
      from.push(start);
      to.push(end);
    }
  };
  // The end of the text of the markdown link being read, and where the link itself ends.
  let linkTextEnd = -1;
  let linkEnd = -1;
  const blocks: number[] = [];
  const closings: Closings = { text: spaced, next: new Map() };
  for (let i = 0; i < spaced.length; ) {
    if (i === linkTextEnd) {
      i = linkEnd;
      linkTextEnd = -1;
      continue;
    }
    // (Markup inside a link's text that runs past its end: the link is read as written.)
    if (i > linkTextEnd) linkTextEnd = -1;
    const markup = '<&[!\\'.includes(spaced[i]) ? markupAt(spaced, i, closings) : undefined;
    if (markup) {
      if (markup.linkText && linkTextEnd < 0) {
        [, linkTextEnd, linkEnd] = markup.linkText;
      } else if (markup.linkText) {
        // (A link inside a link's text is read as written.)
        put(spaced[i], i, i + 1);
        i++;
        continue;
      }
      put(markup.shows, i, markup.next);
      if (markup.block) blocks.push(from.length);
      i = markup.next;
      continue;
    }
    const code = spaced.codePointAt(i)!;
    const ch = String.fromCodePoint(code);
    const next = i + ch.length;
    // A word broken at a line's end: after a mark that only ever breaks words, whatever its letters;
    // after a hyphen, between two lower-case letters (`Pro-\ntection`) or two capitals (`CARMI-\nCHELE`).
    const goesOn = wordGoesOn(ch, last, beforeLast);
    const broken = goesOn ? lineBreak(spaced, next, goesOn) : 0;
    if (broken) {
      i = next + broken;
      continue;
    }
    if (ch === '\u00ad') {
      i = next;
      continue;
    }
    if (ZERO_WIDTH.test(ch)) {
      if (insideWord(ch, last, spaced.slice(next, next + 3))) {
        i = next;
        continue;
      }
      put(' ', i, next);
      i = next;
      continue;
    }
    if (CONFUSABLES[ch] && (latinWord(spaced, i) || lookAlikeWord(spaced, i))) {
      put(CONFUSABLES[ch], i, next);
      i = next;
      continue;
    }
    if (LIGATURES[ch]) put(LIGATURES[ch], i, next);
    else if (code >= 0xff01 && code <= 0xff5e) put(String.fromCharCode(code - 0xfee0), i, next);
    else if (code === 0x3000) put(' ', i, next);
    else if (code >= 0x1d400 && code <= 0x1d7ff) put(ch.normalize('NFKC'), i, next);
    else put(ch, i, next);
    i = next;
  }
  const text = pieces.join('');
  const span = (start: number, end: number) => ({ start: start < from.length ? from[start] : raw.length, end: end > 0 ? to[end - 1] : 0 });
  return {
    text,
    blocks,
    span,
    written: (start, end) => {
      const at = span(start, end);
      return raw.slice(at.start, at.end);
    },
  };
}
