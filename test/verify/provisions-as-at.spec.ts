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
 * By-laws are looked up by the title written with the section; their versions are the library's own
 * expressions of them (../shared/data/bylaws).
 */
type Want = { status: string; version?: object; held_in?: object[]; reason?: RegExp; nearest?: string; quotes?: string[] };
const CONSTITUTION_2013 = { expression_date: '2013-08-23', in_force_from: '2013-08-23' };
const EV = 'Section 4A of the City of Cape Town Events By-law, 2009 requires a safety officer.';

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
    // By-laws, by the title written (the Events By-law: 2009-05-22, versions 2010-12-09 and 2016-08-19, the later inserting s 4A;
    // the Johannesburg Public Road By-laws: the 2011-08-10 version inserts s 7A).
    ['a by-law\'s section without as_at: its current text', EV, undefined, { status: 'found' }],
    ['a by-law\'s inserted section after its insertion: found in that version', EV, '2017-01-01', { status: 'found', version: { expression_date: '2016-08-19', in_force_from: '2016-08-19' } }],
    [
      'the same section before its insertion: not_in_force, with the version that has it',
      EV,
      '2012-06-30',
      { status: 'not_in_force', version: { expression_date: '2010-12-09', in_force_from: '2010-12-09', in_force_to: '2016-08-19' }, held_in: [{ expression_date: '2016-08-19', in_force_from: '2016-08-19' }] },
    ],
    ['a section both versions have, on the earlier one\'s date', 'Section 6 of the City of Cape Town Events By-law sets the criteria.', '2012-06-30', { status: 'found', version: { expression_date: '2010-12-09', in_force_from: '2010-12-09', in_force_to: '2016-08-19' } }],
    ['a section no version has: not_found in the version then', 'Section 99 of the City of Cape Town Events By-law sets the criteria.', '2012-06-30', { status: 'not_found', version: { expression_date: '2010-12-09', in_force_from: '2010-12-09', in_force_to: '2016-08-19' } }],
    ['made (2009-05-22) but older than its first version held: unchecked', EV, '2009-06-01', { status: 'unchecked', reason: /earliest version .* is of 2010-12-09/ }],
    ['before the by-law was made: not_in_force', EV, '2005-01-01', { status: 'not_in_force', reason: /not yet made on 2005-01-01: it is dated 2009-05-22/ }],
    [
      'a by-law titled in the plural, its section inserted by the fourth version: not_in_force six weeks before',
      'Section 7A of the Public Road and Miscellaneous By-laws applies.',
      '2011-07-01',
      { status: 'not_in_force', held_in: [{ expression_date: '2011-08-10', in_force_from: '2011-08-10' }], version: { expression_date: '2011-06-29', in_force_from: '2011-06-29', in_force_to: '2011-08-10' } },
    ],
    ['the by-law named by the word alone: no by-law is named', 'In terms of section 7A of the By-law, the operator must apply.', '2011-07-01', { status: 'unchecked' }],
    ['a by-law the library does not hold: unchecked, not accused', 'Section 4 of the City of Tshwane Street Trading By-law applies.', '2020-01-01', { status: 'unchecked', reason: /no by-law the library holds/ }],
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
