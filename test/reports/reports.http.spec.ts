import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT_DIR } from '#libs/db/paths.js';
import { verifySigned } from '#libs/reports/signing.js';
import { starterLibraryTemplate } from '#libs/testing/templates.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createTestDatabase, testAdminUrl, type TestDatabase } from '../support/database.js';
import { postJson, request, rpc } from '../support/http.js';
import { issueKey } from '../support/keys.js';
import { readPdf } from './pdf-text.js';

/**
 * A draft with each kind of answer the starter library gives: found (with a pinpoint), mismatch,
 * name_only, unchecked (a court-year and a series-year the library does not cover), a found case with
 * a quotation not in it, a short form past the judgment's end, a found Act, a number mismatch, an Act
 * of a year not covered; and markup inside a citation, which a report shows as written and never runs.
 */
const DRAFT =
  'In S v Makwanyane and Another 1995 (3) SA 391 (CC) at para 144 the Court held this. But Smith v Jones [2020] ZACC <script>alert(1)</script>12 ' +
  'is not the case, and Bogus v Fiction [2025] ZACC 77 does not exist. In Mutsila v Municipal Gratuity Fund [2025] ZACC 17 ' +
  'the Court said “the moon is made of green cheese”. Mutsila above n 1 at para 245. Mokoena v Minister ' +
  'of Safety and Security 2019 (3) SA 412 (CC). Hotz v University [2017] ZACC 98. See the Consumer Protection Act 68 of 2008, ' +
  'the Consumer Protection Act 99 of 2008 and the Rental Housing Act 12 of 2008.';

const CLI = path.join(ROOT_DIR, 'dist', 'apps', 'cli', 'src', 'main.js');

/** OpenSSL 3 verifies raw Ed25519 (`pkeyutl -rawin`); docs/reports.md's recipe is run where it is installed. */
const OPENSSL = (() => {
  try {
    return /^OpenSSL 3\./.test(execFileSync('openssl', ['version']).toString());
  } catch {
    return false;
  }
})();

