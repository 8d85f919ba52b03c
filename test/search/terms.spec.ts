import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import pg from 'pg';
import { LibraryRepository } from '#libs/library/library.repository.js';
import type { LibraryDocument } from '#libs/library/model.js';
import { starterLibraryTemplate } from '#libs/testing/templates.js';
import { createTestDatabase, testAdminUrl, type TestDatabase } from '../support/database.js';

// The term index (search_terms, search_lexemes, search_corpus, and the lists' block maxima in
// search_blocks) is kept in step with documents and sections by triggers. After every kind of change
// it must equal the index built from scratch.

const bylaw = (text: string): LibraryDocument => ({
  key: 'test/terms/bylaw',
  type: 'bylaw',
  title: 'Street Trading By-law',
  url: 'https://example.invalid/terms/bylaw',
  source: 'test',
  sections: [
    { number: '1', heading: 'Definitions', text: 'In this by-law "trader" means a person who sells goods in a street.' },
    { number: '2', heading: 'Permits', text },
  ],
});

const judgment: LibraryDocument = {
  key: 'test/terms/judgment',
  type: 'judgment',
  title: 'Traders Association v City',
  url: 'https://example.invalid/terms/judgment',
  citation: '[2021] ZACC 99',
  source: 'test',
  text: '[1] The street traders challenge the permit scheme.\n[2] The appeal succeeds.\n',
};

