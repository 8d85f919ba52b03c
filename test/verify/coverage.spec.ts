import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { LibraryRepository } from '#libs/library/library.repository.js';
import { LawsAfricaRepository } from '#libs/sync/laws-africa.repository.js';
import type { VerifyService } from '../../apps/api/src/verify/verify.service.js';
import { caseRecordsLibrary } from '../support/case-records.js';
import type { TestDatabase } from '../support/database.js';
import { describeShared, SHARED_DATA } from '../support/shared.js';

/**
 * Verification rules version 3: Acts `not_found` only in a year whose Acts the library covers, a
 * `reason` on every `unchecked`, and `name_only` (and suggestions) only within the citation's court
 * and year, other judgments between the parties given as `related`. The library: the real
 * Constitutional Court case records, with Act records, Act coverage and a Laws.Africa sync added here.
 */

let t: TestDatabase;
let service: VerifyService;

/** A finished, complete sync of the national place that imported Acts 1 and 2 of 2018. */
async function completeSyncOf2018(library: LibraryRepository): Promise<void> {
  const sync = new LawsAfricaRepository(t.db);
  for (const number of [1, 2]) {
    const key = `/akn/za/act/2018/${number}`;
    await library.saveDocument({ key, type: 'act', title: `Synced Act ${number}`, url: `https://example.invalid${key}`, act_number: number, act_year: 2018, text: 'Text.', source: 'test' });
    await sync.saveState({
      frbr_uri: key, place: 'za', url: `https://example.invalid${key}`, expression_frbr_uri: null, updated_at: '2026-01-01', title: `Synced Act ${number}`,
      doc_key: key, status: 'imported', reason: null, repeal: null, amendments: [], commenced: null, commencement_date: null,
      publication_name: null, publication_number: null, publication_date: null,
    });
  }
  await sync.whileRunning('https://example.invalid', ['za'], undefined, (run) => sync.finishRun(run, { listed: 2, added: 2, changed: 0, unchanged: 0, refused: 0 }, []));
  // A later run that listed only works updated since a date is no complete list: 2019's Act it brought is not covered.
  const partial = await sync.whileRunning('https://example.invalid', ['za'], '2026-01-01', async (run) => {
    await sync.finishRun(run, { listed: 1, added: 1, changed: 0, unchanged: 0, refused: 0 }, []);
    return run;
  });
  const key = '/akn/za/act/2019/1';
  await library.saveDocument({ key, type: 'act', title: 'Synced Act 1', url: `https://example.invalid${key}`, act_number: 1, act_year: 2019, text: 'Text.', source: 'test' });
  await sync.saveState({
    frbr_uri: key, place: 'za', url: `https://example.invalid${key}`, expression_frbr_uri: null, updated_at: '2026-01-01', title: 'Synced Act 1',
    doc_key: key, status: 'imported', reason: null, repeal: null, amendments: [], commenced: null, commencement_date: null,
    publication_name: null, publication_number: null, publication_date: null,
  });
  await sql`UPDATE laws_africa_syncs SET places = ARRAY['za'] WHERE sync_id = ${partial}`.execute(t.db);
}

beforeAll(async () => {
  if (!SHARED_DATA) return;
  ({ t, service } = await caseRecordsLibrary());
  const library = new LibraryRepository(t.db);
  // 2015: a record of the year's count (3), every number held: covered.
  await library.saveActCoverage({ year: 2015, acts: 3, source: 'test' });
  for (const number of [1, 2, 3]) await library.saveActRecord({ number, year: 2015, title: `Test Act ${number}`, source: 'test' });
  await library.saveActRecord({ number: 2, year: 2015, title: 'Public Audit Act', source: 'test' });
  // 2016: a count of 3, number 3 missing: not covered.
  await library.saveActCoverage({ year: 2016, acts: 3, source: 'test' });
  for (const number of [1, 2]) await library.saveActRecord({ number, year: 2016, title: `Test Act ${number}`, source: 'test' });
  // 2017: Acts held, no count: not covered.
  await library.saveActRecord({ number: 1, year: 2017, title: 'Financial Sector Regulation Act', source: 'test' });
  await library.saveActRecord({ number: 71, year: 2008, title: 'Companies Act', source: 'test' });
  await library.saveActRecord({ number: 4, year: 2013, title: 'Protection of Personal Information Act', source: 'test' });
  await completeSyncOf2018(library);
  await library.saveCoverage({ court: 'ZACC', year: 2031, judgments: 40, source: 'test' });
}, 120_000);
afterAll(async () => {
  await t?.drop();
});