describe('signed reports over HTTP', () => {
  let t: TestDatabase;
  let app: TestApp;
  let checkId: string;
  let answer: any;
  let key: { key_id: string; public_key: string; public_key_pem: string };
  let dir: string;
  const get = (p: string, headers: Record<string, string> = {}) => fetch(`${app.baseUrl}${p}`, { headers });
  const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());
  const publicKey = () => Buffer.from(key.public_key, 'base64');

  beforeAll(async () => {
    t = await createTestDatabase(await starterLibraryTemplate(testAdminUrl()));
    app = await startTestApp(t.url);
    const res = await postJson(`${app.baseUrl}/v1/verify`, { text: DRAFT });
    expect(res.status).toBe(200);
    answer = res.body;
    checkId = answer.check_id;
    key = (await request(`${app.baseUrl}/v1/report-key`)).body;
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vsl-reports-'));
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await t?.drop();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  it('POST /v1/verify answers as before, plus the check_id it is kept under; the text is not kept, its sha256 is', async () => {
    expect(checkId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Object.keys(answer)).toEqual(['cases', 'acts', 'references', 'check_id', 'source_note']);
    expect(answer.cases.map((c: any) => c.status)).toEqual(['found', 'mismatch', 'unchecked', 'found', 'unchecked', 'name_only']);
    const row = await t.db.selectFrom('checks').selectAll().where('check_id', '=', checkId).executeTakeFirstOrThrow();
    expect(row.text_sha256.toString('hex')).toBe(createHash('sha256').update(DRAFT).digest('hex'));
    expect(row).toMatchObject({ kind: 'text', api_key_id: null, reader_version: expect.any(Number), snapshot_hash: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(row.answer).toEqual({ cases: answer.cases, acts: answer.acts, references: answer.references });
    expect(JSON.stringify(row)).not.toContain('Mokoena v Minister');
  });

  it('provisions are entries of the report: an invented section red with the nearest that exists, a real one found', async () => {
    const res = await postJson(`${app.baseUrl}/v1/verify`, { text: 'Section 9(3) of the Constitution forbids it; section 39(4) of the Constitution does not exist.' });
    const html = await (await get(`/v1/checks/${res.body.check_id}/report`)).text();
    const statement = JSON.parse(/<script type="application\/json" id="vsl-report">([^<]*)<\/script>/.exec(html)![1]);
    const provisions = statement.entries.filter((e: any) => e.kind === 'provision');
    expect(provisions.map((e: any) => [e.cited, e.status, e.grade, e.nearest])).toEqual([
      ['section 39(4)', 'not_found', 'accused', 's 39(3)'],
      ['Section 9(3)', 'found', 'found', undefined],
    ]);
    expect(html).toContain('Nearest that exists');
    expect(statement.summary.accused).toBe(1);
  });

  it('the published key: PEM and raw base64 of one Ed25519 key, named by its id, and every key held', async () => {
    const signing = { key_id: expect.stringMatching(/^[0-9a-f]{16}$/), algorithm: 'Ed25519', public_key: expect.any(String), public_key_pem: expect.stringMatching(/^-----BEGIN PUBLIC KEY-----\n/), created_at: expect.any(String) };
    expect(key).toEqual({ ...signing, keys: [signing], source_note: expect.any(String) });
    expect((key as typeof key & { keys: Array<{ key_id: string }> }).keys[0].key_id).toBe(key.key_id);
    expect(createHash('sha256').update(publicKey()).digest('hex').slice(0, 16)).toBe(key.key_id);
  });

  it.each([
    ['GET /v1/report-key', '/v1/report-key'],
    ['GET report', '/v1/checks/{id}/report'],
  ])('%s refuses a key that is not live (401), as every /v1 route does', async (_what, p) => {
    const res = await request(`${app.baseUrl}${p.replace('{id}', checkId)}`, { headers: { Authorization: 'Bearer vsl_notakey0_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx' } });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'invalid_key' });
  });

  it('the PDF report reads back: its statement names the check, the text\'s hash and every entry; its signature verifies with the published key', async () => {
    const res = await get(`/v1/checks/${checkId}/report`, { Accept: 'application/pdf' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const file = await bytes(res);
    expect(verifySigned(file, publicKey())).toEqual({ valid: true, keyId: key.key_id });
    expect(file.subarray(file.lastIndexOf('\n', file.length - 2) + 1).toString().trim()).toBe(`%VSL-Signature: ${res.headers.get('x-report-signature')}`);
    const read = await readPdf(file);
    const statement = JSON.parse(read.attachments['report.json'].toString('utf8'));
    expect(statement).toMatchObject({ check_id: checkId, text_sha256: createHash('sha256').update(DRAFT).digest('hex'), key_id: key.key_id, checked_at_sast: expect.stringMatching(/ SAST$/) });
    expect(statement.entries.map((e: any) => [e.cited, e.status, e.grade])).toEqual([
      ['[2020] ZACC <script>alert(1)</script>12', 'mismatch', 'accused'],
      ['[2025] ZACC 17', 'found', 'accused'],
      ['Mutsila above n 1 at para 245', 'not_found', 'accused'],
      ['Consumer Protection Act 99 of 2008', 'number_mismatch', 'accused'],
      ['[2025] ZACC 77', 'unchecked', 'could_not_verify'],
      ['2019 (3) SA 412 (CC)', 'unchecked', 'could_not_verify'],
      ['[2017] ZACC 98', 'name_only', 'could_not_verify'],
      ['Rental Housing Act 12 of 2008', 'unchecked', 'could_not_verify'],
      ['1995 (3) SA 391 (CC)', 'found', 'found'],
      ['Consumer Protection Act 68 of 2008', 'found', 'found'],
    ]);
    const text = read.text.replace(/\s+/g, ' ');
    expect(text).toContain(statement.text_sha256);
    expect(text).toContain('10 citations: 4 need attention (wrong or not found), 4 could not be verified, 2 found.');
    for (const e of statement.entries) expect(text).toContain(`${e.n}. ${e.cited}`);
  });

  it('the HTML report is the default, self-contained, with the citation\'s markup escaped, and signed', async () => {
    const res = await get(`/v1/checks/${checkId}/report`);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const file = await bytes(res);
    expect(verifySigned(file, publicKey()).valid).toBe(true);
    const html = file.toString('utf8');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('[2020] ZACC &lt;script&gt;alert(1)&lt;/script&gt;12');
    expect(html).not.toMatch(/<[a-z][^>]*\ssrc\s*=|<link\b|@import|url\(/i);
    for (const [, url] of html.matchAll(/\shref="([^"]*)"/g)) expect(answer.cases.map((c: any) => c.url).concat(answer.acts.map((a: any) => a.url))).toContain(url);
  });

  // Several positions: the file's header, its middle, the body's end, the signature itself.
  it.each([
    ['pdf', 0],
    ['pdf', 0.5],
    ['pdf', -100],
    ['pdf', -5],
    ['html', 10],
    ['html', 0.5],
    ['html', -10],
  ] as const)('a %s report with one byte changed (at %d) fails verification', async (format, where) => {
    const file = await bytes(await get(`/v1/checks/${checkId}/report?format=${format}`));
    const at = where < 0 ? file.length + where : Number.isInteger(where) ? where : Math.floor(file.length * where);
    file[at] ^= 0x01;
    expect(verifySigned(file, publicKey()).valid).toBe(false);
  });

  it.each([
    ['no Accept', {}, '', 'text/html; charset=utf-8'],
    ['a browser\'s Accept', { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }, '', 'text/html; charset=utf-8'],
    ['Accept: application/pdf', { Accept: 'application/pdf' }, '', 'application/pdf'],
    ['format=pdf', {}, '?format=pdf', 'application/pdf'],
    ['format wins over Accept', { Accept: 'application/pdf' }, '?format=html', 'text/html; charset=utf-8'],
  ])('GET report, %s', async (_why, headers, query, type) => {
    const res = await get(`/v1/checks/${checkId}/report${query}`, headers);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('x-report-signature')).toMatch(new RegExp(`^ed25519 ${key.key_id} [A-Za-z0-9+/]{86}==$`));
  });

  it.each([
    ['an unknown id', 404, 'not_found', '/v1/checks/0b5f7a1e-8c1d-4d8a-9d7e-2f4c6b8a1e3d/report', {}],
    ['a malformed id', 400, 'bad_request', '/v1/checks/not-a-check/report', {}],
    ['a SQL-looking id', 400, 'bad_request', "/v1/checks/1'%20OR%20'1'='1/report", {}],
    ['an unsupported format', 400, 'bad_request', `/v1/checks/{id}/report?format=docx`, {}],
    ['Accept: application/json only', 406, 'bad_request', `/v1/checks/{id}/report`, { Accept: 'application/json' }],
  ])('GET report for %s: %i %s in the spec\'s shape', async (_why, status, code, p, headers) => {
    const res = await request(`${app.baseUrl}${p.replace('{id}', checkId)}`, { headers });
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ error: expect.any(String), code, source_note: expect.any(String) });
  });

  it('POST /v1/verify with Accept: application/pdf or text/html answers the signed report, counted as the one check it is', async () => {
    const used = async () => (await request(`${app.baseUrl}/v1/usage`)).body.checks.used;
    const before = await used();
    const res = await fetch(`${app.baseUrl}/v1/verify`, { method: 'POST', headers: { 'content-type': 'application/json', Accept: 'application/pdf' }, body: JSON.stringify({ text: DRAFT }) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const file = await bytes(res);
    expect(verifySigned(file, publicKey()).valid).toBe(true);
    const statement = JSON.parse((await readPdf(file)).attachments['report.json'].toString('utf8'));
    expect(statement.check_id).toBe(res.headers.get('x-check-id'));
    expect(await used()).toBe(before + 1);
    const html = await fetch(`${app.baseUrl}/v1/verify`, { method: 'POST', headers: { 'content-type': 'application/json', Accept: 'text/html' }, body: JSON.stringify({ text: DRAFT }) });
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await used()).toBe(before + 2);
  });

  it('POST /v1/verify with an Accept it cannot answer: 406, and the check is given back', async () => {
    const used = async () => (await request(`${app.baseUrl}/v1/usage`)).body.checks.used;
    const before = await used();
    const res = await postJson(`${app.baseUrl}/v1/verify`, { text: DRAFT }, { Accept: 'image/png' });
    expect(res.status).toBe(406);
    expect(res.body).toMatchObject({ code: 'bad_request', error: expect.stringContaining('application/pdf') });
    expect(await used()).toBe(before);
  });

  it('a check made with a key keeps the key\'s id (and the MCP tool keeps its checks too)', async () => {
    const { authorization, keyId } = await issueKey(t, 'developer');
    const res = await rpc(app.baseUrl, 'tools/call', { name: 'legal_verify_citations', arguments: { text: 'AB v Pridwin [2020] ZACC 12' } }, 1, { Authorization: authorization });
    const id = res.body.result.structuredContent.check_id;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await t.db.selectFrom('checks').select(['api_key_id', 'kind']).where('check_id', '=', id).executeTakeFirst()).toEqual({ api_key_id: keyId, kind: 'text' });
    expect((await get(`/v1/checks/${id}/report`)).status).toBe(200);
  });

  it('`vsl report verify` says VALID for a report as served and NOT VALID for one changed, with the key from the service, a PEM or the database; rotate-key and checks prune run', async () => {
    const file = path.join(dir, 'report.pdf');
    const changed = path.join(dir, 'changed.pdf');
    const pem = path.join(dir, 'key.pem');
    const served = await bytes(await get(`/v1/checks/${checkId}/report?format=pdf`));
    await fs.writeFile(file, served);
    served[200] ^= 0x01;
    await fs.writeFile(changed, served);
    await fs.writeFile(pem, key.public_key_pem);
    const run = (...args: string[]) => promisify(execFile)('node', [CLI, 'report', ...args], { env: { ...process.env, DATABASE_URL: t.url, LOG_LEVEL: 'error' } }).then(
      ({ stdout }) => ({ code: 0, out: stdout }),
      (err: { code: number; stdout: string }) => ({ code: err.code, out: err.stdout }),
    );
    const valid = { code: 0, out: `VALID: ${file} is as the service signed it (Ed25519, key ${key.key_id})\n` };
    for (const how of [['--url', app.baseUrl], ['--key', pem], []]) {
      expect(await run('verify', file, ...how)).toEqual(valid);
      expect(await run('verify', changed, ...how)).toEqual({ code: 1, out: 'NOT VALID: the signature does not match the file: it was changed after signing, or not signed by this key\n' });
    }
    // After a rotation the report still verifies: its key stays published.
    const rotated = await run('rotate-key');
    expect(rotated.out).toMatch(new RegExp(`^Reports are signed with key [0-9a-f]{16} once the service restarts; key ${key.key_id} is retired and stays published`));
    expect(await run('verify', file, '--url', app.baseUrl)).toEqual(valid);
    expect(await run('verify', file)).toEqual(valid);
    // (Every check here is within the retention.)
    const prune = await promisify(execFile)('node', [CLI, 'checks', 'prune'], { env: { ...process.env, DATABASE_URL: t.url, LOG_LEVEL: 'error' } });
    expect(prune.stdout).toBe('Deleted 0 checks older than 90 days.\n');
  });

  (OPENSSL ? it : it.skip)(`docs/reports.md's openssl recipe verifies a report and refuses a changed one${OPENSSL ? '' : ' (skipped: needs OpenSSL 3, `apt-get install -y openssl`)'}`, async () => {
    const docs = await fs.readFile(path.join(ROOT_DIR, 'docs', 'reports.md'), 'utf8');
    const recipe = /```sh openssl\n([\s\S]*?)```/.exec(docs)![1];
    await fs.writeFile(path.join(dir, 'key.pem'), key.public_key_pem);
    const run = (name: string) => promisify(execFile)('sh', ['-c', recipe.replaceAll('report.pdf', name)], { cwd: dir }).then(({ stdout }) => stdout, (err: { stdout: string }) => err.stdout);
    const served = await bytes(await get(`/v1/checks/${checkId}/report?format=pdf`));
    await fs.writeFile(path.join(dir, 'good.pdf'), served);
    served[1000] ^= 0x01;
    await fs.writeFile(path.join(dir, 'bad.pdf'), served);
    expect(await run('good.pdf')).toContain('Signature Verified Successfully');
    expect(await run('bad.pdf')).toContain('Signature Verification Failure');
  });
});
