import { ABBREVIATIONS, MINOR_WORDS, NOISE_WORDS, PLACE_ABBREVIATIONS, SAME_WORDS, STATE_FORMS } from './data/agreement.js';
import { PROVINCES } from './data/places.js';

/**
 * A case name read into what names.ts compares: its case names (a consolidated title's several), each
 * name's sides at its `v`, each side's words as compared (normalised, abbreviations spelled out, in the
 * singular), with its places, its asides and whether it is the State.
 */

const PLACE_PATTERNS = PROVINCES.map((place) => new RegExp(`\\b${place}\\b`));

/** Lower case, without accents, curly quotes, possessives, trading names and initials' full stops. */
export function normalise(text: string): string {
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
    .replace(/\bn\s+o(?![a-z0-9]|\s+\d)/g, 'no') // `Giddey N O`: nomine officio written apart
    .replace(/\bnomine\s+officio\b/g, 'no')
    .replace(/'s\b/g, '')
    .replace(/\b(kwa)\s*(?:-\s*)?(zulu)\b/g, 'kwazulu')
    .replace(/\bkwazulunatal\b/g, 'kwazulu natal') // `KWAZULU-\nNATAL`, joined as a word broken at a line's end
    .replace(/\bco-\s*(?=op|or)/g, 'co') // `Co-operative Governance`, `Cooperative Governance`, `Co-\nOperative`: one word
    .replace(/&(?=[a-z])/g, '& '); // `Masuku &Another`: `&` glued to the word after it
}

/** `(No 2)` (or `(2)`): a written number that tells two judgments between the same parties apart. */
export function caseNumberOf(name: string, official?: string): { name: string; no?: string } {
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
export function withoutAsides(text: string): string {
  let out = text;
  for (let i = 0; i < 3; i++) out = out.replace(/\([^()]*\)/g, ' ');
  // An aside never closed runs to the end (a record's `S v Jordan and Others (Sex Workers Education and
  // Advocacy Task Force ... as Amici Curiae`: kept, the amici were a party, and `S v Sex Workers ...`
  // agreed with it).
  return out.replace(/\([^()]*$/, ' ');
}

export interface Side {
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
export const singular = (w: string) => (w.length > 4 && /[^su]s$/.test(w) && !/(?:ss|us|is)$/.test(w) ? w.slice(0, -1) : w);

/** Words as compared: abbreviations spelled out, `African` as `Africa`, in the singular. */
const partyWords = (raw: string[]) => raw.filter(Boolean).flatMap((w) => ABBREVIATIONS[w] ?? [SAME_WORDS[w] ?? w]).map(singular);

/**
 * A pure function of a string, its answers kept (at most `max`, then all forgotten): a text with a
 * thousand short names compares each with the sixty names before it, and parsed anew each time the
 * same sixty titles took 13 s of one thread.
 */
export function remembered<T>(fn: (text: string) => T, max = 5_000): (text: string) => T {
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

export const side = remembered(readSide);

function readSide(text: string): Side {
  // A party's own acronym in brackets (`... of Offenders (NICRO)`) names it as well as its words.
  // (Not a place in capitals, `(TVL)`: it may be written or left out, as `(Tvl)` and `(Transvaal)` may.)
  const acronyms = [...text.matchAll(/\(([A-Z]{2,10})\)/g)].map((m) => m[1].toLowerCase()).filter((a) => !PLACE_ABBREVIATIONS.has(a));
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
    .filter((aside) => !/\b(?:amic[iu]s?|intervening|interven(?:o|e)rs?|pty|ltd|rf|soc|npc|hereinafter|herein|referred|called|no\.?\s*\d+|\d+)\b|["“”'‘’]/i.test(aside) && (!/^[A-Z]{2,10}$/.test(aside.trim()) || PLACE_ABBREVIATIONS.has(aside.trim().toLowerCase())))
    .flatMap((aside) => partyWords(normalise(aside).split(/[^a-z0-9]+/).filter(Boolean)))
    .filter((w) => !NOISE_WORDS.has(w) && !MINOR_WORDS.has(w));
  const trading = [...text.matchAll(/\bt\/a\s+([^,;()]+)/gi)]
    .flatMap((m) => partyWords(normalise(m[1]).split(/[^a-z0-9]+/).filter(Boolean)))
    .filter((w) => !NOISE_WORDS.has(w) && !MINOR_WORDS.has(w));
  return { all, optional, significant, places, state, tail: comma >= 0 || stripped.includes(':') || places.length > 0, qualifier, trading };
}

/** Where a case name's `v` stands, outside brackets: [start, end) of each. */
export function versusAt(name: string): Array<[number, number]> {
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
export const splitVersus = remembered(splitAtVersus);

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
export function splitOutsideBrackets(text: string, separator: RegExp): string[] {
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
export const ONE_SIDED = /^(?:ex\s+parte|in\s+re)\b/i;

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

export const sidesOf = remembered((name: string): Sides => {
  const each = splitVersus(name.replace(ONE_SIDED, '')).map(side);
  return { each, right: whole(each.slice(1)), all: whole(each) };
});
