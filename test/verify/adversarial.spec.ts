import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LibraryRepository } from '#libs/library/library.repository.js';
import type { VerifyService } from '../../apps/api/src/verify/verify.service.js';
import { caseRecordsLibrary } from '../support/case-records.js';
import type { TestDatabase } from '../support/database.js';

/**
 * Citations as people write them, genuine and wrong, each row with the reason it is there. The
 * library: the real Constitutional Court case records, a judgment held with its text (citing a case
 * the library holds no record of), coverage records and Act records added here. The first entry of
 * the kind the row names is compared.
 */

const PRIDWIN = 'AB and Another v Pridwin Preparatory School and Others';
const TAC = 'Minister of Health and Others v Treatment Action Campaign and Others (No 2)';
const GROOTBOOM = 'Government of the Republic of South Africa and Others v Grootboom and Others';
const CERT_1996 = 'Certification of the Constitution of the Republic of South Africa, 1996';
const MASUKU = 'South African Human Rights Commission obo South African Jewish Board of Deputies v Masuku and Another';

type Expected = { status: string; names_checked?: boolean; matched_title?: string; suggestion?: { citation: string } };
// (reason, text, expected first case entry)
const CASE_ROWS: Array<[string, string, Expected]> = [
  // Found, names agreeing as written by practitioners
  ['full official name', `${PRIDWIN} [2020] ZACC 12`, { status: 'found', names_checked: true, matched_title: PRIDWIN }],
  ['names without and Another / and Others', 'AB v Pridwin Preparatory School [2020] ZACC 12', { status: 'found', names_checked: true }],
  ['short name after "In"', 'In Pridwin [2020] ZACC 12 the Court held that', { status: 'found', names_checked: true }],
  ['short name after "As the Court held in"', 'As the Court held in Pridwin, 2020 (5) SA 327 (CC), the contract', { status: 'found', names_checked: true }],
  ['"the X case," form', 'the Glenister case, [2011] ZACC 6, decided', { status: 'found', names_checked: true }],
  ['short name of the second party', 'In Grootboom [2000] ZACC 19 the state was ordered', { status: 'found', names_checked: true, matched_title: GROOTBOOM }],
  ['Government written as Govt', 'Govt of the RSA v Grootboom [2000] ZACC 19', { status: 'found', names_checked: true }],
  ['RSA for Republic of South Africa', 'Government of the RSA and Others v Grootboom and Others 2001 (1) SA 46 (CC)', { status: 'found', names_checked: true }],
  ['(No 2) written as the record has it', 'Minister of Health v Treatment Action Campaign (No 2) [2002] ZACC 15', { status: 'found', names_checked: true, matched_title: TAC }],
  ['TAC as an acronym', 'Minister of Health v TAC (No 2) 2002 (5) SA 721 (CC)', { status: 'found', names_checked: true }],
  ['no number written agrees with any', 'Minister of Health v Treatment Action Campaign [2002] ZACC 15', { status: 'found', names_checked: true }],
  ['SAHRC obo SAJBD acronyms', 'SAHRC obo SAJBD v Masuku [2022] ZACC 5', { status: 'found', names_checked: true, matched_title: MASUKU }],
  ['& Ano', 'SAHRC obo SAJBD v Masuku & Ano [2022] ZACC 5', { status: 'found', names_checked: true }],
  ['a case number in brackets before the citation', 'SAHRC v Masuku (CCT 14/19) [2022] ZACC 5', { status: 'found', names_checked: true }],
  ['Ex parte ...: In re ... written in full', `Ex parte Chairperson of the Constitutional Assembly: In re ${CERT_1996} [1996] ZACC 26`, { status: 'found', names_checked: true }],
  ['the title as the record has it', `${CERT_1996} [1996] ZACC 26`, { status: 'found', names_checked: true }],
  ['In re with a Bill number in the name', 'In re National Education Policy Bill No 83 of 1995 [1996] ZACC 3', { status: 'found', names_checked: true }],
  ['In Re: with a colon', 'In Re: National Education Policy Bill No 83 of 1995 1996 (3) SA 289 (CC)', { status: 'found', names_checked: true }],
  ['Ex parte President ...: In re Liquor Bill', 'Ex parte President of the Republic of South Africa: In re Constitutionality of the Liquor Bill [1999] ZACC 15', { status: 'found', names_checked: true }],
  ['consolidated title: the second matter cited alone', 'Vryenhoek v Powell NO [1995] ZACC 13', { status: 'found', names_checked: true }],
  ['consolidated title: the first matter cited alone', 'Ferreira v Levin NO and Others 1996 (1) SA 984 (CC)', { status: 'found', names_checked: true }],
  ['consolidated with a comma in the record', 'Mahlaule v Minister of Social Development [2004] ZACC 11', { status: 'found', names_checked: true }],
  ['consolidated: EFF and DA matters', 'Democratic Alliance v Speaker of the National Assembly [2016] ZACC 11', { status: 'found', names_checked: true }],
  ['DA as an acronym', 'DA v Speaker of the National Assembly [2016] ZACC 11', { status: 'found', names_checked: true }],
  ['EFF as an acronym', 'EFF v Speaker of the National Assembly 2016 (3) SA 580 (CC)', { status: 'found', names_checked: true }],
  ['NUMSA as an acronym', 'NUMSA v Intervalve (Pty) Ltd [2014] ZACC 35', { status: 'found', names_checked: true }],
  ['AMCU as an acronym', 'AMCU v Chamber of Mines of South Africa [2017] ZACC 3', { status: 'found', names_checked: true }],
  ['AMCU against its full name', 'Association of Mineworkers and Construction Union v Chamber of Mines of South Africa 2017 (3) SA 242 (CC)', { status: 'found', names_checked: true }],
  ['COSATU-style acronym with the initial of "of"', 'Congress of SA Trade Unions v Dodo [2001] ZACC 15', { status: 'mismatch' }],
  ['a certification judgment: its title is not an Act cited', 'the Certification of the Constitution of the Western Cape, 1997 [1997] ZACC 8', { status: 'found', names_checked: true }],
  ['Limited written as Ltd', 'Chirwa v Transnet Ltd [2007] ZACC 23', { status: 'found', names_checked: true }],
  ['(Pty) Ltd written as Proprietary Limited', 'Bato Star Fishing Proprietary Limited v Minister of Environmental Affairs and Tourism [2004] ZACC 15', { status: 'found', names_checked: true }],
  ['a number in a company name kept', 'City of Johannesburg v Blue Moonlight Properties 39 (Pty) Ltd [2011] ZACC 33', { status: 'found', names_checked: true }],
  ['1978 in a company name', 'The Citizen 1978 (Pty) Ltd v McBride [2011] ZACC 11', { status: 'found', names_checked: true }],
  ['a province written after a comma', 'MEC for Education, KwaZulu-Natal v Pillay [2007] ZACC 21', { status: 'found', names_checked: true }],
  ['MEC expanded', 'Member of the Executive Council for Education: KwaZulu-Natal v Pillay 2008 (1) SA 474 (CC)', { status: 'found', names_checked: true }],
  ['province left out', 'MEC for Education v Pillay [2007] ZACC 21', { status: 'found', names_checked: true }],
  ['a bracketed place in the record, written after a comma', 'Soobramoney v Minister of Health, KwaZulu-Natal [1997] ZACC 17', { status: 'found', names_checked: true }],
  ['The State for S', 'The State v Dodo [2001] ZACC 15', { status: 'found', names_checked: true }],
  ['State for S', 'State v Dodo [2001] ZACC 15', { status: 'found', names_checked: true }],
  ['S v Jordan with an amicus in brackets', 'S v Jordan (Sex Workers Education and Advocacy Task Force as Amicus Curiae) [2002] ZACC 22', { status: 'found', names_checked: true }],
  ['v. for v', 'Daniels v. Scribante [2017] ZACC 13', { status: 'found', names_checked: true }],
  ['vs for v', 'Daniels vs Scribante 2017 (4) SA 341 (CC)', { status: 'found', names_checked: true }],
  ['a line break inside the names', 'Port Elizabeth Municipality\nv Various Occupiers [2004] ZACC 7', { status: 'found', names_checked: true }],
  ['a line break inside the citation', 'Port Elizabeth Municipality v Various Occupiers [2004]\nZACC 7', { status: 'found', names_checked: true }],
  ['non-breaking spaces', 'Dikoko\u00a0v\u00a0Mokhatla [2006]\u00a0ZACC\u00a010', { status: 'found', names_checked: true }],
  ['a zero-width space inside the citation', 'Dikoko v Mokhatla [2006]\u200b ZACC 10', { status: 'found', names_checked: true }],
  ['a footnote number before the names', '12 Dikoko v Mokhatla [2006] ZACC 10 at para 4.', { status: 'found', names_checked: true }],
  ['a footnote number glued after the names', 'Dikoko v Mokhatla12 [2006] ZACC 10', { status: 'found', names_checked: true }],
  ['a footnote number between names and citation', 'Dikoko v Mokhatla 12 [2006] ZACC 10', { status: 'found', names_checked: true }],
  ['curly quotes around the names', '“Hotz v University of Cape Town” [2017] ZACC 10', { status: 'found', names_checked: true }],
  ['an apostrophe in the name', "Women's Legal Centre Trust v President of the Republic of South Africa [2022] ZACC 23", { status: 'found', names_checked: true }],
  ['a curly apostrophe', 'Women’s Legal Centre Trust v President of the RSA [2022] ZACC 23', { status: 'found', names_checked: true }],
  ['headings in capitals', 'HOTZ v UNIVERSITY OF CAPE TOWN [2017] ZACC 10', { status: 'found', names_checked: true }],
  ['the leading zero courts write', 'Hotz v University of Cape Town [2017] ZACC 010', { status: 'found', names_checked: true }],
  ['N.O. against NO', 'Van Zyl NO v Road Accident Fund [2021] ZACC 44', { status: 'found', names_checked: true }],
  ['initials with full stops', 'Municipal Manager OR Tambo District Municipality v Ndabeni [2022] ZACC 3', { status: 'found', names_checked: true }],
  ['Minister of Finance v Van Heerden: surname with a particle', 'Minister of Finance v Van Heerden [2004] ZACC 3', { status: 'found', names_checked: true }],
  ['Dept for Department', 'Chisuse v Director-General, Dept of Home Affairs [2020] ZACC 20', { status: 'found', names_checked: true }],
  ['All SA report', 'Greys Marine Hout Bay (Pty) Ltd v Minister of Public Works [2005] 3 All SA 33 (SCA)', { status: 'found', names_checked: true }],
  ['BLLR report', 'Minister of Finance v Van Heerden [2004] 12 BLLR 1181 (CC)', { status: 'found', names_checked: true }],
  ['ILJ report', 'Chirwa v Transnet (2008) 29 ILJ 73 (CC)', { status: 'found', names_checked: true }],
  ['SACR report', 'Mlungwana v S 2019 (1) SACR 429 (CC)', { status: 'found', names_checked: true }],
  ['a name on appeal with the judge before it', "O'Regan J in Hotz v University of Cape Town [2017] ZACC 10", { status: 'found', names_checked: true }],
  ['the court named before the case', 'the Constitutional Court in Daniels v Scribante [2017] ZACC 13', { status: 'found', names_checked: true }],
  ['"See also" before the names', 'See also Daniels v Scribante [2017] ZACC 13.', { status: 'found', names_checked: true }],
  ['"Compare" before the names', 'Compare Dikoko v Mokhatla 2006 (6) SA 235 (CC).', { status: 'found', names_checked: true }],
  ['"cf" before the names', 'cf Dikoko v Mokhatla [2006] ZACC 10', { status: 'found', names_checked: true }],
  ['a sentence opening word before a short name', 'Similarly, Glenister [2011] ZACC 6 held', { status: 'found', names_checked: true }],
  ['the possessive short name', "In Glenister's case [2011] ZACC 6 the Court", { status: 'found', names_checked: true }],
  ['(above) after a short name', 'Glenister (above) [2011] ZACC 6', { status: 'found', names_checked: true }],
  ['a cited judgment known from an official text', 'Khumalo v Member of the Executive Council for Education, KwaZulu-Natal [2013] ZACC 49', { status: 'found', names_checked: true }],
  ['its law report through the same text', 'Khumalo v MEC for Education, KwaZulu Natal 2014 (5) SA 579 (CC)', { status: 'found', names_checked: true }],
  ['a name after a clause ending in a colon', 'Public power is bound by the Constitution: Daniels v Scribante [2017] ZACC 13', { status: 'found', names_checked: true }],
  ['a short name after "and on"', 'The applicants rely on PAJA and on Dikoko [2006] ZACC 10', { status: 'found', names_checked: true }],
  ['a colon inside an official name', 'Premier: Limpopo Province v Speaker: Limpopo Provincial Legislature [2011] ZACC 25', { status: 'found', names_checked: true }],
  ['Services written as Service', 'First National Bank of SA Ltd t/a Wesbank v Commissioner for the South African Revenue Service [2002] ZACC 5', { status: 'found', names_checked: true }],
  ['one word written as two', 'National Union of Metalworkers of South Africa v Intervalve [2014] ZACC 35', { status: 'found', names_checked: true }],
  ['First is a name, not an ordinal', 'First National Bank v Minister of Finance [2002] ZACC 5', { status: 'found', names_checked: true }],
  ['a footnote number after a name that holds no number', 'Dikoko v Mokhatla 7 2006 (6) SA 235 (CC)', { status: 'found', names_checked: true }],
  ['an office after a comma the record leaves out', 'Phillips v Director of Public Prosecutions, Witwatersrand Local Division [2003] ZACC 1', { status: 'found', names_checked: true }],
  ['a short name before a footnote cross-reference', 'Grootboom above n 4, [2000] ZACC 19', { status: 'found', names_checked: true }],
  ['a foreign citation ends the names before', 'Compare Donoghue v Stevenson [1932] AC 562 with Carmichele v Minister of Safety and Security [2001] ZACC 22', { status: 'found', names_checked: true }],
  ['a place opening the sentence is not a party', 'In South Africa, Daniels v Scribante [2017] ZACC 13 is the leading case.', { status: 'found', names_checked: true }],
  ['(No 1) against a record title without a number (a first judgment seldom carries its number)', 'Daniels v Scribante (No 1) [2017] ZACC 13', { status: 'found', names_checked: true }],
  ['a later number against a record title without one: the number that tells judgments apart cannot be checked', 'Daniels v Scribante (No 2) [2017] ZACC 13', { status: 'found', names_checked: false }],
  // Headings and tables pasted with the prose (audit, 2026-11-24): read into the name, they accused genuine citations
  ['a heading in capitals on the line before the name', 'CONSTITUTIONAL DAMAGES\nGovernment of the Republic of South Africa v Grootboom [2000] ZACC 19 read s 26.', { status: 'found', names_checked: true }],
  ['a heading in capitals after a blank line', 'SOCIO-ECONOMIC RIGHTS\n\nGovernment of the Republic of South Africa v Grootboom [2000] ZACC 19 read s 26.', { status: 'found', names_checked: true }],
  ['a heading in capitals, then "In" opening the name\'s line', 'HOUSING\nIn Government of the Republic of South Africa v Grootboom [2000] ZACC 19 the Court read s 26.', { status: 'found', names_checked: true }],
  ['a heading, then "See" before a short name', 'HOUSING\nSee Grootboom [2000] ZACC 19.', { status: 'found', names_checked: true }],
  ['a memo\'s heading lines in capitals over a name in capitals', 'MEMORANDUM\nRE: SCHOOL CONTRACTS\nIn AB v PRIDWIN PREPARATORY SCHOOL [2020] ZACC 12 the Court held', { status: 'found', names_checked: true }],
  ['a numbered heading in title case', 'C. Socio-economic Rights\nGovernment of the Republic of South Africa v Grootboom [2000] ZACC 19 requires reasonable measures.', { status: 'found', names_checked: true }],
  ['a labelled heading', 'Issue 2: Standing\nAB v Pridwin Preparatory School [2020] ZACC 12 at para 41.', { status: 'found', names_checked: true }],
  ['a short heading standing alone after a sentence', 'The facts are set out above.\nPrivate Schools\nAB v Pridwin Preparatory School [2020] ZACC 12 at para 41.', { status: 'found', names_checked: true }],
  ['a one-word heading opening the text', 'Housing\nGrootboom [2000] ZACC 19 at para 41.', { status: 'found', names_checked: true }],
  // (The twelfth audit: a heading in capitals ending in a small word had been read as a name wrapped after it.)
  ['a list\'s heading ending in "ON", a blank line, then the name', 'AUTHORITIES RELIED ON\n\nAB v Pridwin Preparatory School [2020] ZACC 12; 2020 (5) SA 327 (CC)', { status: 'found', names_checked: true }],
  ['a heading ending in "TO" on the line above the name', 'CASES REFERRED TO\nGovernment of the Republic of South Africa v Grootboom [2000] ZACC 19', { status: 'found', names_checked: true }],
  ['a heading ending in a letter', 'ANNEXURE A\n\nPridwin [2020] ZACC 12', { status: 'found', names_checked: true }],
  ['a list\'s heading above a name in capitals', 'CASES REFERRED TO\nGROOTBOOM [2000] ZACC 19', { status: 'found', names_checked: true }],
  ['versus written out between the parties', 'Government of the RSA versus Grootboom [2000] ZACC 19', { status: 'found', names_checked: true }],
  ['a citation opening its line under a heading has no names', 'FOOTNOTES\n\n[2020] ZACC 12', { status: 'found', names_checked: false }],
  ['the same with Windows line ends', 'AUTHORITIES CITED BY THE RESPONDENT\r\n\r\n[2000] ZACC 19', { status: 'found', names_checked: false }],
  ['a name in capitals wrapped after AND is one name', 'MINISTER OF HEALTH AND\nOTHERS v TREATMENT ACTION CAMPAIGN (NO 2) [2002] ZACC 15', { status: 'found', names_checked: true }],
  ['a zero-width non-joiner inside a word', 'Groot\u200cboom [2000] ZACC 19', { status: 'found', names_checked: true }],
  ['zero-width spaces between lower-case words are word spaces', 'Govt\u200bof\u200bthe\u200bRSA\u200bv\u200bGrootboom [2000] ZACC 19', { status: 'found', names_checked: true }],
  ['a name in capitals wrapped after AND, the name\'s line in title case', 'MINISTER OF HEALTH AND\nAnother v Treatment Action Campaign (No 2) [2002] ZACC 15', { status: 'found', names_checked: true }],
  ['a report\'s volume written without brackets', 'Pridwin 2020 5 SA 327 (CC) para 41', { status: 'found', names_checked: true, matched_title: PRIDWIN }],
  ['a name wrapped across lines is still one name', 'As held in Government of the Republic of South\nAfrica v Grootboom [2000] ZACC 19, the state must act.', { status: 'found', names_checked: true }],
  ['a name in capitals wrapped before its v', 'GOVERNMENT OF THE REPUBLIC OF SOUTH AFRICA\nv GROOTBOOM [2000] ZACC 19', { status: 'found', names_checked: true }],
  ['a short name in markdown italics', 'As held in *Grootboom* [2000] ZACC 19, the state must act reasonably.', { status: 'found', names_checked: true }],
  ['a numbered list, the name in bold and a dash', '1. **Grootboom** – [2000] ZACC 19', { status: 'found', names_checked: true }],
  ['a label and "In" before the name', 'Answer: In Government of the Republic of South Africa v Grootboom [2000] ZACC 19 the Court held', { status: 'found', names_checked: true }],
  ['a question\'s first word before the name', 'Q: Is AB v Pridwin Preparatory School [2020] ZACC 12 still good law?', { status: 'found', names_checked: true }],
  ['an aside left open before the citation, the parties genuine', 'S v Jordan and Others (Sex Workers Education and Advocacy Task Force and Others as Amici Curiae [2002] ZACC 22', { status: 'found', names_checked: true }],
  ['one matter of a consolidated title', 'Zuma v National Director of Public Prosecutions [2008] ZACC 13', { status: 'found', names_checked: true }],
  ['a table with a court\'s column between the name and the citation', '| AB v Pridwin Preparatory School | ZACC | [2020] ZACC 12 |', { status: 'found', names_checked: true }],
  ['a table whose later column mentions another case: the case column is the name', '| Case | Principle | Citation |\n|---|---|---|\n| Fose v Minister of Safety and Security | Constitutional damages; cf Carmichele v Minister | [1997] ZACC 6 |', { status: 'found', names_checked: true }],
  ['a markdown table: the name in the cell before the citation', '| Case | Citation |\n|---|---|\n| Pridwin | [2020] ZACC 12 |', { status: 'found', names_checked: true }],
  ['a party\'s acronym in brackets in the record', 'Minister of Home Affairs v NICRO [2004] ZACC 10', { status: 'found', names_checked: true }],
  // Found without names: the citation alone is confirmed
  ['a name ending the sentence before is not read', 'The point was left open in Hotz. [2017] ZACC 13 decided it.', { status: 'found', names_checked: false }],
  ['a bare citation after "See"', 'See [2020] ZACC 12.', { status: 'found', names_checked: false }],
  ['a bare citation after "as held in"', 'as held in [2020] ZACC 12, the clause was unfair', { status: 'found', names_checked: false }],
  ['the Court named without a case', 'The Constitutional Court [2020] ZACC 12 held', { status: 'found', names_checked: false }],
  ['a bare report citation', 'reported at 2020 (5) SA 327 (CC).', { status: 'found', names_checked: false }],
  ['names in the sentence before never used', 'Makwanyane was cited. [2020] ZACC 12 held otherwise.', { status: 'found', names_checked: false }],
  ['a previous citation ends the names', 'S v Dodo [2001] ZACC 15 and [2020] ZACC 12', { status: 'found' }],
  // Mismatch: a real citation under another case's names
  ['Makwanyane written with Pridwin\'s citation', 'As the Court in Makwanyane [2020] ZACC 12 held', { status: 'mismatch', matched_title: PRIDWIN }],
  ['Grootboom written with the Western Cape certification', 'In Grootboom [1997] ZACC 8', { status: 'mismatch' }],
  ['the national certification title on the Western Cape one', `${CERT_1996} [1997] ZACC 8`, { status: 'mismatch' }],
  ['invented parties on a real citation', 'Smith v Jones [2020] ZACC 12', { status: 'mismatch' }],
  ['another case\'s name under a heading in capitals', 'HOUSING\nMakwanyane [2000] ZACC 19', { status: 'mismatch' }],
  ['another case\'s name after a numbered heading', 'C. Housing\nS v Makwanyane [2000] ZACC 19', { status: 'mismatch' }],
  ['another case\'s name under a heading ending in a small word', 'CASES REFERRED TO\nS v Makwanyane [2000] ZACC 19', { status: 'mismatch' }],
  // (An independent review: a line in capitals above a citation is dropped only as a list's heading standing alone.)
  ['another case\'s name in capitals, wrapped onto its own line above the citation', 'S v MAKWANYANE AND\nANOTHER\n[2000] ZACC 19', { status: 'mismatch' }],
  ['another case\'s parties a line each, as on a cover page', 'AB AND ANOTHER\nv\nPRIDWIN PREPARATORY SCHOOL\n[2000] ZACC 19', { status: 'mismatch' }],
  ['another case\'s short name in capitals alone above the citation', 'MAKWANYANE\n[2000] ZACC 19', { status: 'mismatch' }],
  // (A hunt for false found in the heading rule: a line is a list's heading only when all its words are a heading's.)
  ['a party line in capitals holding a heading\'s word is a name', 'NOTES AND OTHERS\n[2000] ZACC 19', { status: 'mismatch' }],
  ['a company in capitals holding a heading\'s word is a name', 'TABLE BAY HOLDINGS (PTY) LTD AND OTHERS\n[2000] ZACC 19', { status: 'mismatch' }],
  ['parties joined by VERSUS on a line in capitals are a name', 'NOTES VERSUS MINISTER OF POLICE\n[2000] ZACC 19', { status: 'mismatch' }],
  ['a line opening with AND OTHERS continues the name in capitals above it', 'MINISTER OF NATIONAL HOUSING\nAND OTHERS v GROOTBOOM [2000] ZACC 19', { status: 'mismatch' }],
  ['versus written out: another case\'s name (it had been read as the short name Grootboom)', 'Notary versus Grootboom [2000] ZACC 19', { status: 'mismatch' }],
  ['another case\'s report, its volume written without brackets', 'S v Makwanyane 2020 5 SA 327 (CC)', { status: 'mismatch', matched_title: PRIDWIN }],
  ['a wrong page, the volume written without brackets', 'AB v Pridwin Preparatory School 2020 5 SA 328 (CC)', { status: 'name_only' }],
  ['another case\'s short name in markdown italics (read as no name, the citation was confirmed)', 'See *Makwanyane* [2000] ZACC 19', { status: 'mismatch' }],
  ['another case\'s name in bold with a number', '**Fose v Minister of Safety and Security (No 2)** [2002] ZACC 15', { status: 'mismatch' }],
  ['another case\'s report before a neutral citation with only a space between (a group of its own, it had no names)', 'AB v Pridwin Preparatory School 2001 (1) SA 46 (CC) [2020] ZACC 12', { status: 'mismatch' }],
  // The seventh audit (mutation tables, 2026-11-24): wrong names confirmed, or read as none
  ['an office before its place is the party (cut to the place, it agreed with another body of the province)', 'Premier, Western Cape v President of the Republic of South Africa [1995] ZACC 8', { status: 'mismatch' }],
  ['an aside left open before the citation: the parties before it are read, not the amici alone', 'Soobramoney v Jordan and Others (Sex Workers Education and Advocacy Task Force and Others as Amici Curiae [2002] ZACC 22', { status: 'mismatch' }],
  ['one consolidated matter\'s applicant against the next matter\'s', 'Thint (Pty) Ltd v Zuma [2008] ZACC 13', { status: 'mismatch' }],
  ['a three-column table: the name two cells to the left', '| Smith v Jones | Constitutional Court | [2020] ZACC 12 |', { status: 'mismatch' }],
  ['an em dash between the name and the citation', 'Smith v Jones — [2020] ZACC 12', { status: 'mismatch' }],
  ['a printed page\'s number "- 12 -" between the name and the citation', 'Smith v Jones\n\n- 12 -\n\n[2020] ZACC 12', { status: 'mismatch' }],
  ['"available at" before the citation', 'Smith v Jones, available at [2020] ZACC 12', { status: 'mismatch' }],
  ['"also reported as" before the citation', 'Smith v Jones, also reported as 2020 (5) SA 327 (CC)', { status: 'mismatch' }],
  // The eighth audit (old against new): names joined by a semicolon are a string of cases, each of which must agree
  ['a string of cases: the earlier one genuine, the one nearest the citation invented', 'See Fose v Minister of Safety and Security; Smith v Jones [1997] ZACC 6.', { status: 'mismatch' }],
  ['a markdown table: invented names in the cell (read as none, the citation was confirmed)', '| Case | Citation |\n|---|---|\n| Smith v Jones | [2020] ZACC 12 |', { status: 'mismatch' }],
  ['the right claimant, the wrong defendant', 'AB v Minister of Police [2020] ZACC 12', { status: 'mismatch' }],
  ['the right defendant, the wrong claimant', 'Smith v Pridwin Preparatory School [2020] ZACC 12', { status: 'mismatch' }],
  ['a company with a number named in the other party\'s place', 'Fullimput 221 CC v Road Accident Fund [2021] ZACC 44', { status: 'mismatch' }],
  ['Co. in a company name does not drop the names', 'Acme Trading Co. v Scribante [2017] ZACC 13', { status: 'mismatch' }],
  ['(No 1) is not (No 2)', 'Minister of Health v Treatment Action Campaign (No 1) [2002] ZACC 15', { status: 'mismatch' }],
  ['a swapped pair of citations: Daniels under Hotz', 'Daniels v Scribante [2017] ZACC 10', { status: 'mismatch', matched_title: 'Hotz and Others v University of Cape Town' }],
  ['a swapped pair of citations: Hotz under Daniels', 'Hotz v University of Cape Town 2017 (4) SA 341 (CC)', { status: 'mismatch' }],
  ['the State in a civil case', 'S v Scribante [2017] ZACC 13', { status: 'mismatch' }],
  ['a civil party where the State is', 'Minister v Dodo [2001] ZACC 15', { status: 'mismatch' }],
  ['a short name that is not in the title', 'In Carmichele [2006] ZACC 10', { status: 'mismatch' }],
  ['an acronym of another body', 'SABC v Masuku [2022] ZACC 5', { status: 'mismatch' }],
  ['a province that is not the one in the name', 'MEC for Education, Gauteng v Pillay [2007] ZACC 21', { status: 'mismatch' }],
  ['a full name in capitals on the wrong citation', 'S V MAKWANYANE [2020] ZACC 12', { status: 'mismatch' }],
  ['one word differs in the first party', 'Minister of Finance v Treatment Action Campaign [2002] ZACC 15', { status: 'mismatch' }],
  ['names after a line break on the wrong citation', 'In\nS v Makwanyane [2017] ZACC 10', { status: 'mismatch' }],
  ['a report citation under the wrong names', 'S v Makwanyane 2020 (5) SA 327 (CC)', { status: 'mismatch' }],
  ['each member of a group checked: neutral', 'Smith v Jones [2020] ZACC 12; 2020 (5) SA 327 (CC)', { status: 'mismatch' }],
  ['the cited record, other names', 'Smith v Jones [2013] ZACC 49', { status: 'mismatch' }],
  ['a different place in brackets', 'Soobramoney v Minister of Health (Gauteng) [1997] ZACC 17', { status: 'mismatch' }],
  ['a province that is the core of the name', 'Certification of the Constitution of the Western Cape, 1997 [1996] ZACC 26', { status: 'mismatch' }],
  ['Ex parte: In re with the wrong matter', 'Ex parte President of the Republic of South Africa: In re Constitutionality of the Liquor Bill [2000] ZACC 1', { status: 'mismatch' }],
  ['a company number one off', 'City of Johannesburg v Blue Moonlight Properties 38 [2011] ZACC 33', { status: 'mismatch' }],
  ['a company year in the name one off', 'The Citizen 1979 (Pty) Ltd v McBride [2011] ZACC 11', { status: 'mismatch' }],
  ['the place of the office differs from the official one', 'Bwanya v Master of the High Court, Johannesburg [2021] ZACC 51', { status: 'mismatch' }],
  ['a department after a comma differs', 'Chisuse v Director-General, Department of Social Development [2020] ZACC 20', { status: 'mismatch' }],
  ['a wrong short name before a footnote cross-reference', 'Pridwin above n 4, [2000] ZACC 19', { status: 'mismatch' }],
  // A law report's court: the report at that page is of another court (it had been found, the court never compared)
  ['a Constitutional Court report cited as the Supreme Court of Appeal\'s, the names right', `${PRIDWIN} 2020 (5) SA 327 (SCA)`, { status: 'name_only', matched_title: PRIDWIN, suggestion: { citation: '2020 (5) SA 327 (CC)' } }],
  ['a Constitutional Court report cited as a high court\'s, a short name', 'In Pridwin, 2020 (5) SA 327 (GJ), the Court', { status: 'name_only', matched_title: PRIDWIN, suggestion: { citation: '2020 (5) SA 327 (CC)' } }],
  ['the Appellate Division\'s code for a Constitutional Court report, no names', 'See 2020 (5) SA 327 (A).', { status: 'unchecked', suggestion: { citation: '2020 (5) SA 327 (CC)' } }],
  ['a report known from an official text, under another court', 'Khumalo v MEC for Education, KwaZulu Natal 2014 (5) SA 579 (SCA)', { status: 'name_only', suggestion: { citation: '2014 (5) SA 579 (CC)' } }],
  ['another court and other names: still another case\'s citation', 'Smith v Jones 2020 (5) SA 327 (SCA)', { status: 'mismatch', matched_title: PRIDWIN }],
  ['a court code in lower case is not read as one (not compared)', `${PRIDWIN} 2020 (5) SA 327 (cc)`, { status: 'found', names_checked: true }],
  ['a court code no table row holds names another court than the judgment\'s', `${PRIDWIN} 2020 (5) SA 327 (ZS)`, { status: 'name_only', suggestion: { citation: '2020 (5) SA 327 (CC)' } }],
  ['a case number\'s prefix where the court stands is no court of the judgment\'s', `${PRIDWIN} 2020 (5) SA 327 (CCT)`, { status: 'name_only' }],
  // name_only
  ['names in the library, citation not confirmed', 'AB v Pridwin Preparatory School 2021 (1) SA 999 (CC)', { status: 'name_only', matched_title: PRIDWIN }],
  ['names in the library, an invented neutral number', 'Hotz v University of Cape Town [2017] ZACC 98', { status: 'name_only' }],
  ['names known from an official text, another number', 'Khumalo v MEC for Education, KwaZulu-Natal [2013] ZACC 48', { status: 'name_only', matched_title: 'Khumalo and Another v Member of the Executive Council for Education: KwaZulu Natal' }],
  // not_found where the library covers the court-year or series-year
  ['a number past the recorded count', 'Smith v Jones [2031] ZACC 87', { status: 'not_found' }],
  ['a number within a covered year', 'Smith v Jones [2031] ZACC 5', { status: 'not_found' }],
  ['no names, covered year', 'See [2031] ZACC 12.', { status: 'not_found' }],
  ['a report in a series-year a record covers', 'Smith v Jones 2030 (2) SA 1 (CC)', { status: 'not_found' }],
  // unchecked: what the library does not cover
  ['an invented number in a year the library holds a few of', 'Smith v Jones [2020] ZACC 87', { status: 'unchecked' }],
  ['a court the library holds nothing of', 'Smith v Jones [2019] ZAGPJHC 4', { status: 'unchecked' }],
  ['an unknown ZA court code', 'Smith v Jones [2019] ZAXYZ 4', { status: 'unchecked' }],
  ['a report series-year no record covers', 'Smith v Jones 2021 (5) SA 999 (CC)', { status: 'unchecked' }],
  ['JOL', 'Smith v Jones [2005] JOL 13960 (CC)', { status: 'unchecked' }],
  ['an old provincial series', 'Rex v Smith 1934 AD 167', { status: 'unchecked' }],
  ['JDR', 'Smith v Jones 2011 JDR 0343 (GJ)', { status: 'unchecked' }],
  ['one record of a court does not cover it', 'Smith v Jones [2005] ZASCA 44', { status: 'unchecked' }],
  // Names ending in lower case: read, not taken for no names (which would confirm any citation)
  ['a wrong name ending "and another"', 'See Smith v Jones and another [2020] ZACC 12.', { status: 'mismatch', matched_title: PRIDWIN }],
  ['a wrong name ending "& others"', 'Smith v Jones & others [2020] ZACC 12', { status: 'mismatch', matched_title: PRIDWIN }],
  ['a wrong name ending "et al"', 'Smith v Jones et al [2020] ZACC 12', { status: 'mismatch', matched_title: PRIDWIN }],
  ['a wrong name ending in a lower-case "cc"', 'Mosehla v Sancor cc [2020] ZACC 12', { status: 'mismatch', matched_title: PRIDWIN }],
  ['a wrong respondent written in lower case', 'Smith v jones [2020] ZACC 12', { status: 'mismatch', matched_title: PRIDWIN }],
  ['a wrong respondent partly in lower case', 'Smith v Minister of safety and security [2020] ZACC 12', { status: 'mismatch', matched_title: PRIDWIN }],
  ['the right name ending "and others" in lower case', 'AB v Pridwin Preparatory School and others [2020] ZACC 12', { status: 'found', names_checked: true }],
  ['a verb between the name and the citation is not a party', 'Pridwin was followed [2020] ZACC 12', { status: 'found', names_checked: false }],
  ["Afrikaans \"en 'n Ander\" for and Another", "S v Dodo en 'n Ander [2001] ZACC 15", { status: 'found', names_checked: true }],
  ["\"en ’n Ander\" with a curly apostrophe", 'S v Dodo en ’n Ander [2001] ZACC 15', { status: 'found', names_checked: true }],
  ['a footnote number glued to "(No 2)"', 'Minister of Health v Treatment Action Campaign (No 2)12 [2002] ZACC 15', { status: 'found', names_checked: true, matched_title: TAC }],
  ['the State named second, the parties the other way round', 'Dodo v S [2001] ZACC 15', { status: 'found', names_checked: true }],
  ['"S and Another" is the State', 'Mlungwana and Others v S and Another [2018] ZACC 45', { status: 'found', names_checked: true }],
  ['an acronym written where the record spells the name out: the judgment is found by name', 'NUMSA v Intervalve (Pty) Ltd [2014] ZACC 99', { status: 'name_only' }],
  ['a wrong applicant written "and another v"', 'Smith and another v Speaker of the National Assembly [2016] ZACC 11', { status: 'mismatch' }],
  ['a wrong name of generic words with a v', 'Minister of Justice v Speaker [2020] ZACC 12', { status: 'mismatch', matched_title: PRIDWIN }],
  ['Afrikaans "Die Staat" is the State', 'Die Staat v Dodo [2001] ZACC 15', { status: 'found', names_checked: true }],
  ['a wrong name with a place after a semicolon', 'Smith v MEC for Education; KwaZulu-Natal [2007] ZACC 21', { status: 'mismatch' }],
  ['a wrong applicant against an Ex parte title: no respondent to agree with', 'Smith v President of the Republic of South Africa [1999] ZACC 15', { status: 'mismatch' }],
  ['a case known by a short name, cited by it', 'Freddies Mine 1996 (1) SA 422 (A)', { status: 'found', names_checked: true, matched_title: 'Freddies Mine' }],
  ['a full name against a record of a short name: one side at most checked', 'Smith v Freddies Mine 1996 (1) SA 422 (A)', { status: 'found', names_checked: false }],
  ['a wrong name with the citation in brackets after it', 'Glenister v President ([2020] ZACC 12)', { status: 'mismatch', matched_title: PRIDWIN }],
  ['a wrong name ending in a number and "and Another"', 'Paulsen v Slip Knot Investments 777 and Another [2020] ZACC 12', { status: 'mismatch', matched_title: PRIDWIN }],
  ['a wrong name ending "(No 2) and Others"', 'Minister of Health v Treatment Action Campaign (No 2) and Others [2020] ZACC 12', { status: 'mismatch', matched_title: PRIDWIN }],
  ['a wrong name, then "(unreported)"', 'Glenister v President (unreported) [2020] ZACC 12', { status: 'mismatch', matched_title: PRIDWIN }],
  ['a wrong name, then ", unreported,"', 'Glenister v President and Others, unreported, [2020] ZACC 12', { status: 'mismatch', matched_title: PRIDWIN }],
  ['a wrong name "reported at" a citation', 'Glenister, reported at 2020 (5) SA 327 (CC)', { status: 'mismatch', matched_title: PRIDWIN }],
  ['a wrong name "cited as" a citation', 'Glenister v President, cited as [2020] ZACC 12', { status: 'mismatch', matched_title: PRIDWIN }],
  ['the right name with the citation in brackets', 'AB v Pridwin Preparatory School ([2020] ZACC 12)', { status: 'found', names_checked: true }],
  ['a wrong name typed without capitals', 'glenister v president [2020] ZACC 12', { status: 'mismatch', matched_title: PRIDWIN }],
  ['the right name typed without capitals', 'ab v pridwin preparatory school [2020] ZACC 12', { status: 'found', names_checked: true }],
  ['the State on both sides is no agreement', 'S v S [2001] ZACC 15', { status: 'mismatch' }],
  // Transport damage (what copying from PDFs, word processors and web pages leaves in a text)
  ['tabs as word spaces: an invented applicant (read as cells, the name was "Media")', 'Naidoo\tv\tMedia [2019] ZACC 46', { status: 'mismatch' }],
  ['tabs as word spaces: the name was its last word, "School"', 'Nkosi\tv\tPridwin\tPreparatory\tSchool [2020] ZACC 12', { status: 'mismatch', matched_title: PRIDWIN }],
  ['one tab after the v', 'Naidoo v\tMedia 24 Ltd [2019] ZACC 46', { status: 'mismatch' }],
  ['tabs as word spaces: the right name', 'AB\tv\tPridwin\tPreparatory\tSchool [2020] ZACC 12', { status: 'found', names_checked: true }],
  ['a pasted table row still read by its cells', '| Glenister\t| Constitutional Court\t| [2020] ZACC 12 |', { status: 'mismatch', matched_title: PRIDWIN }],
  ['a tab-separated table with the parties in columns of their own', 'Defamation\tAB\tv\tPridwin Preparatory School\t[2020] ZACC 12', { status: 'found', names_checked: true }],
  ['the same with a date column first', '17 June 2020\tAB\tv\tPridwin Preparatory School\t[2020] ZACC 12', { status: 'found', names_checked: true }],
  ['zero-width spaces as word spaces', 'AB\u200bv\u200bPridwin\u200bPreparatory\u200bSchool [2020] ZACC 12', { status: 'found', names_checked: true }],
  ['a company number opening a line: an invented applicant (read as a footnote number, the name was lost)', 'Smith v Blue Moonlight Properties\n39 (Pty) Ltd [2011] ZACC 33', { status: 'mismatch' }],
  ['a company number opening a line: the right name', 'City of Johannesburg v Blue Moonlight Properties\n39 (Pty) Ltd [2011] ZACC 33', { status: 'found', names_checked: true }],
  ['"24 Ltd" opening a line', 'Naidoo v Media\n24 Ltd [2019] ZACC 46', { status: 'mismatch' }],
  ['a zero-width space inside the court code', 'AB v Pridwin Preparatory School [2020] ZA\u200bCC 12', { status: 'found', names_checked: true }],
  ['zero-width spaces between the parts', 'AB v Pridwin Preparatory School [2020]\u200bZACC\u200b12', { status: 'found', names_checked: true }],
  ['a ligature in a name (PDF)', 'A\ufb00ordable Medicines Trust v Minister of Health [2005] ZACC 3', { status: 'found', names_checked: true }],
  ['a ligature in an invented name is still compared', 'A\ufb00ordable Housing Trust v Minister of Health [2005] ZACC 3', { status: 'mismatch' }],
  ['mathematical bold letters (rich text pasted as plain)', '\u{1d400}\u{1d401} v Pridwin Preparatory School [2020] ZACC 12', { status: 'found', names_checked: true }],
  ['full-width brackets', 'AB v Pridwin Preparatory School \uff3b2020\uff3d ZACC 12', { status: 'found', names_checked: true }],
  ['a soft hyphen inside a name', 'AB v Prid\u00adwin Preparatory School [2020] ZACC 12', { status: 'found', names_checked: true }],
  // Markup as AI assistants and web pages send it (the thirteenth audit): read as it shows.
  ['a markdown link around a wrong applicant (read from its `v`, the respondent alone confirmed it)', 'See [Smith v Minister of Safety and Security](https://www.saflii.org/za/cases/ZACC/1997/6.html) [1997] ZACC 6.', { status: 'mismatch' }],
  ['a markdown link around the right name', 'See [Fose v Minister of Safety and Security](https://www.saflii.org/za/cases/ZACC/1997/6.html) [1997] ZACC 6.', { status: 'found', names_checked: true }],
  ['a markdown link holding the name and the citation, emphasis inside', 'See [**Fose v Minister of Safety and Security** [2001] ZACC 22](https://www.saflii.org/za/cases/ZACC/2001/22.html)', { status: 'mismatch' }],
  ['a short name in a markdown link', '[Carmichele](https://www.saflii.org/za/cases/ZACC/1997/6.html) [1997] ZACC 6', { status: 'mismatch' }],
  ['HTML emphasis closing on the last word of the right name', '<p>See <em>Government of the Republic of South Africa and Others v Grootboom and Others</em> [2000] ZACC 19 at para 44.</p>', { status: 'found', names_checked: true }],
  ['HTML around a wrong applicant', '<li>Smith v Minister of Safety and Security [1997] ZACC 6</li>', { status: 'mismatch' }],
  ['a short name in HTML emphasis', '<em>Carmichele</em> [1997] ZACC 6', { status: 'mismatch' }],
  ['an HTML table row', '<tr><td>Fose v Minister of Safety and Security</td><td>[1997] ZACC 6</td></tr>', { status: 'found', names_checked: true }],
  ['entities: &amp; in the name, &nbsp; inside the citation', '<p>In <i>Hotz &amp; Others v University of Cape Town</i>&nbsp;[2017]&nbsp;ZACC&nbsp;10 the Court</p>', { status: 'found', names_checked: true }],
  ['JSON-escaped line breaks pasted as written', '\\n\\n**Fose v Minister of Safety and Security** [1997] ZACC 6\\n**Carmichele v Minister of Safety and Security** [1997] ZACC 6', { status: 'found', names_checked: true }],
  ['a square bracket opening a wrong name', 'See [Carmichele v Minister of Safety and Security] [1997] ZACC 6.', { status: 'mismatch' }],
  ['a curly bracket', 'See {Smith v Minister of Safety and Security} [1997] ZACC 6.', { status: 'mismatch' }],
  ['a footnote superscript glued to the name', 'See \u00b9Smith v Minister of Safety and Security [1997] ZACC 6.', { status: 'mismatch' }],
  ['a quotation mark (markdown `>`) glued to the name', '>Smith v Minister of Safety and Security [1997] ZACC 6', { status: 'mismatch' }],
  ['strike-through marks', 'See ~Smith v Minister of Safety and Security~ [1997] ZACC 6.', { status: 'mismatch' }],
  ['an em dash glued to the name', 'See \u2014Carmichele v Minister of Safety and Security [1997] ZACC 6.', { status: 'mismatch' }],
  ['an unreadable applicant: the respondent alone is not counted as checked', 'See \u00a4Smith v Minister of Safety and Security [1997] ZACC 6.', { status: 'found', names_checked: false }],
  ['an unreadable applicant and a wrong respondent', 'See \u00a4Fose v Minister of Police [1997] ZACC 6.', { status: 'mismatch' }],
  // What a writer says of the case between its name and its citation.
  ['", cited above," after a wrong name', 'See Smith v Minister of Safety and Security, cited above, [1997] ZACC 6.', { status: 'mismatch' }],
  ['", a judgment of the Constitutional Court," after a wrong name', 'See Carmichele v Minister of Safety and Security, a 1997 judgment of the Constitutional Court, [1997] ZACC 6.', { status: 'mismatch' }],
  ['", decided on <date>," after the right name (read into it, the name was accused)', 'See AB v Pridwin Preparatory School, decided on 17 June 2020, [2020] ZACC 12.', { status: 'found', names_checked: true }],
  ['"(SAFLII)" after the right name', 'See AB v Pridwin Preparatory School (SAFLII) [2020] ZACC 12.', { status: 'found', names_checked: true }],
  ['"[majority]" after the right name', 'Fose v Minister of Safety and Security [majority] [1997] ZACC 6', { status: 'found', names_checked: true }],
  ['a court between dashes after a wrong name', 'See Carmichele v Minister of Safety and Security \u2014 Constitutional Court \u2014 [1997] ZACC 6.', { status: 'mismatch' }],
  ['a Bluebook court after a wrong name', 'See Carmichele v Minister of Safety and Security (S. Afr. Const. Ct.) [1997] ZACC 6.', { status: 'mismatch' }],
  ['paragraphs between a wrong name and its citation', 'See Carmichele v Minister of Safety and Security at paras 14 to 16, [1997] ZACC 6.', { status: 'mismatch' }],
  ['"op cit" after a wrong short name', 'Carmichele, op cit, [1997] ZACC 6 at para 56.', { status: 'mismatch' }],
  ['a bullet between a wrong name and its citation', 'Carmichele v Minister of Safety and Security \u2022 [1997] ZACC 6', { status: 'mismatch' }],
  ['a wrong name on a line of its own ending in a colon', 'Carmichele v Minister of Safety and Security:\n[1997] ZACC 6', { status: 'mismatch' }],
  ['a list heading ending in a colon is not the name', 'Cases following Carmichele v Minister of Safety and Security:\n[2020] ZACC 12', { status: 'found', names_checked: false }],
  // Fields.
  ['labelled fields: the right name', 'Case: Fose v Minister of Safety and Security\nCitation: [1997] ZACC 6', { status: 'found', names_checked: true }],
  ['labelled fields: a wrong name', 'Title: Smith v Minister of Safety and Security; Citation: [1997] ZACC 6', { status: 'mismatch' }],
  ['JSON fields: a wrong name', '{"case": "S v Zuma", "citation": "[1997] ZACC 6"}', { status: 'mismatch' }],
  ['a report under its own label', 'Case name: Fose v Minister of Safety and Security\nReported: 1997 (3) SA 786 (CC)', { status: 'found', names_checked: true }],
  // The independent review of those readings.
  ['a bracket inside a wrong name is no start of it', 'Smith v [Minister of Safety and Security] [1997] ZACC 6', { status: 'mismatch' }],
  ['a bracket around a word of a wrong name', 'Smith v Minister of [Safety and Security] [1997] ZACC 6', { status: 'mismatch' }],
  ['a dash glued inside a wrong name', 'Smith v Minister of Safety and \u2014Security [1997] ZACC 6', { status: 'mismatch' }],
  ['a footnote\'s superscript after the citation (kept, 6<sup>2</sup> was ZACC 62)', 'Fose v Minister of Safety and Security [1997] ZACC 6<sup>2</sup>; 1997 (3) SA 786 (CC)', { status: 'found', names_checked: true }],
  ['an ampersand glued to the next word', 'Masuku &Another v SAHRC obo SAJBD [2022] ZACC 5', { status: 'found', names_checked: true }],
  ['angle brackets around the name', '<Fose v Minister of Safety and Security> [1997] ZACC 6', { status: 'found', names_checked: true }],
  ['a double dagger glued to the name, the parties the other way round', '\u2021Masuku v SAHRC [2022] ZACC 5', { status: 'found', names_checked: true }],
  ['an unreadable applicant, the parties the other way round: not accused, not checked', '\u00a4Masuku v SAHRC [2022] ZACC 5', { status: 'found', names_checked: false }],
  ['a first word giving letters it does not conventionally give is no acronym', 'Universal Insurance of South Africa v AfriForum NPC [2021] ZACC 32', { status: 'mismatch' }],
  ['a judge before an aside naming the judgment\'s author is no case name', 'Ackermann J (majority) [1997] ZACC 6', { status: 'found', names_checked: false }],
  ['a date with a comma inside an aside (the longest aside wins)', 'Fose v Minister of Safety and Security, delivered on June 5, 1997, [1997] ZACC 6', { status: 'found', names_checked: true }],
  ['two asides one after another', 'Smith v Minister of Safety and Security, cited above, at para 60, [1997] ZACC 6', { status: 'mismatch' }],
  ['fields between the name\'s and the citation\'s', 'Case: Fose v Minister of Safety and Security\nDate: 5 June 1997\nJudge: Ackermann J\nCitation: [1997] ZACC 6', { status: 'found', names_checked: true }],
  ['a case number in the name\'s field is no name', 'Case: CCT 14/96\nCitation: [1997] ZACC 6', { status: 'found', names_checked: false }],
  ['another field\'s line above the citation\'s is no name', 'Fose v Minister of Safety and Security\nCase number: CCT 14/96\nCitation: [1997] ZACC 6', { status: 'found', names_checked: false }],
  ['a full name alone on the line above the citation\'s label', 'Smith v Minister of Safety and Security\nCitation: [1997] ZACC 6', { status: 'mismatch' }],
  ['a sentence before another label ends the name\'s field', 'Case: S v Zuma. Notes: see also Fose v Minister of Safety and Security. Citation: [1997] ZACC 6', { status: 'mismatch' }],
  ['markdown bold labels, a wrong name', '- **Case:** Smith v Minister of Safety and Security\n- **Court:** Constitutional Court\n- **Citation:** [1997] ZACC 6', { status: 'mismatch' }],
  ['JSON with another key between and a neutral_citation key', '{"title": "Smith v Minister of Safety and Security", "date": "1997-06-05", "neutral_citation": "[1997] ZACC 6"}', { status: 'mismatch' }],
  ['a table of fields, one a row', '| Case | Fose v Minister of Safety and Security |\n| Citation | [1997] ZACC 6 |', { status: 'found', names_checked: true }],
  ['a table of fields, a wrong name', '| **Case** | Smith v Minister of Safety and Security |\n| **Citation** | [1997] ZACC 6 |', { status: 'mismatch' }],
  ['the parties in cells of their own, a `v` between', '| Smith | v | Minister of Safety and Security | [1997] ZACC 6 |', { status: 'mismatch' }],
  ['an HTML heading above is no name', '<h2>Background</h2><p>[1997] ZACC 6 held that damages are not available.</p>', { status: 'found', names_checked: false }],
  ['a list item above is no name', '<li>Carmichele</li><li>[1997] ZACC 6</li>', { status: 'found', names_checked: false }],
  ['an HTML table of fields, a wrong name', '<table><tr><th>Case</th><td>Smith v Minister of Safety and Security</td></tr><tr><th>Citation</th><td>[1997] ZACC 6</td></tr></table>', { status: 'mismatch' }],
  ['an HTML definition list of fields, the right name', '<dl><dt>Case</dt><dd>Fose v Minister of Safety and Security</dd><dt>Citation</dt><dd>[1997] ZACC 6</dd></dl>', { status: 'found', names_checked: true }],
  ['`<S v Zuma>`-like text is no tag', '<B v Minister of Safety and Security> [1997] ZACC 6', { status: 'mismatch' }],
  // The second review.
  ['fields naming one party each are no case name', '{"applicant": "Smith", "respondent": "Minister of Safety and Security", "citation": "[1997] ZACC 6"}', { status: 'found', names_checked: false }],
  ['a field of another party\'s name is no case name', 'Case: Smith v Minister of Safety and Security\nRespondent name: Minister of Safety and Security\nCitation: [1997] ZACC 6', { status: 'mismatch' }],
  ['a judge\'s name field is no case name', 'Case: Fose v Minister of Safety and Security\nJudge name: Ackermann J\nCitation: [1997] ZACC 6', { status: 'found', names_checked: true }],
  ['a person\'s name field is no case name', 'Name: Adv J Smith SC\nCitation: [1997] ZACC 6', { status: 'found', names_checked: false }],
  ['UNISA is only the University of South Africa', 'UNISA v Minister of Justice and Correctional Services [2016] ZACC 32', { status: 'mismatch' }],
  ['a university of other words is not UNISA', 'University of Southern Africa v AfriForum NPC [2021] ZACC 32', { status: 'mismatch' }],
  ['fields in blocks of their own', '<p><strong>Case:</strong> Smith v Minister of Safety and Security<br><strong>Citation:</strong> [1997] ZACC 6</p>', { status: 'mismatch' }],
  ['fields in list items', '<ul><li>Case: Fose v Minister of Safety and Security</li><li>Citation: [1997] ZACC 6</li></ul>', { status: 'found', names_checked: true }],
  ['a hashtag and a style sheet around a wrong name', '<style>.x{}</style>#Smith v Minister of Safety and Security [1997] ZACC 6', { status: 'mismatch' }],
  ['a bold heading and a line break above are no name', '<b>Background</b><br/>[1997] ZACC 6 held that damages are not available', { status: 'found', names_checked: false }],
  ['a markdown reference link is its text', '[Fose v Minister of Safety and Security][fose] [1997] ZACC 6', { status: 'found', names_checked: true }],
  ['HTML tags in capitals (Word, Outlook)', '<P><EM>Fose</EM> v Minister of Safety and Security [1997] ZACC 6</P>', { status: 'found', names_checked: true }],
  ['a whole name in brackets', 'See (Fose v Minister of Safety and Security) [1997] ZACC 6.', { status: 'found', names_checked: true }],
  ['a one-letter party before an aside is no judge', 'NM v P (majority) [1997] ZACC 6', { status: 'mismatch' }],
  ['a name across paragraphs reads as across lines', '<p>Smith v Minister</p><p>of Safety and Security [1997] ZACC 6</p>', { status: 'mismatch' }],
  ['a name cut at a heading, opening with `of`, is no name', '<h3>Smith v Minister</h3>of Safety and Security [1997] ZACC 6', { status: 'found', names_checked: false }],
  ['a wrong name on its own paragraph above the citation', '<p>Carmichele v Minister of Safety and Security</p><p>[1997] ZACC 6</p>', { status: 'mismatch' }],
  ['a wrong name, a line break, the citation', '<li>Carmichele v Minister of Safety and Security<br>[1997] ZACC 6; 1997 (3) SA 786 (CC)</li>', { status: 'mismatch' }],
  ['JSON escapes in a name', '{"case": "Smith v\\u00a0Minister of Safety and Security", "citation": "[1997] ZACC 6"}', { status: 'mismatch' }],
  ['JSON escapes in the right name', '{"case": "Fose\\u00a0v\\u00a0Minister of Safety and Security", "citation": "[1997]\\u00a0ZACC\\u00a06"}', { status: 'found', names_checked: true }],
  ['dashes around v', 'Smith -v- Minister of Safety and Security [1997] ZACC 6', { status: 'mismatch' }],
  ['a quotation inside a wrong name', 'See Smith v "the Minister" of Safety and Security [1997] ZACC 6.', { status: 'mismatch' }],
  ['the same in JSON, escaped', '{"case": "Smith v \\"the Minister\\" of Safety and Security", "citation": "[1997] ZACC 6"}', { status: 'mismatch' }],
  ['v with a slash', 'Smith v/ Minister of Safety and Security [1997] ZACC 6', { status: 'mismatch' }],
  ['a run of written-out line breaks before a word in lower case', 'Smith v Minister\\n\\nof Safety and Security [1997] ZACC 6', { status: 'mismatch' }],
  ['a part numbered V before a dash is no v', 'See Part V \u2013 Fose v Minister of Safety and Security [1997] ZACC 6.', { status: 'found', names_checked: true }],
  ['a bold full name with vs above the citation is no heading', '<b>Smith vs Minister of Safety and Security</b><br>[1997] ZACC 6', { status: 'mismatch' }],
  ['a section heading above the citation is no name', '<p>Background</p><p>[1997] ZACC 6 held that damages are available.</p>', { status: 'found', names_checked: false }],
  ['the same in plain text', 'Footnotes\n\n[1997] ZACC 6 at para 60.', { status: 'found', names_checked: false }],
  ['dashes standing beside v', 'Smith \u2013 v \u2013 Minister of Safety and Security [1997] ZACC 6', { status: 'mismatch' }],
  ['a citation inside a superscript is read', 'Fose v Minister of Safety and Security<sup>[1997] ZACC 6</sup>', { status: 'found', names_checked: true }],
  ['dashes glued around v', 'Smith \u2013v\u2013 Minister of Safety and Security [1997] ZACC 6', { status: 'mismatch' }],
  // Matters' names.
  ['the second certification\'s name on the first certification\'s citation', 'In re Certification of the Amended Text of the Constitution of the Republic of South Africa, 1996 [1996] ZACC 26', { status: 'mismatch' }],
  ['an acronym of prefixes written out (UNISA)', 'Chairperson of the Council of the University of South Africa v AfriForum NPC [2021] ZACC 32', { status: 'found', names_checked: true }],
  // Signals and applications' names (the fourteenth audit).
  ['a signal the reader did not know (Contra) is no part of the name', 'Contra Bato Star 2004 (7) BCLR 687 (CC) para 45.', { status: 'found', names_checked: true }],
  ['Vide before a citation alone: no names', 'Vide [2006] ZACC 10.', { status: 'found', names_checked: false }],
  ['Cp before a full name', 'Cp Glenister v President of the Republic of South Africa and Others [2011] ZACC 6.', { status: 'found', names_checked: true }],
  ['a participle and by opening the sentence (Overruled by) is a signal', 'Reversed by Bato Star Fishing (Pty) Ltd v Minister of Environmental Affairs and Tourism and Others 2004 (7) BCLR 687 (CC).', { status: 'found', names_checked: true }],
  ['Overruled by before a citation alone: no names', 'Overruled by [2011] ZACC 6.', { status: 'found', names_checked: false }],
  ['Confirmed by and a court alone name no case', 'Confirmed by the Constitutional Court [2011] ZACC 6.', { status: 'found', names_checked: false }],
  ['a participle and in before a name opening with The', 'Applied in The Citizen 1978 (Pty) Ltd v McBride [2011] ZACC 11.', { status: 'found', names_checked: true }],
  // Text as it comes out of PDFs, word processors and transcripts (the fourteenth audit).
  ['a name broken by a Unicode hyphen at a line\'s end: the wrong applicant is read', 'In Smith v Mini\u2010\nster of Safety and Security [1997] ZACC 6 held.', { status: 'mismatch' }],
  ['the same broken by OCR\'s not sign in its last word', 'In Smith v Minister of Safety and Secu\u00ac\nrity [1997] ZACC 6 held.', { status: 'mismatch' }],
  ['a page\'s number between blank lines inside a name, before a capital', 'In Smith v Minister of Safety and\n\n- 12 -\n\nSecurity [1997] ZACC 6 held.', { status: 'mismatch' }],
  ['the same, the genuine name', 'In Fose v Minister of Safety and\n\n12\n\nSecurity [1997] ZACC 6 held.', { status: 'found', names_checked: true }],
  ['a transcript\'s line numbers inside a name', '14   the Court in Smith v Minister of Safety\n15   and Security [1997] ZACC 6 held', { status: 'mismatch' }],
  ['a transcript\'s line number after a v', '14   the Court in Smith v\n15   Minister of Safety and Security [1997] ZACC 6', { status: 'mismatch' }],
  ['a line number before a v', '14   the Court in Smith\n15   v Minister of Safety and Security [1997] ZACC 6', { status: 'mismatch' }],
  ['a footnote\'s number opening a line still opens its name', 'as the Court held in\n13 Carmichele v Minister of Safety and Security [2001] ZACC 22', { status: 'found', names_checked: true }],
  ['a Symbol font\'s bullet glued to the name', '\uf0b7Smith v Minister of Safety and Security [1997] ZACC 6', { status: 'mismatch' }],
  ['a triangular bullet glued to the genuine name', '\u2023Fose v Minister of Safety and Security [1997] ZACC 6', { status: 'found', names_checked: true }],
  ['a footnote\'s reference glued to the name\'s last word', 'In Fose v Minister of Safety and Security[3] [1997] ZACC 6 held.', { status: 'found', names_checked: true }],
  ['a comment\'s anchor glued after a bracket', 'In Fose v Minister of Safety and Security (Pty)[JS2] [1997] ZACC 6 held.', { status: 'found', names_checked: true }],
  ['a modifier apostrophe in a possessive', 'In Carmichele v Minister of Safety and Security\u02bcs case [2001] ZACC 22', { status: 'found', names_checked: true }],
  ['a name in capitals broken across a line', 'CARMI-\nCHELE v MINISTER OF SAFETY AND SECURITY 2001 (4) SA 938 (CC)', { status: 'found', names_checked: true }],
  ['a soft hyphen and a line break inside a name', 'In Carmichele v Minister of Safe\u00ad\nty and Security [2001] ZACC 22 held.', { status: 'found', names_checked: true }],
  ['Cyrillic look-alikes inside the genuine name', 'In Carmichele v Mini\u0455ter of Safety and Se\u0441urity [2001] ZACC 22', { status: 'found', names_checked: true }],
  ['a running header set apart above the citation is no name (it accused the genuine citation)', 'Fose v Minister of Safety and Security\n\nApplicant\u2019s Heads of Argument\n\n[1997] ZACC 6 held', { status: 'found', names_checked: false }],
  // What the review of those found read too broadly.
  ['a short name alone on its line between blank lines is a name', 'Hugo\n\n[2001] ZACC 22', { status: 'mismatch' }],
  ['the same, genuine', 'Carmichele\n\n[2001] ZACC 22', { status: 'found', names_checked: true }],
  ['a footnote under a body line ending in and (a page copied without blank lines)', 'The claim was against the Minister of Safety and\n12 Fose v Minister of Safety and Security [1997] ZACC 6.', { status: 'found', names_checked: true }],
  ['a footnote under a body line ending in of', 'the obligations of the Minister of Police and\n4 Carmichele [2001] ZACC 22', { status: 'found', names_checked: true }],
  ['footnotes set with two spaces, the one above without a full stop', '11  Per Ackermann J\n12  Fose v Minister of Safety and Security [1997] ZACC 6', { status: 'found', names_checked: true }],
  ['footnotes set with tabs, a book\'s title above', '11\tCurrie and De Waal The Bill of Rights Handbook\n12\tCarmichele [2001] ZACC 22', { status: 'found', names_checked: true }],
  ['a page\'s number between a heading and the citation', 'FOOTNOTES\n\n3\n\n[2004] ZACC 15', { status: 'found', names_checked: false }],
  ['a page\'s number between a short name and the citation', 'Hugo\n\n12\n\n[2001] ZACC 22', { status: 'mismatch' }],
  ['a Greek nu standing for the v', 'Smith \u03bd Minister of Safety and Security [1997] ZACC 6', { status: 'mismatch' }],
  ['a party in Cyrillic look-alikes only: another script\'s word, compared with nothing, so not checked', '\u0421\u041e\u0421\u0410 v Fose [1997] ZACC 6', { status: 'found', names_checked: false }],
  // What the second review found.
  ['a respondent in Greek after a Greek nu is not checked (it had been left out and the case confirmed)', 'Daniels \u03bd \u03a0\u03b1\u03c0\u03b1\u03b4\u03cc\u03c0\u03bf\u03c5\u03bb\u03bf\u03c2 [2017] ZACC 13.', { status: 'found', names_checked: false }],
  ['a respondent in Cyrillic is not checked', 'In Daniels v \u0418\u0432\u0430\u043d\u043e\u0432 [2017] ZACC 13.', { status: 'found', names_checked: false }],
  ['a Greek word in capitals before a name stays Greek', '\u039a\u0391\u0399 Fose v Minister of Safety and Security [1997] ZACC 6.', { status: 'found', names_checked: true }],
  ['a footnote under a line ending in a part\'s Roman number', 'The powers conferred in terms of Part V\n13 Fose v Minister of Safety and Security [1997] ZACC 6.', { status: 'found', names_checked: true }],
  ['a footnote under a line ending in a name and its v', 'The powers conferred in terms of Smith v\n13 Fose v Minister of Safety and Security [1997] ZACC 6.', { status: 'found', names_checked: true }],
  ['a footnote opening with the, in a list set with two spaces', '11  Hugo\n12  the Fose v Minister of Safety and Security [1997] ZACC 6.', { status: 'found', names_checked: true }],
  // The fourteenth audit's hunt for wrong citations confirmed.
  ['initials that spell a small word are a party, not noise', 'AL v Minister of Safety and Security [1997] ZACC 6', { status: 'mismatch' }],
  ['a side of noise words only names no one: not checked', 'Another v Minister of Safety and Security [1997] ZACC 6', { status: 'found', names_checked: false }],
  ['a comma\'s tail naming another office', 'Fose v Minister, Department of Justice [1997] ZACC 6', { status: 'mismatch' }],
  ['a heading naming a case is no running header', 'Introduction text.\n\nThe judgment in Hugo\n\n[2001] ZACC 22', { status: 'mismatch' }],
  ['an Ex parte title whose matter names the case whole', 'Ex parte Minister of Safety and Security: In re Fose v Minister of Safety and Security [1997] ZACC 6', { status: 'found', names_checked: true }],
  ['Minister in the Presidency keeps its in', 'Minister in the Presidency v Hugo [1997] ZACC 4', { status: 'mismatch' }],
  ['another case\'s whole Ex parte title on Hugo\'s citation (its matter alone had confirmed it)', 'Cf. Pharmaceutical Manufacturers Association of South Africa and Another: In re Ex parte President of the Republic of South Africa and Others [1997] ZACC 4.', { status: 'mismatch' }],
  ['the same on Glenister\'s', 'Pharmaceutical Manufacturers Association of South Africa and Another: In re Ex parte President of the Republic of South Africa and Others [2011] ZACC 6', { status: 'mismatch' }],
  ['an invented applicant before a matter naming one party', 'Ex parte Smith: In re President of the Republic of South Africa [2011] ZACC 6.', { status: 'mismatch' }],
  ['the Pharmaceutical Manufacturers title on its own citation', 'Pharmaceutical Manufacturers Association of South Africa and Another: In re Ex parte President of the Republic of South Africa and Others [2000] ZACC 1', { status: 'found', names_checked: true }],
  ['an application\'s name against a title of two parties: neither confirmed nor accused', 'In Ex parte President of the Republic of South Africa [1997] ZACC 4 the Court held', { status: 'found', names_checked: false }],
  // The fifteenth audit: real citing text reformatted as lawyers copy it.
  ['emphasis inside the bracket around a citation', '(*Fose v Minister of Safety and Security* [1997] ZACC 6)', { status: 'found', names_checked: true }],
  ['strong emphasis inside the bracket', '(**Fose v Minister of Safety and Security** 1997 (3) SA 786 (CC))', { status: 'found', names_checked: true }],
  ['the same around a wrong name', '(*Smith v Minister of Safety and Security* [1997] ZACC 6)', { status: 'mismatch' }],
  ['a short name before `, supra,`', 'See also Fose, supra, [1997] ZACC 6', { status: 'found', names_checked: true }],
  ['a wrong short name before `, supra,`', 'See also Zealand, supra, [1997] ZACC 6', { status: 'mismatch' }],
  ['a judgment\'s running header and page number inside a name', 'Fose v\nMAJIEDT J\n22\nMinister of Safety and Security [1997] ZACC 6', { status: 'found', names_checked: true }],
  ['the same inside a wrong name', 'Smith v\nMAJIEDT J\n22\nMinister of Safety and Security [1997] ZACC 6', { status: 'mismatch' }],
  ['a running header between a name and its citation', 'as held in Fose v Minister of Safety and Security\nGAMBLE AJ \n4 \n[1997] ZACC 6', { status: 'found', names_checked: true }],
  ['a running header before `and` and the next case', 'See Carmichele v Minister of Safety and Security [2001] ZACC 22 at para 51\n14\nTHERON J\nand Fose v Minister of Safety and Security [1997] ZACC 6', { status: 'found', names_checked: true }],
  ['a footnote run into the line above it by a reflow', 'the powers conferred under 1 Fose v Minister of Safety and Security [1997] ZACC 6', { status: 'found', names_checked: true }],
  ['the same before a wrong name', 'the powers conferred under 1 Smith v Minister of Safety and Security [1997] ZACC 6', { status: 'mismatch' }],
  ['the tail of an aside whose start was cut off is no name', 'Institute for Democracy in South Africa and Another as Amici Curiae) (No 2) [1997] ZACC 6', { status: 'found', names_checked: false }],
  ['a company\'s suffix opening the line after its name', 'Bato Star Fishing (Pty)\nLtd v Minister of Environmental Affairs and Tourism [2004] ZACC 15', { status: 'found', names_checked: true }],
  ['a citation in square brackets after its name', 'Fose v Minister of Safety and Security, [1997 (3) SA 786 (CC)] at 790', { status: 'found', names_checked: true }],
  ['an acronym of a body\'s first words is another body (NUM is not NUMSA)', 'NUM v Intervalve (Pty) Ltd [2014] ZACC 35', { status: 'mismatch' }],
  ['the body\'s own acronym', 'NUMSA v Intervalve (Pty) Ltd [2014] ZACC 35', { status: 'found', names_checked: true }],
  // The independent review of those fixes.
  ['a name closing a bracket opened before it is read (its bracket left out)', '(see Smith v Minister of Safety and Security) [1997] ZACC 6', { status: 'mismatch' }],
  ['the same, the genuine name', '(see Fose v Minister of Safety and Security) [1997] ZACC 6', { status: 'found', names_checked: true }],
  ['a Roman numeral after a short name is the judgment\'s number, which the record does not give', 'Glenister II [2011] ZACC 6', { status: 'found', names_checked: false }],
  // The hunt for wrong citations the new readings confirm.
  ['a party in capitals ending in an initial is no running header without a page\'s number', 'Fose and\nSMITH J\nv Minister of Safety and Security [1997] ZACC 6', { status: 'mismatch' }],
  ['the same as the applicant', 'SMITH J\nv Minister of Safety and Security [1997] ZACC 6', { status: 'mismatch' }],
  ['a line in capitals under a line ending in its v is no heading', 'Smith v\nJONES J\nMinister of Safety and Security [1997] ZACC 6', { status: 'mismatch' }],
  ['a bracket the name never opened, no aside\'s: the name is kept', 'Smith Pty) Ltd v Minister of Safety and Security [1997] ZACC 6', { status: 'mismatch' }],
  ['a name cut to its number alone is no 500', 'Smith v Jones) (No 2) [2011] ZACC 6', { status: 'mismatch' }],
  ['an acronym with a place after its comma is the acronym\'s body', 'NUM, Gauteng v Intervalve (Pty) Ltd [2014] ZACC 35', { status: 'mismatch' }],
  ['the same with of South Africa', 'NUM of South Africa v Intervalve (Pty) Ltd [2014] ZACC 35', { status: 'mismatch' }],
];

