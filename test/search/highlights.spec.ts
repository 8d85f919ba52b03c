import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { starterLibraryTemplate } from '#libs/testing/templates.js';
import { createTestDatabase, testAdminUrl, type TestDatabase } from '../support/database.js';
import { utf16Highlights } from '../../apps/api/src/search/search.repository.js';

// excerpt_highlights: where a query's words stand in an excerpt, as [start, end) offsets in code
// points. Each row: the excerpt, the query as typed, the words the offsets must pick out, why.
const cases: Array<[excerpt: string, query: string, marked: string[], reason: string]> = [
  ['No person may evict an occupier', 'eviction occupier', ['evict', 'occupier'], 'any inflection: eviction and evict share the stem'],
  ['Owners must apply before they applied again', 'owner application', ['Owners'], 'applic is not appli: the stemmer keeps application apart from apply, and so does the search'],
  ['The owner applies; the owners apply', 'owners apply', ['owner', 'applies', 'owners', 'apply'], 'every occurrence, in order, whatever its case'],
  ['The by-law of the City', 'law city', ['law', 'City'], 'the part of a hyphenated word that is the query word'],
  ['A dog-owner’s dogs', 'dog owner', ['dog', 'owner', 'dogs'], 'a possessive and a hyphen: the word without them'],
  ['The court a quo erred', 'the court', ['court'], 'stop words are no query words'],
  ['Noise and nuisance', 'noise -nuisance', ['Noise'], 'a -word is left out, never marked'],
  ['"Cooling-off period" means', '"cooling-off period" notice', ['Cooling', 'period'], 'a phrase\'s words, each marked (off is a stop word)'],
  ['Ünïcode 🙂 then a dog', 'dog owner', ['dog'], 'offsets in code points: the emoji counts one'],
  ['Section 12(3)(a) applies', 'section 12', ['Section', '12'], 'numbers too'],
  ['Nothing here matches', 'dog owner', [], 'no query word: no highlights (NULL)'],
  ['A stray \u0001 marker', 'stray marker', [], 'an excerpt holding a marker character gets none rather than wrong ones'],
];

describe('excerpt_highlights: the query words of an excerpt', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(await starterLibraryTemplate(testAdminUrl()));
  }, 120_000);
  afterAll(() => t?.drop());

  it.each(cases)('%s / %s → %j (%s)', async (excerpt, query, marked) => {
    // The query's words as search_results takes them: its positive lexemes with `or`.
    const { rows: [row] } = await t.pool.query<{ h: Array<[number, number]> | null }>(
      `SELECT excerpt_highlights($1, (SELECT string_agg(operand, ' | ')::tsquery FROM search_query_lexemes(search_query($2)))) AS h`,
      [excerpt, query],
    );
    const chars = Array.from(excerpt);
    expect((row.h ?? []).map(([start, end]) => chars.slice(start, end).join(''))).toEqual(marked);
    if (!marked.length) expect(row.h).toBeNull();
  });

  it.each([
    ['an excerpt from ts_headline, sections too', 'water restrictions Cape Town'],
    ['a judgment\'s passage', 'common purpose murder liability of accused'],
    ['a question', 'can I be evicted from my home without a court order'],
  ])('search_results marks only query words, in order, within the excerpt: %s', async (_name, q) => {
    const { rows } = await t.pool.query<{ excerpt: string | null; highlights: Array<[number, number]> | null; sections: Array<{ excerpt?: string; highlights?: Array<[number, number]> }> | null }>(
      'SELECT excerpt, highlights, sections FROM search_results($1, NULL, 10, p_sections => 3)',
      [q],
    );
    const { rows: [{ lexemes }] } = await t.pool.query<{ lexemes: string[] }>('SELECT array_agg(lexeme) AS lexemes FROM search_query_lexemes(search_query($1))', [q]);
    const pairs = rows.flatMap((r) => [{ excerpt: r.excerpt, highlights: r.highlights }, ...(r.sections ?? [])]);
    expect(pairs.filter((p) => p.highlights).length).toBeGreaterThan(rows.length / 2);
    for (const { excerpt, highlights } of pairs) {
      if (!highlights) continue;
      const chars = Array.from(excerpt!);
      let at = 0;
      for (const [start, end] of highlights) {
        expect(start).toBeGreaterThanOrEqual(at);
        expect(end).toBeGreaterThan(start);
        expect(end).toBeLessThanOrEqual(chars.length);
        at = end;
        const word = chars.slice(start, end).join('');
        const { rows: [{ stems }] } = await t.pool.query<{ stems: string[] }>("SELECT tsvector_to_array(to_tsvector('english', $1)) AS stems", [word]);
        expect(stems.some((s) => lexemes.includes(s))).toBe(true);
      }
    }
  });
});

// utf16Highlights: the API's offsets are UTF-16 units, as verify's spans. Each row: the excerpt,
// excerpt_highlights' code-point offsets, the words the API's offsets must pick out with slice, why.
const offsets: Array<[excerpt: string, codePoints: Array<[number, number]>, marked: string[], reason: string]> = [
  ['A dog and a cat', [[2, 5], [12, 15]], ['dog', 'cat'], 'no character past the BMP: the offsets as they are'],
  ['Ünïcode 🙂 then a dog', [[17, 20]], ['dog'], 'after an emoji (two UTF-16 units, one code point): one further on'],
  ['🙂🙂 dog 🙂 cat', [[3, 6], [9, 12]], ['dog', 'cat'], 'each emoji before a span adds one'],
  ['𝔇og law', [[0, 3], [4, 7]], ['𝔇og', 'law'], 'a span holding a character past the BMP ends one further on'],
];

describe('utf16Highlights: code points to UTF-16 offsets', () => {
  it.each(offsets)('%s %j → %j (%s)', (excerpt, codePoints, marked) => {
    expect(utf16Highlights(excerpt, codePoints).map(([start, end]) => excerpt.slice(start, end))).toEqual(marked);
  });
});
