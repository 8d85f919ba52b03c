import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AccessRepository } from '#libs/access/access.repository.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { CountedRoutesModule } from './counted-routes.js';
import { issueKey, manualClock, search } from './support.js';

/** Retry-After on quota_exceeded: seconds to the next South African midnight (daily) or the 1st of the month, SA time (monthly). */
describe('access: allowance reset times for a fixed clock', () => {
  let database: TestDatabase;
  let t: TestApp;
  const time = manualClock('2026-01-01T00:00:00Z');
  let daily: string;
  let monthly: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    t = await startTestApp(database.url, {}, time.clock, [CountedRoutesModule]);
    const repo = new AccessRepository(database.db);
    // allowances of 0: every call is refused and reports when the allowance resets
    await repo.setPlan('developer', { period: 'day', searches: 0 });
    await repo.setPlan('professional', { period: 'month', searches: 0 });
    daily = (await issueKey(database, 'developer')).authorization;
    monthly = (await issueKey(database, 'professional')).authorization;
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  const H = 3600;
  const D = 24 * H;
  it.each([
    // SA is UTC+2 all year (no daylight saving): SA midnight is 22:00 UTC
    ['daily, mid-morning SA', 'day', '2026-03-10T08:00:00Z', 14 * H],
    ['daily, one second before SA midnight', 'day', '2026-03-10T21:59:59Z', 1],
    ['daily, at SA midnight: a whole day', 'day', '2026-03-10T22:00:00Z', D],
    ['daily, after UTC midnight but SA is 2 hours ahead', 'day', '2026-03-11T00:30:00Z', 21 * H + 30 * 60],
    ['daily, a fraction of a second before reset rounds up', 'day', '2026-03-10T21:59:59.200Z', 1],
    ['monthly, last second of January SA', 'month', '2026-01-31T21:59:59Z', 1],
    ['monthly, 1 February 00:00 SA: all of February (28 days)', 'month', '2026-01-31T22:00:00Z', 28 * D],
    ['monthly, 28 February 23:00 SA', 'month', '2026-02-28T21:00:00Z', H],
    ['monthly, leap year: 29 February 2028 12:00 SA', 'month', '2028-02-29T10:00:00Z', 12 * H],
    ['monthly, 31 December 2026 23:59 SA crosses the year', 'month', '2026-12-31T21:59:00Z', 60],
    ['monthly, 1 January 2027 00:30 SA: 31 days less 30 minutes', 'month', '2026-12-31T22:30:00Z', 31 * D - 30 * 60],
  ])('%s', async (_case, period, now, seconds) => {
    time.set(now);
    const res = await search(t.baseUrl, { authorization: period === 'day' ? daily : monthly });
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ code: 'quota_exceeded', plan: period === 'day' ? 'developer' : 'professional', retry_after_seconds: seconds });
    expect(res.headers.get('retry-after')).toBe(String(seconds));
    expect(res.headers.get('ratelimit-reset')).toBe(String(seconds));
  });

  it.each([
    ['free tier, daily: used up at 23:59:30 SA, open again at SA midnight', 'free', '2026-05-04T21:59:30Z', '2026-05-04T22:00:00Z', 25],
    ['firm, monthly: used up on 30 April 23:59 SA, open again on 1 May SA', 'firm', '2026-04-30T21:59:00Z', '2026-04-30T22:00:00Z', 3],
  ])('%s', async (_case, plan, before, after, allowance) => {
    const repo = new AccessRepository(database.db);
    if (plan !== 'free') await repo.setPlan(plan, { period: 'month', searches: allowance });
    const caller = plan === 'free' ? {} : { authorization: (await issueKey(database, plan)).authorization };
    time.set(before);
    for (let i = 0; i < allowance; i++) expect((await search(t.baseUrl, caller)).status).toBe(200);
    const refused = await search(t.baseUrl, caller);
    expect(refused.status).toBe(429);
    time.set(after);
    const res = await search(t.baseUrl, caller);
    expect(res.status).toBe(200);
    expect(res.headers.get('ratelimit-remaining')).toBe(String(allowance - 1));
  });
});
