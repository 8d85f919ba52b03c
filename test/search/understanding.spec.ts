import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { starterLibraryTemplate } from '#libs/testing/templates.js';
import { createTestDatabase, testAdminUrl, type TestDatabase } from '../support/database.js';

// Every row of search_aliases and search_reference_forms (db/functions/search_understanding_rows.sql)
// carries an example query: search_understand must read the row in it, and where the row says what
// the example finds (`expect`), search must find it.

interface AliasRow {
  alias: string;
  kind: string;
  expansion: string;
  documents: string | null;
  example: string;
  expect: string | null;
}

describe('search_understand: every row of the query-understanding tables holds for its example', () => {
  let t: TestDatabase;
  let client: pg.Client;
  let aliases: AliasRow[];
  let forms: Array<{ form: string; title_pattern: string | null; example: string; expect: string }>;
  beforeAll(async () => {
    t = await createTestDatabase(await starterLibraryTemplate(testAdminUrl()));
    client = new pg.Client({ connectionString: t.url });
    await client.connect();
    aliases = (await client.query<AliasRow>('SELECT * FROM search_aliases ORDER BY kind, alias')).rows;
    forms = (await client.query('SELECT * FROM search_reference_forms ORDER BY form')).rows;
  }, 120_000);
  afterAll(async () => {
    await client?.end();
    await t?.drop();
  });

  const results = async (q: string, limit: number) =>
    (await client.query<{ key: string; number: string | null }>(
      `SELECT d.key, s.number FROM search_library($1, NULL, $2) r JOIN documents d ON d.doc_id = r.doc_id
         LEFT JOIN sections s ON s.doc_id = r.doc_id AND s.ord = r.section_ord`, [q, limit])).rows;

  it('has rows of every kind: Acts by acronym, places, everyday words, question words, reference forms', () => {
    expect(new Set(aliases.map((a) => a.kind))).toEqual(new Set(['act', 'place', 'thesaurus', 'filler']));
    expect(aliases.length).toBeGreaterThanOrEqual(40);
    expect(forms.map((f) => f.form)).toEqual(expect.arrayContaining(['rule', 's', 'section']));
  });

  it('reads each alias in its example: the documents it names, or the words it adds', async () => {
    for (const a of aliases) {
      const { rows: [u] } = await client.query('SELECT * FROM search_understand($1, NULL, 0.5)', [a.example]);
      const { rows: [held] } = await client.query<{ docs: number[] | null }>(
        'SELECT array_agg(doc_id ORDER BY doc_id) AS docs FROM documents WHERE key LIKE $1', [a.documents]);
      const { rows: [words] } = await client.query<{ operands: string[] }>(
        `SELECT array_agg('''' || l || '''') AS operands FROM unnest(tsvector_to_array(to_tsvector('english', $1))) l`, [a.expansion]);
      if (a.kind === 'filler') {
        // Left out of the words scored (a stop word would be no row at all).
        const { rows: [own] } = await client.query<{ lexemes: string[] | null }>(
          "SELECT tsvector_to_array(to_tsvector('english', $1)) AS lexemes", [a.alias]);
        expect([a.alias, (own.lexemes ?? []).length > 0 && own.lexemes!.every((l) => (u.fillers ?? []).includes(l))]).toEqual([a.alias, true]);
      } else if (a.documents && held.docs) {
        // The Act or the place's by-laws, scored as if the alias stood in their titles.
        expect([a.alias, held.docs.every((d) => (u.named_docs ?? []).includes(d))]).toEqual([a.alias, true]);
      } else {
        // Everyday words and Acts the library does not hold: the statutory words are searched too.
        const added = String(u.expansion ?? '').split(' | ');
        expect([a.alias, words.operands.every((w) => added.includes(w))]).toEqual([a.alias, true]);
      }
    }
  });

  it('never corrects a word of an alias in its example (a suggestion keeps the alias as typed)', async () => {
    const changed: string[] = [];
    for (const a of aliases) {
      const { rows: [row] } = await client.query<{ s: string | null }>('SELECT search_suggest($1) AS s', [a.example]);
      const words = (x: string) => ` ${x.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
      if (row.s !== null && words(a.example).includes(` ${a.alias} `) && !words(row.s).includes(` ${a.alias} `)) changed.push(`${a.alias}: ${row.s}`);
    }
    expect(changed).toEqual([]);
  });

  it('finds what each example is said to find among its first three results', async () => {
    for (const a of aliases.filter((x) => x.expect)) {
      const keys = (await results(a.example, 3)).map((r) => r.key);
      const { rows: [m] } = await client.query<{ ok: boolean }>('SELECT bool_or(k LIKE $2) AS ok FROM unnest($1::text[]) k', [keys, a.expect]);
      expect([a.alias, a.example, m.ok ? a.expect : keys]).toEqual([a.alias, a.example, a.expect]);
    }
    // (Some 330 rows one by one: about 30 s alone, more on a busy machine.)
  }, 180_000);

  it('never puts what its own example is said to find further down than the query without the row', async () => {
    // Each row with an `expect`, taken out in a transaction: the first result matching `expect` must
    // not stand higher without the row than with it (a row that pushes its own answer down is wrong).
    // (The rows are shared among a few connections of their own: one by one, some 250 rows took a minute.)
    const rank = async (c: pg.Client, a: AliasRow) => {
      const { rows } = await c.query<{ key: string }>(
        'SELECT d.key FROM search_library($1, NULL, 10) r JOIN documents d ON d.doc_id = r.doc_id', [a.example]);
      const { rows: [m] } = await c.query<{ at: number | null }>(
        'SELECT min(i)::int AS at FROM unnest($1::text[]) WITH ORDINALITY AS k (key, i) WHERE k.key LIKE $2', [rows.map((r) => r.key), a.expect]);
      return m.at ?? 11;
    };
    let helps = 0;
    const worse: string[] = [];
    const queue = aliases.filter((x) => x.expect);
    // (A worker that fails empties the queue, so that the others stop before the database is dropped.)
    const settled = await Promise.allSettled(Array.from({ length: 3 }, async () => {
      const c = new pg.Client({ connectionString: t.url });
      await c.connect();
      try {
        for (let a = queue.shift(); a; a = queue.shift()) {
          const withRow = await rank(c, a);
          await c.query('BEGIN');
          try {
            await c.query('DELETE FROM search_aliases WHERE alias = $1 AND kind = $2', [a.alias, a.kind]);
            const without = await rank(c, a);
            if (withRow > without) worse.push(`${a.alias} (${a.example}): ${withRow} with the row, ${without} without`);
            if (withRow < without) helps++;
          } finally {
            await c.query('ROLLBACK');
          }
        }
      } catch (err) {
        queue.length = 0;
        throw err;
      } finally {
        await c.end();
      }
    }));
    for (const s of settled) if (s.status === 'rejected') throw s.reason;
    expect(worse.sort()).toEqual([]);
    // Most rows move their example's answer up (the rest name what the example finds anyway).
    expect(helps).toBeGreaterThan(40);
  }, 180_000);

  it('puts the unit each reference form refers to first', async () => {
    for (const f of forms) {
      const [first] = await results(f.example, 3);
      expect([f.form, f.example, `${first?.key}#${first?.number}`]).toEqual([f.form, f.example, f.expect]);
    }
  });

  it.each([
    { q: 'rule 172', why: 'a rule is never a section of the Constitution', not: '/akn/za/act/1996/constitution' },
    { q: 'section 172 constitution', why: 'the Constitution named', not: '/akn/za/act/rules/2016/national-assembly' },
  ])('$q: $why', async ({ q, not }) => {
    const [first] = await results(q, 1);
    expect(first.key).not.toBe(not);
    expect(first.number).toBe('172');
  });

  it.each([
    ['authorized official', ['authoris'], 'an -ize word: the British form the texts write (the stemmer makes `author` of it)'],
    ['Organizations must recognize', ['organis', 'recognis'], 'each such word, in any case'],
    ['analyzed samples', ['analys'], 'a -yze word'],
    ['size of a prize seized', [], 'not a word of fewer than three letters before -ize'],
  ])('adds the British form of an American -ize word: %s (%s)', async (q, lexemes) => {
    const { rows: [u] } = await client.query<{ expansion: string | null }>('SELECT expansion FROM search_understand($1, NULL, 0.5)', [q]);
    expect(u.expansion ?? '').toBe(lexemes.map((l) => `'${l}'`).join(' | '));
  });

  it('reads nothing in what a query excludes: a -word adds no words and names no documents', async () => {
    const { rows: [u] } = await client.query('SELECT * FROM search_understand($1, NULL, 0.5)', ['dogs -car -authorized -"Cape Town" -CPA']);
    expect([u.expansion, u.named_docs]).toEqual([null, null]);
    const { rows } = await client.query('SELECT * FROM search_library($1, NULL, 5)', ['-car -authorized']);
    expect(rows).toEqual([]);
  });

  it.each([
    ['meaning of liquor trading hours', true, 'asks what words mean'],
    ['what is defined as a house shop', true, 'defined'],
    ['notice served by means of registered post', false, 'means is not meaning'],
    ['definitely not a permit', false, 'definitely is not a definition'],
    ['liquor trading hours -definitions', false, 'an excluded word asks nothing'],
    ['liquor trading hours -"definition of"', false, 'nor an excluded phrase'],
  ])('reads whether a query asks what words mean: %s (%s)', async (q, asks) => {
    const { rows: [u] } = await client.query<{ asks_meaning: boolean }>('SELECT asks_meaning FROM search_understand($1, NULL, 0.5)', [q]);
    expect(u.asks_meaning).toBe(asks);
  });

  // A thesaurus alias of two or more words is read near itself too: its words (stemmed, not stop
  // words) in any order, with other words among them, within its own length plus two places.
  it.each([
    ['do I have to answer police questions after I am arrested', 'questioned by police', true, 'the words in another order and form (questions, questioned)'],
    ['questioned by police about a theft', 'questioned by police', true, 'word for word, as always'],
    ['CPA cancel advance booking reservation cancellation fee', 'advance fee', false, 'advance and fee too far apart (3rd and 7th): not the alias'],
    ['police came here and later questioned my neighbour', 'questioned by police', false, 'police and questioned too far apart (1st and 6th)'],
    ['can the court make me testify against myself', 'against myself', true, 'an alias of stop words only is read word for word'],
  ])('reads a thesaurus alias near itself: %s (%s: %s)', async (q, alias, read) => {
    const { rows: [row] } = await client.query<{ expansion: string }>('SELECT expansion FROM search_aliases WHERE alias = $1', [alias]);
    const { rows: [u] } = await client.query<{ expansion: string | null }>('SELECT expansion FROM search_understand($1, NULL, 0.5)', [q]);
    const added = String(u.expansion ?? '').split(' | ');
    const { rows: lexemes } = await client.query<{ l: string }>("SELECT unnest(tsvector_to_array(to_tsvector('english', $1))) AS l", [row.expansion]);
    expect(lexemes.length).toBeGreaterThan(0);
    for (const { l } of lexemes) expect(added.includes(`'${l}'`)).toBe(read);
  });

  // The words of an acronym's name weigh part of their idf where the library holds the acronym too
  // (search_library's name_share): only the words the name alone adds.
  it.each<[query: string, names: string[] | null, reason: string]>([
    ['MMF unidentified vehicle', ['accid', 'fund', 'motor', 'multilater'], 'the name of an acronym the judgments use'],
    ['NCC complaint against a supplier', null, 'an acronym held nowhere: its name is the only way in, at its whole idf'],
    ['VAT value-added tax refund', null, 'the name typed too, a hyphenated word as a whole'],
    ['SAMOAG advertizing billboards', ['african', 'manual', 'outdoor', 'south'], 'a British stem added for an -ize word is no word of the name'],
  ])('reads the words of an acronym\'s name: %s', async (q, names) => {
    const { rows: [u] } = await client.query<{ name_lexemes: string[] | null }>('SELECT name_lexemes FROM search_understand($1, NULL, 1.0)', [q]);
    expect(u.name_lexemes).toEqual(names);
  });

  it('reads aliases in any case and between any punctuation, and only as whole words', async () => {
    const named = async (q: string) => ((await client.query('SELECT named_docs FROM search_understand($1, NULL, 0.5)', [q])).rows[0].named_docs ?? []).length;
    expect(await named('Noise in CAPE-TOWN, at night')).toBeGreaterThan(0);
    expect(await named('landscape towns noise')).toBe(0);
    expect(await named('Durbanville noise')).toBe(0);
  });
});
