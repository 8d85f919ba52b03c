import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { starterLibraryTemplate } from '#libs/testing/templates.js';
import { createTestDatabase, testAdminUrl, type TestDatabase } from '../support/database.js';

// search_suggest (did_you_mean) over the starter library: the nearest word the library holds for
// each query word it holds nowhere, the rest of the query as typed; NULL when every word is held.
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

  it('never changes the results: they are those of the words asked', async () => {
    const ranked = async (q: string) => (await t.pool.query('SELECT doc_id, section_ord FROM search_library($1, NULL, 10)', [q])).rows;
    // `evicton` is held nowhere: the results are those of `unlawful occupier`, not of `eviction`.
    expect(await ranked('evicton unlawful occupier')).toEqual(await ranked('unlawful occupier'));
    expect(await ranked('eviction unlawful occupier')).not.toEqual(await ranked('unlawful occupier'));
  });
});
