import { COUNTRY_WORDS, MINOR_WORDS, NAME_FORM_WORDS, NOISE_WORDS } from './data/agreement.js';

/** Acronyms in party names (`SAHRC`, `NUMSA`, `CoJ`): which runs of words spell one, and whether the run is a whole name. */

/** Whether `words`, all of them, spell `acronym`: each significant word gives its initial, a minor word may. */
export function spells(acronym: string, words: string[]): boolean {
  const optional = (w: string) => MINOR_WORDS.has(w) || NOISE_WORDS.has(w);
  if (!words.length || optional(words[0]) || optional(words[words.length - 1])) return false;
  // One significant word may give no letter after one that did, in acronyms of four letters or more:
  // `Metal Workers` stands for the `M` of NUMSA (Metalworkers).
  const match = (a: number, w: number, skipped: boolean): boolean => {
    if (w === words.length) return a === acronym.length;
    const word = words[w];
    if (a < acronym.length && word[0] === acronym[a] && match(a + 1, w + 1, skipped)) return true;
    if (!skipped && acronym.length >= 4 && a > 0 && w > 0 && w < words.length - 1 && !optional(word) && match(a, w + 1, true)) return true;
    return optional(word) && match(a, w + 1, skipped);
  };
  return match(0, 0, false);
}

/**
 * Whether a name's words after an acronym's run (from `next`) leave it whole: the name ends there, or
 * goes on only with a body's form, a place (`of` one or not), noise or another party. A significant
 * word right after the run is more of the name: `NUM` spells the first words of the National Union of
 * Metal Workers of South Africa, and is another union (it had agreed with NUMSA's title). `open`: the
 * name written goes on after the acronym (`CEO of SASSA`, `NUM obo Members`), so the acronym is not
 * all it says of the party, and its other words are checked themselves.
 */
export function runCloses(words: string[], next: number, open: boolean): boolean {
  if (open) return true;
  let k = next;
  while (k < words.length && NAME_FORM_WORDS.has(words[k])) k++;
  if (k >= words.length) return true;
  if (words[k] === 'of') {
    k++;
    while (k < words.length && (COUNTRY_WORDS.has(words[k]) || words[k] === 'the')) k++;
    return k > next + 1 && (k >= words.length || NOISE_WORDS.has(words[k]) || MINOR_WORDS.has(words[k]));
  }
  return NOISE_WORDS.has(words[k]) || MINOR_WORDS.has(words[k]) || COUNTRY_WORDS.has(words[k]);
}

/** Whether `acronym` is spelled by a run of `words` that is a whole name (SAHRC, NUMSA, COSATU with its `of`); `open` as for runCloses. */
export function isAcronymOf(acronym: string, words: string[], open = false): boolean {
  if (acronym.length < 2 || acronym.length > 8 || !/^[a-z]+$/.test(acronym)) return false;
  for (let i = 0; i < words.length; i++) {
    for (let j = i + 1; j < Math.min(words.length, i + 12); j++) if (spells(acronym, words.slice(i, j + 1)) && runCloses(words, j + 1, open)) return true;
  }
  return false;
}

/**
 * Whether the name goes on after the word at `i` (a significant word follows, its small words between):
 * not after noise, which ends a party (`NUM obo Members`, `NUM and Others`).
 */
export function goesOn(words: string[], i: number): boolean {
  for (let k = i + 1; k < words.length; k++) {
    if (NOISE_WORDS.has(words[k]) && !MINOR_WORDS.has(words[k])) return false;
    // (A place goes on no name: `NUM, Gauteng`, `NUM of South Africa` are NUM's, and agreed with NUMSA.)
    if (!MINOR_WORDS.has(words[k]) && !COUNTRY_WORDS.has(words[k])) return true;
  }
  return false;
}
