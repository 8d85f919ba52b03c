import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { ROOT_DIR } from '#libs/db/paths.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { CountedRoutesModule } from './counted-routes.js';
import { search, verify } from './support.js';

const CLI = path.join(ROOT_DIR, 'dist', 'apps', 'cli', 'src', 'main.js');

/** The CLI as an admin runs it (compiled by `npm test`'s build), against the test database. */
describe('access: CLI keys, plans and usage', () => {
  let database: TestDatabase;
  let t: TestApp;

  const cli = (...args: string[]) =>
    new Promise<{ code: number; out: string; err: string }>((resolve) => {
      execFile('node', [CLI, ...args], { env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'error' } }, (error, out, err) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, out, err });
      });
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    t = await startTestApp(database.url, {}, undefined, [CountedRoutesModule]);
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  it('keys create prints a key once that works at once, and keys list shows its prefix, never the key', async () => {
    const created = await cli('keys', 'create', '--plan', 'firm', '--label', 'Acme Attorneys');
    expect(created.code).toBe(0);
    const key = created.out.trim();
    expect(key).toMatch(/^vsl_[\w-]{43}$/);
    expect(created.err).toContain('shown only now');
    const res = await search(t.baseUrl, { authorization: `Bearer ${key}` });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-service-plan')).toBe('firm');
    const list = await cli('keys', 'list');
    expect(list.code).toBe(0);
    expect(list.out).toContain(key.slice(0, 12));
    expect(list.out).toContain('Acme Attorneys');
    expect(list.out).not.toContain(key);
    const stored = await database.db.selectFrom('api_keys').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(key.slice(12));
  });

  it('keys create --json prints one JSON object holding the key; keys revoke by prefix refuses it from then on', async () => {
    const created = await cli('keys', 'create', '--plan', 'developer', '--label', 'Bot', '--json');
    expect(created.code).toBe(0);
    const json = JSON.parse(created.out);
    expect(json).toMatchObject({ key: expect.stringMatching(/^vsl_/), key_id: expect.any(Number), prefix: json.key.slice(0, 12), plan: 'developer', label: 'Bot' });
    expect((await verify(t.baseUrl, { authorization: `Bearer ${json.key}` })).status).toBe(200);
    const revoked = await cli('keys', 'revoke', json.prefix);
    expect(revoked.code).toBe(0);
    expect(revoked.out).toContain('revoked');
    const res = await verify(t.baseUrl, { authorization: `Bearer ${json.key}` });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('invalid_key');
    expect((await cli('keys', 'list')).out).toMatch(new RegExp(`${json.prefix}.*revoked`));
  });

  it('keys revoke also takes the numeric id', async () => {
    const json = JSON.parse((await cli('keys', 'create', '--plan', 'scale', '--label', 'x', '--json')).out);
    expect((await cli('keys', 'revoke', String(json.key_id))).code).toBe(0);
    expect((await search(t.baseUrl, { authorization: `Bearer ${json.key}` })).status).toBe(401);
  });

  it('plans list shows every plan; plans set changes the allowance the next request meets', async () => {
    const list = await cli('plans', 'list');
    expect(list.code).toBe(0);
    for (const plan of ['free', 'professional', 'firm', 'developer', 'scale']) expect(list.out).toContain(plan);
    expect(list.out).toMatch(/free\s+day\s+25\s+50\s+60/);
    const set = await cli('plans', 'set', 'professional', '--searches', '1', '--period', 'day', '--per-minute', '30');
    expect(set.code).toBe(0);
    expect(set.out).toMatch(/professional\s+day\s+1\s+2000\s+30/);
    const key = JSON.parse((await cli('keys', 'create', '--plan', 'professional', '--label', 'y', '--json')).out).key;
    expect((await search(t.baseUrl, { authorization: `Bearer ${key}` })).status).toBe(200);
    const res = await search(t.baseUrl, { authorization: `Bearer ${key}` });
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ code: 'quota_exceeded', plan: 'professional' });
  });

  it('usage reports calls per plan per day', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const res = await cli('usage', '--since', '2020-01-01');
    expect(res.code).toBe(0);
    expect(res.out.split('\n')[0]).toMatch(/day\s+plan\s+searches\s+checks\s+released\s+over quota\s+rate limited/);
    // the calls of the tests above: firm 1 search; professional 1 search, 1 over quota
    expect(res.out).toMatch(/\d{4}-\d{2}-\d{2}\s+firm\s+1\s+0\s+0\s+0\s+0/);
    expect(res.out).toMatch(/\d{4}-\d{2}-\d{2}\s+professional\s+1\s+0\s+0\s+1\s+0/);
    expect((await cli('usage', '--since', today.replace(/^\d{4}/, '2999'))).err).toContain('No calls since');
  });

  it.each([
    [['keys'], 'keys needs a subcommand'],
    [['keys', 'rotate'], 'unknown keys subcommand "rotate"'],
    [['keys', 'create', '--label', 'x'], '--plan is required'],
    [['keys', 'create', '--plan', 'firm'], '--label is required'],
    [['keys', 'create', '--plan', 'gold', '--label', 'x'], 'unknown plan "gold"'],
    [['keys', 'create', '--plan', 'firm', '--label'], '--label needs a value'],
    [['keys', 'create', '--plan', 'firm', '--label', 'x', '--colour', 'red'], 'unknown option --colour'],
    [['keys', 'revoke'], 'name one key'],
    [['keys', 'revoke', 'vsl_nothere'], 'no key with id or prefix "vsl_nothere"'],
    [['plans'], 'plans needs a subcommand'],
    [['plans', 'set', 'firm'], 'nothing to change'],
    [['plans', 'set', 'firm', '--searches', 'many'], '--searches must be a whole number'],
    [['plans', 'set', 'firm', '--per-minute', '0'], '--per-minute must be at least 1'],
    [['plans', 'set', 'firm', '--period', 'week'], '--period must be day or month'],
    [['plans', 'set', 'gold', '--searches', '5'], 'unknown plan "gold"'],
    [['usage', '--since', 'yesterday'], '--since must be a date YYYY-MM-DD'],
    [['usage', '--since', '2026-02-30'], '--since must be a date YYYY-MM-DD'],
  ])('%j: exit 2 with a clear message', async (args, message) => {
    const res = await cli(...args);
    expect(res.code).toBe(2);
    expect(res.err).toContain(message);
    expect(res.err).toContain('Usage: npm run cli --');
  });
});
