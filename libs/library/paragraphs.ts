/** A numbered judgment paragraph as a character range of the judgment text. */
export interface ParagraphSpan {
  number: number;
  start: number;
  end: number;
}

// `[45]` at the start of a line (after optional spaces) opens paragraph 45. A bracketed year followed
// by more of a citation (`[2016] ZACC 46;`, `[1842] 13 ER 225`) is a citation wrapped onto a new line
// in a footnote, not a paragraph: real judgments (ZACC 2025) have these, and no judgment reaches 1800
// paragraphs.
const PARAGRAPH_START = /^[ \t]*\[(?!(?:1[89]|2[01])\d\d\][ \t]*[A-Z0-9])(\d{1,4})\]/gm;

/** Splits a judgment text at its `[n]` line starts; text before the first number is not a paragraph. */
export function paragraphSpans(text: string): ParagraphSpan[] {
  const starts = [...text.matchAll(PARAGRAPH_START)].map((m) => ({ number: Number(m[1]), start: m.index! }));
  return starts.map((s, i) => ({ number: s.number, start: s.start, end: i + 1 < starts.length ? starts[i + 1].start : text.length }));
}
