import fs from 'node:fs';
import path from 'node:path';
import type { Amendment, LibraryDocument, LibrarySection, Repeal } from '#libs/library/model.js';
import type { Batch } from './batch.js';
import { attachmentSections, attrs, children, find, findAll, parseXml, scheduleSections, sectionsOf, textOf, type XmlNode } from './structure.js';
import { documentErrors } from './validate.js';
import { completeness, knownWork } from './works.js';

/** An expression's metadata: `metadata.json` beside the XML, or the Content API's expression object. */
export interface AknMetadata {
  frbr_uri?: string;
  subtype?: string | null;
  title?: string;
  expression_date?: string;
  publication_name?: string;
  publication_number?: string;
  publication_date?: string;
  assent_date?: string | null;
  commencement_date?: string | null;
  repeal?: unknown;
  /** The work's amendments (`[{date, amending_uri, amending_title}]`), as the by-laws' metadata.json names them. */
  amendments?: unknown;
  language?: string;
  published_url?: string;
  links?: { href: string; title?: string }[];
}

/** Does this XML file hold an Akoma Ntoso document? (Cheap look at its start.) */
export function isAkomaNtoso(head: string): boolean {
  return /<akomaNtoso[\s>]/.test(head);
}

/**
 * An Akoma Ntoso act (by-law, Act, the Constitution) with its `metadata.json` beside it when there is
 * one (or, from the Laws.Africa sync, the API's expression object as `metadata`). Only English
 * expressions are imported; each is dated (metadata `expression_date`, else FRBRExpression's
 * FRBRdate), so the batch keeps every expression of a work as a version, the newest current.
 */
