import type { CaseCitation } from './extract.js';
import type { Reference } from './references.js';

/** A quotation in the text and the case citation it is attributed to. */
export interface Quotation {
  /** As written, without its quotation marks. */
  text: string;
  start: number;
  end: number;
  /** Index of the case citation it is attributed to. */
  caseIndex: number;
  /** Its parts between ellipses and bracketed insertions, as plain words (documents.body_words' form). */
  segments: string[];
  /** Runs of four of its words, in order: where to look for a quotation that is not found whole. */
  shingles: string[];
  /** Where each run starts in `words.join(' ')`. */
  offsets: number[];
  /** All its words. */
  words: string[];
}

/**
 * A footnote reference printed inside a line: `[12]`, as the law-report sites print them.
 * (Three digits at most: `[2019]` is a year, of a citation.)
 */
const BRACKETED_NOTE = /\[\d{1,3}\]/g;
/**
 * A footnote number glued to what it follows: a word of two letters or more (`application5`), a
 * possessive (`Court’s12`), a section's letter (`section 30P5`), a closing bracket (`(a)6`), or a
 * year (`of 2013.4`), with up to three marks between (`dignity.”12`). Not after a one-letter word,
 * which is an amount or a section (`R100`, `s12`), nor inside a number (`1.5`, `R5,000`): read as a
 * note, `R100` and `R200` were the same words.
 */
const GLUED_NOTE = /((?:[a-z]{2}|['’\d][a-z]|[)\]]|\d{4}[.,;:!?)\]'"”’])[.,;:!?)\]'"”’]{0,3})\d{1,3}(?!\d)/g;

/**
 * Lower case, footnote references left out (BRACKETED_NOTE, GLUED_NOTE), every run of anything but
 * a-z and 0-9 a word break: the form of documents.body_words (migration 0021: its expression and
 * this function must agree, character for character), so both sides of a comparison are read alike.
 */
export function plainWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(BRACKETED_NOTE, ' ')
    .replace(GLUED_NOTE, '$1')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** A quotation shorter than this many words is a term in quotes (`the Pridwin principle`), not a quotation. */
const MIN_WORDS = 5;
const MAX_LENGTH = 3_000;
/** Between a quotation and a citation after it: words that introduce another authority than the quotation's. */
const ANOTHER_AUTHORITY = /;|\b(?:cf|compare|contrast|see|and in|but in|unlike|whereas)\b/i;

/** Before a block quotation: the sentence introducing it, ending in a colon (no other sentence between). */
const INTRODUCES_BLOCK = /^[^.!?]*:\s*$/;

/** How far a quotation and its citation may stand apart in one sentence. */
const REACH = 300;

const PAIRS: Array<[string, string]> = [['“', '”'], ['"', '"'], ['‘', '’']];

/**
 * The quotation's segments: `[...]`, `…` and `. . .` leave words out; a bracketed insertion
 * (`[the Court]`) replaces words; a bracketed letter or two changes a word's case (`[t]he`).
 */
function segmentsOf(quote: string): string[] {
  const parts = quote
    .replace(BRACKETED_NOTE, ' ') // a footnote reference copied with the words, not an insertion
    .replace(/\[(\p{L}{1,2})\]/gu, '$1')
    .split(/\[[^\]]{0,200}\]|…|\.\s?\.\s?\./u)
    .map((p) => plainWords(p).join(' '))
    .filter(Boolean);
  return parts;
}

interface QuoteSpan {
  start: number;
  end: number;
  inner: string;
  /** An indented or Markdown block (introduced by a sentence ending in a colon). */
  block: boolean;
}

