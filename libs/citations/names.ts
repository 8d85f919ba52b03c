import { ABBREVIATIONS, MINOR_WORDS, NOISE_WORDS } from './data/agreement.js';
import { exParteAgrees, exParteUnchecked, nameSlips, oneCaseAgrees } from './case-names.js';
import { caseNamesIn, caseNumberOf, normalise, ONE_SIDED, remembered, side, splitVersus, versusAt, withoutAsides } from './sides.js';

export { actNamesAgree, actTitleKey } from './act-titles.js';
export { caseNamesIn } from './sides.js';

/**
 * Party names and Act titles compared as verification-rules.md says a lawyer reads them. The one
 * implementation of name agreement: the SQL lookup only narrows candidates, this decides. The rules'
 * words are data (data/agreement.ts, each class with its examples: test/citations/data.spec.ts); the
 * rules' cases are tested in test/citations/names.spec.ts.
 */

/** A name with both sides (`X v Y`): a `v`, `vs` or `v.` between words. */
export const fullName = (name: string): boolean => /\s[-–—]?(?:v|vs|versus)\.?[-–—/]?\s/i.test(name);

/**
 * A later judgment's number written (`(No 2)`) where the official name has none: the names may agree,
 * but the number that tells the judgments apart cannot be checked (`AllPay ... (No 2) [2013] ZACC 42`
 * puts the second judgment's name on the first's citation). A first judgment's title seldom carries
 * its `(No 1)`, so that one counts as checked.
 */
function numberUnchecked(written: string, official: string): boolean {
  const w = caseNumberOf(written, official).no;
  return w !== undefined && w !== '1' && caseNumberOf(official).no === undefined;
}

/**
 * Names read from their `v` (`v Minister of Safety and Security`): the applicant stood before it in a
 * form the reader could not take for a name. They may disagree, but agreeing they vouch for one party
 * only, so the names are not counted as checked (a wrong applicant behind an unknown mark had been
 * confirmed by the respondent alone: the thirteenth audit).
 */
export function applicantUnread(written: string): boolean {
  return LEADING_VERSUS.test(written.trim());
}

/** A `v` opening the names, the applicant before it unread. */
const LEADING_VERSUS = /^(?:v|vs|versus)\.?\s+/i;

/** Names that agree with an official name but are not counted as checked against it (above). */
export const agreementUnchecked = (written: string, official: string) =>
  numberUnchecked(written, official) || applicantUnread(written) || sideUnread(written) || exParteUnchecked(written, official);

/**
 * Names with a side that cannot be compared: one ending in its `v`, a party written in another script
 * (`Daniels v Παπαδόπουλος`, `Иванов v Scribante`: no Latin letter, so no word of it to find in a
 * title), or one of noise words only (`Another v ...`). They vouch for one party only, so they are not
 * counted as checked (the fourteenth audit's second review: `Daniels ν Παπαδόπουλος [2017] ZACC 13` had
 * been confirmed).
 */
function sideUnread(written: string): boolean {
  const sides = splitVersus(written);
  return (
    TRAILING_VERSUS.test(written.trim()) ||
    sides.some((s) => /\p{L}/u.test(s) && !/[a-z0-9]/.test(normalise(s))) ||
    // A side of noise words only (`Another v Minister of Safety and Security`) names no one.
    (sides.length > 1 && sides.some((s) => !side(s).significant.length && !side(s).state))
  );
}

/** A `v` closing the names, the respondent after it unread. */
const TRAILING_VERSUS = /\s(?:v|vs|versus)\.?$/i;

const agreements = remembered((pair: string) => {
  const at = pair.indexOf('\u0000');
  return namesAgree(pair.slice(0, at), pair.slice(at + 1));
});

/**
 * Whether the names written before a citation agree with a judgment's official case name. (Answers
 * kept: a text repeating one name against the same candidates compares them once.)
 */
export function partyNamesAgree(written: string, official: string): boolean {
  return agreements(`${written}\u0000${official}`);
}

