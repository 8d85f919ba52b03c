// Runs in plain Node before the workers start, so it loads the compiled libs (`npm test` builds first).
import { newRunId, startTestServer } from '#libs/testing/server.js';
import { migratedTemplate } from '#libs/testing/templates.js';

/** Chooses the test server once per run, builds the migrated template, and tells the workers. */
export default async function globalSetup() {
  const log = (m) => process.stderr.write(`[test db] ${m}\n`);
  const server = await startTestServer(log);
  globalThis.__vslTestServer = server;
  process.env.VSL_TEST_ADMIN_URL = server.url;
  process.env.VSL_TEST_RUN = newRunId();
  await migratedTemplate(server.url);
  log(`tests run on ${server.how}`);
}
