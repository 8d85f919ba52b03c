import type { Kysely } from 'kysely';
import type { DB } from '#libs/db/schema.js';
import { readAkomaNtoso, type AknMetadata } from '#libs/importers/akn.importer.js';
import { Batch, formatProblem, resolve } from '#libs/importers/batch.js';
import { extentOf, shrinkage } from '#libs/library/completeness.js';
import { LibraryRepository } from '#libs/library/library.repository.js';
import type { LibraryDocument } from '#libs/library/model.js';
import { FetchError, LawsAfricaClient, TokenRefusedError, type ClientOptions } from './laws-africa.client.js';
import { LawsAfricaRepository, type WorkState } from './laws-africa.repository.js';
import { SYNC_LIMITS, type SyncLimits } from './limits.js';

/**
 * The public Content API, version 2: the version whose place listing is `<base>/akn/<place>/.json`
 * (version 3 lists a place at `/v3/places/<code>/work-expressions`; see docs/library.md).
 */
export const DEFAULT_LAWS_AFRICA_URL = 'https://api.laws.africa/v2';

/** An expression object as the Content API lists it (the fields the sync reads). */
export interface Expression {
  url: string;
  frbr_uri: string;
  expression_frbr_uri?: string | null;
  title?: string | null;
  updated_at?: string | null;
  language?: string | null;
  expression_date?: string | null;
  nature?: string | null;
  subtype?: string | null;
  stub?: boolean | null;
  repeal?: { date?: string; repealing_uri?: string; repealing_title?: string } | null;
  work_amendments?: unknown[] | null;
  /** The older (Indigo v1) name of work_amendments, as the by-laws' metadata.json files have it. */
  amendments?: unknown[] | null;
  commenced?: boolean | null;
  commencement_date?: string | null;
  publication_name?: string | null;
  publication_number?: string | null;
  publication_date?: string | null;
  assent_date?: string | null;
  links?: { href: string; title?: string }[];
  /** Every point in time of the work, each with its expressions (one per language). */
  points_in_time?: PointInTime[] | null;
}

/** A point in time as the Content API lists it on a work's expression object. */
export interface PointInTime {
  date?: string | null;
  expressions?: Array<{ url?: string | null; language?: string | null; expression_frbr_uri?: string | null; expression_date?: string | null; title?: string | null }> | null;
}

/** An English expression of a work earlier than the one listed as current: a version to keep. */
interface EarlierExpression {
  expression_date: string;
  url: string;
  title?: string;
}

interface Page {
  next?: string | null;
  results?: Expression[];
}

export interface SyncOptions extends Omit<ClientOptions, 'token' | 'apiUrl'> {
  baseUrl: string;
  token: string;
  places: string[];
  /** Only works whose updated_at is on or after this date (YYYY-MM-DD). */
  since?: string;
  /** List and compare only: nothing fetched beyond the lists, nothing written. */
  dryRun?: boolean;
  /** Replace a stored document even by one with far fewer sections or far less text (libs/library/completeness.ts). */
  force?: boolean;
  onProgress?: (done: number, total: number) => void;
  log?: (line: string) => void;
}

export interface Refusal {
  work: string;
  reason: string;
}

export interface SyncReport {
  listed: number;
  /** Works of the lists the run looked at (after --since). */
  considered: number;
  added: string[];
  changed: string[];
  unchanged: number;
  refused: Refusal[];
  /** Not imported and not refused: stubs (no text), works with no English expression. */
  skipped: Refusal[];
  /** Works an earlier sync took that the lists no longer hold (left in the library; the API says nothing of why). */
  gone: string[];
  /** Act records written (inserted or updated). */
  actRecords: number;
  requests: number;
  ms: number;
  dryRun: boolean;
  /** Set when the run stopped before its end (a refused token, a list past its page limit). */
  stopped?: string;
  /** Earlier runs found left `running` by a process that ended without finishing them, now marked interrupted. */
  interrupted: number[];
}

/** `/akn/za/act/1996/constitution` from `/za/act/1996/constitution` or `/akn/za/...`. */
export function workKey(frbr: string): string {
  return `/akn${frbr.replace(/^\/akn/, '')}`;
}

/**
 * The current English expression of each work (the newest expression date; ties: the last listed),
 * with the work's earlier English expressions: its `points_in_time` and any other English expression
 * of it listed (`eng@DATE`), one per date, oldest first.
 */