type ActExpected = { status: string; reason?: RegExp };
// (reason for the row, text, expected first Act entry)
const ACT_ROWS: Array<[string, string, ActExpected]> = [
  ['a number past the recorded count of a covered year', 'the Imaginary Things Act 99 of 2015', { status: 'not_found' }],
  ['a name and year matching nothing in a covered year', 'the Imaginary Things Act, 2015', { status: 'not_found' }],
  ['a number held under another name, in a covered year', 'the Imaginary Things Act 1 of 2015', { status: 'not_found' }],
  ['a number alone past the count of a covered year', 'Act 4 of 2015', { status: 'not_found' }],
  ['a year held completely by a complete national sync', 'the Imaginary Things Act 5 of 2018', { status: 'not_found' }],
  ['a name and year matching nothing, in a synced year', 'the Imaginary Things Act, 2018', { status: 'not_found' }],
  ['a count recorded, one number of it not held', 'the Imaginary Things Act 99 of 2016', { status: 'unchecked', reason: /holds 2 of 2016's 3 Acts, not all of them/ }],
  ['Acts held, no count recorded', 'the Imaginary Things Act 5 of 2017', { status: 'unchecked', reason: /holds 1 of 2017's Acts and no complete list of them/ }],
  ['nothing held of the year', 'the Labour Relations Act 66 of 1995', { status: 'unchecked', reason: /holds none of 1995's Acts and no complete list/ }],
  ['a sync that listed only recent changes is no complete list', 'the Imaginary Things Act 5 of 2019', { status: 'unchecked', reason: /holds 1 of 2019's Acts and no complete list/ }],
  ['a number held under another name, in a year not covered', 'the Imaginary Things Act 71 of 2008', { status: 'unchecked', reason: /^Act 71 of 2008 is the Companies Act; the library holds 1 of 2008's Acts/ }],
  ['a short title and year in a year not covered', 'the Imaginary Things Act, 2017', { status: 'unchecked', reason: /Government Gazette or the official consolidation/ }],
  ['a self-contradicting citation in a year not covered', 'the Imaginary Things Act, 2017 (Act No. 1 of 1973)', { status: 'unchecked', reason: /the short title's year \(2017\) and the number's year \(1973\) differ/ }],
  ['found is found whatever the coverage', 'the Financial Sector Regulation Act 1 of 2017', { status: 'found' }],
];

describeShared('Acts: not_found only where the library covers the year', () => {
  it.each(ACT_ROWS)('%s', async (_reason, text, expected) => {
    const { acts } = await service.verify({ text });
    expect(acts[0].status).toBe(expected.status);
    if (expected.reason) expect(acts[0].reason).toMatch(expected.reason);
    if (acts[0].status !== 'unchecked') expect(acts[0]).not.toHaveProperty('reason');
    // The advice for an Act is never the law reports.
    expect(acts[0].reason ?? '').not.toMatch(/law reports/);
  });
});

// (reason for the row, text, kind of entry, the reason it must give)
const REASON_ROWS: Array<[string, string, 'cases' | 'acts', RegExp]> = [
  ['a court-year holding few judgments', 'Smith v Jones [2019] ZACC 99', 'cases', /^\[2019\] ZACC: the library holds \d+ of that year's judgments, up to number \d+, and no count of them/],
  ['a court the library holds nothing of', 'Smith v Jones [2019] ZAXYZ 4', 'cases', /^\[2019\] ZAXYZ: the library holds none of that year's judgments/],
  ['a law-report series-year no record maps', 'Smith v Jones 2021 (5) SA 999 (CC)', 'cases', /^the SA series is not mapped by the library for 2021/],
  ['the SATC series', 'Smith v Jones (2019) 81 SATC 1', 'cases', /the SATC series is not mapped by the library/],
  ['a volume and page without a year', 'as held in 82 SATC 73 at 80', 'cases', /a form the library does not key/],
  ['a JOL citation', 'Smith v Jones [2005] JOL 13960 (CC)', 'cases', /the JOL series is not mapped/],
  ['an old series the service cannot key', 'Rex v Smith 1934 AD 167', 'cases', /a form the library does not key/],
  ['a case of the court and year not held, without names', 'See [2019] ZAGPJHC 512.', 'cases', /^\[2019\] ZAGPJHC: the library holds/],
  ['a case of another year between the same parties', 'NDPP v Zuma [2009] ZASCA 1', 'cases', /^\[2009\] ZASCA: the library holds/],
  ['a provincial enactment', 'the Western Cape Land Use Planning Act 3 of 2014', 'acts', /^a provincial enactment: the library holds national Acts only/],
  ['an Act before the Union', 'Act 12 of 1898', 'acts', /^an enactment of 1898, before the Union: the library holds national Acts from 1910 on/],
  ['an Act of a year not covered', 'the Labour Relations Act 66 of 1995', 'acts', /^the library holds none of 1995's Acts and no complete list of them: check the Government Gazette or the official consolidation$/],
  ['an acronym spelling an Act of another year', 'POPIA (Act 5 of 2017)', 'acts', /^the acronym spells the Protection of Personal Information Act \(Act 4 of 2013\); the library holds 1 of 2017's Acts/],
];

describeShared('every unchecked entry says why', () => {
  it.each(REASON_ROWS)('%s', async (_reason, text, kind, reason) => {
    const body = await service.verify({ text });
    const entry = body[kind][0];
    expect(entry.status).toBe('unchecked');
    expect(entry.reason).toMatch(reason);
  });

  it('no unchecked entry without a reason, in a text of every kind', async () => {
    const text = REASON_ROWS.map(([, t]) => t).join('. ');
    const body = await service.verify({ text });
    const unchecked = [...body.cases, ...body.acts].filter((e) => e.status === 'unchecked');
    expect(unchecked.length).toBeGreaterThanOrEqual(10);
    for (const e of unchecked) expect(e.reason).toEqual(expect.any(String));
  });
});

type NameExpected = { status: string; matched_title?: RegExp; related?: string[] };
// (reason for the row, text, expected first case entry). Rule 4 only within the court and year.
const NAME_ROWS: Array<[string, string, NameExpected]> = [
  ['the same court, an invented number of the same year', 'Hotz v University of Cape Town [2017] ZACC 99', { status: 'name_only', matched_title: /^Hotz/ }],
  ['the same court and year by a report', 'Hotz v University of Cape Town 2017 (9) SA 999 (CC)', { status: 'name_only', matched_title: /^Hotz/ }],
  ['a report of the year after the judgment', 'AB v Pridwin 2021 (1) SA 999 (CC)', { status: 'name_only', matched_title: /Pridwin/ }],
  ['a neutral citation of the year after: another judgment', 'AB v Pridwin [2021] ZACC 999', { status: 'unchecked', related: ['[2020] ZACC 12'] }],
  ['another court, the same year', 'Hotz v University of Cape Town [2017] ZASCA 99', { status: 'unchecked', related: ['[2017] ZACC 10'] }],
  ['another court by a report', 'Hotz v University of Cape Town 2017 (9) SA 999 (SCA)', { status: 'unchecked', related: ['[2017] ZACC 10'] }],
  ['another year, a court-year the library covers: not_found with related', 'Hotz v University of Cape Town [2031] ZACC 7', { status: 'not_found', related: ['[2017] ZACC 10'] }],
  ['NDPP v Zuma in the SCA is not Thint v NDPP in the Constitutional Court', 'NDPP v Zuma [2009] ZASCA 1; 2009 (2) SA 277 (SCA)', { status: 'unchecked', related: ['[2008] ZACC 13'] }],
  ['the parallel report of the same group', 'NDPP v Zuma [2009] ZASCA 1; 2009 (2) SA 277 (SCA)', { status: 'unchecked' }],
  ['a report two years after the judgment', 'AB v Pridwin 2022 (1) SA 999 (CC)', { status: 'unchecked', related: ['[2020] ZACC 12'] }],
  ['a report of the year before the judgment', 'AB v Pridwin 2019 (1) SA 999 (CC)', { status: 'unchecked', related: ['[2020] ZACC 12'] }],
  ['invented names: nothing related', 'Smith v Jones [2019] ZASCA 1', { status: 'unchecked' }],
];

describeShared('name_only within the court and year; other judgments between the parties related', () => {
  it.each(NAME_ROWS)('%s', async (_reason, text, expected) => {
    const { cases } = await service.verify({ text });
    const entry = _reason === 'the parallel report of the same group' ? cases[1] : cases[0];
    expect(entry.status).toBe(expected.status);
    if (expected.matched_title) expect(entry.matched_title).toMatch(expected.matched_title);
    if (expected.related) expect(entry.related?.map((r) => r.citation)).toEqual(expect.arrayContaining(expected.related));
    if (expected.status !== 'name_only') expect(entry).not.toHaveProperty('matched_title');
    // Never a suggestion of another court or year.
    if (entry.suggestion) expect(entry.suggestion.citation).not.toMatch(expected.related?.[0] ?? /^$/);
    for (const r of entry.related ?? []) expect(r).toEqual({ citation: expect.any(String), title: expect.any(String), court: expect.any(String), year: expect.any(Number) });
  });
});
