import { partyNamesAgree } from './names.js';
import { pinpointAfter, readCaseName, type CaseCitation, type Pinpoint } from './extract.js';
import { WS } from './patterns.js';

/**
 * Short forms that point back to a full citation written earlier in the text: `Id`, `Ibid`, a case's
 * short name with `supra`, `above`, `above n 13`, `(n 13)`, or used again with a pinpoint (`In
 * Makwanyane at para 144`). Found after the citations, in text order; each refers to the index of
 * the case entry it points to.
 */
export interface Reference {
  /** As written: `Makwanyane above n 3 at para 144`, `Id at para 12`. */
  cited: string;
  start: number;
  end: number;
  /** Index into the text's case citations of the full citation it points to. */
  refersTo: number;
  pinpoint?: Pinpoint;
}

/** `Id`, `Ibid`, `Id.`, `ibid`: the citation just before. */
const IBID = /(?<![\p{L}\p{N}])(?:[Ii]bid|I[Dd])\.?(?=[\s\u200b-\u200d\u2060,;]|$)/gu;
/** `supra`, `above`, `above n 13`, `supra n 13`, `(n 13)`, `(n 13 above)`, `n 13`: after a short name. */
const SHORT_MARK = new RegExp(`(?<![\\p{L}\\p{N}])(?:(?:supra|above)(?:${WS}{1,3}(?:n|fn|note)\\.?${WS}{0,2}\\d{1,4})?|\\((?:n|fn)\\.?${WS}{0,2}\\d{1,4}(?:${WS}{1,3}above)?\\)|(?:n|fn)\\.${WS}{0,2}\\d{1,4})(?![\\p{L}\\p{N}])`, 'gu');
/** `at para 144`, `at paras 12-14`: a pinpoint that may follow a short name used again. */
const AT_PARA = new RegExp(`(?<![\\p{L}\\p{N}])at${WS}{1,3}paras?\\.?${WS}{0,2}\\d`, 'gu');

/** How far before a marker the short name is read. */
const SHORT_NAME_WINDOW = 120;
/**
 * How many words, in all, short names and the names written before them may be compared in one text
 * (a comparison costs some 5-10 µs a word): a text of a thousand invented short names, each compared
 * with the sixty names before it, held the thread for 13 s. Past it, a short name is left unlinked
 * (no reference reported).
 */
const COMPARISON_BUDGET = 16_000;
const wordsIn = (name: string) => name.split(/\s+/).length;

