import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { LibraryRepository } from '#libs/library/library.repository.js';
import type { VerifyService } from '../../apps/api/src/verify/verify.service.js';
import { caseRecordsLibrary } from '../support/case-records.js';
import type { TestDatabase } from '../support/database.js';
import { rows } from '../rows/rows.js';
import { describeShared } from '../support/shared.js';

/**
 * Citations as people write them, genuine and wrong, each row with the reason it is there. The
 * library: the real Constitutional Court case records, a judgment held with its text (citing a case
 * the library holds no record of), coverage records and Act records added here. The first entry of
 * the kind the row names is compared. The rows are the lookup stage's, in test/rows/lookup/ (one a
 * line, test/rows/README.md); the runners are here.
 */

type Expected = { status: string; names_checked?: boolean; matched_title?: string; suggestion?: { citation: string } };
// (reason, text, expected first case entry): test/rows/lookup/cases.jsonl
const CASE_ROWS = rows<Expected>('lookup/cases', 'case');

type ActExpected = { status: string; matched_title?: string; cited?: string };
// (reason, text, expected first Act entry): test/rows/lookup/acts.jsonl
const ACT_ROWS = rows<ActExpected>('lookup/acts', 'Act');

// Rows that must not find any citation at all: test/rows/lookup/nothing.jsonl
const NOTHING_ROWS = rows('lookup/nothing', 'nothing');

