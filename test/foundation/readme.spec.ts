import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ROOT_DIR } from '#libs/db/paths.js';
import { starterLibraryTemplate } from '#libs/testing/templates.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createTestDatabase, testAdminUrl, type TestDatabase } from '../support/database.js';

interface Curl {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Every `curl` of the README's sh blocks (continued lines joined), read into method, path, headers, body. */
function readmeCurls(): Curl[] {
  const readme = fs.readFileSync(path.join(ROOT_DIR, 'README.md'), 'utf8');
  const blocks = [...readme.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1].replace(/\\\n\s*/g, ''));
  const lines = blocks.flatMap((b) => b.split('\n')).filter((l) => l.startsWith('curl '));
  return lines.map((line) => {
    const url = line.match(/'?localhost:3000([^'\s]*)'?/)![1];
    const headers = Object.fromEntries([...line.matchAll(/-H '([^:]+): ([^']*)'/g)].map((m) => [m[1], m[2]]));
    const body = line.match(/-d '([^']*)'/)?.[1];
    const method = line.match(/-X (\w+)/)?.[1] ?? (body ? 'POST' : 'GET');
    return { method, path: url, headers, body };
  });
}

const PRIDWIN = 'AB and Another v Pridwin Preparatory School and Others';

// (README example, what its answer must hold)
const EXPECTED: [string, (body: any) => void][] = [
  ['GET /health', (body) => expect(body).toMatchObject({ status: 'ok' })],
  ['GET /v1/openapi.json', (body) => expect(body.openapi).toMatch(/^3\.1/)],
  [
    'GET /v1/search?q=unfair+discrimination+equality&type=act&limit=3',
    (body) => {
      expect(body.results[0]).toMatchObject({ doc_id: 126, title: 'Constitution of the Republic of South Africa, 1996', section: 'Section 9: Equality' });
      expect(body.results[1]).toMatchObject({ title: 'Consumer Protection Act, 2008' });
    },
  ],
  ['GET /v1/section?doc_id=126&section=s+9(3)', (body) => expect(body).toMatchObject({ section: 'Section 9: Equality', text: expect.stringContaining('(3) The state may not unfairly discriminate') })],
  ['GET /v1/search?q=retrospective+invalidity+discretion+to+withhold+setting+aside&type=judgment&limit=3', (body) => expect(body.results[0]).toMatchObject({ doc_id: 779, citation: '[2025] ZACC 1', paragraph: 61, excerpt: expect.stringContaining('void ab initio') })],
  ['GET /v1/section?doc_id=779&section=61', (body) => expect(body).toMatchObject({ title: expect.stringMatching(/^Ekapa Minerals/), text: expect.stringMatching(/^\[61\] Thus, when a court declares a decision of the state invalid/) })],
  [
    'POST /v1/verify',
    (body) => {
      expect(body.cases).toEqual([
        expect.objectContaining({ cited: '1995 (3) SA 391 (CC)', status: 'found', matched_title: 'S v Makwanyane' }),
        expect.objectContaining({ cited: '[2020] ZACC 12', status: 'found', matched_title: PRIDWIN }),
      ]);
      expect(body.acts).toEqual([expect.objectContaining({ cited: 'Consumer Protection Act 68 of 2008', status: 'found' })]);
    },
  ],
  [
    'GET /v1/usage',
    (body) => {
      // The four searches and one check above, from this one address.
      expect(body).toMatchObject({ plan: 'free', period: 'day', searches: { allowance: 25, used: 4, remaining: 21 }, checks: { allowance: 50, used: 1, remaining: 49 } });
    },
  ],
  ['GET /v1/coverage', (body) => expect(body).toMatchObject({ courts: expect.any(Array), acts: expect.any(Array), snapshot: { hash: expect.any(String) }, reader_version: expect.any(Number) })],
  ['POST /mcp initialize', (body) => expect(body.result.serverInfo).toBeDefined()],
  ['POST /mcp tools/call', (body) => expect(body.result.structuredContent.cases[0]).toMatchObject({ cited: '[2020] ZACC 12', status: 'found', matched_title: PRIDWIN })],
];

const label = (c: Curl) => (c.path === '/mcp' ? `POST /mcp ${JSON.parse(c.body!).method}` : c.method === 'POST' ? `POST ${c.path}` : `GET ${c.path}`);

describe("the README's examples, against the starter library (nothing outside the repository)", () => {
  let t: TestDatabase;
  let app: TestApp;
  beforeAll(async () => {
    t = await createTestDatabase(await starterLibraryTemplate(testAdminUrl()));
    app = await startTestApp(t.url);
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await t?.drop();
  });

  it('has a check for every curl example, and every check an example', () => {
    expect(readmeCurls().map(label)).toEqual(EXPECTED.map(([name]) => name));
  });

  it.each(EXPECTED)('%s answers as the README says', async (name, check) => {
    const curl = readmeCurls().find((c) => label(c) === name)!;
    const res = await fetch(`${app.baseUrl}${curl.path}`, { method: curl.method, headers: curl.headers, body: curl.body });
    expect(res.status).toBe(200);
    check(await res.json());
  });
});