function currentExpressions(listed: { place: string; e: Expression }[], skipped: Refusal[]): { place: string; e: Expression; earlier: EarlierExpression[] }[] {
  const byWork = new Map<string, { place: string; e: Expression }>();
  const english = new Map<string, Expression[]>();
  const languages = new Map<string, Set<string>>();
  for (const item of listed) {
    const key = workKey(item.e.frbr_uri);
    const lang = item.e.language ?? 'eng';
    languages.set(key, (languages.get(key) ?? new Set()).add(lang));
    if (lang !== 'eng') continue;
    english.set(key, [...(english.get(key) ?? []), item.e]);
    const prev = byWork.get(key);
    if (!prev || (item.e.expression_date ?? '') >= (prev.e.expression_date ?? '')) byWork.set(key, item);
  }
  for (const [key, langs] of languages) {
    if (!byWork.has(key)) skipped.push({ work: key, reason: `no English expression (listed: ${[...langs].join(', ')}); only English is imported` });
  }
  return [...byWork.entries()].map(([key, item]) => ({ ...item, earlier: earlierExpressions(item.e, english.get(key)!) }));
}

const isDay = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** The English expressions of a work dated before its current one `e`, from its points in time and the other listed expressions. */
function earlierExpressions(e: Expression, listed: Expression[]): EarlierExpression[] {
  const byDate = new Map<string, EarlierExpression>();
  const add = (date: unknown, url: unknown, title: unknown) => {
    if (!isDay(date) || typeof url !== 'string' || !url || !isDay(e.expression_date) || date >= e.expression_date || byDate.has(date)) return;
    byDate.set(date, { expression_date: date, url, ...(typeof title === 'string' && title ? { title } : {}) });
  };
  for (const other of listed) if (other !== e) add(other.expression_date, other.url, other.title);
  for (const point of Array.isArray(e.points_in_time) ? e.points_in_time : []) {
    for (const x of Array.isArray(point?.expressions) ? point.expressions : []) {
      if ((x?.language ?? 'eng') === 'eng') add(x?.expression_date ?? point.date, x?.url, x?.title);
    }
  }
  return [...byDate.values()].sort((a, b) => a.expression_date.localeCompare(b.expression_date));
}

/** What the library keeps of an expression beside its text. */
function stateOf(place: string, e: Expression, status: WorkState['status'], docKey: string | null, reason: string | null): WorkState {
  const date = (v: string | null | undefined) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null);
  return {
    frbr_uri: workKey(e.frbr_uri),
    place,
    url: e.url,
    expression_frbr_uri: e.expression_frbr_uri ?? null,
    updated_at: e.updated_at ?? '',
    title: e.title ?? '',
    doc_key: docKey,
    status,
    reason,
    repeal: e.repeal ?? null,
    amendments: e.work_amendments ?? e.amendments ?? [],
    commenced: e.commenced ?? null,
    commencement_date: date(e.commencement_date),
    publication_name: e.publication_name ?? null,
    publication_number: e.publication_number ?? null,
    publication_date: date(e.publication_date),
  };
}

/** A national Act numbered by year and number (`/akn/za/act/2008/68`): it has an Act record. */
function actNumber(frbr: string): { year: number; number: number } | undefined {
  const m = workKey(frbr).match(/^\/akn\/za\/act\/(\d{4})\/(\d+)$/);
  return m ? { year: Number(m[1]), number: Number(m[2]) } : undefined;
}

/**
 * Brings the library up to date with the Content API: lists each place's works page by page
 * (following `next`), fetches the Akoma Ntoso of each work whose `updated_at` moved since the last
 * sync (`<result url>.xml`, the url as given), imports it through the Akoma Ntoso reader with the
 * expression object as its metadata, and records repeal, amendments, commencement and Gazette. Each
 * work is remembered as soon as it is written, so a run that stops is finished by the next. A `next`
 * or `url` on another origin than `baseUrl`'s is not fetched (the token goes to the API only): the
 * run stops at such a `next`, as at any list page that fails, and refuses such a work.
 */
