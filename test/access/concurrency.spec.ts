import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { AccessRepository } from '#libs/access/access.repository.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { CountedRoutesModule } from './counted-routes.js';
import { issueKey, manualClock, search, statuses, verify } from './support.js';

/** Two API processes' worth of app on one database: the allowance holds exactly under concurrent load. */
describe('access: exact under concurrency, across two app instances', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { TRUST_PROXY: 'loopback' };
    // a fixed time, so a minute boundary cannot fall inside a burst
    const { clock } = manualClock('2026-06-01T10:00:20Z');
    a = await startTestApp(database.url, env, clock, [CountedRoutesModule]);
    b = await startTestApp(database.url, env, clock, [CountedRoutesModule]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  const counted = async (where: { ip?: string; keyId?: number }) => {
    let q = database.db.selectFrom('usage_events').select(sql<number>`count(*)::int`.as('n')).where('outcome', '=', 'counted');
    if (where.ip) q = q.where('ip', '=', where.ip);
    if (where.keyId) q = q.where('key_id', '=', where.keyId);
    return (await q.executeTakeFirstOrThrow()).n;
  };

  it('200 concurrent free-tier searches from one address against an allowance of 25: exactly 25 succeed', async () => {
    // a rate high enough that only the allowance refuses
    await new AccessRepository(database.db).setPlan('free', { perMinute: 1000 });
    try {
      const ip = '192.0.2.10';
      const responses = await Promise.all(Array.from({ length: 200 }, (_, i) => search((i % 2 ? a : b).baseUrl, { ip })));
      expect(statuses(responses)).toEqual({ 200: 25, 429: 175 });
      expect(responses.filter((r) => r.status === 429).every((r) => r.body.code === 'quota_exceeded')).toBe(true);
      expect(await counted({ ip })).toBe(25);
    } finally {
      await new AccessRepository(database.db).setPlan('free', { perMinute: 60 });
    }
  });

  it('200 concurrent checks with one key on a plan of 25 checks: exactly 25 succeed', async () => {
    await new AccessRepository(database.db).setPlan('firm', { checks: 25, perMinute: 1000 });
    const k = await issueKey(database, 'firm');
    const responses = await Promise.all(Array.from({ length: 200 }, (_, i) => verify((i % 2 ? a : b).baseUrl, { authorization: k.authorization })));
    expect(statuses(responses)).toEqual({ 200: 25, 429: 175 });
    expect(responses.filter((r) => r.status === 200).every((r) => r.headers.get('x-service-plan') === 'firm')).toBe(true);
    expect(await counted({ keyId: k.keyId })).toBe(25);
  });

  it('60 concurrent reservations of 3 checks against an allowance of 25: exactly 8 succeed, all or none each, and a 400 gives its 3 back', async () => {
    const repository = new AccessRepository(database.db);
    await repository.setPlan('developer', { checks: 25, perMinute: 1000 });
    const k = await issueKey(database, 'developer');
    const hash = (await database.db.selectFrom('api_keys').select('key_hash').where('key_id', '=', k.keyId).executeTakeFirstOrThrow()).key_hash;
    const now = new Date('2026-06-01T10:00:20Z');
    const decisions = await Promise.all(Array.from({ length: 60 }, () => repository.consume(hash, '192.0.2.30', 'check', now, 3)));
    expect(decisions.filter((d) => d.outcome === 'counted')).toHaveLength(8);
    expect(decisions.filter((d) => d.outcome === 'quota_exceeded')).toHaveLength(52);
    const used = async () => (await database.db.selectFrom('usage_counters').select('used').where('subject', '=', `key:${k.keyId}`).executeTakeFirstOrThrow()).used;
    expect(await used()).toBe(24);
    // One more check fits; a second reservation of 3 does not.
    expect((await repository.consume(hash, '192.0.2.30', 'check', now, 3)).outcome).toBe('quota_exceeded');
    const one = await repository.consume(hash, '192.0.2.30', 'check', now);
    expect(one.outcome).toBe('counted');
    expect(await repository.settle(decisions.find((d) => d.outcome === 'counted')!.event_id, 400)).toBe(true);
    expect(await used()).toBe(22);
  });

  it('200 concurrent requests against the free rate of 60 a minute: exactly 60 get past the rate, 25 of them within the allowance', async () => {
    const ip = '192.0.2.20';
    const responses = await Promise.all(Array.from({ length: 200 }, (_, i) => search((i % 2 ? a : b).baseUrl, { ip })));
    const codes = responses.map((r) => (r.status === 200 ? 'ok' : r.body.code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(25);
    expect(codes.filter((c) => c === 'quota_exceeded')).toHaveLength(35);
    expect(codes.filter((c) => c === 'RATE_LIMITED')).toHaveLength(140);
  });
});

describe('access: the client address and X-Forwarded-For', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  /** Each case starts with no usage recorded. */
  const fresh = async () => {
    await database.db.deleteFrom('usage_events').execute();
    await database.db.deleteFrom('usage_counters').execute();
    await database.db.deleteFrom('rate_windows').execute();
  };

  const addresses = async () =>
    (await database.db.selectFrom('usage_events').select(sql<string>`host(ip)`.as('ip')).orderBy('event_id').execute()).map((r) => r.ip);

  it('without TRUST_PROXY a forged X-Forwarded-For is ignored: the socket address is charged', async () => {
    const t = await startTestApp(database.url, {}, undefined, [CountedRoutesModule]);
    try {
      await fresh();
      for (let i = 0; i < 25; i++) expect((await search(t.baseUrl, { ip: `203.0.113.${i + 1}` })).status).toBe(200);
      // 25 different forged addresses, one allowance: the 26th is refused
      const res = await search(t.baseUrl, { ip: '203.0.113.99' });
      expect(res.status).toBe(429);
      expect(new Set(await addresses())).toEqual(new Set(['127.0.0.1']));
    } finally {
      await t.close();
    }
  });

  it.each([
    // the proxy appends the address it saw; whatever the client wrote before it is not believed
    ['a client address set by the trusted proxy', '198.51.100.7', '198.51.100.7'],
    ['a forged entry before the proxy-added one', '6.6.6.6, 198.51.100.8', '198.51.100.8'],
    ['a forged chain of several entries', '1.1.1.1, 2.2.2.2, 198.51.100.9', '198.51.100.9'],
  ])('with TRUST_PROXY naming the proxy: %s', async (_case, header, charged) => {
    const t = await startTestApp(database.url, { TRUST_PROXY: '127.0.0.1' }, undefined, [CountedRoutesModule]);
    try {
      await fresh();
      expect((await search(t.baseUrl, { ip: header })).status).toBe(200);
      expect(await addresses()).toEqual([charged]);
    } finally {
      await t.close();
    }
  });

  it('with TRUST_PROXY naming another address, the connecting peer is not trusted and is charged itself', async () => {
    const t = await startTestApp(database.url, { TRUST_PROXY: '10.9.9.9' }, undefined, [CountedRoutesModule]);
    try {
      await fresh();
      expect((await search(t.baseUrl, { ip: '198.51.100.10' })).status).toBe(200);
      expect(await addresses()).toEqual(['127.0.0.1']);
    } finally {
      await t.close();
    }
  });
});
