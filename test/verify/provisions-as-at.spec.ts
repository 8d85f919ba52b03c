import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { starterLibraryTemplate } from '#libs/testing/templates.js';
import { VerifyRepository } from '../../apps/api/src/verify/verify.repository.js';
import { VerifyService } from '../../apps/api/src/verify/verify.service.js';
import { createTestDatabase, onePoolDatabase, testAdminUrl, type TestDatabase } from '../support/database.js';
import { provisionEntries } from '../support/provisions.js';

/**
 * Provisions checked as the law stood on `as_at`, on the starter library: the Constitution of 1996
 * (dated 1996-12-18, one version held, of 2013-08-23) and the Consumer Protection Act 68 of 2008
 * (no dated versions, no date). Each row: the text, the date, and what the provision's entry says.
 * By-laws, whose expressions are most of the versions held, are not looked up (their provisions are
 * tied to a name only): one row records it.
 */
type Want = { status: string; version?: object; held_in?: object[]; reason?: RegExp; nearest?: string; quotes?: string[] };
const CONSTITUTION_2013 = { expression_date: '2013-08-23', in_force_from: '2013-08-23' };

describe('provisions checked against the version in force on as_at', () => {
  let t: TestDatabase;
  let service: VerifyService;
  const check = async (text: string, asAt: string | undefined, want: Want) => {
    const [entry, ...more] = provisionEntries(await service.verify({ text, ...(asAt ? { as_at: asAt } : {}) }));
    expect(more).toEqual([]);
    const { reason, quotes, ...rest } = want;
    expect(entry).toMatchObject(rest);
    // (No version named where none was read; no versions listed but with not_in_force.)
    if (!want.version) expect(entry.version).toBeUndefined();
    if (!want.held_in) expect(entry.held_in).toBeUndefined();
    if (reason) expect(entry.reason).toMatch(reason);
    if (quotes) expect(entry.quotes?.map((q) => q.status)).toEqual(quotes);
  };

  beforeAll(async () => {
    t = await createTestDatabase(await starterLibraryTemplate(testAdminUrl()));
    service = new VerifyService(new VerifyRepository(onePoolDatabase(t.db)));
  }, 180_000);
  afterAll(async () => {
    await t?.drop();
  });

  it.each<[string, string, string | undefined, Want]>([
    ['without as_at: the current text, no version named (as before as_at existed)', 'Section 26(3) of the Constitution forbids it.', undefined, { status: 'found' }],
    ['without as_at: an invented subsection stays not_found', 'As section 39(4) of the Constitution requires.', undefined, { status: 'not_found', nearest: 's 39(3)' }],
    ['a date the held version covers: found in it, and the version named', 'Section 26(3) of the Constitution forbids it.', '2020-01-01', { status: 'found', version: CONSTITUTION_2013 }],
    ['the version\'s own date: in force from that day', 'Section 26(3) of the Constitution forbids it.', '2013-08-23', { status: 'found', version: CONSTITUTION_2013 }],
    ['an invented section on a covered date: not_found in that version, with the nearest', 'Section 400 of the Constitution says so.', '2020-01-01', { status: 'not_found', nearest: 's 243', version: CONSTITUTION_2013 }],
    ['a quotation read in the version in force then', 'Section 26(1) of the Constitution provides that "Everyone has the right to have access to adequate housing."', '2020-01-01', { status: 'found', version: CONSTITUTION_2013, quotes: ['found'] }],
    [
      'before the Constitution was made (dated 1996-12-18): not_in_force, with its date',
      'Section 26(3) of the Constitution forbids it.',
      '1990-01-01',
      { status: 'not_in_force', reason: /not yet made on 1990-01-01: it is dated 1996-12-18/ },
    ],
    [
      'made, but older than any version held: the first version held is not the law\'s start, so unchecked, not accused',
      'Section 26(3) of the Constitution forbids it.',
      '2005-01-01',
      { status: 'unchecked', reason: /earliest version .* is of 2013-08-23: its text on 2005-01-01 is not held/ },
    ],
    [
      'a quotation of a provision whose text on the date is not held: unchecked',
      'Section 26(1) of the Constitution provides that "Everyone has the right to have access to adequate housing."',
      '2005-01-01',
      { status: 'unchecked', quotes: ['unchecked'] },
    ],
    ['an Act without dated versions: read in its one text, no version named', 'Section 4 of the Consumer Protection Act 68 of 2008 applies.', '2026-01-01', { status: 'found' }],
    [
      'an Act without a date, on a date before its year: not_in_force',
      'Section 4 of the Consumer Protection Act 68 of 2008 applies.',
      '2000-01-01',
      { status: 'not_in_force', reason: /not yet made on 2000-01-01: it is of 2008/ },
    ],
    ['an Act without a date, in its own year: read in its one text (the day it was made is not known)', 'Section 4 of the Consumer Protection Act 68 of 2008 applies.', '2008-01-01', { status: 'found' }],
    [
      'a by-law\'s section, though the library holds its versions: not checked, by-laws are not looked up (the 2016 version inserts s 4A)',
      'Section 4A of the City of Cape Town Events By-law, 2009 requires a safety officer.',
      '2017-01-01',
      { status: 'unchecked', reason: /not cited by number and year/ },
    ],
  ])('%s', async (_why, text, asAt, want) => {
    await check(text, asAt, want);
  });

  describe('with a second version and a repeal recorded (written into the test library)', () => {
    // An earlier expression of the Constitution, 2012-01-01 to 2013-08-23, without section 26: the
    // real one's sections, less that one. And a repeal of the CPA recorded for 2030-06-30.
    beforeAll(async () => {
      await sql`INSERT INTO document_versions (doc_id, expression_date, in_force_to, title, url, gazette, body, source, content_hash)
                SELECT doc_id, '2012-01-01', expression_date, title, url, gazette, body, source, 'test' FROM document_versions
                 WHERE doc_id = (SELECT doc_id FROM documents WHERE act_number = 108 AND act_year = 1996)`.execute(t.db);
      await sql`INSERT INTO version_sections (doc_id, expression_date, ord, number, heading, ref, text, tsv)
                SELECT doc_id, '2012-01-01', ord, number, heading, ref, text, tsv FROM version_sections
                 WHERE doc_id = (SELECT doc_id FROM documents WHERE act_number = 108 AND act_year = 1996) AND number <> '26'`.execute(t.db);
      await sql`UPDATE documents SET repealed_on = '2030-06-30', repealed_by = 'Act 1 of 2030' WHERE act_number = 68 AND act_year = 2008`.execute(t.db);
    });

    it.each<[string, string, string | undefined, Want]>([
      [
        'a section the version then lacks and a later one has: not_in_force, the version read and the one that has it',
        'Section 26(3) of the Constitution forbids it.',
        '2012-06-01',
        { status: 'not_in_force', version: { expression_date: '2012-01-01', in_force_from: '2012-01-01', in_force_to: '2013-08-23' }, held_in: [{ expression_date: '2013-08-23', in_force_from: '2013-08-23' }], reason: /s 26 is not in the version in force on 2012-06-01 \(from 2012-01-01 to 2013-08-23\); the version from 2013-08-23 has it/ },
      ],
      ['the same section once the version that has it is in force: found', 'Section 26(3) of the Constitution forbids it.', '2014-01-01', { status: 'found', version: CONSTITUTION_2013 }],
      ['a section both versions have, on the earlier one\'s date', 'Section 27(1) of the Constitution applies.', '2012-06-01', { status: 'found', version: { expression_date: '2012-01-01', in_force_from: '2012-01-01', in_force_to: '2013-08-23' } }],
      ['a section no version has: not_found, not not_in_force', 'Section 400 of the Constitution says so.', '2012-06-01', { status: 'not_found', nearest: 's 243', version: { expression_date: '2012-01-01', in_force_from: '2012-01-01', in_force_to: '2013-08-23' } }],
      ['without as_at, the current text as ever: the section is found', 'Section 26(3) of the Constitution forbids it.', undefined, { status: 'found' }],
      ['the day before the recorded repeal: read in its text', 'Section 4 of the Consumer Protection Act 68 of 2008 applies.', '2030-06-29', { status: 'found' }],
      [
        'on the day of the recorded repeal: not_in_force, with when and by what',
        'Section 4 of the Consumer Protection Act 68 of 2008 applies.',
        '2030-06-30',
        { status: 'not_in_force', reason: /repealed on 2030-06-30 by Act 1 of 2030, by 2030-06-30/ },
      ],
    ])('%s', async (_why, text, asAt, want) => {
      await check(text, asAt, want);
    });
  });
});
