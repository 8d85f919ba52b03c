import { actNamesAgree } from '#libs/citations/act-titles.js';
import type { ActCitation } from '#libs/citations/extract.js';
import { readItem, readLabels, type LabelReading } from '#libs/citations/provision-text.js';
import type { ProvisionCitation } from '#libs/citations/provisions.js';
import { nearness, plainWords, type ProvisionQuotation } from '#libs/citations/quotes.js';
import type { ActCheck, ProvisionCheck, ProvisionVersion, QuoteCheck } from './verify.dto.js';
import type { ProvisionQuery, ProvisionRow } from './verify.repository.js';

/**
 * Provision status: a provision tied to an Act the library holds divided into sections is `found` where
 * its part (section, Schedule item) exists and every label written below it stands in the part's
 * text, each inside the one before; `not_found` where the part or a label is not there (with the
 * nearest that is); `unchecked` where the instrument's text is not held, nothing ties the provision
 * to a held Act, or the text cannot be read. Quotations attributed to a found provision are compared
 * with its text (the deepest label's), as a case's quotations are with a judgment's.
 */

/** A quotation's words nearly found in order in the provision's text: `close` (verify.service.ts CLOSE_SIMILARITY). */
const CLOSE_SIMILARITY = 0.8;

/** Where to look for an instrument the library cannot decide. */
const ADVICE = 'check the official consolidation';

/** A by-law's name (`City of Cape Town Events By-law`), looked up by its title. */
const BYLAW_NAME = /\bby-?laws?\b/i;

/** The kinds of provision an Act's own text holds: its sections and its Schedules' items and paragraphs. */
const IN_ACT_TEXT = new Set(['section', 'item', 'schedule', 'paragraph']);

/**
 * The Act a provision is looked up in: its number and year, or its title and year (`the Consumer
 * Protection Act, 2008`: the held Acts of that year are asked, and the one whose title agrees taken),
 * or why it cannot be.
 */
type Instrument = { number?: number; year: number; name?: string; bylaw?: undefined } | { bylaw: string; number?: undefined; year?: undefined; name?: undefined };

function instrumentOf(p: ProvisionCitation, acts: ActCitation[]): Instrument | { reason: string } {
  if (p.untied) return { reason: p.untied };
  const a = p.act !== undefined ? acts[p.act] : undefined;
  if (!a && !p.instrument) return { reason: `tied to no instrument: nothing written with it says which law it is of` };
  if (!IN_ACT_TEXT.has(p.kind) || (p.kind === 'paragraph' && !p.container)) return { reason: `a ${p.kind} is not part of an Act's own text: the library checks sections and Schedule items` };
  // (A section of a by-law named with more than the word: `the By-law` alone names none.)
  if (!a && p.kind === 'section' && BYLAW_NAME.test(p.instrument!.name) && !/^(?:the\s+)?by-?laws?$/i.test(p.instrument!.name.trim())) return { bylaw: p.instrument!.name };
  const number = a ? a.number : p.instrument!.number;
  const year = a ? a.year : p.instrument!.year;
  if (a?.provincial) return { reason: 'of a provincial enactment: the library holds national Acts only' };
  if (a?.titleYear !== undefined && a.titleYear !== a.year) return { reason: 'the Act citation contradicts itself (its title\'s year and its number\'s differ)' };
  if (year !== undefined && number === undefined && a?.name) return { year, name: a.name };
  if (number === undefined || year === undefined) return { reason: `${a ? `the Act (${a.name ?? a.cited})` : `\`${p.instrument!.name}\``} is not cited by number and year in the text: the library cannot tell which instrument it is; ${ADVICE}` };
  return { number, year };
}

/** The parts a provision asks for: its part, and a range's last part where it is another. */
function partsOf(p: ProvisionCitation): Array<Pick<ProvisionQuery, 'part' | 'container'>> {
  const first = { part: p.part, ...(p.container ? { container: p.container } : {}) };
  return p.through && p.through.part !== p.part ? [first, { part: p.through.part }] : [first];
}

const partKey = (i: { number?: number | null; year?: number | null; bylaw?: string }, q: Pick<ProvisionQuery, 'part' | 'container'>) =>
  `${i.number ?? ''}|${i.year ?? ''}|${i.bylaw?.toLowerCase() ?? ''}|${q.part.toLowerCase()}|${q.container?.toLowerCase() ?? ''}`;

/**
 * The most distinct parts one text looks up: a list of 6,000 sections in 20,000 characters asked 6,000
 * parts of the database. The rest are unchecked, and say so.
 */
export const PROVISION_LOOKUPS = 200;

/** Each distinct part of a held Act the text's provisions name, once (the first PROVISION_LOOKUPS): verify_provisions' p_asked. */
export function provisionQueries(provisions: ProvisionCitation[], acts: ActCitation[]): ProvisionQuery[] {
  const asked = new Map<string, ProvisionQuery>();
  for (const p of provisions) {
    const instrument = instrumentOf(p, acts);
    if ('reason' in instrument) continue;
    const parts = partsOf(p).map((q) => ({ q, key: partKey(instrument, q) }));
    if (asked.size + parts.filter(({ key }) => !asked.has(key)).length > PROVISION_LOOKUPS) continue;
    for (const { q, key } of parts) {
      if (!asked.has(key)) asked.set(key, { k: asked.size, number: instrument.number ?? null, year: instrument.year ?? null, ...(instrument.bylaw ? { bylaw: instrument.bylaw } : {}), ...q });
    }
  }
  return [...asked.values()];
}

const chainText = (labels: string[]) => labels.map((l) => `(${l})`).join('');

/** The normalized provision without its labels: `s 12`, `Schedule 2 item 4`. */
const headOf = (p: ProvisionCitation) => p.provision.slice(0, p.provision.indexOf(p.part) + p.part.length);

interface PartReading {
  status: 'found' | 'not_found' | 'unchecked';
  nearest?: string;
  reason?: string;
  /** The text of the deepest label found (the part's whole text where none was written). */
  scope?: string;
}

/** A part's labels read in its text: found, or not_found with the nearest label that exists. */
function labelled(head: string, text: string, labels: string[]): PartReading {
  const read: LabelReading = readLabels(text, labels);
  if (read.unreadable) return { status: 'unchecked', reason: `the library's text of ${head} shows no labels at its lines' starts: its ${chainText(labels)} cannot be read; ${ADVICE}` };
  if (read.found) return { status: 'found', scope: read.scope };
  const reached = `${head}${chainText(read.reached)}`;
  // (`s 61(2)(b)` of a subsection substituted since: it existed, and the library has the current text only.)
  if (read.amended) return { status: 'unchecked', reason: `the library's text of ${reached} notes an amendment and has no ${chainText(labels.slice(read.reached.length))} now; what it said before is not held: ${ADVICE}` };
  return { status: 'not_found', nearest: `${head}${chainText([...read.reached, ...(read.last ? [read.last] : [])])}` };
}

