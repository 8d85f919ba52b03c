import { describe, expect, it } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { runLoad } from '#libs/testing/load.js';

/** The benchmarks' load generator: requests as given (method, headers, body), kept-alive connections, errors counted. */
describe('runLoad', () => {
  it('sends each request as given over one kept-alive connection a client, and counts what is not ok', async () => {
    const seen: Array<{ method?: string; url?: string; auth?: string; body: string; socket: unknown }> = [];
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, auth: req.headers.authorization, body, socket: req.socket });
        res.writeHead(req.url === '/bad' ? 503 : 200, { 'content-type': 'application/json' });
        res.end('{"ok":true}');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const figures = await runLoad({
        clients: 2,
        seconds: 0.3,
        request: (i) => (i % 3 === 2 ? { url: `${base}/bad` } : { url: `${base}/v/${i}`, init: { method: 'POST', headers: { authorization: 'Bearer k', 'content-type': 'application/json' }, body: `{"i":${i}}` } }),
      });
      expect(figures.requests + figures.errors).toBe(seen.length);
      expect(figures.errors).toBe(seen.filter((s) => s.url === '/bad').length);
      expect(figures.errors).toBeGreaterThan(0);
      const posted = seen.filter((s) => s.url !== '/bad');
      expect(posted.every((s) => s.method === 'POST' && s.auth === 'Bearer k' && s.body === `{"i":${s.url!.split('/').pop()}}`)).toBe(true);
      // Two clients, two connections, each reused.
      expect(new Set(seen.map((s) => s.socket)).size).toBe(2);
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });
});
