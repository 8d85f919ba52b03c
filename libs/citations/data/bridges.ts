import { COURT_CODE_WORDS, SEAT_WORDS } from './courts.js';
import { PROVINCE_WORDS } from './places.js';
import type { WordClass } from './types.js';

/**
 * Words that may stand between a case's name and its citation without making it another case's: the
 * name, then what the case is or where it is reported, then the citation (`Mokoena v Standard Bank,
 * decided by the SCA in [2004] ZASCA 1`, `X v Y is reported as 2004 (3) SA 1 (SCA)`, `X v Y ... [cit]`,
 * `X v Y; [cit]`). A court's words (`Supreme Court of Appeal`, `SCA`), dates and marks bridge too
 * (name-reader.ts bridgedName). Words that relate the name to another case (`followed`, `applied`,
 * `overruled`, `relied on`) are no bridge: `Smith v Jones was followed in [2004] ZASCA 1` cites a
 * judgment that is not Smith v Jones.
 */
export const BRIDGE_WORDS: WordClass = {
  about: 'Lower-case words between a name and its own citation: being, reporting, deciding, and their small words.',
  words: [
    'is', 'was', 'as', 'at', 'in', 'by', 'the', 'its', 'it', 'which', 'a', 'an', 'on', 'of', 'also', 'then', 'there', 'where', 'when',
    'reported', 'decided', 'delivered', 'handed', 'down', 'heard', 'given', 'cited', 'known', 'published', 'available', 'found', 'see',
    'judgment', 'case', 'decision', 'matter', 'court', 'appeal', 'year', 'later', 'earlier', 'previously', 'recently', 'finally',
    // Afrikaans: `X v Y, beslis deur die HHA in [cit]`, `gerapporteer as`.
    'beslis', 'deur', 'die', 'gerapporteer', 'op',
  ],
  examples: [
    { text: 'Mokoena v Standard Bank, decided by the SCA in [2004] ZASCA 1, held that', parties: 'Mokoena v Standard Bank' },
    { text: 'Mokoena v Standard Bank is reported as 2004 (3) SA 1 (SCA).', parties: 'Mokoena v Standard Bank' },
    { text: 'Mokoena v Standard Bank ... [2004] ZASCA 1', parties: 'Mokoena v Standard Bank' },
    { text: 'Mokoena v Standard Bank; [2004] ZASCA 1', parties: 'Mokoena v Standard Bank' },
    { text: 'Mokoena v Standard Bank, which the Supreme Court of Appeal decided on 3 May 2004 in [2004] ZASCA 1', parties: 'Mokoena v Standard Bank' },
    { text: 'Mokoena v Standard Bank, handed down in 2004 and reported at [2004] ZASCA 1', parties: 'Mokoena v Standard Bank' },
    { text: 'Smith v Jones was followed in [2004] ZASCA 1', parties: null, why: 'followed: another case cites it' },
    { text: 'Smith v Jones, which was applied by the SCA in [2004] ZASCA 1', parties: null, why: 'applied: another case' },
    { text: 'Smith v Jones and the judgment in [2004] ZASCA 1 differ', parties: null, why: 'and: two cases' },
    { text: 'Mokoena v Standard Bank, beslis deur die HHA in [2004] ZASCA 1', parties: 'Mokoena v Standard Bank' },
    { text: 'Mokoena v Standard Bank, which the Western Cape High Court decided in [2004] ZAWCHC 1', parties: 'Mokoena v Standard Bank' },
  ],
};

/** `and` bridges only before a word of reporting: `decided in 2004 and reported at [cit]`. */
export const REPORTING_WORDS: readonly string[] = ['reported', 'cited', 'published', 'available', 'delivered', 'handed'];

/** Words naming a court between a name and its citation (`the Supreme Court of Appeal`, `the Western Cape High Court`), in lower case. */
export const COURT_NAME_WORDS: ReadonlySet<string> = new Set([
  'court', 'courts', 'division', 'tribunal', 'bench', 'constitutional', 'supreme', 'appeal', 'high', 'labour', 'land', 'claims', 'competition',
  'appellate', 'full', 'local', 'provincial', 'electoral', 'equality', 'tax', 'magistrates', 'regional', 'of', 'south', 'africa',
  ...COURT_CODE_WORDS,
  ...SEAT_WORDS,
  ...PROVINCE_WORDS,
]);