export async function syncLawsAfrica(db: Kysely<DB>, options: SyncOptions): Promise<SyncReport> {
  const started = Date.now();
  let base = options.baseUrl;
  while (base.endsWith('/')) base = base.slice(0, -1);
  const client = new LawsAfricaClient({
    ...options,
    apiUrl: base,
    onRetry: (url, reason, ms) => options.log?.(`retry: ${url}: ${reason}; waiting ${(ms / 1000).toFixed(1)} s`),
  });
  const limits: SyncLimits = { ...SYNC_LIMITS, ...options.limits };
  const state = new LawsAfricaRepository(db);
  const library = new LibraryRepository(db);
  const report: SyncReport = { listed: 0, considered: 0, added: [], changed: [], unchanged: 0, refused: [], skipped: [], gone: [], actRecords: 0, requests: 0, ms: 0, dryRun: !!options.dryRun, interrupted: [] };
  if (options.dryRun) return run(undefined);
  // The run row is written first and finished last, under a lock its connection holds: a row whose
  // lock is gone was left by a process that ended without finishing it (shown as interrupted).
  return state.whileRunning(base, options.places, options.since, async (syncId, interrupted) => {
    report.interrupted = interrupted;
    return run(syncId);
  });

  async function run(syncId: number | undefined): Promise<SyncReport> {
    const outcome = await steps();
    if (syncId !== undefined) await state.finishRun(syncId, counts(), report.refused, report.stopped);
    return outcome;
  }

  function counts() {
    return { listed: report.listed, added: report.added.length, changed: report.changed.length, unchanged: report.unchanged, refused: report.refused.length };
  }

  async function steps(): Promise<SyncReport> {
    try {
      // 1. The lists, whole, before any text: the progress total is known and a list error stops early.
      const listed: { place: string; e: Expression }[] = [];
      for (const place of options.places) {
        let url: string | null | undefined = `${base}/akn/${place}/.json`;
        const seen = new Set<string>();
        while (url) {
          if (seen.has(url)) throw new Error(`the list of ${place} pages back to ${url}`);
          if (seen.size >= limits.maxListPages) throw new Error(`the list of ${place} goes on past ${limits.maxListPages} pages (the limit); stopped before ${url}`);
          seen.add(url);
          const page: Page = await client.json<Page>(url);
          if (!Array.isArray(page.results)) throw new Error(`${url}: not a list page (no results array)`);
          for (const e of page.results) {
            if (e && typeof e.url === 'string' && typeof e.frbr_uri === 'string') listed.push({ place, e });
            else report.refused.push({ work: `${url} (a result)`, reason: 'no url or frbr_uri' });
          }
          url = page.next;
        }
      }
      report.listed = listed.length;
      let works = currentExpressions(listed, report.skipped);
      if (options.since) works = works.filter(({ e }) => (e.updated_at ?? '').slice(0, 10) >= options.since!);
      report.considered = works.length;
      const listedWorks = new Set(listed.map(({ e }) => workKey(e.frbr_uri)));
      report.gone = (await state.remembered(options.places)).filter((w) => !listedWorks.has(w));

      // 2. What moved since the last sync. A refused work is tried again on every run, and so is one
      // with a dated expression listed that the library lacks (a library synced before versions were
      // kept gets its points in time on the next run).
      const known = await state.states(works.map(({ e }) => workKey(e.frbr_uri)));
      const held = await library.versionDates(works.map(({ e }) => workKey(e.frbr_uri)));
      const lacking = (e: Expression, earlier: EarlierExpression[]) =>
        [...earlier.map((p) => p.expression_date), ...(isDay(e.expression_date) ? [e.expression_date] : [])].some((date) => !held.get(workKey(e.frbr_uri))?.has(date));
      const todo = works.filter(({ e, earlier }) => {
        const s = known.get(workKey(e.frbr_uri));
        return !s || s.status === 'refused' || s.updated_at !== (e.updated_at ?? '') || (s.status === 'imported' && lacking(e, earlier));
      });
      report.unchanged = works.length - todo.length;
      if (options.dryRun) {
        for (const { e } of todo) (known.has(workKey(e.frbr_uri)) ? report.changed : report.added).push(workKey(e.frbr_uri));
        return report;
      }

      // 3. Each work: its text, its document, its Act record, then its state (the commit point).
      let done = 0;
      for (const { place, e, earlier } of todo) {
        const work = workKey(e.frbr_uri);
        const outcome = await syncWork(client, library, place, e, earlier, known.get(work), limits, !!options.force);
        if (outcome.kind === 'refused') report.refused.push({ work, reason: outcome.reason });
        else if (outcome.kind === 'skipped') report.skipped.push({ work, reason: outcome.reason });
        else if (outcome.kind === 'added') report.added.push(work);
        else if (outcome.kind === 'changed') report.changed.push(work);
        else report.unchanged++;
        report.actRecords += outcome.actRecord ? 1 : 0;
        await state.saveState(outcome.state);
        options.onProgress?.(++done, todo.length);
      }
      return report;
    } catch (err) {
      if (!(err instanceof Error)) throw err;
      // A list page that failed (a FetchError's message names no URL; a work's refusal names its own).
      report.stopped = err instanceof FetchError ? `${err.url}: ${err.message}` : err.message;
      return report;
    } finally {
      report.requests = client.requests;
      report.ms = Date.now() - started;
    }
  }
}

