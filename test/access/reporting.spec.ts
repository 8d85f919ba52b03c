import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { AccessRepository } from '#libs/access/access.repository.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { CountedRoutesModule } from './counted-routes.js';
import { issueKey, search, verify } from './support.js';

/** The admin views in schema `reporting`, over calls made through HTTP (the queries of docs/access.md). */
describe('access: reporting views', () => {
  let database: TestDatabase;
  let t: TestApp;
  let key: Awaited<ReturnType<typeof issueKey>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    // the views read now(): the app runs on the real clock here
    t = await startTestApp(database.url, { TRUST_PROXY: 'loopback' }, undefined, [CountedRoutesModule]);
    await new AccessRepository(database.db).setPlan('firm', { searches: 10 });
    key = await issueKey(database, 'firm', 'Acme');
    const k = { authorization: key.authorization };
    for (let i = 0; i < 9; i++) await search(t.baseUrl, k);
    await search(t.baseUrl, k, '?outcome=404');
    await verify(t.baseUrl, k);
    for (let i = 0; i < 27; i++) await search(t.baseUrl, { ip: '198.51.100.1' });
    await search(t.baseUrl, { ip: '198.51.100.2' });
    await search(t.baseUrl, { authorization: 'Bearer vsl_wrong' });
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  const view = async (name: string) => (await sql<any>`SELECT * FROM ${sql.table(`reporting.${name}`)}`.execute(database.db)).rows;

  it('calls_per_plan_per_day', async () => {
    const rows = await view('calls_per_plan_per_day');
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.plan === 'firm')).toMatchObject({ searches: 9, checks: 1, released: 1, quota_rejections: 0, rate_rejections: 0 });
    expect(rows.find((r) => r.plan === 'free')).toMatchObject({ searches: 26, checks: 0, released: 0, quota_rejections: 2, rate_rejections: 0 });
  });

  it.each(['calls_per_key_per_day', 'calls_per_key_per_month'])('%s', async (name) => {
    expect(await view(name)).toEqual([expect.objectContaining({ key_id: key.keyId, prefix: key.prefix, label: 'Acme', plan: 'firm', searches: 9, checks: 1, rejections: 0 })]);
  });

  it('rejections, including refused keys', async () => {
    const rows = await view('rejections');
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ outcome: 'quota_exceeded', plan: 'free', ip: '198.51.100.1', rejections: 2 }),
        expect.objectContaining({ outcome: 'invalid_key', plan: null, key_prefix: null, rejections: 1 }),
      ]),
    );
  });

  it('busiest_free_ips', async () => {
    const { rows } = await sql<any>`SELECT host(ip) AS ip, counted, rejections, requests FROM reporting.busiest_free_ips ORDER BY requests DESC`.execute(database.db);
    expect(rows).toEqual([
      { ip: '198.51.100.1', counted: 25, rejections: 2, requests: 27 },
      { ip: '198.51.100.2', counted: 1, rejections: 0, requests: 1 },
    ]);
  });

  it('keys_near_allowance: 9 of 10 searches used', async () => {
    expect(await view('keys_near_allowance')).toEqual([
      expect.objectContaining({ key_id: key.keyId, operation: 'search', used: 9, allowance: 10, percent_used: '90.0' }),
    ]);
  });
});
