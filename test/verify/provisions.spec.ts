import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { starterLibraryTemplate } from '#libs/testing/templates.js';
import { VerifyRepository } from '../../apps/api/src/verify/verify.repository.js';
import { PROVISION_LOOKUPS } from '../../apps/api/src/verify/verify.provisions.js';
import { VerifyService } from '../../apps/api/src/verify/verify.service.js';
import { createTestDatabase, onePoolDatabase, testAdminUrl, type TestDatabase } from '../support/database.js';
import { rows } from '../rows/rows.js';
import { provisionEntries } from '../support/provisions.js';

/**
 * Provision citations checked against the starter library's texts (the Constitution of 1996 and the
 * Consumer Protection Act 68 of 2008, both divided into sections): each row's provision entries, in
 * text order, under their Acts and untied alike. The rows are in test/rows/lookup/provisions.jsonl.
 */

type Expected = Array<{ provision: string; status: string; nearest?: string; quotes?: string[] }>;
// (reason, text, every provision entry in text order): test/rows/lookup/provisions.jsonl
const PROVISION_ROWS = rows<Expected>('lookup/provisions', 'provision');

describe('provisions checked against the library\u2019s texts', () => {
  let t: TestDatabase;
  let service: VerifyService;

  beforeAll(async () => {
    t = await createTestDatabase(await starterLibraryTemplate(testAdminUrl()));
    service = new VerifyService(new VerifyRepository(onePoolDatabase(t.db)));
  }, 180_000);
  afterAll(async () => {
    await t?.drop();
  });

  it.each(PROVISION_ROWS)('%s', async (_name, row) => {
    const body = await service.verify({ text: row.text });
    const got = provisionEntries(body).map((p) => ({
      provision: p.provision,
      status: p.status,
      ...(p.nearest ? { nearest: p.nearest } : {}),
      ...(p.quotes ? { quotes: p.quotes.map((q) => q.status) } : {}),
    }));
    expect(got).toEqual(row.expect);
  });

  it(`looks up the first ${PROVISION_LOOKUPS} distinct parts of a text, and says the rest were not`, async () => {
    const numbers = Array.from({ length: 243 }, (_, i) => i + 1);
    const body = await service.verify({ text: `sections ${numbers.join(', ')} of the Constitution` });
    const entries = provisionEntries(body);
    expect(entries.length).toBe(243);
    expect(entries.slice(0, PROVISION_LOOKUPS).every((p) => p.status === 'found')).toBe(true);
    expect(entries.slice(PROVISION_LOOKUPS).map((p) => p.status)).toEqual(Array(243 - PROVISION_LOOKUPS).fill('unchecked'));
    expect(entries[PROVISION_LOOKUPS].reason).toMatch(/more than 200 provisions/);
  });
});
