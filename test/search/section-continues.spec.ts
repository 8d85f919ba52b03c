import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LIMITS } from '#libs/contracts/limits.js';
import { starterLibraryTemplate } from '#libs/testing/templates.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createTestDatabase, testAdminUrl, type TestDatabase } from '../support/database.js';
import { request } from '../support/http.js';

/**
 * GET /v1/section says where a text goes on past what it returns (`continues`): the characters the
 * cap left out, and for a judgment the paragraph to ask for next. Ekapa ([2025] ZACC 1, doc 779 in
 * the starter library) is far longer than the cap; the Constitution's section 9 is short.
 */
describe('GET /v1/section says where the text continues', () => {
  let t: TestDatabase;
  let app: TestApp;
  beforeAll(async () => {
    t = await createTestDatabase(await starterLibraryTemplate(testAdminUrl()));
    app = await startTestApp(t.url, { ACCESS_GUARD: 'off' });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await t?.drop();
  });

  const section = async (query: string) => (await request(`${app.baseUrl}/v1/section?${query}`)).body as { text: string; continues?: { characters?: number; next?: string } };
  const bodyLength = async (docId: number) => Number((await t.db.selectFrom('documents').select((eb) => eb.fn('length', ['body']).as('n')).where('doc_id', '=', docId).executeTakeFirstOrThrow()).n);

  it.each<[string, { next?: string }, string]>([
    // [query, what is expected, reason]
    ['doc_id=126&section=9', {}, 'a short section, returned whole: nothing follows'],
    ['doc_id=779&section=61', { next: '62' }, 'one paragraph, whole: the next paragraph follows'],
  ])('%s', async (query, expected) => {
    const answer = await section(query);
    expect(answer.continues ?? {}).toEqual(expected);
  });

  it('a whole judgment past the cap: the characters left out, and the paragraph the text stopped before', async () => {
    const answer = await section('doc_id=779');
    expect(answer.text.length).toBeLessThanOrEqual(LIMITS.section_text_length);
    const whole = await bodyLength(779);
    expect(answer.continues!.characters).toBeGreaterThan(0);
    // (What is shown and what is left out make the judgment, less the spaces trimmed at its ends.)
    expect(answer.text.length + answer.continues!.characters!).toBeLessThanOrEqual(whole);
    expect(answer.text.length + answer.continues!.characters!).toBeGreaterThan(whole - 10);
    const next = answer.continues!.next!;
    expect(answer.text).not.toContain(`[${next}]`);
    expect(answer.text).toContain(`[${Number(next) - 1}]`);
    // Asking for it reads on from there.
    expect((await section(`doc_id=779&section=${next}`)).text).toMatch(new RegExp(`^\\[${next}\\]`));
  });

  it('a judgment from a phrase: the paragraph after the text returned', async () => {
    const answer = await section(`doc_id=779&section=${encodeURIComponent('void ab initio')}`);
    expect(answer.continues?.next).toMatch(/^\d+$/);
    expect(answer.text).not.toContain(`[${answer.continues!.next}]`);
  });
});