/** Every quotation in the text: in straight or curly quotes, and indented or Markdown blocks; in text order. */
function quotationSpans(text: string): QuoteSpan[] {
  const spans: QuoteSpan[] = [];
  for (const [open, close] of PAIRS) {
    let at = 0;
    for (;;) {
      const s = text.indexOf(open, at);
      if (s < 0) break;
      const e = text.indexOf(close, s + 1);
      if (e < 0) break;
      const inner = text.slice(s + 1, e);
      // A single curly quote is also an apostrophe: only long quotations count in them.
      if (e - s <= MAX_LENGTH && (open !== '‘' || (inner.length >= 40 && / /.test(inner)))) spans.push({ start: s, end: e + 1, inner, block: false });
      at = e + 1;
    }
  }
  // An indented block: consecutive lines starting with four spaces or a tab; or a Markdown quotation
  // (lines starting `>`).
  for (const m of text.matchAll(/(?:^|\n)((?:(?: {4}|\t)[^\n]*(?:\n|$))+)/g)) {
    const inner = m[1].trim();
    const start = m.index + m[0].indexOf(m[1]);
    if (inner.length <= MAX_LENGTH) spans.push({ start, end: start + m[1].length, inner, block: true });
  }
  for (const m of text.matchAll(/(?:^|\n)((?:>[^\n]*(?:\n|$))+)/g)) {
    const inner = m[1].replace(/^> ?/gm, '').trim();
    const start = m.index + m[0].indexOf(m[1]);
    if (inner.length <= MAX_LENGTH) spans.push({ start, end: start + m[1].length, inner, block: true });
  }
  return spans.sort((a, b) => a.start - b.start || b.end - a.end);
}

const sentenceEnd = (s: string) => /[.!?]["'”’)]*\s+[\p{Lu}[(“"]|\n\s*\n/u.test(s);

/**
 * What a quotation at `span` is attributed to among `pointers` (sorted by start): the one after it in
 * the same sentence, else the one before it (a block: after the sentence introducing it). Where
 * another authority is introduced after the quotation (`; compare Y`), the one before.
 */
function attributed<P extends { start: number; end: number }>(text: string, span: QuoteSpan, pointers: P[]): P | undefined {
  const after = pointers.find((p) => p.start >= span.end && p.start - span.end <= REACH && !sentenceEnd(text.slice(span.end, p.start)));
  const before = [...pointers]
    .reverse()
    .find((p) => p.end <= span.start && span.start - p.end <= REACH && (!sentenceEnd(text.slice(p.end, span.start)) || (span.block && INTRODUCES_BLOCK.test(text.slice(p.end, span.start)))));
  const another = after && before && ANOTHER_AUTHORITY.test(text.slice(span.end, after.start));
  return another ? before : (after ?? before);
}

/** A quotation's parts and words, and runs of four of its words with where each starts. */
function quotationParts(inner: string): Pick<Quotation, 'segments' | 'shingles' | 'offsets' | 'words'> {
  const segments = segmentsOf(inner);
  const words = segments.join(' ').split(' ').filter(Boolean);
  // Runs of four words within one segment (a run across an ellipsis is not in the text).
  const shingles: string[] = [];
  const offsets: number[] = [];
  let earlier = 0;
  for (const segment of segments) {
    const w = segment.split(' ');
    for (let i = 0; i + 4 <= w.length && shingles.length < 12; i += 2) {
      shingles.push(w.slice(i, i + 4).join(' '));
      offsets.push(earlier + (i > 0 ? w.slice(0, i).join(' ').length + 1 : 0));
    }
    earlier += segment.length + 1;
  }
  return { segments, shingles, offsets, words };
}

