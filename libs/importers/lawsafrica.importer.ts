import type { LibraryDocument, LibrarySection } from '#libs/library/model.js';
import { amendmentsOf, repealOf } from './akn.importer.js';
import type { Batch } from './batch.js';
import { attachmentSections, children, findAll, parseXml, sectionsOf, textOf, type XmlNode } from './structure.js';
import { documentErrors } from './validate.js';
import { completeness, knownWork } from './works.js';
import { publicAddress } from './addresses.js';

interface AppDocument {
  url?: string;
  title?: string | null;
  frbr_uri?: string | null;
  expression_frbr_uri?: string | null;
  expression_date?: string | null;
  publication_name?: string | null;
  publication_number?: string | null;
  publication_date?: string | null;
  assent_date?: string | null;
  repeal?: unknown;
  work_amendments?: unknown;
  nature?: string | null;
  subtype?: string | null;
  toc?: { url?: string }[];
  body: string;
}

/** Is this parsed JSON a Laws.Africa constitution-app document (`{en: {body}}` or `{toc, body}`)? */
export function isLawsAfricaApp(value: unknown): boolean {
  const v = value as Record<string, unknown> | null;
  if (!v || typeof v !== 'object') return false;
  const doc = (v.en ?? v) as Record<string, unknown>;
  return typeof doc === 'object' && doc !== null && typeof doc.body === 'string' && Array.isArray(doc.toc);
}

/**
 * The Laws.Africa constitution app's JSON (the Constitution; the National Assembly Rules): the
 * English document, its HTML body split into sections and schedules (attachments).
 */
export function readLawsAfricaApp(file: string, value: unknown, batch: Batch): void {
  const wrapper = value as Record<string, unknown>;
  const doc = (wrapper.en ?? wrapper) as AppDocument;
  // The rules file carries no metadata: its work URI is in the table of contents' API links.
  const tocUrl = doc.toc?.find((t) => t.url)?.url;
  const frbr = doc.frbr_uri ?? tocUrl?.match(/\/v\d+(\/akn\/[^!]*?)\/eng/)?.[1];
  if (!frbr) {
    batch.reject({ file, element: 'frbr_uri', field: 'key', message: 'no work URI (frbr_uri or table of contents links)' });
    return;
  }
  let tree: XmlNode[];
  try {
    tree = parseXml(`<root>${doc.body}</root>`);
  } catch (err) {
    batch.reject({ file, element: 'body', message: `malformed HTML body: ${(err as Error).message.split('\n')[0]}` });
    return;
  }
  const key = `/akn${frbr.replace(/^\/akn/, '')}`;
  const known = knownWork(key);
  const sections: LibrarySection[] = [];
  const preamble = findAll(tree, 'preamble')[0];
  if (preamble) sections.push({ number: 'Preamble', text: textOf(children(preamble)), ref: 'Preamble' });
  const body = findAll(tree, 'body')[0];
  if (body) sections.push(...sectionsOf(children(body)));
  for (const attachment of findAll(tree, 'attachment')) sections.push(...attachmentSections(attachment));
  const expressionUrl = doc.url ?? (tocUrl ? tocUrl.replace(/\/eng\/.*$/, '/eng') : undefined);
  const out: LibraryDocument = {
    key,
    type: known?.type ?? (doc.subtype ? 'regulation' : 'act'),
    title: known?.title ?? doc.title ?? '',
    url: known?.url ?? (expressionUrl ? publicAddress(expressionUrl) : ''),
    source: 'lawsafrica-app',
    sections,
  };
  const date = doc.publication_date ?? doc.assent_date;
  if (date) out.date = date;
  if (doc.publication_name || doc.publication_number) out.gazette = [doc.publication_name, doc.publication_number].filter(Boolean).join(' ');
  if (known?.act_number) Object.assign(out, { act_number: known.act_number, act_year: known.act_year });
  if (doc.frbr_uri) out.repealed = doc.repeal != null;
  const repeal = repealOf(doc.repeal);
  if (repeal) out.repeal = repeal;
  const amendments = amendmentsOf(doc.work_amendments);
  if (amendments) out.amendments = amendments;
  if (doc.expression_date && /^\d{4}-\d{2}-\d{2}$/.test(doc.expression_date)) out.expression_date = doc.expression_date;
  const errors = documentErrors(out);
  if (errors.length) {
    for (const e of errors) batch.reject({ file, element: 'en', field: e.field, message: e.message });
    return;
  }
  batch.addDocument(out, [completeness(key, sections), doc.expression_date ?? '', sections.length]);
}
