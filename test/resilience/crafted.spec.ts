import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import net from 'node:net';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { postJson, request, rpc } from '../support/http.js';

/**
 * Crafted requests from the third robustness audit, each against the real app and a real database:
 * bodies of very many values, a body sent a byte at a time, and /health while every connection is
 * busy. (A word repeated in a search: test/search/relaxation.spec.ts; many quotations of one
 * judgment: test/verify/quotations.spec.ts.)
 */
describe('crafted requests', () => {
  let database: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    t = await startTestApp(database.url, { ACCESS_GUARD: 'off', BODY_TIMEOUT_MS: '300', DB_POOL_SIZE: '1' });
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  // 25,000 unknown fields (240 KB, under the body limit) held the event loop 1-3.5 s in the
  // transform's key dedupe, and the answer echoed every name (214 KB).
  const manyKeys = (n: number, base: Record<string, unknown>) => ({ ...base, ...Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 0])) });

  it('a body of 20,000 unknown fields: 400 naming the first ten and counting the rest', async () => {
    const res = await postJson(`${t.baseUrl}/v1/verify`, manyKeys(20_000, { text: 'S v Makwanyane [1995] ZACC 3' }));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('bad_request');
    expect(res.body.error).toBe("Unknown fields 'k0', 'k1', 'k2', 'k3', 'k4', 'k5', 'k6', 'k7', 'k8', 'k9' and 19990 more: send only 'text', 'as_at'.");
  });

  it('tool arguments of 24,000 unknown names: a JSON-RPC error naming arguments', async () => {
    const res = await rpc(t.baseUrl, 'tools/call', { name: 'legal_library_search', arguments: manyKeys(24_000, { query: 'water supply' }) });
    expect(res.status).toBe(200);
    const text = JSON.stringify(res.body);
    expect(text).toContain("Unknown arguments 'k0', 'k1'");
    expect(text).toContain('and 23990 more: use query, doc_type, limit');
    expect(text.length).toBeLessThan(2_000);
  });

  it('a text sent as an array of 120,000 numbers: 400, refused before it is walked', async () => {
    const res = await postJson(`${t.baseUrl}/v1/verify`, { text: Array(120_000).fill(1) });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/more than 256 values/);
  });

  it('a few unknown fields are all named, as before', async () => {
    const res = await postJson(`${t.baseUrl}/v1/verify`, { text: 'x', colour: 'red', size: 2 });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("Unknown fields 'colour', 'size': send only 'text', 'as_at'.");
  });

  /**
   * Sends `head` (a request's headers and the start of its body), then a byte every 50 ms (the
   * connection is never idle, but the body never completes), until the server closes the
   * connection; what it answered.
   */
  const trickle = async (head: string): Promise<string> => {
    const socket = net.connect(Number(new URL(t.baseUrl).port), '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    // (A reset while the sender still writes is the server closing the connection too: 'close' follows.)
    socket.on('error', () => undefined);
    socket.write(head);
    const drip = setInterval(() => socket.writable && socket.write('x'), 50);
    await closed;
    clearInterval(drip);
    return received;
  };

  it('a body that has not arrived BODY_TIMEOUT_MS after its headers: 408 in the Error shape, connection closed', async () => {
    const received = await trickle('POST /v1/verify HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"te');
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    const body = JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4));
    expect(body).toMatchObject({ code: 'bad_request', error: expect.stringMatching(/not received in time/) });
  });

  it('a request answered before its body is read: its connection is closed when the body does not come in time', async () => {
    // (The wrong content type is refused at once; the sender then trickled the rest of a 100,000-byte body.)
    const received = await trickle('POST /v1/verify HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 100000\r\n\r\nabc');
    expect(received).toMatch(/^HTTP\/1\.1 4\d\d /);
  });

  it('keep-alive: many requests on one connection, each body in time, all answered', async () => {
    const socket = net.connect(Number(new URL(t.baseUrl).port), '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    const body = JSON.stringify({ text: 'No citations here.' });
    for (let i = 0; i < 12; i++) {
      socket.write(`POST /v1/verify HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`);
      await new Promise((r) => setTimeout(r, 30));
    }
    await new Promise((r) => setTimeout(r, 500));
    socket.end();
    expect(received.match(/HTTP\/1\.1 200 /g)).toHaveLength(12);
  });

  it('a body that arrives in time is answered as usual', async () => {
    const res = await postJson(`${t.baseUrl}/v1/verify`, { text: 'No citations here.' });
    expect(res.status).toBe(200);
  });

  it('/health while every connection is busy: 503 "busy", not "down"; then 200 again', async () => {
    // The pool's one connection held (as a long verification would hold it).
    const held = await t.database.pool.connect();
    try {
      const res = await request(`${t.baseUrl}/health`);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ status: 'unavailable', database: 'busy' });
    } finally {
      held.release();
    }
    const after = await request(`${t.baseUrl}/health`);
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ status: 'ok', database: 'up' });
  }, 15_000);
});
