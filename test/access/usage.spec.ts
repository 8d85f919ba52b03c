import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { postJson, request, type JsonResponse } from '../support/http.js';
import { issueKey, manualClock } from './support.js';

/**
 * GET /v1/usage and the legal_usage tool against the real routes: what they report is what the
 * quota decision counted, through REST and MCP alike. Callers are told apart by a trusted proxy's
 * X-Forwarded-For; the clock stands still, so reset seconds compare exactly.
 */
describe('usage: GET /v1/usage and legal_usage', () => {
  let database: TestDatabase;
  let t: TestApp;
  const time = manualClock('2026-03-10T08:00:30Z');

  beforeAll(async () => {
    database = await createTestDatabase();
    t = await startTestApp(database.url, { TRUST_PROXY: 'loopback' }, time.clock);
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  const who = (ip: string, authorization?: string) => ({ 'X-Forwarded-For': ip, ...(authorization ? { Authorization: authorization } : {}) });
  const usage = (ip: string, authorization?: string) => request(`${t.baseUrl}/v1/usage`, { headers: who(ip, authorization) });
  const search = (ip: string, q = 'water supply services') => request(`${t.baseUrl}/v1/search?q=${encodeURIComponent(q)}`, { headers: who(ip) });
  const verify = (ip: string) => postJson(`${t.baseUrl}/v1/verify`, { text: 'S v Makwanyane 1995 (3) SA 391 (CC)' }, who(ip));
  let rpcId = 0;
  const tool = async (ip: string, name: string, args: object, authorization?: string): Promise<JsonResponse> =>
    postJson(`${t.baseUrl}/mcp`, { jsonrpc: '2.0', id: ++rpcId, method: 'tools/call', params: { name, arguments: args } }, { accept: 'application/json, text/event-stream', ...who(ip, authorization) });

  it('after a mixed sequence of REST and MCP calls, /v1/usage agrees with the RateLimit headers', async () => {
    const ip = '10.40.0.1';
    const calls: JsonResponse[] = [
      await search(ip),
      await tool(ip, 'legal_library_search', { query: 'municipal property rates' }),
      await request(`${t.baseUrl}/v1/section?doc_id=999999`, { headers: who(ip) }), // 404: given back
      await tool(ip, 'legal_get_section', { doc_id: 999999 }), // not_found: given back
      await search(ip, 'equality'), // 400: given back
      await verify(ip),
      await tool(ip, 'legal_verify_citations', { text: 'AB v Pridwin [2020] ZACC 12' }),
      await verify(ip),
    ];
    expect(calls.map((c) => c.status)).toEqual([200, 200, 404, 200, 400, 200, 200, 200]);
    expect(calls[3].body.result.isError).toBe(true);
    const lastSearch = await tool(ip, 'legal_library_search', { query: 'unfair discrimination' });
    const lastCheck = await verify(ip);

    const res = await usage(ip);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ plan: 'free', address: ip, period: 'day', period_start: '2026-03-09T22:00:00.000Z' });
    expect(res.body.key_prefix).toBeUndefined();
    const { searches, checks, rate } = res.body;
    expect(searches).toEqual({ allowance: 25, used: 3, remaining: 22, resets_at: '2026-03-10T22:00:00.000Z', resets_in_seconds: 50370 });
    expect(checks).toMatchObject({ allowance: 50, used: 4, remaining: 46 });
    // The headers of the last call of each kind, whether it came through REST or MCP.
    for (const [allowance, last] of [[searches, lastSearch], [checks, lastCheck]] as const) {
      expect(String(allowance.allowance)).toBe(last.headers.get('ratelimit-limit'));
      expect(String(allowance.remaining)).toBe(last.headers.get('ratelimit-remaining'));
      expect(String(allowance.resets_in_seconds)).toBe(last.headers.get('ratelimit-reset'));
    }
    // Every request counts against the rate, this one included: 10 calls, then /v1/usage.
    expect(rate).toEqual({ allowance: 60, used: 11, remaining: 49, resets_at: '2026-03-10T08:01:00.000Z', resets_in_seconds: 30 });
    expect(res.headers.get('ratelimit-remaining')).toBe('49');
    expect(res.headers.get('x-service-plan')).toBe('free');
    expect(res.body.source_note).toMatch(/^Verified by /);
  });

  it('uses no allowance: asking again changes only the rate', async () => {
    const ip = '10.40.0.2';
    await search(ip);
    const first = await usage(ip);
    const again = await tool(ip, 'legal_usage', {});
    const second = again.body.result.structuredContent;
    expect(second.searches).toEqual(first.body.searches);
    expect(second.checks).toEqual(first.body.checks);
    expect(second.searches.used).toBe(1);
    expect(second.rate.used).toBe(first.body.rate.used + 1);
    expect(again.headers.get('ratelimit-remaining')).toBe(String(second.rate.remaining));
    expect(JSON.parse(again.body.result.content[0].text)).toEqual(second);
    const counted = await database.db.selectFrom('usage_counters').select(sql<number>`sum(used)::int`.as('n')).where('subject', '=', `ip:${ip}`).executeTakeFirst();
    expect(counted?.n).toBe(1);
  });

  it("reports a key's plan and prefix, and its monthly period", async () => {
    const key = await issueKey(database, 'firm');
    const res = await usage('10.40.0.3', key.authorization);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ plan: 'firm', key_prefix: key.prefix, period: 'month', period_start: '2026-02-28T22:00:00.000Z' });
    expect(res.body.address).toBeUndefined();
    expect(res.body.searches).toMatchObject({ allowance: 10000, used: 0, remaining: 10000, resets_at: '2026-03-31T22:00:00.000Z' });
    expect(res.body.rate.allowance).toBe(120);
  });

  it('refuses a key that is not valid, over REST and MCP', async () => {
    const rest = await usage('10.40.0.4', 'Bearer vsl_not-a-key');
    expect(rest.status).toBe(401);
    expect(rest.body.code).toBe('invalid_key');
    const mcp = await tool('10.40.0.4', 'legal_usage', {}, 'Bearer vsl_not-a-key');
    expect(mcp.body.result.isError).toBe(true);
    expect(JSON.parse(mcp.body.result.content[0].text).code).toBe('invalid_key');
  });

  it('is rate-limited like every request (a key is one caller at any address)', async () => {
    await database.db.insertInto('plans').values({ plan: 'tiny', period: 'day', searches: 5, checks: 5, per_minute: 2 }).execute();
    const key = await issueKey(database, 'tiny');
    const answers = [await usage('10.40.0.5', key.authorization), await usage('10.40.0.6', key.authorization), await usage('10.40.0.5', key.authorization)];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 429]);
    expect(answers[2].body).toMatchObject({ code: 'RATE_LIMITED', plan: 'tiny', retry_after_seconds: 30 });
    expect(answers[2].headers.get('retry-after')).toBe('30');
  });

  it('a signed report and the published key count against the rate without a key too: past it, 429 in the spec\'s shape', async () => {
    const ip = '10.40.0.8';
    const reportKey = () => request(`${t.baseUrl}/v1/report-key`, { headers: who(ip) });
    const report = () => request(`${t.baseUrl}/v1/checks/0b5f7a1e-8c1d-4d8a-9d7e-2f4c6b8a1e3d/report`, { headers: who(ip) });
    const first = await reportKey();
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-limit')).toBe('60');
    expect(first.headers.get('ratelimit-remaining')).toBe('59');
    // The free plan's 60 a minute: the rest of them on the two routes (a check that is not kept: 404).
    const within = [await report()];
    for (let i = 0; i < 58; i++) within.push(await reportKey());
    expect(within[0].status).toBe(404);
    expect(within.every((a) => a.status !== 429)).toBe(true);
    expect(within.at(-1)!.headers.get('ratelimit-remaining')).toBe('0');
    for (const past of [await report(), await reportKey()]) {
      expect(past.status).toBe(429);
      expect(past.body).toEqual({ error: expect.stringMatching(/60 requests a minute/), code: 'RATE_LIMITED', plan: 'free', retry_after_seconds: 30, source_note: expect.any(String) });
      expect(past.headers.get('retry-after')).toBe('30');
    }
    // No allowance was used: the address holds no usage counters, only its minute.
    const held = async (table: 'usage_counters' | 'rate_windows') => (await database.db.selectFrom(table).select('subject').where('subject', 'like', `%${ip}%`).execute()).length;
    expect([await held('usage_counters'), await held('rate_windows')]).toEqual([0, 1]);
  });

  it('rejects arguments to legal_usage', async () => {
    const res = await tool('10.40.0.7', 'legal_usage', { plan: 'firm' });
    expect(JSON.parse(res.body.result.content[0].text)).toMatchObject({ code: 'bad_request' });
  });
});
