import { describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { extractActs, extractCases } from '#libs/citations/extract.js';
import { normalizeCitation } from '#libs/citations/normalize.js';
import { citedGroupsInText } from '#libs/library/library.repository.js';
import { sharedDataDir } from '#libs/testing/templates.js';

const cases = path.join(sharedDataDir(), 'cases');

/** Rows from the real data: each citing string, with the citations its record lists, in text order. */
function realRows(): Array<[string, string[]]> {
  const rows: Array<[string, string[]]> = [];
  // Citations the record lists that are malformed in the source itself (`2003 (3) SA (1) (CC)`: no
  // page) cannot be keyed and are left out of the expectation.
  const order = (text: string, cites: string[]) =>
    [...new Set(cites)].filter((c) => c && text.includes(c) && normalizeCitation(c)).sort((a, b) => text.indexOf(a) - text.indexOf(b));
  for (const line of fs.readFileSync(path.join(cases, 'zacc_cited_cases_flat.jsonl'), 'utf8').split('\n').filter(Boolean)) {
    const r = JSON.parse(line) as { cited: string; neutral_citation?: string; reported?: string[] };
    rows.push([r.cited, order(r.cited, [r.neutral_citation ?? '', ...(r.reported ?? [])])]);
  }
  const csv = fs.readFileSync(path.join(cases, 'zacc_cases_index.csv'), 'utf8').split('\n').slice(1).filter(Boolean);
  for (const line of csv) {
    const title = /^[^,]*,("(?:[^"]|"")*"|[^,]*)/.exec(line)![1].replace(/^"|"$/g, '').replace(/""/g, '"');
    const cells = line.slice(line.indexOf(title) + title.length).split(',');
    const neutral = cells[1] ?? '';
    const reported = (cells[2] ?? '').split('|').map((s) => s.trim());
    rows.push([title, order(title, [neutral, ...reported])]);
  }
  return rows.filter(([, cites]) => cites.length > 0);
}

describe('case citations in the real data', () => {
  const rows = realRows();

  it('draws well over 150 rows from the real records', () => {
    expect(rows.length).toBeGreaterThan(300);
  });

  // Each row: a real citing string and the citations its record lists for it, in text order.
  it.each(rows)('%s', (text, expected) => {
    const found = extractCases(text).map((c) => c.cited);
    expect(found).toEqual(expect.arrayContaining(expected));
    expect([...new Set(found.filter((c) => expected.includes(c)))]).toEqual(expected);
    // every member of the group is keyed, so the library can be asked about it
    for (const c of extractCases(text).filter((x) => expected.includes(x.cited))) expect(c.norm).toBeDefined();
  });
});

type CaseRow = [string, string, Array<{ cited: string; norm?: string; group?: number; parties?: string }>];

