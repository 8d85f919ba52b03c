import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { realLibraryTemplate } from '#libs/testing/templates.js';
import { createTestDatabase, testAdminUrl, type TestDatabase } from '../support/database.js';

// Queries nobody here would write: many words no unit holds (26 of them once raised `value out of
// range: underflow` from the expected-matches estimate, a 500), numbers, operators, quotes, mixed
// with the library's own words. Every one must come back as rows or as the clear VL400 (fewer than
// two words that carry meaning), never another error. Seeded, so a failure can be replayed.

/** A small seeded generator (mulberry32). */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SPECIFIC = [
  Array.from({ length: 26 }, (_, i) => `xq${i + 1}`).join(' '),
  `unfair dismissal ${Array.from({ length: 30 }, (_, i) => `zzv${i}`).join(' ')}`,
  Array.from({ length: 97 }, (_, i) => String(i + 1)).join(' '),
  `"${Array.from({ length: 40 }, (_, i) => `qq${i}`).join(' ')}" council`,
  Array.from({ length: 60 }, (_, i) => `-nope${i}`).join(' ') + ' municipality council',
  Array.from({ length: 40 }, (_, i) => `w${i} or`).join(' ') + ' permit',
];

describe('search on queries nobody here wrote', () => {
  let t: TestDatabase;
  let client: pg.Client;
  let words: string[] = [];
  beforeAll(async () => {
    t = await createTestDatabase(await realLibraryTemplate(testAdminUrl()));
    client = new pg.Client({ connectionString: t.url });
    await client.connect();
    words = (await client.query<{ lexeme: string }>('SELECT lexeme FROM search_lexemes ORDER BY lexeme LIMIT 3000')).rows.map((r) => r.lexeme);
  }, 120_000);
  afterAll(async () => {
    await client?.end();
    await t?.drop();
  });

  async function outcome(q: string, types: string[] | null): Promise<'rows' | 'VL400'> {
    try {
      await client.query('SELECT * FROM search_results($1, $2, 10)', [q, types]);
      return 'rows';
    } catch (e) {
      if ((e as { code?: string }).code === 'VL400') return 'VL400';
      throw new Error(`${JSON.stringify(q)}: ${(e as Error).message}`, { cause: e });
    }
  }

  it.each(SPECIFIC.map((q) => [q.slice(0, 60), q]))('%s', async (_label, q) => {
    expect(await outcome(q.slice(0, 500), null)).toBe('rows');
  });

  // More than 32 `-` signs waiting for a word overflow websearch_to_tsquery's operator stack (`tsquery
  // stack too small`, an internal error that answered 500): refused as the caller's mistake.
  it.each([
    ['33 dashes before the words', `${'-'.repeat(33)} labour law`],
    ['dashes with spaces between', `labour ${'- '.repeat(40)}law`],
    ['dashes and brackets', `labour ${'-('.repeat(40)} law`],
  ])('%s: VL400', async (_label, q) => {
    expect(await outcome(q, null)).toBe('VL400');
  });

  it('32 dashes before the words still search', async () => {
    expect(await outcome(`${'-'.repeat(32)} labour law`, null)).toBe('rows');
  });

  it('300 random queries of up to 80 words: rows or VL400, never another error', async () => {
    const next = random(20261124);
    const pick = <T>(xs: T[]) => xs[Math.floor(next() * xs.length)];
    const word = () => {
      const r = next();
      if (r < 0.45) return pick(words);
      if (r < 0.7) return `${pick(['x', 'q', 'zz', 'vr'])}${Math.floor(next() * 1e6)}`;
      if (r < 0.8) return String(Math.floor(next() * 1e4));
      return pick(['or', '-council', '"written', 'notice"', 'the', 'of', '&', '|', '!', '<->', ':*', '(', ')', "'", '\\', 'é', '—', '-', '-(', '--']);
    };
    const seen = { rows: 0, VL400: 0 };
    for (let i = 0; i < 300; i++) {
      const n = 1 + Math.floor(next() * 80);
      const q = Array.from({ length: n }, word).join(' ').slice(0, 500);
      seen[await outcome(q, next() < 0.2 ? [pick(['act', 'bylaw', 'judgment', 'regulation'])] : null)]++;
    }
    expect(seen.rows).toBeGreaterThan(200);
  }, 120_000);
});
