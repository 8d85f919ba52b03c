import { writtenSeries } from './data/series.js';
/**
 * The regular expressions that find citations, built from small named parts (as eyecite builds
 * its own). Each part says why it is shaped the way it is; extract.ts puts them to work. The case
 * citation forms name their parts (year, series, volume, number): the same pattern that finds a
 * citation reads its key (series.ts, normalize.ts).
 */

/**
 * Whitespace as it appears in pasted text: spaces, tabs, line breaks, non-breaking and thin spaces
 * (all in `\\s`), and the zero-width characters word processors leave behind.
 */
export const WS = '[\\s\\u200b-\\u200d\\u2060]';

/** A four-digit year from 1800 on: law reports and neutral citations never carry other years. */
const YEAR = '(?<year>1[89]\\d\\d|20\\d\\d)';

/**
 * Court code of a neutral citation: South African codes all start `ZA` (ZACC, ZASCA, ZAGPJHC, ...);
 * any such code is accepted so a court added later is still found.
 */
const NEUTRAL_COURT = '(?<series>ZA[A-Z]{2,10})';

/** The court of a law report, in round brackets after the page: short letter codes (CC, SCA, WCC, GJ). */
const REPORT_COURT = `(?:${WS}*\\((?<court>[A-Z][A-Za-z]{0,5})\\))`;

/** Page or judgment number: reports do not run past five digits (JDR and JOL numbers can be six). */
const PAGE = '(?<number>\\d{1,6})';

/** `[2019] ZACC 12` */
export const NEUTRAL = `\\[${YEAR}\\]${WS}*${NEUTRAL_COURT}${WS}+(?<number>\\d{1,5})\\b`;

/**
 * `2019 (4) SA 331 (CC)`: series whose volume stands in round brackets (SA, SACR, BCLR); `1996(3)` occurs
 * too, and the year glued to the name before it (`and Another1988 (1) SA 943 (A)`, a footnote as pasted).
 */
export const ROUND_VOLUME = `(?<!\\d)${YEAR}${WS}*\\((?<volume>\\d{1,2})\\)${WS}*(?<series>${writtenSeries('round')})${WS}+${PAGE}${REPORT_COURT}?`;

/**
 * `1995 3 SA 391 (CC)`: the same series with the volume's brackets left out, as some footnote styles
 * write them. Only with the court after the page: four numbers and a series name alone are too
 * little to be sure of in prose. The same report as `1995 (3) SA 391 (CC)` (its key is the same).
 */
export const BARE_VOLUME = `(?<!\\d)${YEAR}(?<!\\b(?:of|OF)${WS}+\\d{4})${WS}+(?<volume>\\d{1,2})${WS}+(?<series>${writtenSeries('round')})${WS}+${PAGE}${REPORT_COURT}`;

/** `[2023] 1 All SA 731 (WCC)` (`ALL SA` in headings), `[2023] 10 BLLR 991 (LAC)`: the year in square brackets, the volume bare. */
export const SQUARE_YEAR = `\\[${YEAR}\\]${WS}*(?<volume>\\d{1,2})${WS}+(?<series>${writtenSeries('square')})${WS}+${PAGE}${REPORT_COURT}?`;

/** `[2005] JOL 13960 (CC)`: Juta's online reports have a number but no volume. */
export const SQUARE_UNNUMBERED = `\\[${YEAR}\\]${WS}*(?<series>${writtenSeries('square-unnumbered')})${WS}+${PAGE}${REPORT_COURT}?`;

/**
 * `(2022) 43 ILJ 1842 (LC)`, `(1962) 24 SATC 361`: cited as a journal, the year in round brackets;
 * `[2016] 37 ILJ 2815 (LAC)` with square brackets occurs in judgments too.
 */
export const JOURNAL = `[(\\[]${YEAR}[)\\]]${WS}*(?<volume>\\d{1,3})${WS}+(?<series>${writtenSeries('journal')})${WS}+${PAGE}${REPORT_COURT}?`;

/** `2011 JDR 0343 (CC)`: Juta's unreported judgments, numbers written with leading zeros. */
export const YEAR_PAGE = `\\b${YEAR}${WS}+(?<series>${writtenSeries('year-page')})${WS}+${PAGE}${REPORT_COURT}?`;

/**
 * `1934 AD 167`, `1950 (4) SA 1 (A)` is covered above; before 1947 reports were provincial series
 * named by court (AD, TPD, CPD, WLD, NPD, EDL, OPD): found so they are reported, checked as
 * unchecked since the library maps none of them.
 */
