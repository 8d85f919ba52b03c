import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { readCitations } from '#libs/citations/read.js';
import { STARTER_DIR } from '#libs/db/paths.js';
import { citedGroupsInText } from '#libs/library/library.repository.js';
import { readRows, textTables } from '../rows/rows.js';

/**
 * The golden corpus: every citation the reader finds in texts nobody here wrote, as one line each, so
 * that a change to the reader shows as a diff of lines. Each corpus is a list of texts; each text's
 * reading is its case citations (span in the text as sent, as written, key, group, name and its span,
 * pinpoint), Act citations (span, number, year, title, other readings), short forms and quotations,
 * provision citations (span, normalized form, the Act or instrument tied) and their quotations,
 * and, for judgments, the parallel groups import stores from it.
 */
export interface GoldenText {
  id: string;
  text: string;
  /** A judgment's own text: its cited groups are read as import reads them too. */
  judgment?: boolean;
}

export interface GoldenCorpus {
  name: string;
  /**
   * Where it comes from: `starter` (in the repository), `shared` (../shared/data, where present) or
   * `rows` (the test rows in test/rows).
   */
  from: 'starter' | 'shared' | 'rows';
  texts: () => GoldenText[];
}

const line = (id: string, what: string, value: unknown) => `${id}\t${what}\t${JSON.stringify(value)}`;

/** The reading of one text, a line per thing found, in text order within each kind. */
export function goldenLines({ id, text, judgment }: GoldenText): string[] {
  const { clean, cases, acts, references, quotations, provisions, provisionQuotations } = readCitations(text);
  const at = (start: number, end: number) => {
    const s = clean.span(start, end);
    return `${s.start}-${s.end}`;
  };
  // Groups, short forms and quotations name the citation they belong to by where it stands (not by a
  // count that one more citation read earlier in the text would shift).
  const firstOfGroup = new Map<number, string>();
  for (const c of cases) if (!firstOfGroup.has(c.group)) firstOfGroup.set(c.group, at(c.start, c.end));
  const caseAt = (i: number) => (cases[i] ? at(cases[i].start, cases[i].end) : `#${i}`);
  const out = cases.map((c) =>
    line(id, 'case', {
      at: at(c.start, c.end),
      cited: clean.written(c.start, c.end),
      ...(c.norm ? { norm: c.norm } : { kind: c.kind }),
      group: firstOfGroup.get(c.group),
      ...(c.parties !== undefined ? { parties: c.parties, partiesAt: at(c.partiesStart!, c.partiesEnd!) } : {}),
      ...(c.pinpoint ? { pinpoint: c.pinpoint.cited, paragraphs: c.pinpoint.paragraphs, ...(c.pinpoint.page ? { page: c.pinpoint.page } : {}) } : {}),
      ...(c.loose ? { loose: true } : {}),
    }),
  );
  for (const a of acts) {
    out.push(
      line(id, 'act', {
        at: at(a.start, a.end),
        cited: clean.written(a.start, a.end),
        ...(a.number !== undefined ? { number: a.number } : {}),
        ...(a.year !== undefined ? { year: a.year } : {}),
        ...(a.name ? { name: a.name } : {}),
        ...(a.titleYear ? { titleYear: a.titleYear } : {}),
        ...(a.provincial ? { provincial: true } : {}),
        ...(a.abbreviation ? { abbreviation: true } : {}),
        ...(a.numbered ? { numbered: a.numbered.cited } : {}),
        ...(a.listed ? { listed: a.listed.name } : {}),
      }),
    );
  }
  for (const r of references) out.push(line(id, 'reference', { at: at(r.start, r.end), refersTo: caseAt(r.refersTo), ...(r.pinpoint ? { pinpoint: r.pinpoint.cited } : {}) }));
  for (const q of quotations) out.push(line(id, 'quotation', { at: at(q.start, q.end), case: caseAt(q.caseIndex), parts: q.segments.length, words: q.words.length }));
  for (const p of provisions) {
    out.push(
      line(id, 'provision', {
        at: at(p.start, p.end),
        cited: clean.written(p.start, p.end),
        provision: p.provision,
        ...(p.act !== undefined ? { act: at(acts[p.act].start, acts[p.act].end) } : {}),
        ...(p.instrument ? { instrument: p.instrument.name } : {}),
        ...(p.untied ? { untied: p.untied } : {}),
      }),
    );
  }
  for (const q of provisionQuotations) {
    const p = provisions[q.provisionIndex];
    out.push(line(id, 'provision-quotation', { at: at(q.start, q.end), provision: at(p.start, p.end), parts: q.segments.length, words: q.words.length }));
  }
  if (judgment) for (const g of citedGroupsInText(text)) out.push(line(id, 'imported', g));
  return out;
}

