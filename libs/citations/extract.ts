import { normalizeCitation } from './normalize.js';
import { extractActs } from './acts.js';
import { reportColumn } from './fields.js';
import { readCaseName, type WrittenName } from './name-reader.js';
import { pinpointAfter, type Pinpoint } from './pinpoints.js';
import { caseSpans, GROUP_GAP, isSpace, type Span } from './tokens.js';

/**
 * The citations of a text, stage by stage (readCitations in read.ts runs them after clean.ts):
 * tokens.ts finds the citation spans and reads words back from them; layout.ts classifies the lines
 * around them (headings, page numbers, running headers, margin numbers); this file groups the spans
 * into parallel groups and gives each group its name (name-reader.ts, with asides.ts and fields.ts
 * for the layouts names come in) and pinpoint (pinpoints.ts); acts.ts reads the Act citations. The
 * knowledge each stage uses is in data/ and patterns.ts.
 */

export { extractActs } from './acts.js';
export { readCaseName, type WrittenName } from './name-reader.js';
export { pinpointAfter, type Pinpoint } from './pinpoints.js';

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
  /** The judgment number of a neutral citation. */
  number?: number;
  /** Citations of one parallel group share a number (1, 2, ... in text order). */
  group: number;
  /** The case name written before the group, when there is one (cleaned of line breaks and case numbers). */
  parties?: string;
  /** Where that name stands in the text. */
  partiesStart?: number;
  partiesEnd?: number;
  /** The pinpoint written after the group (`at para 45`), for every member of the group. */
  pinpoint?: Pinpoint;
  /**
   * A member joined to the group by a table's cell only (`| Fose v ... | [1997] ZACC 6 | 2001 (4) SA 938
   * (CC) |`): a column of reports or of another case cited (`Followed in`), which the row cannot tell.
   * The group's names confirm it, but never accuse it.
   */
  loose?: true;
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
  /** The year written with the short title (`Companies Act, 2008`), when a number follows in brackets. */
  titleYear?: number;
  /** Names a province: a provincial enactment, outside the national records. */
  provincial: boolean;
  /**
   * `name` is an acronym in capitals written just before the number in brackets (`PAJA (Act 3 of
   * 2000)`): it confirms the number, or contradicts it where it spells another Act of that year.
   */
  abbreviation?: true;
  /** For an `abbreviation`: the number alone (`Act 3 of 2000`), the citation when the acronym names no Act. */
  numbered?: { cited: string; start: number; end: number };
  /**
   * Another reading of the title: read on through commas before it (`Fertilizers, Farm Feeds,
   * Agricultural Remedies and Stock Remedies Act`, whose title read alone begins at `Agricultural`), or
   * without a part's name before it (`Schedule to the Public Holidays Act`): the name and the citation
   * with it, which verification takes where the title as read agrees with no Act and this one does.
   */
  listed?: { name: string; cited: string; start: number; end: number };
}

export interface Extracted {
  cases: CaseCitation[];
  acts: ActCitation[];
}

/**
 * `; `, `, `, `;\n`, ` (`: what stands between two members of one parallel group (checked without a
 * regex on unbounded text). A parallel in brackets (`1996 (3) SA 850 (CC) (1996 (5) BCLR 658)`) is
 * one: read as a group of its own it had no names, and no names confirm any citation.
 */
