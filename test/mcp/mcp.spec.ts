import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { starterLibraryTemplate } from '#libs/testing/templates.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createTestDatabase, testAdminUrl, type TestDatabase } from '../support/database.js';
import { MCP_HEADERS, postJson, request, rpc } from '../support/http.js';
import { issueKey } from '../support/keys.js';
import { McpService } from '../../apps/api/src/mcp/mcp.service.js';


async function connectClient(baseUrl: string, authorization?: string): Promise<Client> {
  const client = new Client({ name: 'vsl-test', version: '1.0.0' });
  const headers: Record<string, string> = authorization ? { Authorization: authorization } : {};
  await client.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`), { requestInit: { headers } }));
  return client;
}

/** The tool result's JSON text, parsed: clients that read only text see the same data. */
const textOf = (result: any) => JSON.parse(result.content[0].text);


describe('MCP tool server at /mcp', () => {
  let t: TestDatabase;
  let app: TestApp;
  let paid: string;
  let constitution: number;
  let judgment: number;

  beforeAll(async () => {
    t = await createTestDatabase(await starterLibraryTemplate(testAdminUrl()));
    app = await startTestApp(t.url);
    paid = (await issueKey(t, 'scale')).authorization;
    constitution = (await t.db.selectFrom('documents').select('doc_id').where('key', '=', '/akn/za/act/1996/constitution').executeTakeFirstOrThrow()).doc_id;
    judgment = (await t.db.selectFrom('documents').select('doc_id').where('citation', '=', '[2020] ZACC 12').executeTakeFirstOrThrow()).doc_id;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await t?.drop();
  });

  it.each(['2025-06-18', '2025-03-26', '2024-11-05'])('initialize negotiates protocol version %s and says what the server is for', async (version) => {
    const res = await rpc(app.baseUrl, 'initialize', { protocolVersion: version, capabilities: {}, clientInfo: { name: 'curl', version: '1' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.body.result.protocolVersion).toBe(version);
    expect(res.body.result.serverInfo).toMatchObject({ name: 'verified-sa-law', version: '1.0.0' });
    expect(res.body.result.capabilities.tools).toBeDefined();
    expect(res.body.result.instructions).toMatch(/not legal advice/);
    expect(res.body.result.instructions).toMatch(/legal_verify_citations/);
  });

  it.each(['2025-11-25', '2024-10-07', '1999-01-01'])('initialize asking for %s, a version the spec does not name, is offered 2025-06-18', async (version) => {
    const res = await rpc(app.baseUrl, 'initialize', { protocolVersion: version, capabilities: {}, clientInfo: { name: 'curl', version: '1' } });
    expect(res.status).toBe(200);
    expect(res.body.result.protocolVersion).toBe('2025-06-18');
  });

  it('refuses a request sent under a protocol version the spec does not name, naming the three it does', async () => {
    const res = await rpc(app.baseUrl, 'tools/list', {}, 4, { 'MCP-Protocol-Version': '2025-11-25' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ jsonrpc: '2.0', error: { code: -32000, message: expect.stringMatching(/2025-06-18, 2025-03-26, 2024-11-05\)$/) }, id: null });
  });

  it("lists the spec's three read-only tools, legal_usage and legal_coverage, with input and output schemas carrying the spec limits", async () => {
    const client = await connectClient(app.baseUrl);
    try {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name).sort()).toEqual(['legal_coverage', 'legal_get_section', 'legal_library_search', 'legal_usage', 'legal_verify_citations']);
      for (const tool of tools) {
        expect(tool.annotations?.readOnlyHint).toBe(true);
        expect(tool.description!.length).toBeGreaterThan(100);
        expect(tool.outputSchema?.required).toContain('source_note');
      }
      const byName = Object.fromEntries(tools.map((tool) => [tool.name, tool.inputSchema as any]));
      expect(byName.legal_library_search.properties.query.maxLength).toBe(500);
      expect(byName.legal_library_search.properties.limit).toMatchObject({ minimum: 1, maximum: 10, default: 5 });
      expect(byName.legal_library_search.required).toEqual(['query']);
      // The filters and did_you_mean follow from the DTOs, as every other field.
      expect(byName.legal_library_search.properties).toMatchObject({ court: { type: 'string', maxLength: 100 }, year_from: { minimum: 1800, maximum: 2100 }, year_to: { type: 'integer' }, place: { type: 'string' } });
      const searchTool = tools.find((tool) => tool.name === 'legal_library_search')!;
      expect((searchTool.outputSchema as any).properties.did_you_mean).toMatchObject({ type: 'string' });
      expect((searchTool.outputSchema as any).properties.suggestion_searched).toMatchObject({ type: 'boolean' });
      expect((searchTool.outputSchema as any).properties.results.items.properties.municipality).toMatchObject({ type: 'string' });
      expect((searchTool.outputSchema as any).properties.results.items.properties.highlights).toMatchObject({ type: 'array', items: { type: 'array', items: { type: 'integer' } } });
      expect((searchTool.outputSchema as any).properties.results.items.properties.sections.items.properties.highlights).toMatchObject({ type: 'array' });
      expect(byName.legal_get_section.properties.doc_id.minimum).toBe(1);
      expect(byName.legal_get_section.properties.section.maxLength).toBe(200);
      expect(byName.legal_verify_citations.properties.text.maxLength).toBe(20000);
      expect(byName.legal_verify_citations.properties.as_at).toMatchObject({ type: 'string', format: 'date' });
      expect(byName.legal_verify_citations.required).toEqual(['text']);
      const verifyTool = tools.find((tool) => tool.name === 'legal_verify_citations')!;
      expect((verifyTool.outputSchema as any).properties.cases.items.properties.names_checked).toMatchObject({ type: 'boolean' });
      expect((verifyTool.outputSchema as any).properties.acts.items.properties.provisions.items.properties.status.enum).toEqual(['found', 'not_found', 'unchecked', 'not_in_force']);
    } finally {
      await client.close();
    }
  });

  it('legal_library_search takes the filters as GET /v1/search does, and suggests did_you_mean alike', async () => {
    const client = await connectClient(app.baseUrl, paid);
    try {
      const args = { query: 'unfair discrimnation equality', doc_type: 'any', limit: 3, court: 'ZACC', year_from: 1995, year_to: 2025 };
      const result: any = await client.callTool({ name: 'legal_library_search', arguments: args });
      const rest = await request(`${app.baseUrl}/v1/search?q=unfair%20discrimnation%20equality&type=any&limit=3&court=ZACC&year_from=1995&year_to=2025`, { headers: { Authorization: paid } });
      expect(result.structuredContent).toEqual(rest.body);
      expect(rest.body.did_you_mean).toBe('unfair discrimination equality');
      expect(rest.body.suggestion_searched).toBe(true);
      const refused: any = await client.callTool({ name: 'legal_library_search', arguments: { ...args, year_from: 2030 } });
      expect([refused.isError, textOf(refused)]).toEqual([true, expect.objectContaining({ code: 'bad_request' })]);
    } finally {
      await client.close();
    }
  });

  it('legal_library_search gives the same results as GET /v1/search for the same input', async () => {
    const client = await connectClient(app.baseUrl, paid);
    try {
      const result: any = await client.callTool({ name: 'legal_library_search', arguments: { query: 'right to equality unfair discrimination', doc_type: 'any', limit: 3 } });
      const rest = await request(`${app.baseUrl}/v1/search?q=right%20to%20equality%20unfair%20discrimination&type=any&limit=3`, { headers: { Authorization: paid } });
      expect(result.isError).toBeFalsy();
      expect(result.structuredContent).toEqual(rest.body);
      expect(textOf(result)).toEqual(rest.body);
      expect(result.structuredContent.results[0]).toMatchObject({ doc_id: constitution, section: 'Section 9: Equality' });
    } finally {
      await client.close();
    }
  });

  it('legal_library_search searches judgments, Acts and regulations unless doc_type says otherwise', async () => {
    const client = await connectClient(app.baseUrl, paid);
    try {
      const narrow: any = await client.callTool({ name: 'legal_library_search', arguments: { query: 'municipal council by-law', limit: 10 } });
      expect(narrow.structuredContent.results.length).toBeGreaterThan(0);
      expect(new Set(narrow.structuredContent.results.map((r: any) => r.type))).not.toContain('bylaw');
      const wide: any = await client.callTool({ name: 'legal_library_search', arguments: { query: 'municipal council by-law', doc_type: 'any', limit: 10 } });
      expect(wide.structuredContent.results.map((r: any) => r.type)).toContain('bylaw');
    } finally {
      await client.close();
    }
  });

  it('legal_get_section gives the same body as GET /v1/section', async () => {
    const client = await connectClient(app.baseUrl, paid);
    try {
      const result: any = await client.callTool({ name: 'legal_get_section', arguments: { doc_id: constitution, section: '9' } });
      const rest = await request(`${app.baseUrl}/v1/section?doc_id=${constitution}&section=9`, { headers: { Authorization: paid } });
      expect(result.structuredContent).toEqual(rest.body);
      expect(result.structuredContent).toMatchObject({ section: 'Section 9: Equality', source_note: expect.any(String) });
      const record: any = await client.callTool({ name: 'legal_get_section', arguments: { doc_id: judgment } });
      expect(record.isError).toBeFalsy();
    } finally {
      await client.close();
    }
  });

  it('legal_verify_citations gives the same checks as POST /v1/verify', async () => {
    const text = 'AB v Pridwin [2020] ZACC 12; 2020 (5) SA 327 (CC) and Smith v Jones [2020] ZACC 12 under the Companies Act, 2008.';
    const client = await connectClient(app.baseUrl, paid);
    try {
      const result: any = await client.callTool({ name: 'legal_verify_citations', arguments: { text } });
      const rest = await postJson(`${app.baseUrl}/v1/verify`, { text }, { Authorization: paid });
      expect(result.isError).toBeFalsy();
      // Each is a check of its own, kept under its own id.
      const same = { ...rest.body, check_id: expect.stringMatching(/^[0-9a-f-]{36}$/) };
      expect(result.structuredContent).toEqual(same);
      expect(textOf(result)).toEqual(same);
      expect(result.structuredContent.check_id).not.toBe(rest.body.check_id);
      expect(result.structuredContent.cases.map((c: any) => c.status)).toEqual(['found', 'found', 'mismatch']);
    } finally {
      await client.close();
    }
  });

  it('legal_verify_citations checks provisions as POST /v1/verify does, within its output schema', async () => {
    const text = 'Section 9(3) of the Constitution forbids it; section 39(4) of the Constitution does not exist; see also section 33(1).';
    const client = await connectClient(app.baseUrl, paid);
    try {
      const result: any = await client.callTool({ name: 'legal_verify_citations', arguments: { text } });
      const rest = await postJson(`${app.baseUrl}/v1/verify`, { text }, { Authorization: paid });
      expect(result.isError).toBeFalsy();
      // (Each check is kept under an id of its own.)
      expect(result.structuredContent).toEqual({ ...rest.body, check_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      const provisions = [...result.structuredContent.acts.flatMap((a: any) => a.provisions ?? []), ...(result.structuredContent.provisions ?? [])];
      expect(provisions.map((p: any) => [p.provision, p.status, p.nearest])).toEqual([
        ['s 9(3)', 'found', undefined],
        ['s 39(4)', 'not_found', 's 39(3)'],
        ['s 33(1)', 'unchecked', undefined],
      ]);
    } finally {
      await client.close();
    }
  });

  it.each([
    ['an empty text', 'legal_verify_citations', { text: '  ' }, 'bad_request', /empty/],
    ['a text over 20,000 characters', 'legal_verify_citations', { text: 'x'.repeat(20_001) }, 'bad_request', /20001 characters/],
    ['one meaningful word', 'legal_library_search', { query: 'equality' }, 'bad_request', /two words|meaningful/],
    ['a query over 500 characters', 'legal_library_search', { query: 'x'.repeat(501) }, 'bad_request', /501 characters/],
    ['limit 11', 'legal_library_search', { query: 'water supply', limit: 11 }, 'bad_request', /'limit' must be a whole number from 1 to 10/],
    ['an unknown doc_type', 'legal_library_search', { query: 'water supply', doc_type: 'novel' }, 'bad_request', /'doc_type' must be one of/],
    ['an unknown argument', 'legal_library_search', { query: 'water supply', colour: 'red' }, 'bad_request', /Unknown argument 'colour': use query, doc_type, limit/],
    ['doc_id 0', 'legal_get_section', { doc_id: 0 }, 'bad_request', /'doc_id' must be a whole number/],
    ['a year as true', 'legal_library_search', { query: 'water supply', year_from: true }, 'bad_request', /'year_from' must be a whole number\./],
    ['a doc_id in words', 'legal_get_section', { doc_id: 'seven' }, 'bad_request', /'doc_id' must be a whole number/],
    ['an unknown doc_id', 'legal_get_section', { doc_id: 99999999 }, 'not_found', /./],
    ['a section over 200 characters', 'legal_get_section', { doc_id: 1, section: 'x'.repeat(201) }, 'bad_request', /201 characters/],
    ['an unknown tool', 'legal_nothing', {}, 'bad_request', /Unknown tool/],
    ['an unknown tool with a 200 KB name: the first 64 characters echoed', 'x'.repeat(200_000), {}, 'bad_request', /^Unknown tool "x{64}…"\. Tools: /],
  ])('%s is an isError result holding the Error object', async (_label, name, args, code, message) => {
    const client = await connectClient(app.baseUrl, paid);
    try {
      const result: any = await client.callTool({ name, arguments: args });
      expect(result.isError).toBe(true);
      const body = textOf(result);
      expect(body).toMatchObject({ code, error: expect.stringMatching(message), source_note: expect.any(String) });
      expect(Object.keys(body).sort()).toEqual(['code', 'error', 'source_note']);
    } finally {
      await client.close();
    }
  });

  it('a revoked, mistyped or foreign key is refused with invalid_key, never the free tier', async () => {
    for (const authorization of ['Bearer vsl_notakeyatall0000000000000000000000000000', 'Bearer sk-someone-elses', 'Basic abc']) {
      const client = await connectClient(app.baseUrl, authorization);
      try {
        const result: any = await client.callTool({ name: 'legal_library_search', arguments: { query: 'water supply' } });
        expect(result.isError).toBe(true);
        expect(textOf(result)).toMatchObject({ code: 'invalid_key' });
      } finally {
        await client.close();
      }
    }
  });

  it('tool calls and REST calls draw on the same allowance; tools/list and initialize use none of it', async () => {
    const { authorization } = await issueKey(t, 'free');
    // A key on the free plan: 25 searches a day, so the allowance is shared and easy to use up.
    const client = await connectClient(app.baseUrl, authorization);
    try {
      for (let i = 0; i < 5; i++) await client.listTools();
      for (let i = 0; i < 12; i++) {
        const r: any = await client.callTool({ name: 'legal_get_section', arguments: { doc_id: constitution, section: '9' } });
        expect(r.isError).toBeFalsy();
      }
      const bad: any = await client.callTool({ name: 'legal_get_section', arguments: { doc_id: 99999999 } });
      expect(textOf(bad).code).toBe('not_found'); // 404: not counted
      for (let i = 0; i < 13; i++) {
        const r = await request(`${app.baseUrl}/v1/section?doc_id=${constitution}&section=9`, { headers: { Authorization: authorization } });
        expect(r.status).toBe(200);
      }
      const over: any = await client.callTool({ name: 'legal_get_section', arguments: { doc_id: constitution, section: '9' } });
      expect(over.isError).toBe(true);
      expect(textOf(over)).toMatchObject({ code: 'quota_exceeded', plan: 'free', upgrade: expect.stringMatching(/^https?:/), retry_after_seconds: expect.any(Number) });
      const rest = await request(`${app.baseUrl}/v1/section?doc_id=${constitution}&section=9`, { headers: { Authorization: authorization } });
      expect(rest.status).toBe(429);
    } finally {
      await client.close();
    }
  });

  it('answers GET and DELETE with 405 and a JSON-RPC error', async () => {
    for (const method of ['GET', 'DELETE']) {
      const res = await request(`${app.baseUrl}/mcp`, { method, headers: MCP_HEADERS });
      expect(res.status).toBe(405);
      expect(res.body).toMatchObject({ jsonrpc: '2.0', error: { code: -32000 }, id: null });
    }
  });

  it('answers malformed JSON-RPC with the JSON-RPC error codes', async () => {
    const parse = await request(`${app.baseUrl}/mcp`, { method: 'POST', headers: { ...MCP_HEADERS, 'content-type': 'application/json' }, body: '{"jsonrpc": ' });
    expect(parse.status).toBe(400);
    expect(parse.body).toMatchObject({ jsonrpc: '2.0', error: { code: -32700 }, id: null });
    const invalid = await postJson(`${app.baseUrl}/mcp`, { hello: 'world' }, MCP_HEADERS);
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.code).toBe(-32600);
    // A batch of values that are no messages (null among them: found by the fuzz test, a 500).
    const values = await postJson(`${app.baseUrl}/mcp`, ['rcQc~2', null, 'U>', -4.1e297, null], MCP_HEADERS);
    expect(values.status).toBe(400);
    expect(values.body.error.code).toBe(-32600);
    const unknown = await rpc(app.baseUrl, 'tools/unknown', {}, 7);
    expect(unknown.body).toMatchObject({ jsonrpc: '2.0', id: 7, error: { code: -32601 } });
    // Names every JavaScript object has (each was a 500: the method's schema was looked up on Object).
    for (const method of ['toString', '__proto__', 'constructor', 'hasOwnProperty']) {
      const own = await rpc(app.baseUrl, method, {}, 8);
      expect(own.status).toBe(200);
      expect(own.body).toMatchObject({ jsonrpc: '2.0', id: 8, error: { code: -32601 } });
    }
  });

  it('refuses a body that is not JSON with 415, as the transport does (read as one undefined message, it was a 500)', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const res = await request(`${app.baseUrl}/mcp`, { method: 'POST', headers: { ...MCP_HEADERS, 'content-type': type }, body: '{"jsonrpc":"2.0","id":1,"method":"ping"}' });
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject({ jsonrpc: '2.0', error: { code: -32000 }, id: null });
    }
  });

  it('refuses tool arguments nested past the contract with a bad_request result, as REST does', async () => {
    const text = JSON.parse(`${'['.repeat(3000)}${']'.repeat(3000)}`);
    const res = await rpc(app.baseUrl, 'tools/call', { name: 'legal_verify_citations', arguments: { text } }, 9, { Authorization: paid });
    expect(res.status).toBe(200);
    expect(res.body.result.isError).toBe(true);
    expect(JSON.parse(res.body.result.content[0].text)).toMatchObject({ code: 'bad_request', error: expect.stringMatching(/nests values/) });
  });

  it('a raw tools/call with curl-like headers returns structured content and text', async () => {
    const res = await rpc(app.baseUrl, 'tools/call', { name: 'legal_get_section', arguments: { doc_id: constitution, section: 's 9(3)' } }, 3, { Authorization: paid });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(3);
    expect(res.body.result.structuredContent).toMatchObject({ doc_id: constitution, section: 'Section 9: Equality' });
    expect(JSON.parse(res.body.result.content[0].text)).toEqual(res.body.result.structuredContent);
  });
  it('runs a batch\'s tool calls one after another, as requests sent one at a time, and answers in the order asked', async () => {
    // (Run at once, twelve full-size checks in one request held the database's connections for seconds.)
    const service = app.app.get(McpService);
    const call = service.call.bind(service);
    let running = 0;
    let most = 0;
    service.call = async (...args) => {
      most = Math.max(most, ++running);
      try {
        return await call(...args);
      } finally {
        running--;
      }
    };
    try {
      const text = 'S v Makwanyane and Another 1995 (3) SA 391 (CC); AB v Pridwin Preparatory School [2020] ZACC 12';
      const batch = [4, 3, 2, 1].map((id) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'legal_verify_citations', arguments: { text } } }));
      const res = await postJson(`${app.baseUrl}/mcp`, batch, { ...MCP_HEADERS, Authorization: paid, 'MCP-Protocol-Version': '2025-03-26' });
      expect(res.status).toBe(200);
      expect(res.body.map((r: any) => r.id)).toEqual([4, 3, 2, 1]);
      expect(res.body.every((r: any) => r.result.structuredContent.cases.length === 2)).toBe(true);
      expect(most).toBe(1);
    } finally {
      service.call = call;
    }
  });
});