// (label, text, expected citations): forms written by hand, one row per form or trap.
const CASE_ROWS: CaseRow[] = [
  ['neutral, Constitutional Court', 'S v Makwanyane [1995] ZACC 3', [{ cited: '[1995] ZACC 3', norm: '1995 ZACC 3', parties: 'S v Makwanyane' }]],
  ['neutral, SCA', 'Minister of Safety and Security v Van Duivenboden [2002] ZASCA 79', [{ cited: '[2002] ZASCA 79', norm: '2002 ZASCA 79', parties: 'Minister of Safety and Security v Van Duivenboden' }]],
  ['neutral, Gauteng Johannesburg', 'X v Y [2021] ZAGPJHC 123', [{ cited: '[2021] ZAGPJHC 123', norm: '2021 ZAGPJHC 123' }]],
  ['neutral, Western Cape', 'A v B [2019] ZAWCHC 7', [{ cited: '[2019] ZAWCHC 7', norm: '2019 ZAWCHC 7' }]],
  ['neutral, Labour Appeal Court', 'NUMSA v Bader Bop [2002] ZALAC 9', [{ cited: '[2002] ZALAC 9', norm: '2002 ZALAC 9' }]],
  ['neutral, Competition Appeal Court', 'Pioneer Foods v Competition Commission [2010] ZACAC 1', [{ cited: '[2010] ZACAC 1', norm: '2010 ZACAC 1' }]],
  ['neutral, an unknown ZA court code is still found', 'P v Q [2024] ZANEWC 5', [{ cited: '[2024] ZANEWC 5', norm: '2024 ZANEWC 5' }]],
  ['neutral without names', 'as held in [2020] ZACC 12.', [{ cited: '[2020] ZACC 12', norm: '2020 ZACC 12', parties: undefined }]],
  ['SA report', 'S v Makwanyane and Another 1995 (3) SA 391 (CC)', [{ cited: '1995 (3) SA 391 (CC)', norm: 'SA 1995 3 391', parties: 'S v Makwanyane and Another' }]],
  ['SACR report', 'S v Zuma 2024 (1) SACR 343 (CC)', [{ cited: '2024 (1) SACR 343 (CC)', norm: 'SACR 2024 1 343' }]],
  ['BCLR report', 'Dawood v Minister of Home Affairs 2000 (8) BCLR 837 (CC)', [{ cited: '2000 (8) BCLR 837 (CC)', norm: 'BCLR 2000 8 837' }]],
  ['SA report, no space before the volume', 'Du Plessis v De Klerk 1996(3) SA 850 (CC)', [{ cited: '1996(3) SA 850 (CC)', norm: 'SA 1996 3 850' }]],
  ['SA report of the old Appellate Division', 'Fose v Minister 1950 (4) SA 1 (A)', [{ cited: '1950 (4) SA 1 (A)', norm: 'SA 1950 4 1' }]],
  ['All SA', 'Moyo v Minister [2023] 1 All SA 731 (WCC)', [{ cited: '[2023] 1 All SA 731 (WCC)', norm: 'ALLSA 2023 1 731' }]],
  ['ALL SA in capitals, as a heading writes it', 'Greys Marine Hout Bay (Pty) Ltd v Minister of Public Works [2005] 3 ALL SA 33 (SCA)', [{ cited: '[2005] 3 ALL SA 33 (SCA)', norm: 'ALLSA 2005 3 33', parties: 'Greys Marine Hout Bay (Pty) Ltd v Minister of Public Works' }]],
  ['a report glued to the name before it, as a footnote is pasted', 'Corbett v Smith and Another1988 (1) SA 943 (A)', [{ cited: '1988 (1) SA 943 (A)', norm: 'SA 1988 1 943', parties: 'Corbett v Smith and Another' }]],
  ['a year glued to a number is not a report', 'see 21995 (3) SA 391 (CC)', []],
  ['a name ending "and another" in lower case', 'Smith v Jones and another [2020] ZACC 12', [{ cited: '[2020] ZACC 12', parties: 'Smith v Jones and another' }]],
  ['a respondent in lower case', 'Smith v jones [2020] ZACC 12', [{ cited: '[2020] ZACC 12', parties: 'Smith v jones' }]],
  // Consolidated matters: every name joined by semicolons is the title (read to the last semicolon, the
  // record kept the last name and a citation written with the first was accused).
  ['consolidated matters, three names', 'Dawood v Minister of Home Affairs; Shalabi v Minister of Home Affairs; Thomas v Minister of Home Affairs [2000] ZACC 8', [{ cited: '[2000] ZACC 8', parties: 'Dawood v Minister of Home Affairs; Shalabi v Minister of Home Affairs; Thomas v Minister of Home Affairs' }]],
  ['consolidated matters across a line break', 'See S v Dzukuda;\nS v Tshilo [2000] ZACC 16', [{ cited: '[2000] ZACC 16', parties: 'S v Dzukuda; S v Tshilo' }]],
  ['a citation before the semicolon ends the names', 'Smith v Jones 2019 (1) SA 1 (CC); Brown v Green [2020] ZACC 12', [{ cited: '2019 (1) SA 1 (CC)', parties: 'Smith v Jones' }, { cited: '[2020] ZACC 12', parties: 'Brown v Green' }]],
  ['a citation the patterns do not read ends the names too', 'Smith v Anderson (1880) 15 Ch D 247 (CA) at 273; Mitchell\'s Plain Town Centre Merchants Association v McLeod 1996 (4) SA 159 (A)', [{ cited: '1996 (4) SA 159 (A)', parties: 'Mitchell\'s Plain Town Centre Merchants Association v McLeod' }]],
  ['a parallel after only a space is one group', 'S v Makwanyane [1995] ZACC 3 1995 (3) SA 391 (CC)', [{ cited: '[1995] ZACC 3', parties: 'S v Makwanyane', group: 1 }, { cited: '1995 (3) SA 391 (CC)', parties: 'S v Makwanyane', group: 1 }]],
  ['a report whose year was lost ends the names too', 'Trencon Construction (Pty) Limited v Industrial Development Corporation of South Africa Ltd (5) SA 245 (CC); Allpay Consolidated Investment Holdings (Pty) Ltd v Chief Executive Officer, South African Social Security Agency 2014 (4) SA 179 (CC)', [{ cited: '2014 (4) SA 179 (CC)', parties: 'Allpay Consolidated Investment Holdings (Pty) Ltd v Chief Executive Officer, South African Social Security Agency' }]],
  ['a place after a semicolon still belongs to its name', 'Khumalo v MEC for Education; KwaZulu Natal [2013] ZACC 49', [{ cited: '[2013] ZACC 49', parties: 'Khumalo v MEC for Education; KwaZulu Natal' }]],
  // Headings on the line before a name (read into it, the genuine citation was accused), and lines that are not headings.
  ['a heading in capitals', 'CONSTITUTIONAL DAMAGES\nFose v Minister of Safety and Security 1997 (3) SA 786 (CC)', [{ cited: '1997 (3) SA 786 (CC)', parties: 'Fose v Minister of Safety and Security' }]],
  ['a heading in capitals, then a name in capitals after "In"', 'RE: CONSTITUTIONAL DAMAGES\nIn FOSE v MINISTER OF SAFETY AND SECURITY 1997 (3) SA 786 (CC)', [{ cited: '1997 (3) SA 786 (CC)', parties: 'FOSE v MINISTER OF SAFETY AND SECURITY' }]],
  ['a numbered heading', 'C. Public Participation\nDoctors for Life International v Speaker of the National Assembly [2006] ZACC 11', [{ cited: '[2006] ZACC 11', parties: 'Doctors for Life International v Speaker of the National Assembly' }]],
  ['a labelled heading', 'Issue 2: Standing\nGiant Concerts CC v Rinaldo Investments (Pty) Ltd [2012] ZACC 28', [{ cited: '[2012] ZACC 28', parties: 'Giant Concerts CC v Rinaldo Investments (Pty) Ltd' }]],
  ['a short heading opening the text', 'Damages\nIn Fose v Minister of Safety and Security 1997 (3) SA 786 (CC)', [{ cited: '1997 (3) SA 786 (CC)', parties: 'Fose v Minister of Safety and Security' }]],
  ['a numbered paragraph\'s first line is prose, not a heading', '(ii) The situation described by Meskin J in his judgment in the Tselentis\nMining (Pty) Ltd and Another v Mdlalose and Others 1998 (1) SA 411 (N)', [{ cited: '1998 (1) SA 411 (N)', parties: 'Tselentis Mining (Pty) Ltd and Another v Mdlalose and Others' }]],
  ['a page break\'s blank line inside a name', 'Watermeyer CJ observed in Commissioner for Inland Revenue v IHB\n\nKing 1947(2) SA 196 (A) at 209', [{ cited: '1947(2) SA 196 (A)', parties: 'Commissioner for Inland Revenue v IHB King' }]],
  ['a name wrapped after a short line of its own', 'As held in Government of the Republic of South\nAfrica v Grootboom [2000] ZACC 19', [{ cited: '[2000] ZACC 19', parties: 'Government of the Republic of South Africa v Grootboom' }]],
  ['a name in capitals wrapped across lines', 'FOSE v MINISTER OF SAFETY\nAND SECURITY 1997 (3) SA 786 (CC)', [{ cited: '1997 (3) SA 786 (CC)', parties: 'FOSE v MINISTER OF SAFETY AND SECURITY' }]],
  // Pasted text (audit, 2026-11-24): markdown's emphasis, a printed page's number, a label or question word before the name.
  ['a short name in markdown italics', 'As held in *Grootboom* [2000] ZACC 19', [{ cited: '[2000] ZACC 19', parties: 'Grootboom' }]],
  ['a full name in bold, ending in its number', '- **Minister of Health v Treatment Action Campaign (No 2)** [2002] ZACC 15', [{ cited: '[2002] ZACC 15', parties: 'Minister of Health v Treatment Action Campaign (No 2)' }]],
  ['a name in underscores', '_Dikoko v Mokhatla_ 2006 (6) SA 235 (CC)', [{ cited: '2006 (6) SA 235 (CC)', parties: 'Dikoko v Mokhatla' }]],
  ['a page\'s number inside a name', 'see Zweni v Minister of Law\n\n-3-\n\nand Order 1993 (1) SA 523 (A)', [{ cited: '1993 (1) SA 523 (A)', parties: 'Zweni v Minister of Law and Order' }]],
  ['a page\'s number between a name and its citation', "Slagment (Pty) Ltd v Building, Construction and Allied Workers' Union\n\n2\n\n1995(1) SA 742 (A)", [{ cited: '1995(1) SA 742 (A)', parties: "Slagment (Pty) Ltd v Building, Construction and Allied Workers' Union" }]],
  ['a footnote\'s number on a line of its own is no page number', 'Smith v Jones\n13\nKhumalo v MEC for Education [2002] ZACC 10', [{ cited: '[2002] ZACC 10', parties: 'Khumalo v MEC for Education' }]],
  ['a label before a colon, then "In"', 'Answer: In Glenister v President of the Republic of South Africa [2011] ZACC 6', [{ cited: '[2011] ZACC 6', parties: 'Glenister v President of the Republic of South Africa' }]],
  ['a question\'s first word', 'Q: Is Kaunda v President of the RSA [2004] ZACC 5 still good law?', [{ cited: '[2004] ZACC 5', parties: 'Kaunda v President of the RSA' }]],
  ['Afrikaans "Kyk"', 'Kyk S v Khoza and Others 1984 (1) SA 57 (A) op 59E.', [{ cited: '1984 (1) SA 57 (A)', parties: 'S v Khoza and Others' }]],
  ['"In Re" after a colon stays in the name', 'Pharmaceutical Manufacturers Association of SA: In Re Ex Parte President of the Republic of South Africa [2000] ZACC 1', [{ cited: '[2000] ZACC 1', parties: 'Pharmaceutical Manufacturers Association of SA: In Re Ex Parte President of the Republic of South Africa' }]],
  ['a table row: the full name two cells to the left', '| Smith v Jones | Constitutional Court | [2022] ZACC 14 |', [{ cited: '[2022] ZACC 14', parties: 'Smith v Jones' }]],
  ['a table row: a court\'s code in the cell beside is no name', '| Grootboom | CC | 2001 (1) SA 46 (CC) |', [{ cited: '2001 (1) SA 46 (CC)', parties: 'Grootboom' }]],
  ['a table row without a name', '| 1 | CC | [2022] ZACC 14 |', [{ cited: '[2022] ZACC 14', parties: undefined }]],
  ['a page line "3 of 20" between a name and its citation', 'Smith v Jones\n\n3 of 20\n\n[2022] ZACC 14', [{ cited: '[2022] ZACC 14', parties: 'Smith v Jones' }]],
  ['an office before its place', 'Premier, Western Cape v President of the Republic of South Africa [1995] ZACC 8', [{ cited: '[1995] ZACC 8', parties: 'Premier, Western Cape v President of the Republic of South Africa' }]],
  ['a markdown table\'s cell before the citation', '| Case | Citation |\n|---|---|\n| Smith v Jones | [1995] ZACC 3 |', [{ cited: '[1995] ZACC 3', parties: 'Smith v Jones' }]],
  ['"and another" alone is no name', 'He relied on this and another [2020] ZACC 12', [{ cited: '[2020] ZACC 12', parties: undefined }]],
  ['a parallel in brackets is one of the group, with its names', 'Smith v Jones 1996 (3) SA 850 (CC) (1996 (5) BCLR 658)', [
    { cited: '1996 (3) SA 850 (CC)', group: 1, parties: 'Smith v Jones' },
    { cited: '1996 (5) BCLR 658', group: 1, parties: 'Smith v Jones' },
  ]],
  ['"en ‘n Ander" as typeset, with a left quotation mark', 'Terblanche v Minister van Vervoer en ‘n Ander 1977(3) SA 462 (T)', [{ cited: '1977(3) SA 462 (T)', parties: "Terblanche v Minister van Vervoer en 'n Ander" }]],
  ['"and another" before the v', 'Smith and another v Speaker of the National Assembly [2015] ZACC 31', [{ cited: '[2015] ZACC 31', parties: 'Smith and another v Speaker of the National Assembly' }]],
  ['"and four other cases" after a name is not part of it', 'Gelyke Kanse v Chairperson of the Senate and four other cases [2019] ZACC 38', [{ cited: '[2019] ZACC 38', parties: 'Gelyke Kanse v Chairperson of the Senate' }]],
  ['words in lower case between a name and its citation', 'Smith v Minister of Police as nominal defendant [2022] ZACC 14', [{ cited: '[2022] ZACC 14', parties: 'Smith v Minister of Police' }]],
  ['a respondent with a lower-case word far from its v', 'Zuma v Secretary of the Judicial Commission of Inquiry into Allegations of State Capture [2021] ZACC 28', [{ cited: '[2021] ZACC 28', parties: 'Zuma v Secretary of the Judicial Commission of Inquiry into Allegations of State Capture' }]],
  ['a colon between a full name and its citation', 'Smith v Jones: [2020] ZACC 12', [{ cited: '[2020] ZACC 12', parties: 'Smith v Jones' }]],
  ['a colon after a clause before a short name is no name', 'the Constitution: [2000] ZACC 19', [{ cited: '[2000] ZACC 19', parties: undefined }]],
  ['a predicate after another case\'s name is no name', 'In Pridwin the court distinguished Smith v Jones and held otherwise [2020] ZACC 12', [{ cited: '[2020] ZACC 12', parties: undefined }]],
  ['"with approval" after another case\'s name is no name', 'In Pridwin the Court cited Hotz v UCT with approval [2020] ZACC 12', [{ cited: '[2020] ZACC 12', parties: undefined }]],
  ['"and agreed" after another case\'s name is no name', 'In Pridwin the Court applied Hotz v UCT and agreed [2020] ZACC 12', [{ cited: '[2020] ZACC 12', parties: undefined }]],
  ['"line of cases" is not part of a name', 'The Minister of Police v AK line of cases [2022] ZACC 14', [{ cited: '[2022] ZACC 14', parties: undefined }]],
  ['a second neutral citation is another authority, not a parallel', 'See Glenister [2011] ZACC 6 at para 5; [2020] ZACC 12 at para 7', [
    { cited: '[2011] ZACC 6', group: 1, parties: 'Glenister' },
    { cited: '[2020] ZACC 12', group: 2, parties: undefined },
  ]],
  ['"reported in" after a judge\'s court is no name', 'a decision of Southwood J in the Witwatersrand Local Division (reported in 1998 (3) SA 765 (W))', [{ cited: '1998 (3) SA 765 (W)', parties: undefined }]],
  ['"reported at" passes to the name', 'Glenister, reported at 2020 (5) SA 327 (CC)', [{ cited: '2020 (5) SA 327 (CC)', parties: 'Glenister' }]],
  ['a pinpoint between a short name and its citation', 'Makwanyane at para 5 [2020] ZACC 12', [{ cited: '[2020] ZACC 12', parties: 'Makwanyane' }]],
  ['"as held in" introduces the citation: no name', 'Smith v Jones as held in [2019] ZACC 12', [{ cited: '[2019] ZACC 12', parties: undefined }]],
  ['a name with a v is a name, however generic its words', 'Minister of Justice v Speaker [2020] ZACC 12', [{ cited: '[2020] ZACC 12', parties: 'Minister of Justice v Speaker' }]],
  ['an aside before "en" closes the clause before the name', 'op 470 C (waar Wet 56 van 1972 gegeld het) en Khumalo v Multilateral Motor Vehicle Accidents Fund [1997] 2 ALL SA 341 (N)', [{ cited: '[1997] 2 ALL SA 341 (N)', parties: 'Khumalo v Multilateral Motor Vehicle Accidents Fund' }]],
  ['a court after a neutral citation keeps the group', 'Smith v Minister of Police [2015] ZACC 31 (CC); 2016 (1) SA 132 (CC)', [
    { cited: '[2015] ZACC 31', group: 1, parties: 'Smith v Minister of Police' },
    { cited: '2016 (1) SA 132 (CC)', group: 1, parties: 'Smith v Minister of Police' },
  ]],
  ['a pinpoint between members keeps the group', 'Smith v Jones [2015] ZACC 31 at para 5; 2016 (1) SA 132 (CC)', [
    { cited: '[2015] ZACC 31', group: 1, parties: 'Smith v Jones' },
    { cited: '2016 (1) SA 132 (CC)', group: 1, parties: 'Smith v Jones' },
  ]],
  ['a two-digit pinpoint between members keeps the group', 'Glenister v President [2011] ZACC 6 at para 10; 2020 (5) SA 327 (CC)', [
    { cited: '[2011] ZACC 6', group: 1, parties: 'Glenister v President' },
    { cited: '2020 (5) SA 327 (CC)', group: 1, parties: 'Glenister v President' },
  ]],
  ['paragraphs and a range between members keep the group', 'Smith v Jones [2011] ZACC 6 at paras 86 and 89-90; 2011 (3) SA 347 (CC)', [
    { cited: '[2011] ZACC 6', group: 1, parties: 'Smith v Jones' },
    { cited: '2011 (3) SA 347 (CC)', group: 1, parties: 'Smith v Jones' },
  ]],
  ['a page pinpoint after a report keeps the group', 'Smith v Jones 2011 (3) SA 347 (CC) at 360A; 2011 (7) BCLR 651 (CC)', [
    { cited: '2011 (3) SA 347 (CC)', group: 1, parties: 'Smith v Jones' },
    { cited: '2011 (7) BCLR 651 (CC)', group: 1, parties: 'Smith v Jones' },
  ]],
  ['a footnote number glued to a closing bracket', 'Minister of Health v TAC (No 2)12 [2002] ZACC 15', [{ cited: '[2002] ZACC 15', parties: 'Minister of Health v TAC (No 2)' }]],
  ['BLLR', 'Sidumo v Rustenburg Platinum Mines [2023] 10 BLLR 991 (LAC)', [{ cited: '[2023] 10 BLLR 991 (LAC)', norm: 'BLLR 2023 10 991' }]],
  ['JOL', 'Ex parte Minister of Justice [2005] JOL 13960 (CC)', [{ cited: '[2005] JOL 13960 (CC)', norm: 'JOL 2005 13960', parties: 'Ex parte Minister of Justice' }]],
  ['ILJ', 'SACCAWU v Irvin & Johnson (2022) 43 ILJ 1842 (LC)', [{ cited: '(2022) 43 ILJ 1842 (LC)', norm: 'ILJ 2022 43 1842', parties: 'SACCAWU v Irvin & Johnson' }]],
  ['JDR with leading zeros', 'Essay NO v Juma Musjid 2011 JDR 0343 (CC)', [{ cited: '2011 JDR 0343 (CC)', norm: 'JDR 2011 343' }]],
  ['old provincial series: found, not keyed', 'Rex v Smith 1934 AD 167', [{ cited: '1934 AD 167', norm: undefined, parties: 'Rex v Smith' }]],
  [
    'a parallel group: one entry each, one group, the names for all',
    'AB and Another v Pridwin Preparatory School and Others [2020] ZACC 12; 2020 (5) SA 327 (CC); 2020 (9) BCLR 1029 (CC)',
    [
      { cited: '[2020] ZACC 12', group: 1, parties: 'AB and Another v Pridwin Preparatory School and Others' },
      { cited: '2020 (5) SA 327 (CC)', group: 1, parties: 'AB and Another v Pridwin Preparatory School and Others' },
      { cited: '2020 (9) BCLR 1029 (CC)', group: 1, parties: 'AB and Another v Pridwin Preparatory School and Others' },
    ],
  ],
  [
    'two groups in one sentence keep their own names',
    'See S v Makwanyane 1995 (3) SA 391 (CC) and Barkhuizen v Napier [2007] ZACC 5; 2007 (5) SA 323 (CC).',
    [
      { cited: '1995 (3) SA 391 (CC)', group: 1, parties: 'S v Makwanyane' },
      { cited: '[2007] ZACC 5', group: 2, parties: 'Barkhuizen v Napier' },
      { cited: '2007 (5) SA 323 (CC)', group: 2, parties: 'Barkhuizen v Napier' },
    ],
  ],
  ['a case number in brackets is not part of the names', 'Masuku & Ano v SAHRC (CCT 14/19) [2022] ZACC 5', [{ cited: '[2022] ZACC 5', parties: 'Masuku & Ano v SAHRC' }]],
  ['a bare case number in brackets', 'Minister v Smith (263/19) [2020] ZASCA 1', [{ cited: '[2020] ZASCA 1', parties: 'Minister v Smith' }]],
  ['N.O. and initials', 'Logbro Properties CC v Bedderson N.O. 2003 (2) SA 460 (SCA)', [{ cited: '2003 (2) SA 460 (SCA)', parties: 'Logbro Properties CC v Bedderson N.O.' }]],
  ['initials with full stops', 'compare J.B v R.E 2019 JDR 1234 (GJ)', [{ cited: '2019 JDR 1234 (GJ)', parties: 'J.B v R.E' }]],
  ['obo and (Pty) Ltd', 'in Jacobs obo Minors v Acme (Pty) Ltd [2018] ZAWCHC 3', [{ cited: '[2018] ZAWCHC 3', parties: 'Jacobs obo Minors v Acme (Pty) Ltd' }]],
  ['clause word "see" is not part of the names', 'see also Fraser v ABSA Bank Ltd [2006] ZACC 24', [{ cited: '[2006] ZACC 24', parties: 'Fraser v ABSA Bank Ltd' }]],
  ['clause word "cf"', 'cf Khumalo v Holomisa 2002 (5) SA 401 (CC)', [{ cited: '2002 (5) SA 401 (CC)', parties: 'Khumalo v Holomisa' }]],
  ['names after a full stop start a new sentence', 'The appeal failed. Carmichele v Minister of Safety and Security 2001 (4) SA 938 (CC)', [{ cited: '2001 (4) SA 938 (CC)', parties: 'Carmichele v Minister of Safety and Security' }]],
  ['vs for v', 'Smith vs Jones [2015] ZAGPPHC 4', [{ cited: '[2015] ZAGPPHC 4', parties: 'Smith vs Jones' }]],
  ['v. for v', 'Smith v. Jones [2015] ZAGPPHC 4', [{ cited: '[2015] ZAGPPHC 4', parties: 'Smith v. Jones' }]],
  ['a line break inside the names', 'Governing Body of the Juma Musjid Primary School\nv Essay NO [2011] ZACC 13', [{ cited: '[2011] ZACC 13', parties: 'Governing Body of the Juma Musjid Primary School v Essay NO' }]],
  ['non-breaking spaces inside the citation', 'Moyo v Minister [2023]\u00a0ZACC\u00a05', [{ cited: '[2023]\u00a0ZACC\u00a05', norm: '2023 ZACC 5' }]],
  ['curly quotes in a name', 'South African Liquor Traders’ Association v Chairperson [2006] ZACC 7', [{ cited: '[2006] ZACC 7', parties: "South African Liquor Traders' Association v Chairperson" }]],
  // A number ending the names stays with them (it may be a company's: `Blue Moonlight Properties 39`);
  // agreement leaves it out where the official name holds no number (names.spec.ts).
  ['a footnote number between names and citation', 'Bato Star Fishing v Minister 12 [2004] ZACC 15', [{ cited: '[2004] ZACC 15', parties: 'Bato Star Fishing v Minister 12' }]],
  ['an amicus in brackets stays with the names', 'Mohamed v President (Society Intervening) [2001] ZACC 18', [{ cited: '[2001] ZACC 18', parties: 'Mohamed v President (Society Intervening)' }]],
  ['a citation inside a sentence with no names', 'The court in [2019] ZASCA 12 declined to follow it.', [{ cited: '[2019] ZASCA 12', parties: undefined }]],
  ['a year-like number is not a citation', 'In 2019 the Act of 1996 was considered on 12 (3) occasions.', []],
  ['square brackets with no court code are not a citation', 'see [2020] para 12', []],
  ['text with no citations', 'The applicant seeks leave to appeal.', []],
  // The tenth audit: a pinpoint's letters written apart, and a short name given to the case before, are no part of the next name
  ['a pinpoint written apart before "and": its last letter is no party', 'Moch v Nedtravel (Pty) Ltd 1996 (3) SA 1 (A) at 10 F - G and Beinash v Wixley 1997 (3) SA 721 (SCA) at 730 C - E.', [{ cited: '1996 (3) SA 1 (A)' }, { cited: '1997 (3) SA 721 (SCA)', parties: 'Beinash v Wixley' }]],
  ['a pinpoint across pages before "and"', 'Snyman v Rheeder NO 1989 (4) SA 496 (T) at 505 I - 506 B and Jooste v de Witt NO 1999 (2) SA 355 (T)', [{ cited: '1989 (4) SA 496 (T)' }, { cited: '1999 (2) SA 355 (T)', parties: 'Jooste v de Witt NO' }]],
  ['a letter range glued by its dash', 'R v Dhlumayo 1948 (2) SA 677 (A) at 257 A-B and S v Nkata 1990 (4) SA 250 (A)', [{ cited: '1948 (2) SA 677 (A)' }, { cited: '1990 (4) SA 250 (A)', parties: 'S v Nkata' }]],
  ['a party written as initials opening with A, not the article', 'See also A M v H M [2020] ZACC 9; 2020 (8) BCLR 903 (CC).', [{ cited: '[2020] ZACC 9', parties: 'A M v H M' }, { cited: '2020 (8) BCLR 903 (CC)', parties: 'A M v H M' }]],
  ['the article before a name is still no part of it', 'This is a Minister v Smith matter [2020] ZACC 9', [{ cited: '[2020] ZACC 9' }]],
  ['a page\'s running header and number above the sentence opening the name', 'REPUBLIC OF SOUTH AFRICA\nPage 4 of 23\nIn Mkontwana v Nelson Mandela Metropolitan Municipality [2004] ZACC 9 the Court upheld it.', [{ cited: '[2004] ZACC 9', parties: 'Mkontwana v Nelson Mandela Metropolitan Municipality' }]],
  ['a name broken by a page number still reads across it', 'Minister of Health v\n- 12 -\nTreatment Action Campaign (No 2) [2002] ZACC 15', [{ cited: '[2002] ZACC 15', parties: 'Minister of Health v Treatment Action Campaign (No 2)' }]],
  ['a member of a series the patterns do not know keeps the group whole', 'S.O.S Support Public Broadcasting Coalition v South African Broadcasting Corporation (SOC) Ltd [2018] ZACC 37; [2018] 2 CPLR \n411 (CC); 2018 (12) BCLR 1553 (CC); 2019 (1) SA 370 (CC).', [{ cited: '[2018] ZACC 37', group: 1 }, { cited: '2018 (12) BCLR 1553 (CC)', group: 1, parties: 'S.O.S Support Public Broadcasting Coalition v South African Broadcasting Corporation (SOC) Ltd' }, { cited: '2019 (1) SA 370 (CC)', group: 1 }]],
  ['a member written amiss keeps the group whole', 'Wares v Additional Magistrate, Simonstown [2024] ZAWCHC 200; [2024] All SA 287 (WCC); 2025 (1) SACR 130 (WCC).', [{ cited: '[2024] ZAWCHC 200', group: 1 }, { cited: '2025 (1) SACR 130 (WCC)', group: 1, parties: 'Wares v Additional Magistrate, Simonstown' }]],
  ['a case after a full name and a semicolon is its own (a string of cases)', 'See X v Y [2020] ZACC 1; Pridwin, 2020 (5) SA 327 (CC)', [{ cited: '[2020] ZACC 1', parties: 'X v Y' }, { cited: '2020 (5) SA 327 (CC)', parties: 'Pridwin' }]],
  ['an outline letter with its point before a name is no initial', 'A. S v Dodo [2001] ZACC 15', [{ cited: '[2001] ZACC 15', parties: 'S v Dodo' }]],
  ['an alias in brackets inside a name is part of it', 'Smith ("Smith") v University of Cape Town [2017] ZACC 10', [{ cited: '[2017] ZACC 10', parties: 'Smith ("Smith") v University of Cape Town' }]],
  ['a string of cases: a short name after a full name and a semicolon is its own case', 'See Khosa v Minister of Social Development; Pridwin 2020 (5) SA 327 (CC).', [{ cited: '2020 (5) SA 327 (CC)', parties: 'Pridwin' }]],
  ['years in prose between members are no member of a series', 'Hotz v University of Cape Town [2017] ZACC 10; 2019 and 2020; 2020 (5) SA 327 (CC).', [{ cited: '[2017] ZACC 10', group: 1 }, { cited: '2020 (5) SA 327 (CC)', group: 2 }]],
  ['a one-letter party before "and Another" is still a party', 'B and Another v C 1999 (2) SA 355 (T)', [{ cited: '1999 (2) SA 355 (T)', parties: 'B and Another v C' }]],
  ['a report\'s volume without brackets, with its court: the same key as with brackets', 'S v Makwanyane 1995 3 SA 391 (CC) para 144', [{ cited: '1995 3 SA 391 (CC)', norm: 'SA 1995 3 391', parties: 'S v Makwanyane' }]],
  ['without brackets and without a court: not read (too little to be sure of)', 'In 1995 3 SA judges sat on 391 days.', []],
  ['without brackets right after an Act\'s `of`: the year is the Act\'s', 'Act 4 of 2013 2 SA 5 (CC)', []],
  ['the short name the case before was given', 'Marais v Marais 1960 (1) SA 844 (D) ("Marais"), Madden v BP Southern Africa (Pty) Ltd 1967 (2) SA 326 (D)', [{ cited: '1960 (1) SA 844 (D)' }, { cited: '1967 (2) SA 326 (D)', parties: 'Madden v BP Southern Africa (Pty) Ltd' }]],
];