export const OLD_SERIES = `\\b${YEAR}${WS}+(?<series>${writtenSeries('provincial')})${WS}+(?<number>\\d{1,4})\\b`;

/** `82 SATC 73`: a series cited by volume and page alone (data/series.ts `volume-page`): read, not keyed. */
export const VOLUME_PAGE = `(?<![\\d(\\[])\\b(?<volume>\\d{1,3})${WS}+(?<series>${writtenSeries('volume-page')})${WS}+(?<number>\\d{1,4})\\b`;

/** Every case citation form, one alternative each, in the order extract.ts reads their groups. */
export const CASE_FORMS = [NEUTRAL, ROUND_VOLUME, BARE_VOLUME, SQUARE_YEAR, SQUARE_UNNUMBERED, JOURNAL, YEAR_PAGE, OLD_SERIES, VOLUME_PAGE] as const;




/** `Act`, `ACT` or `act`: headings and pasted text write it in any case (verification-rules.md). */
const ACT = '(?:Act|ACT|act)';
/** `No.`, `no.`, `NO.`, `No`. */
const NO = '(?:[Nn][Oo]\\.?)';
/** `of`, `OF`. */
const OF = '(?:of|OF|Of)';

/**
 * An Act by number: `Act 108 of 1996`, `Act No. 2 of 2000`, `Act No 2 of 2000`, `Act, No. 93 of 1996`;
 * the short title before it (if any) is read by extract.ts, which also takes the bare `2 of 2000`
 * that follows a title ending in `Act`. Markdown's emphasis may close after `Act` (`*Promotion of
 * Administrative Justice Act* 2 of 2000`).
 */
// Any four digits as its year: an Act of a year that cannot be (`Act 71 of 2108`, `12 of 1005`) is
// reported, not passed over (not_found from 1910 on, unchecked before).
export const ACT_NUMBER = `\\b${ACT}[*_]{0,3},?${WS}*(?:${NO}${WS}*)?(\\d{1,4})${WS}+${OF}${WS}+(?<year>\\d{4})\\b`;

/**
 * `Companies Act, 2008` or `Companies Act 2008`: a short title with its year. When `(Act No. 71 of
 * 2008)` follows, extract.ts joins the number to it.
 */
export const TITLE_YEAR = `\\b${ACT},?${WS}+${YEAR}\\b(?!${WS}*${OF}\\b)`;

/**
 * A Constitution cited by its title and year, in any case (`CONSTITUTION OF THE REPUBLIC OF SOUTH
 * AFRICA, 1996` in a notice of motion), or as `the Constitution, 1993` (the short form with the two
 * Constitutions' years only: `the Constitution, 2024 marks ...` is prose): 1996's is Act 108 of 1996,
 * 1993's the interim Constitution (Act 200 of 1993); another year's is checked by name and year
 * (read as `the Constitution`, `the Constitution, 1993` had confirmed the Constitution of 1996). Not
 * a year that opens a law report (`... the Constitution 1997 (2) SA 97 (CC)`). Matched case-blind.
 */
export const CONSTITUTION = `\\b(?:Constitution${WS}+of${WS}+the${WS}+Republic${WS}+of${WS}+South${WS}+Africa|(?<=\\bthe${WS}+)Constitution(?=,?${WS}+(?:1993|1996)\\b)),?${WS}+(1[89]\\d\\d|20\\d\\d)\\b(?!${WS}*\\(\\d)`;

/**
 * `the Constitution`, cited by itself: Act 108 of 1996 (verification-rules.md), in capitals too
 * (`SECTION 9 OF THE CONSTITUTION`). Not `the Constitution of ...` (a province's, or the full title
 * above), nor one with a year (above).
 */
export const BARE_CONSTITUTION = `\\b(?:[Tt]he${WS}+Constitution\\b(?!${WS}+(?:of\\b|[A-Z]))(?!['’]s${WS}+Court)|THE${WS}+CONSTITUTION\\b(?!${WS}+[A-Z])(?!['’]S${WS}+COURT))(?!,?${WS}+(?:1993|1996)\\b)`;

// The word classes the reader uses are data (data/words.ts), read here as sets.
export { CLAUSE_WORDS, CONNECTORS, COURT_WORDS, GENERIC_NAME_WORDS, NAME_ABBREVIATIONS } from './data/words.js';
