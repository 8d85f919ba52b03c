import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { starterLibraryTemplate } from '#libs/testing/templates.js';
import { createTestDatabase, testAdminUrl, type TestDatabase } from '../support/database.js';

// search_suggest (did_you_mean) over the starter library: the nearest word the library holds for
// each query word it holds nowhere (search_corrections), the rest of the query as typed; NULL when
// every word is held. The ranking searches the nearest word too (search_understand, search_within).
const cases: Array<[query: string, suggestion: string | null, reason: string]> = [
  ['evicton unlawful occupier', 'eviction unlawful occupier', 'a dropped letter: the word shown is the text\'s word nearest the one typed, not the stem'],
  ['unfair discrimnation', 'unfair discrimination', 'the stem (discrimin) is shown as a word of the text'],
  ['Unfair Discrimnation, equality', 'Unfair discrimination, equality', 'only the unknown word changes: case and punctuation of the rest are kept'],
  ['CPA section 56 warrenty', 'CPA section 56 warranty', 'edit distance picks warranty where trigrams alone pick warren; the acronym and number stay'],
  ['constitutoinal court judgement', 'constitutional court judgement', 'a frequent near stem beats a rare nearer one'],
  ['"unfair discrimnation" -evicton', '"unfair discrimination" -eviction', 'quotes and -words keep their marks'],
  ['noise nuisance', null, 'every word held: no suggestion'],
  ['liqour licence', null, 'a misspelling the library itself holds is a held word'],
  ['how many dogs can I keep in Cape Town', null, 'stop words and places are never replaced'],
  ['xqzv blorf', null, 'nothing near enough: no suggestion rather than a wild one'],
  ['exhumaton from a cemetary', 'exhumation from a cemetery', 'a misspelt ending the stemmer keeps: the shorter stem from the word\'s first letters'],
  ['goods recieved damaged', 'goods received damaged', 'two letters swapped count as one slip'],
  ['street tradng permit', 'street trade permit', 'a letter left out of a word whose stem (trading: trade) is two edits from the word typed'],
  ['toyi toyi outside the municipal offices', null, 'a word of an alias the query holds is never corrected (toyi is not toy)'],
  [`${'evicton'.repeat(40)} unlawful occupier`, null, 'a word of 280 letters: no suggestion (and no error: levenshtein refuses over 255)'],
  ['fridge repair consumer', null, 'a real word the library lacks is not another word with another first letter (bridge)'],
  ['NCC complaint against a supplier', null, 'capitals in a query with small letters: an acronym, never corrected'],
  ['EVICTON UNLAWFUL OCCUPIER', 'EVICTION UNLAWFUL OCCUPIER', 'a query typed all in capitals is still read for slips'],
];

