import { normalizeCitation } from './normalize.js';
import {
  ACT_NUMBER,
  CASE_FORMS,
  CASE_NUMBER,
  CLAUSE_WORDS,
  CONNECTORS,
  CONSTITUTION,
  GROUP_SEPARATOR,
  PROVINCIAL,
  TITLE_YEAR,
  VERSUS,
} from './patterns.js';

/** A case citation found in a text. */
export interface CaseCitation {
  /** Exactly as written. */
  cited: string;
  start: number;
  end: number;
  /** neutral or report; `unknown` for a form read as a citation that cannot be keyed (old series). */
  kind: 'neutral' | 'report' | 'unknown';
  /** normalizeCitation's key, when the form can be read into court/series, year and number/page. */
  norm?: string;
  /** Neutral court code (ZACC) or report series (SA, BCLR, ALLSA, ...). */
  court?: string;
  year?: number;
  /** Citations of one parallel group share a number (1, 2, ... in text order). */
  group: number;
  /** The party names written before the group, when there are any. */
  parties?: string;
}

/** An Act citation found in a text. */
export interface ActCitation {
  cited: string;
  start: number;
  end: number;
  number?: number;
  year?: number;
  /** Short title as written, without its year: `Promotion of Access to Information Act`. */
  name?: string;
  /** Names a province: a provincial enactment, outside the national records. */
  provincial: boolean;
}

export interface Extracted {
  cases: CaseCitation[];
  acts: ActCitation[];
}

interface Span {
  start: number;
  end: number;
}

