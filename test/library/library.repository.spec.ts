import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
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
