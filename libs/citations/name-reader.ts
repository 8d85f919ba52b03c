import { OPENING_ADVERB, OPENING_FORM, OPENING_PREPOSITIONS, OPENING_WORDS } from './data/openers.js';
import { PROVINCE_WORDS } from './data/places.js';
import { applicantUnread, fullName } from './names.js';
import { CLAUSE_WORDS, CONNECTORS, COURT_WORDS, GENERIC_NAME_WORDS } from './patterns.js';
import { NAME_SUFFIX } from './data/words.js';
import { asideBefore, DASH_TOKEN, describedBefore, JUDGE_NAME, PARTICIPANTS } from './asides.js';
import { labelledName, nameAfter, tableName } from './fields.js';
import { bridgedName } from './name-bridges.js';
import { blanked, headingAbove, headingBefore, marginNumber, pageMark, pageNumber } from './layout.js';
import { bare, clean, COMPANY_SUFFIX, endsSentence, FRAGMENT_OPENING, hasLetter, isSpace, isVersus, LOWER_VERSUS, NAME_TOKENS, NAME_WINDOW, NAME_WORD, tokensBefore, type Token } from './tokens.js';

/**
 * Names: the case name written before a citation group, read back word by word from the tokens until
 * something that is no part of a name (a clause's opening words, a sentence's end, a heading, another
 * citation), then trimmed of what a name does not hold (asides, case numbers, `supra`). Names written
 * in fields or table cells are read by fields.ts; asides about the court or judge by asides.ts.
 */

/** Words of a phrase that opens a sentence before a name: `In South Africa,`, `In the United Kingdom,`, `Recently,`. */
const INTRODUCTORY = new Set([...GENERIC_NAME_WORDS, 'united', 'kingdom', 'england', 'wales', 'canada', 'australia', 'new', 'zealand', 'america', 'states', 'us', 'uk', 'india', 'kenya', 'namibia', 'botswana', 'zimbabwe', 'germany', 'europe', 'european', 'law', 'practice', 'short', 'summary', 'conclusion']);

/** Words of a province's name (`KwaZulu Natal`, `KwaZulu-Natal`, `Western Cape`). */
const PLACE_WORDS = new Set(PROVINCE_WORDS);

/** Prepositions that stand inside a name only between name words. */
const LINKING = new Set(['on', 'to', 'with', 'by', 'from', 'at', 'against', 'in']);

