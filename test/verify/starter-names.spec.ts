import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { starterLibraryTemplate } from '#libs/testing/templates.js';
import { VerifyRepository } from '../../apps/api/src/verify/verify.repository.js';
import { VerifyService } from '../../apps/api/src/verify/verify.service.js';
import { createTestDatabase, onePoolDatabase, testAdminUrl, type TestDatabase } from '../support/database.js';

/**
 * Case names the starter library knows only from the judgments citing them (what a first start
 * serves), each row with its reason. Consolidated matters are cited with every name joined by
 * semicolons; read to the last semicolon only, the library kept the last name, and a citation
 * written with the first was accused. A later judgment's `(No 2)` that no name in the library carries
 * cannot be checked, so those names are not counted as checked.
 */
type Expected = { status: string; names_checked?: boolean; suggestion?: { citation: string } };
const ROWS: Array<[string, string, Expected]> = [
  // Genuine: any one name of a consolidated title agrees
  ['the first of two consolidated names', 'AmaBhungane Centre for Investigative Journalism NPC v Minister of Justice and Correctional Services [2021] ZACC 3.', { status: 'found', names_checked: true }],
  ['the second of two consolidated names', 'Minister of Police v AmaBhungane Centre for Investigative Journalism NPC [2021] ZACC 3', { status: 'found', names_checked: true }],
  ['the first of three, by its law report', 'Dawood v Minister of Home Affairs 2000 (3) SA 936 (CC) on the right to family life.', { status: 'found', names_checked: true }],
  ['the middle of three', 'Shalabi v Minister of Home Affairs [2000] ZACC 8', { status: 'found', names_checked: true }],
  ['a short name of the first of three', 'In Dawood [2000] ZACC 8 the Court held', { status: 'found', names_checked: true }],
  ['the whole consolidated title', 'Dawood v Minister of Home Affairs; Shalabi v Minister of Home Affairs; Thomas v Minister of Home Affairs [2000] ZACC 8', { status: 'found', names_checked: true }],
  ['no number written, against names without one', 'AllPay Consolidated Investment Holdings (Pty) Ltd v Chief Executive Officer, South African Social Security Agency [2014] ZACC 12', { status: 'found', names_checked: true }],
  // A later judgment's number the library's names do not carry: the citation exists, but the number
  // that tells the judgments apart is not checked (the genuine second judgment and the first
  // judgment's citation under the second's name read alike here)
  ['(No 2) on the second judgment, whose names in the library carry no number', 'AllPay Consolidated Investment Holdings (Pty) Ltd v Chief Executive Officer, South African Social Security Agency (No 2) [2014] ZACC 12', { status: 'found', names_checked: false }],
  ['(No 2) on the first judgment\'s citation', 'AllPay Consolidated Investment Holdings (Pty) Ltd v Chief Executive Officer of the South African Social Security Agency (No 2) [2013] ZACC 42; 2014 (1) SA 604 (CC).', { status: 'found', names_checked: false }],
  ['(No 2) where the library knows no second judgment', 'S v Makwanyane (No 2) [1995] ZACC 3.', { status: 'found', names_checked: false }],
  // Wrong: consolidated names do not make every name agree
  ['a party of no consolidated name', 'Dawood v Minister of Safety and Security [2000] ZACC 8', { status: 'mismatch' }],
  ['a consolidated title written with an invented matter', 'S v Rudman; S v Jones 1992 (1) SA 343 (A)', { status: 'mismatch' }],
  ['the consolidated title as the citing judgment writes it', 'S v Rudman and Another; S v Mthwana 1992 (1) SA 343 (A)', { status: 'found', names_checked: true }],
  // An official copy whose record names it otherwise than its header: both names are its own
  ['the record\'s title with a party\'s given names', 'Tshifhiwa Shembry Mutsila v Municipal Gratuity Fund and Another [2025] ZACC 17.', { status: 'found', names_checked: true }],
  ['the header\'s shorter title', 'Mutsila v Municipal Gratuity Fund [2025] ZACC 17.', { status: 'found', names_checked: true }],
  ['the first of the matters the header leaves as "and four other cases"', 'Forge Packaging (Pty) Ltd v Commissioner for the South African Revenue Service [2025] ZACC 2.', { status: 'found', names_checked: true }],
  ['an invented applicant against both titles', 'Dlamini v Municipal Gratuity Fund [2025] ZACC 17.', { status: 'mismatch' }],
  ['an invented matter against the consolidated title', 'Forge Packaging (Pty) Ltd v Minister of Finance [2025] ZACC 2.', { status: 'mismatch' }],
  // One citing judgment misspells a party (`Harsken v Lane N.O.`, [2025] ZACC 20 fn 7); another spells it right
  ['the name as everyone writes it, against the misspelt record', 'Harksen v Lane NO [1997] ZACC 12; 1997 (11) BCLR 1489 (CC); 1998 (1) SA 300 (CC).', { status: 'found', names_checked: true }],
  ['the short name as the citing judgment itself uses it', 'In Harksen [1997] ZACC 12 the Court set out the test.', { status: 'found', names_checked: true }],
  ['the law report, which the two citing judgments name with and without the slip', 'Harksen v Lane NO and Others 1998 (1) SA 300 (CC) at 318E.', { status: 'found', names_checked: true }],
  ['a wrong respondent is still accused', 'Harksen v Minister of Justice [1997] ZACC 12', { status: 'mismatch' }],
  // The tenth audit: a law report under another court than the one the citing judgments write for it
  // (a high court is its seat; a code no row holds agrees with no other): it had been found
  ['a Witwatersrand report (the citing judgment writes W) cited as the Cape\'s', 'Mashazi v African Products Retirement Benefit Provident Fund 2003 (1) SA 629 (C).', { status: 'name_only', suggestion: { citation: '2003 (1) SA 629 (W)' } }],
  ['the same report under its own division', 'Mashazi v African Products Retirement Benefit Provident Fund 2003 (1) SA 629 (W).', { status: 'found', names_checked: true }],
  ['the same report under its division\'s name since 2013: one court', 'Mashazi v African Products Retirement Benefit Provident Fund 2003 (1) SA 629 (GJ).', { status: 'found', names_checked: true }],
  ['a Pretoria report ([2021] ZAGPPHC 127) cited as Johannesburg\'s', 'Absa Bank Limited v Commissioner for the South African Revenue Service 2021 (3) SA 513 (GJ).', { status: 'name_only' }],
  ['a case number\'s prefix where the court stands', 'Carmichele v Minister of Safety and Security 2001 (4) SA 938 (CCT).', { status: 'name_only', suggestion: { citation: '2001 (4) SA 938 (CC)' } }],
  ['a foreign court\'s code for a Supreme Court of Appeal report', 'Oudekraal Estates (Pty) Ltd v City of Cape Town 2004 (6) SA 222 (ECJ).', { status: 'name_only' }],
  ['a Cape report cited as Pretoria\'s (the Transvaal Provincial Division)', 'Secretary for the Interior v Scholtz 1971 (1) SA 633 (T).', { status: 'name_only' }],
  ['the report under its court', 'Oudekraal Estates (Pty) Ltd v City of Cape Town 2004 (6) SA 222 (SCA).', { status: 'found', names_checked: true }],
  ['the Appellate Division\'s code on a report of 2004, when only the Supreme Court of Appeal sat', 'Oudekraal Estates (Pty) Ltd v City of Cape Town 2004 (6) SA 222 (A).', { status: 'name_only', suggestion: { citation: '2004 (6) SA 222 (SCA)' } }],
  ['the Supreme Court of Appeal\'s code on a report of 1981, when the Appellate Division sat', 'S v Sauls 1981 (3) SA 172 (SCA).', { status: 'name_only', suggestion: { citation: '1981 (3) SA 172 (A)' } }],
  ['the Appellate Division\'s code on its own report of 1981', 'S v Sauls 1981 (3) SA 172 (A).', { status: 'found', names_checked: true }],
  // The tenth audit: initials opening with A are a party's (the record had read `M v H M`)
  ['a party by initials run together, against the citing judgment\'s spaced initials', 'AM v HM [2020] ZACC 9; 2020 (8) BCLR 903 (CC).', { status: 'found', names_checked: true }],
  ['other initials are another case', 'AB v CD [2020] ZACC 9.', { status: 'mismatch' }],
  // The tenth audit: a record titled by its `In re` part alone; a citing judgment writes the whole title
  ['the Ex parte part of the title, as the citing judgment writes it', 'Ex parte Chairperson of the Constitutional Assembly [1996] ZACC 26.', { status: 'found', names_checked: true }],
  ['an Ex parte name no text writes for it', 'Ex parte Minister of Safety and Security [1996] ZACC 26.', { status: 'mismatch' }],
  ['the Ex parte part of the title under another court than the judgment\'s', 'Ex parte Chairperson of the Constitutional Assembly 1996 (4) SA 744 (SCA).', { status: 'name_only', suggestion: { citation: '1996 (4) SA 744 (CC)' } }],
  ['a string of cases: the short name after the semicolon is its own case\'s', 'See Khosa v Minister of Social Development; Pridwin 2020 (5) SA 327 (CC).', { status: 'found', names_checked: true }],
  // The tenth audit: respondents listed after semicolons are one case's (the record had been named by the last alone)
  ['the applicant and the first respondent, against a list of respondents', 'National Union of Mineworkers v Free State Consolidated Gold Mines (Operations) Ltd 1996 (1) SA 422 (A) at 448H-I.', { status: 'found', names_checked: true }],
  ['the applicant and the first of three respondents', 'Western Bank Ltd v Meyer 1973 (4) SA 697 (T).', { status: 'found', names_checked: true }],
  ['an invented applicant against a listed respondent', 'Smith v Freddies Mine 1996 (1) SA 422 (A).', { status: 'mismatch' }],
  // Rule 4 by the name nearest the citation: the other matter's neutral citation
  ['a consolidated title on another of its judgments\' citations', 'Minister of Home Affairs v Fourie; Lesbian and Gay Equality Project v Minister of Home Affairs [2005] ZACC 19', { status: 'name_only' }],
];

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

  it.each(ROWS)('%s', async (_reason, text, expected) => {
    const { cases } = await service.verify({ text });
    expect(cases.length).toBeGreaterThan(0);
    expect(cases[0]).toMatchObject(expected);
    if (expected.status !== 'found') expect(cases[0]).not.toHaveProperty('names_checked');
  });
});
