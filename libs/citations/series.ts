import type { SeriesForm } from './data/series.js';
import { BARE_VOLUME, JOURNAL, NEUTRAL, ROUND_VOLUME, SQUARE_UNNUMBERED, SQUARE_YEAR, YEAR_PAGE } from './patterns.js';

/**
 * The forms a citation is keyed by: the neutral citation, and each form of data/series.ts whose
 * citations carry a year, with the pattern that finds it (patterns.ts, built from the series rows),
 * whose named groups are the parts of the normalized key. normalize.ts reads a citation with the
 * first row whose pattern matches it whole; the parts are stored as columns (case_citations and
 * cited_citations: series, year, volume, number), so SQL never reads a key back by position.
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
}

/** A finding pattern as the pattern of a whole citation. */
const whole = (form: string) => new RegExp(`^(?:${form})$`);

/** A report series as stored: capitals, no spaces (`All SA` -> `ALLSA`), as the coverage records name it. */
const stored = (written: string) => written.replace(/[\s\u200b-\u200d\u2060]+/g, '').toUpperCase();

/** The keyed report forms and their patterns (`volume-page` and `provincial` citations carry no key). */
const KEYED: Array<[SeriesForm, string]> = [
  ['round', ROUND_VOLUME],
  ['round', BARE_VOLUME],
  ['square', SQUARE_YEAR],
  ['square-unnumbered', SQUARE_UNNUMBERED],
  ['journal', JOURNAL],
  ['year-page', YEAR_PAGE],
];

export const CITATION_SERIES: CitationSeries[] = [
  // [2020] ZACC 12: the court code is the series.
  { kind: 'neutral', pattern: whole(NEUTRAL), code: (s) => s },
  // The report's court code after the page is no part of the key (a mistyped one is the same report).
  ...KEYED.map(([, pattern]): CitationSeries => ({ kind: 'report', pattern: whole(pattern), code: stored })),
];
