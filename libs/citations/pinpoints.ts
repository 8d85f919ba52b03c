import { clean } from './tokens.js';

/**
 * Pinpoints written after a citation group: paragraphs of a judgment (`at para 45`, `[45]`) or a
 * page of a law report (`at 398C-D`).
 */

/** A pinpoint written after a citation group: paragraphs of a judgment, or a page of a law report. */
export interface Pinpoint {
  /** As written: `at para 45`, `at paras 86 and 89-90`, `[45]`, `at 398C-D`. */
  cited: string;
  /** Paragraph numbers it names (ranges spelled out); empty for a page pinpoint. */
  paragraphs: number[];
  /** A page (with its letters) of a law report: `398C-D`. */
  page?: string;
  /** Where it ends in the text. */
  end: number;
}

/** How far after a group a pinpoint is looked for. */
const PINPOINT_WINDOW = 120;
const SPACE = '[\\s\\u200b-\\u200d\\u2060]';
// `(Hoërskool Ermelo) at para 96–7`: a short name given in brackets may stand between, and so may the
// date SAFLII prints with a neutral citation (`[2025] ZASCA 1 (7 January 2025) para 35`).
const PINPOINT_NICKNAME = new RegExp(`^${SPACE}*\\([^()\\n]{1,60}\\)`);
// `Vantage Goldfields ([2025] ZASCA 1) para [35]`: the bracket the citation was written in closes
// before its pinpoint.
const CLOSING_BRACKET = new RegExp(`^${SPACE}*\\)`);
/** Brackets looked past, at most: a citation's date, then the bracket it was written in. */
const BRACKETS_PAST = 3;
// A paragraph number in brackets: three digits at most (`[2007]` is a year, of a citation).
const BRACKETED_NUMBER = '\\[\\d{1,3}\\]';
const JOINED = `${SPACE}*(?:[-–—,&]|to|and)${SPACE}*`;
// A list is bracketed throughout or not at all (`paras [35]-[37]`, `paras 35-37`): a bracketed number
// after a bare one is a footnote reference as SAFLII prints them (`at para 35,[12] the Court`).
const NUMBERS = `(${BRACKETED_NUMBER}(?:${JOINED}${BRACKETED_NUMBER}){0,12}|\\d{1,4}(?:${JOINED}\\d{1,4}){0,12})`;
const LEAD = `^${SPACE}*(?:,${SPACE}*)?`;
const PARAGRAPHS = new RegExp(`${LEAD}(?:at${SPACE}+)?(?:para?s?\\.?|paragraphs?)${SPACE}*${NUMBERS}`);
const BRACKETED = new RegExp(`${LEAD}(?:at${SPACE}+)?(${BRACKETED_NUMBER}(?:${JOINED}${BRACKETED_NUMBER}){0,12})`);
const PAGE = new RegExp(`${LEAD}at${SPACE}+(\\d{1,4}[A-J]?(?:${SPACE}*[-–—]${SPACE}*\\d{0,4}[A-J]?)?)\\b`);

/** `86 and 89-90` -> [86, 89, 90]; `74–5` -> [74, 75] (the end of a range written short). */
function paragraphNumbers(list: string): number[] {
  const out: number[] = [];
  const parts = list.replace(/[[\]]/g, '').split(/[,&]|\band\b/).map((p) => p.trim());
  for (const part of parts) {
    const range = /^(\d+) ?(?:[-–—]|to) ?(\d+)$/.exec(part.replace(/\s+/g, ' '));
    if (range) {
      const from = Number(range[1]);
      let to = Number(range[2]);
      if (to < from) to = Number(range[1].slice(0, range[1].length - range[2].length) + range[2]);
      for (let n = from; n <= to && n - from < 200; n++) out.push(n);
    } else if (/^\d+$/.test(part.trim())) out.push(Number(part.trim()));
  }
  return out;
}

/** The pinpoint written right after a citation group ending at `end`, if any. */
export function pinpointAfter(text: string, end: number): Pinpoint | undefined {
  let at = end;
  let window = text.slice(at, at + PINPOINT_WINDOW);
  for (let i = 0; i < BRACKETS_PAST; i++) {
    const past = PINPOINT_NICKNAME.exec(window) ?? CLOSING_BRACKET.exec(window);
    if (!past) break;
    at += past[0].length;
    window = text.slice(at, at + PINPOINT_WINDOW);
  }
  for (const form of [PARAGRAPHS, BRACKETED]) {
    const m = form.exec(window);
    // (A bracketed number glued to what it follows, `ZASCA 1)[12]`, is a footnote reference.)
    if (m && !(form === BRACKETED && m[0].startsWith('['))) {
      const startAt = at + m[0].search(/\S/);
      return { cited: clean(text.slice(startAt, at + m[0].length)), paragraphs: paragraphNumbers(m[1]), end: at + m[0].length };
    }
  }
  const page = PAGE.exec(window);
  if (page) {
    const startAt = at + page[0].search(/\S/);
    return { cited: clean(text.slice(startAt, at + page[0].length)), paragraphs: [], page: page[1], end: at + page[0].length };
  }
  return undefined;
}