type ActExpected = { status: string; matched_title?: string; cited?: string };
// (reason, text, expected first Act entry)
const ACT_ROWS: Array<[string, string, ActExpected]> = [
  ['title and number', 'the Companies Act 71 of 2008', { status: 'found', matched_title: 'Companies Act' }],
  ['Act No.', 'the Companies Act, No. 71 of 2008', { status: 'found' }],
  ['title, year and number in brackets', 'the Companies Act, 2008 (Act No. 71 of 2008)', { status: 'found' }],
  ['title and year only', 'section 163 of the Companies Act, 2008', { status: 'found' }],
  ['number alone', 'Act 71 of 2008', { status: 'found' }],
  ['no. in lower case', 'Act no. 32 of 2000', { status: 'found' }],
  ['capitals', 'ACT NO. 32 OF 2000', { status: 'found' }],
  ['a title in capitals', 'LOCAL GOVERNMENT: MUNICIPAL SYSTEMS ACT 32 OF 2000', { status: 'found' }],
  ['Acts one a line, each with its acronym after', 'Companies Act 71 of 2008 (CA)\nProtection of Personal Information Act 4 of 2013', { status: 'found', matched_title: 'Companies Act' }],
  ['a heading in capitals on the line before the title', 'PRIVACY\nProtection of Personal Information Act 4 of 2013, section 11.', { status: 'found' }],
  ['a numbered heading before the title', '4. Companies\nCompanies Act 71 of 2008, section 163', { status: 'found' }],
  ['a heading in capitals ending in "TO" above the title', 'LEGISLATION REFERRED TO\n\nProtection of Personal Information Act 4 of 2013', { status: 'found' }],
  ['a title in capitals wrapped after a small word, the rest in title case', 'PROTECTION OF\nPersonal Information Act 4 of 2013', { status: 'found' }],
  ['a title in capitals wrapped across lines', 'PROMOTION OF ADMINISTRATIVE\nJUSTICE ACT 3 OF 2000', { status: 'found' }],
  ['the official prefix left out', 'the Municipal Systems Act 32 of 2000', { status: 'found' }],
  ['the official prefix written', 'the Local Government: Municipal Systems Act 32 of 2000', { status: 'found' }],
  ['Biodiversity Act without its prefix', 'the Biodiversity Act 10 of 2004', { status: 'found' }],
  ['a title in lower case', 'the protection of personal information act 4 of 2013', { status: 'found' }],
  ['a title partly in lower case', 'the Protection of personal information Act 4 of 2013', { status: 'found' }],
  ['a title with brackets', 'the Criminal Law (Sexual Offences and Related Matters) Amendment Act 32 of 2007', { status: 'found' }],
  ['a title with "from and"', 'the Prevention of Illegal Eviction from and Unlawful Occupation of Land Act 19 of 1998', { status: 'found' }],
  ['a title with an apostrophe', "the Children's Act 38 of 2005", { status: 'found' }],
  ['an abbreviation before the title', 'PAJA, the Promotion of Administrative Justice Act 3 of 2000', { status: 'found' }],
  // An acronym right before the number in brackets (audit, 2026-11-24): read alone, PAJA's number
  // under PAIA's acronym, and PAIA's under PAJA's, were confirmed.
  ['an acronym before its number in brackets', 'PAJA (Act 3 of 2000) applies', { status: 'found', matched_title: 'Promotion of Administrative Justice Act' }],
  ['an acronym before another Act\'s number of the year', 'PAJA (Act 2 of 2000) applies', { status: 'number_mismatch', matched_title: 'Promotion of Administrative Justice Act' }],
  ['PAIA\'s acronym on PAJA\'s number', 'the request under PAIA (Act 3 of 2000)', { status: 'number_mismatch', matched_title: 'Promotion of Access to Information Act' }],
  ['an organ\'s acronym that spells no Act is no name, nor part of the citation', 'the CSIR (Act 3 of 2000)', { status: 'found', matched_title: 'Promotion of Administrative Justice Act', cited: 'Act 3 of 2000' }],
  ['an acronym as the title, with Act', 'the POPI Act 4 of 2013', { status: 'found', matched_title: 'Protection of Personal Information Act' }],
  ['an acronym ending in A for Act, before its number', 'POPIA (Act 4 of 2013)', { status: 'found' }],
  ['an acronym spelling an Act of another year (POPIA is of 2013)', 'POPIA (Act 2 of 2000)', { status: 'unchecked' }],
  ['an acronym in bold before another Act\'s number', '**PAJA** (Act 2 of 2000)', { status: 'number_mismatch', matched_title: 'Promotion of Administrative Justice Act' }],
  ['a table: a title, then another Act\'s number', '| Promotion of Administrative Justice Act | Act 2 of 2000 |', { status: 'number_mismatch' }],
  ['a table: an acronym, then its number', '| PAJA | Act 3 of 2000 |', { status: 'found' }],
  ['a title in markdown italics, then another Act\'s number', '*Promotion of Administrative Justice Act* 2 of 2000', { status: 'number_mismatch' }],
  ['an acronym, a dash, another Act\'s number', 'PAJA – Act 2 of 2000', { status: 'number_mismatch' }],
  ['an acronym and a colon before its number', 'PAJA: Act 3 of 2000', { status: 'found' }],
  ['a label before a title', 'Answer: Promotion of Administrative Justice Act 3 of 2000', { status: 'found' }],
  ['a printed page\'s number inside a title', 'Promotion of Administrative Justice\n\n-3-\n\nAct 3 of 2000', { status: 'found' }],
  ['a title and its abbreviation, the number on the next line', 'Statutes:\n- Promotion of Administrative Justice Act (PAJA)\n  Act 3 of 2000', { status: 'found' }],
  ['the Constitution by its title', 'section 9 of the Constitution of the Republic of South Africa, 1996', { status: 'found' }],
  ['the Constitution by itself', 'section 25 of the Constitution protects property', { status: 'found' }],
  ['the Constitution with its Act number', 'the Constitution of the Republic of South Africa Act 108 of 1996', { status: 'found' }],
  // The tenth audit: a verb before a bare Act number ends the clause; the words before it are no title (they had been, and the Act accused)
  ['a past tense before the number', 'The court considered Act 71 of 2008.', { status: 'found', cited: 'Act 71 of 2008' }],
  ['a modal and a verb before the number', 'Judges must apply Act 71 of 2008 strictly.', { status: 'found', cited: 'Act 71 of 2008' }],
  ['a participle opening the sentence', 'Interpreting Act 71 of 2008, the court held that the company was bound.', { status: 'found', cited: 'Act 71 of 2008' }],
  ['a present tense', 'The respondent invokes Act 71 of 2008 and nothing else.', { status: 'found', cited: 'Act 71 of 2008' }],
  ['a title in lower case is still a title', 'the companies act 71 of 2008', { status: 'found', cited: 'companies act 71 of 2008' }],
  // The eleventh audit: a title holding commas is read through them where that title agrees (it had been read from its last comma, and accused)
  ['a title with commas, by its number', 'The Fertilizers, Farm Feeds, Agricultural Remedies and Stock Remedies Act 36 of 1947 applies.', { status: 'found', cited: 'Fertilizers, Farm Feeds, Agricultural Remedies and Stock Remedies Act 36 of 1947' }],
  ['a title with a comma, by its year', 'The Foodstuffs, Cosmetics and Disinfectants Act, 1972 applies.', { status: 'found', cited: 'Foodstuffs, Cosmetics and Disinfectants Act, 1972' }],
  ['words before a comma that make no title are not read into one', 'On Monday, Companies Act 71 of 2008 applied.', { status: 'found', cited: 'Companies Act 71 of 2008' }],
  ['an invented first part before a comma is not confirmed', 'The Seeds, Farm Feeds, Agricultural Remedies and Stock Remedies Act 36 of 1947 applies.', { status: 'unchecked' }],
  ['a wrong title in lower case ending in -ed is still a title, and compared', 'the sentech limited act 71 of 2008', { status: 'unchecked' }],
  ['a wrong title ending in Repeal is still a title, and compared', 'the companies act repeal act 71 of 2008', { status: 'unchecked' }],
  ['a wrong title in lower case is still compared', 'the close corporations act 71 of 2008', { status: 'unchecked' }],
  // The tenth audit: the Constitution with another year, in capitals
  ['the interim Constitution by its year: not the Constitution of 1996 (it had been found)', 'Section 25 of the Constitution, 1993 protected the right to a fair trial.', { status: 'unchecked', cited: 'Constitution, 1993' }],
  ['the short title with its own year', 'section 9 of the Constitution, 1996', { status: 'found', cited: 'Constitution, 1996' }],
  ['the full title with a year no Constitution has (it had not been read)', 'the Constitution of the Republic of South Africa, 1997', { status: 'unchecked' }],
  ['the full title in capitals, as a notice of motion writes it (it had not been read)', 'IN THE MATTER OF SECTION 172 OF THE CONSTITUTION OF THE REPUBLIC OF SOUTH AFRICA, 1996', { status: 'found' }],
  ['the Constitution by itself in capitals (it had not been read)', 'SECTION 9 OF THE CONSTITUTION', { status: 'found', cited: 'THE CONSTITUTION' }],
  ['a year in prose after the Constitution is not its year', 'Under the Constitution, 2024 marks thirty years of democracy.', { status: 'found', cited: 'the Constitution' }],
  ['"in" inside a title', 'the Prevention and Combating of Trafficking in Persons Act 7 of 2013', { status: 'found' }],
  ['"or" inside a title', 'the Prohibition or Restriction of Certain Conventional Weapons Act 18 of 2008', { status: 'found' }],
  ['a title that starts with Regulation', 'the Regulation of Gatherings Act 205 of 1993', { status: 'found' }],
  ['an Amendment Act of an Amendment Act', 'the Criminal Law (Sexual Offences and Related Matters) Amendment Act Amendment Act 6 of 2012', { status: 'found' }],
  ['repealed', 'the Companies Act 61 of 1973', { status: 'repealed' }],
  ['repealed, by number', 'Act 61 of 1973', { status: 'repealed' }],
  ['wrong number, right name and year', 'the Companies Act 72 of 2008', { status: 'number_mismatch', matched_title: 'Companies Act' }],
  ['a lower-case title on another Act\'s number', 'the Protection of personal information Act 4 of 2012', { status: 'unchecked' }],
  ['POPIA under the wrong year and number', 'the Protection of Personal Information Act 5 of 2013', { status: 'number_mismatch' }],
  ['a title that contradicts its number\'s year', 'the Companies Act, 2008 (Act No. 61 of 1973)', { status: 'number_mismatch' }],
  ['a repeated title word matters (Drugs and Drug Trafficking Act: one of them left out)', 'the Drug Trafficking Act 140 of 1992', { status: 'unchecked' }],
  ['a plural\'s s is no other word (the same Act, its plural slipped)', 'the Drugs and Drugs Trafficking Act 140 of 1992', { status: 'found' }],
  ['Amendment Act is another Act', 'the Companies Amendment Act 71 of 2008', { status: 'unchecked' }],
  ['an Act that does not exist', 'the Imaginary Things Act 99 of 2015', { status: 'unchecked' }],
  ['a name and year that match nothing', 'the Imaginary Things Act, 2015', { status: 'unchecked' }],
  ['a number and year nothing holds', 'Act 999 of 2015', { status: 'unchecked' }],
  ['a province\'s Act', 'the Western Cape Land Use Planning Act 3 of 2014', { status: 'unchecked' }],
  ['before the Union', 'Act 12 of 1898', { status: 'unchecked' }],
  ['a name never borrowed from an earlier clause', 'under the Companies Act, and Act 32 of 2000', { status: 'found', matched_title: 'Local Government: Municipal Systems Act' }],
  ['a title never carried into the next Act', 'the Western Cape Land Use Planning Act 3 of 2014 and Act 3 of 2000', { status: 'unchecked' }],
  ['another Act\'s prefix is not a prefix left out', 'the Local Government: Biodiversity Act 10 of 2004', { status: 'unchecked' }],
  ['a title before its number in brackets', 'the Companies Act (Act 71 of 2008)', { status: 'found', matched_title: 'Companies Act' }],
  ['a title, a comma and another Act\'s number', 'the Municipal Systems Act, Act 71 of 2008', { status: 'unchecked' }],
  ['a title, its abbreviation and a wrong number', 'the Companies Act (CA), Act 72 of 2008', { status: 'number_mismatch', matched_title: 'Companies Act' }],
  ['a title, its quoted abbreviation and its number in brackets', 'the Companies Act ("the CA") (Act 71 of 2008)', { status: 'found', matched_title: 'Companies Act' }],
  ['a title with its year, then its number in square brackets', 'the Companies Act of 2008 [Act 71 of 2008]', { status: 'found', matched_title: 'Companies Act' }],
  ['a title, a dash and another Act\'s number', 'the Promotion of Administrative Justice Act – Act 71 of 2008', { status: 'unchecked' }],
  ['a title before another Act\'s number in brackets', 'the Municipal Systems Act (Act 71 of 2008)', { status: 'unchecked' }],
  ['a title before a wrong number in brackets', 'the Companies Act (Act 72 of 2008)', { status: 'number_mismatch', matched_title: 'Companies Act' }],
  ['a prefix written that no official title has', 'the Labour Relations: Companies Act 71 of 2008', { status: 'unchecked' }],
  ['a headnote\'s label before a title', 'Summary: Local Government: Municipal Systems Act 32 of 2000', { status: 'found' }],
  ['"the provisions of Act N" names no Act', 'In terms of the provisions of Act 71 of 2008, the company', { status: 'found', matched_title: 'Companies Act' }],
  ['"the commencement of Act N" names no Act', 'since the commencement of Act 71 of 2008', { status: 'found', matched_title: 'Companies Act' }],
  ['an abbreviation in brackets ends the title before it', 'the review (PAJA) and Companies Act 71 of 2008', { status: 'found', matched_title: 'Companies Act' }],
  ['the Constitution\'s title against another Act\'s number contradicts itself', 'the Constitution of the Republic of South Africa, 1996 (Act 200 of 1993)', { status: 'number_mismatch' }],
  ['the Constitution\'s title with its own number', 'the Constitution of the Republic of South Africa, 1996 (Act 108 of 1996)', { status: 'found' }],
  ['a year still to come', 'the Companies Act 71 of 2108', { status: 'unchecked' }],
  ['a year long before 1910 (a slip for 2005?)', 'the National Ports Act 12 of 1005', { status: 'unchecked' }],
  ['a soft hyphen inside a title', 'the Com\u00adpanies Act 71 of 2008', { status: 'found', matched_title: 'Companies Act' }],
  ['a title hyphenated across a line break', 'the Compa-\nnies Act 71 of 2008', { status: 'found', matched_title: 'Companies Act' }],
  ['a footnote\'s Act under a line ending in a chapter\'s Roman number', 'in terms of Chapter V\n13 Companies Act 71 of 2008.', { status: 'found', matched_title: 'Companies Act' }],
  ['a soft hyphen and a line break inside a title', 'the Promotion of Access to Infor\u00ad\nmation Act 2 of 2000', { status: 'found', matched_title: 'Promotion of Access to Information Act' }],
  ['a title in capitals broken across a line', 'the PROMOTION OF ADMINIS-\nTRATIVE JUSTICE ACT 3 OF 2000', { status: 'found', matched_title: 'Promotion of Administrative Justice Act' }],
  ['a pleading\'s line numbers inside a title, the line going on in lower case', '7   the provisions of the Promotion of Access to\n8   information Act 2 of 2000 apply', { status: 'found', matched_title: 'Promotion of Access to Information Act' }],
  ['a compound in capitals broken at a line\'s end', 'In terms of the BROAD-\nBASED BLACK ECONOMIC EMPOWERMENT ACT 53 OF 2003, the Minister', { status: 'found', matched_title: 'Broad-Based Black Economic Empowerment Act' }],
  ['a compound broken by a Unicode hyphen', 'the fund\u2010\nraising act 107 of 1978', { status: 'found', matched_title: 'Fund-raising Act' }],
  ['a compound in lower case broken at a line\'s end', 'the Fund-\nraising Act 107 of 1978', { status: 'found', matched_title: 'Fund-raising Act' }],
  ['Co- before a capital on the next line', 'In terms of the Co-\nOperatives Amendment Act 6 of 2013, the Minister', { status: 'found', matched_title: 'Co-operatives Amendment Act' }],
  ['a ligature in a title (PDF)', 'the Prevention and Combating of Tra\ufb03cking in Persons Act 7 of 2013', { status: 'found', matched_title: 'Prevention and Combating of Trafficking in Persons Act' }],
  // The fifteenth audit's Acts: what a writer calls an Act after its number, or by an acronym before its comma.
  ['an acronym in apposition, on another Act\'s number', 'PAJA, Act 2 of 2000, governs the review.', { status: 'number_mismatch', matched_title: 'Promotion of Administrative Justice Act' }],
  ['the same, its own number', 'PAJA, Act 3 of 2000, governs the review.', { status: 'found', matched_title: 'Promotion of Administrative Justice Act' }],
  ['an acronym in brackets after another Act\'s number', 'The review is governed by Act 2 of 2000 (PAJA).', { status: 'number_mismatch', matched_title: 'Promotion of Administrative Justice Act' }],
  ['the same, its own number', 'The review is governed by Act 3 of 2000 (PAJA).', { status: 'found', matched_title: 'Promotion of Administrative Justice Act' }],
  ['a defined term in brackets after the number', 'The consumer relied on Act 3 of 2000 ("the PAJA").', { status: 'found', matched_title: 'Promotion of Administrative Justice Act' }],
  ['a title in brackets after another Act\'s number', 'Act 4 of 2013 (the Companies Act) applies to the merger.', { status: 'unchecked' }],
  ['a title after the number\'s comma is not read: it may be the next Act of a list', 'The statutes are Act 4 of 2013, the Companies Act.', { status: 'found', matched_title: 'Protection of Personal Information Act' }],
  ['a defined name in brackets that names no Act leaves the number alone', 'under Act 32 of 2000 (the Systems Act).', { status: 'found', matched_title: 'Local Government: Municipal Systems Act' }],
  ['the same, a name for the Act before', 'under Act 61 of 1973 (the Old Act).', { status: 'repealed' }],
  ['an acronym before a comma that opens the sentence names nothing after it', 'As decided by the SCA, Act 2 of 2000 did not apply.', { status: 'found', matched_title: 'Promotion of Access to Information Act' }],
  ['nor a contrast', 'Unlike POPIA, Act 2 of 2000 does not regulate the processing.', { status: 'found', matched_title: 'Promotion of Access to Information Act' }],
  ['a part of the Act named before its title', 'the Schedule to the Companies Act 71 of 2008', { status: 'found', matched_title: 'Companies Act' }],
  ['regulations under it', 'Regulations to the Protection of Personal Information Act 4 of 2013 were published', { status: 'found', matched_title: 'Protection of Personal Information Act' }],
  ['the same, a wrong number', 'the Schedule to the Companies Act 72 of 2008', { status: 'unchecked' }],
  ['an Amendment Act is another Act: `Amendment of the` is no part of it', 'Amendment of the Companies Act 71 of 2008', { status: 'unchecked' }],
  ['a title holding another Act\'s name and `and`', 'The Repeal of the Black Administration Act and Amendment of Certain Laws Amendment Act 20 of 2012 applies', { status: 'found', matched_title: 'Repeal of the Black Administration Act and Amendment of Certain Laws Amendment Act' }],
  ['two Acts joined by `and` stay two', 'the Companies Act and Promotion of Administrative Justice Act 3 of 2000', { status: 'found', matched_title: 'Promotion of Administrative Justice Act' }],
];

