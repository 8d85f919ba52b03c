import { normalizeCitation } from './normalize.js';

/**
 * Which court gave a judgment, as its citations say: the court code of a neutral citation (`ZASCA`),
 * or the court a law report names after its page (`(SCA)`). One row per court, as data: the codes a
 * report writes for it, its neutral codes, and its name as a library record gives it.
 *
 * A high court is its seat: its divisions were renamed over the years (`(W)`, `(WLD)`, `(GSJ)`,
 * `(GJ)` are the one court in Johannesburg; `(T)`, `(TPD)`, `(GNP)`, `(GP)` the one in Pretoria),
 * and a report of Pretoria's cited as Johannesburg's is another court's. The Appellate Division
 * (`(A)`, `(AD)`) is the Supreme Court of Appeal's predecessor, cited in the same place.
 */
interface Court {
  court: string;
  /** Codes written after a law report's page, in capitals. */
  reports: string[];
  /** The court's neutral codes. */
  neutral?: RegExp;
  /** The court's name, as a library record gives it. */
  name?: RegExp;
}

const COURTS: Court[] = [
  // (With the Afrikaans reports' codes: KH, Konstitusionele Hof; HHA, Hoogste Hof van Appèl; AA, Appèlafdeling.)
  { court: 'CC', reports: ['CC', 'KH'], neutral: /^ZACC$/, name: /^Constitutional Court\b/ },
  { court: 'SCA', reports: ['SCA', 'A', 'AD', 'HHA', 'AA'], neutral: /^ZASCA$/, name: /^(?:Supreme Court of Appeal|Appellate Division)\b/ },
  { court: 'LAC', reports: ['LAC'], neutral: /^ZALAC$/, name: /^Labour Appeal Court\b/ },
  { court: 'LC', reports: ['LC'], neutral: /^ZALC(?:JHB|CT|D|PE)?$/, name: /^Labour Court\b/ },
  { court: 'LCC', reports: ['LCC'], neutral: /^ZALCC$/, name: /^Land Claims Court\b/ },
  { court: 'CAC', reports: ['CAC'], neutral: /^ZACAC$/, name: /^Competition Appeal Court\b/ },
  { court: 'Equality Court', reports: ['EQC'], neutral: /^ZAEQC$/ },
  { court: 'Tax Court', reports: ['TC'], neutral: /^ZATC$/ },
  { court: 'Competition Tribunal', reports: ['CT'], neutral: /^ZACT$/ },
  // The high courts by seat: the divisions since 2013, then the names before them.
  { court: 'Johannesburg', reports: ['GJ', 'GSJ', 'W', 'WLD'], neutral: /^ZAGPJHC$/, name: /High Court.*Johannesburg|Johannesburg.*(?:High Court|Division)/ },
  { court: 'Pretoria', reports: ['GP', 'GNP', 'T', 'TPD'], neutral: /^ZAGPP?HC$/, name: /High Court.*Pretoria|Pretoria.*(?:High Court|Division)/ },
  { court: 'Cape Town', reports: ['WCC', 'WCHC', 'C', 'CPD', 'K', 'KPA'], neutral: /^ZAWCHC$/, name: /Western Cape (?:High Court|Division)|High Court.*Cape Town/ },
  { court: 'Durban', reports: ['KZD', 'D', 'DCLD'], neutral: /^ZAKZDHC$/, name: /High Court.*Durban|Durban.*(?:High Court|Division)/ },
  { court: 'Pietermaritzburg', reports: ['KZP', 'N', 'NPD'], neutral: /^ZAKZPHC$/, name: /High Court.*Pietermaritzburg|Pietermaritzburg.*(?:High Court|Division)/ },
  { court: 'Makhanda', reports: ['ECG', 'E', 'ECD', 'OK'], neutral: /^ZAECG?HC$/, name: /High Court.*(?:Makhanda|Grahamstown)/ },
  { court: 'Gqeberha', reports: ['ECP', 'SE', 'SECLD', 'SOK'], neutral: /^ZAECPEHC$/, name: /High Court.*(?:Gqeberha|Port Elizabeth)/ },
  { court: 'Mthatha', reports: ['ECM', 'TK', 'TKD', 'TKSC'], neutral: /^ZAECMHC$/, name: /High Court.*Mthatha/ },
  { court: 'Bhisho', reports: ['ECB', 'CK'], neutral: /^ZAECBHC$/, name: /High Court.*Bhisho/ },
  { court: 'Bloemfontein', reports: ['FB', 'O', 'OPD'], neutral: /^ZAFSHC$/, name: /Free State (?:High Court|Division)|High Court.*Bloemfontein/ },
  { court: 'Kimberley', reports: ['NCK', 'NC', 'NCD', 'NK'], neutral: /^ZANCHC$/, name: /Northern Cape (?:High Court|Division)|High Court.*Kimberley/ },
  { court: 'Mahikeng', reports: ['NWM', 'B', 'BGD', 'BP'], neutral: /^ZANWHC$/, name: /North West (?:High Court|Division)|High Court.*Mahikeng/ },
  { court: 'Polokwane', reports: ['LP'], neutral: /^ZALMPP?HC$/, name: /High Court.*Polokwane/ },
  { court: 'Thohoyandou', reports: ['LT', 'V'], neutral: /^ZALMPTHC$/, name: /High Court.*Thohoyandou/ },
  { court: 'Mbombela', reports: ['MM'], neutral: /^ZAMPMBHC$/, name: /High Court.*Mbombela/ },
  { court: 'Middelburg', reports: ['MN'], neutral: /^ZAMPMHC$/, name: /High Court.*Middelburg/ },
  // Courts of neighbouring countries the South African reports print.
  { court: 'Namibia Supreme Court', reports: ['NMS', 'NMSC'] },
  { court: 'Namibia High Court', reports: ['NMHC', 'NM', 'SWA'] },
  { court: 'Zimbabwe Supreme Court', reports: ['ZS'] },
  { court: 'Zimbabwe High Court', reports: ['ZH', 'SR', 'R'] },
];

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
