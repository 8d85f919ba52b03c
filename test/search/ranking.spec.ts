import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { starterLibraryTemplate } from '#libs/testing/templates.js';
import { createTestDatabase, testAdminUrl, type TestDatabase } from '../support/database.js';

// search_ranked returns the exact top results by BM25F, whichever plan finds them. Each query here
// runs under plan settings that force each plan (GIN over every match; the threshold algorithm over
// the term lists; the intersection of whole lists) and must equal a brute-force ranking of every
// matching unit, computed independently below from the term index.

interface Row {
  doc_id: number;
  section_ord: number | null;
  score: number;
}

const REFERENCE = `
  WITH q AS (SELECT websearch_to_tsquery('english', $1) AS q),
  lexemes AS (SELECT DISTINCT replace(m[1], '''''', '''') AS lexeme
                FROM q, regexp_matches(querytree(q.q), '''((?:[^'']|'''')*)''', 'g') m),
  rsj AS (SELECT l.lexeme, greatest(ln((c.units - coalesce(s.df, 0) + 0.5) / (coalesce(s.df, 0) + 0.5)), 0) AS idf
            FROM lexemes l LEFT JOIN search_lexemes s ON s.lexeme = l.lexeme, search_corpus c),
  -- When every word is in half the units or more, the least common scores alone.
  -- $4: the lexemes that score when an entry budget leaves some only filtering (NULL: all).
  idf AS (SELECT r.lexeme, CASE WHEN $4::text[] IS NOT NULL AND r.lexeme <> ALL ($4) THEN 0
                                WHEN (SELECT max(idf) FROM rsj) > 0 THEN r.idf
                                WHEN r.lexeme = (SELECT l.lexeme FROM lexemes l LEFT JOIN search_lexemes s ON s.lexeme = l.lexeme
                                                  ORDER BY coalesce(s.df, 0), l.lexeme LIMIT 1) THEN 1 ELSE 0 END AS idf
            FROM rsj r),
  units AS (SELECT s.doc_id, s.ord FROM sections s JOIN documents d ON d.doc_id = s.doc_id, q
             WHERE s.tsv @@ q.q AND ($2::text[] IS NULL OR d.type = ANY ($2))
            UNION ALL
            SELECT d.doc_id, 0 FROM documents d, q WHERE d.rank_tsv @@ q.q AND ($2::text[] IS NULL OR d.type = ANY ($2))),
  scored AS (SELECT u.doc_id, u.ord, sum(i.idf * t.weight) AS score
               FROM units u JOIN search_terms t ON t.doc_id = u.doc_id AND t.ord = u.ord JOIN idf i ON i.lexeme = t.lexeme
              GROUP BY u.doc_id, u.ord),
  best AS (SELECT DISTINCT ON (doc_id) doc_id, ord, score FROM scored ORDER BY doc_id, score DESC, ord)
  SELECT doc_id, nullif(ord, 0) AS section_ord, score FROM best ORDER BY score DESC, doc_id LIMIT $3`;

/**
 * Plan settings: the defaults, and ones that leave GIN too small so the lists (shallow or deep) must
 * serve. When a round of the lists finds `limit` documents below its bound, the intersection reads
 * the lists only as far as the last one's score (the plan named `pruned`); when it finds fewer, it
 * reads them whole.
 */
const SETTINGS: Array<{ name: string; ginCap: number; depth: number | null; plans: string[] }> = [
  { name: 'defaults', ginCap: 750, depth: null, plans: ['gin'] },
  { name: 'lists, then the lists pruned', ginCap: 0, depth: null, plans: ['lists', 'pruned'] },
  { name: 'lists of depth 1, then the intersection', ginCap: 0, depth: 1, plans: ['lists', 'intersection', 'pruned'] },
  { name: 'lists of depth 2, then GIN of 5, then the intersection', ginCap: 5, depth: 2, plans: ['lists', 'gin', 'intersection'] },
  // A round this deep would probe more than merging the lists whole costs: the intersection first.
  { name: 'a round dearer than the intersection', ginCap: 0, depth: 1_000_000, plans: ['intersection'] },
];