describe('the term index follows every change to the library', () => {
  let t: TestDatabase;
  let repo: LibraryRepository;
  beforeAll(async () => {
    t = await createTestDatabase(await starterLibraryTemplate(testAdminUrl()));
    repo = new LibraryRepository(t.db);
  }, 120_000);
  afterAll(async () => {
    await t?.drop();
  });

  /** Rows that differ between the index and one built from scratch, and the statistics' errors. */
  async function drift(): Promise<{ terms: number; lexemes: number; units: number; blocks: number }> {
    const { rows } = await sql<{ terms: number; lexemes: number; units: number; blocks: number }>`
      WITH fresh AS (
        SELECT s.doc_id, s.ord, w.lexeme, d.type AS kind, w.weight
          FROM sections s JOIN documents d ON d.doc_id = s.doc_id, search_term_weights(s.tsv) w
        UNION ALL
        SELECT d.doc_id, 0, w.lexeme, d.type, w.weight FROM documents d, search_term_weights(d.rank_tsv) w WHERE d.rank_tsv IS NOT NULL),
      terms AS (SELECT doc_id, ord, lexeme, kind, weight FROM search_terms),
      df AS (SELECT lexeme, count(*)::integer AS df FROM fresh GROUP BY lexeme),
      -- Each lexeme's highest weight in each run of 16 documents (migration 0017).
      blocks AS (SELECT lexeme, doc_id >> 4 AS block, max(weight) AS weight FROM fresh GROUP BY 1, 2)
      SELECT (SELECT count(*) FROM ((SELECT * FROM fresh EXCEPT ALL SELECT * FROM terms) UNION ALL (SELECT * FROM terms EXCEPT ALL SELECT * FROM fresh)) x)::integer AS terms,
             (SELECT count(*) FROM ((SELECT * FROM df EXCEPT SELECT lexeme, df FROM search_lexemes WHERE df > 0)
                                   UNION ALL (SELECT lexeme, df FROM search_lexemes WHERE df > 0 EXCEPT SELECT * FROM df)) x)::integer AS lexemes,
             ((SELECT units FROM search_corpus) - (SELECT count(DISTINCT (doc_id, ord)) FROM fresh))::integer AS units,
             (SELECT count(*) FROM ((SELECT * FROM blocks EXCEPT SELECT lexeme, block, weight FROM search_blocks)
                                   UNION ALL (SELECT lexeme, block, weight FROM search_blocks EXCEPT SELECT * FROM blocks)) x)::integer AS blocks`.execute(t.db);
    return rows[0];
  }

  const none = { terms: 0, lexemes: 0, units: 0, blocks: 0 };

  it('holds the real library as imported', async () => {
    expect(await drift()).toEqual(none);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::integer AS n FROM search_terms`.execute(t.db);
    expect(rows[0].n).toBeGreaterThan(100_000);
  });

  it('follows inserts, re-imports with other text, and a change of type', async () => {
    await repo.saveDocument(bylaw('No person may trade without a permit issued by the council.'));
    await repo.saveDocument(judgment);
    expect(await drift()).toEqual(none);
    await repo.saveDocument(bylaw('A permit holder must display the permit at the stall at all times.'));
    expect(await drift()).toEqual(none);
    await repo.saveDocument({ ...bylaw('A permit holder must display the permit.'), type: 'regulation' });
    expect(await drift()).toEqual(none);
    const kinds = await sql<{ kind: string }>`
      SELECT DISTINCT t.kind FROM search_terms t JOIN documents d ON d.doc_id = t.doc_id WHERE d.key = 'test/terms/bylaw'`.execute(t.db);
    expect(kinds.rows.map((r) => r.kind)).toEqual(['regulation']);
    // A judgment re-imported with other text, then no longer a judgment.
    await repo.saveDocument({ ...judgment, text: '[1] The hawkers challenge the permit scheme.\n[2] Costs follow.\n[3] The appeal fails.\n' });
    expect(await drift()).toEqual(none);
    await repo.saveDocument({ ...judgment, key: 'test/terms/notice', type: 'notice' });
    await repo.saveDocument({ ...judgment, key: 'test/terms/notice', type: 'judgment' });
    await sql`UPDATE documents SET type = 'notice' WHERE key = 'test/terms/notice'`.execute(t.db);
    expect(await drift()).toEqual(none);
  });

  it('follows updates made in SQL, and updates that change nothing it holds', async () => {
    await sql`UPDATE sections SET tsv = section_vector('Street Trading By-law', 'Permits', 'Trading hours are set by the council.')
               WHERE doc_id = (SELECT doc_id FROM documents WHERE key = 'test/terms/bylaw') AND ord = 2`.execute(t.db);
    await sql`UPDATE documents SET repealed = true WHERE type = 'bylaw'`.execute(t.db);
    await sql`UPDATE documents SET title = 'Street Traders Association v City' WHERE key = 'test/terms/judgment'`.execute(t.db);
    expect(await drift()).toEqual(none);
  });

  it('follows deletes of sections and of whole documents', async () => {
    await sql`DELETE FROM sections WHERE doc_id = (SELECT doc_id FROM documents WHERE key = 'test/terms/bylaw') AND ord = 1`.execute(t.db);
    expect(await drift()).toEqual(none);
    await sql`DELETE FROM documents WHERE key IN ('test/terms/bylaw', 'test/terms/judgment')`.execute(t.db);
    await sql`DELETE FROM documents WHERE doc_id IN (SELECT doc_id FROM documents WHERE type = 'bylaw' ORDER BY doc_id LIMIT 3)`.execute(t.db);
    expect(await drift()).toEqual(none);
  });

  it("keeps a block's maximum when one writer lowers it while another, not yet committed, raises it", async () => {
    // Two sections of one document share its block. The second connection adds a section that
    // holds `zebrafinch` more heavily, not yet committed; the first removes the word from the section
    // that held it. The first waits for the second (the word's statistics row, and the block's row,
    // which search_blocks_sync locks before reading the maximum again) and must end with the second's
    // maximum, not its own older one or none.
    const { docId } = await repo.saveDocument({ ...bylaw('The zebrafinch aviary must be kept clean.'), key: 'test/terms/race' });
    const writer = new pg.Client({ connectionString: t.url });
    const lowerer = new pg.Client({ connectionString: t.url });
    await writer.connect();
    await lowerer.connect();
    try {
      const lowererPid = (await lowerer.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
      await writer.query('BEGIN');
      await writer.query(
        `INSERT INTO sections (doc_id, ord, number, ref, text, tsv)
         VALUES ($1, 3, '3', 'Section 3', 'Zebrafinch zebrafinch.', section_vector('Street Trading By-law', NULL, 'Zebrafinch zebrafinch.'))`, [docId]);
      const lowered = lowerer.query(
        `UPDATE sections SET text = 'The aviary must be kept clean.', tsv = section_vector('Street Trading By-law', 'Permits', 'The aviary must be kept clean.')
          WHERE doc_id = $1 AND ord = 2`, [docId]);
      // The lowering statement waits for the second connection before the second commits.
      const waits = async () => (await writer.query<{ n: number }>('SELECT cardinality(pg_blocking_pids($1)) AS n', [lowererPid])).rows[0].n > 0;
      for (let tries = 0; !(await waits()); tries++) {
        expect(tries).toBeLessThan(100);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await writer.query('COMMIT');
      await lowered;
    } finally {
      await writer.end();
      await lowerer.end();
    }
    const { rows } = await sql<{ weight: number | null }>`
      SELECT (SELECT weight FROM search_blocks WHERE lexeme = 'zebrafinch' AND block = ${docId} >> 4) AS weight`.execute(t.db);
    expect(rows[0].weight).toBeGreaterThan(0);
    expect(await drift()).toEqual(none);
  });

  it('scores what search returns from the index: a new document is found at once', async () => {
    // (A body of 500 characters or more: a shorter one counts as no text and ranks after those with text.)
    await repo.saveDocument({ ...judgment, key: 'test/terms/again', text: `[1] Zebracrossing wayleave dispute.\n${'[2] The facts are not in dispute. '.repeat(16)}\n` });
    const { rows } = await sql<{ key: string }>`
      SELECT d.key FROM search_library('zebracrossing wayleave', NULL, 5) r JOIN documents d ON d.doc_id = r.doc_id`.execute(t.db);
    // (First: units holding one of the words follow it.)
    expect(rows[0]?.key).toBe('test/terms/again');
  });
});
