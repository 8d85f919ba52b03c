import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { starterLibraryTemplate } from '#libs/testing/templates.js';
import { manualClock } from '../access/support.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createTestDatabase, testAdminUrl, type TestDatabase } from '../support/database.js';
import { postJson, request } from '../support/http.js';

/** The snapshot hash a check was kept with, as its report states it. */
describe('the library snapshot a check is kept with', () => {
  let t: TestDatabase;
  let app: TestApp;
  const time = manualClock('2026-05-04T08:00:00Z');
  const snapshotOf = async () => {
    const { body } = await postJson(`${app.baseUrl}/v1/verify`, { text: 'S v Makwanyane 1995 (3) SA 391 (CC)' });
    const row = await t.db.selectFrom('checks').select('snapshot_hash').where('check_id', '=', body.check_id).executeTakeFirstOrThrow();
    return row.snapshot_hash;
  };

  beforeAll(async () => {
    t = await createTestDatabase(await starterLibraryTemplate(testAdminUrl()));
    app = await startTestApp(t.url, {}, time.clock);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await t?.drop();
  });

  it('is /v1/coverage\'s; after an import it is the old one until a minute has passed, then, read again in the background, the new one', async () => {
    const before = (await request(`${app.baseUrl}/v1/coverage`)).body.snapshot.hash;
    expect(await snapshotOf()).toBe(before);
    // An import changes a document: within the minute, checks still name the snapshot last read.
    await sql`UPDATE documents SET content_hash = md5(content_hash) WHERE doc_id = (SELECT min(doc_id) FROM documents)`.execute(t.db);
    time.advance(30_000);
    expect(await snapshotOf()).toBe(before);
    // Past the minute the check that notices is not held up: it names the old one and asks again.
    time.advance(31_000);
    expect(await snapshotOf()).toBe(before);
    let after = before;
    for (let i = 0; i < 50 && after === before; i++) after = await snapshotOf();
    expect(after).not.toBe(before);
    expect(after).toBe((await request(`${app.baseUrl}/v1/coverage`)).body.snapshot.hash);
  });
});
