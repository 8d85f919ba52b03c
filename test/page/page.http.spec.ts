import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { startTestApp, type TestApp } from '../support/app.js';

/** The page's files over plain HTTP (the browser tests drive it in Chromium). */
describe('the page at /: served by the API under its CSP', () => {
  let database: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    t = await startTestApp(database.url, { SERVICE_NAME: 'Law <Checks> & Co', SITE_URL: 'https://law.example/?a=1&b="2"' });
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  it('GET / is the HTML page with the attribution filled in, escaped', async () => {
    const res = await fetch(`${t.baseUrl}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html).toContain('Verified by <a href="https://law.example/?a=1&#38;b=&#34;2&#34;" rel="noopener">Law &#60;Checks&#62; &#38; Co</a>');
    expect(html).not.toContain('{{');
    // Scripts are files of this origin: no inline script, so the CSP needs no exception.
    expect(html.match(/<script[^>]*>/g)).toEqual(['<script type="module" src="/page/app.js">']);
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self';/);
  });

  it.each([
    ['/page/app.js', /javascript/],
    ['/page/app.css', /text\/css/],
  ])('%s is served as a static file', async (path, type) => {
    const res = await fetch(`${t.baseUrl}${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(type);
  });

  it('serves nothing else from the folder: the template is not a static file', async () => {
    expect((await fetch(`${t.baseUrl}/page/index.html`)).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/page/../index.html`)).status).toBe(404);
  });
});
