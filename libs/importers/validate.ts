import { DOC_TYPES, type DocType } from '#libs/contracts/limits.js';
import type { LibraryDocument, LibrarySection } from '#libs/library/model.js';

/** A broken rule: the field it concerns and what is wrong. */
export interface FieldError {
  field: string;
  message: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

export function isDate(value: unknown): value is string {
  if (typeof value !== 'string' || !DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}

/** Every rule a document breaks (the interchange format's rules; real importers are held to the same). */
export function documentErrors(doc: Partial<LibraryDocument>): FieldError[] {
  const errors: FieldError[] = [];
  const need = (field: keyof LibraryDocument, ok: boolean, message: string) => {
    if (!ok) errors.push({ field, message });
  };
  const str = (v: unknown) => typeof v === 'string' && v.trim() !== '';
  need('key', str(doc.key), 'required, a non-empty string');
  need('type', DOC_TYPES.includes(doc.type as DocType), `required, one of ${DOC_TYPES.join(', ')}`);
  need('title', str(doc.title), 'required, a non-empty string');
  need('url', isHttpUrl(doc.url), 'required, an absolute http(s) URL');
  if (doc.date !== undefined) need('date', isDate(doc.date), 'a date YYYY-MM-DD');
  const int = (v: unknown) => Number.isInteger(v) && (v as number) > 0;
  if (doc.act_number !== undefined) need('act_number', int(doc.act_number), 'a positive integer');
  if (doc.act_year !== undefined) need('act_year', int(doc.act_year) && (doc.act_year as number) >= 1800 && (doc.act_year as number) <= 2200, 'a year 1800-2200');
  if ((doc.act_number === undefined) !== (doc.act_year === undefined)) errors.push({ field: doc.act_number === undefined ? 'act_number' : 'act_year', message: 'act_number and act_year go together' });
  for (const f of ['gazette', 'citation', 'case_number', 'court', 'parties', 'text'] as const) {
    if (doc[f] !== undefined) need(f, typeof doc[f] === 'string', 'a string');
  }
  if (doc.repealed !== undefined) need('repealed', typeof doc.repealed === 'boolean', 'a boolean');
  if (doc.expression_date !== undefined) need('expression_date', isDate(doc.expression_date), 'a date YYYY-MM-DD');
  if (doc.repeal !== undefined) {
    const r = doc.repeal as { date?: unknown; by?: unknown; by_title?: unknown } | null;
    const ok = !!r && typeof r === 'object' && isDate(r.date) && (r.by === undefined || str(r.by)) && (r.by_title === undefined || str(r.by_title));
    need('repeal', ok && Object.keys(r!).every((k) => ['date', 'by', 'by_title'].includes(k)), 'an object {date: YYYY-MM-DD, by?: string, by_title?: string}');
  }
  if (doc.amendments !== undefined) {
    const amendment = (a: unknown) => {
      const v = a as { date?: unknown; by?: unknown; by_title?: unknown } | null;
      return !!v && typeof v === 'object' && isDate(v.date) && (v.by === undefined || str(v.by)) && (v.by_title === undefined || str(v.by_title)) && Object.keys(v).every((k) => ['date', 'by', 'by_title'].includes(k));
    };
    need('amendments', Array.isArray(doc.amendments) && doc.amendments.every(amendment), 'an array of {date: YYYY-MM-DD, by?: string, by_title?: string}');
  }
  if (doc.parallel_citations !== undefined) {
    need('parallel_citations', Array.isArray(doc.parallel_citations) && doc.parallel_citations.every(str), 'an array of strings');
  }
  if (doc.cited_groups !== undefined) {
    const group = (g: unknown) => {
      const v = g as { parties?: unknown; citations?: unknown } | null;
      return !!v && typeof v === 'object' && (v.parties === undefined || typeof v.parties === 'string') && Array.isArray(v.citations) && v.citations.every(str);
    };
    need('cited_groups', Array.isArray(doc.cited_groups) && doc.cited_groups.every(group), 'an array of {parties?, citations: [string]}');
  }
  if (doc.sections !== undefined) {
    if (!Array.isArray(doc.sections)) errors.push({ field: 'sections', message: 'an array of sections' });
    else doc.sections.forEach((s, i) => errors.push(...sectionErrors(s, `sections[${i}]`)));
  }
  const hasBody = (Array.isArray(doc.sections) && doc.sections.length > 0) || str(doc.text);
  const isRecord = doc.type === 'judgment' && (str(doc.citation) || str(doc.parties));
  if (!hasBody && !isRecord) errors.push({ field: 'sections', message: 'a document needs sections or text (a judgment record needs a citation or parties)' });
  return errors;
}

function sectionErrors(s: LibrarySection, at: string): FieldError[] {
  const errors: FieldError[] = [];
  if (typeof s !== 'object' || s === null) return [{ field: at, message: 'a section object' }];
  if (typeof s.number !== 'string' || !s.number.trim()) errors.push({ field: `${at}.number`, message: 'required, a non-empty string' });
  if (typeof s.text !== 'string') errors.push({ field: `${at}.text`, message: 'required, a string' });
  if (s.heading !== undefined && typeof s.heading !== 'string') errors.push({ field: `${at}.heading`, message: 'a string' });
  if (s.ref !== undefined && typeof s.ref !== 'string') errors.push({ field: `${at}.ref`, message: 'a string' });
  return errors;
}
