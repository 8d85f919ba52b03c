import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { sql } from 'kysely';
import { READER_VERSION } from '#libs/citations/read.js';
import { starterLibraryTemplate } from '#libs/testing/templates.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createTestDatabase, testAdminUrl, type TestDatabase } from '../support/database.js';
import { request } from '../support/http.js';
import { issueKey } from '../support/keys.js';

/**
 * GET /v1/coverage and legal_coverage on the starter library: every number is compared with a
 * direct count of the tables it is read from.
 */
describe('what the library covers, on the starter library', () => {
  let t: TestDatabase;
  let app: TestApp;
  let body: any;

  beforeAll(async () => {
    t = await createTestDatabase(await starterLibraryTemplate(testAdminUrl()));
    app = await startTestApp(t.url);
    const res = await request(`${app.baseUrl}/v1/coverage`);
    expect(res.status).toBe(200);
    body = res.body;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await t?.drop();
  });

  /** A direct count, for comparison. */
  const count = async (query: ReturnType<typeof sql<{ n: number }>>) => Number((await query.execute(t.db)).rows[0].n);

  it('says every part, with source_note and the reader version', () => {
    expect(Object.keys(body).sort()).toEqual(['acts', 'courts', 'reader_version', 'series', 'snapshot', 'source_note']);
    expect(body.reader_version).toBe(READER_VERSION);
    expect(body.courts.length).toBeGreaterThan(0);
    expect(body.series.length).toBeGreaterThan(0);
  });

  it.each([
    ['ZACC', 2020],
    ['ZACC', 2025],
    ['ZACC', 1995],
  ])('%s %s: numbers held and the highest match a direct count', async (court, year) => {
    const entry = body.courts.find((c: any) => c.court === court && c.year === year);
    const held = await count(sql<{ n: number }>`SELECT count(DISTINCT number) AS n FROM (
      SELECT number FROM case_citations WHERE kind = 'neutral' AND series = ${court} AND year = ${year}
      UNION SELECT number FROM cited_citations WHERE kind = 'neutral' AND series = ${court} AND year = ${year}) x`);
    const highest = await count(sql<{ n: number }>`SELECT coalesce(max(number), 0) AS n FROM (
      SELECT number FROM case_citations WHERE kind = 'neutral' AND series = ${court} AND year = ${year}
      UNION SELECT number FROM cited_citations WHERE kind = 'neutral' AND series = ${court} AND year = ${year}) x`);
    expect(entry?.held ?? 0).toBe(held);
    expect(entry?.highest ?? 0).toBe(highest);
    if (entry) expect(entry.covered).toBe(held >= 5 && held >= 0.9 * highest);
  });

  it('every court-year: covered by the rule on held and highest (the starter library records no counts)', () => {
    for (const c of body.courts) expect(c.covered).toBe(c.judgments !== undefined || (c.held >= 5 && c.held >= 0.9 * c.highest));
  });

  it('the court-years held add up to the distinct neutral citations held', async () => {
    const total = await count(sql<{ n: number }>`SELECT count(*) AS n FROM (
      SELECT series, year, number FROM case_citations WHERE kind = 'neutral'
      UNION SELECT series, year, number FROM cited_citations WHERE kind = 'neutral') x`);
    expect(body.courts.reduce((s: number, c: any) => s + c.held, 0)).toBe(total);
  });

  it('the series-years held add up to the distinct report citations held', async () => {
    const total = await count(sql<{ n: number }>`SELECT count(*) AS n FROM (
      SELECT norm FROM case_citations WHERE kind = 'report' UNION SELECT norm FROM cited_citations WHERE kind = 'report') x`);
    expect(body.series.reduce((s: number, c: any) => s + c.held, 0)).toBe(total);
    for (const s of body.series) expect(s.covered).toBe(false);
  });

  it('Acts per year match a direct count, and the starter library covers no year', async () => {
    for (const a of body.acts) expect(a.covered).toBe(false);
    const years = await count(sql<{ n: number }>`SELECT count(*) AS n FROM (
      SELECT act_year FROM documents WHERE type = 'act' AND act_year >= 1910 UNION SELECT year FROM act_records WHERE year >= 1910) x`);
    expect(body.acts).toHaveLength(years);
    const y1996 = body.acts.find((a: any) => a.year === 1996);
    const held1996 = await count(sql<{ n: number }>`SELECT count(*) AS n FROM (
      SELECT act_number FROM documents WHERE type = 'act' AND act_year = 1996 AND act_number IS NOT NULL UNION SELECT number FROM act_records WHERE year = 1996) x`);
    expect(y1996?.held ?? 0).toBe(held1996);
  });

  it("the snapshot: the documents' count, a hash, the last import", async () => {
    const documents = await count(sql<{ n: number }>`SELECT count(*) AS n FROM documents`);
    expect(body.snapshot).toMatchObject({ documents, hash: expect.stringMatching(/^[0-9a-f]{32}$/), last_import: expect.any(String) });
  });

  it('uses no allowance and needs no key', async () => {
    const res = await request(`${app.baseUrl}/v1/coverage`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-service-plan')).toBeNull();
  });

  it.each([
    // [authorization, status, reason]
    ['Bearer vsl_notakey00000000000000000000000000', 401, 'a key the service never issued'],
    ['Basic dXNlcjpwYXNz', 401, 'a credential that is not a Bearer key'],
  ])('refuses a key sent that is not live, as every /v1 route does: %s', async (authorization, status) => {
    const res = await request(`${app.baseUrl}/v1/coverage`, { headers: { authorization } });
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ code: 'invalid_key' });
  });

  it('answers a live key, counting the request against its rate only', async () => {
    const { authorization, keyId } = await issueKey(t, 'scale');
    const res = await request(`${app.baseUrl}/v1/coverage`, { headers: { authorization } });
    expect(res.status).toBe(200);
    expect(res.headers.get('ratelimit-remaining')).toMatch(/^\d+$/);
    const used = await t.db.selectFrom('usage_events').select((eb) => eb.fn.countAll<number>().as('n')).where('key_id', '=', keyId).executeTakeFirst();
    expect(Number(used?.n ?? 0)).toBe(0);
  });

  it('legal_coverage answers as GET /v1/coverage does, and refuses arguments', async () => {
    const client = new Client({ name: 'vsl-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${app.baseUrl}/mcp`)));
    try {
      const result: any = await client.callTool({ name: 'legal_coverage', arguments: {} });
      expect(result.isError).toBeFalsy();
      expect(result.structuredContent).toEqual(body);
      expect(JSON.parse(result.content[0].text)).toEqual(body);
      const refused: any = await client.callTool({ name: 'legal_coverage', arguments: { court: 'ZACC' } });
      expect(refused.isError).toBe(true);
      expect(JSON.parse(refused.content[0].text)).toMatchObject({ code: 'bad_request' });
    } finally {
      await client.close();
    }
  });

  it('the snapshot hash changes when what the library holds changes', async () => {
    const before = (await sql<{ r: any }>`SELECT library_coverage(0.9, 5) AS r`.execute(t.db)).rows[0].r.snapshot.hash;
    await sql`UPDATE documents SET content_hash = 'changed' WHERE doc_id = (SELECT min(doc_id) FROM documents)`.execute(t.db);
    const after = (await sql<{ r: any }>`SELECT library_coverage(0.9, 5) AS r`.execute(t.db)).rows[0].r.snapshot.hash;
    expect(after).not.toBe(before);
  });
});
