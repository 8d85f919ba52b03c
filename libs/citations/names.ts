import {
  ABBREVIATIONS, ACRONYM_SMALL_WORDS, ACT_TITLE_PREFIXES, COUNTRY_WORDS, MATTER_OPENING_WORDS, MATTER_TITLE, MINOR_WORDS, NAME_FORM_WORDS, NOISE_WORDS,
  SAME_WORDS, STATE_FORMS, TAIL_PLACE_WORDS,
} from './data/agreement.js';
import { PROVINCES } from './data/places.js';

/**
 * Party names and Act titles compared as verification-rules.md says a lawyer reads them. The one
 * implementation of name agreement: the SQL lookup only narrows candidates, this decides. The rules'
 * words are data (data/agreement.ts, each class with its examples: test/citations/data.spec.ts); the
 * rules' cases are tested in test/citations/names.spec.ts.
 */

/** A name with both sides (`X v Y`): a `v`, `vs` or `v.` between words. */
export const fullName = (name: string): boolean => /\s[-–—]?(?:v|vs|versus)\.?[-–—/]?\s/i.test(name);

const PLACE_PATTERNS = PROVINCES.map((place) => new RegExp(`\\b${place}\\b`));

/** Lower case, without accents, curly quotes, possessives, trading names and initials' full stops. */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2010\u2011]/g, '-') // hyphens of other fonts
    // A company's suffix glued to the word before it, its brackets lost in a copy (`Astra FurnishersPty Ltd`,
    // as one citing judgment printed it and the record kept it): a word of its own.
    .replace(/(\p{Ll})(Pty|Ltd|Bpk)\b/gu, '$1 $2')
    // An apostrophe as one site's copies print it (`Goldinger=s Trustee`).
    .replace(/(\p{L})=s\b/gu, "$1's")
    .toLowerCase()
    .replace(/[’‘`\u02bc\u00b4\u2032]/g, "'") // apostrophes as fonts and keyboards give them (`Womenʼs`)
    .replace(/\ben\s+['<>]n\s+(?=ander)/g, 'en ') // Afrikaans `en 'n Ander`: and Another (`en <n Ander`, `en >n Ander` as one site's copies print it)
    .replace(/\bc\s*:\s*sars\b/g, 'csars')
    .replace(/\bt\/a\b[^,;]*/g, ' ') // a trading name says nothing about who the party is
    .replace(/\b([a-z])\.(?=[a-z]\b|[a-z]\.)/g, '$1') // initials J.B -> jb, N.O. -> no
    .replace(/'s\b/g, '')
    .replace(/\b(kwa)\s*(?:-\s*)?(zulu)\b/g, 'kwazulu')
    .replace(/\bkwazulunatal\b/g, 'kwazulu natal') // `KWAZULU-\nNATAL`, joined as a word broken at a line's end
    .replace(/\bco-\s*(?=op|or)/g, 'co') // `Co-operative Governance`, `Cooperative Governance`, `Co-\nOperative`: one word
    .replace(/&(?=[a-z])/g, '& '); // `Masuku &Another`: `&` glued to the word after it
}

/** `(No 2)` (or `(2)`): a written number that tells two judgments between the same parties apart. */
function caseNumberOf(name: string, official?: string): { name: string; no?: string } {
  // (Or written without brackets at the name's end, `... Treatment Action Campaign No 1`: read as a
  // footnote's number, it was left out and the second judgment's citation confirmed.)
  const m = /\(\s*(?:no\.?\s*)?(\d{1,2})\s*\)/i.exec(name) ?? /\s(?:no\.?|nr\.?)\s*(\d{1,2})\s*$/i.exec(name);
  if (m) return { name: name.slice(0, m.index) + ' ' + name.slice(m.index + m[0].length), no: m[1] };
  // Or as a Roman numeral after a short name (`Glenister II`, `My Vote Counts II`, as judgments name a
  // second judgment between the same parties): read as a party's word, it agreed with no title, and the
  // genuine citation was accused. (Not a party named by the letters, `Minister v IV`, nor a numeral the
  // official name holds as a word of its own: `Rand Mines Group II (Pty) Ltd`.)
  const roman = /(?<!\s(?:v|vs|and|&))\s(II|III|IV)\s*$/.exec(name);
  if (!roman || (official !== undefined && new RegExp(`\\b${roman[1]}\\b`).test(official))) return { name };
  return { name: name.slice(0, roman.index), no: String({ II: 2, III: 3, IV: 4 }[roman[1]]) };
}

/** Drops bracketed asides (amici, intervening parties, a place in brackets). */
function withoutAsides(text: string): string {
  let out = text;
  for (let i = 0; i < 3; i++) out = out.replace(/\([^()]*\)/g, ' ');
  // An aside never closed runs to the end (a record's `S v Jordan and Others (Sex Workers Education and
  // Advocacy Task Force ... as Amici Curiae`: kept, the amici were a party, and `S v Sex Workers ...`
  // agreed with it).
  return out.replace(/\([^()]*$/, ' ');
}

interface Side {
  /** Every word, in order (minor words included: acronyms may use their initials). */
  all: string[];
  /** Words of a place or office after a comma (`Director of Public Prosecutions, Witwatersrand Local Division`): may be left out. */
  optional: Set<string>;
  /** The party carries a place or office: after a comma or a colon, or a province anywhere. */
  tail: boolean;
  /** The words of a place or office in brackets (`Master of the High Court (Pretoria)`), not an amicus's or intervener's. */
  qualifier: string[];
  /** The significant words of the name it trades under (`First National Bank ... t/a Wesbank`). */
  trading: string[];
  /** The words that name the party. */
  significant: string[];
  places: string[];
  state: boolean;
}

/** `workers` is `worker`, `services` is `service`: a plural is the same word to a lawyer. */
const singular = (w: string) => (w.length > 4 && /[^su]s$/.test(w) && !/(?:ss|us|is)$/.test(w) ? w.slice(0, -1) : w);

/** Words as compared: abbreviations spelled out, `African` as `Africa`, in the singular. */
const partyWords = (raw: string[]) => raw.filter(Boolean).flatMap((w) => ABBREVIATIONS[w] ?? [SAME_WORDS[w] ?? w]).map(singular);

/**
 * A pure function of a string, its answers kept (at most `max`, then all forgotten): a text with a
 * thousand short names compares each with the sixty names before it, and parsed anew each time the
 * same sixty titles took 13 s of one thread.
 */
function remembered<T>(fn: (text: string) => T, max = 5_000): (text: string) => T {
  const answers = new Map<string, T>();
  return (text) => {
    let answer = answers.get(text);
    if (answer === undefined) {
      if (answers.size >= max) answers.clear();
      answer = fn(text);
      answers.set(text, answer);
    }
    return answer;
  };
}

const side = remembered(readSide);

function readSide(text: string): Side {
  // A party's own acronym in brackets (`... of Offenders (NICRO)`) names it as well as its words.
  const acronyms = [...text.matchAll(/\(([A-Z]{2,10})\)/g)].map((m) => m[1].toLowerCase());
  const placeText = normalise(text).replace(/[^a-z0-9\s]/g, ' ');
  const places = PROVINCES.filter((_, i) => PLACE_PATTERNS[i].test(placeText));
  if (/\bkzn\b/.test(placeText)) places.push('kwazulu natal');
  const stripped = withoutAsides(text);
  const comma = stripped.indexOf(',');
  const raw = normalise(stripped).split(/[^a-z0-9&]+/).filter(Boolean);
  // `S`, `The State`, `S and Another` (the State and a co-respondent, as the reports name them).
  const state = STATE_FORMS.has(raw.filter((w) => w !== 'the' && w !== 'die' && !NOISE_WORDS.has(w)).join(' '));
  const all = partyWords(raw);
  const optional = new Set(comma < 0 ? [] : partyWords(normalise(stripped.slice(comma + 1)).split(/[^a-z0-9]+/)));
  all.push(...acronyms);
  const significant = all.filter((w) => !NOISE_WORDS.has(w) && !MINOR_WORDS.has(w));
  // A party named by a letter (`A v Minister of Police`, anonymised): the letter is its name, not the article.
  if (!significant.length && raw.length === 1 && /^[a-z]$/.test(raw[0])) significant.push(raw[0]);
  // Or by initials that spell a small word (`AL`, `A.N.`, `NO`, `CC`): read as noise, the side named no
  // one and agreed with any (the fourteenth audit's hunt: `AL v Minister of Police` confirmed `AK v ...`).
  const initials = /^\s*((?:\p{Lu}\.?\s?){1,3})\s*$/u.exec(stripped);
  if (!significant.length && initials) significant.push(initials[1].replace(/[.\s]/g, '').toLowerCase());
  const qualifier = [...text.matchAll(/\(([^()]*)\)/g)]
    .map((m) => m[1])
    // (Not a short name given to the party, `(hereinafter "Union")`, nor an amicus, an intervener, a
    // company's suffix, a number or an acronym.)
    .filter((aside) => !/\b(?:amic[iu]s?|intervening|interven(?:o|e)rs?|pty|ltd|rf|soc|npc|hereinafter|herein|referred|called|no\.?\s*\d+|\d+)\b|["“”'‘’]/i.test(aside) && !/^[A-Z]{2,10}$/.test(aside.trim()))
    .flatMap((aside) => partyWords(normalise(aside).split(/[^a-z0-9]+/).filter(Boolean)))
    .filter((w) => !NOISE_WORDS.has(w) && !MINOR_WORDS.has(w));
  const trading = [...text.matchAll(/\bt\/a\s+([^,;()]+)/gi)]
    .flatMap((m) => partyWords(normalise(m[1]).split(/[^a-z0-9]+/).filter(Boolean)))
    .filter((w) => !NOISE_WORDS.has(w) && !MINOR_WORDS.has(w));
  return { all, optional, significant, places, state, tail: comma >= 0 || stripped.includes(':') || places.length > 0, qualifier, trading };
}

/** Whether a side's words hold the National Director (of Public Prosecutions): `national director`. */
function nationalOffice(words: string[]): boolean {
  return words.some((w, i) => w === 'national' && words[i + 1] === 'director');
}

/** Whether `words`, all of them, spell `acronym`: each significant word gives its initial, a minor word may. */
function spells(acronym: string, words: string[]): boolean {
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
function runCloses(words: string[], next: number, open: boolean): boolean {
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
function isAcronymOf(acronym: string, words: string[], open = false): boolean {
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
function goesOn(words: string[], i: number): boolean {
  for (let k = i + 1; k < words.length; k++) {
    if (NOISE_WORDS.has(words[k]) && !MINOR_WORDS.has(words[k])) return false;
    // (A place goes on no name: `NUM, Gauteng`, `NUM of South Africa` are NUM's, and agreed with NUMSA.)
    if (!MINOR_WORDS.has(words[k]) && !COUNTRY_WORDS.has(words[k])) return true;
  }
  return false;
}

/**
 * Every significant word written is found in the official words: as the word itself, as an acronym of
 * official words (SAHRC), or inside a run of written words whose initials are an official acronym
 * (`Commissioner for the South African Revenue Service` for `CSARS`).
 */
/**
 * Two words of six letters or more (letters only: `Erf 215437` is not `Erf 214537`) that differ only
 * by two neighbouring letters swapped (`Harksen`, `Harsken`): the same name misspelt, as one citing
 * judgment spells a party. Read as different, the judgment's misspelling became the case's only
 * record, and the name as everyone else writes it was accused.
 */
function transposed(a: string, b: string): boolean {
  if (a.length !== b.length || a.length < 6 || a === b || !/^[a-z]+$/.test(a) || !/^[a-z]+$/.test(b)) return false;
  let i = 0;
  while (a[i] === b[i]) i++;
  return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

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
  return written.all.every((w, i) => {
    if (joined.has(w)) return true;
    if ((NOISE_WORDS.has(w) || MINOR_WORDS.has(w)) && !written.significant.includes(w)) return true;
    if (accounted.has(i) || officialSet.has(w) || official.significant.some((o) => transposed(w, o))) return true;
    // A place or office after a comma may be left out of the official name, but where the official
    // name has its own, a different one is another party (`Master of the High Court, Cape Town`).
    // The official's own place or office in brackets, written after a comma, is its own: `Minister of
    // Health, KwaZulu-Natal` for `Minister of Health (KwaZulu-Natal)`.
    if (official.qualifier.includes(w)) return true;
    // A comma's words unmatched: a place's or a court's division's only, or a year (`..., 1996` after a
    // matter's title). `President, Republic of Zimbabwe` and `Minister, Department of Justice` name other
    // parties, and had agreed with Kaunda's and Fose's titles.
    return isAcronymOf(w, official.all, goesOn(written.all, i)) || (written.optional.has(w) && (/^(?:1[89]|20)\d\d$/.test(w) || (!official.tail && TAIL_PLACE_WORDS.has(w))));
  });
}

/** Where a case name's `v` stands, outside brackets: [start, end) of each. */
function versusAt(name: string): Array<[number, number]> {
  const at: Array<[number, number]> = [];
  let depth = 0;
  for (const m of name.matchAll(/[()]|\s[-–—]?(?:v|vs|V|VS|versus|Versus|VERSUS)\.?[-–—/]?\s/g)) {
    if (m[0] === '(') depth++;
    else if (m[0] === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0) at.push([m.index, m.index + m[0].length]);
  }
  return at;
}

/** Splits a case name at its `v`, outside brackets: `['S', 'Makwanyane and Another']`. */
const splitVersus = remembered(splitAtVersus);

function splitAtVersus(name: string): string[] {
  const parts: string[] = [];
  let last = 0;
  for (const [from, to] of versusAt(name)) {
    parts.push(name.slice(last, from));
    last = to;
  }
  parts.push(name.slice(last));
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** `text` split where `separator` matches outside round brackets (an aside may hold `;`). */
function splitOutsideBrackets(text: string, separator: RegExp): string[] {
  const depth: number[] = [];
  let d = 0;
  for (const ch of text) {
    if (ch === '(') d++;
    else if (ch === ')') d = Math.max(0, d - 1);
    depth.push(d);
  }
  const parts: string[] = [];
  let last = 0;
  for (const m of text.matchAll(separator)) {
    const at = m.index + (m[0].startsWith('(') ? 0 : m[0].search(/\S|$/));
    if (depth[at] > (text[at] === '(' ? 1 : 0)) continue;
    parts.push(text.slice(last, m.index));
    last = m.index + m[0].length;
  }
  parts.push(text.slice(last));
  return parts.map((p) => p.trim()).filter(Boolean);
}

const officialNamesIn = remembered((title: string) => readCaseNames(title, true));
const writtenNamesIn = remembered((title: string) => readCaseNames(title, false));

/**
 * The case names an official title holds: consolidated matters (`X v Y; A v B`, `(a) X v Y (b) A v B`,
 * `X v Y, A v B`) and `Ex parte X: In re Y`, each agreeing on its own. (Shared answers: not to be changed.)
 */
export function caseNamesIn(title: string, official = true): string[] {
  return official ? officialNamesIn(title) : writtenNamesIn(title);
}

function readCaseNames(title: string, official: boolean): string[] {
  // An official `Ex parte X: In re Y` agrees through either part; a written one must agree whole.
  const separator = official ? /;|\s\((?:[a-h]|i{1,3}|iv)\)\s|^\((?:[a-h]|i{1,3}|iv)\)\s|:\s+(?=in\s+re\b)/gi : /;|\s\((?:[a-h]|i{1,3}|iv)\)\s|^\((?:[a-h]|i{1,3}|iv)\)\s/gi;
  let pieces = splitOutsideBrackets(title, separator);
  // Written, a piece without a `v` after one with it is no case of its own: `Khumalo v MEC for
  // Education; KwaZulu Natal` (a slip for a colon) is one name, and `KwaZulu Natal` alone agreed with
  // any title holding the province.
  if (!official) {
    pieces = pieces.reduce<string[]>((out, piece) => {
      if (out.length && versusAt(out[out.length - 1]).length && !versusAt(piece).length) out[out.length - 1] += `, ${piece.trim()}`;
      else out.push(piece);
      return out;
    }, []);
  }
  if (official && pieces.length > 1) pieces.push(title);
  return pieces.flatMap((piece, n) => {
    // (The whole title, read with its pieces, is not cut again at its commas: cut across its `;`,
    // `Wares v Additional Magistrate, Simonstown and Others; ...` gave a piece without the place,
    // `Wares v Additional Magistrate`, and any place written agreed with it.)
    if (n > 0 && n === pieces.length - 1 && piece === title) return [piece];
    // `X v Y, A v B`: a new case name starts after the last comma before each further `v`.
    const vs = versusAt(piece);
    const out: string[] = [];
    let from = 0;
    for (let k = 1; k < vs.length; k++) {
      const comma = piece.lastIndexOf(',', vs[k][0]);
      if (comma > vs[k - 1][1]) {
        out.push(piece.slice(from, comma).trim());
        from = comma + 1;
      }
    }
    out.push(piece.slice(from).trim());
    return out;
  });
}

/** Ex parte and In re names have one side: the applicant or the matter. */
const ONE_SIDED = /^(?:ex\s+parte|in\s+re)\b/i;

/** The sides of a case name, the sides after the first taken as one, and all of them as one. */
interface Sides {
  each: Side[];
  right: Side;
  all: Side;
}

const whole = (sides: Side[]): Side => ({
  all: sides.flatMap((s) => s.all),
  optional: new Set(sides.flatMap((s) => [...s.optional])),
  tail: sides.some((s) => s.tail),
  significant: sides.flatMap((s) => s.significant),
  places: sides.flatMap((s) => s.places),
  state: sides.length === 1 && sides[0].state,
  qualifier: sides.flatMap((s) => s.qualifier),
  trading: sides.flatMap((s) => s.trading),
});

const sidesOf = remembered((name: string): Sides => {
  const each = splitVersus(name.replace(ONE_SIDED, '')).map(side);
  return { each, right: whole(each.slice(1)), all: whole(each) };
});

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

function oneCaseAgrees(written: string, official: string, part = false): boolean {
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
function exParteAgrees(written: string, official: string): boolean | undefined {
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
function exParteUnchecked(written: string, official: string): boolean {
  if (!/^ex\s+parte\b/i.test(written.trim()) || /\b(?:ex\s+parte|in\s+re)\b|;/i.test(official) || !versusAt(official).length) return false;
  // (Not where the written matter names the case whole, with its `v`: `Ex parte Minister of Safety and
  // Security: In re Fose v Minister of Safety and Security`.)
  const matter = written.split(IN_RE).slice(1).join(' ');
  return !versusAt(matter).length;
}

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
  const agreesOne = (wn: string) => exParteAgrees(wn, o.name) ?? (versusAt(wn).length ? parts : officialNames).some((on) => oneCaseAgrees(wn, on, on !== o.name));
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
export function nameSearchWords(written: string): string {
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

/** The title's words, and the same without each official prefix it carries. */
function titleForms(title: string): string[][] {
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
