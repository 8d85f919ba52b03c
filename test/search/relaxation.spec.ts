import { afterAll, beforeAll, expect, it } from '@jest/globals';
import pg from 'pg';
import { realLibraryTemplate } from '#libs/testing/templates.js';
import { createTestDatabase, testAdminUrl, type TestDatabase } from '../support/database.js';
import { describeShared } from '../support/shared.js';

// search_library relaxes a query a word at a time; after a level that finds nothing, with five words
// or more left, it finds the first level that is not empty by halving instead of searching each.
// Its results must be those of searching every level in turn, computed here from search_ranked.

interface Row {
  doc_id: number;
  section_ord: number | null;
}

// Long questions, most of whose words no unit of the real library holds together, and a type filter.
const QUERIES: Array<{ q: string; types: string[] | null }> = [
  { q: 'whether the municipality may disconnect the supply of electricity to the premises of an owner who failed to pay', types: null },
  { q: 'duty of the council to give written reasons for refusing an application for a street trading permit', types: null },
  { q: 'right to equality unfair discrimination dogs cats sterilise council power water supply noise', types: null },
  { q: 'can a person keep bees chickens pigs horses in a residential area without written permission of the council', types: ['bylaw'] },
  { q: '"public place" council person must not trade obstruct pedestrians traffic signs nuisance', types: null },
  // Misspelt words no unit holds: every level holding them is empty. With at most eight words left
  // the first level without them is searched at once, with more it is where halving begins.
  { q: 'may the inspectr enter premises at any reasonable time', types: null },
  { q: 'munisipality cannot disconect electricity supply to premises of owner who failed to pay rates', types: null },
  { q: 'inspectr may enter premises', types: null },
];

describeShared('search_library: relaxing a long query skips only empty levels', () => {
  let t: TestDatabase;
  let client: pg.Client;
  let skipped = 0;
  beforeAll(async () => {
    t = await createTestDatabase(await realLibraryTemplate(testAdminUrl()));
    client = new pg.Client({ connectionString: t.url });
    await client.connect();
    await client.query('SET client_min_messages = debug1');
    client.on('notice', (msg: { message?: string }) => {
      const m = /search_library skipped=(\d+)/.exec(msg.message ?? '');
      if (m) skipped += Number(m[1]);
    });
  }, 120_000);
  afterAll(async () => {
    await client?.end();
    await t?.drop();
  });

  /** Every level in turn: the query, then its words less the most common, one at a time. */
  async function reference(q: string, types: string[] | null, limit: number): Promise<Row[]> {
    const { rows: ops } = await client.query<{ operand: string }>(
      `SELECT l.operand FROM search_query_lexemes(websearch_to_tsquery('english', $1)) l ORDER BY l.df = 0 DESC, l.df DESC, l.lexeme`,
      [q],
    );
    const out: Row[] = [];
    let level: string | null = null;
    for (let k = 0; out.length < limit; k++) {
      const sql = level === null
        ? `SELECT doc_id, section_ord FROM search_ranked(websearch_to_tsquery('english', $1), $2, $3)`
        : `SELECT doc_id, section_ord FROM search_ranked($1::tsquery, $2, $3)`;
      for (const r of (await client.query<Row>(sql, [level ?? q, types, limit])).rows) {
        if (out.length < limit && !out.some((o) => o.doc_id === r.doc_id)) out.push(r);
      }
      if (ops.length - k < 2) break;
      level = ops.slice(k + 1).map((o) => o.operand).join(' & ');
    }
    return out;
  }

  it.each(QUERIES)('$q ($types)', async ({ q, types }) => {
    for (const limit of [3, 10]) {
      const { rows } = await client.query<Row>('SELECT doc_id, section_ord FROM search_library($1, $2, $3)', [q, types, limit]);
      expect(rows).toEqual(await reference(q, types, limit));
      expect(rows.length).toBeGreaterThan(0);
    }
  });

  it('skipped empty levels in the queries above', () => {
    expect(skipped).toBeGreaterThan(0);
  });
});

// The third robustness audit: a word repeated is one condition. `act` 80 times and `order` took 4.4 s
// at full size (each copy checked and intersected again); now it is `act order`, and a repeated
// stem (`acts acting`), phrase or `-word` is kept once, in its first place. A repetition inside a
// phrase is part of the phrase, and a query with `or` is left as typed.
describeShared('search_query: repeated conditions once', () => {
  let t: TestDatabase;
  let client: pg.Client;
  beforeAll(async () => {
    t = await createTestDatabase(await realLibraryTemplate(testAdminUrl()));
    client = new pg.Client({ connectionString: t.url });
    await client.connect();
  }, 120_000);
  afterAll(async () => {
    await client?.end();
    await t?.drop();
  });

  it.each([
    [`${'act '.repeat(80)}order`, `'act' & 'order'`],
    ['acts act acting order', `'act' & 'order'`],
    ['"written notice" owner "written notice" owner', `'written' <-> 'notic' & 'owner'`],
    ['noise -music noise -music', `'nois' & !'music'`],
    ['"the act of the act" act', `'act' <3> 'act' & 'act'`],
    ['act or act order', `'act' | 'act' & 'order'`],
  ])('%s', async (q, expected) => {
    const { rows } = await client.query<{ q: string }>('SELECT search_query($1)::text AS q', [q]);
    expect(rows[0].q).toBe(expected);
  });

  it('a query with its words repeated finds what it finds once', async () => {
    const once = await client.query('SELECT doc_id, section FROM search_results($1, NULL, 10)', ['municipal council water supply']);
    const repeated = await client.query('SELECT doc_id, section FROM search_results($1, NULL, 10)', [`${'municipal '.repeat(40)}council council water water supply`]);
    expect(once.rows.length).toBeGreaterThan(0);
    expect(repeated.rows).toEqual(once.rows);
  });
});
