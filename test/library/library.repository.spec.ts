import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { READER_VERSION } from '#libs/citations/read.js';
import { LibraryRepository } from '#libs/library/library.repository.js';
import type { LibraryDocument } from '#libs/library/model.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

const judgment: LibraryDocument = {
  key: 'test/zacc/2020/12',
  type: 'judgment',
  title: 'AB and Another v Pridwin Preparatory School and Others',
  url: 'https://example.invalid/zacc/2020/12',
  citation: '[2020] ZACC 12',
  parallel_citations: ['2020 (5) SA 327 (CC)', '2020 (9) BCLR 1029 (CC)'],
  court: 'Constitutional Court',
  date: '2020-06-17',
  text: 'Headnote\n[1] The first paragraph.\n[2] The second, citing Barkhuizen v Napier.\n',
  cited_groups: [{ parties: 'Barkhuizen v Napier', citations: ['[2007] ZACC 5', '2007 (5) SA 323 (CC)'] }],
  source: 'test',
};

describe('LibraryRepository', () => {
  let t: TestDatabase;
  let repo: LibraryRepository;
  beforeAll(async () => {
    t = await createTestDatabase();
    repo = new LibraryRepository(t.db);
  });
  afterAll(() => t?.drop());

  it('writes a judgment with its paragraphs and citations', async () => {
    const { docId, outcome } = await repo.saveDocument(judgment);
    expect(outcome).toBe('inserted');
    const paragraphs = await t.db.selectFrom('paragraphs').selectAll().where('doc_id', '=', docId).orderBy('ord').execute();
    expect(paragraphs.map((p) => [p.number, judgment.text!.slice(p.start_char, p.end_char)])).toEqual([
      [1, '[1] The first paragraph.\n'],
      [2, '[2] The second, citing Barkhuizen v Napier.\n'],
    ]);
    const own = await t.db.selectFrom('case_citations').select(['norm', 'kind']).where('doc_id', '=', docId).orderBy('norm').execute();
    expect(own).toEqual([
      { norm: '2020 ZACC 12', kind: 'neutral' },
      { norm: 'BCLR 2020 9 1029', kind: 'report' },
      { norm: 'SA 2020 5 327', kind: 'report' },
    ]);
    const cited = await t.db.selectFrom('cited_citations').select(['group_no', 'norm', 'parties']).where('citing_doc_id', '=', docId).orderBy('position').execute();
    expect(cited).toEqual([
      { group_no: 1, norm: '2007 ZACC 5', parties: 'Barkhuizen v Napier' },
      { group_no: 1, norm: 'SA 2007 5 323', parties: 'Barkhuizen v Napier' },
    ]);
  });

  it('re-saving identical input changes nothing; changed input keeps the doc_id', async () => {
    const first = await repo.saveDocument(judgment);
    expect(first.outcome).toBe('unchanged');
    const changed = await repo.saveDocument({ ...judgment, title: judgment.title + ' (corrected)' });
    expect(changed).toEqual({ docId: first.docId, outcome: 'updated' });
  });

  it('a judgment read by another version of the citation reader is read again, its input unchanged', async () => {
    const read: LibraryDocument = { ...judgment, key: 'test/read', cited_groups: undefined, text: '[1] As held in Barkhuizen v Napier [2007] ZACC 5; 2007 (5) SA 323 (CC).\n' };
    const first = await repo.saveDocument(read);
    const rows = () => t.db.selectFrom('cited_citations').select(['norm', 'parties', 'reader_version']).where('citing_doc_id', '=', first.docId).orderBy('position').execute();
    expect(await rows()).toEqual([
      { norm: '2007 ZACC 5', parties: 'Barkhuizen v Napier', reader_version: READER_VERSION },
      { norm: 'SA 2007 5 323', parties: 'Barkhuizen v Napier', reader_version: READER_VERSION },
    ]);
    expect((await repo.saveDocument(read)).outcome).toBe('unchanged');
    // As an older reader left it: another name, another version.
    await t.db.updateTable('cited_citations').set({ parties: 'AC 562, Barkhuizen v Napier', reader_version: 0 }).where('citing_doc_id', '=', first.docId).execute();
    await t.db.updateTable('documents').set({ reader_version: 0 }).where('doc_id', '=', first.docId).execute();
    expect(await repo.saveDocument(read)).toEqual({ docId: first.docId, outcome: 'updated' });
    expect((await rows()).map((r) => [r.parties, r.reader_version])).toEqual([
      ['Barkhuizen v Napier', READER_VERSION],
      ['Barkhuizen v Napier', READER_VERSION],
    ]);
  });

  it('groups the source lists are stored without a reader version; the judgment read for its paragraphs with one', async () => {
    const doc = await t.db.selectFrom('documents').select(['doc_id', 'reader_version']).where('key', '=', judgment.key).executeTakeFirstOrThrow();
    expect(doc.reader_version).toBe(READER_VERSION);
    const versions = await t.db.selectFrom('cited_citations').select('reader_version').where('citing_doc_id', '=', doc.doc_id).execute();
    expect(versions.map((v) => v.reader_version)).toEqual([null, null]);
  });

  it('a document that fails part-way leaves nothing behind', async () => {
    const bad: LibraryDocument = { ...judgment, key: 'test/bad', sections: [{ number: '1', text: 'ok' }, { number: '2', text: null as unknown as string }] };
    await expect(repo.saveDocument(bad)).rejects.toThrow();
    expect(await t.db.selectFrom('documents').select('doc_id').where('key', '=', 'test/bad').execute()).toEqual([]);
  });

  it('saves Act records idempotently', async () => {
    const record = { number: 2, year: 2000, title: 'Promotion of Access to Information Act', repealed: false, source: 'test' };
    expect(await repo.saveActRecord(record)).toBe('inserted');
    expect(await repo.saveActRecord(record)).toBe('unchanged');
    expect(await repo.saveActRecord({ ...record, repealed: true })).toBe('updated');
  });
});

