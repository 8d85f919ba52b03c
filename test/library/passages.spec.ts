import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { paragraphSpans } from '#libs/library/paragraphs.js';
import { starterLibraryTemplate } from '#libs/testing/templates.js';
import { createTestDatabase, testAdminUrl, type TestDatabase } from '../support/database.js';

// A judgment's text is searched whole through its passages (migration 0014): each numbered
// paragraph, and the text outside them in blocks, none over 2,500 characters.

const MAX = 2500;

describe('judgment passages', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(await starterLibraryTemplate(testAdminUrl()));
  }, 120_000);
  afterAll(() => t?.drop());

  const chunks = async (text: string, max: number) =>
    (await sql<{ start_char: number; end_char: number; chunk: string }>`SELECT * FROM text_chunks(${text}, ${max})`.execute(t.db)).rows.map((r) => {
      // the text given is the text at the offsets given
      expect(r.chunk).toBe(text.slice(r.start_char, r.end_char));
      return r.chunk;
    });

  // Each row: the text, the most a piece may hold, the pieces expected, and why.
  it.each([
    ['', 10, [], 'nothing to cut'],
    ['   \n\t ', 10, [], 'whitespace only is no piece'],
    ['short text', 10, ['short text'], 'fits exactly'],
    ['aaaa bbbb\ncc dd', 10, ['aaaa bbbb\n', 'cc dd'], 'after the line break in the second half'],
    ['aa\nbbbbbbbbbbbb', 10, ['aa\nbbbbbbb', 'bbbbb'], 'a line break in the first half is too early: no space either, so a hard cut'],
    ['One two. Three four five', 12, ['One two.', ' Three four ', 'five'], 'after a sentence end, else after a space'],
    ['abcdefghijklmnopqrstuvwxyz', 10, ['abcdefghij', 'klmnopqrst', 'uvwxyz'], 'one word longer than the most: cut where it must be'],
    ['aaaa bbbb\n      \n', 10, ['aaaa bbbb\n'], 'a piece of whitespace only is left out'],
  ])('text_chunks(%j, %i)', async (text, max, expected, _why) => {
    expect(await chunks(text, max)).toEqual(expected);
  });

  it('covers every word of every real judgment exactly once, numbered paragraphs by their numbers', async () => {
    const judgments = await t.db
      .selectFrom('documents')
      .select(['doc_id', 'body', 'citation', 'title'])
      .where('type', '=', 'judgment')
      .where('body', 'is not', null)
      .execute();
    expect(judgments.length).toBeGreaterThanOrEqual(55);
    let unnumbered = 0;
    for (const j of judgments) {
      const body = j.body!;
      const passages = await t.db.selectFrom('passages').selectAll().where('doc_id', '=', j.doc_id).orderBy('ord').execute();
      const spans = paragraphSpans(body);
      if (!spans.length) unnumbered++;
      let covered = 0;
      for (const [i, p] of passages.entries()) {
        expect(p.ord).toBe(i + 1);
        expect(p.end_char - p.start_char).toBeLessThanOrEqual(MAX);
        // In order, not overlapping; what lies between two passages is whitespace.
        expect(body.slice(covered, p.start_char).trim()).toBe('');
        covered = p.end_char;
        const span = spans.find((s) => s.start <= p.start_char && p.end_char <= s.end);
        expect([j.citation ?? j.title, p.ord, p.paragraph]).toEqual([j.citation ?? j.title, p.ord, span?.number ?? null]);
      }
      expect(body.slice(covered).trim()).toBe('');
      // Every numbered paragraph is a passage or begins one.
      const starts = new Set(passages.map((p) => p.start_char));
      for (const s of spans) if (body.slice(s.start, s.end).trim()) expect(starts.has(s.start)).toBe(true);
    }
    // The real judgments without numbered paragraphs (13 of the 1999 Supreme Court of Appeal's, and
    // two 2025 Constitutional Court judgments) are searched whole too.
    expect(unnumbered).toBeGreaterThanOrEqual(10);
  });

  it('searches a real judgment by words that stand only after its first 8,000 characters', async () => {
    // [2025] ZACC 2, some 300,000 characters in.
    const { rows } = await sql<{ citation: string; paragraph: number | null }>`
      SELECT citation, paragraph FROM search_results('mining industry favourable tax regime SARS affidavit', ARRAY['judgment'], 3)`.execute(t.db);
    expect(rows[0]).toEqual({ citation: '[2025] ZACC 2', paragraph: 342 });
  });
});
