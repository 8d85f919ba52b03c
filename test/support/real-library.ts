import { afterAll, beforeAll } from '@jest/globals';
import { realLibraryTemplate } from '#libs/testing/templates.js';
import { startTestApp, type TestApp } from './app.js';
import { createTestDatabase, testAdminUrl, type TestDatabase } from './database.js';
import { issueKey } from './keys.js';

/** What realLibraryApp holds once its beforeAll has run. */
export interface RealLibraryApp {
  t: TestDatabase;
  app: TestApp;
  /** A `scale` key's Authorization header: the tests' calls never run out of allowance. */
  authorization: string;
  /** The doc_id of each key asked for. */
  ids: Record<string, number>;
}

/**
 * The API on a copy of the real library (../shared/data imported: realLibraryTemplate), started before
 * and stopped after the tests of the describe block it is called in (a describeShared one), with the
 * doc_ids of `keys` looked up.
 */
export function realLibraryApp(keys: string[]): RealLibraryApp {
  const state = { ids: {} } as RealLibraryApp;
  beforeAll(async () => {
    state.t = await createTestDatabase(await realLibraryTemplate(testAdminUrl()));
    for (const key of keys) state.ids[key] = (await state.t.db.selectFrom('documents').select('doc_id').where('key', '=', key).executeTakeFirstOrThrow()).doc_id;
    state.app = await startTestApp(state.t.url);
    state.authorization = (await issueKey(state.t, 'scale')).authorization;
  }, 600_000);
  afterAll(async () => {
    await state.app?.close();
    await state.t?.drop();
  });
  return state;
}