function groupSeparator(between: string): boolean {
  if (between.length > PINPOINT_GAP) return false;
  const t = [...between].filter((ch) => !isSpace(ch)).join('');
  // `[2015] ZACC 31 at para 10; 2016 ...`, `at paras 86 and 89-90;`, `at [12];`, `at 360A;`: a pinpoint
  // between members; split off, the later members were confirmed without the group's names.
  if (PINPOINT_BETWEEN.test(t)) return true;
  // `[2018] ZACC 37; [2018] 2 CPLR 411 (CC); 2018 (12) BCLR 1553 (CC)`: a member of a series the patterns
  // do not know (or written amiss: `2020 4 BLLR 337`, `[2024] All SA 287`) between members; split off,
  // the later members had no names, and their record was titled with a citation.
  if (UNKNOWN_MEMBERS.test(t)) return true;
  // `2007 (5) SA 323 (CC), also reported at 2004 (4) SA 490 (CC)`, `; reported also in ...`: the writer
  // says the next is a parallel; split off, it had no names and was confirmed whatever case it was of.
  if (REPORTED_ALSO.test(t)) return true;
  if (between.length > GROUP_GAP) return false;
  // `[2015] ZACC 31 (CC); 2016 (1) SA 132 (CC)` (a court written after a neutral citation, as a real
  // footnote does): still one group. So is a member after only a space or a line break (`[1995] ZACC 3
  // 1995 (3) SA 391 (CC)`): read as a group of its own, it had no names and was confirmed whatever it was.
  // A markdown table's next cell (`| [2007] ZACC 5 | 2007 (5) SA 323 (CC) |`): a row is one case, its
  // citations in columns of their own, as tab-separated cells are.
  return t === '' || t === ';' || t === ',' || t === '(' || t === ';(' || t === ',(' || t === '|' || /^\([A-Z][A-Za-z]{0,5}\)[;,]$/.test(t);
}

