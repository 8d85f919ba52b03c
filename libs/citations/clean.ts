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
 * - A word hyphenated across a line break between two lower-case letters is joined (`Consumer Pro-
 *   tection Act`), as a typesetter broke it.
 * - On a line where a tab stands beside a lone `v`, the tabs are spaces (`Naidoo\tv\tMedia`): read as
 *   cells, the name was its last word, and an invented party was confirmed. Where the line's citation
 *   stands in a cell of its own (a table with the parties in columns), only the tabs beside the `v`.
 */
export interface CleanText {
  text: string;
  /** Where the clean text's span [start, end) stands in the text as sent. */
  span(start: number, end: number): { start: number; end: number };
  /** The text as sent at the clean text's span: a citation as found in the text. */
  written(start: number, end: number): string;
}

const LIGATURES: Record<string, string> = { '\ufb00': 'ff', '\ufb01': 'fi', '\ufb02': 'fl', '\ufb03': 'ffi', '\ufb04': 'ffl', '\ufb05': 'st', '\ufb06': 'st' };
/** Anything the pass below changes; most texts hold none of it and are their own clean text. */
const DAMAGE = /[\u00ad\u200b-\u200d\u2060\ufeff\ufb00-\ufb06\uff01-\uff5e\u3000\t\u{1d400}-\u{1d7ff}]|\p{Ll}-[ \t]*\r?\n/u;
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
/** The rest of a line broken after a hyphen: spaces, the line break, spaces, then a lower-case letter. */
const LINE_BREAK_AFTER_HYPHEN = /^[ \t]*\r?\n[ \t]*(?=\p{Ll})/u;

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
  if (!DAMAGE.test(raw)) return { text: raw, span: (start, end) => ({ start, end }), written: (start, end) => raw.slice(start, end) };
  // (Tabs made spaces one for one: its offsets are the text's as sent.)
  const spaced = raw.includes('\t') ? raw.split('\n').map(wordSpaces).join('\n') : raw;
  let text = '';
  // For each character of the clean text, where the character it came from starts and ends.
  const from: number[] = [];
  const to: number[] = [];
  const put = (s: string, start: number, end: number) => {
    for (const ch of s) {
      text += ch;
      for (let k = 0; k < ch.length; k++) {
        from.push(start);
        to.push(end);
      }
    }
  };
  for (let i = 0; i < spaced.length; ) {
    const code = spaced.codePointAt(i)!;
    const ch = String.fromCodePoint(code);
    const next = i + ch.length;
    if (ch === '\u00ad') {
      i = next;
      continue;
    }
    if (ZERO_WIDTH.test(ch)) {
      if (insideWord(ch, text, spaced.slice(next, next + 3))) {
        i = next;
        continue;
      }
      put(' ', i, next);
      i = next;
      continue;
    }
    if (ch === '-' && /\p{Ll}/u.test(text[text.length - 1] ?? '')) {
      const broken = LINE_BREAK_AFTER_HYPHEN.exec(spaced.slice(next, next + 40));
      if (broken) {
        i = next + broken[0].length;
        continue;
      }
    }
    if (LIGATURES[ch]) put(LIGATURES[ch], i, next);
    else if (code >= 0xff01 && code <= 0xff5e) put(String.fromCharCode(code - 0xfee0), i, next);
    else if (code === 0x3000) put(' ', i, next);
    else if (code >= 0x1d400 && code <= 0x1d7ff) put(ch.normalize('NFKC'), i, next);
    else put(ch, i, next);
    i = next;
  }
  const span = (start: number, end: number) => ({ start: start < from.length ? from[start] : raw.length, end: end > 0 ? to[end - 1] : 0 });
  return {
    text,
    span,
    written: (start, end) => {
      const at = span(start, end);
      return raw.slice(at.start, at.end);
    },
  };
}
