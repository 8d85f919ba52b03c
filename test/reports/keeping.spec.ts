import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { connect } from '#libs/db/database.js';
import { ReportsRepository } from '#libs/reports/reports.repository.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

const DAY = 86_400_000;

describe('report keys and kept checks in PostgreSQL', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('processes starting together for the first time make one key between them, and keep it', async () => {
    // Each a process of its own: its own pool, its own key pair made in node before it inserts.
    const pools = Array.from({ length: 8 }, () => connect(t.url, 1));
    try {
      const results = await Promise.all(pools.map(({ db }) => new ReportsRepository(db).signingKey()));
      expect(new Set(results.map((r) => r.key.keyId)).size).toBe(1);
      expect(results.filter((r) => r.created)).toHaveLength(1);
      expect(await t.db.selectFrom('report_keys').select('key_id').execute()).toEqual([{ key_id: results[0].key.keyId }]);
      // A later start reads the same key and makes none.
      expect(await new ReportsRepository(t.db).signingKey()).toEqual({ key: results[0].key, created: false });
    } finally {
      await Promise.all(pools.map(({ db }) => db.destroy()));
    }
  });

  it.each([
    // (The first test made the active key.)
    ['a second active key', sql`INSERT INTO report_keys (key_id, public_key, private_key, active) VALUES ('00000000000000aa', decode(repeat('aa', 32), 'hex'), '\\x00', true)`, '23505'],
    ['a key that is neither active nor retired', sql`INSERT INTO report_keys (key_id, public_key, private_key) VALUES ('00000000000000bb', decode(repeat('bb', 32), 'hex'), '\\x00')`, '23514'],
    ['a public key of the wrong length', sql`INSERT INTO report_keys (key_id, public_key, private_key, retired_at) VALUES ('00000000000000cc', '\\x00', '\\x00', now())`, '23514'],
  ])('the table refuses %s', async (_why, statement, state) => {
    await expect(statement.execute(t.db)).rejects.toMatchObject({ code: state });
  });

  it('rotating retires the active key, which stays published by its id, and makes the new one active', async () => {
    const repo = new ReportsRepository(t.db);
    const { key: old } = await repo.signingKey();
    const rotated = await repo.rotate(new Date('2026-06-01T00:00:00Z'));
    expect(rotated.retired).toBe(old.keyId);
    expect(rotated.key.keyId).not.toBe(old.keyId);
    expect(await repo.signingKey()).toEqual({ key: rotated.key, created: false });
    expect(await repo.publicKey(old.keyId)).toMatchObject({ public_key: old.publicKey, retired_at: new Date('2026-06-01T00:00:00Z') });
  });

  it('a check past the retention is deleted by the next check kept; one within it stays', async () => {
    const repo = new ReportsRepository(t.db);
    const now = new Date('2026-06-01T10:00:00Z');
    const keep = (at: Date) => repo.keep({ eventId: undefined, kind: 'text', textSha256: Buffer.alloc(32), snapshotHash: 'x', readerVersion: 1, answer: { cases: [], acts: [] }, at, retentionDays: 30 });
    const old = await keep(new Date(now.getTime() - 31 * DAY));
    const recent = await keep(new Date(now.getTime() - 29 * DAY));
    const fresh = await keep(now);
    const ids = (await t.db.selectFrom('checks').select('check_id').execute()).map((r) => r.check_id);
    expect(ids).not.toContain(old);
    expect(ids).toEqual(expect.arrayContaining([recent, fresh]));
  });

  it('check_prune deletes every check past the retention and says how many', async () => {
    const repo = new ReportsRepository(t.db);
    const now = new Date('2026-09-01T10:00:00Z');
    await t.db.deleteFrom('checks').execute();
    // Kept long ago with a long retention: more than one insert's share of pruning.
    for (let i = 0; i < 150; i++) {
      await repo.keep({ eventId: undefined, kind: 'document', textSha256: Buffer.alloc(32), snapshotHash: 'x', readerVersion: 1, answer: {}, at: new Date(now.getTime() - (40 + i) * DAY), retentionDays: 3650 });
    }
    await repo.keep({ eventId: undefined, kind: 'text', textSha256: Buffer.alloc(32), snapshotHash: 'x', readerVersion: 1, answer: {}, at: now, retentionDays: 3650 });
    expect(await repo.prune(now, 30)).toBe(150);
    expect(await t.db.selectFrom('checks').select('kind').execute()).toEqual([{ kind: 'text' }]);
  });

  it.each([
    ['a retention under one day', () => new ReportsRepository(t.db).prune(new Date(), 0)],
    ['no time', () => sql`SELECT check_prune(NULL, 30)`.execute(t.db)],
  ])('check_prune refuses %s with its own SQLSTATE', async (_why, run) => {
    await expect(run()).rejects.toMatchObject({ code: 'VR400' });
  });
});