/** Whether a token may stand inside a case name. */
function nameToken(token: Token): boolean {
  if (isVersus(token.raw)) return true;
  const word = bare(token.raw);
  if (!word) return /^[&(]$/.test(token.raw);
  if (word === '&' || /^t\/a$/i.test(word)) return true;
  if (/^['’‘`<>]n$/.test(token.raw)) return true; // Afrikaans `en 'n Ander` (`‘n`, `` `n ``, `<n`, `>n` as typeset and copied too)
  if (/^\[/.test(token.raw)) return false; // `[2019]`: a citation or a paragraph number
  if (NAME_WORD.test(word)) return true;
  return CONNECTORS.has(word.toLowerCase()) && word === word.toLowerCase();
}


/** `... 777 and Another`, `(No 2) and Others`, `..., 1996 and Another`: the `and` taken last joins a name's own end. */
const suffixAfterAnd = (taken: Token[]) => taken.length >= 2 && NAME_SUFFIX.has(bare(taken[taken.length - 2].raw).toLowerCase());

/** Words that say what a case did or was, never a party's: `Smith v Jones was followed [2020] ...`. */
const NOT_PARTY = new Set(['was', 'is', 'were', 'are', 'has', 'had', 'have', 'been', 'be', 'which', 'who', 'where', 'followed', 'applied', 'held', 'decided', 'confirmed', 'approved', 'said', 'found', 'stated', 'reported', 'cited', 'overruled', 'distinguished', 'considered', 'discussed', 'endorsed', 'explained', 'affirmed', 'reversed', 'upheld', 'but', 'with', 'approval', 'otherwise', 'further', 'facts', 'its', 'their', 'his', 'her', 'line', 'went', 'goes', 'agreed', 'relied', 'then', 'also', 'too']);

/** A word of the sentence about a case, not of its name: a verb's past (`agreed`, `distinguished`) or NOT_PARTY. */
const predicateWord = (word: string) => NOT_PARTY.has(word) || /^\p{Ll}{3,}ed$/u.test(word);

/**
 * A party written in lower case after `v` (`Smith v jones`, `Minister of safety and security`): the
 * word at tokens[i] is read as part of the name when a `v` stands at most eleven words to its left
 * (`Secretary of the Judicial Commission of Inquiry into Allegations of State Capture`),
 * with only words between (no comma, clause word or sentence end), and the name has not passed its
 * `v` yet. Otherwise the name would be read as absent, and an absent name confirms any citation.
 */
function lowerCaseParty(tokens: Token[], i: number, taken: Token[]): boolean {
  if (taken.some((t) => isVersus(t.raw))) return false;
  for (let j = i; j < Math.min(tokens.length, i + 12); j++) {
    const raw = tokens[j].raw;
    if (j > i && isVersus(raw)) return true;
    const word = bare(raw).toLowerCase();
    if (!/^\p{L}[\p{L}'’-]*$/u.test(bare(raw)) || /[,;:]$/.test(raw) || (j > i && endsSentence(raw))) return false;
    if (predicateWord(word) || (CLAUSE_WORDS.has(word) && !CONNECTORS.has(word))) return false;
  }
  return false;
}

/**
 * An applicant written in lower case just before the `v` (`glenister v president [2020] ZACC 12`, a
 * name typed without capitals): at most three words, none a clause word or a predicate. Read only
 * from the `v`, the name was `v president`, no name, and any citation was confirmed.
 */
function lowerCaseApplicant(token: Token, taken: Token[]): boolean {
  const v = taken.findIndex((t) => isVersus(t.raw));
  if (v < 0 || taken.length - 1 - v >= 3) return false;
  const word = bare(token.raw);
  return /^\p{Ll}[\p{Ll}'’-]*$/u.test(word) && !CLAUSE_WORDS.has(word) && !predicateWord(word) && !/[,;:]$/.test(token.raw)
    && taken.slice(v + 1).every((t) => /^\p{Ll}/u.test(bare(t.raw)));
}

/** A case number in brackets between the names and the citation: `(CCT 182/20)`, `(263/19)`, `(A 12/2019)`. */
const CASE_NUMBER = /^\((?:CCT|CA|JA|JR|LAC|SCA|[ACDJPR])?\s?\d{1,6}\/\d{2,4}\)$/i;

/** Words and brackets after a short name that are not part of it: `Grootboom (above)`, `the Glenister case,`. */
const AFTER_NAME = new Set(['(above)', '(supra)', 'above', 'supra', 'case', 'judgment', 'matter', 'decision', '(above),', '(supra),', '(unreported)', 'unreported']);

export interface WrittenName {
  name: string;
  start: number;
  end: number;
}

/** Whether `from`, a stop of the name reader, is the end of a citation (not the start of the text or a block). */
function citationEndsAt(text: string, from: number): boolean {
  return from > 0 && /[\d)\]]$/.test(text.slice(from - 1, from));
}

/**
 * The case name written before a citation group: read back word by word from `at`, never before
 * `from` (the end of the previous citation), stopping at a sentence end, a clause word and anything
 * that cannot stand in a name. Reads at most NAME_WINDOW characters, so its cost does not grow with
 * the text (no regular expression runs over the unbounded text before a citation).
 */
export function readCaseName(text: string, from: number, at: number, listed = false, fieldsFrom = from, end?: number): WrittenName | undefined {
  // (Where nothing before the citation names it, its record's name after it: fields.ts nameAfter.)
  return nameBefore(text, from, at, listed, fieldsFrom) ?? (end === undefined ? undefined : nameAfter(text, end));
}

function nameBefore(text: string, from: number, at: number, listed: boolean, fieldsFrom: number): WrittenName | undefined {
  const cell = tableName(text, from, at);
  if (cell !== undefined) return cell || undefined;
  const labelled = labelledName(text, Math.min(from, fieldsFrom), at);
  if (labelled !== undefined) return labelled || undefined;
  const aside = asideBefore(text, from, at);
  const described = aside === undefined ? describedBefore(text, from, at) : undefined;
  const name = readNameAt(text, from, aside ?? described ?? at);
  // `- [2001] ZACC 22: Fose v Minister ...\n- [1997] ZACC 6: ...`: a name right after the citation before,
  // past a colon or dash, is that citation's (a list written citation first).
  // (Only across a line break: `| [1997] ZACC 6 | Carmichele v Minister 2001 (4) SA 938 (CC) |` names the second in its own cell.)
  if (name && citationEndsAt(text, from) && /[\n\r]/.test(text.slice(name.end, at))
    && FOLLOWS_CITATION.test(text.slice(from, name.start) + (text[name.start] === '(' ? '(' : '')) && citationOpensLine(text, from)) return undefined;
  // `Sachs J (dissenting) [1995] ZACC 3`: an aside naming the judgment's author follows the judge, not the case.
  if (name && described !== undefined && JUDGE_NAME.test(name.name)) return undefined;
  if (name) return consolidated(text, from, name, listed);
  const bridged = bridgedName(text, from, at);
  if (bridged) return bridged;
  // Words in lower case between a full name and its citation (`Smith v Minister of Police as nominal
  // defendant [2022] ZACC 14`, `... v CSARS and four other cases [2019] ZACC 38`): the name is written,
  // and taken for none it would confirm any citation. Read before them when a `v` stands in the same
  // clause, unless the last of them introduces the citation (`X v Y as held in [2019] ZACC 12`).
  const tokens = tokensBefore(text, Math.max(from, at - NAME_WINDOW), at, 16);
  // `Smith v Jones: [2020] ZACC 12`: a colon between a full name and its citation introduces it; so
  // does one ending a line that holds the name alone (`Mankayi v Harmony Gold:\n[2011] ZACC 3`; not
  // `Cases following Smith v Jones:\n[2020] ZACC 12`, a list's heading).
  if (tokens.length && /^[^:]+:$/.test(tokens[0].raw) && versusAhead(tokens, 1, 11)) {
    const before = readNameAt(text, from, tokens[0].end - 1);
    if (!/[\n\r]/.test(text.slice(tokens[0].end, at))) return before;
    const alone = before && !/[\n\r]/.test(text.slice(before.start, tokens[0].end)) && /^[\s*_>•·-]*$/.test(text.slice(Math.max(from, text.lastIndexOf('\n', before.start) + 1), before.start));
    if (before && alone && fullName(` ${before.name} `)) return before;
  }
  let m = 0;
  while (m < tokens.length && m < 4 && /^\p{Ll}[\p{Ll}'’-]*$/u.test(tokens[m].raw)) m++;
  // (Not a predicate: `... distinguished Smith v Jones and held otherwise [2020] ZACC 12` cites Pridwin.)
  if (tokens.slice(0, m).some((t) => predicateWord(t.raw) || ['and', 'or', 'of', 'on', 'to', 'by'].includes(t.raw))) return undefined;
  // (Not across a line break: a footnote's citation on a line of its own belongs to no words before it.)
  if (m === 0 || m >= tokens.length || INTRODUCING.has(tokens[0].raw) || /[\n\r]/.test(text.slice(tokens[0].end, at)) || tokens.slice(0, m).some((t) => t.lineStart)) return undefined;
  return versusAhead(tokens, m, 12) ? readNameAt(text, from, tokens[m].end) : undefined;
}

/** Whether the citation ending at `end` opens its line (only a list's or a table's marks before it): it has no name before it. */
function citationOpensLine(text: string, end: number): boolean {
  const line = text.slice(text.lastIndexOf('\n', end - 1) + 1, end);
  const first = line.search(/[[(]?\d/);
  return first >= 0 && !/\p{L}/u.test(line.slice(0, first));
}

/** What stands between a citation and the name written after it for it: a colon, a dash, a bracket opened, a table's cell. */
const FOLLOWS_CITATION = /^[ \t]*(?:[:–—|-][ \t]*|\()$|^\t+$/;

/** The most case names one consolidated title joins with semicolons that are read. */
const CONSOLIDATED_NAMES = 4;

/**
 * A name read before a semicolon that is a citation's tail, not a name: a citation the patterns do not
 * know (`Smith v Anderson (1880) 15 Ch D 247 (CA) at 273; ...`), a report whose year was lost (`...
 * Corporation of South Africa Ltd (5) SA 245 (CC); ...`).
 */
const CITATION_LIKE = /\(\d{4}\)|\bat \d|\d\)? \p{Lu}[\p{L}.]*(?: \p{Lu}[\p{L}.]*)? \d{1,4}\b/u;

/**
 * A full name after a semicolon that ends another full name is one title of consolidated matters
 * (`Dawood v Minister of Home Affairs; Shalabi v Minister of Home Affairs; Thomas v Minister of Home
 * Affairs [2000] ZACC 8`): read from the citation back to the semicolon only, the record kept the
 * last name, and a citation written with the first was accused.
 */
function consolidated(text: string, from: number, name: WrittenName, listed: boolean): WrittenName {
  if (!fullName(` ${name.name} `)) return listed ? listedParties(text, from, name) : name;
  let out = name;
  for (let n = 1; n < CONSOLIDATED_NAMES && fullName(` ${out.name} `); n++) {
    let p = out.start;
    while (p > from && isSpace(text[p - 1])) p--;
    if (p <= from || text[p - 1] !== ';') break;
    const before = readNameAt(text, from, p - 1);
    if (!before || before.end !== p - 1 || !fullName(before.name) || CITATION_LIKE.test(before.name)) break;
    out = { name: `${before.name}; ${out.name}`, start: before.start, end: out.end };
  }
  return out;
}

/**
 * Parties listed after a full name, each after a semicolon (`National Union of Mineworkers & Others v Free
 * State Consolidated Gold Mines (Operations) Ltd; President Steyn Mine; President Brand Mine; Freddies
 * Mine, 1996 (1) SA 422 (A)`; the reported title's dash before the list too): the respondents of one
 * case, joined with commas (read to the last semicolon only, the name was `Freddies Mine`, a record's
 * name that no full name could be checked against). Unchanged where no full name stands within CONSOLIDATED_NAMES such parts. Read so in
 * official texts only (the records made from them): in a text sent for checking, `See Khosa v
 * Minister of Social Development; Pridwin 2020 (5) SA 327 (CC)` is a string of cases, and joined, the
 * genuine Pridwin citation was accused.
 */
export function listedParties(text: string, from: number, name: WrittenName): WrittenName {
  const parts = [name];
  let p = name.start;
  for (let n = 1; n <= CONSOLIDATED_NAMES; n++) {
    while (p > from && isSpace(text[p - 1])) p--;
    // (The reported title's dash before the list: `... (Operations) Ltd - President Steyn Mine; ...`.)
    if (p <= from || !(text[p - 1] === ';' || (/^[-–—]$/.test(text[p - 1]) && isSpace(text[p - 2] ?? '')))) break;
    let q = p - 1;
    while (q > from && isSpace(text[q - 1])) q--;
    const before = readNameAt(text, from, q);
    if (!before || before.end !== q || CITATION_LIKE.test(before.name)) break;
    parts.unshift(before);
    if (fullName(` ${before.name} `)) return { name: parts.map((x) => x.name).join(', '), start: before.start, end: name.end };
    p = before.start;
  }
  return name;
}

/** Whether a `v` stands among `count` tokens from tokens[from] leftwards, in the same clause (no `,;:` or sentence end before it). */
function versusAhead(tokens: Token[], from: number, count: number): boolean {
  for (let j = from; j < Math.min(tokens.length, from + count); j++) {
    if (isVersus(tokens[j].raw)) return true;
    if (/[,;:]$/.test(tokens[j].raw) || endsSentence(tokens[j].raw)) return false;
  }
  return false;
}

/** Words that introduce the citation after them: `as held in`, `see`, `per`, `applying`. */
const INTRODUCING = new Set(['in', 'at', 'see', 'per', 'by', 'from', 'to', 'under', 'following', 'applying', 'citing', 'quoting', 'cf', 'also', 'with', 'on', 'and', 'or', 'of', 'the', 'a', 'an', 'that', 'which', 'where', 'as', 'like', 'unlike', 'after', 'before', 'since', 'via', 'for', 'into', 'is', 'was', 'are', 'were', 'sien', 'vgl', 'soos', 'volgens', 'en', 'op']);

export function readNameAt(text: string, from: number, at: number): WrittenName | undefined {
  const lo = Math.max(from, at - NAME_WINDOW);
  let tokens = tokensBefore(text, lo, at, NAME_TOKENS); // right to left
  // What stands between the names and the citation: a comma, a case number, `(above)`, `above n 4,`, `and related matters`.
  let k = 0;
  while (k < tokens.length) {
    const raw = tokens[k].raw;
    if (raw === ',' || raw === '-' || raw === '–' || raw === '—' || raw === '(' || raw === '[' || AFTER_NAME.has(raw.toLowerCase().replace(/,$/, ''))) k++; // `Glenister v President ([2020] ZACC 12)`, `Smith v Jones — [2022] ZACC 14`
    else if (raw === 'at' && /^available$/.test(tokens[k + 1]?.raw ?? '')) k += 2; // `Smith v Jones, available at [2022] ZACC 14`
    else if (raw === 'also' && /^(?:reported|cited)$/.test(tokens[k - 1]?.raw ?? '')) k++; // `..., also reported as ...` (after `as reported`, below)
    else if (/^\[?\d{1,4}\]?,?$/.test(raw) && /^paras?\.?$/.test(tokens[k + 1]?.raw ?? '') && tokens[k + 2]?.raw === 'at') k += 3; // `Makwanyane at para 5 [2020] ZACC 12`
    else if (/^(?:at|as)$/.test(raw) && /^\(?(?:reported|cited)$/.test(tokens[k + 1]?.raw ?? '')) k += 2; // `X v Y, reported at 2020 (5) SA 327 (CC)`, `(reported as ...`
    else if (CASE_NUMBER.test(raw.replace(/,$/, ''))) k++;
    else if (pageMark(text, tokens[k])) k++;
    else if (/^\d{1,3},?$/.test(raw) && /^(?:n|fn|note)$/i.test(tokens[k + 1]?.raw ?? '')) k += 2; // `Pridwin above n 4, [2000] ZACC 19`
    else if (/^matters?,?$/.test(raw) && /^(?:related|other|another)$/.test(tokens[k + 1]?.raw ?? '') && tokens[k + 2]?.raw === 'and') k += 3; // `X v Y and related matters`
    else if (/^(?:cases?|matters?),?$/.test(raw) && /^others?$/.test(tokens[k + 1]?.raw ?? '') && /^(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)$/.test(tokens[k + 2]?.raw ?? '') && tokens[k + 3]?.raw === 'and') k += 4; // `X v Y and four other cases`
    else if (k + 1 < tokens.length && CASE_NUMBER.test(`${tokens[k + 1].raw} ${raw}`.replace(/,$/, ''))) k += 2;
    else break;
  }
  // A footnote number glued to a closing bracket: `Treatment Action Campaign (No 2)12 [2002] ZACC 15`.
  const glue = k < tokens.length ? /^(.*\))\d{1,3}$/.exec(tokens[k].raw) : null;
  if (glue) tokens[k] = { ...tokens[k], raw: glue[1], end: tokens[k].start + glue[1].length };
  // `This was explained in Pridwin. [2000] ZACC 19`: what ends a sentence is never a name's last word;
  // nor is a colon right before the citation, which introduces it (readCaseName reads the name before
  // it; `Minister of Safety and Security:` had been read as a colon inside a name, across a line break).
  if (k < tokens.length && (endsSentence(tokens[k].raw) || /:$/.test(tokens[k].raw))) return undefined;
  // `FOOTNOTES\n\n[2004] ZACC 15`: a heading above a citation opening its line is no name.
  if (k < tokens.length && tokens.slice(0, k).every((t) => /^[-–—]$/.test(t.raw) || pageNumber(text, t)) && headingAbove(text, at)) return undefined;
  tokens = tokens.slice(k);
  const taken: Token[] = [];
  // Page numbers passed over inside the name, left out of it.
  const pages: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    // (And a pleading's or transcript's line number inside a name: `Smith v\n6 Minister of Safety`,
    // `Minister of Safety\n15   and Security`. Read as a footnote's, the name was its tail.)
    if (taken.length && (pageMark(text, token) || marginNumber(text, token, tokens[i + 1], taken[taken.length - 1]))) {
      pages.push(token);
      continue;
    }
    // `Smith - v - Minister ...`: dashes standing beside the `v` are part of how it is written.
    // (A lower-case `v` only: `Part V – Fose v ...` numbers a part.)
    if (taken.length && DASH_TOKEN.test(token.raw) && (LOWER_VERSUS.test(taken[taken.length - 1].raw) || LOWER_VERSUS.test(tokens[i + 1]?.raw ?? ''))) continue;
    // A bracketed aside is part of the name whatever its words: `(Centre for Child Law as amicus curiae)`.
    if (/\)[,.]?$/.test(token.raw) && !token.raw.includes('(')) {
      // `470 C (waar Wet 56 van 1972 gegeld het) en Khumalo v ...`: an aside before `and` closes what
      // came before, not this name.
      if (taken.length && /^(?:and|&|en)$/.test(taken[taken.length - 1].raw) && !suffixAfterAnd(taken)) break;
      const open = tokens.findIndex((t, j) => j > i && t.raw.includes('(') && !t.raw.includes(')'));
      if (open > 0) {
        taken.push(...tokens.slice(i, open + 1));
        i = open;
        const before = tokens[i + 1];
        if (!before || endsSentence(before.raw)) break;
        continue;
      }
    }
    if (!nameToken(token)) {
      // `and another`, `& others`, `et al`, `en andere` end a party's name, at the end of the name or
      // before its `v` (`Smith and another v Speaker ...`: read only from the `v`, the name was the
      // respondent's alone, and a short name agrees with either side).
      if (!NAME_SUFFIX.has(bare(token.raw).toLowerCase()) && !lowerCaseParty(tokens, i, taken) && !lowerCaseApplicant(token, taken)) break;
    }
    // `rely on PAJA and on Grootboom`: a preposition is inside a name only after a name word (`Right to Know`, `Minister in the Presidency`).
    if (LINKING.has(token.raw) && !(tokens[i + 1] && /^(?:\p{Lu}|\p{Ll}+\p{Lu})/u.test(bare(tokens[i + 1].raw)) && !endsSentence(tokens[i + 1].raw))) break;
    // A name never ends in a semicolon: `...; 2020 4 BLLR 337 (CC); (2020) 41 ILJ` follows a member not read as a citation.
    if (!taken.length && /;$/.test(token.raw)) break;
    // `(1997) 59 SATC 383 and Hicklin v ...`: a number before `and` ends another citation, not a name.
    // `at 797E-F and Dikoko v ...`, `op 10E-F en Kett v ...`: a page pinpoint too.
    if (/^\d/.test(token.raw) && taken.length && /^(?:and|&|en)$/.test(taken[taken.length - 1].raw) && !suffixAfterAnd(taken)) break;
    // The same pinpoint written apart (`at 10 F - G and Beinash v Wixley`, `at 257 A-B and S v Nkata`):
    // its letters, after a page or a dash, are no party (read as one, `G and Beinash v Wixley` was a
    // record's name, and `G v Wixley` was confirmed by it).
    // (A page's break between them passed over: `at 573 E -\n14\nTHERON J\nG and Amcol ...`.)
    if (taken.length && /^(?:and|&|en)$/.test(taken[taken.length - 1].raw) && !suffixAfterAnd(taken) && /^[A-J](?:[-–][A-J])?,?$/.test(token.raw) && /^[-–]$|\d[A-J]?[-–]?$|^[A-J][-–]$/.test(tokenPast(text, tokens, i + 1)?.raw ?? '')) break;
    // A short name given to the case before (`... 1967 (2) SA 326 (D) ("Marais"), Madden v BP ...`, glued:
    // `("Mahabeer")en Klisser`) ends this one; an alias inside a name (`Smith ("Smith") v ...`) does not.
    if (taken.length && /^\(["“'‘][^)]*["”'’]\)[,;\p{L}]/u.test(token.raw)) break;
    // A footnote number at the start of a line (`13 Khumalo v MEC ...`) opens the footnote; years (four
    // digits) wrap onto lines, and so does a company's number before its suffix (`Blue Moonlight
    // Properties\n39 (Pty) Ltd`: read as a footnote's, the name was lost and any party confirmed).
    if (/^\d{1,3}$/.test(token.raw) && token.lineStart && !(taken.length && COMPANY_SUFFIX.test(taken[taken.length - 1].raw))) break;
    // So does one inside a line, a footnote moved into it (text reflowed: `the Basic Conditions of 1 Van Wyk v
    // Minister ...`), between a word in lower case and a full name: read through, the sentence's words were
    // the applicant's and the genuine citation was accused. (Not after a word that joins a name's parts,
    // `v`, `and`, `of`, `the`, `obo`, `van`, `die`, `as`: `X v 10 Tickets Ltd`, `Portion 1 of 46 Wadeville (Pty)
    // Ltd v ...`, `SATAWU obo 78 Members v Garvas`, `Beheerliggaam van 22 Cheviot Place v ...`.)
    if (/^\d{1,3}$/.test(token.raw) && taken.length && /^\p{Lu}/u.test(taken[taken.length - 1].raw) && taken.some((t) => isVersus(t.raw))
      && /^\p{Ll}+[,;]?$/u.test(tokens[i + 1]?.raw ?? '') && !CONNECTORS.has(tokens[i + 1].raw) && !/^(?:die|as)$/.test(tokens[i + 1].raw)) break;
    taken.push(token);
    const before = tokens[i + 1];
    if (!before || (token.lineStart && headingBefore(text, token, at, true))) break;
    // `REPUBLIC OF SOUTH AFRICA\nPage 4 of 23\nIn Mkontwana v ...`: a sentence opening (`In`, `See`) at the
    // start of a page's first line opens the name; the page's running header above is no part of it.
    if (token.lineStart && /^\p{Lu}\p{Ll}*$/u.test(token.raw) && INTRODUCING.has(token.raw.toLowerCase()) && pageNumber(text, before)) break;
    // A bracket or quotation opened and not closed within the name starts it: `(Daniels v Scribante ...`,
    // `“Hotz v ...`; a tab starts a table cell.
    // (Not a quotation closed further on in the name: `Smith v "the Minister" of Safety and Security` is
    // Smith's case; read from the quotation, the respondent alone confirmed Fose's citation.)
    const quoted = /^["“]/.test(token.raw) && taken.slice(0, -1).some((t) => /["”]/.test(t.raw));
    if ((/^[(“"‘]/.test(token.raw) && !/[)”"’]/.test(token.raw.slice(1)) && !/^['’‘`]n$/.test(token.raw) && !quoted) || token.tabBefore || (token.lineStart && before.tabBefore)) break;
    // `Khumalo v MEC for Education; KwaZulu Natal [2013] ZACC 49`: a place after a semicolon is a slip for a colon.
    const slip = /;$/.test(before.raw) && NAME_WORD.test(bare(before.raw)) && taken.every((t) => PLACE_WORDS.has(bare(t.raw).toLowerCase()));
    // (The words after a colon: `...: In re` continues the name, `Answer: In Glenister` does not.)
    if (!slip && endsSentence(before.raw, `${bare(token.raw)} ${taken.length > 1 ? bare(taken[taken.length - 2].raw) : ''}`)) break;
  }
  taken.reverse(); // left to right
  // Leading words that open the clause, connectors, numbers: `See also`, `In`, `the`, `13`.
  let s = 0;
  while (s < taken.length) {
    const word = bare(taken[s].raw);
    const lower = word.toLowerCase();
    const next = taken[s + 1] ? bare(taken[s + 1].raw).toLowerCase() : '';
    if (isVersus(next)) break; // `A v B`: a one-letter party, not the article
    // A name read from its `v` keeps it: the applicant could not be read (names.ts applicantUnread), and
    // the respondent alone, taken for a short name, had been checked as the whole name.
    if (isVersus(taken[s].raw)) break;
    // `A M v H M`: initials, a party's, not the article (read as one, the name was `M v H M` and accused `AM v HM`).
    // (`A. S v Dodo`: an outline's letter, with its point, is no initial.)
    if (taken[s].raw === 'A' && /^\p{Lu}\.?$/u.test(taken[s + 1] ? bare(taken[s + 1].raw) : '')) break;
    if ((lower === 'in' && next === 're') || (lower === 'ex' && next === 'parte')) break;
    // An opening phrase (data/openers.ts): `According to`, `Based on`, `Overruled by`, `Previously,`.
    const phrase = openingPhrase(taken, s);
    if (phrase) {
      s += phrase;
      continue;
    }
    if (CLAUSE_WORDS.has(lower) || /^\d+[.,]?$/.test(word) || (CONNECTORS.has(lower) && word === lower) || !hasLetter(word)) s++;
    else break;
  }
  // `of Safety and Security` at a block's start (`<p>Smith v Minister</p><p>of Safety ...`): a name never
  // opens with `of`, `and` or `for`; what follows them is part of a name cut off, no name of its own.
  // (Only where the reading ran into the stop before it: `... on behalf of Mavimbela and Uthukela District
  // Municipality (2023) 44 ILJ 1366 (SALGBC)`, an award's name in a 2025 judgment, stopped at `behalf`.)
  // (Not after a citation: `See Fose [1997] ZACC 6 and Hugo [2001] ZACC 22` names the second case Hugo.)
  if (s > 0 && FRAGMENT_OPENING.has(taken[s - 1].raw) && !taken.slice(s).some((t) => isVersus(t.raw)) && !/\S/.test(text.slice(from, taken[0].start)) && !citationEndsAt(text, from)) return undefined;
  let words = taken.slice(s);
  // `In South Africa, Economic Freedom Fighters v ...`: a place opening the sentence is not the name.
  {
    const comma = words.findIndex((t) => /,$/.test(t.raw));
    const versusAt = words.findIndex((t) => isVersus(t.raw));
    // (Not an office before its place: `Premier, Western Cape v President ...` names the Premier; cut
    // to `Western Cape v ...`, it agreed with the Executive Council of the Western Cape.)
    // (`Premier, Provinsie Mpumalanga en 'n Ander v ...` too.)
    const placeAfter = comma >= 0 && words.slice(comma + 1, comma + 3).some((t, n) => PLACE_WORDS.has(bare(t.raw).toLowerCase()) && (n === 0 || /^(?:province|provinsie)$/i.test(words[comma + 1].raw)));
    // (Not a short name before an aside, `Zealand, supra, [2008] ZACC 3`: nothing follows its comma.)
    if (comma >= 0 && comma < words.length - 1 && !placeAfter && (versusAt < 0 || comma < versusAt) && words.slice(0, comma + 1).every((t) => INTRODUCTORY.has(bare(t.raw).toLowerCase()))) {
      words = words.slice(comma + 1);
    }
  }
  // `Supreme Court of Appeal in X v Y`, `Full Court of the Western Cape Division, X v Y`: the court comes before the name.
  const versus = words.findIndex((t) => isVersus(t.raw));
  for (let c = (versus < 0 ? words.length : versus) - 1; c > 0; c--) {
    // `O'Regan J in S v Coetzee`, `the SCA in X v Y`: `in` before a name is the clause, not the name
    // (`Minister in the Presidency` keeps it: an article follows; not one opening a name, `Applied in
    // The Citizen 1978 (Pty) Ltd v McBride`).
    const next = words[c + 1] ? bare(words[c + 1].raw).replace(/^re$/i, 're') : '';
    if (words[c].raw === 'in' && next !== 'the' && next !== 're' && c + 1 < words.length) {
      words = words.slice(c + 1);
      break;
    }
    const cut = /,$/.test(words[c - 1].raw) ? c : -1;
    if (cut > 0 && words.slice(0, cut).some((t) => COURT_WORDS.has(bare(t.raw).toLowerCase()))) {
      words = words.slice(cut);
      break;
    }
  }
  if (!words.length) return undefined;
  let end = words[words.length - 1].end;
  // A footnote number glued to the first word (`13Khumalo`), or a bracket or quotation the name opens
  // and does not close (`(Daniels v Scribante ...`).
  const whole = text.slice(words[0].start, end);
  // (A straight quotation mark opens where the name holds an odd number of them: a JSON string's, `"Mokoena v ...`.)
  const opens = (/^[(“‘]/.test(whole) && (whole.match(/[(“‘]/g)?.length ?? 0) > (whole.match(/[)”’]/g)?.length ?? 0)) || (whole[0] === '"' && (whole.match(/"/g)?.length ?? 0) % 2 === 1);
  let start = words[0].start + (opens ? 1 : (words[0].raw.match(/^\d{1,3}(?=\p{Lu})/u)?.[0].length ?? 0));
  while (opens && (text[start] === '*' || text[start] === '_')) start++;
  let name = clean(blanked(text, start, end, pages));
  // A trailing comma or a footnote number glued to the last word (`Minister12`).
  const glued = /\p{L}(\d{1,3}),?$/u.exec(name);
  if (glued) {
    name = name.slice(0, glued.index + 1);
    end = start + text.slice(start, end).lastIndexOf(glued[1]);
  }
  // (And a CSV field's end before the citation's field: `"Mokoena v Standard Bank","[2004] ZASCA 1"`.)
  name = name.replace(/"\s*,\s*"?$/, '').replace(/[,:]$/, '').trim();
  // A bracket closed that the name never opened: what came before it is the end of an aside whose start
  // was not read (`Institute for Democracy in South Africa and Another as Amici Curiae) (No 2)` after a
  // page's break), no party's name (read as one, the genuine citation was accused).
  // (One closing the name itself closes a bracket opened before it, `(see Fose v Minister ...) [2000] ZACC 19`:
  // only it is left out.)
  // (Only an aside of those who took part, `as Amici Curiae)`, `Intervening)`: `Smith Pty) Ltd v ...` is a
  // name mistyped, and cut at its bracket its wrong applicant was hidden.)
  const unopened = closedUnopened(name);
  let cut = false;
  if (unopened === name.length - 1) name = name.slice(0, -1).trim();
  else if (unopened >= 0 && PARTICIPANTS.test(name.slice(0, unopened))) {
    name = name.slice(unopened + 1).trim();
    cut = true;
  }
  // A whole name in brackets (`(Fose v Minister of Safety and Security) [1997] ZACC 6`): its brackets are no part of it.
  if (/^\([^()]+\)$/.test(name) && /\sv\.?\s/.test(name)) name = name.slice(1, -1);
  if (!/[“"]/.test(name.slice(0, -1))) name = name.replace(/["”]$/, ''); // the closing quote of a quoted name
  if (!name) return undefined;
  const significant = name
    .replace(/\([^()]*\)/g, ' ')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  // (Not a name with a `v`: `Minister of Justice v Speaker` names two parties, however generic their words.)
  const versusName = (cut ? /\s(?:v|vs|versus)\.?\s/i.test(` ${name} `) : words.some((t) => isVersus(t.raw))) && !applicantUnread(name) && !/\s(?:v|vs|versus)\.?$/i.test(name);
  if (!versusName && !/^(?:ex\s+parte|in\s+re)\b/i.test(name) && significant.every((w) => GENERIC_NAME_WORDS.has(w) || CONNECTORS.has(w))) return undefined;
  return { name, start, end };
}

/**
 * How many of `taken`'s words from `s` are an opening phrase (data/openers.ts): its first word by its form
 * or its class, then its prepositions, and a name's word after them that is not the `v` of a party.
 */
function openingPhrase(taken: Token[], s: number): number {
  const raw = taken[s].raw;
  const word = bare(raw);
  let n = 1;
  while (n < 3 && s + n < taken.length && !/,$/.test(taken[s + n - 1].raw) && OPENING_PREPOSITIONS.includes(taken[s + n].raw)) n++;
  const opener = (/^\p{Lu}/u.test(word) && OPENING_WORDS.words.includes(word.toLowerCase())) || (n > 1 && OPENING_FORM.test(word)) || OPENING_ADVERB.test(raw);
  const next = taken[s + n];
  // (Nothing after it: `Overruled by [2011] ZACC 6`, a citation without names.)
  return opener && (!next || /^(?:the|a|an)$/.test(next.raw) || (NAME_WORD.test(bare(next.raw)) && !isVersus(next.raw))) ? n : 0;
}

/** tokens[n], or the first token after it that is no page's number or running header. */
function tokenPast(text: string, tokens: Token[], n: number): Token | undefined {
  let k = n;
  while (k < tokens.length && k < n + 6 && pageMark(text, tokens[k])) k++;
  return tokens[k];
}

/** Where a name's last `)` without its `(` stands; -1 when every bracket closed was opened. */
function closedUnopened(name: string): number {
  let depth = 0;
  let last = -1;
  for (let i = 0; i < name.length; i++) {
    if (name[i] === '(') depth++;
    else if (name[i] === ')') {
      if (depth === 0) last = i;
      else depth--;
    }
  }
  return last;
}
