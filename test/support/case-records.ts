import path from 'node:path';
import { importPaths } from '#libs/importers/importer.js';
import { sharedDataDir } from '#libs/testing/templates.js';
import { VerifyRepository } from '../../apps/api/src/verify/verify.repository.js';
import { VerifyService } from '../../apps/api/src/verify/verify.service.js';
import { createTestDatabase, onePoolDatabase, type TestDatabase } from './database.js';

/**
 * A database of its own holding the real Constitutional Court case records of ../shared/data/cases
 * (titles, neutral and law-report citations, the cases they cite), and the verify service on it,
 * in process: the library that verification tests add their own texts and records to.
 */
export async function caseRecordsLibrary(): Promise<{ t: TestDatabase; service: VerifyService }> {
  const t = await createTestDatabase();
  const cases = path.join(sharedDataDir(), 'cases');
  const report = await importPaths(t.db, ['zacc_cases_index.csv', 'zacc_cases_constitution_app_HEAD.json', 'zacc_cited_cases_flat.jsonl'].map((f) => path.join(cases, f)));
  if (report.rejected.length) throw new Error(`case records rejected: ${JSON.stringify(report.rejected)}`);
  return { t, service: new VerifyService(new VerifyRepository(onePoolDatabase(t.db))) };
}
