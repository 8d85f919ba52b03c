import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { postJson, request } from '../support/http.js';

describe('HTTP foundation', () => {
  let database: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    t = await startTestApp(database.url);
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  it('GET /health answers 200 with the database reachable, with source_note', async () => {
    const res = await request(`${t.baseUrl}/health`);
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body).toMatchObject({ status: 'ok', database: 'up' });
    expect(body.source_note).toContain('Not legal advice');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a well-formed X-Request-Id from the caller', async () => {
    const res = await fetch(`${t.baseUrl}/health`, { headers: { 'X-Request-Id': 'abc-123' } });
    expect(res.headers.get('x-request-id')).toBe('abc-123');
  });

  it('unknown routes get 404 not_found in the Error shape', async () => {
    const res = await request(`${t.baseUrl}/v1/nothing-here`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'No such endpoint: GET /v1/nothing-here', code: 'not_found', source_note: expect.any(String) });
  });

  it('malformed JSON gets 400 bad_request', async () => {
    const res = await request(`${t.baseUrl}/v1/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"text": ' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'bad_request', error: 'The request body is not valid JSON.' });
  });

  it.each(['null', '42', '"S v Makwanyane [1995] ZACC 3"'])('a body of one JSON value (%s) gets 400 bad_request saying it must be an object', async (body) => {
    const res = await request(`${t.baseUrl}/v1/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'bad_request', error: 'The request body must be a JSON object (this one is a single JSON value).' });
  });

  it('a body over the limit gets 400 bad_request', async () => {
    const res = await postJson(`${t.baseUrl}/v1/verify`, { text: 'x'.repeat(300 * 1024) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'bad_request', error: 'The request body is too large.' });
  });

  it('a request line over 16 KB gets 431 with the Error object, not a bare status line', async () => {
    const res = await request(`${t.baseUrl}/v1/search?q=${'a'.repeat(17_000)}`);
    expect(res.status).toBe(431);
    expect(res.body).toMatchObject({ code: 'bad_request', error: expect.stringMatching(/over 16 KB/), source_note: expect.any(String) });
  });

  it('CORS is open to any origin without credentials', async () => {
    const res = await fetch(`${t.baseUrl}/health`, { headers: { Origin: 'https://firm.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('publishes an OpenAPI 3.1 description and an interactive page', async () => {
    const res = await request(`${t.baseUrl}/v1/openapi.json`);
    expect(res.status).toBe(200);
    const doc = res.body;
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('1.0.0');
    expect(doc.paths['/health']).toBeDefined();
    const page = await fetch(`${t.baseUrl}/docs`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('swagger');
  });
});

describe('GET /health without a database', () => {
  it('answers 503 when the database does not answer', async () => {
    const t = await startTestApp('postgres://postgres@127.0.0.1:1/none');
    try {
      const res = await request(`${t.baseUrl}/health`);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ status: 'unavailable', database: 'down' });
    } finally {
      await t.close();
    }
  });
});
