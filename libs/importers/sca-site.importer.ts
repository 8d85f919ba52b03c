import path from 'node:path';
import type { LibraryDocument } from '#libs/library/model.js';
import type { Batch } from './batch.js';
import { writtenDate } from './dates.js';
import type { JudgmentParts } from './judgments.js';
import { firstLineHas, jsonLines, requireString } from './jsonlines.js';
import { documentErrors } from './validate.js';

/**
 * Where the texts come from: the compilation carries no link to each judgment on the Court's site, so
 * the link is the compilation at the commit the texts were taken from (see docs/library.md).
 */
export const SCA_SITE_SOURCE = 'https://github.com/dsfsi/zasca-sum/blob/ded7c5436919a261815dfd1c730612af0f111a76/all_judgments_5.tsv';

/** Is this JSON Lines text the Supreme Court of Appeal site's judgments (`sca_site_j_no`, `text`)? */
export function isScaSite(firstLine: string): boolean {
  return firstLineHas(firstLine, 'sca_site_j_no', 'text');
}

// English and Afrikaans forms of the words of a 1999 SCA cover page.
const JUDGMENT_START = /\n\s*(J\s*U\s*D\s*G\s*M\s*E\s*N\s*T|U\s*I\s*T\s*S\s*P\s*R\s*A\s*A\s*K)\s*\n/;
const CASE_NUMBER = /(?:Case ?(?:No|Number)\.?|Saak ?(?:nommer|Nr)\.?)(?: ?: ?| )?(\d+ ?\/ ?\d+)/gi;
const DELIVERED = /(?:Delivered|DATE\s+DELIVERED|DATE\s+OF\s+DELIVERY|DELIVERY\s+DATE|Date\s+of\s+judgment|JUDGMENT\s+DATE|Datum\s+gelewer|LEWERINGSDATUM|Gelewer)\s*:?/i;
const PARTIES_START = /In\s+(?:the|die)\s+(?:matters?|saak)\s+(?:between|of|tussen)\s*:?|Insake(?:\s+die\s+app[eè]l\s+van)?/i;
// The bench follows the names: `Court:`, `Coram`, `Hof:`, `Composition of the court`, `Before:`.
const PARTIES_END = /\n\s*(?:Court|Coram|Hof|Composition|Before)\b/i;
// A further matter decided in the same judgment: only the first names the case.
const NEXT_MATTER = /^(?:And\s+in\s+the\s+matter|Case\s*(?:no|number))/i;
const ORDINAL = '(?:First|Second|Third|Fourth|Fifth|Sixth|F O U R T H|\\d+(?:st|nd|rd|th)|Eerste|Tweede|Derde|Vierde|Vyfde|Sesde|Sewende|Agste|Negende)';
// The role written after (or below) a name; its side: appellants and applicants, or respondents.
const ROLE = new RegExp(`(?:^|\\s+)(?:${ORDINAL}\\s+)?(Appellants?|Applicants?|Applikante?|Respondents?|Respondente|Amicus\\s+Curiae)$`, 'i');
const SIDES = /^(?:and|en)$/i;

/** Case names from the cover page: `FIRST APPELLANT and Others v FIRST RESPONDENT`, as written. */
export function scaParties(head: string): string | undefined {
  const start = head.search(PARTIES_START);
  if (start < 0) return undefined;
  const rest = head.slice(start).replace(PARTIES_START, '');
  const end = rest.search(PARTIES_END);
  const sides: [string[], string[]] = [[], []];
  let side = 0;
  let pending = '';
  for (const raw of (end > 0 ? rest.slice(0, end) : rest).split('\n')) {
    const line = raw.replace(/\s+/g, ' ').trim();
    if (NEXT_MATTER.test(line) && sides[0].length && sides[1].length) break;
    // Bracketed notes (`(Beskuldigde 2 in Hof a quo)`, `(1)`) and case numbers are not names.
    if (!line || /^\(.*\)$/.test(line) || NEXT_MATTER.test(line)) continue;
    if (SIDES.test(line)) {
      if (pending) sides[side].push(pending);
      pending = '';
      side = 1;
      continue;
    }
    const role = line.match(ROLE);
    if (role) {
      const name = [pending, line.slice(0, role.index)].join(' ').trim();
      pending = '';
      if (/^amicus/i.test(role[1])) continue;
      side = /^respond/i.test(role[1]) ? 1 : 0;
      if (name) sides[side].push(name);
    } else pending = [pending, line].join(' ').trim();
  }
  if (pending) sides[side].push(pending);
  const [first, second] = sides;
  if (!first.length || !second.length) return undefined;
  const others = (list: string[]) => (list.length === 1 ? '' : list.length === 2 ? ' and Another' : ' and Others');
  return `${first[0]}${others(first)} v ${second[0]}${others(second)}`;
}

