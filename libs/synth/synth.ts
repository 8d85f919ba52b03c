import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '#libs/db/schema.js';
import type { DocType } from '#libs/contracts/limits.js';
import { LibraryRepository } from '#libs/library/library.repository.js';
import { defaultSectionRef, type LibraryDocument } from '#libs/library/model.js';
import { paragraphSpans } from '#libs/library/paragraphs.js';
import * as V from './vocabulary.js';

/** The library's stated size (service-spec.md section 1): what --scale 1 produces. */
export const FULL_SIZE: Record<DocType, number> & { sections: number } = {
  judgment: 18_656,
  act: 1_901,
  regulation: 1_202,
  bylaw: 235,
  notice: 43_881,
  bill: 550,
  sections: 171_521,
};

// Shares of the sections by document type (notices: every tenth one is divided into sections).
const SECTION_SHARE: Partial<Record<DocType, number>> = { act: 0.56, regulation: 0.2, bylaw: 0.05, bill: 0.04, notice: 0.15 };
const TYPES: DocType[] = ['act', 'regulation', 'bylaw', 'bill', 'notice', 'judgment'];

export const SYNTH_LABEL = ' (synthetic)';
export const SYNTH_URL = 'https://example.invalid/';
/** documents.source and act_records.source of everything synth writes. */
const SOURCE = 'synthetic';

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function seedOf(...parts: (string | number)[]): number {
  return createHash('sha256').update(parts.join('|')).digest().readUInt32LE(0);
}

class Rand {
  constructor(readonly next: () => number) {}
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)];
  }
}

export interface SynthCounts {
  documents: Record<DocType, number>;
  sections: number;
}

/** How many documents of each type, and sections in all, a scale gives (at least one of each type). */
export function synthCounts(scale: number): SynthCounts {
  const documents = Object.fromEntries(TYPES.map((t) => [t, Math.max(1, Math.round(FULL_SIZE[t] * scale))])) as Record<DocType, number>;
  return { documents, sections: Math.max(TYPES.length, Math.round(FULL_SIZE.sections * scale)) };
}

/** Sections per document for one type: random sizes that add up exactly to the type's share. */
function sectionPlan(type: DocType, counts: SynthCounts, seed: number): number[] {
  const n = counts.documents[type];
  const share = SECTION_SHARE[type];
  if (!share) return new Array(n).fill(0);
  const shares = TYPES.filter((t) => SECTION_SHARE[t]);
  // The last type takes the rounding remainder, so the total is exact.
  const total =
    type === shares.at(-1)
      ? counts.sections - shares.slice(0, -1).reduce((s, t) => s + Math.round(counts.sections * SECTION_SHARE[t]!), 0)
      : Math.round(counts.sections * share);
  const holders = type === 'notice' ? Array.from({ length: n }, (_, i) => i).filter((i) => i % 10 === 0) : Array.from({ length: n }, (_, i) => i);
  const r = new Rand(prng(seedOf(seed, 'plan', type)));
  const weights = holders.map(() => 0.3 + r.next() * 1.4);
  const sum = weights.reduce((a, b) => a + b, 0);
  const plan = new Array(n).fill(0);
  let assigned = 0;
  holders.forEach((i, k) => {
    plan[i] = Math.max(1, Math.floor((weights[k] / sum) * total));
    assigned += plan[i];
  });
  // Spread the remainder (or take back the excess) one section at a time, round the holders.
  for (let k = 0; assigned !== total && holders.length; k = (k + 1) % holders.length) {
    const i = holders[k];
    if (assigned < total) {
      plan[i]++;
      assigned++;
    } else if (plan[i] > 1) {
      plan[i]--;
      assigned--;
    }
  }
  return plan;
}

