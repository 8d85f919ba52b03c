import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { starterLibraryTemplate } from '#libs/testing/templates.js';
import { VerifyRepository } from '../../apps/api/src/verify/verify.repository.js';
import { VerifyService } from '../../apps/api/src/verify/verify.service.js';
import { createTestDatabase, onePoolDatabase, testAdminUrl, type TestDatabase } from '../support/database.js';
import { rows } from '../rows/rows.js';

/**
 * Case names the starter library knows only from the judgments citing them (what a first start
 * serves), each row with its reason. Consolidated matters are cited with every name joined by
 * semicolons; read to the last semicolon only, the library kept the last name, and a citation
 * written with the first was accused. A later judgment's `(No 2)` that no name in the library carries
 * cannot be checked, so those names are not counted as checked. The rows: test/rows/lookup/starter-names.jsonl.
 */
type Expected = { status: string; names_checked?: boolean; suggestion?: { citation: string } };
const ROWS = rows<Expected>('lookup/starter-names', 'starter name');

describe('names known from citing judgments, in the starter library', () => {
  let t: TestDatabase;
  let service: VerifyService;
  beforeAll(async () => {
    t = await createTestDatabase(await starterLibraryTemplate(testAdminUrl()));
    service = new VerifyService(new VerifyRepository(onePoolDatabase(t.db)));
  }, 120_000);
  afterAll(async () => {
    await t?.drop();
  });

  it.each(ROWS)('%s', async (_title, { text, expect: expected }) => {
    const { cases } = await service.verify({ text });
    expect(cases.length).toBeGreaterThan(0);
    expect(cases[0]).toMatchObject(expected);
    if (expected.status !== 'found') expect(cases[0]).not.toHaveProperty('names_checked');
  });
});
