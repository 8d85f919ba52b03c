import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { DOC_TYPES } from '#libs/contracts/limits.js';
import { loadDemoLibraryIfEmpty } from '#libs/synth/demo.js';
import { contentHash, LibraryRepository } from '#libs/library/library.repository.js';
import { FULL_SIZE, libraryDocument, synthCounts, synthDocument, synthesize } from '#libs/synth/synth.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

describe('synthetic library', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t?.drop());

  it.each([0.01, 0.1, 1])('scale %s gives counts proportional to the stated size', (scale) => {
    const counts = synthCounts(scale);
    for (const type of DOC_TYPES) expect(counts.documents[type]).toBe(Math.max(1, Math.round(FULL_SIZE[type] * scale)));
    expect(counts.sections).toBe(Math.round(FULL_SIZE.sections * scale));
  });

  it('generates the same document for the same seed, and another for another seed', () => {
    const counts = synthCounts(1);
    expect(synthDocument(1, 'judgment', 42, 0, counts)).toEqual(synthDocument(1, 'judgment', 42, 0, counts));
    expect(synthDocument(2, 'judgment', 42, 0, counts).body).not.toEqual(synthDocument(1, 'judgment', 42, 0, counts).body);
  });

  it('loads --scale 0.01 with exact counts, every document labelled, and leaves it analyzed', async () => {
    const report = await synthesize(t.db, { scale: 0.01 });
    const counts = synthCounts(0.01);
    expect(report.documents).toEqual(counts.documents);
    const byType = await t.db.selectFrom('documents').select(['type', (eb) => eb.fn.countAll<string>().as('n')]).groupBy('type').execute();
    expect(Object.fromEntries(byType.map((r) => [r.type, Number(r.n)]))).toEqual(counts.documents);
    const sections = await t.db.selectFrom('sections').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(sections.n)).toBe(counts.sections);
    const unlabelled = await t.db
      .selectFrom('documents')
      .select('key')
      .where((eb) => eb.or([eb('title', 'not like', '% (synthetic)'), eb('url', 'not like', 'https://example.invalid/%')]))
      .execute();
    expect(unlabelled).toEqual([]);
    const records = await t.db.selectFrom('act_records').select((eb) => eb.fn.countAll<string>().as('n')).where('title', 'like', '% (synthetic)').executeTakeFirstOrThrow();
    expect(Number(records.n)).toBe(counts.documents.act);
    const { rows } = await sql<{ relname: string }>`
      SELECT relname FROM pg_stat_user_tables WHERE relname IN ('documents', 'sections', 'search_terms') AND last_analyze IS NOT NULL ORDER BY relname`.execute(t.db);
    expect(rows.map((r) => r.relname)).toEqual(['documents', 'search_terms', 'sections']);
    // The load grew the term index from nothing to over 100,000 rows: its B-trees were rebuilt.
    expect(report.compacted).toBe(true);
  });

  it('rebuilds the term index only after a load that grew it by a quarter and the least number of rows', async () => {
    const library = new LibraryRepository(t.db);
    const node = async () => (await sql<{ n: string }>`SELECT relfilenode::text AS n FROM pg_class WHERE relname = 'search_terms_pkey'`.execute(t.db)).rows[0].n;
    const rows = await library.termRows();
    expect(rows).toBeGreaterThan(100_000);
    const before = await node();
    // Nothing grew: left alone.
    await expect(library.compactTermIndex(rows)).resolves.toBe(false);
    // Grown by a fifth (under a quarter): left alone.
    await expect(library.compactTermIndex(rows * 0.8, 1)).resolves.toBe(false);
    expect(await node()).toBe(before);
    // Grown by a third, over the least number of rows: rebuilt (a new file), and searched as before.
    const q = `SELECT doc_id, section_ord, score FROM search_library('court order appeal', NULL, 10)`;
    const { rows: results } = await sql.raw(q).execute(t.db);
    await expect(library.compactTermIndex(rows * 0.66, 1)).resolves.toBe(true);
    expect(await node()).not.toBe(before);
    expect((await sql.raw(q).execute(t.db)).rows).toEqual(results);
    await expect(library.compactTermIndex(rows * 0.66, rows)).resolves.toBe(false);
  });

  it('judgments have numbered paragraphs and cite each other in parallel groups that resolve', async () => {
    const j = await t.db.selectFrom('documents').selectAll().where('type', '=', 'judgment').orderBy('doc_id').executeTakeFirstOrThrow();
    expect(j.body!.length).toBeGreaterThan(5000);
    expect(j.body).toMatch(/^\[1\] /m);
    const resolved = await t.db
      .selectFrom('cited_citations as c')
      .innerJoin('case_citations as o', 'o.norm', 'c.norm')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(resolved.n)).toBeGreaterThan(100);
  });

  it("is written by the library's one writer: a synthetic judgment is stored as saveDocument stores the same document", async () => {
    const synth = await t.db.selectFrom('documents').select(['doc_id', 'key', 'tsv', 'content_hash']).where('type', '=', 'judgment').orderBy('doc_id').executeTakeFirstOrThrow();
    const doc = libraryDocument(synthDocument(1, 'judgment', Number(synth.key.split('/').pop()) - 1, 0, synthCounts(0.01)));
    expect(synth.content_hash).toBe(contentHash(doc));
    const { docId } = await new LibraryRepository(t.db).saveDocument({ ...doc, key: 'test/synth/copy' });
    const copy = await t.db.selectFrom('documents').select('tsv').where('doc_id', '=', docId).executeTakeFirstOrThrow();
    expect(copy.tsv).toBe(synth.tsv);
    const paragraphs = (id: number) => t.db.selectFrom('paragraphs').select(['ord', 'number', 'start_char', 'end_char']).where('doc_id', '=', id).orderBy('ord').execute();
    expect(await paragraphs(docId)).toEqual(await paragraphs(synth.doc_id));
    await t.db.deleteFrom('documents').where('doc_id', '=', docId).execute();
  });

  it('a second run adds nothing, and the demo library is not loaded into a library that has documents', async () => {
    const again = await synthesize(t.db, { scale: 0.01 });
    expect(Object.values(again.documents).every((n) => n === 0)).toBe(true);
    expect(await loadDemoLibraryIfEmpty(t.db)).toBeUndefined();
  });

  it('loads the demo library into an empty library', async () => {
    const empty = await createTestDatabase();
    try {
      const demo = await loadDemoLibraryIfEmpty(empty.db);
      expect(demo!.documents.judgment).toBeGreaterThan(50);
      expect(demo!.sections).toBeGreaterThan(500);
    } finally {
      await empty.drop();
    }
  });
});
