import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LibraryRepository } from '#libs/library/library.repository.js';
import { SearchFairness, callerOf, type FairnessOutcome } from '../../apps/api/src/search/search.fairness.js';
import { SearchRepository } from '../../apps/api/src/search/search.repository.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { request, rpc } from '../support/http.js';
import { issueKey } from '../support/keys.js';

/** Waits (without a clock) until `done` holds: each turn lets the event loop run once more. */
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; !done(); i++) {
    if (i > 100_000) throw new Error('never happened');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('search fairness: one caller’s expensive searches do not starve another’s', () => {
  let t: TestDatabase;
  let app: TestApp;
  let heavy: string;
  const outcomes: Array<{ caller: string; outcome: FairnessOutcome }> = [];
  /** Searches for "costly" hold their connection until released: the cost of a crafted query, without its time. */
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));

  beforeAll(async () => {
    t = await createTestDatabase();
    await new LibraryRepository(t.db).saveDocument({
      key: 'test/bylaw/noise',
      type: 'bylaw',
      title: 'Noise Control By-law',
      url: 'https://example.invalid/bylaw/noise',
      source: 'test',
      sections: [{ number: '2', heading: 'Amplified music at night', text: 'No person may play amplified music that disturbs costly neighbours after 22:00.' }],
    });
    app = await startTestApp(t.url);
    heavy = (await issueKey(t, 'scale')).authorization;
    app.app.get(SearchFairness).observer = (caller, outcome) => outcomes.push({ caller, outcome });
    const repository = app.app.get(SearchRepository);
    const search = repository.search.bind(repository);
    repository.search = async (params) => {
      if (params.q.includes('costly')) await held;
      return search(params);
    };
  });
  afterAll(async () => {
    release();
    await app?.close();
    await t?.drop();
  });

  it('twelve held searches of one key: two run, ten wait, the thirteenth is 429; another caller never waits', async () => {
    const heavyId = callerOf({ authorization: heavy, ip: '127.0.0.1' });
    const search = (q: string, authorization?: string) => request(`${app.baseUrl}/v1/search?q=${encodeURIComponent(q)}`, { headers: authorization ? { authorization } : {} });
    const flood = Array.from({ length: 12 }, () => search('costly neighbours', heavy));
    await until(() => outcomes.filter((o) => o.caller === heavyId).length === 12);
    expect(outcomes.filter((o) => o.caller === heavyId).map((o) => o.outcome)).toEqual([...Array<FairnessOutcome>(2).fill('ran'), ...Array<FairnessOutcome>(10).fill('waited')]);

    const thirteenth = await search('costly neighbours', heavy);
    expect(thirteenth.status).toBe(429);
    expect(thirteenth.headers.get('retry-after')).toBe('1');
    expect(thirteenth.body).toMatchObject({ code: 'RATE_LIMITED', retry_after_seconds: 1, error: expect.stringMatching(/^Too many searches at once from this caller/) });

    // The keyless caller (its address), by REST and by the MCP tool, while the twelve are held.
    for (let i = 0; i < 3; i++) {
      const plain = await search('amplified music');
      expect(plain.status).toBe(200);
      expect(plain.body.results).toHaveLength(1);
    }
    const tool = await rpc(app.baseUrl, 'tools/call', { name: 'legal_library_search', arguments: { query: 'amplified music' } });
    expect(tool.body.result.isError).toBeUndefined();
    const other = outcomes.filter((o) => o.caller === 'ip:127.0.0.1');
    expect(other.map((o) => o.outcome)).toEqual(['ran', 'ran', 'ran', 'ran']);

    release();
    expect((await Promise.all(flood)).map((r) => r.status)).toEqual(Array(12).fill(200));
    expect(outcomes.filter((o) => o.caller === heavyId).at(-1)?.outcome).toBe('refused');
    // The 429 was given back: twelve searches used.
    const usage = await request(`${app.baseUrl}/v1/usage`, { headers: { authorization: heavy } });
    expect(usage.body.searches.used).toBe(12);
  });

  it.each([
    ['a key: its sha256', { authorization: 'Bearer vsl_x', ip: '10.0.0.1' }, /^key:[0-9a-f]{64}$/],
    ['IPv4 on a dual-stack socket: the IPv4 address', { authorization: undefined, ip: '::ffff:10.0.0.1' }, /^ip:10\.0\.0\.1$/],
    ['IPv6: its /64', { authorization: undefined, ip: '2001:db8:0:12:aaaa::1' }, /^ip:2001:db8:0:12::\/64$/],
    ['IPv6 with :: early: its /64 written out', { authorization: '', ip: '2001:db8::1' }, /^ip:2001:db8:0:0::\/64$/],
  ])('the caller of %s', (_what, caller, expected) => {
    expect(callerOf(caller)).toMatch(expected);
  });
});
