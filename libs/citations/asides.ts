import { JUDGE_TITLE } from './data/judges.js';
import { fullName } from './names.js';
import { isSpace, NAME_WINDOW, tokensBefore } from './tokens.js';

/**
 * Asides between a name and its citation: the court, judge or date written in brackets or after a
 * dash (`(Constitutional Court, 2019)`), and the amici or interveners of a title, passed over.
 */

/** A court, as an aside names the one that gave the judgment (words joined by single spaces). */
const ASIDE_COURT = String.raw`(?:the )?(?:(?:s\.? ?afr\.? ?)?const\.? ?ct\.?|constitutional court|supreme court of appeal|sca|cc|high court|labour (?:appeal )?court|full (?:court|bench)|appellate division|competition appeal court|electoral court|land claims court)(?: of south africa)?`;
const ASIDE_MONTH = String.raw`(?:january|february|march|april|may|june|july|august|september|october|november|december)`;
const ASIDE_YEAR = String.raw`(?:1[89]|20)\d\d`;
const ASIDE_DATE = String.raw`(?:\d{1,2} ${ASIDE_MONTH} ${ASIDE_YEAR}|${ASIDE_MONTH} \d{1,2},? ${ASIDE_YEAR}|${ASIDE_YEAR})`;
/** A judge, as an aside names one: `Langa CJ`, `Sachs J`, `Kentridge AJ`. */
const ASIDE_JUDGE = String.raw`\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)? ${JUDGE_TITLE.toLowerCase()}`;
/**
 * What a writer says of a case between its name and its citation, without naming another (its words
 * joined by single spaces): where it is cited, which court gave it and when, the paragraphs meant, the
 * judge, where the copy came from.
 */
const ASIDE = new RegExp(
  `^(?:${[
    String.raw`(?:cited|quoted|discussed|mentioned|referred to)(?: (?:above|supra|earlier|before))?|above|supra|op\.? ?cit\.?|loc\.? ?cit\.?|ibid\.?`,
    String.raw`(?:an? |the )?(?:${ASIDE_YEAR} )?(?:(?:unreported|reported|majority|unanimous) )?(?:judgment|decision|ruling)(?: (?:of|by|in|from) ${ASIDE_COURT})?(?:,? (?:(?:delivered|decided|handed down|given) )?(?:of|on|in|dated) ${ASIDE_DATE})?`,
    String.raw`(?:decided|delivered|handed down|heard|dated) (?:(?:on|in) )?${ASIDE_DATE}`,
    String.raw`at (?:(?:paras?\.?|paragraphs?|pp?\.?) )?\[?\d{1,4}\]?[a-j]?(?: ?(?:[-–,&]|to|and) ?\[?\d{1,4}\]?[a-j]?){0,8}`,
    String.raw`(?:per )?${ASIDE_JUDGE}(?: \((?:majority|minority|dissenting|concurring)\))?`,
    ASIDE_COURT,
    String.raw`(?:(?:on|in) )?${ASIDE_DATE}`,
    String.raw`za|rsa|saflii|juta|lexisnexis|majority|minority|dissent(?:ing)?|concurring|unreported|per curiam`,
  ].join('|')})$`,
  'iu',
);
/** The most words an aside holds. */
const ASIDE_WORDS = 12;
/** The most asides passed over one after another (`, cited above, at para 60,`). */
const ASIDES = 3;
/** The most characters of a bracketed aside. */
const BRACKETED_ASIDE = 80;
export const DASH_TOKEN = /^[-–—]$/;
/** A judge's surname and title (`Sachs J`, `Chaskalson P`): what stands before an aside naming the judgment's author is no case name (`S v P` is). */
export const JUDGE_NAME = new RegExp(String.raw`^(?:\p{Lu}[\p{L}'’-]+ )+${JUDGE_TITLE}$`, 'u');