/** One part (and its labels) against what verify_provisions returned for it. */
function readPart(p: ProvisionCitation, part: string, labels: string[], row: ProvisionRow): PartReading {
  const own = headOf(p);
  const head = own.slice(0, own.length - p.part.length) + part;
  if (row.text !== undefined) return labelled(head, row.text, labels);
  if (row.within) return labels.length ? { status: 'unchecked', reason: `${head} is kept as its items: labels below it cannot be read; ${ADVICE}` } : { status: 'found' };
  if (row.container !== undefined && p.item && p.container) {
    const item = readItem(row.container, p.item);
    if (!item.items) return { status: 'unchecked', reason: `the library's text of ${p.container} does not number its items: ${ADVICE}` };
    if (item.text === undefined) return { status: 'not_found', ...(item.last ? { nearest: head.slice(0, head.length - p.item.length) + item.last } : {}) };
    return labelled(head, item.text, labels);
  }
  if (row.nearest) return { status: 'not_found', nearest: head.slice(0, head.length - part.length) + row.nearest };
  return { status: 'not_found' };
}

type VersionRange = { expression_date: string; in_force_to?: string };

const versionOf = (v: VersionRange): ProvisionVersion => ({ expression_date: v.expression_date, in_force_from: v.expression_date, ...(v.in_force_to ? { in_force_to: v.in_force_to } : {}) });

const span = (v: VersionRange) => `from ${v.expression_date}${v.in_force_to ? ` to ${v.in_force_to}` : ''}`;

/**
 * Why a held instrument has no text to read on `asAt` (verify_provisions' state): not yet made or
 * already repealed (not_in_force), or made but older than any version held (unchecked: the library's
 * first version is not the law's start).
 */
function notReadable(row: ProvisionRow, title: string, year: number | undefined, asAt: string | null): Pick<ProvisionCheck, 'status' | 'reason'> | undefined {
  if (row.state === 'not_yet') return { status: 'not_in_force', reason: `${title} was not yet made on ${asAt}: ${row.made ? `it is dated ${row.made}` : `it is of ${year}`}` };
  if (row.state === 'repealed') return { status: 'not_in_force', reason: `${title} was repealed on ${row.repealed_on}${row.repealed_by ? ` by ${row.repealed_by}` : ''}, by ${asAt}` };
  if (row.state === 'before_first_version') return { status: 'unchecked', reason: `the library's earliest version of ${title} is of ${row.first_version}: its text on ${asAt} is not held; ${ADVICE}` };
  return undefined;
}

/** A part missing from the version in force on `asAt` that other versions have: not_in_force, with them. */
function otherVersions(reading: PartReading, head: string, row: ProvisionRow, asAt: string | null): Pick<ProvisionCheck, 'status' | 'reason' | 'held_in'> | undefined {
  if (reading.status !== 'not_found' || row.text !== undefined || !row.version || !row.held_in?.length) return undefined;
  return {
    status: 'not_in_force',
    reason: `${head} is not in the version in force on ${asAt} (${span(row.version)}); ${row.held_in.length === 1 ? 'the version' : 'the versions'} ${row.held_in.map(span).join(', ')} ${row.held_in.length === 1 ? 'has' : 'have'} it`,
    held_in: row.held_in.map(versionOf),
  };
}

