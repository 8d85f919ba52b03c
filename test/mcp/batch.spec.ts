import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MCP_BATCH_MAX } from '#libs/contracts/limits.js';
import { McpService } from '../../apps/api/src/mcp/mcp.service.js';
import { manualClock } from '../access/support.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { MCP_HEADERS, postJson } from '../support/http.js';
import { issueKey } from '../support/keys.js';

/**
 * What one POST to /mcp may cost: a batch's length is capped, and every message of a batch is a
 * request against the caller's per-minute rate, whether or not it uses an allowance. Callers are
 * told apart by a trusted proxy's X-Forwarded-For; the clock stands still, so one minute holds all.
 */
describe('MCP batches: capped, and every message counted against the rate', () => {
  let t: TestDatabase;
  let app: TestApp;
  const time = manualClock('2026-03-10T08:00:10Z');

  const post = (body: unknown, ip: string, headers: Record<string, string> = {}) =>
    postJson(`${app.baseUrl}/mcp`, body, { ...MCP_HEADERS, 'MCP-Protocol-Version': '2025-03-26', 'X-Forwarded-For': ip, ...headers });
  const pings = (n: number, first = 1) => Array.from({ length: n }, (_, i) => ({ jsonrpc: '2.0', id: first + i, method: 'ping' }));
  /** Requests counted in the subject's current minute (rate_windows), 0 when it has no row. */
  const rateUsed = async (subject: string) =>
    (await t.db.selectFrom('rate_windows').select('requests').where('subject', '=', subject).executeTakeFirst())?.requests ?? 0;
  /** Calls counted against the subject's allowances (usage_counters). */
  const allowanceUsed = async (subject: string) =>
    Number((await t.db.selectFrom('usage_counters').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('used'), eb.lit(0)).as('n')).where('subject', '=', subject).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await createTestDatabase();
    app = await startTestApp(t.url, { TRUST_PROXY: 'loopback' }, time.clock);
  });
  afterAll(async () => {
    await app?.close();
    await t?.drop();
  });

  it('refuses a batch of 5,000 tools/list without a key whole, before any of it runs or is counted', async () => {
    const service = app.app.get(McpService);
    const handle = service.handle.bind(service);
    let handled = 0;
    service.handle = async (...args) => {
      handled++;
      return handle(...args);
    };
    try {
      const batch = Array.from({ length: 5000 }, (_, i) => ({ jsonrpc: '2.0', id: i + 1, method: 'tools/list' }));
      const res = await post(batch, '198.51.100.1');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ jsonrpc: '2.0', error: { code: -32600, message: expect.stringMatching(`at most ${MCP_BATCH_MAX} messages; this one holds 5,000`) }, id: null });
      expect(handled).toBe(0);
      expect(await rateUsed('ip:198.51.100.1')).toBe(0);
      // One past the cap is refused the same way; the cap itself is taken.
      expect((await post(pings(MCP_BATCH_MAX + 1), '198.51.100.1')).status).toBe(400);
      const full = await post(pings(MCP_BATCH_MAX), '198.51.100.1');
      expect(full.status).toBe(200);
      expect(full.body).toHaveLength(MCP_BATCH_MAX);
      expect(handled).toBe(1);
      expect(await rateUsed('ip:198.51.100.1')).toBe(MCP_BATCH_MAX);
    } finally {
      service.handle = handle;
    }
  });

  it("a keyless batch of N pings counts N against the free plan's rate; past it, each message is refused with RATE_LIMITED", async () => {
    const ip = '198.51.100.2';
    const { per_minute: perMinute } = await t.db.selectFrom('plans').select('per_minute').where('plan', '=', 'free').executeTakeFirstOrThrow();
    let sent = 0;
    while (sent < perMinute) {
      const n = Math.min(MCP_BATCH_MAX, perMinute - sent);
      const res = await post(pings(n, sent + 1), ip);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(pings(n, sent + 1).map(({ id }) => ({ jsonrpc: '2.0', id, result: {} })));
      sent += n;
      expect(await rateUsed(`ip:${ip}`)).toBe(sent);
      expect(res.headers.get('ratelimit-remaining')).toBe(String(perMinute - sent));
    }

    const over = await post(pings(3, 100), ip);
    expect(over.status).toBe(200);
    expect(over.body).toEqual([100, 101, 102].map((id) => ({
      jsonrpc: '2.0',
      id,
      error: { code: -32000, message: expect.stringMatching(/^More than \d+ requests a minute on the free plan/), data: expect.objectContaining({ code: 'RATE_LIMITED', plan: 'free', retry_after_seconds: 50 }) },
    })));
    const single = await post({ jsonrpc: '2.0', id: 'last', method: 'tools/list' }, ip);
    expect(single.status).toBe(429);
    expect(single.headers.get('retry-after')).toBe('50');
    expect(single.body).toMatchObject({ jsonrpc: '2.0', id: 'last', error: { code: -32000, data: { code: 'RATE_LIMITED' } } });
    // Refused requests count too, as on REST; nothing was taken from an allowance.
    expect(await rateUsed(`ip:${ip}`)).toBe(perMinute + 4);
    expect(await allowanceUsed(`ip:${ip}`)).toBe(0);
  });

  it("with a key, every message of a batch counts against the key's rate, none against its allowances", async () => {
    const { authorization, keyId } = await issueKey(t, 'professional');
    const batch = [
      ...pings(MCP_BATCH_MAX - 3),
      { jsonrpc: '2.0', id: 'list', method: 'tools/list' },
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      { jsonrpc: '2.0', id: 'unknown', method: 'tools/call', params: { name: 'no_such_tool', arguments: {} } },
    ];
    const res = await post(batch, '198.51.100.3', { Authorization: authorization });
    expect(res.status).toBe(200);
    // Every request answered in order; the notification has no answer.
    expect(res.body.map((r: { id: unknown }) => r.id)).toEqual([...pings(MCP_BATCH_MAX - 3).map((p) => p.id), 'list', 'unknown']);
    expect(res.body.at(-1).result.isError).toBe(true);
    expect(await rateUsed(`key:${keyId}`)).toBe(MCP_BATCH_MAX);
    expect(await allowanceUsed(`key:${keyId}`)).toBe(0);
    expect(await rateUsed('ip:198.51.100.3')).toBe(0);
  });

  it('refuses a body over BODY_LIMIT as JSON-RPC, before the MCP server sees it', async () => {
    const res = await post({ jsonrpc: '2.0', id: 1, method: 'ping', params: { _meta: { pad: 'x'.repeat(300 * 1024) } } }, '198.51.100.4');
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ jsonrpc: '2.0', error: { code: -32600, message: expect.stringMatching(/^The request body is [\d,]+ bytes; the limit is 262,144 \(256 kB\)\.$/) } });
    expect(await rateUsed('ip:198.51.100.4')).toBe(0);
  });
});
