import { actTitleKey } from '#libs/citations/names.js';
import type { Batch } from './batch.js';
import { KNOWN_PROVINCIAL, PROVINCES } from './act-records.importer.js';
import { firstLineHas, jsonLines, requireString } from './jsonlines.js';

/**
 * Act records read from official texts rank below every other source of Act records (the by-law
 * references, assent data, interchange files): where another source records the same Act number and
 * year, that record stands, and a different title is reported as a warning (resolve), never dropped
 * unseen. A row supported by one document can carry its writer's slip.
 */
export const NATIONAL_ACT_PRIORITY = 0;

const CONFIDENCES = ['cited in 2+ documents', 'single citing document'];

/** A title that names no Act: `Provincial Act 10 of 1998` is a reference, not a short title. */
const GENERIC_TITLE = /^(?:the\s+)?(?:provincial|national|principal|this|that|said|amendment)\s+act$/i;

/** Is this JSON Lines text the national Act records read from official texts (`number`, `year`, `title_variants`, `jurisdiction_hint`)? */
export function isNationalActs(firstLine: string): boolean {
  return firstLineHas(firstLine, 'number', 'year', 'title', 'title_variants', 'jurisdiction_hint');
}

const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.length > 0 && v.every((s) => typeof s === 'string' && s.trim() !== '');

/**
 * National Act records read from official texts (`acts/national_act_records.jsonl`: `{number, year,
 * title, title_variants, source[], found_in[], jurisdiction_hint, confidence}`).
 *
 * `jurisdiction_hint` is read as what it says, where an Act is cited, not whose Act it is: `check:
 * mostly cited in provincial/municipal texts` marks national Acts the by-laws cite (the Road Traffic
 * Act 29 of 1989, the Municipal Systems Act 32 of 2000), and the file's provenance gives all of its
 * rows as national Acts, so no row is dropped for its hint. The rows are filtered as the by-law
 * references are instead: a title naming a province (the North West Gambling Act 2 of 2001), a
 * provincial Act known to be linked as national, or a title naming no Act (`Provincial Act`) is not
 * recorded; where one title and year carry several numbers, the row cited in most documents is kept
 * (`Local Government: Municipal Finance Management Act` is 56 of 2003; 53 of 2003, written in a
 * by-law, is not recorded under it).
 *
 * `source` says how well the row is supported: `national act records (official texts, cited in 3
 * documents)`, or for one document, which (`..., single citing document: judgments/...:2072`).
 */
export function readNationalActs(file: string, content: string, batch: Batch): void {
  const usable: { line: number; number: number; year: number; title: string; support: [number, number]; source: string }[] = [];
  for (const { line, obj } of jsonLines(file, content, batch)) {
    const reject = (field: string, message: string) => batch.reject({ file, line, field, message });
    const { number, year } = obj;
    if (!Number.isInteger(number) || (number as number) < 1) {
      reject('number', 'required, a positive integer');
      continue;
    }
    if (!Number.isInteger(year) || (year as number) < 1800 || (year as number) > new Date().getUTCFullYear()) {
      reject('year', `required, a year 1800-${new Date().getUTCFullYear()}`);
      continue;
    }
    const raw = requireString(file, line, obj, 'title', batch);
    if (!raw) continue;
    const title = raw.replace(/\s+/g, ' ').trim();
    if (typeof obj.confidence !== 'string' || !CONFIDENCES.includes(obj.confidence)) {
      reject('confidence', `required, one of ${CONFIDENCES.map((c) => JSON.stringify(c)).join(', ')}`);
      continue;
    }
    // `found_in` names the texts (`file:line`); `source` the files or collections they are in. One of them
    // is enough (the Public Finance Management Act's row names its collections only).
    if (!Array.isArray(obj.found_in) || !(obj.found_in.length ? isStrings(obj.found_in) : isStrings(obj.source))) {
      reject('found_in', 'required, an array of strings (the texts the Act was read from), or empty with `source` naming them');
      continue;
    }
    const readFrom = (obj.found_in.length ? obj.found_in : obj.source) as string[];
    const at = `Act ${number} of ${year}`;
    if (!/\S.*\bAct$/.test(title) || GENERIC_TITLE.test(title)) {
      batch.skip({ file, line, field: 'title', message: `no short title for ${at}: ${JSON.stringify(title)}` });
      continue;
    }
    if (PROVINCES.test(title) || KNOWN_PROVINCIAL.has(`${year}/${number}`)) {
      batch.skip({ file, line, message: `${title} ${year}: a provincial Act, not recorded` });
      continue;
    }
    const docs = Number.isInteger(obj.mentions_docs) ? (obj.mentions_docs as number) : readFrom.length;
    const support: [number, number] = [docs, Number.isInteger(obj.title_support) ? (obj.title_support as number) : 0];
    const source =
      obj.confidence === 'single citing document'
        ? `national act records (official texts, single citing document: ${readFrom[0]})`
        : `national act records (official texts, cited in ${docs} documents)`;
    usable.push({ line, number: number as number, year: year as number, title, support, source });
  }
  const best = new Map<string, (typeof usable)[number]>();
  for (const r of usable) {
    const id = `${actTitleKey(r.title)}|${r.year}`;
    const prev = best.get(id);
    if (!prev || r.support[0] > prev.support[0] || (r.support[0] === prev.support[0] && r.support[1] > prev.support[1])) best.set(id, r);
  }
  for (const r of usable) {
    const kept = best.get(`${actTitleKey(r.title)}|${r.year}`)!;
    if (kept !== r) {
      batch.skip({ file, line: r.line, message: `${r.title} ${r.year} is cited as Act ${kept.number} of ${kept.year} in more documents: Act ${r.number} of ${r.year} not recorded under it` });
      continue;
    }
    batch.addRecord({ number: r.number, year: r.year, title: r.title, source: r.source }, NATIONAL_ACT_PRIORITY, { file, line: r.line });
  }
}