const jsonl = (file: string): Array<Record<string, unknown>> =>
  (file.endsWith('.gz') ? zlib.gunzipSync(fs.readFileSync(file)).toString('utf8') : fs.readFileSync(file, 'utf8'))
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Record<string, unknown>);

/** The starter library's judgments, in the repository: every clone reads them. */
const starterJudgments = (part: string): GoldenCorpus => ({
  name: `starter-${part}`,
  from: 'starter',
  texts: () =>
    jsonl(path.join(STARTER_DIR, part, 'library.jsonl.gz'))
      .filter((d) => d.kind === 'document' && d.type === 'judgment' && typeof d.text === 'string')
      .map((d) => ({ id: String(d.key), text: String(d.text), judgment: true })),
});

/** The starter library's by-laws, Acts and Bills: the Act citations of legislation. */
const starterSections = (part: string): GoldenCorpus => ({
  name: `starter-${part}`,
  from: 'starter',
  texts: () =>
    jsonl(path.join(STARTER_DIR, part, 'library.jsonl.gz'))
      .filter((d) => d.kind === 'document')
      .map((d) => {
        const sections = (d.sections as Array<{ text: string }> | undefined) ?? [];
        return { id: String(d.key), text: sections.length ? sections.map((s) => s.text).join('\n\n') : String(d.text ?? '') };
      })
      .filter((t) => t.text),
});

/** Text around citations in official texts (../shared/data/cases/citations_in_official_texts.jsonl). */
const officialContexts = (shared: string): GoldenCorpus => ({
  name: 'shared-citation-contexts',
  from: 'shared',
  texts: () =>
    jsonl(path.join(shared, 'cases', 'citations_in_official_texts.jsonl'))
      .filter((r) => typeof r.context === 'string')
      .map((r) => ({ id: String(r.neutral), text: String(r.context) })),
});

/**
 * The texts of a stage's test rows (test/rows/<stage>/*.jsonl), each row's text with its place as id
 * (`lookup/cases.jsonl:12`): what the reader makes of every text a test was written for, beyond what
 * the row asserts.
 */
const rowTexts = (stage: string): GoldenCorpus => ({
  name: `rows-${stage}`,
  from: 'rows',
  texts: () =>
    textTables(stage).flatMap((table) =>
      readRows(table)
        .filter((r) => typeof r.text === 'string')
        .map((r) => ({ id: r.at, text: r.text as string })),
    ),
});

/** Every corpus; those from ../shared/data only where it is present. */
export function goldenCorpora(shared: string | undefined): GoldenCorpus[] {
  const corpora = [
    starterJudgments('judgments-zacc-2025'),
    starterJudgments('judgments-sca-1999'),
    starterSections('constitution'),
    starterSections('consumer-protection-act'),
    starterSections('bylaws'),
    starterSections('bills'),
    starterSections('gazettes'),
    // The agreement rows compare names and hold no text.
    rowTexts('reading'),
    rowTexts('lookup'),
  ];
  if (shared) corpora.push(officialContexts(shared));
  return corpora;
}

export const GOLDEN_DIR = path.join(path.dirname(new URL(import.meta.url).pathname), 'golden');

/** A readable account of how two readings differ: the lines only one has, per text, the first `max`. */
export function goldenDiff(expected: string[], actual: string[], max = 40): string {
  const want = new Set(expected);
  const got = new Set(actual);
  const lost = expected.filter((l) => !got.has(l));
  const gained = actual.filter((l) => !want.has(l));
  if (!lost.length && !gained.length) return '';
  const shown = [...lost.map((l) => `- ${l}`), ...gained.map((l) => `+ ${l}`)].sort((a, b) => a.slice(2).localeCompare(b.slice(2)));
  return [`${lost.length} lines lost, ${gained.length} gained:`, ...shown.slice(0, max), ...(shown.length > max ? [`... and ${shown.length - max} more`] : [])].join('\n');
}