describe('LibraryRepository: versions of a work', () => {
  let t: TestDatabase;
  let repo: LibraryRepository;
  beforeAll(async () => {
    t = await createTestDatabase();
    repo = new LibraryRepository(t.db);
  });
  afterAll(() => t?.drop());

  const version = (key: string, date: string | undefined, words: string): LibraryDocument => ({
    key,
    type: 'bylaw',
    title: `Water By-law (${date ?? 'undated'})`,
    url: 'https://example.invalid/water',
    source: 'test',
    ...(date ? { expression_date: date } : {}),
    sections: [{ number: '1', heading: 'Supply', text: `The municipality ${words}.` }],
  });
  const state = async (key: string) => {
    const doc = await t.db.selectFrom('documents').select(['doc_id', 'expression_date', 'title']).where('key', '=', key).executeTakeFirst();
    if (!doc) return undefined;
    const versions = await t.db.selectFrom('document_versions').select(['expression_date', 'in_force_to']).where('doc_id', '=', doc.doc_id).orderBy('expression_date').execute();
    const current = await t.db.selectFrom('sections').select('text').where('doc_id', '=', doc.doc_id).executeTakeFirstOrThrow();
    return { current: doc.expression_date, text: current.text, versions: versions.map((v) => [v.expression_date, v.in_force_to]) };
  };

  it.each([
    // [reason, writes in order (each a batch of [date, words]), then: the current date, its text, the versions]
    ['one expression: current and open-ended', [[['2010-01-01', 'supplies water']]], '2010-01-01', 'supplies water', [['2010-01-01', null]]],
    ['two in one batch: the newer is current, the older in force up to it', [[['2010-01-01', 'supplies water'], ['2015-01-01', 'must supply water']]], '2015-01-01', 'must supply water', [['2010-01-01', '2015-01-01'], ['2015-01-01', null]]],
    ['an older expression arriving later is a version only: the current text stays', [[['2015-01-01', 'must supply water']], [['2010-01-01', 'supplies water']]], '2015-01-01', 'must supply water', [['2010-01-01', '2015-01-01'], ['2015-01-01', null]]],
    ['one arriving between two splits the range', [[['2010-01-01', 'supplies water']], [['2015-01-01', 'must supply water']], [['2012-06-01', 'may supply water']]], '2015-01-01', 'must supply water', [['2010-01-01', '2012-06-01'], ['2012-06-01', '2015-01-01'], ['2015-01-01', null]]],
    ['a document stored undated (before this schema) becomes the dated current text', [[[undefined, 'supplies water']], [['2015-01-01', 'must supply water']]], '2015-01-01', 'must supply water', [['2015-01-01', null]]],
    ['a source that no longer dates the text: its versions go, the text is undated', [[['2015-01-01', 'must supply water']], [[undefined, 'supplies water']]], null, 'supplies water', []],
  ] as const)('%s', async (_why, writes, current, text, versions) => {
    const key = `test/versions/${expect.getState().currentTestName}`;
    for (const batch of writes) await repo.saveDocuments(batch.map(([date, words]) => version(key, date, words)));
    expect(await state(key)).toEqual({ current, text: `The municipality ${text}.`, versions });
  });

  it('keeps the doc_id across versions; writing the same versions again changes nothing', async () => {
    const key = 'test/versions/again';
    const docs = [version(key, '2010-01-01', 'supplies water'), version(key, '2015-01-01', 'must supply water')];
    const first = await repo.saveDocuments(docs);
    expect(first.map((x) => x.outcome)).toEqual(['inserted', 'inserted']);
    expect(first[0].docId).toBe(first[1].docId);
    const before = await t.db.selectFrom('document_versions').selectAll().where('doc_id', '=', first[0].docId).orderBy('expression_date').execute();
    const again = await repo.saveDocuments([...docs].reverse());
    expect(again).toEqual([
      { docId: first[0].docId, outcome: 'unchanged' },
      { docId: first[0].docId, outcome: 'unchanged' },
    ]);
    expect(await t.db.selectFrom('document_versions').selectAll().where('doc_id', '=', first[0].docId).orderBy('expression_date').execute()).toEqual(before);
  });

  it('refuses a batch holding one expression twice', async () => {
    const doc = version('test/versions/twice', '2010-01-01', 'supplies water');
    await expect(repo.saveDocuments([doc, { ...doc }])).rejects.toThrow('a batch of documents holds one expression of a key twice');
  });
});
