import { BARE_VOLUME, ILJ, JDR, JOL, NEUTRAL, ROUND_VOLUME, SQUARE_YEAR } from './patterns.js';

/**
 * The series of law reports and the neutral citation form, as data: one row per form, each with
 * the pattern that finds it in a text (patterns.ts), whose named groups are the parts of the
 * normalized key. normalize.ts reads a citation with the first row whose pattern matches it whole; the parts are stored as columns (case_citations and
 * cited_citations: series, year, volume, number), so SQL never reads a key back by position.
 * Adding a series is adding a row.
 *
 * Groups: `year`; `series` (the court code of a neutral citation, or the report series as
 * written); `volume` where the series has volumes; `number` (the judgment's number, or the page).
 */
export interface CitationSeries {
  kind: 'neutral' | 'report';
  /** The pattern that finds the form in a text (patterns.ts), anchored: a whole citation. */
  pattern: RegExp;
  /** The series as stored: from the written one (`All SA` -> `ALLSA`), or a fixed code. */
  code: (written: string) => string;
  /** An example, with its parts: the table's own test (test/citations/series.spec.ts). */
  example: [string, { series: string; year: number; volume?: number; number: number }];
}

const asWritten = (s: string) => s;

/** A finding pattern as the pattern of a whole citation. */
const whole = (form: string) => new RegExp(`^(?:${form})$`);

export const CITATION_SERIES: CitationSeries[] = [
  // [2020] ZACC 12: the court code is the series.
  { kind: 'neutral', pattern: whole(NEUTRAL), code: asWritten, example: ['[2020] ZACC 12', { series: 'ZACC', year: 2020, number: 12 }] },
  // 2020 (5) SA 327 (CC): the court code after the page is left out (a mistyped one is the same report).
  {
    kind: 'report',
    pattern: whole(ROUND_VOLUME),
    code: asWritten,
    example: ['2020 (5) SA 327 (CC)', { series: 'SA', year: 2020, volume: 5, number: 327 }],
  },
  // 1995 3 SA 391 (CC): the volume's brackets left out; the same key as 1995 (3) SA 391 (CC).
  {
    kind: 'report',
    pattern: whole(BARE_VOLUME),
    code: asWritten,
    example: ['1995 3 SA 391 (CC)', { series: 'SA', year: 1995, volume: 3, number: 391 }],
  },
  // [2023] 1 All SA 731 (WCC), [2023] 10 BLLR 991 (LAC): `All SA` stored without its space, as the coverage records name it.
  {
    kind: 'report',
    pattern: whole(SQUARE_YEAR),
    code: (s) => s.replace(/\s+/g, '').toUpperCase(),
    example: ['[2023] 1 All SA 731 (WCC)', { series: 'ALLSA', year: 2023, volume: 1, number: 731 }],
  },
  // [2005] JOL 13960 (CC): no volume.
  { kind: 'report', pattern: whole(JOL), code: asWritten, example: ['[2005] JOL 13960 (CC)', { series: 'JOL', year: 2005, number: 13960 }] },
  // (2022) 43 ILJ 1842 (LC), also written [2016] 37 ILJ 2815 (LAC).
  {
    kind: 'report',
    pattern: whole(ILJ),
    code: asWritten,
    example: ['(2022) 43 ILJ 1842 (LC)', { series: 'ILJ', year: 2022, volume: 43, number: 1842 }],
  },
  // 2011 JDR 0343 (CC): no volume; the page's leading zero is no part of the key.
  { kind: 'report', pattern: whole(JDR), code: asWritten, example: ['2011 JDR 0343 (CC)', { series: 'JDR', year: 2011, number: 343 }] },
];
