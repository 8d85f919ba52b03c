import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../support/app.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { request, rpc } from '../support/http.js';

/** A schema without its prose: what a client validates against (OpenAPI's `example` read as JSON Schema's `examples`). */
const rules = (schema: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(schema).filter(([key]) => key !== 'description').map(([key, value]) => (key === 'example' ? ['examples', [value]] : [key, value])));

describe('one contract per operation: the MCP tool schemas are the OpenAPI description of the same DTOs', () => {
  let t: TestDatabase;
  let app: TestApp;
  let doc: any;
  let tools: Record<string, any>;
  beforeAll(async () => {
    t = await createTestDatabase();
    app = await startTestApp(t.url);
    doc = (await request(`${app.baseUrl}/v1/openapi.json`)).body;
    const listed = await rpc(app.baseUrl, 'tools/list', {});
    tools = Object.fromEntries(listed.body.result.tools.map((tool: any) => [tool.name, tool]));
  });
  afterAll(async () => {
    await app?.close();
    await t?.drop();
  });

  const parameters = (path: string) => Object.fromEntries(doc.paths[path].get.parameters.map((p: any) => [p.name, { schema: rules(p.schema), required: p.required }]));

  it('legal_get_section takes what GET /v1/section takes', () => {
    const input = tools.legal_get_section.inputSchema;
    const rest = parameters('/v1/section');
    for (const [name, p] of Object.entries(rest) as Array<[string, any]>) {
      expect(rules(input.properties[name])).toEqual(p.schema);
      expect(input.required.includes(name)).toBe(p.required);
    }
    expect(Object.keys(input.properties)).toEqual(Object.keys(rest));
  });

  it('legal_library_search takes what GET /v1/search takes, under its own names', () => {
    const input = tools.legal_library_search.inputSchema.properties;
    const rest = parameters('/v1/search');
    expect(rules(input.query)).toEqual(rest.q.schema);
    expect(rules(input.limit)).toEqual(rest.limit.schema);
    expect(input.doc_type.enum).toEqual(rest.type.schema.enum);
  });

  it('legal_verify_citations takes the VerifyRequest body, and answers a VerifyResponse', () => {
    expect(rules(tools.legal_verify_citations.inputSchema.properties.text)).toEqual(rules(doc.components.schemas.VerifyRequest.properties.text));
    const output = tools.legal_verify_citations.outputSchema;
    expect(output.required).toEqual(doc.components.schemas.VerifyResponse.required);
    expect(output.properties.cases.items.properties.status.enum).toEqual(doc.components.schemas.CaseCheck.properties.status.enum);
  });

  it('every tool refuses arguments it does not name, as the REST operations refuse unknown parameters', () => {
    for (const tool of Object.values(tools)) expect(tool.inputSchema.additionalProperties).toBe(false);
  });
});
