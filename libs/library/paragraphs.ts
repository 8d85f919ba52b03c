/** A numbered judgment paragraph as a character range of the judgment text. */
export interface ParagraphSpan {
  number: number;
  start: number;
  end: number;
}

// `[45]` at the start of a line (after optional spaces) opens paragraph 45.
const PARAGRAPH_START = /^[ \t]*\[(\d{1,4})\]/gm;

/** Splits a judgment text at its `[n]` line starts; text before the first number is not a paragraph. */
export function paragraphSpans(text: string): ParagraphSpan[] {
  const starts = [...text.matchAll(PARAGRAPH_START)].map((m) => ({ number: Number(m[1]), start: m.index! }));
  return starts.map((s, i) => ({ number: s.number, start: s.start, end: i + 1 < starts.length ? starts[i + 1].start : text.length }));
}