describe('case citations: forms and traps', () => {
  it.each(CASE_ROWS)('%s', (_label, text, expected) => {
    const found = extractCases(text);
    expect(found.map((c) => c.cited)).toEqual(expected.map((e) => e.cited));
    expected.forEach((e, i) => {
      if ('norm' in e) expect(found[i].norm).toBe(e.norm);
      if ('group' in e) expect(found[i].group).toBe(e.group);
      if ('parties' in e) expect(found[i].parties).toBe(e.parties);
      expect(text.slice(found[i].start, found[i].end)).toBe(e.cited);
    });
  });
});

type ActRow = [string, string, Array<{ cited: string; number?: number; year?: number; name?: string; provincial?: boolean }>];

// (label, text, expected Act citations)
const ACT_ROWS: ActRow[] = [
  ['a repealing Act\'s title ending in Repeal is a title, not a verb', 'the Black Authorities Act Repeal Act 13 of 2010', [{ cited: 'Black Authorities Act Repeal Act 13 of 2010', number: 13, year: 2010, name: 'Black Authorities Act Repeal Act' }]],
  ['title with number', 'under the Promotion of Access to Information Act 2 of 2000', [{ cited: 'Promotion of Access to Information Act 2 of 2000', number: 2, year: 2000, name: 'Promotion of Access to Information Act' }]],
  ['title, year, and number in brackets', 'the Companies Act, 2008 (Act No. 71 of 2008) applies', [{ cited: 'Companies Act, 2008 (Act No. 71 of 2008)', number: 71, year: 2008, name: 'Companies Act' }]],
  ['Act No. N of YEAR', 'in terms of Act No. 93 of 1996', [{ cited: 'Act No. 93 of 1996', number: 93, year: 1996, name: undefined }]],
  ['Act No without full stop', 'Act No 32 of 2000', [{ cited: 'Act No 32 of 2000', number: 32, year: 2000 }]],
  ['the Constitution with its number in brackets', 'the Constitution (Act 108 of 1996)', [{ cited: 'the Constitution (Act 108 of 1996)', number: 108, year: 1996 }]],
  ['Act N of YEAR in brackets', 'the Bill (Act 108 of 1996)', [{ cited: 'Act 108 of 1996', number: 108, year: 1996 }]],
  ['the Constitution by itself', 'section 9(3) of the Constitution prohibits', [{ cited: 'the Constitution', number: 108, year: 1996 }]],
  ['a province\'s constitution is not the Constitution', 'the Constitution of the Western Cape', []],
  ['Act, No. N of YEAR', 'National Road Traffic Act, No. 93 of 1996', [{ cited: 'National Road Traffic Act, No. 93 of 1996', number: 93, year: 1996, name: 'National Road Traffic Act' }]],
  ['an acronym before the number in brackets', 'PAJA (Act 2 of 2000) applies', [{ cited: 'PAJA (Act 2 of 2000)', number: 2, year: 2000, name: 'PAJA' }]],
  ['a word in capitals without brackets is no acronym title', 'PAJA Act 2 of 2000', [{ cited: 'PAJA Act 2 of 2000', number: 2, year: 2000, name: 'PAJA Act' }]],
  ['Acts one a line, each with its acronym after', 'Protection of Personal Information Act 4 of 2013 (POPIA)\nNational Water Act 36 of 1998', [{ cited: 'Protection of Personal Information Act 4 of 2013', name: 'Protection of Personal Information Act' }, { cited: 'National Water Act 36 of 1998', number: 36, year: 1998, name: 'National Water Act' }]],
  ['a heading in capitals before a title', 'PRIVACY\nProtection of Personal Information Act 4 of 2013', [{ cited: 'Protection of Personal Information Act 4 of 2013', number: 4, year: 2013, name: 'Protection of Personal Information Act' }]],
  ['a title wrapped across lines', 'the Promotion of Administrative\nJustice Act 3 of 2000', [{ cited: 'Promotion of Administrative\nJustice Act 3 of 2000', number: 3, year: 2000, name: 'Promotion of Administrative Justice Act' }]],
  ['title with a colon', 'Local Government: Municipal Systems Act 32 of 2000', [{ cited: 'Local Government: Municipal Systems Act 32 of 2000', number: 32, year: 2000, name: 'Local Government: Municipal Systems Act' }]],
  ['title and year only', 'section 163 of the Companies Act, 2008', [{ cited: 'Companies Act, 2008', year: 2008, name: 'Companies Act', number: undefined }]],
  ['title and year without comma', 'the Labour Relations Act 1995 provides', [{ cited: 'Labour Relations Act 1995', year: 1995, name: 'Labour Relations Act' }]],
  ['the Constitution by title', 'section 9 of the Constitution of the Republic of South Africa, 1996', [{ cited: 'Constitution of the Republic of South Africa, 1996', number: 108, year: 1996 }]],
  ['the interim Constitution', 'the Constitution of the Republic of South Africa 1993', [{ cited: 'Constitution of the Republic of South Africa 1993', number: 200, year: 1993 }]],
  ['the Constitution with its number', 'Constitution of the Republic of South Africa, 1996 (Act 108 of 1996)', [{ cited: 'Constitution of the Republic of South Africa, 1996 (Act 108 of 1996)', number: 108, year: 1996 }]],
  ['an Amendment Act', 'the Criminal Law Amendment Act 105 of 1997', [{ cited: 'Criminal Law Amendment Act 105 of 1997', number: 105, year: 1997, name: 'Criminal Law Amendment Act' }]],
  ['a provincial Act', 'Western Cape Land Use Planning Act 3 of 2014', [{ cited: 'Western Cape Land Use Planning Act 3 of 2014', provincial: true }]],
  ['a pre-Union Act', 'Act 12 of 1898', [{ cited: 'Act 12 of 1898', number: 12, year: 1898 }]],
  ['two Acts in a sentence', 'PAJA, the Promotion of Administrative Justice Act 3 of 2000, and the Promotion of Access to Information Act 2 of 2000', [
    { cited: 'Promotion of Administrative Justice Act 3 of 2000', number: 3 },
    { cited: 'Promotion of Access to Information Act 2 of 2000', number: 2 },
  ]],
  ['"the Act" alone is no citation', 'The Act requires notice.', []],
  ['a year without Act is no citation', 'In 2008 the company was wound up.', []],
];

