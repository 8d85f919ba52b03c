/** A stretch of a document's text checked as one text: [start, end) in UTF-16 offsets. */
export interface Piece {
  start: number;
  end: number;
}

/**
 * Where a piece may end, best first: a blank line (a paragraph's end), a line end, a sentence's end,
 * a space. A citation never spans a blank line or a sentence's end, so the first three never split
 * one; a space is the last resort, for a paragraph of more than `max` characters without a full stop.
 */
const CUTS: RegExp[] = [/\n[ \t]*\n/g, /\n/g, /[.!?]["'”’)\]]*\s+(?=["'“‘([]?\p{Lu})/gu, /\s+/g];

/** The end of the last match of `pattern` inside text[from, to), or -1. */
function lastCut(text: string, pattern: RegExp, from: number, to: number): number {
  let cut = -1;
  pattern.lastIndex = from;
  for (let m = pattern.exec(text); m && m.index + m[0].length <= to; m = pattern.exec(text)) {
    cut = m.index + m[0].length;
    if (m[0].length === 0) pattern.lastIndex++;
  }
  return cut;
}

/**
 * The text in consecutive pieces of at most `max` UTF-16 units, each ending at the best cut in its
 * second half (CUTS), so pieces neither overlap nor split a citation and every citation is read once,
 * in one piece. Pieces holding only whitespace are left out.
 */
export function cutPieces(text: string, max: number): Piece[] {
  const out: Piece[] = [];
  let start = 0;
  while (start < text.length) {
    let end = text.length;
    if (end - start > max) {
      const limit = start + max;
      const half = start + Math.floor(max / 2);
      end = -1;
      for (const pattern of CUTS) {
        const cut = lastCut(text, pattern, half, limit);
        if (cut > half) {
          end = cut;
          break;
        }
      }
      // (No cut at all: a run of max characters without a space; never inside a surrogate pair.)
      if (end < 0) end = /[\uDC00-\uDFFF]/.test(text[limit] ?? '') ? limit - 1 : limit;
    }
    if (text.slice(start, end).trim()) out.push({ start, end });
    start = end;
  }
  return out;
}
