import { BODY_FORM_WORDS, MATTER_OPENING_WORDS, MATTER_TITLE, MINOR_WORDS, NOISE_WORDS, TAIL_PLACE_WORDS } from './data/agreement.js';
import { goesOn, isAcronymOf, runCloses, spells } from './acronyms.js';
import { ONE_SIDED, type Side, singular, sidesOf, splitOutsideBrackets, versusAt } from './sides.js';

/**
 * One case name written against one official case name (names.ts takes each of several apart): side
 * against side, a short name or a matter's name against the whole, `Ex parte X: In re Y` by its parts.
 */

/** Whether a side's words hold the National Director (of Public Prosecutions): `national director`. */
function nationalOffice(words: string[]): boolean {
  return words.some((w, i) => w === 'national' && words[i + 1] === 'director');
}

/**
 * Two words of six letters or more (letters only: `Erf 215437` is not `Erf 214537`) that differ by one
 * slip of a letter: one added, dropped or changed, or two neighbouring letters swapped (`Bellville`,
 * `Belville`; `Harksen`, `Harsken`). The same name misspelt, as a citing judgment or a record spells a
 * party: read as different, the name as everyone else writes it was accused. Verification rules:
 * agrees when every other word agrees (covered allows one such word a side).
 */
export function oneSlip(a: string, b: string): boolean {
  if (a === b || Math.min(a.length, b.length) < 6 || Math.abs(a.length - b.length) > 1 || !/^[a-z]+$/.test(a) || !/^[a-z]+$/.test(b)) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** A written word that agrees with an official one by one slip of a letter, each as written. */
export interface NameSlip {
  written: string;
  official: string;
}

/**
 * The words of a written name that agree with the official name only by one slip of a letter
 * (`Bellville` for `Belville`): what an entry says differs, so the writer can correct the spelling.
 */
export function nameSlips(written: string, official: string): NameSlip[] {
  const words = (text: string) => text.match(/[a-z]+/gi) ?? [];
  const officialWords = words(official);
  const held = new Set(officialWords.map((w) => w.toLowerCase()));
  const out: NameSlip[] = [];
  for (const w of new Set(words(written))) {
    if (held.has(w.toLowerCase())) continue;
    const match = officialWords.find((o) => oneSlip(w.toLowerCase(), o.toLowerCase()));
    if (match) out.push({ written: w, official: match });
  }
  return out;
}

/**
 * Every significant word written is found in the official words: as the word itself, as an acronym of
 * official words (SAHRC), or inside a run of written words whose initials are an official acronym
 * (`Commissioner for the South African Revenue Service` for `CSARS`).
 */
function covered(written: Side, official: Side): boolean {
  if (written.state || official.state) return written.state && official.state;
  // The party named by the name it trades under (`Wesbank v ...` for `First National Bank of SA Limited
  // t/a Wesbank`): its own name (a trading name is otherwise left out of both).
  if (official.trading.length && written.significant.length && written.significant.every((w) => official.trading.includes(w))) return true;
  // A place or office written in brackets may stand for the official's own, not for another where the
  // official names one (`Master of the High Court (Pretoria)` for `..., Cape Town`: dropped with the
  // brackets, it had agreed).
  if (written.qualifier.length && (official.tail || official.qualifier.length)) {
    const officialWords = new Set([...official.all, ...official.qualifier]);
    if (written.qualifier.some((w) => !officialWords.has(w))) return false;
  }
  // The National Director of Public Prosecutions is not a Director of Public Prosecutions (`DPP` had
  // agreed with `NDPP`: its words are a part of the other's).
  if (nationalOffice(official.all) && !nationalOffice(written.all) && written.all.includes('director')) return false;
  // A place may be written or left out, but a different place is another party.
  if (written.places.length && official.places.length && written.places.some((p) => !official.places.includes(p))) return false;
  const officialSet = new Set(official.significant);
  const accounted = new Set<number>();
  // Written runs that spell an official acronym (`South African Human Rights Commission` for SAHRC).
  // (Three letters at least: two are a person's initials, `AK`, which any name of those letters spelt:
  // `Andile Khumalo v Minister of Police` had agreed with `AK v Minister of Police`.)
  for (const acronym of official.significant) {
    if (acronym.length < 3 || acronym.length > 8 || written.significant.includes(acronym)) continue;
    const open = goesOn(official.all, official.all.indexOf(acronym));
    for (let i = 0; i < written.all.length; i++) {
      for (let j = i + 1; j < Math.min(written.all.length, i + 12); j++) {
        if (spells(acronym, written.all.slice(i, j + 1)) && runCloses(written.all, j + 1, open)) for (let k = i; k <= j; k++) accounted.add(k);
      }
    }
  }
  // One word written as two or two as one: `Metal Workers` and `Metalworkers`.
  for (let i = 0; i + 1 < written.all.length; i++) {
    if (officialSet.has(singular(written.all[i] + written.all[i + 1]))) accounted.add(i).add(i + 1);
  }
  const joined = new Set<string>();
  for (let i = 0; i + 1 < official.all.length; i++) joined.add(singular(official.all[i] + official.all[i + 1]));
  let slips = 0;
  const unmatched = written.all.filter((w, i) => !wordCovered(w, i));
  // A body's form the record dropped (`Association of Mineworkers and Construction Union` where a record
  // has `... and Construction`): one such word, and only where the written side holds every word of the
  // official one. Read as another name, the genuine citation was accused by the record's slip.
  return !unmatched.length || (unmatched.length === 1 && BODY_FORM_WORDS.has(unmatched[0]) && official.significant.every((o) => written.all.includes(o)));

  function wordCovered(w: string, i: number): boolean {
    if (joined.has(w)) return true;
    if ((NOISE_WORDS.has(w) || MINOR_WORDS.has(w)) && !written.significant.includes(w)) return true;
    if (accounted.has(i) || officialSet.has(w)) return true;
    // (One word a side: two slips are another name.)
    if (slips === 0 && official.significant.some((o) => oneSlip(w, o))) return ++slips === 1;
    // A place or office after a comma may be left out of the official name, but where the official
    // name has its own, a different one is another party (`Master of the High Court, Cape Town`).
    // The official's own place or office in brackets, written after a comma, is its own: `Minister of
    // Health, KwaZulu-Natal` for `Minister of Health (KwaZulu-Natal)`.
    if (official.qualifier.includes(w)) return true;
    // A comma's words unmatched: a place's or a court's division's only, or a year (`..., 1996` after a
    // matter's title). `President, Republic of Zimbabwe` and `Minister, Department of Justice` name other
    // parties, and had agreed with Kaunda's and Fose's titles.
    return isAcronymOf(w, official.all, goesOn(written.all, i)) || (written.optional.has(w) && (/^(?:1[89]|20)\d\d$/.test(w) || (!official.tail && TAIL_PLACE_WORDS.has(w))));
  }
}

/** The fewest words of a matter's name (no `v`) read against a matter's title as a whole. */
const MATTER_WORDS = 4;
/** The most words of its own a longer matter's name may hold among the shorter's (`Province of`). */
const MATTER_GAP = 1;

/**
 * Whether `part`'s words stand together in `whole`'s: at most MATTER_GAP of `whole`'s own words between
 * the first and the last of them (a matter's opening left out).
 */
function together(part: string[], whole: string[]): boolean {
  const words = new Set(part.filter((w) => !MATTER_OPENING_WORDS.has(w)));
  const w = whole.filter((x) => !MATTER_OPENING_WORDS.has(x));
  const first = w.findIndex((x) => words.has(x));
  if (first < 0) return true;
  let last = first;
  for (let i = w.length - 1; i > first; i--) {
    if (words.has(w[i])) {
      last = i;
      break;
    }
  }
  return w.slice(first, last + 1).filter((x) => !words.has(x)).length <= MATTER_GAP;
}

export function oneCaseAgrees(written: string, official: string, part = false): boolean {
  const w = sidesOf(written);
  const o = sidesOf(official);
  const ws = w.each;
  const os = o.each;
  if (ws.length >= 2 && os.length >= 2) {
    const [wl, wr] = [ws[0], w.right];
    const [ol, or] = [os[0], o.right];
    // Each side written is found in the matching side of the official name (verification-rules.md);
    // the same two parties the other way round are the same case, named as the court below or the
    // reports named it (`Masuku & Ano v SAHRC obo SAJBD` for `SAHRC obo SAJBD v Masuku and Another`,
    // the rules' own example): in doubt, do not accuse.
    return (covered(wl, ol) && covered(wr, or)) || (covered(wl, or) && covered(wr, ol));
  }
  if (ws.length === 1) {
    // A matter written in full against a record's shorter title of it (`In re Dispute Concerning the
    // Constitutionality of Certain Provisions of the National Education Policy Bill 83 of 1995` for
    // `In Re: National Education Policy Bill No 83 of 1995`): every official word, three at least, is
    // written. In doubt, do not accuse.
    // The official words stand together in the written (the Bill's name above): `In re Certification of
    // the Amended Text of the Constitution ...` (the second certification) holds every word of `In re
    // Certification of the Constitution ...` (the first), with two of its own between them.
    const matter = /^in\s+re\b/i;
    if (matter.test(written.trim()) && matter.test(official.trim()) && o.all.significant.length >= 3 && covered(o.all, ws[0])) return together(o.all.significant, ws[0].significant);
    // A short name (`Makwanyane`, `the Glenister case`): its words stand anywhere in the official title;
    // a matter's name of MATTER_WORDS or more against a matter's title (no `v` in either), together (the
    // title's own words among them at most MATTER_GAP):
    // `Certification of the Constitution of the Republic of South Africa, 1996` is not the second
    // certification's `Certification of the Amended Text of the Constitution of the Republic ...`.
    if (ws[0].state) return false;
    if (os.length === 1 && ws[0].significant.length >= MATTER_WORDS && !together(ws[0].significant, o.all.significant)) return false;
    return ws[0].significant.length > 0 && covered(ws[0], o.all);
  }
  // A full name against a one-sided official name (a record read from a citing judgment, `Ex parte X`).
  const all = w.all;
  const off = o.all;
  // (A name of noise words only, `Ander` read from a citing text, names no one: it agrees with nothing.)
  if (!off.significant.length || !all.significant.length) return false;
  // An official `Ex parte X` has no other party: a written `Smith v X` adds one, so the written words
  // must all be the official's (a short name read from a citing text may be either's part). So too a
  // part of a title of several (`Pharmaceutical Manufacturers Association ...: In re ...`: `... v Minister
  // of Health` had agreed with it).
  // (A matter's title has no parties: a written `X v Y` of its words, `Republic of South Africa v
  // Constitution`, names none of it.)
  if (MATTER_TITLE_OPENING.test(official.trim())) return false;
  if (ONE_SIDED.test(official.trim()) || part) return covered(all, off);
  return covered(off, all) || covered(all, off);
}

const IN_RE = /:\s+(?=in\s+re\b)/i;

/** A matter's title, no party's name: `(In re) Certification of the Constitution ...`, `Constitutionality of ...`. */
const MATTER_TITLE_OPENING = new RegExp(`^(?:in\\s+re:?\\s+)?(?:${MATTER_TITLE.words.map((w) => w.replace(/ /g, '\\s+')).join('|')})\\b`, 'i');

/**
 * A written `Ex parte X: In re Y` against an official title: each written part must agree with a part
 * of an official title that has both; against an official title of one part, the matter (`In re Y`)
 * must agree with it (many applications share `Ex parte President of the Republic of South Africa`).
 * Undefined when the written name has no such parts.
 */
export function exParteAgrees(written: string, official: string): boolean | undefined {
  const parts = written.split(IN_RE).map((p) => p.trim());
  if (parts.length < 2) return undefined;
  return splitOutsideBrackets(official, /;/g).some((title) => {
    const officialParts = title.split(IN_RE).map((p) => p.trim());
    if (officialParts.length >= 2) return parts.every((part) => officialParts.some((op) => oneCaseAgrees(part, op)));
    const matter = parts[parts.length - 1];
    if (!oneCaseAgrees(matter, title)) return false;
    // Against a title of two parties (`President of the RSA v Hugo`), a matter without a `v` names one
    // of them at most: the applicant must agree too (`Pharmaceutical Manufacturers Association ...: In
    // re Ex parte President of the RSA`, another case's whole title, had confirmed Hugo's citation by its
    // matter alone, and `Ex parte Smith: In re President ...` Glenister's). A matter with its `v` (`...:
    // In re S v Walters` against a record `S v Walters`) is the case whole.
    return !versusAt(title).length || versusAt(matter).length > 0 || parts.slice(0, -1).every((part) => oneCaseAgrees(part, title));
  });
}

/**
 * An application's name (`Ex parte President of the Republic of South Africa`) against a title of two
 * parties that is no application's: the applicant may be one of them, but an ex parte application has
 * no other side, so the name is not counted as checked (the fourteenth audit: `Ex parte President of
 * the RSA` for `President of the RSA v Hugo`). In doubt, neither confirmed nor accused.
 */
export function exParteUnchecked(written: string, official: string): boolean {
  if (!/^ex\s+parte\b/i.test(written.trim()) || /\b(?:ex\s+parte|in\s+re)\b|;/i.test(official) || !versusAt(official).length) return false;
  // (Not where the written matter names the case whole, with its `v`: `Ex parte Minister of Safety and
  // Security: In re Fose v Minister of Safety and Security`.)
  const matter = written.split(IN_RE).slice(1).join(' ');
  return !versusAt(matter).length;
}