/** A quotation of a provision against its text: found (its parts in order), close, or not_found. */
function quoteCheck(q: ProvisionQuotation, text: string | undefined): QuoteCheck {
  if (text === undefined || !q.segments.length) return { text: q.text, status: 'unchecked' };
  const words = plainWords(text);
  const joined = ` ${words.join(' ')} `;
  let at = 0;
  const whole = q.segments.every((segment) => {
    const pos = joined.indexOf(` ${segment} `, at);
    if (pos < 0) return false;
    at = pos + segment.length + 1;
    return true;
  });
  if (whole) return { text: q.text, status: 'found' };
  const near = nearness(q.words, words);
  return near.similarity >= CLOSE_SIMILARITY ? { text: q.text, status: 'close', similarity: near.similarity, actual: near.actual } : { text: q.text, status: 'not_found' };
}

/** A provision's entry: its status against the held Act's text, its quotations checked. */
export function decideProvision(
  p: ProvisionCitation,
  acts: ActCitation[],
  actChecks: ActCheck[],
  rows: Map<string, ProvisionRow[]>,
  quotations: ProvisionQuotation[],
  asAt: string | null = null,
): Omit<ProvisionCheck, 'cited' | 'start' | 'end'> {
  const entry = (check: Omit<ProvisionCheck, 'cited' | 'start' | 'end' | 'provision' | 'quotes'>, scope?: string): Omit<ProvisionCheck, 'cited' | 'start' | 'end'> => ({
    provision: p.provision,
    ...check,
    ...(quotations.length ? { quotes: quotations.map((q) => quoteCheck(q, check.status === 'found' ? scope : undefined)) } : {}),
  });
  const named = p.instrument?.name;
  const instrument = instrumentOf(p, acts);
  if ('reason' in instrument) return entry({ status: 'unchecked', ...(named ? { instrument: named } : {}), reason: instrument.reason });
  const actCheck = p.act !== undefined ? actChecks[p.act] : undefined;
  if (actCheck && actCheck.status !== 'found' && actCheck.status !== 'repealed') {
    return entry({ status: 'unchecked', reason: `the Act it is tied to is not confirmed (${actCheck.status}): its provisions are not looked up` });
  }
  const keys = partsOf(p).map((q) => partKey(instrument, q));
  if (keys.some((key) => !rows.has(key))) return entry({ status: 'unchecked', reason: `not looked up: the text names more than ${PROVISION_LOOKUPS} provisions; check it in a shorter text` });
  // (By title and year: the held Act of that year whose title agrees, where exactly one does; a by-law:
  // the one held by-law whose title reads alike.)
  const heldFor = (key: string) => {
    const found = (rows.get(key) ?? []).filter((r) => instrument.number !== undefined || instrument.bylaw !== undefined || actNamesAgree(instrument.name!, r.title));
    return found.length === 1 || instrument.number !== undefined ? found[0] : undefined;
  };
  const [first, last] = keys.map(heldFor);
  const title = named ?? actCheck?.matched_title ?? (instrument.number !== undefined ? `Act ${instrument.number} of ${instrument.year}` : `${instrument.name}, ${instrument.year}`);
  if (!first && instrument.bylaw) {
    const many = (rows.get(keys[0]) ?? []).length > 1;
    return entry({ status: 'unchecked', instrument: title, reason: `${many ? 'more than one' : 'no'} by-law the library holds divided into sections has the title ${title}: ${ADVICE}` });
  }
  if (!first) return entry({ status: 'unchecked', instrument: title, reason: `the library holds no text of ${title} divided into sections: ${ADVICE}` });
  const held = { instrument: first.title, url: first.url, ...(first.version ? { version: versionOf(first.version) } : {}), ...(first.amendments ? { amendments: first.amendments } : {}) };
  const unread = notReadable(first, first.title, instrument.year, asAt);
  if (unread) return entry({ ...unread, ...held });
  const own = headOf(p);
  const partHead = (part: string) => own.slice(0, own.length - p.part.length) + part;
  const start = readPart(p, p.part, p.labels, first);
  const startGone = otherVersions(start, partHead(p.part), first, asAt);
  if (startGone) return entry({ ...startGone, ...held });
  if (start.status !== 'found' || !p.through) return entry({ status: start.status, ...held, ...(start.nearest ? { nearest: start.nearest } : {}), ...(start.reason ? { reason: start.reason } : {}) }, start.scope);
  const end = readPart(p, p.through.part, p.through.labels, last ?? first);
  const endGone = otherVersions(end, partHead(p.through.part), last ?? first, asAt);
  if (endGone) return entry({ ...endGone, ...held });
  // (A range's quotation is read in its first part's whole text.)
  return entry({ status: end.status, ...held, ...(end.nearest ? { nearest: end.nearest } : {}), ...(end.reason ? { reason: end.reason } : {}) }, first.text);
}

/** verify_provisions' rows by the part each answers (the queries' k): every part asked, none where no Act is held so. */
export function rowsByPart(queries: ProvisionQuery[], rows: ProvisionRow[]): Map<string, ProvisionRow[]> {
  return new Map(queries.map((q) => [partKey(q, q), rows.filter((r) => r.k === q.k)]));
}
