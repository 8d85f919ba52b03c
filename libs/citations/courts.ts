import { normalizeCitation } from './normalize.js';

/**
 * Which court gave a judgment, as its citations say: the court code of a neutral citation (`ZASCA`),
 * or the court a law report names after its page (`(SCA)`). One row per court, as data: the codes a
 * report writes for it and the neutral codes that are its. A code no row holds (a foreign court's,
 * a tribunal's) names no court here, and is never compared.
 *
 * The high courts are one court for this purpose: their divisions were renamed and merged
 * (`(W)`, `(WLD)`, `(GSJ)`, `(GJ)` are one division over sixty years), and a report of one
 * division cited under another's code is a slip a reader forgives; the Constitutional Court cited
 * as the Supreme Court of Appeal is not. The Appellate Division (`(A)`, `(AD)`) is the Supreme
 * Court of Appeal's predecessor, cited in the same place.
 */
interface Court {
  court: string;
  /** Codes written after a law report's page, in capitals. */
  reports: string[];
  /** The court's neutral codes. */
  neutral: RegExp;
  /** The court's name, as a library record gives it. */
  name: RegExp;
}

const COURTS: Court[] = [
  { court: 'CC', reports: ['CC'], neutral: /^ZACC$/, name: /^Constitutional Court\b/ },
  { court: 'SCA', reports: ['SCA', 'A', 'AD'], neutral: /^ZASCA$/, name: /^(?:Supreme Court of Appeal|Appellate Division)\b/ },
  { court: 'LAC', reports: ['LAC'], neutral: /^ZALAC$/, name: /^Labour Appeal Court\b/ },
  { court: 'LC', reports: ['LC'], neutral: /^ZALC(?:JHB|CT|D|PE)$/, name: /^Labour Court\b/ },
  { court: 'LCC', reports: ['LCC'], neutral: /^ZALCC$/, name: /^Land Claims Court\b/ },
  { court: 'CAC', reports: ['CAC'], neutral: /^ZACAC$/, name: /^Competition Appeal Court\b/ },
  {
    court: 'HC',
    reports: [
      // The divisions since 2013, then the provincial and local divisions before them.
      ...['GJ', 'GP', 'WCC', 'KZD', 'KZP', 'ECG', 'ECP', 'ECM', 'ECB', 'ECD', 'ECL', 'FB', 'NCK', 'NWM', 'LP', 'LT', 'MM', 'MN'],
      ...['GSJ', 'GNP', 'W', 'WLD', 'T', 'TPD', 'C', 'CPD', 'N', 'NPD', 'D', 'DCLD', 'E', 'SE', 'SECLD', 'O', 'OPD', 'NC', 'NCD', 'B', 'BGD', 'CK', 'TK', 'V', 'BH', 'BP'],
    ],
    neutral: /^ZA[A-Z]+HC$/,
    name: /\bHigh Court\b|\bDivision\b/,
  },
];

const BY_REPORT = new Map(COURTS.flatMap((c) => c.reports.map((code) => [code, c.court])));

/** The court a citation names (`CC`, `SCA`, `HC`, ...), or undefined where it names none this table knows. */
export function citationCourt(citation: string | undefined): string | undefined {
  const n = citation ? normalizeCitation(citation) : undefined;
  if (!n) return undefined;
  if (n.kind === 'neutral') return COURTS.find((c) => c.neutral.test(n.court))?.court;
  return n.reportCourt ? BY_REPORT.get(n.reportCourt.toUpperCase()) : undefined;
}

/** The court a library record names (`Supreme Court of Appeal`), or undefined. */
export function namedCourt(name: string | undefined): string | undefined {
  return name ? COURTS.find((c) => c.name.test(name))?.court : undefined;
}

/**
 * A law report cited under a court the judgment it belongs to is not of (`2006 (6) SA 416 (SCA)` for a
 * Constitutional Court judgment): the written court is known, the judgment's is known from any of
 * `courts` (its neutral citation's, its record's, the report's as its record or an official text
 * writes it), and none of them is the written one. Where an official text writes the report under
 * the court written, it agrees.
 */
export function courtContradicts(written: string, courts: Array<string | undefined>): boolean {
  const court = citationCourt(written);
  if (!court) return false;
  const known = courts.filter((c) => c !== undefined);
  return known.length > 0 && !known.includes(court);
}
