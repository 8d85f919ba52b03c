import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { importPaths } from '#libs/importers/importer.js';
import type { LibraryDocument } from '#libs/library/model.js';
import { documentLine } from '#libs/starter/starter.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

// The two example lines of corpus-format.md, verbatim, and a sectioned Act.
const EXAMPLES = [
  '{"kind":"document","key":"zacc/2020/12","type":"judgment","title":"AB and Another v Pridwin Preparatory School and Others","citation":"[2020] ZACC 12","parallel_citations":["2020 (5) SA 327 (CC)","2020 (9) BCLR 1029 (CC)"],"court":"Constitutional Court","date":"2020-06-17","url":"https://lawlibrary.org.za/akn/za/judgment/zacc/2020/12/eng@2020-06-17"}',
  '{"kind":"act_record","number":2,"year":2000,"title":"Promotion of Access to Information Act","repealed":false}',
  '',
  JSON.stringify({
    kind: 'document', key: '/akn/za/act/2000/2', type: 'act', title: 'Promotion of Access to Information Act, 2000', url: 'https://example.invalid/act/2000/2',
    act_number: 2, act_year: 2000, gazette: 'GG 20852', repealed: false,
    sections: [{ number: '1', heading: 'Definitions', text: 'In this Act ...' }, { number: '11', text: 'A requester must be given access ...', ref: 'Section 11' }],
  }),
].join('\n');

const valid = { kind: 'document', key: 'k/1', type: 'act', title: 'T', url: 'https://example.invalid/1', text: 'Body' };
const line = (o: object) => JSON.stringify(o);