// Rows that must not find any citation at all.
const NOTHING_ROWS: Array<[string, string]> = [
  ['a Constitution Amendment Act in capitals is not the Constitution (it had been read as THE CONSTITUTION)', 'THE CONSTITUTION SEVENTEENTH AMENDMENT ACT OF 2012'],
  ['a year and a bracketed number', 'In 2019 the Act of 1996 was considered on 12 (3) occasions.'],
  ['a paragraph reference', 'see [2020] para 12'],
  ['the Act alone', 'The Act requires notice.'],
  ['an ordinary sentence', 'The applicant seeks leave to appeal.'],
];

describe('verification on prose as people write it', () => {
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

  it.each(CASE_ROWS)('case: %s', async (_reason, text, expected) => {
    const { cases } = await service.verify({ text });
    expect(cases.length).toBeGreaterThan(0);
    expect(cases[0]).toMatchObject(expected);
    if (expected.status !== 'found') expect(cases[0]).not.toHaveProperty('names_checked');
  });

  it.each(ACT_ROWS)('Act: %s', async (_reason, text, expected) => {
    const { acts } = await service.verify({ text });
    expect(acts.length).toBeGreaterThan(0);
    expect(acts[0]).toMatchObject(expected);
  });

  it.each(NOTHING_ROWS)('nothing: %s', async (_reason, text) => {
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
  it.each([
    ['fields', 'Citation: [2001] ZACC 22\nCase: Fose v Minister of Safety and Security\n\nCitation: [1997] ZACC 6\nCase: Carmichele v Minister of Safety and Security'],
    ['markdown bold fields', '- **Citation:** [2001] ZACC 22\n- **Case:** Fose v Minister of Safety and Security\n- **Citation:** [1997] ZACC 6\n- **Case:** Carmichele v Minister of Safety and Security'],
    ['JSON lines', '{"citation": "[2001] ZACC 22", "case": "Fose v Minister of Safety and Security"}\n{"citation": "[1997] ZACC 6", "case": "Carmichele v Minister of Safety and Security"}'],
    ['YAML', '- citation: "[2001] ZACC 22"\n  case: Fose v Minister of Safety and Security\n- citation: "[1997] ZACC 6"\n  case: Carmichele v Minister of Safety and Security'],
    ['a table of fields', '| Citation | [2001] ZACC 22 |\n| Case | Fose v Minister of Safety and Security |\n| Citation | [1997] ZACC 6 |\n| Case | Carmichele v Minister of Safety and Security |'],
    ['an HTML table of fields', '<table><tr><th>Citation</th><td>[2001] ZACC 22</td></tr><tr><th>Case</th><td>Fose v Minister of Safety and Security</td></tr><tr><th>Citation</th><td>[1997] ZACC 6</td></tr><tr><th>Case</th><td>Carmichele v Minister of Safety and Security</td></tr></table>'],
    ['a list, the name after a colon', '- [2001] ZACC 22: Fose v Minister of Safety and Security\n- [1997] ZACC 6: Carmichele v Minister of Safety and Security'],
    ['a table without its outer pipes', 'Citation | Case\n--- | ---\n[2001] ZACC 22 | Fose v Minister of Safety and Security\n[1997] ZACC 6 | Carmichele v Minister of Safety and Security'],
    ['tab-separated rows', 'Citation\tCase\n[2001] ZACC 22\tFose v Minister of Safety and Security\n[1997] ZACC 6\tCarmichele v Minister of Safety and Security'],
    ['a list, the name in brackets after', '- [2001] ZACC 22 (Fose v Minister of Safety and Security)\n- [1997] ZACC 6 (Carmichele v Minister of Safety and Security)'],
  ])('citation first: %s', async (_reason, text) => {
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
  it.each([
    ['"also reported at" another case\'s report', 'Fose v Minister of Safety and Security [1997] ZACC 6, also reported at 2001 (4) SA 938 (CC)', ['found', 'mismatch']],
    ['"; reported also in" another case\'s report', 'Fose v Minister of Safety and Security [1997] ZACC 6; reported also in 2001 (4) SA 938 (CC)', ['found', 'mismatch']],
    ['a markdown table\'s next column, another case\'s report: the row\'s names confirm a cell, never accuse it (it may be a `Followed in` column)', '| 1 | Fose v Minister of Safety and Security | [1997] ZACC 6 | 2001 (4) SA 938 (CC) |', ['found', 'found']],
    ['a column of reports under its header: the row\'s names accuse another case\'s report', '| Case | Neutral | SA Law Reports |\n|---|---|---|\n| Fose v Minister of Safety and Security | [1997] ZACC 6 | 2001 (4) SA 938 (CC) |', ['found', 'mismatch']],
    ['the same under a column of cases followed', '| Case | Citation | Followed in |\n|---|---|---|\n| Fose v Minister of Safety and Security | [1997] ZACC 6 | 2001 (4) SA 938 (CC) |', ['found', 'found']],
    ['the same, the right report', '| Fose v Minister of Safety and Security | [1997] ZACC 6 | 1997 (3) SA 786 (CC) |', ['found', 'found']],
    ['a table\'s cells of one series are two cases, not parallels', '| Grootboom | 2001 (1) SA 46 (CC) | 2001 (4) SA 938 (CC) |', ['found', 'found']],
    ['a name after a cell on the line above is the next citation\'s when the citation there has its own name', 'Fose v Minister of Safety and Security [1997] ZACC 6 | Smith v Minister of Safety and Security\n[2001] ZACC 22', ['found', 'mismatch']],
    ['rows of a table stay apart', '| Fose v Minister of Safety and Security | [1997] ZACC 6 |\n| AB v Pridwin Preparatory School | [2020] ZACC 12 |', ['found', 'found']],
    // (Looked up once for all: each copy keeps its own verdict.)
    ['the same citation written again, with the same names and with others', 'Fose v Minister of Safety and Security [1997] ZACC 6. Fose v Minister of Safety and Security [1997] ZACC 6. Smith v Minister of Safety and Security [1997] ZACC 6. Smith v Minister of Safety and Security [1997] ZACC 6. See Fose [1997] ZACC 6.', ['found', 'found', 'mismatch', 'mismatch', 'found']],
  ])('%s', async (_reason, text, statuses) => {
    const { cases } = await service.verify({ text });
    expect(cases.map((c) => c.status)).toEqual(statuses);
  });

  // (reason, text, every case entry's [status, names_checked]) String citations (the fourteenth audit): a
  // short name after `and` following a citation is the next case's, not a fragment of a name cut off.
  it.each([
    ['and a short name after a citation', 'See Fose [1997] ZACC 6 and Hugo [2001] ZACC 22.', [['found', true], ['mismatch', undefined]]],
    ['& a short name after a citation', 'In Fose [1997] ZACC 6 & Hugo [2001] ZACC 22 the Court held', [['found', true], ['mismatch', undefined]]],
    ['and the genuine short name', 'See Fose [1997] ZACC 6 and Carmichele [2001] ZACC 22.', [['found', true], ['found', true]]],
    ['and a possessive short name', 'See Fose [1997] ZACC 6 and Hugo\'s case [2001] ZACC 22.', [['found', true], ['mismatch', undefined]]],
    ['a pinpoint\'s letters across a page\'s break and running header', 'See Carmichele v Minister of Safety and Security 2001 (4) SA 938 (CC) at 951 E -\n14\nTHERON J\nG and Fose v Minister of Safety and Security [1997] ZACC 6', [['found', true], ['found', true]]],
  ])('string citations: %s', async (_reason, text, expected) => {
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

describe('names never leak between citations', () => {
  it('a province named in one Act title is not carried into the next Act', async () => {
    const { extractCitations } = await import('#libs/citations/extract.js');
    const { acts } = extractCitations('the Western Cape Land Use Planning Act 3 of 2014 and Act 3 of 2000');
    expect(acts.map((a) => [a.cited, a.provincial])).toEqual([
      ['Western Cape Land Use Planning Act 3 of 2014', true],
      ['Act 3 of 2000', false],
    ]);
  });
});

describe('suggestions: the citation the writer probably meant', () => {
  let t: TestDatabase;
  let service: VerifyService;
  beforeAll(async () => {
    ({ t, service } = await caseRecordsLibrary());
    await new LibraryRepository(t.db).saveCoverage({ court: 'ZACC', year: 2031, judgments: 40, source: 'test' });
  }, 120_000);
  afterAll(async () => {
    await t?.drop();
  });

  // (reason, text, expected suggestion or undefined, expected related citations). A suggestion is of
  // the same court and year only; a judgment of another court or year is related, never suggested.
  it.each([
    ['a mismatch: the names are another library judgment', 'Daniels v Scribante [2017] ZACC 10', { citation: '[2017] ZACC 13', title: 'Daniels v Scribante and Another' }, undefined],
    ['a mismatch under a report citation', 'Hotz v University of Cape Town 2017 (4) SA 341 (CC)', { citation: '[2017] ZACC 10', title: 'Hotz and Others v University of Cape Town' }, undefined],
    ['the right names, an invented number of another year: related, not suggested', 'Hotz v University of Cape Town [2031] ZACC 7', undefined, ['[2017] ZACC 10']],
    ['invented names: nothing to suggest', 'Smith v Jones [2017] ZACC 10', undefined, undefined],
    ['a short name of a judgment of another year: related, not suggested', 'In Pridwin [2017] ZACC 10', undefined, ['[2020] ZACC 12']],
    ['found: no suggestion', 'Daniels v Scribante [2017] ZACC 13', undefined, undefined],
  ])('%s', async (_reason, text, expected, related) => {
    const { cases } = await service.verify({ text });
    expect(cases[0].suggestion).toEqual(expected);
    expect(cases[0].related?.map((r) => r.citation)).toEqual(related);
  });
});
