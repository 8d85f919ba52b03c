import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import net from 'node:net';
import { freePort } from '#libs/testing/server.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { postJson, request } from '../support/http.js';

/**
 * A proxy between the service and its database that can stop passing bytes while keeping every socket
 * open: the network dropped, not the server. The server's statement timeout cannot end a query whose
 * answer never arrives, and every request, /health too, waited as long as the partition lasted.
 */
async function blackHoleProxy(target: URL): Promise<{ url: string; freeze(): void; thaw(): void; close(): Promise<void> }> {
  let frozen = false;
  const held: Array<() => void> = [];
  const sockets = new Set<net.Socket>();
  const pipe = (from: net.Socket, to: net.Socket) =>
    from.on('data', (chunk) => {
      if (frozen) held.push(() => to.write(chunk));
      else to.write(chunk);
    });
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => undefined);
      s.on('close', () => sockets.delete(s));
    }
    pipe(client, upstream);
    pipe(upstream, client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = new URL(target.toString());
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    freeze: () => void (frozen = true),
    thaw: () => {
      frozen = false;
      for (const send of held.splice(0)) send();
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('a network partition between the service and its database', () => {
  let database: TestDatabase;
  let proxy: Awaited<ReturnType<typeof blackHoleProxy>>;
  let t: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    proxy = await blackHoleProxy(new URL(database.url));
    t = await startTestApp(proxy.url, { ACCESS_GUARD: 'off', STATEMENT_TIMEOUT_MS: '1000', SEARCH_TIMEOUT_MS: '1000' });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
    await database?.drop();
  });

  it('answers every request with 503 within the statement timeout and a margin, /health within its own, then recovers', async () => {
    // Connections made before the partition, as a running service has them (every pooled one).
    const warm = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? request(`${t.baseUrl}/v1/section?doc_id=1`) : postJson(`${t.baseUrl}/v1/verify`, { text: 'S v Makwanyane [1995] ZACC 3' }))));
    expect(warm.every((r) => r.status === 200 || r.status === 404)).toBe(true);
    proxy.freeze();
    const timed = async (call: Promise<{ status: number }>) => {
      const started = Date.now();
      const { status } = await call;
      return { status, seconds: (Date.now() - started) / 1000 };
    };
    const [health, verify, section] = await Promise.all([
      timed(request(`${t.baseUrl}/health`)),
      timed(postJson(`${t.baseUrl}/v1/verify`, { text: 'S v Makwanyane [1995] ZACC 3' })),
      timed(request(`${t.baseUrl}/v1/section?doc_id=1`)),
    ]);
    expect(health.status).toBe(503);
    expect(health.seconds).toBeLessThan(10);
    for (const r of [verify, section]) {
      expect(r.status).toBe(503);
      expect(r.seconds).toBeLessThan(10);
    }
    proxy.thaw();
    // Connections given up on are closed, never handed to the next request.
    let recovered = false;
    for (let i = 0; i < 20 && !recovered; i++) {
      recovered = (await request(`${t.baseUrl}/health`)).status === 200 && (await postJson(`${t.baseUrl}/v1/verify`, { text: 'S v Makwanyane [1995] ZACC 3' })).status === 200;
      if (!recovered) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(recovered).toBe(true);
    const after = await Promise.all(Array.from({ length: 12 }, () => postJson(`${t.baseUrl}/v1/verify`, { text: 'S v Makwanyane [1995] ZACC 3' })));
    expect(after.map((r) => r.status)).toEqual(Array(12).fill(200));
  }, 60_000);
});
