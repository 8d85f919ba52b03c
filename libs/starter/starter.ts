import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { formatProblem } from '#libs/importers/batch.js';
import { readPaths } from '#libs/importers/importer.js';
import type { ActRecord, LibraryDocument } from '#libs/library/model.js';

/** One part of the starter library: what belongs to it (by the reader's `source`) and where it comes from. */
interface StarterPart {
  name: string;
  documents: (doc: LibraryDocument) => boolean;
  records?: (record: ActRecord) => boolean;
  /** Files of ../shared/data the part is read from. */
  from: string[];
  source: string;
  licence: string;
  /** A licence text of the source to ship beside the part (path under ../shared/data). */
  licenceFile?: string;
  /** Why it may be redistributed, and anything left out. */
  note: string;
}

const OFFICIAL = 'official text: no copyright subsists in it (Copyright Act 98 of 1978, s 12(8)(a))';

/**
 * Everything of ../shared/data that may be redistributed, in parts by source. A document or record no
 * part claims fails the build, so nothing reaches the repository without its provenance.
 */
export const STARTER_PARTS: StarterPart[] = [
  {
    name: 'constitution',
    documents: (d) => d.source === 'lawsafrica-app',
    from: ['constitution/lawsafrica_app/constitution.json', 'constitution/lawsafrica_app/na_rules_2016.json'],
    source: 'laws-africa/constitution-app-react @ 0330124ccba9f10821c3aff89866ab43a6b8cb25 (src/assets/data/constitution.json, rules.json)',
    licence: 'MIT (the repository); the Constitution and the Rules are official texts',
    licenceFile: 'constitution/lawsafrica_app/LICENSE',
    note:
      'The Constitution (Act 108 of 1996, complete: ss 1-243 and Schedules 1-7) and the Rules of the National Assembly. ' +
      'The myconstitution Akoma Ntoso copy (longhotsummer/constitution-akn) is not shipped: it lacks Chapter 14 and the import prefers this complete text.',
  },
  {
    name: 'consumer-protection-act',
    documents: (d) => d.source.startsWith('bluebell:'),
    from: ['acts/consumer-protection-act-2008/cpa.bluebell.txt'],
    source: 'laws-africa/indigo @ 6e8512904f6b813116f5a3be41dc5db2989797a3 (indigo_api/tests/importer_fixtures/za-cpa.txt)',
    licence: `${OFFICIAL}; the repository is LGPL-3.0, and only the Act's text and structure are taken from its fixture`,
    note: 'The Consumer Protection Act 68 of 2008 as enacted (no amendments applied): preamble, sections 1-122, Schedules 1 and 2.',
  },
  {
    name: 'bylaws',
    documents: (d) => d.source === 'akn' && d.type === 'bylaw',
    records: (r) => r.source === 'references in by-laws',
    from: ['bylaws/za-*/act/by-law/<year>/<slug>/eng/<date>/{main.xml,metadata.json}', 'records/national_acts_referenced_in_bylaws.csv'],
    source: 'longhotsummer/za-by-laws @ a0cd704ae0d72ad927a97395a92e332852d96edf (by-laws/...)',
    licence: 'CC BY 2.5 ZA: attribution to the source above (this file gives it)',
    licenceFile: 'bylaws/LICENSE.md',
    note:
      'Every English expression of the 125 municipal by-law works (149 lines: one per expression, dated; the newest of a work is its current text, the others its earlier versions), ' +
      'with the repeal their metadata records; Act records read from the Acts the by-laws link (filtered as docs/library.md describes).',
  },
  {
    name: 'case-records',
    documents: (d) => d.source === 'zacc-cases',
    from: ['cases/zacc_cases_index.csv', 'cases/zacc_cases_constitution_app_HEAD.json', 'cases/zacc_cases_constitution_app_8d06a13_with_citedCases.json', 'cases/zacc_cited_cases_flat.jsonl'],
    source:
      'laws-africa/constitution-app-react @ 0330124ccba9f10821c3aff89866ab43a6b8cb25 and @ 8d06a1315363d53a7489981f4de04029500b9ae2 (src/assets/data/data.json)',
    licence: 'MIT',
    licenceFile: 'cases/LICENSE.constitution-app-react',
    note:
      'Records of 99 Constitutional Court judgments (citation, parallel citations, parties, date, court, link) and the cases they cite. ' +
      "The app's case summaries are not shipped: they are not the official text.",
  },
  {
    name: 'bills',
    documents: (d) => d.source === 'pmgbilltracker',
    records: (r) => r.source === 'pmgbilltracker assent dates',
    from: ['bills/pmg_all_bills_2013.json', 'bills/pmgbilltracker_bills.csv', 'bills/bill_assent_dates.csv', 'bills/current_status.csv', 'bills/proceedings_on_bills_html/bill_status_2007..2014.html'],
    source:
      'OpenUpSA/pmgbilltracker @ 5a162282f77d2793c83cf6836c99cfd07f64d203, @ 9762b1e56f517b205eae019df821ab7b12d32045, @ 9b0588f6252059da9136204299b8e3a18f02affd and @ 43a613e29190e4a50fdc12c34e4d85338b58272b (data/, db_sources/all_bills.json, the bill table, Parliament\'s Proceedings on Bills)',
    licence: 'Apache-2.0 (licence text beside this file); the part is a derived work: the tracker records re-written as documents and Act records',
    licenceFile: 'bills/LICENSE.pmgbilltracker',
    note: '503 Bills as the tracker records them (no Bill texts) and Act records from assent data, named as Parliament renamed the Bills.',
  },
  {
    name: 'judgments-zacc-2025',
    documents: (d) => d.source.startsWith('concourt:') || d.source.startsWith('cited in '),
    from: ['judgments/zacc_2025_concourt.jsonl', 'cases/neutral_with_parallels_from_judgments.jsonl'],
    source: 'worldwidelaw/legal-sources @ 190e314527a6462f38f34833f4a2fa6a560cc418 (sources/ZA/ConstitutionalCourt/sample/*.json), texts from the Constitutional Court\'s own repository',
    licence: `${OFFICIAL}; the parallel citation pairs are facts read from those texts`,
    note:
      '10 Constitutional Court judgments of 2025, full text, with the citations they make; the pairs of neutral and law-report citations found in them are their cited groups, ' +
      'and a judgment record per cited neutral citation (its parallels and the names written; URL: SAFLII\'s page for the citation). ' +
      "The record fields that are editorial (synopsis, the source's own ids) are not shipped.",
  },
  {
    name: 'judgments-sca-1999',
    documents: (d) => d.source.startsWith('sca-site:'),
    from: ['judgments/zasca_1999_sca_site.jsonl'],
    source: 'dsfsi/zasca-sum @ ded7c5436919a261815dfd1c730612af0f111a76 (all_judgments_5.tsv), texts from the Supreme Court of Appeal\'s site',
    licence: `${OFFICIAL}. The compilation has no licence file, so nothing of it but the judgment texts is used`,
    note:
      'Decision: 45 Supreme Court of Appeal judgments of 1999 are shipped as their texts and facts read from the texts ' +
      '(case number, date, names on the cover page); the site judgment number is kept as the key (a fact identifying the judgment on the Court\'s site). ' +
      "The compilation's own fields (its `type` classification, duplicate lists, notes) are not shipped, nor its selection's metadata beyond that.",
  },
  {
    name: 'judgments-zacc-2026',
    documents: (d) => d.source.startsWith('judgment header: ') || d.source.startsWith('citations in official texts'),
    from: ['cases/zacc_2026_headers.jsonl', 'cases/citations_in_official_texts.jsonl'],
    source:
      'worldwidelaw/legal-sources @ b0a19be68b2c0598695ff776fe6c962ec4da57aa (sources/ZA/ConstitutionalCourt/sample/2026__ZACC_*.json, first pages transcribed); ' +
      'the citations also from the 2025 judgments above and worldwidelaw/legal-sources @ 190e314527a6462f38f34833f4a2fa6a560cc418',
    licence: `${OFFICIAL}; the records are facts read from the judgments' own first pages`,
    note:
      'Records of 14 Constitutional Court judgments of 2026 (`[2026] ZACC 1, 3, 5-8, 10-17`) as their first pages state them: names, neutral citation, ' +
      "case number, decision date (no text; URL: SAFLII's page for the citation), with the neutral citations those pages cite as their cited groups. " +
      'No cited judgment is a record of its own; the 2025 judgments cite what their own texts are read to cite, and citations found only in texts the library does not hold (SARS notes, a Tribunal decision) are not shipped.',
  },
  {
    name: 'national-act-records',
    documents: () => false,
    records: (r) => r.source.startsWith('national act records (official texts'),
    from: ['acts/national_act_records.jsonl'],
    source:
      'worldwidelaw/legal-sources @ 190e314527a6462f38f34833f4a2fa6a560cc418 (SARS notes, Gazettes, Tribunal, Reserve Bank texts) and the texts of ../shared/data (judgments, by-laws, the Consumer Protection Act, the Constitution)',
    licence: `${OFFICIAL}; Act numbers, years and short titles are facts read from those texts`,
    note:
      'Records (number, year, short title) of national Acts cited in official texts, each naming its support (`cited in N documents`, or the one document). ' +
      'An Act another source records (by-law references, assent data) or the library holds as a document is recorded from there; provincial Acts and titles naming no Act are left out.',
  },
  {
    name: 'gazettes',
    documents: (d) => d.source.startsWith('gazettes:'),
    from: ['gazettes/national_gazettes_4.jsonl'],
    source: 'worldwidelaw/legal-sources @ 6888427b260617be9601223919f54a3d633e383e (sources/ZA/OpenGazettes/sample/*.json, from history blobs)',
    licence: `${OFFICIAL} (the Government Gazette); the OCR text is as the Open Gazettes archive read it`,
    note: '4 national Government Gazette issues as notices.',
  },
];

