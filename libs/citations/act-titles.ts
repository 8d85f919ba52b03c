import { ACRONYM_SMALL_WORDS, ACT_TITLE_PREFIXES } from './data/agreement.js';
import { normalise, remembered, singular } from './sides.js';

/** Act titles compared as a lawyer reads them: the same words however written, an official prefix left out, an acronym. */

/** How many words an official prefix takes at the start of a title's words (0: none). */
function officialPrefixLength(words: string[]): number {
  const prefix = ACT_TITLE_PREFIXES.map((p) => p.split(' ')).find((p) => p.every((w, i) => words[i] === w));
  return prefix?.length ?? 0;
}

function titleWords(title: string): string[] {
  return normalise(title)
    .replace(/\(\s*act\s+(?:no\.?\s*)?\d+\s+of\s+\d{4}\s*\)/g, ' ') // `(Act No. 71 of 2008)`
    .replace(/\b(?:no\.?\s*)?\d{1,4}\s+of\s+(?:1[89]|20)\d\d\b/g, ' ') // `71 of 2008` in a record's title
    .replace(/\b(?:1[89]|20)\d\d\b/g, ' ') // a year: `Companies Act, 2008`
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && w !== 'the');
}

/**
 * The title's words, and the same without each official prefix it carries; kept per title (read-only):
 * a text's Act citations are each compared with every Act of their year, the same titles parsed anew
 * for each (0.8 ms of a verify at full size).
 */
const titleForms = remembered(readTitleForms);

function readTitleForms(title: string): string[][] {
  const forms = [titleWords(title)];
  const colon = title.lastIndexOf(':');
  if (colon > 0) forms.push(titleWords(title.slice(colon + 1)));
  const prefix = officialPrefixLength(forms[0]);
  if (prefix) forms.push(forms[0].slice(prefix));
  return forms.map((f) => (f[f.length - 1] === 'act' ? f : [...f, 'act']));
}

// Title words as a multiset, in the singular, as party names are compared: `Magistrates' Courts Act` is
// the record's `Magistrates Court Act`, and a careful reader takes the one for the other (the number
// decides which Act is meant).
const multisetKey = (words: string[]) => words.map(singular).sort().join(' ');
const sameMultiset = (a: string[], b: string[]) => multisetKey(a) === multisetKey(b);
/**
 * The same title's words, or its letters in the same order, however hyphens and spaces divide them:
 * `BROAD-\nBASED` joined at a line's end as a word broken there (clean.ts) is `Broad-Based`, and
 * `Fundraising` is `Fund-raising`.
 */
const sameTitle = (a: string[], b: string[]) => sameMultiset(a, b) || a.join('') === b.join('');

/** One Act title however it is written (case, punctuation, `the`, a year, plurals, word order aside): what sameMultiset compares. */
export const actTitleKey = (title: string) => multisetKey(titleWords(title));

/**
 * An Act's acronym in capitals (`PIE Act`, `POPI Act`, `PAJA`, `POPIA`, `MFMA`) against an official
 * title: its letters are the initials of the title's first words, in order (a small word's initial
 * taken or passed over), all of them or a beginning (`PIE`: Prevention of Illegal Eviction from ...),
 * with a last `A` for `Act` only where every word was spelt. An official prefix may be left out
 * (`MFMA`: Local Government: Municipal Finance Management Act). At least three letters.
 */
export function actAcronymAgrees(written: string, official: string): boolean {
  const m = /^([A-Z]{3,7})(?:\s+Act)?$/.exec(written.trim());
  if (!m) return false;
  const letters = m[1].toLowerCase();
  return titleForms(official).some((form) => {
    const words = form[form.length - 1] === 'act' ? form.slice(0, -1) : form;
    // An Amendment Act's acronym spells every word and then the `A` of `Act` (`NHAA`): `NHA` is the
    // National Health Act, and its letters had confirmed the National Health Amendment Act.
    const amending = words.includes('amendment');
    const spell = (i: number, j: number): boolean => {
      if (i === letters.length) return !amending;
      // The last letter `a` for `Act`, once every word is spelt (small words may remain).
      if (i === letters.length - 1 && letters[i] === 'a' && words.slice(j).every((w) => ACRONYM_SMALL_WORDS.has(w))) return true;
      if (j >= words.length) return false;
      if (words[j][0] === letters[i] && spell(i + 1, j + 1)) return true;
      return ACRONYM_SMALL_WORDS.has(words[j]) && spell(i, j + 1);
    };
    return words.length > 1 && spell(0, 0);
  });
}

/**
 * Act titles agree when their significant words agree as a multiset (a repeated word matters), ignoring
 * case, punctuation, `the` and a trailing year; either may leave out an official prefix (but not
 * write another); an `Amendment` in one title but not the other is a different Act.
 */
export function actNamesAgree(written: string, official: string): boolean {
  if (actAcronymAgrees(written, official)) return true;
  const ws = titleForms(written);
  const os = titleForms(official);
  if (ws[0].includes('amendment') !== os[0].includes('amendment')) return false;
  // A prefix may be left out, not changed: where both carry one (`Local Government: Waste Act` for
  // `National Environmental Management: Waste Act`) the whole titles are compared.
  if (ws.length > 1 && os.length > 1) return sameTitle(ws[0], os[0]);
  // A written prefix the official title lacks must be an official one it left out (`Local Government:`),
  // not any words before a colon (`Labour Relations: Companies Act`).
  if (ws.length > 1 && !officialPrefixLength(ws[0])) return sameTitle(ws[0], os[0]);
  return ws.some((w) => os.some((o) => sameTitle(w, o)));
}
