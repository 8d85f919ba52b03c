// Runs in plain Node before the workers start, so it loads the compiled libs (`npm test` builds first).
import fs from 'node:fs';
import path from 'node:path';
import { sharedDataDir } from '#libs/db/paths.js';
import { newRunId, startTestServer } from '#libs/testing/server.js';
import { migratedTemplate } from '#libs/testing/templates.js';

/**
 * Chooses the test server once per run, builds the migrated template, and tells the workers. A run of
 * the `unit` project alone needs no database and starts none.
 */
export default async function globalSetup() {
  // The one line a clone alone sees: which tests it does not run, and why.
  if (!fs.existsSync(path.join(sharedDataDir(), 'PROVENANCE.md'))) {
    process.stderr.write(`[test data] ${sharedDataDir()} is not here: the tests that read the real data are skipped (their titles end "(skipped: needs ../shared/data)")\n`);
  }
  if (selectedProjects().length && selectedProjects().every((p) => p === 'unit')) return;
  const log = (m) => process.stderr.write(`[test db] ${m}\n`);
  const server = await startTestServer(log);
  globalThis.__vslTestServer = server;
  process.env.VSL_TEST_ADMIN_URL = server.url;
  process.env.VSL_TEST_RUN = newRunId();
  await migratedTemplate(server.url);
  log(`tests run on ${server.how}`);
}

/** The projects chosen: VSL_TEST_PROJECTS (`npm test`: unit,database), else `--selectProjects` on jest's command line. */
function selectedProjects() {
  const chosen = process.env.VSL_TEST_PROJECTS?.split(',').map((p) => p.trim()).filter(Boolean);
  if (chosen?.length) return chosen;
  const at = process.argv.indexOf('--selectProjects');
  if (at < 0) return [];
  const names = [];
  // (The projects' names only: a path after them is a filter.)
  for (const arg of process.argv.slice(at + 1)) {
    if (!['unit', 'database', 'slow'].includes(arg)) break;
    names.push(arg);
  }
  return names;
}