// Common words of the real library (some in half its units or more, which filter but do not score),
// phrases, negation, `or`, and type filters.
const QUERIES: Array<{ q: string; types: string[] | null }> = [
  { q: 'municipality must', types: null },
  { q: 'council may', types: null },
  { q: 'person shall offence', types: null },
  { q: 'water supply', types: null },
  { q: 'public places', types: ['bylaw'] },
  { q: 'national assembly', types: ['act', 'regulation'] },
  { q: 'right to equality unfair discrimination', types: null },
  { q: 'dogs and cats sterilise council power', types: null },
  { q: '"public place" council', types: null },
  { q: 'council -water person', types: null },
  { q: 'dogs or cats', types: null },
  { q: 'electricity or water supply', types: null },
  { q: 'minister south africa', types: ['judgment'] },
  { q: 'bill amendment minister', types: ['bill'] },
  { q: 'section law may', types: null },
  { q: 'by-law must section', types: ['bylaw'] },
  // Quoted phrases of common words: GIN is given them loosened to their words, and every plan
  // checks its candidates' vectors in batches.
  { q: '"written notice" owner', types: null },
  { q: '"the council may" person', types: null },
  { q: '"any person who" offence', types: null },
  { q: '"must not" council', types: ['bylaw'] },
  { q: '"public place" or "public road"', types: null },
];

// The query's lexemes with their list lengths, rarest first, and whether each scores (idf > 0), as
// the brute force above sees them.
const LEXEMES = `
  WITH q AS (SELECT websearch_to_tsquery('english', $1) AS q),
  lexemes AS (SELECT DISTINCT replace(m[1], '''''', '''') AS lexeme
                FROM q, regexp_matches(querytree(q.q), '''((?:[^'']|'''')*)''', 'g') m)
  SELECT l.lexeme, coalesce(s.df, 0) AS df, ln((c.units - coalesce(s.df, 0) + 0.5) / (coalesce(s.df, 0) + 0.5)) > 0 AS scores
    FROM lexemes l LEFT JOIN search_lexemes s ON s.lexeme = l.lexeme, search_corpus c ORDER BY df, l.lexeme`;

const key = (r: Row) => `${r.doc_id}:${r.section_ord ?? '-'}`;
const rounded = (x: number) => Math.round(x * 1e9) / 1e9;

/** Equal up to the order of results whose scores tie (sums taken in another order differ in the last bits). */
function expectSameRanking(actual: Row[], expected: Row[]): void {
  expect(actual.map((r) => rounded(r.score))).toEqual(expected.map((r) => rounded(r.score)));
  const groups = (rows: Row[]) => {
    const g = new Map<number, string[]>();
    for (const r of rows) g.set(rounded(r.score), [...(g.get(rounded(r.score)) ?? []), key(r)].sort());
    return g;
  };
  const a = groups(actual);
  const e = groups(expected);
  // The last group may be cut by the limit differently when scores tie across it.
  const last = rounded(expected.at(-1)?.score ?? 0);
  for (const [score, keys] of e) if (score !== last) expect([score, a.get(score)]).toEqual([score, keys]);
}