/** The citations of synthetic judgment `i`: computable without generating the judgment itself. */
export function judgmentIdentity(seed: number, i: number) {
  const r = new Rand(prng(seedOf(seed, 'judgment-id', i)));
  const court = V.COURTS[i % V.COURTS.length];
  const year = 2000 + (Math.floor(i / V.COURTS.length) % 25);
  // Neutral numbers from 1001 and report pages from 1001: beyond the real series, never mistaken for a real case.
  const number = 1001 + Math.floor(i / (V.COURTS.length * 25));
  const volume = r.int(1, 6);
  // One page per judgment in its year, so no two synthetic judgments share a report citation.
  const page = 1001 + Math.floor(i / (V.COURTS.length * 25)) * V.COURTS.length + (i % V.COURTS.length);
  const a = r.pick(V.SURNAMES);
  const b = r.next() < 0.6 ? r.pick(V.ENTITIES) : r.pick(V.SURNAMES);
  return {
    parties: `${a} v ${b}${r.next() < 0.3 ? ' and Others' : ''}`,
    neutral: `[${year}] ${court.code} ${number}`,
    report: `${year} (${volume}) SA ${page} (${court.report})`,
    court,
    year,
  };
}

interface SynthSection {
  number: string;
  heading: string;
  ref: string;
  text: string;
}

export interface SynthDocument {
  key: string;
  type: DocType;
  title: string;
  url: string;
  date: string;
  citation?: string;
  parallel?: string[];
  case_number?: string;
  court?: string;
  parties?: string;
  act_number?: number;
  act_year?: number;
  gazette?: string;
  body?: string;
  sections: SynthSection[];
  cited: { parties: string; citations: string[] }[];
}

function sentence(r: Rand): string {
  return r
    .pick(V.JUDGMENT_SENTENCES)
    .replace('{noun}', r.pick(V.NOUNS))
    .replace('{noun2}', r.pick(V.NOUNS));
}

function provision(r: Rand): string {
  return `The ${r.pick(V.NOUNS)} ${r.pick(V.VERBS)} ${r.pick(V.ACTIONS)}.`;
}

function sectionText(r: Rand): string {
  const subsections = r.int(1, 6);
  const lines: string[] = [];
  for (let s = 1; s <= subsections; s++) {
    const items = r.next() < 0.35 ? r.int(2, 5) : 0;
    lines.push(`(${s}) ${provision(r)}${items ? ` The ${r.pick(V.NOUNS)} must –` : ''}`);
    for (let k = 0; k < items; k++) lines.push(`(${String.fromCharCode(97 + k)}) ${r.pick(V.ACTIONS)};`);
  }
  return lines.join('\n');
}

function date(r: Rand, fromYear: number, toYear: number): string {
  return `${r.int(fromYear, toYear)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`;
}

