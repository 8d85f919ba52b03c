import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { AccessRepository } from '#libs/access/access.repository.js';
import { applyFunctions } from '#libs/db/migrator.js';
import { AccessService } from '../../apps/api/src/access/access.service.js';
import { ApiError } from '../../apps/api/src/common/api-error.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { request } from '../support/http.js';
import { CountedRoutesModule } from './counted-routes.js';
import { issueKey, manualClock, search, section, verify } from './support.js';

/** Keys, counting and limits over HTTP against real PostgreSQL; callers are told apart by a trusted proxy's X-Forwarded-For. */
describe('access: keys, allowances and the rate limit', () => {
  let database: TestDatabase;
  let t: TestApp;
  let repo: AccessRepository;
  const time = manualClock('2026-03-10T08:00:00Z');
  let base: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    t = await startTestApp(database.url, { TRUST_PROXY: 'loopback', UPGRADE_URL: 'https://law.example/upgrade' }, time.clock, [CountedRoutesModule]);
    base = t.baseUrl;
    repo = new AccessRepository(database.db);
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  const used = async (subject: string, operation: 'search' | 'check') => {
    const row = await database.db.selectFrom('usage_counters').select(sql<number>`sum(used)::int`.as('n')).where('subject', '=', subject).where('operation', '=', operation).executeTakeFirst();
    return row?.n ?? 0;
  };

  describe('keys', () => {
    it('a valid key is counted against its plan and named in X-Service-Plan', async () => {
      const k = await issueKey(database, 'firm');
      const res = await search(base, { authorization: k.authorization, ip: '10.1.0.1' });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-service-plan')).toBe('firm');
      expect(res.body.source_note).toEqual(expect.any(String));
      expect(await used(`key:${k.keyId}`, 'search')).toBe(1);
      expect(await used('ip:10.1.0.1', 'search')).toBe(0);
    });

    it('the scheme name is case-insensitive', async () => {
      const k = await issueKey(database, 'developer');
      const res = await search(base, { authorization: `bearer ${k.key}`, ip: '10.1.0.2' });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-service-plan')).toBe('developer');
    });

    const flip = (key: string) => key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A');
    it.each([
      // revoked through the same SQL function the CLI uses
      ['revoked', async () => {
        const k = await issueKey(database, 'firm');
        await repo.revokeKey(k.prefix, new Date('2026-03-01T00:00:00Z'));
        return k.authorization;
      }],
      // one character wrong
      ['mistyped', async () => `Bearer ${flip((await issueKey(database, 'firm')).key)}`],
      // well formed but never issued
      ['unknown vsl_ key', async () => `Bearer vsl_${'A'.repeat(43)}`],
      // another service's key
      ['foreign prefix', async () => 'Bearer sk_live_51HxQ2eKxyzabc123'],
      // not a Bearer credential at all
      ['Basic credentials', async () => 'Basic dXNlcjpwYXNz'],
      ['empty Bearer', async () => 'Bearer '],
    ])('%s: 401 invalid_key, never the free tier', async (_case, header) => {
      const ip = `10.2.0.${Math.floor(Math.random() * 250) + 1}`;
      const res = await search(base, { authorization: await header(), ip });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: expect.stringContaining('not valid'), code: 'invalid_key', source_note: expect.any(String) });
      expect(res.headers.get('x-service-plan')).toBeNull();
      expect(await used(`ip:${ip}`, 'search')).toBe(0);
    });

    it('a key revoked for a later time works until then, and is refused from then on', async () => {
      const k = await issueKey(database, 'scale');
      await repo.revokeKey(String(k.keyId), new Date(time.clock().getTime() + 60_000));
      expect((await search(base, { authorization: k.authorization })).status).toBe(200);
      time.advance(60_000);
      expect((await search(base, { authorization: k.authorization })).status).toBe(401);
    });

    it.each([
      ['no header', undefined],
      ['an empty header', ''],
    ])('%s: the free tier of the caller address', async (_case, authorization) => {
      const ip = authorization === undefined ? '10.3.0.1' : '10.3.0.3';
      const res = await verify(base, { ip, authorization });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-service-plan')).toBe('free');
      expect(await used(`ip:${ip}`, 'check')).toBe(1);
    });

    it('routes not marked @CountsAs are not counted and carry no plan', async () => {
      const res = await request(`${base}/t/uncounted`, { headers: { Authorization: 'Bearer nonsense', 'X-Forwarded-For': '10.3.0.2' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-service-plan')).toBeNull();
      expect(res.headers.get('ratelimit-limit')).toBeNull();
    });
  });

  describe('counting', () => {
    it('free tier: 25 searches a day per address, then 429 quota_exceeded as a QuotaError with Retry-After', async () => {
      time.set('2026-03-10T12:00:00Z');
      const caller = { ip: '10.4.0.1' };
      for (let i = 1; i <= 25; i++) {
        const res = i % 2 ? await search(base, caller) : await section(base, caller, '7');
        expect(res.status).toBe(200);
        expect(res.headers.get('ratelimit-remaining')).toBe(String(25 - i));
      }
      const res = await search(base, caller);
      expect(res.status).toBe(429);
      // 12:00Z is 14:00 in South Africa: 10 hours to SA midnight
      expect(res.body).toEqual({
        error: expect.stringContaining('25 searches'),
        code: 'quota_exceeded',
        plan: 'free',
        upgrade: 'https://law.example/upgrade',
        retry_after_seconds: 10 * 3600,
        source_note: expect.any(String),
      });
      expect(res.headers.get('retry-after')).toBe(String(10 * 3600));
      expect(res.headers.get('ratelimit-remaining')).toBe('0');
      // another address still has its own allowance
      expect((await search(base, { ip: '10.4.0.2' })).status).toBe(200);
    });

    it('free tier: 50 citation checks a day, apart from searches', async () => {
      const caller = { ip: '10.4.1.1' };
      for (let i = 0; i < 25; i++) expect((await search(base, caller)).status).toBe(200);
      time.advance(60_000); // stay under 60 requests a minute
      for (let i = 0; i < 50; i++) expect((await verify(base, caller)).status).toBe(200);
      const res = await verify(base, caller);
      expect(res.status).toBe(429);
      expect(res.body).toMatchObject({ code: 'quota_exceeded', plan: 'free', error: expect.stringContaining('50 citation checks') });
      expect(await used('ip:10.4.1.1', 'check')).toBe(50);
    });

    it.each([
      ['a 400 from the service', (ip: string) => search(base, { ip }, '?outcome=400'), 400, 'search'],
      ['a 400 from the validation pipe', (ip: string) => section(base, { ip }, 'abc'), 400, 'search'],
      ['a 400 from the validation pipe on a POST', (ip: string) => verify(base, { ip }, ''), 400, 'check'],
      ['a 404 from the service', (ip: string) => search(base, { ip }, '?outcome=404'), 404, 'search'],
      ['a 404 after validation', (ip: string) => section(base, { ip }, '500'), 404, 'search'],
    ] as const)('%s does not use up a call', async (_case, call, status, operation) => {
      const ip = `10.5.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
      for (let i = 0; i < 30; i++) {
        const res = await call(ip);
        expect(res.status).toBe(status);
        expect(res.headers.get('ratelimit-limit')).not.toBeNull();
      }
      expect(await used(`ip:${ip}`, operation)).toBe(0);
      const released = await database.db.selectFrom('usage_events').select(sql<number>`count(*)::int`.as('n')).where('ip', '=', ip).where('outcome', '=', 'released').where('status', '=', status).executeTakeFirstOrThrow();
      expect(released.n).toBe(30);
      time.advance(60_000);
    });

    it('after 400s and 404s the whole allowance is still there, exactly', async () => {
      const caller = { ip: '10.5.9.9' };
      for (let i = 0; i < 10; i++) expect((await search(base, caller, '?outcome=404')).status).toBe(404);
      for (let i = 0; i < 25; i++) expect((await search(base, caller)).status).toBe(200);
      expect((await search(base, caller)).status).toBe(429);
    });

    it('a 500 uses up a call (only 400 and 404 are given back) and its status is recorded', async () => {
      const ip = '10.5.10.1';
      expect((await search(base, { ip }, '?outcome=500')).status).toBe(500);
      expect(await used(`ip:${ip}`, 'search')).toBe(1);
      const row = await database.db.selectFrom('usage_events').select(['outcome', 'status']).where('ip', '=', ip).executeTakeFirstOrThrow();
      expect(row).toEqual({ outcome: 'counted', status: 500 });
    });

    it('401 and 429 do not use up a call', async () => {
      const k = await issueKey(database, 'professional');
      await repo.setPlan('professional', { searches: 3 });
      try {
        for (let i = 0; i < 3; i++) expect((await search(base, { authorization: k.authorization })).status).toBe(200);
        for (let i = 0; i < 5; i++) expect((await search(base, { authorization: k.authorization })).status).toBe(429);
        expect(await used(`key:${k.keyId}`, 'search')).toBe(3);
        // checks are a separate allowance, untouched by refused searches
        expect((await verify(base, { authorization: k.authorization })).status).toBe(200);
        expect(await used(`key:${k.keyId}`, 'check')).toBe(1);
      } finally {
        await repo.setPlan('professional', { searches: 2000 });
      }
    });

    it('an admin change to a plan applies to the next request', async () => {
      const k = await issueKey(database, 'developer');
      await repo.setPlan('developer', { checks: 1 });
      try {
        expect((await verify(base, { authorization: k.authorization })).status).toBe(200);
        expect((await verify(base, { authorization: k.authorization })).status).toBe(429);
        await repo.setPlan('developer', { checks: 2 });
        expect((await verify(base, { authorization: k.authorization })).status).toBe(200);
      } finally {
        await repo.setPlan('developer', { checks: 5000 });
      }
    });
  });

  describe('rate limit', () => {
    it('the 61st request in a minute gets 429 RATE_LIMITED with Retry-After; the next minute is open again', async () => {
      time.set('2026-03-11T08:00:15Z');
      const caller = { ip: '10.6.0.1' };
      // 40 searches (25 allowed, 15 over quota) and 20 checks: every request counts toward the rate
      for (let i = 0; i < 40; i++) expect([200, 429]).toContain((await search(base, caller)).status);
      for (let i = 0; i < 20; i++) expect((await verify(base, caller)).status).toBe(200);
      const res = await verify(base, caller);
      expect(res.status).toBe(429);
      expect(res.body).toMatchObject({ code: 'RATE_LIMITED', error: expect.stringContaining('60 requests a minute'), retry_after_seconds: 45 });
      expect(res.headers.get('retry-after')).toBe('45');
      expect(res.headers.get('ratelimit-limit')).toBe('60');
      expect(res.headers.get('ratelimit-remaining')).toBe('0');
      expect(res.headers.get('ratelimit-reset')).toBe('45');
      // refused for rate: not charged
      expect(await used('ip:10.6.0.1', 'check')).toBe(20);
      time.set('2026-03-11T08:01:00Z');
      expect((await verify(base, caller)).status).toBe(200);
    });

    it('RateLimit headers describe whichever limit is nearer: the rate when few requests are left this minute', async () => {
      time.set('2026-03-11T09:00:00Z');
      const k = await issueKey(database, 'scale');
      let res = await search(base, { authorization: k.authorization });
      expect([res.headers.get('ratelimit-limit'), res.headers.get('ratelimit-remaining'), res.headers.get('ratelimit-reset')]).toEqual(['600', '599', '60']);
      const caller = { ip: '10.6.0.2' };
      res = await search(base, caller);
      expect([res.headers.get('ratelimit-limit'), res.headers.get('ratelimit-remaining')]).toEqual(['25', '24']);
    });
  });

  describe('client address', () => {
    it('IPv6 callers share the allowance of their /64', async () => {
      await search(base, { ip: '2001:db8:1:2::1' });
      await search(base, { ip: '2001:db8:1:2:ffff::9' });
      expect(await used('ip:2001:db8:1:2::/64', 'search')).toBe(2);
    });
  });

  describe('AccessService, as the MCP tools call it', () => {
    it('tool calls and REST calls share one allowance; a 404 is given back; refusals are the same ApiErrors', async () => {
      time.set('2026-03-12T12:00:00Z');
      const access = t.app.get(AccessService);
      const ip = '::ffff:10.8.0.1'; // as a dual-stack socket reports an IPv4 caller
      for (let i = 0; i < 24; i++) expect(await access.authorize(undefined, ip, 'search')).toMatchObject({ plan: 'free', eventId: expect.any(Number) });
      const rest = await search(base, { ip: '10.8.0.1' });
      expect(rest.status).toBe(200);
      expect(rest.headers.get('ratelimit-remaining')).toBe('0');
      const refused = await access.authorize(undefined, ip, 'search').catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(ApiError);
      expect((refused as ApiError).code).toBe('quota_exceeded');
      expect((refused as ApiError).extra).toEqual({ plan: 'free', upgrade: 'https://law.example/upgrade', retry_after_seconds: 10 * 3600 });
      expect((refused as ApiError).headers['Retry-After']).toBe(String(10 * 3600));
      // a tool call that ends like a REST 404 gives its call back
      const grant = await access.authorize(undefined, '10.8.0.2', 'check');
      await access.settle(grant, 404);
      expect(await used('ip:10.8.0.2', 'check')).toBe(0);
      const invalid = await access.authorize('Bearer vsl_nope', ip, 'check').catch((e: unknown) => e);
      expect((invalid as ApiError).code).toBe('invalid_key');
    });
  });

  it('when giving a call back fails, the caller still gets the original 404 and the call stays charged', async () => {
    await sql`DROP FUNCTION access_settle(bigint, integer)`.execute(database.db);
    try {
      const res = await search(base, { ip: '10.9.0.1' }, '?outcome=404');
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('not_found');
      expect(await used('ip:10.9.0.1', 'search')).toBe(1);
    } finally {
      await applyFunctions(database.db);
    }
  });

  it('usage events hold time, key or address, plan, operation, outcome and the calls reserved, and nothing of the request', async () => {
    const columns = await sql<{ column_name: string }>`SELECT column_name FROM information_schema.columns WHERE table_name = 'usage_events' ORDER BY ordinal_position`.execute(database.db);
    expect(columns.rows.map((r) => r.column_name)).toEqual(['event_id', 'at', 'key_id', 'ip', 'plan', 'operation', 'period_start', 'outcome', 'status', 'units']);
  });
});
