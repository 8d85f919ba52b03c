// Runs in plain Node before the workers start, so it loads the compiled libs (`npm test` builds first).
import { newRunId, startTestServer } from '#libs/testing/server.js';
import { migratedTemplate } from '#libs/testing/templates.js';

/**
 * Chooses the test server once per run, builds the migrated template, and tells the workers. A run of
 * the `unit` project alone needs no database and starts none.
 */
export default async function globalSetup() {
  if (selectedProjects().length && selectedProjects().every((p) => p === 'unit')) return;
  const log = (m) => process.stderr.write(`[test db] ${m}\n`);
  const server = await startTestServer(log);
  globalThis.__vslTestServer = server;
  process.env.VSL_TEST_ADMIN_URL = server.url;
  process.env.VSL_TEST_RUN = newRunId();
  await migratedTemplate(server.url);
  log(`tests run on ${server.how}`);
}

/** The projects named by `--selectProjects` on jest's command line (globalSetup runs in its process). */
function selectedProjects() {
  const at = process.argv.indexOf('--selectProjects');
  if (at < 0) return [];
  const names = [];
  for (const arg of process.argv.slice(at + 1)) {
    if (arg.startsWith('-')) break;
    names.push(arg);
  }
  return names;
}