/** Synthetic document `i` of a type: the same arguments always give the same document. */
export function synthDocument(seed: number, type: DocType, i: number, sectionCount: number, counts: SynthCounts): SynthDocument {
  const r = new Rand(prng(seedOf(seed, type, i)));
  const url = `${SYNTH_URL}${type}/${i + 1}`;
  const key = `synthetic/${type}/${i + 1}`;
  const sections = (heading: (k: number) => string, prefix = ''): SynthSection[] =>
    Array.from({ length: sectionCount }, (_, k) => {
      const number = `${prefix}${k + 1}`;
      const h = heading(k);
      return { number, heading: h, ref: defaultSectionRef(number, h), text: sectionText(r) };
    });
  const actHeading = (k: number) => (k === 0 ? 'Definitions' : k === sectionCount - 1 ? 'Short title and commencement' : r.pick(V.HEADINGS));

  if (type === 'judgment') {
    const id = judgmentIdentity(seed, i);
    const paragraphs = r.int(20, 110);
    const cited: SynthDocument['cited'] = [];
    const lines = [`${id.parties}`, `${id.court.name}`, `Case no: ${id.court.code.slice(2)} ${r.int(1, 999)}/${id.year - 1}`, ''];
    for (let p = 1; p <= paragraphs; p++) {
      let text = Array.from({ length: r.int(2, 7) }, () => sentence(r)).join(' ');
      if (r.next() < 0.18 && counts.documents.judgment > 1) {
        // Cite an earlier (or any other) synthetic judgment: neutral and report citation in a parallel group.
        let j = r.int(0, counts.documents.judgment - 1);
        if (j === i) j = (j + 1) % counts.documents.judgment;
        const other = judgmentIdentity(seed, j);
        cited.push({ parties: other.parties, citations: [other.neutral, other.report] });
        text += ` See ${other.parties} ${other.neutral}; ${other.report} at para ${r.int(1, 80)}.`;
      }
      lines.push(`[${p}] ${text}`);
    }
    lines.push(`[${paragraphs + 1}] In the result, the following order is made: ${r.pick(V.ORDERS)}`);
    return {
      key,
      type,
      title: `${id.parties}${SYNTH_LABEL}`,
      url,
      date: `${id.year}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`,
      citation: id.neutral,
      parallel: [id.report],
      case_number: lines[2].slice('Case no: '.length),
      court: id.court.name,
      parties: id.parties,
      body: lines.join('\n'),
      sections: [],
      cited,
    };
  }
  if (type === 'act') {
    const year = 1960 + (i % 65);
    // Act numbers from 301: beyond the real numbering of any year, never mistaken for a real Act.
    const number = 301 + Math.floor(i / 65);
    const subject = r.pick(V.SUBJECTS);
    const kind = r.next() < 0.45 ? ' Amendment' : '';
    return {
      key, type, url, date: `${year}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`,
      title: `${subject}${kind} Act ${number} of ${year}${SYNTH_LABEL}`,
      act_number: number, act_year: year, gazette: `GG ${r.int(10000, 49999)}`,
      sections: sections(actHeading), cited: [],
    };
  }
  if (type === 'regulation') {
    const subject = r.pick(V.SUBJECTS);
    const kind = r.pick(['Regulations', 'Rules', 'Code of Good Practice', 'Regulations, Amendment']);
    return {
      key, type, url, date: date(r, 1995, 2024), title: `${subject} ${kind}${SYNTH_LABEL}`,
      gazette: `GN R${r.int(100, 2999)} in GG ${r.int(10000, 49999)}`,
      sections: sections((k) => (k === 0 ? 'Definitions' : r.pick(V.HEADINGS)), ''), cited: [],
    };
  }
  if (type === 'bylaw') {
    const muni = r.pick(V.MUNICIPALITIES);
    return {
      key, type, url, date: date(r, 2000, 2024), title: `${muni}: ${r.pick(V.BYLAW_TOPICS)} By-law${SYNTH_LABEL}`,
      gazette: `Provincial Gazette ${r.int(5000, 8999)}`, sections: sections(actHeading), cited: [],
    };
  }
  if (type === 'bill') {
    const year = 2005 + (i % 20);
    return {
      key, type, url, date: date(r, year, year), title: `${r.pick(V.SUBJECTS)} Amendment Bill [B${900 + Math.floor(i / 20)}-${year}]${SYNTH_LABEL}`,
      sections: sections(actHeading), cited: [],
    };
  }
  const subject = r.pick(V.SUBJECTS);
  const title = `${r.pick(V.NOTICE_KINDS)}: ${subject}${SYNTH_LABEL}`;
  const gazette = `GN ${r.int(100, 4999)} in GG ${r.int(20000, 49999)}`;
  if (sectionCount) return { key, type, url, date: date(r, 1995, 2024), title, gazette, sections: sections(() => r.pick(V.HEADINGS)), cited: [] };
  const body = [
    `${title.replace(SYNTH_LABEL, '')}.`,
    ...Array.from({ length: r.int(3, 12) }, () => provision(r)),
    `Interested persons are invited to submit written comments within 30 days of the date of publication of this notice.`,
  ].join('\n');
  return { key, type, url, date: date(r, 1995, 2024), title, gazette, body, sections: [], cited: [] };
}

export interface SynthReport {
  documents: Record<DocType, number>;
  sections: number;
  paragraphs: number;
  records: number;
  ms: number;
  /** The term index rebuilt after the load (LibraryRepository.compactTermIndex). */
  compacted: boolean;
}

