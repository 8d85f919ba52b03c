/**
 * A provision's labels read from its section's text, as the library stores it: each subsection,
 * paragraph and subparagraph opens a line with its label in brackets (`(2)`, `(b)`, `(ii)`, `(aa)`;
 * `(2) (a) The Supreme Court ...` opens two). A chain written (`(2)(b)(ii)`) is found when each label
 * stands inside the one before it.
 */

interface Marker {
  label: string;
  at: number;
}

/** Labels opening a line (after spaces), one or several: `(2) (a) The ...`. */
const LINE_LABELS = /^[ \t]*((?:\([0-9A-Z]{1,5}\)[ \t]*)+)/gim;
const ONE_LABEL = /\(([0-9A-Z]{1,5})\)/gi;
/** A label written inside a line: the text has labels the line starts do not show. */
const INLINE_LABEL = /(?:^|[\s.;:—–-])\((?:\d{1,3}[A-Za-z]?|[a-z]{1,4})\)\s/;

/**
 * An amendment noted in the text (`[subsection (2) substituted by section 1 of the Constitution Ninth
 * Amendment Act, 2002]`, `[paragraph (b) deleted by ...]`): the labels of an amended part may have been
 * others before, and the library holds its current text only.
 */
const AMENDMENT_NOTE = /\[[^\]\n]{0,200}\b(?:substituted|amended|deleted|repealed|inserted|renumbered)\b[^\]\n]{0,200}\]/gi;

/** Whether a note in `scope` amends the label wanted, the one it was looked for in, or the whole section. */
function amends(scope: string, want: string, parent: string | undefined): boolean {
  return [...scope.matchAll(AMENDMENT_NOTE)].some(([note]) => note.includes(`(${want})`) || (parent !== undefined && note.includes(`(${parent})`)) || /^\[section\b/i.test(note));
}

function markersOf(text: string): Marker[] {
  const out: Marker[] = [];
  for (const line of text.matchAll(LINE_LABELS)) {
    const run = line[1];
    const base = line.index + line[0].indexOf(run);
    for (const m of run.matchAll(ONE_LABEL)) out.push({ label: m[1], at: base + m.index });
  }
  return out;
}

const alphaNext = (l: string) => String.fromCharCode(l.charCodeAt(0) + 1);

/**
 * A label's level: 1 subsections (`(2)`, `(2A)`), 2 paragraphs (`(b)`), 3 subparagraphs (`(ii)`), 4
 * items (`(aa)`), 5 capitals (`(A)`). A single `i`, `v`, `x` or `l` is a subparagraph, unless it is the
 * paragraph after the one in hand (`(h)` then `(i)`).
 */
function level(label: string, current?: string): number {
  if (/^\d/.test(label)) return 1;
  if (/^[ivxl]$/.test(label)) return current && /^[a-z]$/.test(current) && alphaNext(current) === label ? 2 : 3;
  if (/^[a-z]$/.test(label)) return 2;
  if (/^[ivxl]+$/.test(label)) return 3;
  if (/^([a-z])\1+$/.test(label)) return 4;
  return 5;
}

export interface LabelReading {
  /** Every label was found, each inside the one before. */
  found: boolean;
  /** The labels found, outermost first (all of them when found; otherwise those before the first missing). */
  reached: string[];
  /** With not found: the last label at the level that failed, inside what was reached (the nearest that exists). */
  last?: string;
  /** The text of the deepest label reached (the whole text when none). */
  scope: string;
  /** The text shows no labels at line starts but has labels inside its lines: its structure cannot be read. */
  unreadable?: true;
  /** With not found: the text of what was reached notes an amendment (its labels may have been others). */
  amended?: true;
}

/** Whether `labels` (`['2', 'b', 'ii']`) stand in `text`, each inside the one before, and what was reached. */
export function readLabels(text: string, labels: string[]): LabelReading {
  if (!labels.length) return { found: true, reached: [], scope: text };
  const markers = markersOf(text);
  if (!markers.length && INLINE_LABEL.test(text)) return { found: false, reached: [], scope: text, unreadable: true };
  let lo = 0;
  let hi = markers.length;
  let scopeStart = 0;
  let scopeEnd = text.length;
  let parentLevel = 0;
  const reached: string[] = [];
  for (const want of labels) {
    let k = lo;
    // (The first marker at a level below the parent's carrying the label.)
    // (Letters in either case: `s 12(2)(B)` is `(b)` where the text has no `(B)`.)
    const same = (label: string) => label === want || (label.toLowerCase() === want.toLowerCase() && !markers.slice(lo, hi).some((m) => m.label === want));
    while (k < hi && !(same(markers[k].label) && level(markers[k].label) > parentLevel)) k++;
    if (k >= hi) {
      const wantLevel = level(want);
      let last: string | undefined;
      for (let j = lo; j < hi; j++) {
        const previous = last;
        if (level(markers[j].label, previous) === wantLevel && wantLevel > parentLevel) last = markers[j].label;
      }
      const scope = text.slice(scopeStart, scopeEnd);
      return { found: false, reached, ...(last ? { last } : {}), scope, ...(amends(scope, want, reached[reached.length - 1]) ? { amended: true as const } : {}) };
    }
    const found = markers[k].label;
    const own = level(found);
    let end = k + 1;
    while (end < hi && level(markers[end].label, found) > own) end++;
    reached.push(found);
    scopeStart = markers[k].at;
    scopeEnd = end < markers.length ? markers[end].at : scopeEnd;
    lo = k + 1;
    hi = end;
    parentLevel = own;
  }
  return { found: true, reached, scope: text.slice(scopeStart, scopeEnd) };
}

/**
 * An item of a Schedule kept as one text (`1. Definitions`, `2. Incremental effect of Act`): its text,
 * from its number at a line's start to the next item's; `items` says whether the text numbers items
 * so at all (otherwise an item's absence says nothing).
 */
export function readItem(text: string, item: string): { items: boolean; text?: string; last?: string } {
  const starts = [...text.matchAll(/^[ \t]*(\d{1,3}[A-Z]?)\.[ \t]+\S/gm)].map((m) => ({ n: m[1], at: m.index }));
  // Numbered in order from 1: a list of items, not numbers that happen to open lines.
  const items = starts.filter((s, i) => i === 0 || Number.parseInt(s.n, 10) >= Number.parseInt(starts[i - 1].n, 10));
  if (!items.length || items[0].n !== '1') return { items: false };
  const k = items.findIndex((s) => s.n === item);
  if (k < 0) return { items: true, last: items[items.length - 1].n };
  return { items: true, text: text.slice(items[k].at, items[k + 1]?.at ?? text.length) };
}
