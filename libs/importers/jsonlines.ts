import type { Batch } from './batch.js';

/** The objects of a JSON Lines text with their line numbers; a malformed line is rejected, the rest read. */
export function jsonLines(file: string, content: string, batch: Batch): { line: number; obj: Record<string, unknown> }[] {
  const out: { line: number; obj: Record<string, unknown> }[] = [];
  content.split(/\r?\n/).forEach((raw, i) => {
    if (!raw.trim()) return;
    let obj: unknown;
    try {
      obj = JSON.parse(raw);
    } catch (err) {
      batch.reject({ file, line: i + 1, message: `malformed JSON: ${(err as Error).message}` });
      return;
    }
    if (typeof obj !== 'object' || obj === null || Array.isArray(obj)) batch.reject({ file, line: i + 1, message: 'a line must be a JSON object' });
    else out.push({ line: i + 1, obj: obj as Record<string, unknown> });
  });
  return out;
}

/** Do the fields of this JSON Lines text's first object include all of `fields`? */
export function firstLineHas(firstLine: string, ...fields: string[]): boolean {
  try {
    const v = JSON.parse(firstLine);
    return typeof v === 'object' && v !== null && fields.every((f) => f in v);
  } catch {
    return false;
  }
}

/** A required non-empty string field, or a rejection naming it. */
export function requireString(file: string, line: number, obj: Record<string, unknown>, field: string, batch: Batch): string | undefined {
  const v = obj[field];
  if (typeof v === 'string' && v.trim()) return v;
  batch.reject({ file, line, field, message: 'required, a non-empty string' });
  return undefined;
}