describe('search_ranked: the exact top results, whichever plan finds them', () => {
  let t: TestDatabase;
  let client: pg.Client;
  const plansRun = new Map<string, Set<string>>();
  beforeAll(async () => {
    t = await createTestDatabase(await starterLibraryTemplate(testAdminUrl()));
    client = new pg.Client({ connectionString: t.url });
    await client.connect();
    await client.query('SET client_min_messages = debug1');
  }, 120_000);
  afterAll(async () => {
    await client?.end();
    await t?.drop();
  });

  /** Rows of a query with the debug messages it raised (which plans ran, budgets, blocks read). */
  async function queryWithDebug<T extends pg.QueryResultRow = Row>(text: string, params: unknown[]): Promise<{ rows: T[]; debug: string[] }> {
    const debug: string[] = [];
    const listen = (msg: { message?: string }) => debug.push(msg.message ?? '');
    client.on('notice', listen);
    try {
      return { rows: (await client.query<T>(text, params)).rows, debug };
    } finally {
      client.off('notice', listen);
    }
  }

  /** The plans search_ranked walked, in order, from its debug messages. */
  const plansOf = (debug: string[]) => debug.flatMap((m) => /search_ranked plan=(\w+)/.exec(m)?.[1] ?? []);

  async function ranked(q: string, types: string[] | null, limit: number, ginCap: number, depth: number | null): Promise<{ rows: Row[]; plans: string[] }> {
    const { rows, debug } = await queryWithDebug(
      `SELECT doc_id, section_ord, score FROM search_ranked(websearch_to_tsquery('english', $1), $2, $3, $4, $5)`,
      [q, types, limit, ginCap, depth],
    );
    return { rows, plans: plansOf(debug) };
  }

  describe.each(SETTINGS)('$name', ({ name, ginCap, depth }) => {
    it.each(QUERIES)('$q ($types)', async ({ q, types }) => {
      for (const limit of [1, 5, 10]) {
        const expected = (await client.query<Row>(REFERENCE, [q, types, limit, null])).rows;
        const { rows, plans } = await ranked(q, types, limit, ginCap, depth);
        expectSameRanking(rows, expected);
        for (const p of plans) plansRun.set(name, (plansRun.get(name) ?? new Set()).add(p));
      }
    });
  });

  // Presence (search_library's ranking): a query with `or` adds 0.5 to the weight of each word a
  // unit holds. Natural questions as search_library asks them, a phrase among words, a type filter.
  const PRESENCE_QUERIES: Array<{ q: string; types: string[] | null }> = [
    { q: 'pay or goods or delivered or never or ordered', types: null },
    { q: 'many or dogs or keep or cape or town', types: null },
    { q: 'court or right or bill or rights or infringed', types: ['act'] },
    { q: '"public place" or dogs or sterilise', types: null },
    { q: 'municipality or must', types: ['bylaw'] },
  ];
  const PRESENCE_REFERENCE = REFERENCE.replace('sum(i.idf * t.weight)', 'sum(i.idf * (t.weight + 0.5))');
  describe.each(SETTINGS)('with presence 0.5: $name', ({ ginCap, depth }) => {
    it.each(PRESENCE_QUERIES)('$q ($types)', async ({ q, types }) => {
      for (const limit of [1, 5, 10]) {
        const expected = (await client.query<Row>(PRESENCE_REFERENCE, [q, types, limit, null])).rows;
        const { rows } = await client.query<Row>(
          `SELECT doc_id, section_ord, score FROM search_ranked(websearch_to_tsquery('english', $1), $2, $3, $4, $5, p_presence => 0.5)`,
          [q, types, limit, ginCap, depth],
        );
        expectSameRanking(rows, expected);
      }
    });
  });

  it('ran every plan it was set to force', () => {
    for (const s of SETTINGS) expect([s.name, [...(plansRun.get(s.name) ?? [])].sort()]).toEqual([s.name, expect.arrayContaining(s.plans)]);
  });

  it('finds every query above in the real library, most with several documents', async () => {
    for (const { q, types } of QUERIES) {
      const expected = (await client.query<Row>(REFERENCE, [q, types, 10, null])).rows;
      expect([q, expected.length > 0]).toEqual([q, true]);
    }
  });

  it("leaves the caller's join settings as they were after the intersection changes its own", async () => {
    for (const value of ['on', 'off']) {
      await client.query('BEGIN');
      try {
        await client.query(`SET LOCAL enable_nestloop = ${value}`);
        const { plans } = await ranked('public places', null, 5, 0, 1);
        expect(plans).toEqual(expect.arrayContaining(['intersection']));
        expect((await client.query('SHOW enable_nestloop')).rows[0].enable_nestloop).toBe(value);
      } finally {
        await client.query('ROLLBACK');
      }
    }
  });

  it('over its budget, returns real matches with their true scores, best first, and says it was cut', async () => {
    for (const q of ['"written notice" owner', 'council or person or water or public or must', '"the council may" person']) {
      const { rows, debug } = await queryWithDebug(
        `SELECT doc_id, section_ord, score FROM search_ranked(websearch_to_tsquery('english', $1), NULL, 5, 0, 1, 3)`, [q]);
      expect([q, plansOf(debug)]).toEqual([q, expect.arrayContaining(['cut'])]);
      // Every matching unit's score (a cut result is a real match, not necessarily its document's best unit).
      const all = (await client.query<Row>(REFERENCE.replace('SELECT DISTINCT ON (doc_id) doc_id, ord, score FROM scored ORDER BY doc_id, score DESC, ord', 'SELECT * FROM scored'), [q, null, 1e6, null])).rows;
      const truth = new Map(all.map((r) => [key(r), rounded(r.score)]));
      for (const r of rows) expect([q, key(r), rounded(r.score)]).toEqual([q, key(r), truth.get(key(r))]);
      expect(rows.map((r) => r.score)).toEqual([...rows.map((r) => r.score)].sort((a, b) => b - a));
      expect(new Set(rows.map((r) => r.doc_id)).size).toBe(rows.length);
    }
  });

  it('merges the lists without a round of them when the round would probe more than the merge reads', async () => {
    let tried = 0;
    for (const { q, types } of QUERIES.filter((x) => !/\bor\b|-/.test(x.q))) {
      // (One scoring word: its list in weight order is the ranking, read without probes.)
      if ((await client.query<{ scores: boolean }>(LEXEMES, [q])).rows.filter((w) => w.scores).length < 2) continue;
      tried++;
      const { plans } = await ranked(q, types, 5, 0, 1_000_000);
      expect([q, plans.includes('lists'), plans[0]]).toEqual([q, false, 'intersection']);
    }
    expect(tried).toBeGreaterThanOrEqual(8);
  });

  it('tries GIN first only where the rarest list is short or the words are many, and is exact either way', async () => {
    let tried = 0;
    for (const { q, types } of QUERIES.filter((x) => !/\bor\b|-|"/.test(x.q))) {
      const words = (await client.query<{ df: number; scores: boolean }>(LEXEMES, [q])).rows;
      const scoring = words.filter((w) => w.scores).length;
      const { rows: [{ units }] } = await client.query<{ units: number }>('SELECT units FROM search_corpus');
      // Few matches expected from the frequencies taken as independent, as search_ranked estimates.
      const expected = words.reduce((e, w) => e * (Math.max(w.df, 1e-9) / units), units);
      const rarest = Math.min(...words.map((w) => w.df));
      // A GIN cap above the expected matches but below an eighth of the rarest list: GIN waits for a round.
      const cap = Math.ceil(expected) + 1;
      if (scoring < 2 || scoring > 8 || cap * 8 >= rarest) continue;
      tried++;
      for (const [ginCap, first] of [[cap, 'lists'], [Math.ceil(rarest / 8), 'gin']] as const) {
        const { rows, debug } = await queryWithDebug(
          `SELECT doc_id, section_ord, score FROM search_ranked(websearch_to_tsquery('english', $1), $2, 5, $3)`, [q, types, ginCap]);
        const steps = debug.filter((m) => /^search_ranked (?:gin tried|plan=)/.test(m));
        expect([q, ginCap, steps[0]?.startsWith(first === 'gin' ? 'search_ranked gin tried' : 'search_ranked plan=')]).toEqual([q, ginCap, true]);
        expectSameRanking(rows, (await client.query<Row>(REFERENCE, [q, types, 5, null])).rows);
      }
    }
    expect(tried).toBeGreaterThanOrEqual(3);
  });

  it('over its entry budget, scores by the rarest words whose lists fit it, and still makes every word count as a filter', async () => {
    const cases = [
      { q: 'right to equality unfair discrimination', types: null },
      { q: 'dogs and cats sterilise council power', types: null },
      { q: 'person shall offence', types: null },
      { q: 'council public place water', types: null },
      { q: 'public places', types: ['bylaw'] },
      // A phrase's words may be left to filter: the phrase is still checked on every candidate.
      { q: '"written notice" owner', types: null },
      { q: '"the council may" person', types: null },
      // A negated word never scores: the words that do are budgeted, the negation still excludes.
      { q: 'council -water person public', types: null },
    ];
    let cutRuns = 0;
    for (const { q, types } of cases) {
      const words = (await client.query<{ lexeme: string; df: number; scores: boolean }>(LEXEMES, [q])).rows.filter((w) => w.scores);
      expect([q, words.length > 1]).toEqual([q, true]);
      // Budgets that keep the rarest alone (none fits), the rarest two, and all but the commonest.
      for (const keep of new Set([1, 2, words.length - 1].filter((n) => n < words.length))) {
        const budget = keep === 1 ? 0 : words.slice(0, keep).reduce((n, w) => n + w.df, 0);
        const scoring = words.slice(0, keep).map((w) => w.lexeme);
        for (const limit of [1, 5, 10]) {
          const expected = (await client.query<Row>(REFERENCE, [q, types, limit, scoring])).rows;
          for (const [ginCap, depth] of [[750, null], [0, null], [0, 1]]) {
            const { rows, debug } = await queryWithDebug(
              `SELECT doc_id, section_ord, score FROM search_ranked(websearch_to_tsquery('english', $1), $2, $3, $4, $5, 2000, $6)`,
              [q, types, limit, ginCap, depth, budget]);
            expect([q, keep, ginCap, depth, debug.filter((m) => m.startsWith('search_ranked budget'))])
              .toEqual([q, keep, ginCap, depth, [`search_ranked budget: ${keep} of the query's lexemes score`]]);
            if (debug.some((m) => m.includes('plan=cut'))) {
              cutRuns++;
              continue;
            }
            expectSameRanking(rows, expected);
          }
        }
      }
      // Within the budget every word scores: the exact ranking, and nothing said.
      const all = (await client.query<Row>(REFERENCE, [q, types, 10, null])).rows;
      const { rows, debug } = await queryWithDebug(
        `SELECT doc_id, section_ord, score FROM search_ranked(websearch_to_tsquery('english', $1), $2, 10, 750, NULL, 2000, $3)`,
        [q, types, words.reduce((n, w) => n + w.df, 0)]);
      expectSameRanking(rows, all);
      expect([q, debug.filter((m) => m.startsWith('search_ranked budget'))]).toEqual([q, []]);
    }
    // The check budget (2,000) is far above what these queries need: none was cut.
    expect(cutRuns).toBe(0);
  });

  it('scores a query of `or` by its 32 rarest words: a round probes each unit it reads in every other list', async () => {
    // 40 of the library's rarer words as an `or` chain (60 of the commonest took 0.8 s at full size); rare
    // enough that the rounds settle, so the ranking can be compared.
    const { rows: common } = await client.query<{ lexeme: string }>(
      `SELECT s.lexeme FROM search_lexemes s WHERE s.df BETWEEN 3 AND 30 AND s.lexeme ~ '^[a-z]{4,}$' ORDER BY s.df DESC, s.lexeme LIMIT 60`);
    // (Only words that stem to themselves, so the query holds the lexemes chosen.)
    const words: string[] = [];
    for (const { lexeme } of common) {
      const { rows } = await client.query<{ lexeme: string }>(LEXEMES, [lexeme]);
      if (rows.length === 1 && rows[0].lexeme === lexeme && words.length < 40) words.push(lexeme);
    }
    expect(words.length).toBe(40);
    const q = words.join(' or ');
    const scoring = (await client.query<{ lexeme: string; scores: boolean }>(LEXEMES, [q])).rows.filter((w) => w.scores).slice(0, 32).map((w) => w.lexeme);
    const { rows, debug } = await queryWithDebug(`SELECT doc_id, section_ord, score FROM search_ranked(websearch_to_tsquery('english', $1), NULL, 10)`, [q]);
    expect(debug.filter((m) => m.startsWith('search_ranked budget'))).toEqual(["search_ranked budget: 32 of the query's lexemes score"]);
    expect(rows.length).toBe(10);
    let compared = 0;
    if (!debug.some((m) => m.includes('plan=cut'))) {
      expectSameRanking(rows, (await client.query<Row>(REFERENCE, [q, null, 10, scoring])).rows);
      compared++;
    }
    // Without a budget (NULL) every word scores: the exact ranking.
    const all = await queryWithDebug(`SELECT doc_id, section_ord, score FROM search_ranked(websearch_to_tsquery('english', $1), NULL, 10, 750, NULL, 2000, NULL)`, [q]);
    expect(all.debug.filter((m) => m.startsWith('search_ranked budget'))).toEqual([]);
    if (!all.debug.some((m) => m.includes('plan=cut'))) {
      expectSameRanking(all.rows, (await client.query<Row>(REFERENCE, [q, null, 10, null])).rows);
      compared++;
    }
    expect(compared).toBeGreaterThan(0);
  });

  it('never budgets a short query of `or`: any of its words may make a match, so each must score', async () => {
    let exact = 0;
    for (const q of ['dogs or cats', 'electricity or water supply', 'council or person or water or public or must']) {
      for (const [ginCap, depth] of [[750, null], [0, null], [0, 1]]) {
        const { rows, debug } = await queryWithDebug(
          `SELECT doc_id, section_ord, score FROM search_ranked(websearch_to_tsquery('english', $1), NULL, 10, $2, $3, 2000, 0)`, [q, ginCap, depth]);
        expect([q, ginCap, depth, debug.filter((m) => m.startsWith('search_ranked budget'))]).toEqual([q, ginCap, depth, []]);
        // (Rounds of the lists 1, 4, 16, ... deep reach the round's own budget for the longest chain: cut, see above.)
        if (debug.some((m) => m.includes('plan=cut'))) continue;
        exact++;
        expectSameRanking(rows, (await client.query<Row>(REFERENCE, [q, null, 10, null])).rows);
      }
    }
    expect(exact).toBeGreaterThanOrEqual(8);
  });

  it('after a round that spends the check budget, still lets GIN (which needs no checks) answer exactly', async () => {
    // An entry budget of 0 leaves only the rarest word scoring, so the round's candidates need
    // checks; 160 checks are exactly what the round's walk takes, and it finds one document of ten.
    const q = 'council public place water';
    const { rows, debug } = await queryWithDebug(
      `SELECT doc_id, section_ord, score FROM search_ranked(websearch_to_tsquery('english', $1), NULL, 10, 50, NULL, 160, 0)`, [q]);
    const steps = debug.filter((m) => /^search_ranked (?:plan=|gin tried)/.test(m));
    expect(steps[0]).toMatch(/^search_ranked plan=lists .*found=1 checked=160$/);
    expect(steps.slice(1).map((m) => /^search_ranked (plan=\w+|gin tried)/.exec(m)?.[1])).toEqual(['gin tried', 'plan=gin']);
    const [rarest] = (await client.query<{ lexeme: string; scores: boolean }>(LEXEMES, [q])).rows.filter((w) => w.scores);
    expectSameRanking(rows, (await client.query<Row>(REFERENCE, [q, null, 10, [rarest.lexeme]])).rows);
    expect(rows).toHaveLength(10);
    // With a phrase GIN's matches need checks too: none is left, so the query is cut.
    const phrased = await queryWithDebug(
      `SELECT doc_id, section_ord, score FROM search_ranked(websearch_to_tsquery('english', $1), NULL, 10, 50, NULL, 160, 0)`, ['council "public place" water']);
    expect(phrased.debug.some((m) => m.includes('plan=cut'))).toBe(true);
  });

  it('reads only the blocks of 16 documents that can reach theta, and still finds every unit that does (search_blocks)', async () => {
    for (const q of ['right to equality unfair discrimination', 'dogs and cats sterilise council power', 'person shall offence', 'water supply', 'council public place']) {
      const { rows: [l] } = await client.query<{ lexemes: string[]; idfs: number[] }>(
        `SELECT array_agg(l.lexeme ORDER BY l.df, l.lexeme) AS lexemes, array_agg(l.idf ORDER BY l.df, l.lexeme) AS idfs
           FROM (SELECT l.lexeme, l.df, greatest(ln((c.units - l.df + 0.5) / (l.df + 0.5)), 0) AS idf
                   FROM search_query_lexemes(websearch_to_tsquery('english', $1)) l, search_corpus c) l WHERE l.idf > 0`, [q]);
      // Every unit holding all the words, scored from the term index.
      const { rows: all } = await client.query<{ doc_id: number; ord: number; score: number }>(
        `SELECT t.doc_id, t.ord, sum(l.idf * t.weight) AS score FROM search_terms t JOIN unnest($1::text[], $2::float8[]) AS l (lexeme, idf) ON l.lexeme = t.lexeme
          GROUP BY t.doc_id, t.ord HAVING count(*) = cardinality($1::text[]) ORDER BY score DESC`, [l.lexemes, l.idfs]);
      expect([q, all.length > 0]).toEqual([q, true]);
      for (const nth of new Set([1, Math.min(5, all.length), Math.min(50, all.length)])) {
        const theta = all[nth - 1].score;
        const reaching = all.filter((u) => u.score >= theta).map((u) => `${u.doc_id}:${u.ord}:${rounded(u.score)}`).sort();
        // Frequencies that make reading blocks cheaper than the whole lists, and ones that do not.
        for (const dfs of [l.lexemes.map(() => 1e9), l.lexemes.map(() => 1)]) {
          const { rows: [got], debug } = await queryWithDebug<{ ids: number[] | null; ords: number[]; scores: number[] }>(
            `SELECT ids, ords, scores FROM search_intersection($1, $2, $3, NULL, false, 1000000, NULL, $4)`, [l.lexemes, l.idfs, dfs, theta]);
          const blockPaths = debug.flatMap((m) => /search_intersection blocks=(\d+)/.exec(m)?.[1] ?? []).map(Number);
          const returned = (got.ids ?? []).map((id, i) => `${id}:${got.ords[i]}:${rounded(got.scores[i])}`);
          expect([q, nth, returned.filter((r) => Number(r.split(':')[2]) >= rounded(theta)).sort()]).toEqual([q, nth, reaching]);
          // Every block that can reach theta holds a unit that does, or was read anyway: never fewer blocks than units' blocks.
          expect(blockPaths).toHaveLength(1);
          expect(blockPaths[0]).toBeGreaterThanOrEqual(new Set(all.filter((u) => u.score >= theta).map((u) => u.doc_id >> 4)).size);
        }
      }
    }
  });

  it('returns nothing for a word no unit holds, or words no unit holds together', async () => {
    for (const s of SETTINGS) {
      expect((await ranked('municipality zzyzxq', null, 5, s.ginCap, s.depth)).rows).toEqual([]);
      expect((await ranked('sterilise equality', null, 5, s.ginCap, s.depth)).rows).toEqual([]);
    }
  });

  it('returns nothing, reading no list, for a word no unit of the types asked for holds, however common elsewhere', async () => {
    // `may` stands in half the units or more (it only filters, checked on each candidate), and in no
    // Bill: each Bill holding `amendment` had been read and checked for it.
    expect((await client.query<Row>(REFERENCE, ['amendment may', ['bill'], 5, null])).rows).toEqual([]);
    for (const s of SETTINGS) {
      const { rows, plans } = await ranked('amendment may', ['bill'], 5, s.ginCap, s.depth);
      expect([s.name, rows, plans]).toEqual([s.name, [], []]);
    }
    expect((await ranked('amendment may', null, 5, 750, null)).rows.length).toBe(5);
  });
});
