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
