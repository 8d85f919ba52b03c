import { normalizeCitation } from '#libs/citations/normalize.js';
import type { LibraryDocument } from '#libs/library/model.js';
import type { Batch } from './batch.js';
import { headerId, safliiUrl } from './case-headers.importer.js';
import { caseKey, COURTS } from './cases.importer.js';
import type { JudgmentParts } from './judgments.js';
import { firstLineHas, jsonLines, requireString } from './jsonlines.js';
import { documentErrors, isDate } from './validate.js';

const CONFIDENCES = ['official header', 'cited in 2+ documents', 'single citing document'];

/**
 * A record read from a judgment's own header in this file ranks below the same record from any other
 * reader (whose rank is empty: compared as 0): the headers file it was read from, a case record.
 */
export const OFFICIAL_CITATION_RANK = [-1];

/** Is this JSON Lines text the neutral citations read from official texts (`neutral`, `name_variants`, `found_in`, `confidence`)? */
export function isOfficialCitations(firstLine: string): boolean {
  return firstLineHas(firstLine, 'neutral', 'name_variants', 'parallels', 'found_in', 'confidence');
}

/** The text a `found_in` entry names, as the judgments are keyed: `judgments/x.jsonl:2025__ZACC_24`, `...@b0a19be:2026__ZACC_03.json`. */
const citingId = (foundIn: string) => headerId(foundIn.slice(foundIn.lastIndexOf(':') + 1));

/**
 * Neutral citations read from official texts (`cases/citations_in_official_texts.jsonl`: `{neutral,
 * name, name_variants, parallels[], found_in[], source[], context, confidence}`), read as the pairs of
 * neutral_with_parallels_from_judgments.jsonl are (parallels.importer.ts):
 *
 * - a citation cited by other texts (`cited in 2+ documents`, `single citing document`) is a group
 *   cited by each text it was found in that this import holds without its text (the 2026 judgments,
 *   by their first pages' files): it becomes a group with the names the citation extractor reads
 *   before it in `context` (`name` is a heuristic and is not read), or adds its parallels to such a
 *   group. A row without a name still gives its parallels. A row found in several texts gives each
 *   the neutral citation only (its parallels and context are theirs together, not one text's). A
 *   judgment held whole (the 2025 texts) cites what the reading of its own text finds: the row's
 *   parallels, gathered from several texts, are not added to it. No judgment record of its own is made: a record titled by one judge's names (or by the
 *   citation, where none were read) would accuse genuine citations; verification reads the groups,
 *   one per citing text, so one citing document is one group, and citing texts that disagree settle
 *   nothing (docs/verification.md). A text this import does not hold (SARS notes, Tribunal decisions)
 *   is skipped, named.
 * - a citation read from its judgment's own header (`official header`) is a judgment record as the
 *   headers file gives it, ranked below any other record of the same judgment, so it never replaces
 *   the header's own record or a case record.
 */
export function readOfficialCitations(file: string, content: string, batch: Batch, parts: JudgmentParts): void {
  for (const { line, obj } of jsonLines(file, content, batch)) {
    const reject = (field: string, message: string) => batch.reject({ file, line, field, message });
    const neutral = requireString(file, line, obj, 'neutral', batch);
    if (!neutral) continue;
    const key = caseKey(neutral);
    if (!key) {
      reject('neutral', `not a neutral citation: ${JSON.stringify(neutral)}`);
      continue;
    }
    if (obj.name !== null && obj.name !== undefined && (typeof obj.name !== 'string' || !obj.name.trim())) {
      reject('name', 'a non-empty string or null');
      continue;
    }
    const list = obj.parallels;
    if (!Array.isArray(list) || !list.every((p) => typeof p === 'string')) {
      reject('parallels', 'required, an array of strings');
      continue;
    }
    if (!list.every((p) => typeof p === 'string' && p.trim())) {
      reject('parallels', 'an array of non-empty strings');
      continue;
    }
    // A report the library cannot read as a citation (`80 SATC 400`, its year not written) is left out
    // and reported; the row's other parallels stand.
    const parallels = (list as string[]).filter((p) => {
      if (normalizeCitation(p)?.kind === 'report') return true;
      batch.warn({ file, line, field: 'parallels', message: `not a law-report citation the library reads, left out: ${JSON.stringify(p)}` });
      return false;
    });
    const foundIn = obj.found_in;
    if (!Array.isArray(foundIn) || !foundIn.length || !foundIn.every((f) => typeof f === 'string' && f.includes(':'))) {
      reject('found_in', 'required, a non-empty array of `file:text` strings (the texts the citation was read from)');
      continue;
    }
    if (typeof obj.confidence !== 'string' || !CONFIDENCES.includes(obj.confidence)) {
      reject('confidence', `required, one of ${CONFIDENCES.map((c) => JSON.stringify(c)).join(', ')}`);
      continue;
    }
    const citation = neutral.replace(/\s+/g, ' ').trim();
    if (obj.confidence === 'official header') {
      if (typeof obj.name !== 'string') {
        reject('name', 'required for an official header, a non-empty string');
        continue;
      }
      const names = obj.name.replace(/\s+/g, ' ').trim();
      const doc: LibraryDocument = {
        key,
        type: 'judgment',
        title: names,
        url: safliiUrl(citation)!,
        citation,
        court: COURTS[normalizeCitation(citation)!.court] ?? normalizeCitation(citation)!.court,
        parties: names,
        source: `citations in official texts (official header: ${foundIn[0]})`,
      };
      if (isDate(obj.date)) doc.date = obj.date;
      if (typeof obj.case_number === 'string' && obj.case_number.trim()) doc.case_number = obj.case_number.trim();
      if (parallels.length) doc.parallel_citations = parallels;
      const errors = documentErrors(doc);
      if (errors.length) {
        for (const e of errors) reject(e.field, e.message);
        continue;
      }
      batch.addDocument(doc, OFFICIAL_CITATION_RANK);
      continue;
    }
    // The parallels and the context of a row found in several texts are theirs together, and cannot be
    // given to one of them: each is given the neutral citation only.
    const ids = [...new Set((foundIn as string[]).map(citingId))];
    const raw = ids.length === 1 && typeof obj.context === 'string' ? obj.context : undefined;
    for (const id of ids) {
      parts.parallels.push({ file, line, citingId: id, neutral: citation, parallels: ids.length === 1 ? parallels : [], raw, textless: true });
    }
  }
}