/** What a 1999 cover page states: case numbers, delivery date, case names. */
export function scaHeader(text: string): { caseNumbers: string[]; delivered?: string; parties?: string } {
  const end = text.search(JUDGMENT_START);
  const head = text.slice(0, end > 0 ? end : 3000);
  const caseNumbers = [...new Set([...head.matchAll(CASE_NUMBER)].map((m) => m[1].replace(/\s+/g, '')))];
  const at = head.search(DELIVERED);
  const delivered = at >= 0 ? writtenDate(head.slice(at).replace(DELIVERED, '').slice(0, 60)) : undefined;
  return { caseNumbers, delivered, parties: scaParties(head) };
}

// Eleven of the compilation's texts print the double quotes as `A` (opening) and `@` (closing), a
// code page's mapping: `the Apay weekend@`, `(Athe suretyship@)`. Repaired only where that is
// unambiguous: a closing `@` right after a word, and between it and the blank line or `@` before it
// exactly one word that begins with a capital A whose rest is a word of the compilation (written in
// lower case somewhere) while the whole, in lower case, is none (`Apay`: `pay`, never `apay`;
// `African` and `Act` are words). Elsewhere both marks stay as printed: 163 of the 295 pairs.
const CLOSING = /(?<=\S)@/g;
const OPENING = /(?<=^|[\s([>=/])A([a-z]+)/g;
// How far back the opening quote of a closing one is looked for.
const QUOTE_REACH = 400;

/** The words the texts write in lower case: `pay`, `the` (never the `A`-glued forms of a quote). */
export function lowerCaseWords(texts: string[]): Set<string> {
  const words = new Set<string>();
  for (const text of texts) for (const m of text.matchAll(/(?<![A-Za-z])[a-z]+/g)) words.add(m[0]);
  return words;
}

/** The text with each unambiguous `A` ... `@` pair written as the court wrote it, `“` ... `”`. */
export function repairQuotes(text: string, words: Set<string>): string {
  if (text.includes('\u201c') || !text.includes('@')) return text;
  // Positions are UTF-16 units, as matchAll gives them.
  const units = text.split('');
  for (const close of text.matchAll(CLOSING)) {
    const at = close.index!;
    const from = Math.max(0, at - QUOTE_REACH);
    let window = text.slice(from, at);
    const cut = Math.max(window.lastIndexOf('@'), window.lastIndexOf('\n\n'));
    const base = cut >= 0 ? from + cut + 1 : from;
    window = text.slice(base, at);
    const openings = [...window.matchAll(OPENING)].filter((m) => words.has(m[1]) && !words.has(`a${m[1]}`));
    if (openings.length !== 1) continue;
    units[base + openings[0].index!] = '\u201c';
    units[at] = '\u201d';
  }
  return units.join('');
}

/**
 * Supreme Court of Appeal judgments of 1999 from the Court's site (`zasca_1999_sca_site.jsonl`): the
 * official texts (9 in Afrikaans), with no neutral citations (SAFLII assigned those later, and the
 * texts do not carry them). Only the texts are used (the compilation has no licence): case numbers,
 * date and names are read from each judgment's cover page; the record's case number is checked
 * against it and the text's kept.
 */
export function readScaSite(file: string, content: string, batch: Batch, parts: JudgmentParts): void {
  const records = [...jsonLines(file, content, batch)];
  const words = lowerCaseWords(records.flatMap(({ obj }) => (typeof obj.text === 'string' ? [obj.text] : [])));
  for (const { line, obj } of records) {
    const number = obj.sca_site_j_no === undefined ? undefined : String(obj.sca_site_j_no);
    const printed = requireString(file, line, obj, 'text', batch);
    const text = printed && repairQuotes(printed, words);
    if (!number || !/^\d+$/.test(number)) {
      batch.reject({ file, line, field: 'sca_site_j_no', message: 'required, the site\'s judgment number' });
      continue;
    }
    if (!text) continue;
    const header = scaHeader(text);
    const recordNumber = typeof obj.case_no === 'string' && obj.case_no.trim() ? obj.case_no.replace(/\s+/g, '') : undefined;
    if (recordNumber && header.caseNumbers.length && !header.caseNumbers.includes(recordNumber)) {
      batch.warn({ file, line, field: 'case_no', message: `the record gives ${recordNumber}, the text ${header.caseNumbers.join(', ')}: the text's is kept` });
    }
    const caseNumber = header.caseNumbers.join('; ') || recordNumber;
    const year = header.delivered?.slice(0, 4) ?? (typeof obj.year === 'string' ? obj.year : '1999');
    const doc: LibraryDocument = {
      key: `sca-site/${year}/${number}`,
      type: 'judgment',
      title: header.parties ?? `Supreme Court of Appeal case ${caseNumber ?? `(site judgment ${number})`}`,
      url: SCA_SITE_SOURCE,
      court: 'Supreme Court of Appeal',
      text,
      source: `sca-site:${path.basename(file)}`,
    };
    if (header.delivered) doc.date = header.delivered;
    if (caseNumber) doc.case_number = caseNumber;
    if (header.parties) doc.parties = header.parties;
    const errors = documentErrors(doc);
    if (errors.length) {
      for (const e of errors) batch.reject({ file, line, field: e.field, message: e.message });
      continue;
    }
    parts.judgments.set(`sca-site:${number}`, { file, line, doc });
  }
}
