import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../support/app.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { request, rpc } from '../support/http.js';

/** A doc_id whose reading fails inside PostgreSQL with an error the service does not expect: a 500. */
const FAILING_DOC = 424_242;

type Door = (ip: string, tool: string, args: Record<string, unknown>) => Promise<number>;

/**
 * REST and MCP settle usage through one path (AccessService.metered): the same call ending the
 * same way leaves the same usage rows whichever interface it came through.
 */
describe('one metering path: REST and MCP count alike', () => {
  let database: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    // read_section fails for one doc_id, as a bug or a broken function would (the test's own database).
    await sql
      .raw(
        `ALTER FUNCTION read_section(integer, text) RENAME TO read_section_real;
         CREATE FUNCTION read_section(p_doc_id integer, p_section text)
         RETURNS TABLE (doc_id integer, title text, url text, gazette text, section text, body text, sections text[], more integer, next_ref text)
         LANGUAGE plpgsql AS $$
         BEGIN
           IF p_doc_id = ${FAILING_DOC} THEN RAISE EXCEPTION 'simulated failure'; END IF;
           RETURN QUERY SELECT * FROM read_section_real(p_doc_id, p_section);
         END $$;`,
      )
      .execute(database.db);
    t = await startTestApp(database.url, { TRUST_PROXY: 'loopback' });
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  const QUERIES: Record<string, (args: Record<string, unknown>) => string> = {
    legal_library_search: (a) => `/v1/search?${new URLSearchParams({ q: String(a.query), ...(a.limit !== undefined ? { limit: String(a.limit) } : {}) })}`,
    legal_get_section: (a) => `/v1/section?doc_id=${a.doc_id}`,
  };
  const rest: Door = async (ip, tool, args) => (await request(`${t.baseUrl}${QUERIES[tool](args)}`, { headers: { 'X-Forwarded-For': ip } })).status;
  const mcp: Door = async (ip, tool, args) => {
    const res = await rpc(t.baseUrl, 'tools/call', { name: tool, arguments: args }, 1, { 'X-Forwarded-For': ip });
    const result = res.body.result;
    if (!result.isError) return 200;
    const code = JSON.parse(result.content[0].text).code;
    return { bad_request: 400, not_found: 404, server_error: 500 }[code as string] ?? 0;
  };

  const events = async (ip: string) =>
    (
      await database.db
        .selectFrom('usage_events')
        .select(['operation', 'outcome', 'status'])
        .where(sql<boolean>`host(ip) = ${ip}`)
        .orderBy('event_id')
        .execute()
    ).map((e) => `${e.operation} ${e.outcome} ${e.status}`);
  const used = async (ip: string) =>
    (await database.db.selectFrom('usage_counters').select(sql<number>`coalesce(sum(used), 0)::int`.as('n')).where('subject', '=', `ip:${ip}`).executeTakeFirstOrThrow()).n;

  let callers = 0;
  it.each([
    // outcome, tool, arguments, status, the event it leaves, allowance used
    ['success', 'legal_library_search', { query: 'water licence' }, 200, 'search counted 200', 1],
    ['400 from the contract', 'legal_library_search', { query: 'water licence', limit: 11 }, 400, 'search released 400', 0],
    ['400 from SQL (one meaningful word)', 'legal_library_search', { query: 'eviction' }, 400, 'search released 400', 0],
    ['404', 'legal_get_section', { doc_id: 999_999 }, 404, 'search released 404', 0],
    ['500', 'legal_get_section', { doc_id: FAILING_DOC }, 500, 'search counted 500', 1],
  ])('%s: the same status, usage row and allowance through both doors', async (_outcome, tool, args, status, event, allowance) => {
    const n = ++callers;
    const [restIp, mcpIp] = [`10.77.${n}.1`, `10.77.${n}.2`];
    expect(await rest(restIp, tool, args)).toBe(status);
    expect(await mcp(mcpIp, tool, args)).toBe(status);
    expect(await events(restIp)).toEqual([event]);
    expect(await events(mcpIp)).toEqual(await events(restIp));
    expect(await used(restIp)).toBe(allowance);
    expect(await used(mcpIp)).toBe(allowance);
  });
});