/** All matches of the case forms, earliest first, a longer match winning where two overlap. */
function caseSpans(text: string): Span[] {
  const found: Span[] = [];
  for (const form of CASE_FORMS) {
    for (const m of text.matchAll(new RegExp(form, 'g'))) found.push({ start: m.index!, end: m.index! + m[0].length });
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Span[] = [];
  for (const span of found) {
    const last = kept[kept.length - 1];
    if (last && span.start < last.end) continue;
    kept.push(span);
  }
  return kept;
}

const clean = (s: string) => s.replace(/[\u00a0\s]+/g, ' ').replace(/[’‘]/g, "'").replace(/[“”]/g, '"').trim();

/** Tokens before `end` (back to `from`) that can belong to a title or party name, as a start offset. */
function nameStart(text: string, from: number, end: number, commaEnds = false): number {
  const window = text.slice(from, end);
  const tokens = [...window.matchAll(/\S+/g)];
  let start = end;
  for (let i = tokens.length - 1; i >= 0; i--) {
    const raw = tokens[i][0];
    const word = raw.replace(/^[("'“‘]+|[),"'”’:]+$/g, '');
    const capital = /^[A-Z0-9]/.test(word) || /^\(?[A-Z]/.test(raw);
    const connector = CONNECTORS.has(word.toLowerCase()) && (word === word.toLowerCase() || word === '&');
    // A sentence ends at a full stop after a word of lower case letters: `court. S v X` starts at S.
    if (/[a-z]{2,}[.;]$/.test(raw) || /[;:]$/.test(raw.replace(/\)$/, '')) && !/^[A-Z][a-z]*:$/.test(raw)) break;
    if (!capital && !connector) break;
    // Act titles hold no commas, so `PAJA, the Promotion of ... Act` starts after the comma.
    if (commaEnds && /,$/.test(raw) && i < tokens.length - 1) break;
    if (/^\[?\d/.test(word) && !/^\d+(st|nd|rd|th)$/.test(word)) break;
    start = from + tokens[i].index!;
  }
  // Leading connectors and clause words are not part of the name: `in S v X`, `See also S v X`.
  let rest = text.slice(start, end);
  for (;;) {
    const m = /^(\S+)\s+/.exec(rest);
    if (!m) break;
    const w = m[1].toLowerCase().replace(/[,:]$/, '');
    const next = rest.slice(m[0].length);
    const lower = m[1] === m[1].toLowerCase();
    if ((CLAUSE_WORDS.has(w) && !/^(re|parte)\b/i.test(next)) || (lower && CONNECTORS.has(w) && w !== 'the')) {
      start += m[0].length;
      rest = next;
    } else break;
  }
  return start;
}

/** The party names written before a citation group, if any: `S v Makwanyane and Another`. */
function partiesBefore(text: string, from: number, at: number): string | undefined {
  let end = at;
  let window = text.slice(from, end);
  const caseNumber = CASE_NUMBER.exec(window);
  if (caseNumber) {
    end -= caseNumber[0].length;
    window = text.slice(from, end);
  }
  // A footnote number or stray comma between the names and the citation.
  const trail = /[\s\u00a0,]*(\d{1,3})?[\s\u00a0,]*$/.exec(window);
  if (trail && trail[0].length) {
    end -= trail[0].length;
    window = text.slice(from, end);
  }
  const special = /(?:^|[\s(])((?:Ex parte|In re)[\s\u00a0][^;.]+)$/.exec(window);
  if (special) return clean(special[1]);
  let versus: RegExpExecArray | undefined;
  const depthAt = (i: number) => (window.slice(0, i).match(/\(/g)?.length ?? 0) - (window.slice(0, i).match(/\)/g)?.length ?? 0);
  const endDepth = depthAt(window.length);
  for (const m of window.matchAll(new RegExp(VERSUS.source, 'g'))) {
    if (depthAt(m.index!) === endDepth) versus = m as RegExpExecArray;
  }
  if (!versus) return undefined;
  const left = nameStart(text, from, from + versus.index!);
  if (left >= from + versus.index!) return undefined;
  const right = text.slice(from + versus.index! + versus[0].length, end);
  if (!/^[\s\u00a0]*\S/.test(right) || /[.!?]\s+[A-Z][a-z]+\s+[a-z]/.test(right)) return undefined;
  return clean(text.slice(left, end));
}

/** Finds every case citation, in text order, with its parallel group and the names before the group. */
export function extractCases(text: string): CaseCitation[] {
  const spans = caseSpans(text);
  const out: CaseCitation[] = [];
  let group = 0;
  let groupFrom = 0;
  let parties: string | undefined;
  let previousEnd = 0;
  spans.forEach((span, i) => {
    const sameGroup = i > 0 && GROUP_SEPARATOR.test(text.slice(spans[i - 1].end, span.start));
    if (!sameGroup) {
      group++;
      groupFrom = previousEnd;
      parties = partiesBefore(text, groupFrom, span.start);
    }
    const cited = text.slice(span.start, span.end);
    const n = normalizeCitation(cited);
    out.push({
      cited,
      start: span.start,
      end: span.end,
      kind: n?.kind ?? 'unknown',
      ...(n ? { norm: n.norm, court: n.court, year: n.year } : {}),
      group,
      ...(parties ? { parties } : {}),
    });
    previousEnd = span.end;
  });
  return out;
}

/** The short title ending just before `at` (`Promotion of Access to Information`), or undefined. */
function titleBefore(text: string, at: number): { start: number; title: string } | undefined {
  let start = nameStart(text, Math.max(0, at - 200), at, true);
  const article = /^the[\s\u00a0]+/i.exec(text.slice(start, at));
  if (article) start += article[0].length;
  const title = clean(text.slice(start, at));
  if (!title || !/[A-Z]/.test(title)) return undefined;
  return { start, title };
}

/** Finds every Act citation, in text order. */
export function extractActs(text: string): ActCitation[] {
  const found: ActCitation[] = [];
  for (const m of text.matchAll(new RegExp(CONSTITUTION, 'g'))) {
    const year = Number(m[1]);
    found.push({
      cited: m[0],
      start: m.index!,
      end: m.index! + m[0].length,
      name: 'Constitution of the Republic of South Africa',
      number: year === 1996 ? 108 : 200,
      year,
      provincial: false,
    });
  }
  for (const m of text.matchAll(new RegExp(ACT_NUMBER, 'g'))) {
    const title = titleBefore(text, m.index!);
    const start = title?.start ?? m.index!;
    found.push({
      cited: text.slice(start, m.index! + m[0].length),
      start,
      end: m.index! + m[0].length,
      number: Number(m[1]),
      year: Number(m[2]),
      ...(title ? { name: `${title.title} Act` } : {}),
      provincial: PROVINCIAL.test(title?.title ?? ''),
    });
  }
  for (const m of text.matchAll(new RegExp(TITLE_YEAR, 'g'))) {
    const title = titleBefore(text, m.index!);
    if (!title) continue;
    found.push({
      cited: text.slice(title.start, m.index! + m[0].length),
      start: title.start,
      end: m.index! + m[0].length,
      name: `${title.title} Act`,
      year: Number(m[1]),
      provincial: PROVINCIAL.test(title.title),
    });
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: ActCitation[] = [];
  for (const act of found) {
    const last = out[out.length - 1];
    if (last && act.start < last.end) continue;
    // `Companies Act, 2008 (Act No. 71 of 2008)`: the number in brackets belongs to the title before it.
    const between = last ? text.slice(last.end, act.start) : '';
    if (last && last.number === undefined && act.name === undefined && /^[\s\u00a0]*\($/.test(between)) {
      const close = text.slice(act.end).match(/^[\s\u00a0]*\)/);
      const end = act.end + (close ? close[0].length : 0);
      Object.assign(last, { cited: text.slice(last.start, end), end, number: act.number, year: act.year ?? last.year });
      continue;
    }
    if (last && last.name && act.name === undefined && /^[\s\u00a0]*\($/.test(between) && last.number === act.number && last.year === act.year) {
      const close = text.slice(act.end).match(/^[\s\u00a0]*\)/);
      last.end = act.end + (close ? close[0].length : 0);
      last.cited = text.slice(last.start, last.end);
      continue;
    }
    out.push(act);
  }
  return out;
}

export function extractCitations(text: string): Extracted {
  return { cases: extractCases(text), acts: extractActs(text) };
}