/** A markdown table's cell boundary alone between two citations. */
const CELL_BETWEEN = /^[ \t]*\|[ \t]*$/;
/** `also reported at`, `reported also in`, `(also reported as`, spaces removed. */
const REPORTED_ALSO = /^[;,]?\(?(?:also)?reported(?:also)?(?:at|in|as)?:?$/;

/** Members the patterns do not read, spaces removed: `;[2018]2CPLR411(CC);`, `;20204BLLR337(CC);`. */
// (A series opens with a capital: `2019 and 2020;` is no member.)
const UNKNOWN_MEMBERS = /^;(?:[[(]?(?:1[89]|20)\d\d[\])]?\d{0,3}[A-Z][A-Za-z]{1,7}\d{1,6}(?:\([A-Z][A-Za-z]{0,5}\))?;){1,2}$/;

/** The longest pinpoint between two members of a group (`at paras 86 and 89-90; `). */
const PINPOINT_GAP = 40;
/** A pinpoint with its separator, spaces removed: `atpara10;`, `atparas86and89-90;`, `at[12];`, `para10;`, `at360A-B;`. */
const PINPOINT_BETWEEN = /^,?(?:at|atpara?s?\.?|atparagraphs?|para?s?\.?|paragraphs?)\[?\d{1,4}\]?[A-J]?(?:(?:[-–&,]|and|to)\[?\d{0,4}\]?[A-J]?){0,8}[;,]$/;

/** Finds every case citation, in text order, with its parallel group and the names before the group. */
export function extractCases(text: string, boundaries: Span[] = [], options: { listedParties?: boolean } = {}): CaseCitation[] {
  const spans = caseSpans(text);
  const stops = [...spans, ...boundaries].map((s) => s.end).sort((a, b) => a - b);
  const out: CaseCitation[] = [];
  let group = 0;
  let written: WrittenName | undefined;
  let stop = 0;
  let groupHasNeutral = false;
  const groupSeries = new Set<string>();
  spans.forEach((span, i) => {
    const cited = text.slice(span.start, span.end);
    const n = normalizeCitation(cited);
    // A judgment has one neutral citation: a second one after a separator is another authority
    // (`See Glenister [2011] ZACC 6; [2020] ZACC 12`), not a parallel of the first.
    const neutral = n?.kind === 'neutral';
    const between = i > 0 ? text.slice(spans[i - 1].end, span.start) : '';
    // (A table's next cell joins the group only as a parallel could: a series the group has not had.
    // `| Grootboom | 2001 (1) SA 46 (CC) | 2001 (4) SA 938 (CC) |` cites two cases.)
    const cell = CELL_BETWEEN.test(between);
    const sameGroup = i > 0 && groupSeparator(between) && !(neutral && groupHasNeutral) && !(cell && groupSeries.has(n?.court ?? ''));
    groupHasNeutral = (sameGroup && groupHasNeutral) || neutral;
    if (!sameGroup) {
      groupSeries.clear();
      group++;
      while (stop < stops.length && stops[stop] <= span.start) stop++;
      // (Fields are read back to the citation before, across blocks of markup: `<p>Case: X</p><p>Citation: ...`.)
      written = readCaseName(text, stop > 0 ? stops[stop - 1] : 0, span.start, options.listedParties ?? false, i > 0 ? spans[i - 1].end : 0, span.end);
    }
    groupSeries.add(n?.court ?? '');
    out.push({
      cited,
      start: span.start,
      end: span.end,
      kind: n?.kind ?? 'unknown',
      ...(n ? { norm: n.norm, court: n.court, year: n.year } : {}),
      ...(n?.kind === 'neutral' ? { number: n.number } : {}),
      group,
      ...(written ? { parties: written.name, partiesStart: written.start, partiesEnd: written.end } : {}),
      ...(sameGroup && ((cell && !reportColumn(text, span.start)) || out[out.length - 1]?.loose) ? { loose: true as const } : {}),
    });
  });
  // A pinpoint after a group's last member belongs to every member of the group; one between members
  // (`[1995] ZACC 3 at para 10; 1995 (3) SA 391 (CC)`) to the member it follows.
  for (let i = 0; i < out.length; i++) {
    const last = out[i + 1]?.group === out[i].group ? undefined : out[i];
    if (!last) {
      const own = pinpointAfter(text, out[i].end);
      if (own) out[i].pinpoint = own;
      continue;
    }
    const pinpoint = pinpointAfter(text, last.end);
    if (!pinpoint) continue;
    for (let j = i; j >= 0 && out[j].group === last.group; j--) out[j].pinpoint ??= pinpoint;
  }
  return out;
}

/** Characters between a title and a case citation that make the title part of a case name. */
const NAME_GAP = 4;

/**
 * Citations of other countries' courts (`[1932] AC 562`, `[2019] UKSC 41`, `384 US 436`): not checked,
 * but a case name is never read back past one.
 */
const FOREIGN = /\[(?:1[6-9]|20)\d\d\][\s\u200b-\u200d\u2060]{1,3}(?:\d{1,2}[\s\u200b-\u200d\u2060]{1,3})?[A-Z][A-Za-z]{1,7}(?:[\s\u200b-\u200d\u2060]{1,3}[A-Z][a-z]{1,5})?[\s\u200b-\u200d\u2060]{1,3}\d{1,5}\b|\b\d{1,4} U\.?S\.? \d{1,5}\b/g;

/**
 * Every case and Act citation in a text. `blocks`: where blocks of markup begin (CleanText.blocks): no
 * name or title is read back across one.
 */
export function extractCitations(text: string, blocks: number[] = [], options: { listedParties?: boolean } = {}): Extracted {
  const spans = caseSpans(text);
  const starts = blocks.map((at) => ({ start: at, end: at }));
  const foreign = [...text.matchAll(FOREIGN)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
  // `Certification of the Constitution of the Republic of South Africa, 1996 [1996] ZACC 26`: a title
  // standing right before a case citation is the case's name, not an Act cited.
  const acts = extractActs(text, [...spans, ...starts]).filter((a) => {
    const next = spans.find((s) => s.start >= a.end);
    return !next || next.start - a.end > NAME_GAP || /\S/.test(text.slice(a.end, next.start).replace(/[,\u200b-\u200d\u2060]/g, ''));
  });
  return { cases: extractCases(text, [...acts, ...foreign, ...starts], options), acts };
}