/** The short forms in `text`, given its case citations (their names say which case a short name means). */
export function extractReferences(text: string, cases: CaseCitation[], words = COMPARISON_BUDGET): Reference[] {
  if (!cases.length) return [];
  const out: Reference[] = [];
  // Positions inside a citation or a reference found: each marker is looked up once (linear in the text).
  const covered = new Uint8Array(text.length + 1);
  const cover = (start: number, end: number) => covered.fill(1, start, end);
  for (const c of cases) cover(c.start, c.end);
  const taken = (at: number) => covered[at] === 1;
  // A short name is compared with each distinct name written before it once.
  const agreement = new Map<string, boolean>();
  let budget = words;
  const agrees = (name: string, parties: string) => {
    const key = `${name}\u0000${parties}`;
    let v = agreement.get(key);
    if (v === undefined) {
      if (budget <= 0) return false;
      budget -= wordsIn(name) + wordsIn(parties);
      agreement.set(key, (v = partyNamesAgree(name, parties) || partyNamesAgree(parties, name)));
    }
    return v;
  };
  /** The last full citation before `at` whose names agree with `name`. */
  const byName = (name: string, at: number) => {
    // (Once the budget is spent, nothing more is linked: answers kept from before would link a short
    // name to an older case whose name it shares while the nearer one is never compared.)
    if (budget <= 0) return -1;
    const seen = new Set<string>();
    for (let i = cases.length - 1; i >= 0; i--) {
      const c = cases[i];
      if (c.end > at || !c.parties || seen.has(c.parties)) continue;
      seen.add(c.parties);
      if (seen.size > 60) break; // the 60 nearest distinct names: a short name means a case cited near it
      if (agrees(name, c.parties)) {
        // the group's first member: the entry a reader would look at
        let first = i;
        while (first > 0 && cases[first - 1].group === c.group) first--;
        return first;
      }
    }
    return -1;
  };
  const add = (start: number, markEnd: number, refersTo: number) => {
    const pinpoint = pinpointAfter(text, markEnd);
    const end = pinpoint?.end ?? markEnd;
    out.push({ cited: text.slice(start, end).replace(/[\s\u200b-\u200d\u2060]+/g, ' '), start, end, refersTo, ...(pinpoint ? { pinpoint } : {}) });
    cover(start, end);
  };
  /** A marker right before a citation belongs to that citation's names (`Pridwin above n 4, [2000] ZACC 19`). */
  const beforeCitation = (at: number) => cases.some((c) => c.start >= at && c.start - at <= 6);
  /** The first case citation of footnote `n` (a line starting with its number) before `at`, if its names do not contradict `name`. */
  const byFootnote = (n: string, name: string, at: number) => {
    let start = -1;
    for (const f of text.slice(0, at).matchAll(new RegExp(`(?:^|\\n)[ \\t\\u00a0]*${n}[ \\t\\u00a0]+(?=\\S)`, 'g'))) start = f.index + f[0].length;
    if (start < 0) return -1;
    const i = cases.findIndex((c) => c.start >= start && c.end <= at);
    if (i < 0 || /\n[ \t\u00a0]*\d{1,4}[ \t\u00a0]+\S/.test(text.slice(start, cases[i].start))) return -1; // not in that footnote
    const c = cases[i];
    return !c.parties || agrees(name, c.parties) ? i : -1;
  };
  // `Makwanyane above n 3`, `Grootboom supra`, `Khumalo (n 13)`.
  for (const m of text.matchAll(SHORT_MARK)) {
    if (taken(m.index) || beforeCitation(m.index + m[0].length)) continue;
    const name = readCaseName(text, Math.max(0, m.index - SHORT_NAME_WINDOW), m.index);
    if (!name) continue;
    const footnote = /(\d{1,4})/.exec(m[0])?.[1];
    const viaNote = footnote ? byFootnote(footnote, name.name, name.start) : -1;
    const i = viaNote >= 0 ? viaNote : byName(name.name, name.start);
    if (i >= 0) add(name.start, m.index + m[0].length, i);
  }
  // `In Makwanyane at para 144`: a short name used again, with a pinpoint and no citation.
  let k = -1; // the last case citation ending before the match (matches come in text order)
  for (const m of text.matchAll(AT_PARA)) {
    while (k + 1 < cases.length && cases[k + 1].end <= m.index) k++;
    if (taken(m.index)) continue;
    const before = k >= 0 ? cases[k] : undefined;
    if (before?.pinpoint && before.pinpoint.end > m.index) continue; // the pinpoint of the citation before it
    const name = readCaseName(text, Math.max(before?.end ?? 0, m.index - SHORT_NAME_WINDOW), m.index);
    if (!name) continue;
    const i = byName(name.name, name.start);
    if (i >= 0) add(name.start, name.end, i);
  }
  // `Id`, `Ibid`: the citation or reference just before.
  const named = [...out].sort((a, b) => a.end - b.end);
  let lastCase = -1;
  let r = -1;
  let lastRef: Reference | undefined;
  for (const m of text.matchAll(IBID)) {
    while (lastCase + 1 < cases.length && cases[lastCase + 1].end <= m.index) lastCase++;
    while (r + 1 < named.length && named[r + 1].end <= m.index) lastRef = named[++r];
    if (lastRef && out.length > named.length && out[out.length - 1].end > lastRef.end && out[out.length - 1].end <= m.index) lastRef = out[out.length - 1];
    if (taken(m.index)) continue;
    const refersTo = lastRef && (lastCase < 0 || lastRef.end > cases[lastCase].end) ? lastRef.refersTo : lastCase;
    if (refersTo < 0) continue;
    let first = refersTo;
    while (first > 0 && cases[first - 1].group === cases[refersTo].group) first--;
    add(m.index, m.index + m[0].length, first);
  }
  return out.sort((a, b) => a.start - b.start);
}