describe('Act citations', () => {
  it.each(ACT_ROWS)('%s', (_label, text, expected) => {
    const found = extractActs(text);
    expect(found.map((a) => a.cited)).toEqual(expected.map((e) => e.cited));
    expected.forEach((e, i) => {
      for (const key of ['number', 'year', 'name', 'provincial'] as const) if (key in e) expect(found[i][key]).toBe(e[key]);
    });
  });
});

// (label, text, the pinpoint of the first citation: as written and the paragraphs it names)
const PINPOINT_ROWS: Array<[string, string, { cited: string; paragraphs: number[]; page?: string } | undefined]> = [
  ['`pars` for paragraphs (the eleventh audit: no pinpoint had been read)', 'Ekapa v Sol Plaatje [2025] ZACC 1 at pars 45-46.', { cited: 'at pars 45-46', paragraphs: [45, 46] }],
  ['at para', 'Mutsila v Municipal Gratuity Fund [2025] ZACC 17 at para 12.', { cited: 'at para 12', paragraphs: [12] }],
  ['at paras with and and a range', 'X v Y [2020] ZACC 12 at paras 86 and 89-90.', { cited: 'at paras 86 and 89-90', paragraphs: [86, 89, 90] }],
  ['a range written short', 'X v Y [2020] ZACC 12 at paras 74–5.', { cited: 'at paras 74–5', paragraphs: [74, 75] }],
  ['para in brackets', 'X v Y [2020] ZACC 12 para [45]', { cited: 'para [45]', paragraphs: [45] }],
  ['a bare bracketed paragraph', 'X v Y [2020] ZACC 12 [45]', { cited: '[45]', paragraphs: [45] }],
  ['after the whole group', 'X v Y [2020] ZACC 12; 2020 (5) SA 327 (CC) at para 7', { cited: 'at para 7', paragraphs: [7] }],
  ['after a short name in brackets', 'X v Y [2009] ZACC 32; 2010 (2) SA 415 (CC) (Ermelo) at para 96–7.', { cited: 'at para 96–7', paragraphs: [96, 97] }],
  ['a page of a law report', 'S v Makwanyane 1995 (3) SA 391 (CC) at 398C-D', { cited: 'at 398C-D', paragraphs: [], page: '398C-D' }],
  ['no pinpoint', 'X v Y [2020] ZACC 12 held that', undefined],
  ['a later paragraph of the text is no pinpoint', 'X v Y [2020] ZACC 12.\n[45] The appeal fails.', undefined],
];

