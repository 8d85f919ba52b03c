import fs from 'node:fs';
import type { Kysely } from 'kysely';
import type { AppConfig } from '#libs/config/config.js';
import type { DB } from '#libs/db/schema.js';
import { STARTER_DIR } from '#libs/db/paths.js';
import { importPaths } from '#libs/importers/importer.js';
import { loadDemoLibraryIfEmpty } from '#libs/synth/demo.js';

/**
 * What an empty library gets on the first start of the embedded database: the real starter library
 * (data/starter), the synthetic demo, or nothing (FIRST_START_LIBRARY). Returns the log lines to
 * write; none when the library already held documents.
 */
export async function loadFirstStartLibrary(db: Kysely<DB>, choice: AppConfig['firstStartLibrary']): Promise<string[]> {
  if (choice === 'none') return [];
  if (choice === 'demo') {
    const demo = await loadDemoLibraryIfEmpty(db);
    if (!demo) return [];
    const n = Object.values(demo.documents).reduce((a, b) => a + b, 0);
    return [`Library was empty: loaded the synthetic demo library (${n} documents, ${demo.sections} sections, all titled "(synthetic)", URLs under example.invalid)`];
  }
  const any = await db.selectFrom('documents').select('doc_id').limit(1).executeTakeFirst();
  if (any) return [];
  if (!fs.existsSync(STARTER_DIR)) return [`Library is empty and there is no starter library at ${STARTER_DIR}: import data with \`npm run cli -- import <file or directory>\``];
  const report = await importPaths(db, [STARTER_DIR]);
  const documents = Object.values(report.documents).reduce((a, c) => a + c.inserted + c.updated + c.unchanged, 0);
  const lines = [
    `Library was empty: loaded the starter library from ${STARTER_DIR} (${documents} documents, ${report.sectionsTotal} sections, ${report.records.inserted} Act records of real South African law) in ${(report.ms / 1000).toFixed(1)} s`,
  ];
  if (report.rejected.length) lines.push(`Starter library: ${report.rejected.length} items rejected (run \`npm run cli -- import --starter\` to see them)`);
  return lines;
}