describeShared('verification on prose as people write it', () => {
  let t: TestDatabase;
  let service: VerifyService;

  beforeAll(async () => {
    ({ t, service } = await caseRecordsLibrary());
    const library = new LibraryRepository(t.db);
    // An official copy (test text) citing a case the library holds no record of, with its parallels.
    await library.saveDocument({
      key: 'test/zacc/2031/1',
      type: 'judgment',
      title: 'Test Applicant v Test Respondent',
      citation: '[2031] ZACC 1',
      url: 'https://example.invalid/zacc/2031/1',
      text:
        '[1] The delay rule was applied.\n13 Khumalo and Another v Member of the Executive Council for Education: KwaZulu Natal [2013] ZACC 49; 2014 (3) BCLR 333 (CC); 2014 (5) SA 579 (CC).\n[2] The appeal is upheld.\n',
      source: 'test',
    });
    await library.saveDocument({
      key: 'test/zacc/2031/2',
      type: 'judgment',
      title: 'Second Applicant v Second Respondent',
      citation: '[2031] ZACC 2',
      url: 'https://example.invalid/zacc/2031/2',
      text: '[1] See Phillips v Director of Public Prosecutions [2003] ZACC 1; and Minister of Home Affairs v National Institute for Crime Prevention and the Re-Integration of Offenders (NICRO) [2004] ZACC 10.\n[2] Dismissed.\n',
      source: 'test',
    });
    // A case cited by a short name only: the record knows one of its parties at most.
    await library.saveDocument({
      key: 'test/zacc/2031/3',
      type: 'judgment',
      title: 'Third Applicant v Third Respondent',
      citation: '[2031] ZACC 3',
      url: 'https://example.invalid/zacc/2031/3',
      text: '[1] The rule in Freddies Mine 1996 (1) SA 422 (A) applies.\n[2] Dismissed.\n',
      source: 'test',
    });
    await library.saveCoverage({ court: 'ZACC', year: 2031, judgments: 40, source: 'test' });
    await library.saveCoverage({ court: 'SA', year: 2030, source: 'test' });
    const acts: Array<[number, number, string, boolean?]> = [
      [71, 2008, 'Companies Act'],
      [61, 1973, 'Companies Act', true],
      [32, 2000, 'Local Government: Municipal Systems Act'],
      [10, 2004, 'National Environmental Management: Biodiversity Act'],
      [4, 2013, 'Protection of Personal Information Act'],
      [4, 2012, 'Test Fixture Matters Act'],
      [3, 2000, 'Promotion of Administrative Justice Act'],
      [2, 2000, 'Promotion of Access to Information Act'],
      [108, 1996, 'Constitution of the Republic of South Africa'],
      [32, 2007, 'Criminal Law (Sexual Offences and Related Matters) Amendment Act'],
      [19, 1998, 'Prevention of Illegal Eviction from and Unlawful Occupation of Land Act'],
      [38, 2005, "Children's Act"],
      [53, 2003, 'Broad-Based Black Economic Empowerment Act'],
      [107, 1978, 'Fund-raising Act'],
      [6, 2013, 'Co-operatives Amendment Act'],
      [140, 1992, 'Drugs and Drug Trafficking Act'],
      [7, 2013, 'Prevention and Combating of Trafficking in Persons Act'],
      [18, 2008, 'Prohibition or Restriction of Certain Conventional Weapons Act'],
      [205, 1993, 'Regulation of Gatherings Act'],
      [6, 2012, 'Criminal Law (Sexual Offences and Related Matters) Amendment Act Amendment Act'],
      [36, 1947, 'Fertilizers, Farm Feeds, Agricultural Remedies and Stock Remedies Act'],
      [54, 1972, 'Foodstuff Cosmetics and Disinfectants Act'],
      [20, 2012, 'Repeal of the Black Administration Act and Amendment of Certain Laws Amendment Act'],
    ];
    for (const [number, year, title, repealed] of acts) await library.saveActRecord({ number, year, title, ...(repealed ? { repealed } : {}), source: 'test' });
  }, 120_000);
  afterAll(async () => {
    await t?.drop();
  });

  it('holds at least 150 rows', () => {
    expect(CASE_ROWS.length + ACT_ROWS.length + NOTHING_ROWS.length).toBeGreaterThanOrEqual(150);
  });

  it.each(CASE_ROWS)('%s', async (_title, { text, expect: expected }) => {
    const { cases } = await service.verify({ text });
    expect(cases.length).toBeGreaterThan(0);
    expect(cases[0]).toMatchObject(expected);
    if (expected.status !== 'found') expect(cases[0]).not.toHaveProperty('names_checked');
  });

  it.each(ACT_ROWS)('%s', async (_title, { text, expect: expected }) => {
    const { acts } = await service.verify({ text });
    expect(acts.length).toBeGreaterThan(0);
    expect(acts[0]).toMatchObject(expected);
  });

  it.each(NOTHING_ROWS)('%s', async (_title, { text }) => {
    expect(await service.verify({ text })).toEqual({ cases: [], acts: [] });
  });

  it('looks each name up once: every citation written with it gets name_only, and a name from an official text skips the citation it was written with', async () => {
    const text = 'Hotz v University of Cape Town [2017] ZACC 98. Hotz v University of Cape Town [2017] ZACC 97. Khumalo v MEC for Education, KwaZulu-Natal [2013] ZACC 48. Khumalo v MEC for Education, KwaZulu-Natal [2013] ZACC 47.';
    const { cases } = await service.verify({ text });
    expect(cases.map((c) => c.status)).toEqual(['name_only', 'name_only', 'name_only', 'name_only']);
    expect(cases[2].matched_title).toBe(cases[3].matched_title);
  });

  it('looks up the names of the first 60 citations that do not resolve, in text order, and no more', async () => {
    // 60 distinct invented names first (none in the library), then a name the library knows: past the
    // budget, unchecked (as a citation the library cannot place) instead of name_only. A text of 750
    // invented names ran a look-up each and held a connection for the statement timeout.
    const invented = Array.from({ length: 60 }, (_, n) => `Zyx${n} v Qwv${n} [2031] ZACC ${n + 4}.`).join(' ');
    const { cases } = await service.verify({ text: `${invented} Hotz v University of Cape Town [2017] ZACC 98. Qqx v Wwz [2031] ZACC 64.` });
    expect(cases).toHaveLength(62);
    expect(cases[60].status).toBe('unchecked');
    // A covered court-year's number past its last judgment: not_found once its names were searched
    // (cases[59]), unchecked when they never were (rule 4 untried).
    expect(cases[59].status).toBe('not_found');
    expect(cases[61].status).toBe('unchecked');
    const { cases: alone } = await service.verify({ text: 'Hotz v University of Cape Town [2017] ZACC 98.' });
    expect(alone[0].status).toBe('name_only');
  });

  // (reason, text, every case entry's status) Records written citation first: the name after a citation is
  // that citation's, never the next one's (the second review: each second citation had been confirmed by
  // the first record's name).
  it.each(rows('lookup/citation-first', 'citation first'))('%s', async (_title, { text }) => {
    const { cases } = await service.verify({ text });
    expect(cases.map((c) => c.cited)).toEqual(['[2001] ZACC 22', '[1997] ZACC 6']);
    for (const c of cases) expect(c).not.toMatchObject({ status: 'found', names_checked: true });
  });

  it('records written name first keep each record\'s name', async () => {
    const text = 'Case: Carmichele v Minister of Safety and Security\nCitation: [2001] ZACC 22\n\nCase: Smith v Minister of Safety and Security\nCitation: [1997] ZACC 6';
    const { cases } = await service.verify({ text });
    expect(cases.map((c) => [c.status, c.names_checked])).toEqual([['found', true], ['mismatch', undefined]]);
  });

  // (reason, text, every case entry's status) Parallels as writers set them out: each member checked against the group's names.
  it.each(rows<string[]>('lookup/parallels', 'parallel'))('%s', async (_title, { text, expect: statuses }) => {
    const { cases } = await service.verify({ text });
    expect(cases.map((c) => c.status)).toEqual(statuses);
  });

  // (reason, text, every case entry's [status, names_checked]) String citations (the fourteenth audit): a
  // short name after `and` following a citation is the next case's, not a fragment of a name cut off.
  it.each(rows<Array<[string, boolean | undefined]>>('lookup/string-citations', 'string citations'))('%s', async (_title, { text, expect: expected }) => {
    const { cases } = await service.verify({ text });
    expect(cases.map((c) => [c.status, c.names_checked])).toEqual(expected);
  });

  it('a footnote mark after a citation never joins its number (`[2001] ZACC 2<sup>2</sup>` is not [2001] ZACC 22)', async () => {
    const text = 'Carmichele v Minister of Safety and Security [2001] ZACC 2<sup>2</sup>';
    const { cases } = await service.verify({ text });
    expect(cases.map((c) => c.cited)).toEqual(['[2001] ZACC 2']);
    expect(cases[0].status).not.toBe('found');
  });

  it('a soft hyphen before the semicolon keeps a parallel group whole: both members are checked against the names', async () => {
    // Cut at the soft hyphen, the second member had no names and was confirmed.
    const { cases } = await service.verify({ text: 'Nkosi v Minister of Finance [2020] ZACC 12\u00ad; 2020 (9) BCLR 1029 (CC).' });
    expect(cases.map((c) => c.status)).toEqual(['mismatch', 'mismatch']);
  });

  it('reports spans and citations as they stand in the text sent, whatever was cleaned', async () => {
    const text = 'Con\u00adsumer Protection Act 68 of 2008; \u{1d412} v Makwanyane \uff3b1995\uff3d ZA\u200bCC 3; AB v Pridwin [2020]\u200bZACC\u200b12 and the Compa-\nnies Act 71 of 2008.';
    const { cases, acts } = await service.verify({ text });
    for (const entry of [...cases, ...acts]) expect(text.slice(entry.start, entry.end)).toBe(entry.cited);
    expect(cases.map((c) => c.cited)).toEqual(['\uff3b1995\uff3d ZA\u200bCC 3', '[2020]\u200bZACC\u200b12']);
    expect(acts.map((a) => a.cited)).toEqual(['Con\u00adsumer Protection Act 68 of 2008', 'Compa-\nnies Act 71 of 2008']);
  });
});

