import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { jsonFault } from '../../apps/api/src/common/json-position.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { request } from '../support/http.js';

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

  // (body, where the parser is told it goes wrong)
  it.each([
    ['{"text": ', 'it ends before the JSON is complete, at line 1, column 10 (character 10)'],
    ['{"text": x}', 'unexpected "x" at line 1, column 10 (character 10)'],
    ['{"text": "a",}', 'unexpected "}" at line 1, column 14 (character 14)'],
    ['{\n  "text": "a",\n  "limit" 5\n}', 'unexpected "5" at line 3, column 11 (character 28)'],
    ['{"text": "a\tb"}', 'unexpected "\\u0009" at line 1, column 12 (character 12)'],
    ['{"text": -x}', 'unexpected "x" at line 1, column 11 (character 11)'],
    ['{"text": "a"} {', 'unexpected "{" at line 1, column 15 (character 15)'],
    ['[1, 2', 'it ends before the JSON is complete, at line 1, column 6 (character 6)'],
  ])('malformed JSON %j gets 400 bad_request saying where', async (body, where) => {
    const res = await request(`${t.baseUrl}/v1/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'bad_request', error: `The request body is not valid JSON: ${where}.`, source_note: expect.any(String) });
  });

  it.each(['null', '42', '"S v Makwanyane [1995] ZACC 3"'])('a body of one JSON value (%s) gets 400 bad_request saying it must be an object', async (body) => {
    const res = await request(`${t.baseUrl}/v1/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'bad_request', error: 'The request body must be a JSON object (this one is a single JSON value).' });
  });

  it('a body over the limit gets 413, in the Error shape (code bad_request), stating its size and the limit', async () => {
    const body = JSON.stringify({ text: 'x'.repeat(300 * 1024) });
    const res = await request(`${t.baseUrl}/v1/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      code: 'bad_request',
      error: `The request body is ${body.length.toLocaleString('en-US')} bytes; the limit is 262,144 (256 kB).`,
      source_note: expect.any(String),
    });
  });

  it('a chunked body (no Content-Length) over the limit gets 413 stating the limit', async () => {
    const chunk = new TextEncoder().encode(`{"text": "${'x'.repeat(64 * 1024)}`);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 6) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const res = await request(`${t.baseUrl}/v1/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'bad_request', error: 'The request body is over the limit of 262,144 (256 kB).' });
  });

  it.each([
    ['GET', '/v1/verify', 'POST'],
    ['PUT', '/v1/verify', 'POST'],
    ['DELETE', '/v1/search', 'GET, HEAD'],
    ['POST', '/v1/section', 'GET, HEAD'],
    ['POST', '/health', 'GET, HEAD'],
  ])('%s %s gets 405 with Allow: %s, in the Error shape (code bad_request)', async (method, path, allow) => {
    const res = await request(`${t.baseUrl}${path}`, { method });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe(allow);
    expect(res.body).toEqual({ code: 'bad_request', error: `${path} does not take ${method}; it takes ${allow}.`, source_note: expect.any(String) });
  });

  it('HEAD on a POST-only path gets 405 with Allow: POST', async () => {
    const res = await fetch(`${t.baseUrl}/v1/verify`, { method: 'HEAD' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
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

  it("describes the bearer scheme as the service's own keys, not JWTs", async () => {
    const scheme = (await request(`${t.baseUrl}/v1/openapi.json`)).body.components.securitySchemes.bearerAuth;
    expect(scheme).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'vsl_ API key' });
    expect(scheme.description).toMatch(/`vsl_`/);
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

describe('where a malformed JSON body goes wrong (the 400 message)', () => {
  it('finds a fault exactly when JSON.parse refuses the text: random strings, and JSON with characters put in', () => {
    const accepted = (text: string) => {
      try {
        JSON.parse(text);
        return true;
      } catch {
        return false;
      }
    };
    const mutated = fc
      .json()
      .chain((json) => fc.tuple(fc.constant(json), fc.nat(json.length), fc.string({ maxLength: 2 })))
      .map(([json, at, put]) => json.slice(0, at) + put + json.slice(at));
    for (const texts of [fc.string({ maxLength: 30 }), mutated]) {
      fc.assert(fc.property(texts, (text) => accepted(text) === (jsonFault(text) === undefined)), { numRuns: 5000 });
    }
  });

  it('reads a deeply nested body without running out of stack', () => {
    expect(jsonFault('['.repeat(200_000))).toMatchObject({ offset: 200_000, found: undefined });
  });
});