export function readAkomaNtoso(file: string, content: string, batch: Batch, metadata?: AknMetadata): void {
  let tree: XmlNode[];
  try {
    tree = parseXml(content);
  } catch (err) {
    batch.reject({ file, element: 'akomaNtoso', message: `malformed XML: ${(err as Error).message.split('\n')[0]}` });
    return;
  }
  const act = find(tree, 'act') ?? find(tree, 'doc');
  const identification = act && find(children(act), 'identification');
  if (!act || !identification) {
    batch.reject({ file, element: 'act/meta/identification', message: 'not an Akoma Ntoso act: no act or identification element' });
    return;
  }
  const work = find(children(identification), 'FRBRWork');
  const expression = find(children(identification), 'FRBRExpression');
  const frbr = work && attrs(find(children(work), 'FRBRuri') ?? {}).value;
  const language = expression && attrs(find(children(expression), 'FRBRlanguage') ?? {}).language;
  if (!frbr) {
    batch.reject({ file, element: 'FRBRWork/FRBRuri', field: 'key', message: 'missing work URI' });
    return;
  }
  if (language && language !== 'eng') {
    batch.skip({ file, element: 'FRBRExpression/FRBRlanguage', message: `language ${language}: only English is imported` });
    return;
  }
  const meta = metadata ?? readMetadata(file, batch);
  if (meta === null) return;
  const expressionDate = meta?.expression_date ?? attrs(find(children(expression!), 'FRBRdate') ?? {}).date ?? '';
  const publication = attrs(find(children(act), 'publication') ?? {});
  const alias = attrs(find(children(work!), 'FRBRalias') ?? {}).value;

  const sections: LibrarySection[] = [];
  const preamble = find(children(act), 'preamble');
  if (preamble) sections.push({ number: 'Preamble', text: textOf(children(preamble)), ref: 'Preamble' });
  const body = find(children(act), 'body');
  if (body) sections.push(...sectionsOf(children(body)));
  for (const component of findAll(children(act), 'component')) {
    const doc = find(children(component), 'doc');
    if (!doc) continue;
    const name = attrs(find(children(doc), 'FRBRalias') ?? {}).value ?? 'Schedule';
    const main = find(children(doc), 'mainBody');
    const article = main && children(main).find((n) => !('#text' in n));
    const inner = article ? children(article) : [];
    const headNode = inner.find((n) => 'heading' in n);
    const heading = headNode ? textOf(children(headNode)) : undefined;
    sections.push(...scheduleSections(name, heading, inner.filter((n) => n !== headNode)));
  }
  // Akoma Ntoso 3 (the Content API's XML): schedules are attachments.
  for (const attachment of findAll(children(act), 'attachment')) sections.push(...attachmentSections(attachment));

  const key = `/akn${frbr.replace(/^\/akn/, '')}`;
  const known = knownWork(key);
  const gazetteName = meta?.publication_name ?? publication.name;
  const gazetteNumber = meta?.publication_number ?? publication.number;
  const doc: LibraryDocument = {
    key,
    type: known?.type ?? (/\/act\/by-law\//.test(frbr) ? 'bylaw' : meta?.subtype ? 'regulation' : 'act'),
    title: known?.title ?? meta?.title ?? alias ?? '',
    url: known?.url ?? officialUrl(meta, frbr),
    source: 'akn',
    sections,
  };
  const date = meta?.publication_date ?? meta?.assent_date ?? publication.date;
  if (date) doc.date = date;
  if (gazetteName || gazetteNumber) doc.gazette = [gazetteName, gazetteNumber].filter(Boolean).join(' ');
  if (known?.act_number) Object.assign(doc, { act_number: known.act_number, act_year: known.act_year });
  else {
    const m = key.match(/^\/akn\/za\/act\/(\d{4})\/(\d+)$/);
    if (m) Object.assign(doc, { act_year: Number(m[1]), act_number: Number(m[2]) });
  }
  // metadata.json states the repeal (null: in force as at the export); without it, unchecked.
  if (meta) doc.repealed = meta.repeal != null;
  const repeal = repealOf(meta?.repeal);
  if (repeal) doc.repeal = repeal;
  const amendments = amendmentsOf(meta?.amendments);
  if (amendments) doc.amendments = amendments;
  if (/^\d{4}-\d{2}-\d{2}$/.test(expressionDate)) doc.expression_date = expressionDate;
  const errors = documentErrors(doc);
  if (errors.length) {
    for (const e of errors) batch.reject({ file, element: 'act', field: e.field, message: e.message });
    return;
  }
  for (const s of sections) batch.seeActTitles(s.text);
  batch.addDocument(doc, [completeness(key, sections), expressionDate, sections.length]);
}

/**
 * The repeal an expression's metadata records (`{date, repealing_uri, repealing_title}`, as Indigo and
 * the Laws.Africa API give it); undefined where none, or where it names no date.
 */
export function repealOf(value: unknown): Repeal | undefined {
  const r = value as { date?: unknown; repealing_uri?: unknown; repealing_title?: unknown } | null | undefined;
  if (!r || typeof r !== 'object' || typeof r.date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(r.date)) return undefined;
  return { date: r.date, ...byWork(r.repealing_uri, r.repealing_title) };
}

/**
 * The amendments a work's metadata lists (`[{date, amending_uri, amending_title, amending_id}]`, as
 * Indigo's `amendments` and the Laws.Africa API's `work_amendments` give them), in date order; those
 * without a date are left out (migration 0027 normalizes a synced library's alike). Undefined where
 * none is listed.
 */
export function amendmentsOf(value: unknown): Amendment[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const list = value.flatMap((a: { date?: unknown; amending_uri?: unknown; amending_title?: unknown } | null) =>
    a && typeof a === 'object' && typeof a.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(a.date) ? [{ date: a.date, ...byWork(a.amending_uri, a.amending_title) }] : [],
  );
  return list.length ? list.sort((a, b) => a.date.localeCompare(b.date)) : undefined;
}

/** The repealing or amending work as a source names it: its key (`/akn/...`) and title, where given. */
function byWork(uri: unknown, title: unknown): { by?: string; by_title?: string } {
  return {
    ...(typeof uri === 'string' && uri ? { by: `/akn${uri.replace(/^\/akn/, '')}` } : {}),
    ...(typeof title === 'string' && title ? { by_title: title } : {}),
  };
}

/** metadata.json beside main.xml; undefined when there is none, null when it was rejected. */
function readMetadata(file: string, batch: Batch): AknMetadata | undefined | null {
  const metaFile = path.join(path.dirname(file), 'metadata.json');
  if (!fs.existsSync(metaFile)) return undefined;
  try {
    return JSON.parse(fs.readFileSync(metaFile, 'utf8')) as AknMetadata;
  } catch (err) {
    batch.reject({ file: metaFile, message: `malformed JSON: ${(err as Error).message}` });
    return null;
  }
}

/** The published (HTML) copy named in the metadata; without metadata, the work on the Law Library. */
function officialUrl(meta: AknMetadata | undefined, frbr: string): string {
  const html = meta?.links?.find((l) => l.title === 'HTML')?.href;
  return html ?? meta?.published_url ?? `https://lawlibrary.org.za/akn${frbr.replace(/^\/akn/, '')}`;
}
