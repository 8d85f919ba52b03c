import type { ReadingExample } from './types.js';

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
export interface Court {
  court: string;
  /** Codes written after a law report's page, in capitals. */
  reports: string[];
  /** The court's neutral codes. */
  neutral?: RegExp;
  /** The court's name, as a library record gives it. */
  name?: RegExp;
  /**
   * A high court's seats, in lower case, by every name they had (`grahamstown`, `makhanda`): a seat
   * alone names no case (`High Court, Gqeberha [2020] ZAECGHC 12`), and may follow a party's name.
   */
  seats?: readonly string[];
  /** Citations of the court, each a text that must read with its court (test/citations/data.spec.ts). */
  examples?: readonly ReadingExample[];
}

export const COURTS: Court[] = [
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
  { court: 'Johannesburg', reports: ['GJ', 'GSJ', 'W', 'WLD'], neutral: /^ZAGPJHC$/, name: /High Court.*Johannesburg|Johannesburg.*(?:High Court|Division)/, seats: ['johannesburg'] },
  { court: 'Pretoria', reports: ['GP', 'GNP', 'T', 'TPD'], neutral: /^ZAGPP?HC$/, name: /High Court.*Pretoria|Pretoria.*(?:High Court|Division)/, seats: ['pretoria'] },
  { court: 'Cape Town', reports: ['WCC', 'WCHC', 'C', 'CPD', 'K', 'KPA'], neutral: /^ZAWCHC$/, name: /Western Cape (?:High Court|Division)|High Court.*Cape Town/, seats: ['cape town'] },
  { court: 'Durban', reports: ['KZD', 'D', 'DCLD'], neutral: /^ZAKZDHC$/, name: /High Court.*Durban|Durban.*(?:High Court|Division)/, seats: ['durban'] },
  { court: 'Pietermaritzburg', reports: ['KZP', 'N', 'NPD'], neutral: /^ZAKZPHC$/, name: /High Court.*Pietermaritzburg|Pietermaritzburg.*(?:High Court|Division)/, seats: ['pietermaritzburg'] },
  { court: 'Makhanda', reports: ['ECG', 'E', 'ECD', 'OK'], neutral: /^ZAECG?HC$/, name: /High Court.*(?:Makhanda|Grahamstown)/, seats: ['makhanda', 'grahamstown'] },
  { court: 'Gqeberha', reports: ['ECP', 'SE', 'SECLD', 'SOK'], neutral: /^ZAECPEHC$/, name: /High Court.*(?:Gqeberha|Port Elizabeth)/, seats: ['gqeberha', 'port elizabeth'] },
  { court: 'Mthatha', reports: ['ECM', 'TK', 'TKD', 'TKSC'], neutral: /^ZAECMHC$/, name: /High Court.*Mthatha/, seats: ['mthatha', 'umtata'] },
  { court: 'Bhisho', reports: ['ECB', 'CK'], neutral: /^ZAECBHC$/, name: /High Court.*Bhisho/, seats: ['bhisho', 'bisho'] },
  { court: 'Bloemfontein', reports: ['FB', 'O', 'OPD'], neutral: /^ZAFSHC$/, name: /Free State (?:High Court|Division)|High Court.*Bloemfontein/, seats: ['bloemfontein'] },
  { court: 'Kimberley', reports: ['NCK', 'NC', 'NCD', 'NK'], neutral: /^ZANCHC$/, name: /Northern Cape (?:High Court|Division)|High Court.*Kimberley/, seats: ['kimberley'] },
  { court: 'Mahikeng', reports: ['NWM', 'B', 'BGD', 'BP'], neutral: /^ZANWHC$/, name: /North West (?:High Court|Division)|High Court.*Mahikeng/, seats: ['mahikeng', 'mafikeng'] },
  { court: 'Polokwane', reports: ['LP'], neutral: /^ZALMPP?HC$/, name: /High Court.*Polokwane/, seats: ['polokwane'] },
  { court: 'Thohoyandou', reports: ['LT', 'V'], neutral: /^ZALMPTHC$/, name: /High Court.*Thohoyandou/, seats: ['thohoyandou'] },
  { court: 'Mbombela', reports: ['MM'], neutral: /^ZAMPMBHC$/, name: /High Court.*Mbombela/, seats: ['mbombela', 'nelspruit'] },
  { court: 'Middelburg', reports: ['MN'], neutral: /^ZAMPMHC$/, name: /High Court.*Middelburg/, seats: ['middelburg'] },
  // Courts of neighbouring countries the South African reports print.
  { court: 'Namibia Supreme Court', reports: ['NMS', 'NMSC'] },
  { court: 'Namibia High Court', reports: ['NMHC', 'NM', 'SWA'] },
  { court: 'Zimbabwe Supreme Court', reports: ['ZS'] },
  { court: 'Zimbabwe High Court', reports: ['ZH', 'SR', 'R'] },
];

/** Every seat of a high court, by every name, in lower case (`port elizabeth`). */
export const COURT_SEATS: readonly string[] = COURTS.flatMap((c) => c.seats ?? []);

/** A seat's words: what a name may end with after a comma (`..., Port Elizabeth`). */
export const SEAT_WORDS: readonly string[] = [...new Set(COURT_SEATS.flatMap((seat) => seat.split(' ')))];

/** The codes a law report writes for a court, in lower case, but single letters (`hha`, `sca`, `wcc`): a court's code alone names no party. */
export const COURT_CODE_WORDS: readonly string[] = COURTS.flatMap((c) => c.reports.filter((code) => code.length > 1).map((code) => code.toLowerCase()));

export const SEAT_EXAMPLES: readonly ReadingExample[] = [
  { text: 'High Court, Gqeberha [2020] ZAECGHC 12', parties: null, why: 'a seat alone names no case' },
  { text: 'the High Court, Port Elizabeth [2019] ZAECPEHC 3', parties: null, why: 'a seat by its old name' },
  { text: 'the Eastern Cape High Court, Makhanda [2021] ZAECGHC 7', parties: null },
];