const DOCUMENT_ORDER: (keyof LibraryDocument)[] = [
  'key', 'type', 'title', 'url', 'date', 'act_number', 'act_year', 'gazette', 'repealed', 'citation', 'parallel_citations',
  'case_number', 'court', 'parties', 'sections', 'text', 'cited_groups', 'source', 'expression_date', 'repeal', 'amendments',
];

/** A document as one interchange line (fields in the format's order; absent fields left out). */
export function documentLine(doc: LibraryDocument): string {
  const out: Record<string, unknown> = { kind: 'document' };
  for (const f of DOCUMENT_ORDER) if (doc[f] !== undefined) out[f] = doc[f];
  return JSON.stringify(out);
}

export function recordLine(r: ActRecord): string {
  const out: Record<string, unknown> = { kind: 'act_record', number: r.number, year: r.year, title: r.title };
  if (r.repealed !== undefined) out.repealed = r.repealed;
  if (r.url !== undefined) out.url = r.url;
  out.source = r.source;
  return JSON.stringify(out);
}

function provenance(part: StarterPart, documents: number, records: number): string {
  return [
    `# Starter library part: ${part.name}`,
    '',
    `Built by \`npm run cli -- starter build\` from ../shared/data (${part.from.join(', ')}).`,
    '',
    `- Source: ${part.source}`,
    `- Licence: ${part.licence}${part.licenceFile ? ` (the source's licence text: LICENSE beside this file)` : ''}`,
    `- Holds: ${documents} documents, ${records} Act records`,
    '',
    part.note,
    '',
  ].join('\n');
}

export interface StarterSummary {
  parts: { name: string; documents: number; records: number; bytes: number }[];
  bytes: number;
}

/**
 * Builds the starter library from the real data in `from` into `out` (replacing it): per part
 * `library.jsonl.gz` (interchange JSON Lines, in key order, so a rebuild of the same data gives the
 * same lines), `PROVENANCE.md`, and the source's licence text where it has one. Fails, writing
 * nothing, when the data has rejects or holds anything no part claims.
 */
export function buildStarter(from: string, out: string): StarterSummary {
  const { documents, records, batch } = readPaths([from]);
  if (batch.rejected.length) throw new Error(`the data has rejects:\n${batch.rejected.map(formatProblem).join('\n')}`);
  const claimed = STARTER_PARTS.map((part) => ({
    part,
    documents: documents.filter(part.documents),
    records: records.filter((r) => part.records?.(r) ?? false),
  }));
  const unclaimed = [
    ...documents.filter((d) => !STARTER_PARTS.some((p) => p.documents(d))).map((d) => `document ${d.key} (source ${d.source})`),
    ...records.filter((r) => !STARTER_PARTS.some((p) => p.records?.(r))).map((r) => `Act record ${r.number} of ${r.year} (source ${r.source})`),
  ];
  if (unclaimed.length) throw new Error(`no starter part claims: ${unclaimed.slice(0, 5).join('; ')}${unclaimed.length > 5 ? ` and ${unclaimed.length - 5} more` : ''}`);

  fs.rmSync(out, { recursive: true, force: true });
  const summary: StarterSummary = { parts: [], bytes: 0 };
  for (const { part, documents: docs, records: recs } of claimed) {
    const dir = path.join(out, part.name);
    fs.mkdirSync(dir, { recursive: true });
    const lines = [...docs.map(documentLine), ...recs.map(recordLine)].join('\n') + '\n';
    const gz = zlib.gzipSync(lines, { level: 9 });
    fs.writeFileSync(path.join(dir, 'library.jsonl.gz'), gz);
    fs.writeFileSync(path.join(dir, 'PROVENANCE.md'), provenance(part, docs.length, recs.length));
    if (part.licenceFile) {
      fs.copyFileSync(path.join(from, part.licenceFile), path.join(dir, 'LICENSE'));
      fs.chmodSync(path.join(dir, 'LICENSE'), 0o644);
    }
    summary.parts.push({ name: part.name, documents: docs.length, records: recs.length, bytes: gz.length });
    summary.bytes += gz.length;
  }
  fs.writeFileSync(path.join(out, 'PROVENANCE.md'), index(summary));
  return summary;
}

function index(summary: StarterSummary): string {
  return [
    '# Starter library',
    '',
    'Real South African law that a fresh clone serves: `npm run cli -- import --starter` loads it, and an empty',
    'embedded database loads it on its first start. Generated by `npm run cli -- starter build` from ../shared/data;',
    'do not edit by hand. Each part has its own PROVENANCE.md (source repository, commit, licence).',
    '',
    '| part | documents | Act records | bytes |',
    '|---|---:|---:|---:|',
    ...summary.parts.map((p) => `| ${p.name} | ${p.documents} | ${p.records} | ${p.bytes} |`),
    '',
    'Not shipped: the myconstitution Akoma Ntoso copies of the Constitution (incomplete; the complete Laws.Africa',
    "text is shipped), the constitution app's case summaries (not official texts), the Proceedings-on-Bills HTML",
    '(only the renames read from it are: the Acts of renamed Bills bear their last names), and every field of the',
    'SCA 1999 compilation other than the judgment texts (it has no licence file).',
    '',
  ].join('\n');
}