type WorkOutcome = { kind: 'added' | 'changed' | 'unchanged' | 'refused' | 'skipped'; reason: string; state: WorkState; actRecord: boolean };

async function syncWork(
  client: LawsAfricaClient,
  library: LibraryRepository,
  place: string,
  e: Expression,
  earlier: EarlierExpression[],
  before: WorkState | undefined,
  limits: SyncLimits,
  force: boolean,
): Promise<WorkOutcome> {
  const work = workKey(e.frbr_uri);
  // A work refused now keeps the document an earlier sync wrote (and says so by its doc_key).
  const refuse = (reason: string): WorkOutcome => ({ kind: 'refused', reason, state: stateOf(place, e, 'refused', before?.doc_key ?? null, reason), actRecord: false });
  const act = actNumber(e.frbr_uri);
  const saveRecord = async (url: string | undefined): Promise<boolean> => {
    if (!act || !e.title) return false;
    const outcome = await library.saveActRecord({ ...act, title: e.title, repealed: e.repeal != null, ...(url ? { url } : {}), source: 'laws-africa' });
    return outcome !== 'unchanged';
  };
  if (e.stub) {
    // A stub has no text; its Act record still says whether it is repealed.
    const written = await saveRecord(undefined);
    return { kind: 'skipped', reason: 'a stub (the API holds no text for it)', state: stateOf(place, e, 'stub', null, null), actRecord: written };
  }
  const doc = await readExpression(client, `${e.url}.xml`, metadataOf(e), work, limits);
  if (typeof doc === 'string') return refuse(doc);
  const stored = await library.storedExtent(doc.key);
  const shrunk = !force && stored && shrinkage(stored, extentOf(doc));
  if (shrunk) return refuse(`${e.url}.xml: not replacing the stored text: ${shrunk} (--force replaces it)`);
  // The earlier points in time the library lacks (one it holds is not fetched again). Any that cannot
  // be read refuses the work whole, as its text would: the next run tries them all again.
  const held = (await library.versionDates([work])).get(work) ?? new Set<string>();
  const versions: LibraryDocument[] = [];
  for (const point of earlier.filter((p) => !held.has(p.expression_date))) {
    const version = await readExpression(client, `${point.url}.xml`, earlierMetadata(e, point), work, limits);
    if (typeof version === 'string') return refuse(version);
    versions.push(version);
  }
  let saved: Awaited<ReturnType<LibraryRepository['saveDocuments']>>;
  try {
    saved = await library.saveDocuments([...versions, doc]);
  } catch (err) {
    return refuse(`not written: ${(err as Error).message}`);
  }
  const recordWritten = await saveRecord(doc.url);
  // Added: a work the library did not hold; a new expression of one it holds changes it.
  const outcomes = saved.map((x) => x.outcome);
  const kind = !stored ? 'added' : outcomes.some((o) => o !== 'unchanged') || recordWritten || before?.status === 'refused' ? 'changed' : 'unchanged';
  return { kind, reason: '', state: stateOf(place, e, 'imported', doc.key, null), actRecord: recordWritten };
}

/**
 * One expression's Akoma Ntoso (`xmlUrl`, as the list gives it), read with `meta` as its metadata and
 * checked against the limits; the document, or the reason it is refused. Rethrows a refused token.
 */
