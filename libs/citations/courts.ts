import { COURTS } from './data/courts.js';
import { normalizeCitation } from './normalize.js';

/**
 * Which court gave a judgment, as its citations say: the court code of a neutral citation (`ZASCA`),
 * or the court a law report names after its page (`(SCA)`), by the rows of data/courts.ts.
 */
const BY_REPORT = new Map(COURTS.flatMap((c) => c.reports.map((code) => [code, c.court])));

/**
 * The court a citation names: a row's court (`CC`, `SCA`, `Pretoria`, ...), or, for a code no row
 * holds, the code itself (`ZS`, `ZAXYZ`): a court named, though not one this table knows.
 */
export function citationCourt(citation: string | undefined): string | undefined {
  const n = citation ? normalizeCitation(citation) : undefined;
  if (!n) return undefined;
  if (n.kind === 'neutral') return COURTS.find((c) => c.neutral?.test(n.court))?.court ?? n.court;
  const code = n.reportCourt?.toUpperCase();
  if (!code) return undefined;
  // One bench under two names, each in its own years: the Appellate Division's reports until 1997,
  // the Supreme Court of Appeal's from 1997 (a 1997 volume holds both). `(A)` on a report of 2005, or
  // `(SCA)` on one of 1981, names a court that did not then sit.
  if (['A', 'AD', 'AA'].includes(code) && n.year > 1997) return 'Appellate Division after 1997';
  if (['SCA', 'HHA'].includes(code) && n.year < 1997) return 'Supreme Court of Appeal before 1997';
  // A code no row holds names a court only in capitals (`(CCT)`, `(ECJ)`): `(Hotz)` after a page is a
  // short name, and a mixed-case code of a court the table lacks is not taken for another court's.
  return BY_REPORT.get(code) ?? (code === n.reportCourt ? code : undefined);
}

/** The court a library record names (`Supreme Court of Appeal`), or undefined where no row's name is it. */
export function namedCourt(name: string | undefined): string | undefined {
  return name ? COURTS.find((c) => c.name?.test(name))?.court : undefined;
}

/**
 * A law report cited under a court the judgment it belongs to is not of (`2006 (6) SA 416 (SCA)` for a
 * Constitutional Court judgment): a court is written, the judgment's is known from any of `courts`
 * (its neutral citation's, its record's, the report's as its record or an official text writes it),
 * and none of them is the written one. Where an official text writes the report under the court
 * written, it agrees; a code in capitals no row holds agrees only with itself (`(CCT)`, a case number's
 * prefix, with no court).
 */
export function courtContradicts(written: string, courts: Array<string | undefined>): boolean {
  const court = citationCourt(written);
  if (!court) return false;
  const known = courts.filter((c) => c !== undefined);
  return known.length > 0 && !known.includes(court);
}
