import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { STARTER_CONSTITUTION_DOC_ID } from '../../apps/api/src/search/section.dto.js';
import { starterLibraryTemplate } from '#libs/testing/templates.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createTestDatabase, testAdminUrl, type TestDatabase } from '../support/database.js';

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  example?: unknown;
  schema?: { example?: unknown };
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
}
type Spec = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, { required?: string[]; properties: Record<string, { example?: unknown }> }> } };

/**
 * The interactive docs' "Try it out" sends each operation's examples: on a fresh install (the
 * starter library) every example answers 200, so a reader's first request is a real one.
 */
describe('OpenAPI examples answer on the starter library', () => {
  let database: TestDatabase;
  let t: TestApp;
  let spec: Spec;

  beforeAll(async () => {
    database = await createTestDatabase(await starterLibraryTemplate(testAdminUrl()));
    t = await startTestApp(database.url);
    spec = (await (await fetch(`${t.baseUrl}/v1/openapi.json`)).json()) as Spec;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  it("GET /section's example doc_id is the starter library's Constitution", async () => {
    const row = await database.db.selectFrom('documents').select('title').where('doc_id', '=', STARTER_CONSTITUTION_DOC_ID).executeTakeFirst();
    expect(row?.title).toBe('Constitution of the Republic of South Africa, 1996');
  });

  const operations = () =>
    Object.entries(spec.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([method]) => ['get', 'post'].includes(method))
        .filter(([, op]) => (op.parameters ?? []).some((p) => p.in === 'query') || op.requestBody?.content['application/json'])
        .map(([method, op]) => ({ path, method, op })),
    );

  it('every operation that takes input has an example for each of its inputs, and the example answers 200', async () => {
    const tried: string[] = [];
    for (const { path, method, op } of operations()) {
      const query = new URLSearchParams();
      for (const p of op.parameters ?? []) {
        const value = p.example ?? p.schema?.example;
        expect([`${method} ${path} ${p.name}`, value]).toEqual([`${method} ${path} ${p.name}`, expect.anything()]);
        if (p.in === 'query') query.set(p.name, String(value));
      }
      let body: string | undefined;
      const ref = op.requestBody?.content['application/json']?.schema.$ref;
      if (ref) {
        const schema = spec.components.schemas[ref.split('/').pop()!];
        const fields = Object.fromEntries(Object.entries(schema.properties).map(([name, property]) => [name, property.example]));
        for (const name of schema.required ?? []) expect([`${method} ${path} ${name}`, fields[name]]).toEqual([`${method} ${path} ${name}`, expect.anything()]);
        body = JSON.stringify(Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)));
      }
      const res = await fetch(`${t.baseUrl}${path}${query.size ? `?${query}` : ''}`, {
        method: method.toUpperCase(),
        ...(body ? { body, headers: { 'content-type': 'application/json' } } : {}),
      });
      expect([`${method} ${path}`, res.status]).toEqual([`${method} ${path}`, 200]);
      tried.push(`${method} ${path}`);
    }
    expect(tried).toEqual(expect.arrayContaining(['get /v1/search', 'get /v1/section', 'post /v1/verify']));
  });
});