describe('pinpoints after a citation', () => {
  it.each(PINPOINT_ROWS)('%s', (_label, text, expected) => {
    const [first] = extractCases(text);
    if (!expected) expect(first.pinpoint).toBeUndefined();
    else expect(first.pinpoint).toEqual({ ...expected, end: expect.any(Number) });
  });
});

describe('names in official texts (the records made from them)', () => {
  // (reason, text, the names of the group holding the citation)
  const ROWS: Array<[string, string, string, string | undefined]> = [
    ['respondents listed after semicolons: one case, the parties joined', 'those in National Union of Mineworkers &\nOthers v Free State Consolidated Gold Mines (Operations) Ltd;  President Steyn Mine;\nPresident Brand Mine; Freddies Mine, 1996 (1) SA 422 (A) (the Freegold case)', '1996 (1) SA 422 (A)', 'National Union of Mineworkers & Others v Free State Consolidated Gold Mines (Operations) Ltd, President Steyn Mine, President Brand Mine, Freddies Mine'],
    ['the reported title\'s dash before the list', 'see National Union of Mineworkers and Others v Free State Consolidated Gold Mine\n(Operations) Ltd - President Steyn Mine; President Brand Mine;\nFreddies Mine 1996(1) SA 422 (A) at 448H-I', '1996(1) SA 422 (A)', 'National Union of Mineworkers and Others v Free State Consolidated Gold Mine (Operations) Ltd, President Steyn Mine, President Brand Mine, Freddies Mine'],
    ['a string of full names is not a list of respondents', 'See Dawood v Minister of Home Affairs; Shalabi v Minister of Home Affairs [2000] ZACC 8', '[2000] ZACC 8', 'Dawood v Minister of Home Affairs; Shalabi v Minister of Home Affairs'],
  ];
  it.each(ROWS)('%s', (_reason, text, cited, parties) => {
    const group = citedGroupsInText(text).find((g) => g.citations.includes(cited));
    expect(group?.parties).toBe(parties);
  });
});