async function readExpression(client: LawsAfricaClient, xmlUrl: string, meta: AknMetadata, work: string, limits: SyncLimits): Promise<LibraryDocument | string> {
  let xml: string;
  try {
    xml = await client.text(xmlUrl, 'application/xml');
  } catch (err) {
    if (err instanceof TokenRefusedError) throw err;
    return `${xmlUrl}: ${(err as Error).message}`;
  }
  const batch = new Batch();
  try {
    readAkomaNtoso(xmlUrl, xml, batch, meta);
  } catch (err) {
    return `${xmlUrl}: could not be read: ${(err as Error).message}`;
  }
  if (batch.rejected.length) return batch.rejected.map(formatProblem).join('; ');
  if (batch.skipped.length) return batch.skipped.map(formatProblem).join('; ');
  const [doc] = resolve(batch).documents;
  if (!doc) return `${xmlUrl}: no document read`;
  if (doc.key !== work) return `${xmlUrl}: the XML is the work ${doc.key}, the list says ${work}`;
  doc.source = 'laws-africa';
  const extent = extentOf(doc);
  if (extent.sections > limits.maxDocumentSections) return `${xmlUrl}: ${extent.sections.toLocaleString('en')} sections, more than the limit of ${limits.maxDocumentSections.toLocaleString('en')}`;
  if (extent.chars > limits.maxDocumentChars) return `${xmlUrl}: ${extent.chars.toLocaleString('en')} characters of text, more than the limit of ${limits.maxDocumentChars.toLocaleString('en')}`;
  return doc;
}

/**
 * An earlier expression's metadata: the work's facts from its current expression object (the
 * listing gives no other), its own date and title, and its own HTML rendering (`<url>.html`, as the
 * current expression's HTML link is its url's) as the document's link.
 */
function earlierMetadata(e: Expression, point: EarlierExpression): AknMetadata {
  const { links: _links, ...meta } = metadataOf(e);
  void _links;
  return { ...meta, expression_date: point.expression_date, ...(point.title ? { title: point.title } : {}), links: [{ title: 'HTML', href: `${point.url}.html` }] };
}

/** The expression object as the Akoma Ntoso reader's metadata. */
function metadataOf(e: Expression): AknMetadata {
  return {
    frbr_uri: e.frbr_uri,
    subtype: e.subtype ?? null,
    ...(e.title ? { title: e.title } : {}),
    ...(e.expression_date ? { expression_date: e.expression_date } : {}),
    ...(e.publication_name ? { publication_name: e.publication_name } : {}),
    ...(e.publication_number ? { publication_number: e.publication_number } : {}),
    ...(e.publication_date ? { publication_date: e.publication_date } : {}),
    assent_date: e.assent_date ?? null,
    commencement_date: e.commencement_date ?? null,
    repeal: e.repeal ?? null,
    amendments: e.work_amendments ?? e.amendments ?? null,
    ...(e.language ? { language: e.language } : {}),
    ...(e.links ? { links: e.links } : {}),
  };
}

/** The end report, one line per item. */
export function formatSyncReport(r: SyncReport): string[] {
  const lines = [
    `${r.dryRun ? 'Dry run: ' : ''}Laws.Africa sync: ${r.listed} expressions listed, ${r.considered} works considered, ${r.requests} requests in ${(r.ms / 1000).toFixed(1)} s`,
    `  ${r.dryRun ? 'would add' : 'added'} ${r.added.length}, ${r.dryRun ? 'would change' : 'changed'} ${r.changed.length}, unchanged ${r.unchanged}, refused ${r.refused.length}, skipped ${r.skipped.length}${r.dryRun ? '' : `, Act records written ${r.actRecords}`}`,
  ];
  for (const w of r.added) lines.push(`${r.dryRun ? 'would add' : 'added'}: ${w}`);
  for (const w of r.changed) lines.push(`${r.dryRun ? 'would change' : 'changed'}: ${w}`);
  for (const s of r.skipped) lines.push(`skipped: ${s.work}: ${s.reason}`);
  for (const f of r.refused) lines.push(`refused: ${f.work}: ${f.reason}`);
  for (const w of r.gone) lines.push(`no longer listed (left in the library): ${w}`);
  for (const id of r.interrupted) lines.push(`earlier run ${id} was interrupted (its process ended before the run did): marked interrupted`);
  if (r.stopped) lines.push(`stopped: ${r.stopped}`);
  return lines;
}
