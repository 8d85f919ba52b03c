/**
 * Act titles as texts write them beside the Act's number: `the Justices of the Peace and
 * Commissioners of Oaths Act, 1963 (Act No. 16 of 1963)`. A record read heuristically can hold a
 * title cut short (`Peace and Commissioners of Oaths Act`); the whole title, seen in the texts of
 * the same import beside the same number, repairs it.
 */

/** Small words inside an Act's title (`of the`, `and`); a title neither starts nor is only these. */
const CONNECTORS = new Set(['of', 'the', 'and', 'for', 'on', 'in', 'to', 'a', 'an', 'with', 'by']);

/** `(Act No. 16 of 1963)`, `(Act 16 of 1963)`, `(No. 16 of 1963)` after the title and its optional `, 1963`. */
const NUMBER_AFTER = /\bAct(?:,?\s+(\d{4}))?\s*\((?:Act\s+)?(?:No\.?\s*)?(\d{1,4})\s+of\s+(\d{4})\)/g;

const WORD = /^(?:[A-Z][\w'’.-]*|\([A-Z][\w ]*\)|[\w'’-]+)$/;

export interface WrittenActTitle {
  number: number;
  year: number;
  title: string;
}

/** Each Act title written beside its number in `text`: the capitalised words (with small words between them) before `Act`. */
export function writtenActTitles(text: string): WrittenActTitle[] {
  const out: WrittenActTitle[] = [];
  for (const m of text.matchAll(NUMBER_AFTER)) {
    if (m[1] && m[1] !== m[3]) continue; // `Act, 1998 (Act 16 of 1963)`: two Acts, not one
    const before = text.slice(Math.max(0, m.index - 200), m.index).split(/\s+/);
    const words: string[] = [];
    for (let i = before.length - 1; i >= 0; i--) {
      const w = before[i];
      if (w === '') continue;
      // (A title holds `Act` only at its end, and no number: `Chapter III of the`, `Systems Act or the` are not part of it.)
      if (!WORD.test(w) || /[,;:]$/.test(w) || w === 'Act' || /^(?:[IVXLC]+|\d.*)$/.test(w)) break;
      if (!CONNECTORS.has(w) && !/^[A-Z(]/.test(w)) break;
      words.unshift(w);
    }
    while (words.length && CONNECTORS.has(words[0].toLowerCase())) words.shift();
    if (!words.length) continue;
    out.push({ number: Number(m[2]), year: Number(m[3]), title: `${words.join(' ')} Act` });
  }
  return out;
}

/**
 * The whole of a cut title: the one title the texts write for the same Act that ends with every word
 * of `title` and has more before them. Undefined when a text writes the title as it is (then the
 * longer ones are a sentence's words before it: `Subject to the Criminal Procedure Act`), or when
 * the texts disagree on what comes before.
 */
export function wholeTitle(title: string, seen: Iterable<string>): string | undefined {
  const words = title.toLowerCase().split(/\s+/);
  const longer = new Map<string, string>();
  for (const t of seen) {
    const w = t.toLowerCase().split(/\s+/);
    if (w.slice(-words.length).join(' ') !== words.join(' ')) continue;
    if (w.length === words.length) return undefined;
    if (!longer.has(w.join(' '))) longer.set(w.join(' '), t);
  }
  return longer.size === 1 ? [...longer.values()][0] : undefined;
}
