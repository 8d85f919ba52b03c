import type { Batch } from './batch.js';
import { actTitleKey } from '#libs/citations/names.js';
import { csvRecords } from './csv.js';

/** Heuristic references found in by-laws: the lowest priority, any better source wins. */
export const REFERENCE_PRIORITY = 1;

export const PROVINCES = /\b(?:Western Cape|Eastern Cape|Northern Cape|Gauteng|KwaZulu-?\s?Natal|Free State|Limpopo|Mpumalanga|North West)\b/i;
// Provincial Acts linked as national in the by-laws: the Western Cape Land Use Planning Act 3 of 2014.
export const KNOWN_PROVINCIAL = new Set(['2014/3']);

/**
 * National Acts referenced in by-laws (`frbr_uri, year, number, most_common_preceding_title, ...`).
 * The file is derived heuristically, so rows are filtered, not trusted: provincial Acts (a province in
 * the title, or known) are dropped, as are rows without a usable short title or with an impossible
 * year; when one title and year carry several numbers, the most mentioned is kept (the others are
 * typing errors in by-laws), a title being the same one however it is written (actTitleKey: `South
 * African Police Services Act`, mis-numbered 8 of 1995 in two by-laws, is the South African Police
 * Service Act; recorded, it confirmed that number).
 */
export function readActReferences(file: string, content: string, batch: Batch): void {
  const rows = csvRecords(content);
  const best = new Map<string, { mentions: number; line: number }>();
  const usable: { line: number; year: number; number: number; title: string; mentions: number }[] = [];
  for (const { line, row } of rows) {
    const year = Number(row.year);
    const number = Number(row.number);
    const title = (row.most_common_preceding_title ?? '').replace(/,?\s*\d{4}\s*$/, '').replace(/\s+/g, ' ').trim();
    if (!Number.isInteger(year) || year < 1800 || year > new Date().getUTCFullYear() || !Number.isInteger(number) || number < 1) {
      batch.skip({ file, line, field: 'year', message: `no such Act: ${row.year}/${row.number}` });
      continue;
    }
    if (!/\S.*\bAct$/.test(title) || title === 'Act') {
      batch.skip({ file, line, field: 'most_common_preceding_title', message: `no short title for Act ${number} of ${year}` });
      continue;
    }
    if (PROVINCES.test(title) || KNOWN_PROVINCIAL.has(`${year}/${number}`)) {
      batch.skip({ file, line, message: `${title} ${year}: a provincial Act linked as national, not recorded` });
      continue;
    }
    const mentions = Number(row.mentions) || 0;
    usable.push({ line, year, number, title, mentions });
    const id = `${actTitleKey(title)}|${year}`;
    const prev = best.get(id);
    if (!prev || mentions > prev.mentions) best.set(id, { mentions, line });
  }
  for (const r of usable) {
    if (best.get(`${actTitleKey(r.title)}|${r.year}`)!.line !== r.line) {
      batch.skip({ file, line: r.line, message: `${r.title} ${r.year} is also referenced under another number, more often: Act ${r.number} of ${r.year} not recorded` });
      continue;
    }
    batch.addRecord({ number: r.number, year: r.year, title: r.title, source: 'references in by-laws' }, REFERENCE_PRIORITY);
  }
}