/** Quotations in straight or curly quotes and indented blocks, attributed to a citation in the same sentence. */
export function extractQuotations(text: string, cases: CaseCitation[], references: Reference[] = []): Quotation[] {
  if (!cases.length) return [];
  const spans = quotationSpans(text);
  // Citations and short forms, by where they start, with the case each points to.
  const pointers = [
    ...cases.map((c, i) => ({ start: c.start, end: c.end, caseIndex: i })),
    ...references.map((r) => ({ start: r.start, end: r.end, caseIndex: r.refersTo })),
  ].sort((a, b) => a.start - b.start);
  const out: Quotation[] = [];
  let lastEnd = -1;
  for (const span of spans) {
    if (span.start < lastEnd) continue; // a quotation inside another
    const parts = quotationParts(span.inner);
    if (parts.words.length < MIN_WORDS) continue;
    if (cases.some((c) => c.start >= span.start && c.end <= span.end)) continue; // a quoted citation, not a quotation of a judgment
    // The citation after it in the same sentence (`“...” (X v Y [2020] ZACC 1 at para 5)`), else the one
    // before it. But where another authority is introduced after the quotation (`In X [2025] ZACC 24
    // the Court said “...”; compare Y [2025] ZACC 1`, `..., cf Y`, `... and in Y ... that “...”`), the
    // quotation is the one before's: given to the later citation, a sentence of Y's was confirmed as X's.
    // A block set off after a colon and a blank line (`the Court held:\n\n    Where ...`) is the
    // sentence's before it.
    const target = attributed(text, span, pointers);
    if (!target) continue;
    let caseIndex = target.caseIndex;
    while (caseIndex > 0 && cases[caseIndex - 1].group === cases[caseIndex].group) caseIndex--;
    out.push({ text: span.inner.replace(/\s+/g, ' ').trim(), start: span.start, end: span.end, caseIndex, ...parts });
    lastEnd = span.end;
  }
  return out;
}

/** A quotation attributed to a provision citation (`Section 36(1) of the Constitution provides: “...”`). */
export interface ProvisionQuotation extends Omit<Quotation, 'caseIndex'> {
  /** Index of the provision citation it is attributed to. */
  provisionIndex: number;
}

/**
 * Quotations of provisions: those no case citation takes (extractQuotations), attributed to the
 * provision citation after them in the same sentence or before them, as a case's are.
 */
export function extractProvisionQuotations(text: string, provisions: Array<{ start: number; end: number }>, taken: Array<{ start: number; end: number }>): ProvisionQuotation[] {
  if (!provisions.length) return [];
  const pointers = provisions.map((p, i) => ({ start: p.start, end: p.end, provisionIndex: i }));
  const out: ProvisionQuotation[] = [];
  let lastEnd = -1;
  for (const span of quotationSpans(text)) {
    if (span.start < lastEnd || taken.some((q) => q.start < span.end && span.start < q.end)) continue;
    const parts = quotationParts(span.inner);
    if (parts.words.length < MIN_WORDS) continue;
    if (provisions.some((p) => p.start >= span.start && p.end <= span.end)) continue; // a provision quoted, not quoted from
    const target = attributed(text, span, pointers);
    if (!target) continue;
    out.push({ text: span.inner.replace(/\s+/g, ' ').trim(), start: span.start, end: span.end, provisionIndex: target.provisionIndex, ...parts });
    lastEnd = span.end;
  }
  return out;
}

/**
 * How nearly a quotation's words stand in order in the official words around where it should be:
 * the longest common subsequence of words, as a share of the quotation's, and the official words
 * that span it.
 */
export function nearness(quote: string[], window: string[]): { similarity: number; actual: string } {
  const n = quote.length;
  const m = window.length;
  if (!n || !m) return { similarity: 0, actual: '' };
  // Dynamic programming over words (n and m are a few hundred at most).
  const dp: Uint16Array[] = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1));
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) dp[i][j] = quote[i - 1] === window[j - 1] ? dp[i - 1][j - 1] + 1 : Math.max(dp[i - 1][j], dp[i][j - 1]);
  }
  // The window words the alignment used, first to last.
  let i = n;
  let j = m;
  let first = -1;
  let last = -1;
  while (i > 0 && j > 0) {
    if (quote[i - 1] === window[j - 1]) {
      if (last < 0) last = j - 1;
      first = j - 1;
      i--;
      j--;
    } else if (dp[i - 1][j] >= dp[i][j - 1]) i--;
    else j--;
  }
  const matched = dp[n][m];
  const span = last >= first && first >= 0 ? last - first + 1 : n;
  return { similarity: Math.round((matched / Math.max(n, span)) * 100) / 100, actual: first >= 0 ? window.slice(first, last + 1).join(' ') : '' };
}