describe('interchange format import', () => {
  let t: TestDatabase;
  let dir: string;
  const write = (name: string, content: string) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, content);
    return file;
  };
  beforeAll(async () => {
    t = await createTestDatabase();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vsl-interchange-'));
  });
  afterAll(async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    await t?.drop();
  });

  it('imports the examples: a judgment record, an Act record and a sectioned Act', async () => {
    const report = await importPaths(t.db, [write('examples.jsonl', EXAMPLES)]);
    expect(report.rejected).toEqual([]);
    expect(report.documents).toEqual({ act: { inserted: 1, updated: 0, unchanged: 0 }, judgment: { inserted: 1, updated: 0, unchanged: 0 } });
    expect(report.records.inserted).toBe(1);
    const judgment = await t.db.selectFrom('documents').selectAll().where('key', '=', 'zacc/2020/12').executeTakeFirstOrThrow();
    expect(judgment).toMatchObject({ parties: judgment.title, body: null, citation: '[2020] ZACC 12' });
    const refs = await t.db.selectFrom('sections').innerJoin('documents', 'documents.doc_id', 'sections.doc_id').select('ref').where('key', '=', '/akn/za/act/2000/2').orderBy('ord').execute();
    expect(refs.map((r) => r.ref)).toEqual(['Section 1: Definitions', 'Section 11']);
    const record = await t.db.selectFrom('act_records').selectAll().where('year', '=', 2000).where('number', '=', 2).executeTakeFirstOrThrow();
    expect(record).toMatchObject({ title: 'Promotion of Access to Information Act', repealed: false });
    // Left analyzed: search plans with statistics from the first query on.
    const { rows } = await sql<{ relname: string }>`
      SELECT relname FROM pg_stat_user_tables WHERE relname IN ('documents', 'sections', 'search_terms') AND last_analyze IS NOT NULL ORDER BY relname`.execute(t.db);
    expect(rows.map((r) => r.relname)).toEqual(['documents', 'search_terms', 'sections']);
  });

  it('a second import of the same file changes nothing', async () => {
    const report = await importPaths(t.db, [path.join(dir, 'examples.jsonl')]);
    expect(report.documents).toEqual({ act: { inserted: 0, updated: 0, unchanged: 1 }, judgment: { inserted: 0, updated: 0, unchanged: 1 } });
    expect(report.records).toEqual({ inserted: 0, updated: 0, unchanged: 1 });
  });

  it('reports unknown fields as warnings and keeps them out of the library', async () => {
    const report = await importPaths(t.db, [write('extra.jsonl', line({ ...valid, key: 'k/extra', colour: 'blue' }))]);
    expect(report.rejected).toEqual([]);
    expect(report.warnings).toEqual([expect.objectContaining({ line: 1, field: 'colour' })]);
  });

  it('keeps the cited groups and the source a line states (the starter library writes them)', async () => {
    const judgment = { ...valid, key: 'k/cites', type: 'judgment', text: '[1] Text.', source: 'concourt:x.jsonl', cited_groups: [{ parties: 'S v Makwanyane', citations: ['[1995] ZACC 3', '1995 (3) SA 391 (CC)'] }, { citations: [] }] };
    const report = await importPaths(t.db, [write('cites.jsonl', line(judgment))]);
    expect(report.rejected).toEqual([]);
    const doc = await t.db.selectFrom('documents').select(['doc_id', 'source']).where('key', '=', 'k/cites').executeTakeFirstOrThrow();
    expect(doc.source).toBe('concourt:x.jsonl');
    const cited = await t.db.selectFrom('cited_citations').select(['norm', 'parties']).where('citing_doc_id', '=', doc.doc_id).orderBy('position').execute();
    expect(cited).toEqual([{ norm: '1995 ZACC 3', parties: 'S v Makwanyane' }, { norm: 'SA 1995 3 391', parties: 'S v Makwanyane' }]);
  });

  it('lines of one key with expression dates are versions of one work, the newest current, in any order', async () => {
    const v = (date: string, text: string, extra: object = {}) => line({ ...valid, key: 'k/versions', expression_date: date, text, ...extra });
    const repeal = { date: '2020-01-01', by: '/akn/za/act/2019/9', by_title: 'Y Act, 2019' };
    const file = write('versions.jsonl', [v('2015-01-01', 'Second text', { repeal }), v('2010-01-01', 'First text')].join('\n'));
    for (const run of [1, 2]) {
      const report = await importPaths(t.db, [file]);
      const [documents, versions] = run === 1 ? [{ inserted: 1, updated: 0, unchanged: 0 }, { inserted: 1, updated: 0, unchanged: 0 }] : [{ inserted: 0, updated: 0, unchanged: 1 }, { inserted: 0, updated: 0, unchanged: 1 }];
      expect([report.documents.act, report.versions]).toEqual([documents, versions]);
    }
    const doc = await t.db.selectFrom('documents').select(['doc_id', 'body', 'expression_date', 'repealed_on', 'repealed_by', 'repealed_by_title']).where('key', '=', 'k/versions').executeTakeFirstOrThrow();
    expect(doc).toMatchObject({ body: 'Second text', expression_date: '2015-01-01', repealed_on: '2020-01-01', repealed_by: '/akn/za/act/2019/9', repealed_by_title: 'Y Act, 2019' });
    const versions = await t.db.selectFrom('document_versions').select(['expression_date', 'in_force_to']).where('doc_id', '=', doc.doc_id).orderBy('expression_date').execute();
    expect(versions).toEqual([
      { expression_date: '2010-01-01', in_force_to: '2015-01-01' },
      { expression_date: '2015-01-01', in_force_to: null },
    ]);
    // An undivided text is read whole, as it stood.
    const read = async (asAt: string) => (await sql<{ body: string }>`SELECT body FROM read_section_at(${doc.doc_id}, NULL, ${asAt}::date)`.execute(t.db)).rows[0].body;
    expect([await read('2012-01-01'), await read('2016-01-01')]).toEqual(['First text', 'Second text']);
  });

  it('keeps the amendments a line lists (an extension: docs/library.md), in date order, and writes them back out alike', async () => {
    const amendments = [
      { date: '2018-05-04', by: '/akn/za/act/2018/3', by_title: 'X Second Amendment Act, 2018' },
      { date: '2012-01-01', by: '/akn/za/act/2011/7' },
    ];
    const doc: LibraryDocument = { key: 'k/amended', type: 'act', title: 'T', url: 'https://example.invalid/amended', text: 'Body', source: 'test:amended', amendments };
    const file = write('amended.jsonl', line({ kind: 'document', ...doc }));
    expect((await importPaths(t.db, [file])).rejected).toEqual([]);
    const stored = await t.db.selectFrom('documents').select(['doc_id', 'amendments']).where('key', '=', 'k/amended').executeTakeFirstOrThrow();
    expect(stored.amendments).toEqual([amendments[1], amendments[0]]);
    // Round trip: the starter library's writer puts the field back on the line, and reading that line again changes nothing.
    expect(JSON.parse(documentLine(doc))).toEqual({ kind: 'document', ...doc });
    const again = await importPaths(t.db, [write('amended-again.jsonl', documentLine(doc))]);
    expect(again.documents.act).toEqual({ inserted: 0, updated: 0, unchanged: 1 });
    const { rows } = await sql<{ amendments: unknown }>`SELECT amendments FROM read_section_at(${stored.doc_id}, NULL, NULL)`.execute(t.db);
    expect(rows[0].amendments).toEqual({ count: 2, latest: [{ date: '2018-05-04', amended_by: '/akn/za/act/2018/3', amended_by_title: 'X Second Amendment Act, 2018' }, { date: '2012-01-01', amended_by: '/akn/za/act/2011/7' }] });
  });

  it.each([
    // [what, line content, field named]
    ['malformed JSON', '{"kind":"document",', undefined],
    ['unknown kind', line({ ...valid, kind: 'statute' }), 'kind'],
    ['unknown type', line({ ...valid, type: 'statute' }), 'type'],
    ['missing key', line({ ...valid, key: undefined }), 'key'],
    ['missing title', line({ ...valid, title: '' }), 'title'],
    ['relative url', line({ ...valid, url: '/akn/za/act/2000/2' }), 'url'],
    ['impossible date', line({ ...valid, date: '2020-02-30' }), 'date'],
    ['act_number without act_year', line({ ...valid, act_number: 2 }), 'act_year'],
    ['no sections and no text', line({ ...valid, text: undefined }), 'sections'],
    ['cited_groups not a list of groups', line({ ...valid, cited_groups: [{ citations: [1] }] }), 'cited_groups'],
    ['source not a string', line({ ...valid, source: 7 }), 'source'],
    ['a section without text', line({ ...valid, text: undefined, sections: [{ number: '1' }] }), 'sections[0].text'],
    ['parallel_citations not strings', line({ ...valid, parallel_citations: [1] }), 'parallel_citations'],
    ['an impossible expression_date', line({ ...valid, expression_date: '2015-13-01' }), 'expression_date'],
    ['a repeal without its date', line({ ...valid, repeal: { by: '/akn/za/act/2001/5' } }), 'repeal'],
    ['a repeal with a field of its own', line({ ...valid, repeal: { date: '2015-01-01', reason: 'obsolete' } }), 'repeal'],
    ['amendments not a list', line({ ...valid, amendments: { date: '2015-01-01' } }), 'amendments'],
    ['an amendment without its date', line({ ...valid, amendments: [{ by: '/akn/za/act/2001/5' }] }), 'amendments'],
    ['an amendment in the source\'s own names', line({ ...valid, amendments: [{ date: '2015-01-01', amending_uri: '/akn/za/act/2001/5' }] }), 'amendments'],
    ['act_record without number', line({ kind: 'act_record', year: 2000, title: 'X Act' }), 'number'],
    ['act_record with a bad year', line({ kind: 'act_record', number: 1, year: 20, title: 'X Act' }), 'year'],
  ])('rejects %s with file, line and field; the rest of the batch imports', async (_what, bad, field) => {
    const file = write('bad.jsonl', [line({ ...valid, key: 'k/good-before' }), bad, line({ ...valid, key: 'k/good-after' })].join('\n'));
    const report = await importPaths(t.db, [file]);
    expect(report.rejected).toEqual([expect.objectContaining({ file, line: 2, ...(field ? { field } : {}) })]);
    const keys = await t.db.selectFrom('documents').select('key').where('key', 'in', ['k/good-before', 'k/good-after']).execute();
    expect(keys).toHaveLength(2);
  });

  it("imports a verified count of a year's Acts: with every number held, the year is covered", async () => {
    const file = write(
      'act-coverage.jsonl',
      [
        line({ kind: 'act_coverage', year: 1951, acts: 2, source: 'Statutes of 1951 (test)' }),
        line({ kind: 'act_record', number: 1, year: 1951, title: 'First Test Act' }),
        line({ kind: 'act_record', number: 2, year: 1951, title: 'Second Test Act' }),
        line({ kind: 'act_coverage', year: 1952, acts: 0 }), // a count of none: no year has no Acts
        line({ kind: 'act_coverage', year: 1899, acts: 4 }), // before the Union: no national Acts
        line({ kind: 'act_coverage', year: 1953, acts: 3, note: 'x' }), // an unknown field: warned, the rest kept
      ].join('\n'),
    );
    const report = await importPaths(t.db, [file]);
    expect(report.rejected).toEqual([
      expect.objectContaining({ file, line: 4, field: 'acts' }),
      expect.objectContaining({ file, line: 5, field: 'year' }),
    ]);
    expect(report.warnings).toEqual([expect.objectContaining({ file, line: 6 })]);
    const rows = await t.db.selectFrom('act_coverage').select(['year', 'acts', 'source']).where('year', 'in', [1951, 1953]).orderBy('year').execute();
    expect(rows).toEqual([
      { year: 1951, acts: 2, source: 'Statutes of 1951 (test)' },
      { year: 1953, acts: 3, source: 'interchange:act-coverage.jsonl' },
    ]);
    const years = await sql<{ year: number; covered: boolean }>`SELECT year, covered FROM act_year_coverage(ARRAY[1951, 1953]) ORDER BY year`.execute(t.db);
    expect(years.rows).toEqual([{ year: 1951, covered: true }, { year: 1953, covered: false }]);
    // Again: nothing changes.
    expect((await importPaths(t.db, [file])).coverage).toEqual({ inserted: 0, updated: 0, unchanged: 2 });
  });

  it.each([
    ['malformed XML', 'main.xml', '<akomaNtoso><act><meta>'],
    ['XML that is not Akoma Ntoso', 'other.xml', '<html><body/></html>'],
    ['malformed JSON', 'broken.json', '{"en": {'],
    ['JSON of no known format', 'unknown.json', '{"hello": 1}'],
    ['CSV of unknown columns', 'unknown.csv', 'a,b\n1,2\n'],
    ['case index row without citation or link', 'zacc_cases_index.csv', 'id,title,neutral_citation,reported,href,topics\nX,Some v Other,,,,\n'],
  ])('rejects %s, naming the file', async (_what, name, content) => {
    const sub = fs.mkdtempSync(path.join(dir, 'bad-'));
    const file = path.join(sub, name);
    fs.writeFileSync(file, content);
    const report = await importPaths(t.db, [sub]);
    expect(report.rejected).toEqual([expect.objectContaining({ file })]);
  });
});
