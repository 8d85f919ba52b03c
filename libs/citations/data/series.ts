import type { ReadingExample } from './types.js';

/**
 * How a series is cited, each a pattern in patterns.ts built from the rows of that form:
 * - `round`: `2019 (4) SA 331 (CC)`, the volume in round brackets (also `1995 3 SA 391 (CC)`, bare,
 *   with the court after the page);
 * - `square`: `[2023] 1 All SA 731 (WCC)`, the year in square brackets, the volume bare;
 * - `square-unnumbered`: `[2005] JOL 13960 (CC)`, the year in square brackets, no volume;
 * - `journal`: `(2022) 43 ILJ 1842 (LC)`, cited as a journal: the year in brackets, then the volume;
 * - `year-page`: `2011 JDR 0343 (CC)`, a year and a number;
 * - `volume-page`: `82 SATC 73`, a volume and a page without a year: read (the group and the name
 *   around it are read right) but not keyed, since a key needs the year;
 * - `provincial`: `1934 AD 167`, the series before 1947, named by court: read, not keyed (the library
 *   maps none of them).
 */
export type SeriesForm = 'round' | 'square' | 'square-unnumbered' | 'journal' | 'year-page' | 'volume-page' | 'provincial';

export interface SeriesRow {
  /** The series as stored (capitals, no spaces): `ALLSA`. */
  code: string;
  name: string;
  /** How it is written, as a pattern's source (`(?:All|ALL|all)\s*SA`); the code where absent. */
  written?: string;
  forms: readonly SeriesForm[];
  /** Words that name it in a table's column header (`all sa`), beside its code in lower case. */
  headers?: readonly string[];
  /** Citations of the series: each the first citation its text must read, with its key (null: read, not keyed). */
  examples: readonly ReadingExample[];
}

/** The whitespace of patterns.ts's WS, for a row's `written`. */
const WS = '[\\s\\u200b-\\u200d\\u2060]';

export const SERIES: readonly SeriesRow[] = [
  {
    code: 'SA',
    name: 'South African Law Reports',
    forms: ['round'],
    headers: ['sa law reports'],
    examples: [
      { text: 'S v Makwanyane 1995 (3) SA 391 (CC)', cited: '1995 (3) SA 391 (CC)', norm: 'SA 1995 3 391' },
      { text: 'see 1995 3 SA 391 (CC)', cited: '1995 3 SA 391 (CC)', norm: 'SA 1995 3 391', why: 'the volume without brackets, with the court' },
    ],
  },
  {
    code: 'SACR',
    name: 'South African Criminal Law Reports',
    forms: ['round'],
    examples: [{ text: 'S v Williams 1995 (2) SACR 251 (CC)', cited: '1995 (2) SACR 251 (CC)', norm: 'SACR 1995 2 251' }],
  },
  {
    code: 'BCLR',
    name: 'Butterworths Constitutional Law Reports',
    forms: ['round'],
    examples: [{ text: 'Fose v Minister of Safety and Security 1997 (7) BCLR 851 (CC)', cited: '1997 (7) BCLR 851 (CC)', norm: 'BCLR 1997 7 851' }],
  },
  {
    code: 'ALLSA',
    name: 'All South African Law Reports',
    written: `(?:All|ALL|all)${WS}*SA`,
    forms: ['square'],
    headers: ['all sa'],
    examples: [{ text: 'reported at [2023] 1 All SA 731 (WCC)', cited: '[2023] 1 All SA 731 (WCC)', norm: 'ALLSA 2023 1 731' }],
  },
  {
    code: 'BLLR',
    name: 'Butterworths Labour Law Reports',
    forms: ['square'],
    headers: ['blr'],
    examples: [{ text: 'reported at [2023] 10 BLLR 991 (LAC)', cited: '[2023] 10 BLLR 991 (LAC)', norm: 'BLLR 2023 10 991' }],
  },
  {
    code: 'JOL',
    name: "Juta's Online Reports",
    forms: ['square-unnumbered'],
    examples: [{ text: 'reported at [2005] JOL 13960 (CC)', cited: '[2005] JOL 13960 (CC)', norm: 'JOL 2005 13960' }],
  },
  {
    code: 'ILJ',
    name: 'Industrial Law Journal',
    forms: ['journal'],
    examples: [
      { text: 'reported at (2022) 43 ILJ 1842 (LC)', cited: '(2022) 43 ILJ 1842 (LC)', norm: 'ILJ 2022 43 1842' },
      { text: 'reported at [2016] 37 ILJ 2815 (LAC)', cited: '[2016] 37 ILJ 2815 (LAC)', norm: 'ILJ 2016 37 2815', why: 'square brackets occur too' },
    ],
  },
  {
    code: 'SATC',
    name: 'South African Tax Cases',
    forms: ['journal', 'volume-page'],
    examples: [
      { text: 'approving the analysis in ITC 936 (1962) 24 SATC 361 (ICT 936)', cited: '(1962) 24 SATC 361', norm: 'SATC 1962 24 361' },
      { text: 'CSARS v Tradehold [2012] ZASCA 61; 74 SATC 263', cited: '[2012] ZASCA 61', parties: 'CSARS v Tradehold', why: 'the volume form is a member of the group' },
      { text: 'as held in 82 SATC 73 at 80', cited: '82 SATC 73', norm: null, why: 'no year: read, not keyed' },
    ],
  },
  {
    code: 'JDR',
    name: "Juta's Unreported Judgments",
    forms: ['year-page'],
    examples: [{ text: 'reported at 2011 JDR 0343 (CC)', cited: '2011 JDR 0343 (CC)', norm: 'JDR 2011 343' }],
  },
  // The provincial and Appellate Division series before the South African Law Reports (1947).
  ...['AD', 'TPD', 'CPD', 'WLD', 'NPD', 'EDL', 'OPD', 'TS', 'SC'].map(
    (code): SeriesRow => ({ code, name: `${code} (before 1947)`, forms: ['provincial'], examples: [] }),
  ),
];

/** The rows cited in a form, the longer codes first (`SACR` before `SA`). */
export const seriesOfForm = (form: SeriesForm): SeriesRow[] => SERIES.filter((s) => s.forms.includes(form)).sort((a, b) => b.code.length - a.code.length);

/** A pattern's alternatives for the series of a form. */
export const writtenSeries = (form: SeriesForm): string => seriesOfForm(form).map((s) => s.written ?? s.code).join('|');

/** Words that name a series in a table's column header, in lower case. */
export const SERIES_HEADERS: readonly string[] = SERIES.filter((s) => s.forms[0] !== 'provincial').flatMap((s) => [s.code.toLowerCase(), ...(s.headers ?? [])]);

/** Where a provincial series's example is: `1934 AD 167`, read and not keyed. */
export const PROVINCIAL_SERIES_EXAMPLES: readonly ReadingExample[] = [
  { text: 'Union Government v Vianini Ferro-Concrete Pipes 1941 AD 43', cited: '1941 AD 43', norm: null },
];