function namesAgree(written: string, official: string): boolean {
  // Read from its `v` (applicantUnread): the party written against each side of each official name.
  const unread = LEADING_VERSUS.exec(written.trim());
  if (unread) {
    // (Either side: the same parties the other way round are the same case, as for a full name.)
    const respondent = written.trim().slice(unread[0].length);
    return caseNamesIn(official).some((on) => {
      const sides = splitVersus(on);
      return sides.length >= 2 && (namesAgree(respondent, sides.slice(1).join(' v ')) || namesAgree(respondent, sides[0]));
    });
  }
  const w = caseNumberOf(written, official);
  const o = caseNumberOf(official);
  // `(No 2)` against `(No 1)` disagrees; against an official name without a number it is not held
  // against the writer (names in records and citing texts often leave the number out), but the names
  // are not counted as checked either (numberUnchecked).
  if (w.no !== undefined && o.no !== undefined && w.no !== o.no) return false;
  const officialNames = caseNamesIn(o.name);
  // A full name agrees with one of a consolidated title's names, never with the title whole: read
  // whole, `Thint (Pty) Ltd v Zuma` took its applicant from one matter and its respondent from the next.
  const parts = officialNames.length > 1 ? officialNames.filter((on) => on !== o.name) : officialNames;
  // Several case names written before one citation (`Dawood v ...; Shalabi v ...; Thomas v ...`) agree
  // when every one of them does, or the one nearest the citation does (the official title may carry
  // only that matter's name): a string of cases whose earlier one is cited elsewhere (`See Fose v
  // Minister of Safety and Security; Smith v Jones [1997] ZACC 6`) must not vouch for the next.
  // (One slip of a letter in the whole name, not one a side: two slips are another name.)
  const agreesOne = (wn: string) =>
    exParteAgrees(wn, o.name) ?? (versusAt(wn).length ? parts : officialNames).some((on) => oneCaseAgrees(wn, on, on !== o.name) && nameSlips(wn, on).length <= 1);
  const agrees = (name: string) => {
    const written = caseNamesIn(name, false);
    // (A name of nothing but a judgment's number, `(No 2)`, holds no case's name: it agrees with none.
    // Read on, its missing name was a TypeError and the text's check a 500.)
    if (!written.length) return false;
    return agreesOne(written[written.length - 1]) || written.every(agreesOne);
  };
  if (agrees(w.name)) return true;
  // A number ending the written name may be a footnote number (`Minister 12 [2004] ZACC 15`): left out
  // only where the official name holds no number it could contradict (`Blue Moonlight Properties 39`).
  const trailing = /\s\d{1,3}$/.exec(w.name.trim());
  return !!trailing && !/\b\d{1,3}\b/.test(withoutAsides(o.name)) && agrees(w.name.trim().slice(0, trailing.index));
}

/**
 * The last of several case names written before one citation (`... Fourie; Lesbian and Gay Equality
 * Project v Minister of Home Affairs`), the one nearest the citation; the name itself when it holds
 * one. Rule 4's look-up for the judgment the names belong to searches by it (by all of them, no
 * judgment held every word).
 */
export function lastCaseName(written: string): string {
  const names = caseNamesIn(written, false);
  return names[names.length - 1] ?? written;
}

/**
 * What a name lookup in the library is narrowed by, as `to_tsquery` text: every significant word
 * written, as written (the english configuration stems plurals and keeps accents, as the titles'
 * vectors do) or, for an abbreviation or accented word, its other forms: `(mec | member & executive & council)`.
 * Acronyms stand both ways, as partyNamesAgree reads them: a side's words or their initials (`Commissioner
 * for the South African Revenue Service` or `CSARS`), and a word written as an acronym (`NUMSA`) does
 * not narrow, since the title may spell it out (unless the name is nothing else).
 */
export const nameSearchWords = remembered(readNameSearchWords);

// (Kept per name: a citation's parallel members carry the same names, each read again for its look-up.)
function readNameSearchWords(written: string): string {
  const word = /^[\p{L}\p{N}]+$/u;
  const plain = (w: string) => w.normalize('NFD').replace(/\p{M}/gu, '');
  const acronym = (w: string) => /^\p{Lu}{2,10}$/u.test(w) && !ABBREVIATIONS[w.toLowerCase()];
  const sides = splitVersus(caseNumberOf(written).name.replace(ONE_SIDED, '')).map((sideText) =>
    withoutAsides(sideText)
      .replace(/['’]s\b/g, '')
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => {
        const l = w.toLowerCase();
        return l.length > 1 && word.test(l) && !NOISE_WORDS.has(l) && !MINOR_WORDS.has(l) && l !== 'state';
      }),
  );
  const withAcronyms = sides.every((side) => side.every(acronym));
  const parts = new Set<string>();
  for (const side of sides) {
    const words = withAcronyms ? side : side.filter((w) => !acronym(w));
    const terms = [...new Set(words.map((w) => w.toLowerCase()))].map((w) => {
      const forms = new Set([w]);
      if (word.test(plain(w))) forms.add(plain(w));
      const expansion = ABBREVIATIONS[plain(w)];
      if (expansion) forms.add(`(${expansion.join(' & ')})`);
      return forms.size > 1 ? `(${[...forms].join(' | ')})` : w;
    });
    if (!terms.length) continue;
    const initials = words.length >= 3 && words.every((w) => !ABBREVIATIONS[plain(w.toLowerCase())]) ? plain(words.map((w) => w[0]).join('').toLowerCase()) : '';
    parts.add(initials && word.test(initials) ? `((${terms.join(' & ')}) | ${initials})` : terms.join(' & '));
  }
  return [...parts].join(' & ');
}