export interface SynthOptions {
  scale: number;
  seed?: number;
  /** Documents per INSERT batch. */
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
}

/**
 * Loads the synthetic library through the library's one writer (LibraryRepository.saveDocuments:
 * a batch in multi-row INSERTs, vectors by the document_vector/section_vector functions, then
 * sections, paragraphs, citations), then the Act records. Documents already present with the same
 * content are left alone, so running it twice adds nothing. Ends by
 * analyzing the tables (LibraryRepository.analyze), so the library is searched with statistics,
 * and rebuilding the term index when the load grew it (LibraryRepository.compactTermIndex).
 */
export async function synthesize(db: Kysely<DB>, options: SynthOptions): Promise<SynthReport> {
  const started = Date.now();
  const seed = options.seed ?? 1;
  const counts = synthCounts(options.scale);
  const report: SynthReport = { documents: { judgment: 0, act: 0, regulation: 0, bylaw: 0, notice: 0, bill: 0 }, sections: 0, paragraphs: 0, records: 0, ms: 0, compacted: false };
  const total = TYPES.reduce((s, t) => s + counts.documents[t], 0);
  const library = new LibraryRepository(db);
  const termRows = await library.termRows();
  let done = 0;
  for (const type of TYPES) {
    const plan = sectionPlan(type, counts, seed);
    // Judgments are large: smaller batches keep each statement's memory modest.
    const size = options.batchSize ?? (type === 'judgment' ? 100 : 500);
    for (let start = 0; start < counts.documents[type]; start += size) {
      const docs: SynthDocument[] = [];
      for (let i = start; i < Math.min(start + size, counts.documents[type]); i++) docs.push(synthDocument(seed, type, i, plan[i], counts));
      const written = await writeBatch(library, docs);
      report.documents[type] += written.documents;
      report.sections += written.sections;
      report.paragraphs += written.paragraphs;
      report.records += written.records;
      done += docs.length;
      options.onProgress?.(done, total);
    }
  }
  await library.analyze();
  report.compacted = await library.compactTermIndex(termRows);
  report.ms = Date.now() - started;
  return report;
}

/** A synthetic document as the library's writer takes it, as an importer would hand it over. */
export function libraryDocument(d: SynthDocument): LibraryDocument {
  return {
    key: d.key,
    type: d.type,
    title: d.title,
    url: d.url,
    date: d.date,
    ...(d.citation ? { citation: d.citation } : {}),
    ...(d.parallel ? { parallel_citations: d.parallel } : {}),
    ...(d.case_number ? { case_number: d.case_number } : {}),
    ...(d.court ? { court: d.court } : {}),
    ...(d.parties ? { parties: d.parties } : {}),
    ...(d.act_number ? { act_number: d.act_number, act_year: d.act_year } : {}),
    ...(d.gazette ? { gazette: d.gazette } : {}),
    ...(d.sections.length ? { sections: d.sections } : { text: d.body }),
    cited_groups: d.cited,
    source: SOURCE,
  };
}

/** Writes a batch through the library's one writer (LibraryRepository), Act records included; counts what was new. */
async function writeBatch(library: LibraryRepository, docs: SynthDocument[]) {
  const saved = await library.saveDocuments(docs.map(libraryDocument));
  const fresh = docs.filter((_, i) => saved[i].outcome !== 'unchanged');
  const records = fresh
    .filter((d) => d.type === 'act')
    .map((d) => ({ number: d.act_number!, year: d.act_year!, title: d.title.replace(/ \d+ of \d{4}(?= \(synthetic\)$)/, ''), url: d.url, source: SOURCE }));
  await library.saveActRecords(records);
  return {
    documents: fresh.length,
    sections: fresh.reduce((n, d) => n + d.sections.length, 0),
    paragraphs: fresh.reduce((n, d) => n + (d.type === 'judgment' && d.body ? paragraphSpans(d.body).length : 0), 0),
    records: records.length,
  };
}
