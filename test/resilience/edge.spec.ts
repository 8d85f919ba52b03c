import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { clientAddress, parseTrustProxy } from '#libs/config/trust-proxy.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { postJson, request } from '../support/http.js';
import { issueKey, manualClock } from '../access/support.js';

/**
 * Hostile input at the edge (issue 13, findings 3-7 and 9): each case against the real app and a
 * real database. Findings 2 and 8 (faults) are in faults.spec.ts and outage.spec.ts.
 */
const MCP = { Accept: 'application/json, text/event-stream' };
const rpc = (id: number | string, method: string, params: unknown) => ({ jsonrpc: '2.0', id, method, params });

describe('hostile input at the edge', () => {
  let database: TestDatabase;
  let t: TestApp;
  const time = manualClock('2026-05-04T10:00:30Z');

  beforeAll(async () => {
    database = await createTestDatabase();
    t = await startTestApp(database.url, { TRUST_PROXY: 'loopback' }, time.clock);
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  const usageRows = async () => Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM usage_events`.execute(database.db)).rows[0].n);
  const fresh = async () => {
    await sql`TRUNCATE usage_events, usage_counters, rate_windows, invalid_key_attempts`.execute(database.db);
  };

  describe('finding 4: NUL and lone surrogates are 400 bad_request before any SQL, not charged', () => {
    it.each([
      ['a NUL in q', () => request(`${t.baseUrl}/v1/search?q=noise%00nuisance+building`)],
      ['a NUL in section', () => request(`${t.baseUrl}/v1/section?doc_id=1&section=1%00`)],
      ['a NUL in a parameter name', () => request(`${t.baseUrl}/v1/search?q=noise+nuisance&x%00=1`)],
      ['a NUL in the verify text', () => postJson(`${t.baseUrl}/v1/verify`, { text: 'S v Makwanyane\u0000 1995 (3) SA 391 (CC)' })],
      ['a lone high surrogate in the verify text', () => postJson(`${t.baseUrl}/v1/verify`, { text: 'S v Makwanyane \ud800 1995 (3) SA 391 (CC)' })],
      ['a lone low surrogate in the verify text', () => postJson(`${t.baseUrl}/v1/verify`, { text: '\udc00 [2020] ZACC 12' })],
    ])('%s', async (_case, send) => {
      await fresh();
      const res = await send();
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: expect.stringMatching(/NUL|surrogate/), code: 'bad_request', source_note: expect.any(String) });
      expect(await usageRows()).toBe(0);
    });

    it('a paired surrogate (an emoji) is ordinary text', async () => {
      const res = await postJson(`${t.baseUrl}/v1/verify`, { text: 'See \ud83d\ude00 [2020] ZACC 12' });
      expect(res.status).toBe(200);
    });

    it.each([
      ['a NUL in a tool argument', { query: 'noise\u0000 nuisance' }],
      ['a lone surrogate in a tool argument', { query: 'noise \udfff nuisance' }],
    ])('MCP: %s is JSON-RPC -32602, not charged', async (_case, args) => {
      await fresh();
      const res = await postJson(`${t.baseUrl}/mcp`, rpc(4, 'tools/call', { name: 'legal_library_search', arguments: args }), MCP);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ jsonrpc: '2.0', id: 4, error: { code: -32602, message: expect.stringMatching(/^Invalid params: 'params\.arguments\.query' (holds a NUL|is not valid Unicode)/) } });
      expect(await usageRows()).toBe(0);
    });
  });

  describe('finding 5: X-Forwarded-For', () => {
    const loopback = parseTrustProxy('loopback');
    it.each([
      // [TRUST_PROXY, socket peer, X-Forwarded-For, client]
      ['true', '127.0.0.1', '6.6.6.6, 198.51.100.8', '198.51.100.8'], // the forged leftmost entry is not believed
      ['true', '10.0.0.2', '6.6.6.6, 198.51.100.8, 10.0.0.1', '198.51.100.8'], // two private proxies
      ['true', '203.0.113.5', '6.6.6.6', '203.0.113.5'], // a public peer is no proxy of ours
      ['true', '127.0.0.1', '10.0.0.7', '10.0.0.7'], // every hop private: the last one
      ['1', '203.0.113.5', '6.6.6.6, 198.51.100.9', '198.51.100.9'], // one hop: the peer is the proxy
      ['2', '127.0.0.1', '6.6.6.6, 198.51.100.9, 10.0.0.1', '198.51.100.9'],
      ['loopback', '::ffff:127.0.0.1', '[2001:db8::1]', '2001:db8::1'],
      ['false', '127.0.0.1', '6.6.6.6', '127.0.0.1'],
      ['true', '127.0.0.1', 'garbage', '127.0.0.1'], // not an address: the hop that passed it on
      ['true', '127.0.0.1', '999.1.1.1', '127.0.0.1'],
      ['true', '127.0.0.1', '198.51.100.8, garbage', '127.0.0.1'],
      ['true', '127.0.0.1', 'garbage, 198.51.100.8', '198.51.100.8'],
      ['true', '127.0.0.1', '', '127.0.0.1'],
    ])('TRUST_PROXY=%s, peer %s, X-Forwarded-For "%s": the client is %s', (setting, peer, header, expected) => {
      expect(clientAddress(peer, header, parseTrustProxy(setting === 'false' ? false : setting))).toBe(expected);
      expect(loopback('127.0.0.1', 0)).toBe(true);
    });

    it('TRUST_PROXY=true over HTTP: 55 checks forging the leftmost entry share the real client allowance of 50', async () => {
      const app = await startTestApp(database.url, { TRUST_PROXY: 'true' });
      try {
        await fresh();
        const statuses: number[] = [];
        for (let i = 0; i < 55; i++) {
          const res = await postJson(`${app.baseUrl}/v1/verify`, { text: 'See [2020] ZACC 12' }, { 'X-Forwarded-For': `203.0.113.${i}, 198.51.100.77` });
          statuses.push(res.status);
        }
        expect(statuses.filter((s) => s === 200)).toHaveLength(50);
        expect(statuses.slice(50)).toEqual([429, 429, 429, 429, 429]);
      } finally {
        await app.close();
      }
    });

    it.each(['false', 'true', '1', 'loopback'])('garbage X-Forwarded-For is never a 500 (TRUST_PROXY=%s)', async (setting) => {
      const app = await startTestApp(database.url, { TRUST_PROXY: setting });
      try {
        for (const header of ['garbage', '999.1.1.1', ', ,', '1.2.3.4:80', '::ffff:999.1.1.1', 'unknown, 127.0.0.1']) {
          const res = await request(`${app.baseUrl}/v1/section?doc_id=1`, { headers: { 'X-Forwarded-For': header } });
          expect([404, 429]).toContain(res.status);
        }
      } finally {
        await app.close();
      }
    });
  });

  describe('finding 6: invalid keys are throttled per address and aggregated', () => {
    it('the 11th bad key in a minute from one address is 429 RATE_LIMITED; no usage row each, one aggregate row', async () => {
      await fresh();
      const statuses: number[] = [];
      let last;
      for (let i = 0; i < 40; i++) {
        last = await request(`${t.baseUrl}/v1/section?doc_id=1`, { headers: { Authorization: `Bearer vsl_guess${i}`, 'X-Forwarded-For': '198.51.100.66' } });
        statuses.push(last.status);
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
      expect(last!.body).toMatchObject({ code: 'RATE_LIMITED', retry_after_seconds: 30 });
      expect(last!.headers.get('retry-after')).toBe('30');
      expect(await usageRows()).toBe(0);
      const rows = await sql<any>`SELECT host(ip) AS ip, attempts, throttled FROM invalid_key_attempts`.execute(database.db);
      expect(rows.rows).toEqual([{ ip: '198.51.100.66', attempts: 40, throttled: 30 }]);
      const report = await sql<any>`SELECT rejections FROM reporting.rejections WHERE outcome = 'invalid_key'`.execute(database.db);
      expect(report.rows).toEqual([{ rejections: 40 }]);
    });

    it('another address and a valid key from the same address are not affected', async () => {
      const key = await issueKey(database, 'firm');
      const other = await request(`${t.baseUrl}/v1/section?doc_id=1`, { headers: { Authorization: 'Bearer vsl_nope', 'X-Forwarded-For': '198.51.100.67' } });
      expect(other.status).toBe(401);
      const valid = await request(`${t.baseUrl}/v1/section?doc_id=1`, { headers: { Authorization: key.authorization, 'X-Forwarded-For': '198.51.100.66' } });
      expect(valid.status).toBe(404);
    });
  });

  describe('finding 7: MCP protocol edges', () => {
    it.each([
      ['arguments that are not an object', { name: 'legal_library_search', arguments: 'noise nuisance' }, 'params.arguments'],
      ['a tool name that is not text', { name: 7, arguments: {} }, 'params.name'],
      ['no tool name', { arguments: {} }, 'params.name'],
    ])('%s: -32602 with a plain message', async (_case, params, where) => {
      await fresh();
      const res = await postJson(`${t.baseUrl}/mcp`, rpc(9, 'tools/call', params), MCP);
      expect(res.body).toEqual({ jsonrpc: '2.0', id: 9, error: { code: -32602, message: expect.stringContaining(`'${where}'`) } });
      expect(res.body.error.message).not.toMatch(/[[{]/);
      expect(await usageRows()).toBe(0);
    });

    it('a batch of one is answered with an array (protocol 2025-03-26)', async () => {
      const res = await postJson(`${t.baseUrl}/mcp`, [rpc(1, 'tools/list', {})], { ...MCP, 'MCP-Protocol-Version': '2025-03-26' });
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
      expect(res.body).toEqual([expect.objectContaining({ id: 1, result: expect.objectContaining({ tools: expect.any(Array) }) })]);
    });

    it('a batch mixing a valid and an invalid request answers both, in an array', async () => {
      const res = await postJson(`${t.baseUrl}/mcp`, [rpc(1, 'tools/list', {}), rpc(2, 'tools/call', { name: 'legal_get_section', arguments: [] })], MCP);
      expect(res.status).toBe(200);
      expect(res.body.map((r: any) => r.id).sort()).toEqual([1, 2]);
      expect(res.body.find((r: any) => r.id === 2).error.code).toBe(-32602);
    });

    it('an initialization in a batch of more than one message is refused whole', async () => {
      const init = rpc(1, 'initialize', { protocolVersion: '2025-03-26', capabilities: {}, clientInfo: { name: 'curl', version: '1' } });
      const res = await postJson(`${t.baseUrl}/mcp`, [init, rpc(2, 'tools/list', {})], { ...MCP, 'MCP-Protocol-Version': '2025-03-26' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32600, message: expect.stringContaining('Only one initialization request') } });
    });

    it('protocol 2025-06-18 has no batches: Invalid Request', async () => {
      const res = await postJson(`${t.baseUrl}/mcp`, [rpc(1, 'tools/list', {})], { ...MCP, 'MCP-Protocol-Version': '2025-06-18' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32600, message: expect.stringContaining('no JSON-RPC batches') } });
    });

    it('a batch repeating a request id is refused whole and charges nothing', async () => {
      await fresh();
      const call = (id: number) => rpc(id, 'tools/call', { name: 'legal_get_section', arguments: { doc_id: 1 } });
      const res = await postJson(`${t.baseUrl}/mcp`, [call(5), call(5)], MCP);
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({ code: -32600, message: expect.stringContaining('distinct ids') });
      expect(await usageRows()).toBe(0);
    });
  });

  describe('finding 9: CORS, /docs, security headers, length units', () => {
    it('CORS preflight offers only GET, POST and OPTIONS', async () => {
      const res = await fetch(`${t.baseUrl}/v1/verify`, { method: 'OPTIONS', headers: { Origin: 'https://app.example', 'Access-Control-Request-Method': 'POST' } });
      expect(res.headers.get('access-control-allow-methods')).toBe('GET,POST,OPTIONS');
    });

    it.each(['/docs/package.json', '/docs/swagger-ui-bundle.js.map', '/docs/swagger-ui-es-bundle.js', '/docs/README.md', '/docs/absolute-path.js'])('%s is 404', async (path) => {
      const res = await request(`${t.baseUrl}${path}`);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('not_found');
    });

    it('the /docs page and the files it loads are served, under a content security policy', async () => {
      const page = await fetch(`${t.baseUrl}/docs`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
      const html = await page.text();
      const assets = [...html.matchAll(/(?:src|href)="\.?\/?(docs\/[^"]+)"/g)].map((m) => m[1]);
      expect(assets.length).toBeGreaterThanOrEqual(4);
      for (const asset of assets) expect((await fetch(`${t.baseUrl}/${asset}`)).status).toBe(200);
    });

    it('API responses carry the security headers', async () => {
      const res = await fetch(`${t.baseUrl}/health`);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('x-powered-by')).toBeNull();
    });

    it('OpenAPI says length limits count characters (code points), as they are counted', async () => {
      const doc = (await request(`${t.baseUrl}/v1/openapi.json`)).body;
      const q = doc.paths['/v1/search'].get.parameters.find((p: any) => p.name === 'q');
      const section = doc.paths['/v1/section'].get.parameters.find((p: any) => p.name === 'section');
      expect(q.description).toMatch(/Unicode code points/);
      expect(section.description).toMatch(/Unicode code points/);
      expect(doc.components.schemas.VerifyRequest.properties.text.description).toMatch(/Unicode code points/);
      // (The docs had said UTF-16 code units; the check counts characters: 20,000 emoji are 40,000 units.)
      expect((await postJson(`${t.baseUrl}/v1/verify`, { text: '\u{1f600}'.repeat(20_000) })).status).toBe(200);
      expect((await postJson(`${t.baseUrl}/v1/verify`, { text: '\u{1f600}'.repeat(20_001) })).status).toBe(400);
    });
  });
});
