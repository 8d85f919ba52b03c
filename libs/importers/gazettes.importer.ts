import path from 'node:path';
import type { LibraryDocument } from '#libs/library/model.js';
import type { Batch } from './batch.js';
import { firstLineHas, jsonLines, requireString } from './jsonlines.js';
import { documentErrors, isDate } from './validate.js';

/** Is this JSON Lines text Government Gazette issues (`publication_title`, `issue_number`, `text`)? */
export function isGazettes(firstLine: string): boolean {
  return firstLineHas(firstLine, 'publication_title', 'issue_number', 'text');
}

/**
 * Government Gazette issues (Open Gazettes archive, `national_gazettes_*.jsonl`) as notices: the
 * issue's OCR text whole (OCR errors included: the text is as the archive read it), keyed by
 * publication and issue number.
 */
export function readGazettes(file: string, content: string, batch: Batch): void {
  for (const { line, obj } of jsonLines(file, content, batch)) {
    const title = requireString(file, line, obj, 'title', batch);
    const publication = requireString(file, line, obj, 'publication_title', batch);
    const text = requireString(file, line, obj, 'text', batch);
    const issue = obj.issue_number;
    if (!Number.isInteger(issue) || (issue as number) <= 0) {
      batch.reject({ file, line, field: 'issue_number', message: 'required, a positive integer' });
      continue;
    }
    if (!title || !publication || !text) continue;
    if (!isDate(obj.date)) {
      batch.reject({ file, line, field: 'date', message: 'required, a date YYYY-MM-DD' });
      continue;
    }
    const slug = publication.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    const doc: LibraryDocument = {
      key: `gazette/za/${slug}/${issue}`,
      type: 'notice',
      title,
      url: obj.url as string,
      date: obj.date,
      gazette: `${publication} ${issue}`,
      text,
      source: `gazettes:${path.basename(file)}`,
    };
    const errors = documentErrors(doc);
    if (errors.length) {
      for (const e of errors) batch.reject({ file, line, field: e.field, message: e.message });
      continue;
    }
    batch.addDocument(doc);
  }
}