/**
 * Where the name ends before the asides about the case between it and its citation (`Smith v Napier,
 * cited above, [2007] ZACC 5`, `AB v Pridwin Preparatory School (SAFLII) [2020] ZACC 12`, `Barkhuizen v
 * Napier — Constitutional Court — [2020] ZACC 12`, `Smith v Napier at paras 14 to 16, [2007] ZACC 5`);
 * undefined when there is none. Read through, an aside either hid the name (a wrong citation
 * confirmed without it) or was read into it (a genuine one accused: the thirteenth audit). Only asides
 * that describe the case itself are passed over, the longest that reads as one (`, delivered on June
 * 5, 1997,`), at most ASIDES of them.
 */
export function describedBefore(text: string, from: number, at: number): number | undefined {
  let end: number | undefined;
  for (let n = 0; n < ASIDES; n++) {
    const before = asideEnd(text, from, end ?? at);
    if (before === undefined) break;
    end = before;
  }
  return end;
}

/** Where the name ends before the one aside right before `at` (above); undefined when none stands there. */
function asideEnd(text: string, from: number, at: number): number | undefined {
  // ` (<aside>)`, ` [<aside>]`, a comma after it or not (read from the text: the words' reader leaves brackets out).
  let p = at;
  while (p > from && (isSpace(text[p - 1]) || text[p - 1] === ',')) p--;
  const close = text[p - 1];
  if (close === ')' || close === ']') {
    const open = text.lastIndexOf(close === ')' ? '(' : '[', p - 2);
    const inside = open >= Math.max(from, p - BRACKETED_ASIDE) ? text.slice(open + 1, p - 1) : '';
    if (inside && !/[()[\]]/.test(inside) && ASIDE.test(inside.trim().replace(/\s+/g, ' '))) {
      let q = open;
      while (q > from && isSpace(text[q - 1])) q--;
      return q > from ? q : undefined;
    }
  }
  const tokens = tokensBefore(text, Math.max(from, at - NAME_WINDOW), at, ASIDE_WORDS + 2); // right to left
  if (tokens.length < 2) return undefined;
  const words = (a: number, b: number) => tokens.slice(a, b + 1).reverse().map((t) => t.raw).join(' ');
  const last = tokens[0].raw;
  let found: number | undefined;
  for (let j = 1; j < tokens.length; j++) {
    const raw = tokens[j].raw;
    // `, <aside>,` (the name's last word carries the first comma), or ` at paras 14 to 16,`.
    if (/,$/.test(last) && /,$/.test(raw) && ASIDE.test(words(0, j - 1).slice(0, -1))) found = tokens[j].end;
    else if (/,$/.test(last) && tokens[j - 1].raw === 'at' && /^at /.test(ASIDE.exec(words(0, j - 1).slice(0, -1))?.[0] ?? '')) found = tokens[j].end;
    // ` — <aside> —`.
    else if (DASH_TOKEN.test(last) && DASH_TOKEN.test(raw) && j > 1 && ASIDE.test(words(1, j - 1))) found = tokens[j + 1]?.end;
  }
  return found;
}

/** Words of an aside about who else took part: `(... and Others as Amici Curiae`, `(X Intervening`. */
export const PARTICIPANTS = /\b(?:amic[iu]s|curiae|intervening|interveners?)\b/i;

/**
 * Where an aside opened and not closed before a citation begins (`Soobramoney v Jordan (Sex Workers
 * ... as Amici Curiae [2002] ZACC 22`, as a title is sometimes printed): read from the bracket, the
 * name was the amici alone, and any parties before it agreed. Undefined when there is none.
 */
export function asideBefore(text: string, from: number, at: number): number | undefined {
  const lo = Math.max(from, at - NAME_WINDOW);
  const window = text.slice(lo, at);
  const open = window.lastIndexOf('(');
  if (open < 0 || window.indexOf(')', open) >= 0) return undefined;
  const inside = window.slice(open + 1);
  return PARTICIPANTS.test(inside) && !fullName(` ${inside} `) ? lo + open : undefined;
}
