import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { importPaths, readPaths } from '#libs/importers/importer.js';
import { realLibraryTemplate, sharedDataDir } from '#libs/testing/templates.js';
import { createTestDatabase, testAdminUrl, type TestDatabase } from '../support/database.js';
import { describeShared } from '../support/shared.js';

const ACTS = 'acts/national_act_records.jsonl';
const HEADERS = 'cases/zacc_2026_headers.jsonl';
const CITATIONS = 'cases/citations_in_official_texts.jsonl';

describeShared('records read from official texts (real data)', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(await realLibraryTemplate(testAdminUrl()));
  }, 300_000);
  afterAll(() => t?.drop());

  const doc = (key: string) => t.db.selectFrom('documents').selectAll().where('key', '=', key).executeTakeFirstOrThrow();

  it('reads the national Act records: 117 recorded, the rest held by other sources or left out with reasons', async () => {
    const { records, batch } = readPaths([path.join(sharedDataDir(), ACTS)]);
    // 172 rows: a title naming no Act, a provincial Act and a mis-numbered title are skipped.
    expect(records).toHaveLength(169);
    expect(batch.rejected).toEqual([]);
    expect(batch.skipped.map((s) => s.line)).toEqual([97, 119, 129]);
    const ours = await t.db.selectFrom('act_records').selectAll().where('source', 'like', 'national act records (official texts%').execute();
    expect(ours).toHaveLength(117);
    const deeds = await t.db.selectFrom('act_records').selectAll().where('year', '=', 1918).where('number', '=', 13).executeTakeFirstOrThrow();
    expect(deeds).toMatchObject({ title: 'Deeds Registries Act', source: 'national act records (official texts, single citing document: judgments/zasca_1999_sca_site.jsonl:2072)' });
    // Another source's record stands, its disagreement reported.
    const all = readPaths([sharedDataDir()]);
    expect(all.batch.warnings.filter((w) => w.file.endsWith(ACTS)).map((w) => w.line)).toEqual([42, 60]);
    expect((await t.db.selectFrom('act_records').select('source').where('year', '=', 1977).where('number', '=', 103).executeTakeFirstOrThrow()).source).toBe('references in by-laws');
  });

  it('reads the 2026 headers as judgment records with the citations their first pages make', async () => {
    const rows = await t.db.selectFrom('documents').select('key').where('key', 'like', 'zacc/2026/%').execute();
    expect(rows).toHaveLength(14);
    expect(await doc('zacc/2026/1')).toMatchObject({
      type: 'judgment',
      citation: '[2026] ZACC 1',
      title: 'Tholo Energy Services CC v Commissioner for the South African Revenue Service',
      parties: 'Tholo Energy Services CC v Commissioner for the South African Revenue Service',
      case_number: 'CCT 252/24',
      date: '2026-01-16',
      court: 'Constitutional Court',
      url: 'https://www.saflii.org/za/cases/ZACC/2026/1.html',
      source: 'judgment header: 2026__ZACC__1.json',
    });
    const cited = await t.db.selectFrom('cited_citations').innerJoin('documents', 'documents.doc_id', 'cited_citations.citing_doc_id').select('norm').where('key', 'like', 'zacc/2026/%').execute();
    expect(cited.length).toBeGreaterThan(40);
  });

  it('gives citations in official texts no record of their own and leaves the texts read whole as they are', () => {
    const { documents, batch } = readPaths([path.join(sharedDataDir(), HEADERS), path.join(sharedDataDir(), CITATIONS)]);
    expect(batch.rejected).toEqual([]);
    expect(documents.map((d) => d.key).filter((k) => !k.startsWith('zacc/2026/'))).toEqual([]);
    // The header rows rank below the headers file's records.
    expect(documents.every((d) => d.source.startsWith('judgment header: '))).toBe(true);
    // `[2020] ZACAC 1`, found in a Tribunal decision only: skipped, named.
    expect(batch.skipped.find((s) => s.line === 3)?.message).toBe('citing judgment CompetitionTribunal/CR189Mar22_SUB005Apr25 is not in this import');
    const alone = readPaths([path.join(sharedDataDir(), CITATIONS)]);
    expect(alone.documents).toHaveLength(14);
    expect(alone.documents[0].source).toMatch(/^citations in official texts \(official header: /);
  });

  // (The Act records are re-imported with everything in real-data.spec.ts: imported alone, the file's
  // records would replace those other sources hold, as any later import's records do.)
  it('re-importing the 2026 headers and the citations changes nothing', async () => {
    const report = await importPaths(t.db, [HEADERS, CITATIONS].map((f) => path.join(sharedDataDir(), f)));
    expect(report.rejected).toEqual([]);
    expect(report.documents.judgment).toMatchObject({ inserted: 0, updated: 0, unchanged: 14 });
  }, 120_000);
});

describe('malformed rows of the records read from official texts', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vsl-official-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const read = (name: string, lines: object[]) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
    return { file, ...readPaths([file]) };
  };

  it('national Act records: a bad number is rejected with file, line and field', () => {
    const good = { number: 13, year: 1918, title: 'Deeds Registries Act', title_variants: [], source: ['x'], found_in: ['x:1'], jurisdiction_hint: 'national', confidence: 'single citing document' };
    const { file, records, batch } = read('acts.jsonl', [good, { ...good, number: 'thirteen' }, { ...good, confidence: 'maybe' }]);
    expect(records).toHaveLength(1);
    expect(batch.rejected).toEqual([
      { file, line: 2, field: 'number', message: 'required, a positive integer' },
      expect.objectContaining({ file, line: 3, field: 'confidence' }),
    ]);
  });

  it('2026 headers: a row without a decision date or with no neutral citation is rejected', () => {
    const good = { file: 'a.json', neutral: '[2026] ZACC 1', neutral_as_printed: '[2026] ZACC 1', name: 'A v B', case_number: 'CCT 1/25', decided_on: '2026-01-16' };
    const { file, documents, batch } = read('headers.jsonl', [good, { ...good, file: 'b.json', decided_on: '16 Jan' }, { ...good, file: 'c.json', neutral: '2026 (1) SA 1 (CC)' }]);
    expect(documents.map((d) => d.key)).toEqual(['zacc/2026/1']);
    expect(batch.rejected).toEqual([
      { file, line: 2, field: 'decided_on', message: 'required, a date YYYY-MM-DD' },
      { file, line: 3, field: 'neutral', message: 'not a neutral citation: "2026 (1) SA 1 (CC)"' },
    ]);
  });

  it('citations in official texts: bad parallels or found_in are rejected; an unread report is left out with a warning', () => {
    const good = { neutral: '[1995] ZACC 3', name: null, name_variants: [], parallels: ['1995 (3) SA 391 (CC)'], found_in: ['t:x'], confidence: 'single citing document' };
    const { file, batch } = read('citations.jsonl', [good, { ...good, parallels: 'none' }, { ...good, found_in: [] }, { ...good, parallels: ['80 SATC 400'] }, ['not', 'an object']]);
    expect(batch.rejected).toEqual([
      { file, line: 5, message: 'a line must be a JSON object' },
      { file, line: 2, field: 'parallels', message: 'required, an array of strings' },
      { file, line: 3, field: 'found_in', message: 'required, a non-empty array of `file:text` strings (the texts the citation was read from)' },
    ]);
    expect(batch.warnings).toEqual([{ file, line: 4, field: 'parallels', message: 'not a law-report citation the library reads, left out: "80 SATC 400"' }]);
  });
});
