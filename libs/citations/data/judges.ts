import type { ReadingExample } from './types.js';

/**
 * The titles written after a judge's name (`MAJIEDT J`, `Mogoeng CJ`, `Ponnan JA`, `Sutherland ADJP`):
 * a judge's running header over a page of a judgment (layout.ts), an aside naming the judgment's
 * author (asides.ts), never a party's name.
 */
export const JUDGE_TITLES = ['CJ', 'DCJ', 'ACJ', 'J', 'JA', 'AJ', 'AJA', 'JP', 'DJP', 'ADJP', 'P', 'DP'] as const;

/** The titles as a pattern's alternatives, in capitals. */
export const JUDGE_TITLE = `(?:${JUDGE_TITLES.join('|')})`;

export const JUDGE_EXAMPLES: readonly ReadingExample[] = [
  { text: 'Fose v Minister of Safety and\nMAJIEDT J\n14\nSecurity [1997] ZACC 6', parties: 'Fose v Minister of Safety and Security', why: 'a running header beside a page number' },
  { text: 'Sachs J (dissenting) [1995] ZACC 3', parties: null, why: 'an aside naming the author' },
  { text: 'S v Makwanyane (Chaskalson P) [1995] ZACC 3', parties: 'S v Makwanyane', why: 'the judge in an aside' },
];