describe('search_suggest: did_you_mean from the library\'s lexicon', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(await starterLibraryTemplate(testAdminUrl()));
  }, 120_000);
  afterAll(() => t?.drop());

  it.each(cases)('%s → %s (%s)', async (query, suggestion) => {
    const { rows: [row] } = await t.pool.query<{ s: string | null }>('SELECT search_suggest($1) AS s', [query]);
    expect(row.s).toBe(suggestion);
  });

  const ranked = async (q: string, types: string[] | null = null) =>
    (await t.pool.query('SELECT doc_id, section_ord FROM search_library($1, $2, 10)', [q, types])).rows;

  it('ranks by the nearest word too: a word held nowhere would find nothing', async () => {
    // `evicton` is held nowhere: the results are those of `eviction unlawful occupier`.
    expect(await ranked('evicton unlawful occupier')).toEqual(await ranked('eviction unlawful occupier'));
    expect(await ranked('eviction unlawful occupier')).not.toEqual(await ranked('unlawful occupier'));
  });

  it('reads a misspelt place as the place: its by-laws are named as for the place spelt right', async () => {
    const { rows: [u] } = await t.pool.query('SELECT named_docs FROM search_understand($1, NULL, 1.0)', ['informal trading permit Durbn']);
    expect(u.named_docs?.length).toBeGreaterThan(0);
    expect(await ranked('informal trading permit Durbn')).toEqual(await ranked('informal trading permit Durban'));
    // Two letters swapped are one slip too; a word the correction only begins is not the place.
    expect(await ranked('trading permit Sowteo')).toEqual(await ranked('trading permit Soweto'));
    const { rows: [ville] } = await t.pool.query('SELECT named_docs FROM search_understand($1, NULL, 1.0)', ['noise Durbanville']);
    expect(ville.named_docs).toBeNull();
    // A word one slip from a word whose stem is the correction (agulas: agulhas, stemmed agulha) is
    // read as that word, so a place of two words is still named.
    const { rows: [agulas] } = await t.pool.query('SELECT named_docs FROM search_understand($1, NULL, 1.0)', ['house shop rules Cape Agulas']);
    expect(agulas.named_docs?.length).toBeGreaterThan(0);
    expect(await ranked('house shop rules Cape Agulas')).toEqual(await ranked('house shop rules Cape Agulhas'));
  });

  it('does not search the nearest word of a `-word`: it would exclude, not add', async () => {
    const { rows } = await t.pool.query('SELECT word, positive FROM search_corrections($1) ORDER BY word', ['unlawful occupier -evicton']);
    expect(rows).toEqual([{ word: 'evicton', positive: false }]);
    expect(await ranked('unlawful occupier -evicton')).toEqual(await ranked('unlawful occupier'));
  });

  it('works the corrections out once a statement, and again in the next: a word the library comes to hold is held', async () => {
    const client = await t.pool.connect();
    try {
      await client.query('BEGIN');
      const corrected = async () => (await client.query('SELECT word, lexeme FROM search_corrections($1)', ['evicton unlawful occupier'])).rows;
      expect(await corrected()).toEqual([{ word: 'evicton', lexeme: 'evict' }]);
      // In one statement, every call gives the first one's answer (the search asks three times).
      const { rows: [same] } = await client.query(
        "SELECT (SELECT jsonb_agg(c) FROM search_corrections($1) c) = (SELECT jsonb_agg(c) FROM search_corrections($1) c) AS same, search_suggest($1) AS s",
        ['evicton unlawful occupier']);
      expect(same).toEqual({ same: true, s: 'eviction unlawful occupier' });
      // The next statement, in the same session and transaction, reads the library as it is then.
      await client.query("INSERT INTO search_lexemes (lexeme, df) VALUES ('evicton', 1) ON CONFLICT (lexeme) DO UPDATE SET df = 1");
      expect(await corrected()).toEqual([]);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });

  it('works the corrections out again after a write in the same message or DO block', async () => {
    const client = await t.pool.connect();
    try {
      // Statements sent in one message share their start; the second must read the word held.
      const results = (await client.query(`BEGIN;
        SELECT word FROM search_corrections('evicton unlawful occupier');
        INSERT INTO search_lexemes (lexeme, df) VALUES ('evicton', 1) ON CONFLICT (lexeme) DO UPDATE SET df = 1;
        SELECT word FROM search_corrections('evicton unlawful occupier');
        ROLLBACK`)) as unknown as Array<{ rows: Array<{ word: string }> }>;
      expect(results[1].rows).toEqual([{ word: 'evicton' }]);
      expect(results[3].rows).toEqual([]);
      await client.query('BEGIN');
      await client.query(`DO $$ DECLARE r text; BEGIN
        PERFORM search_corrections('evicton unlawful occupier');
        INSERT INTO search_lexemes (lexeme, df) VALUES ('evicton', 1) ON CONFLICT (lexeme) DO UPDATE SET df = 1;
        SELECT search_suggest('evicton unlawful occupier') INTO r;
        IF r IS NOT NULL THEN RAISE EXCEPTION 'stale suggestion %', r; END IF;
      END $$`);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });

  it('ranks a filtered search (search_within) by the nearest word too', async () => {
    const within = async (q: string) =>
      (await t.pool.query("SELECT doc_id, section_ord FROM search_ranking($1, NULL, 5, NULL, p_place => 'Cape Town')", [q])).rows;
    expect(await within('cemetary burial')).toEqual(await within('cemetery burial'));
    expect((await within('cemetery burial')).length).toBeGreaterThan(0);
  });
});
