import { BRIDGE_WORDS, COURT_NAME_WORDS, REPORTING_WORDS } from './data/bridges.js';
import { applicantUnread, fullName } from './names.js';
import { readNameAt, type WrittenName } from './name-reader.js';
import { bare, endsSentence, NAME_WINDOW, NAME_WORD, tokensBefore, trimEnd } from './tokens.js';

/**
 * Names a few words before their citation: the name, then what the case is or where it is reported,
 * then the citation (data/bridges.ts).
 */

/** What ends a name before the words after it: `Bank,`, `Bank;`, `Bank ...`. */
const NAME_END_MARKS = new Set([',', ';', '.', '…']);
/** The most words between a name and its citation that bridgedName reads across. */
const BRIDGE_TOKENS = 14;
const BRIDGE_MARK = /^(?:\.{3}|[…;,–—-])$/;
const MONTH = /^(?:january|february|march|april|may|june|july|august|september|october|november|december)$/i;

/**
 * A full name, then words that say what the case is or where it is reported (data/bridges.ts), then the
 * citation: `Mokoena v Standard Bank, decided by the SCA in [2004] ZASCA 1`, `X v Y is reported as ...`,
 * `X v Y ... [cit]`, `X v Y; [cit]`. Within a line, never across a sentence's end; a word relating the
 * name to another case (`followed`, `applied`) or any other word ends the bridge, and nothing is read.
 */
export function bridgedName(text: string, from: number, at: number): WrittenName | undefined {
  const tokens = tokensBefore(text, Math.max(from, at - NAME_WINDOW), at, BRIDGE_TOKENS + 1);
  for (let m = 0; m < tokens.length && m <= BRIDGE_TOKENS; m++) {
    const t = tokens[m];
    if (/[\n\r]/.test(text.slice(t.end, m ? tokens[m - 1].start : at))) return undefined;
    const word = t.raw.replace(/[,;]$/, '');
    // The name's last word, with what ends it: `Bank,`, `Bank;`, `Bank ...`.
    const last = m > 0 || /[,;]$/.test(t.raw) ? bare(word) : '';
    if (last && NAME_WORD.test(last) && !COURT_NAME_WORDS.has(last.toLowerCase()) && !MONTH.test(last) && !/^\d+$/.test(last)) {
      const end = t.start + trimEnd(t.raw, NAME_END_MARKS).length;
      const name = readNameAt(text, from, end);
      return name && fullName(` ${name.name} `) && !applicantUnread(name.name) ? name : undefined;
    }
    if (endsSentence(t.raw) && m > 0) return undefined;
    const lower = word.toLowerCase();
    const bridge = BRIDGE_MARK.test(t.raw) || BRIDGE_WORDS.words.includes(word) || COURT_NAME_WORDS.has(lower) || MONTH.test(word) || /^\(?\d{1,4}\)?$/.test(word)
      || (word === 'and' && m > 0 && REPORTING_WORDS.includes(tokens[m - 1].raw));
    if (!bridge) return undefined;
  }
  return undefined;
}