describeShared('names never leak between citations', () => {
  it('a province named in one Act title is not carried into the next Act', async () => {
    const { extractCitations } = await import('#libs/citations/extract.js');
    const { acts } = extractCitations('the Western Cape Land Use Planning Act 3 of 2014 and Act 3 of 2000');
    expect(acts.map((a) => [a.cited, a.provincial])).toEqual([
      ['Western Cape Land Use Planning Act 3 of 2014', true],
      ['Act 3 of 2000', false],
    ]);
  });
});

describeShared('suggestions: the citation the writer probably meant', () => {
  let t: TestDatabase;
  let service: VerifyService;
  beforeAll(async () => {
    ({ t, service } = await caseRecordsLibrary());
    await new LibraryRepository(t.db).saveCoverage({ court: 'ZACC', year: 2031, judgments: 40, source: 'test' });
  }, 120_000);
  afterAll(async () => {
    await t?.drop();
  });

  // (reason, text, expected suggestion and related citations, or null). A suggestion is of the same
  // court and year only; a judgment of another court or year is related, never suggested.
  it.each(rows<{ suggestion?: { citation: string; title: string }; related?: string[] }>('lookup/suggestions', 'suggestion'))('%s', async (_title, { text, expect: expected }) => {
    const { cases } = await service.verify({ text });
    expect(cases[0].suggestion).toEqual(expected?.suggestion);
    expect(cases[0].related?.map((r) => r.citation)).toEqual(expected?.related);
  });
});
