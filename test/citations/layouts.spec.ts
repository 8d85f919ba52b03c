import { describe, expect, it } from '@jest/globals';
import { readCitations } from '#libs/citations/read.js';

/**
 * Names in every layout the verification rules list, each a layout in which an invented name beside a
 * genuine citation had passed as `found` because the name was not read. (reason, text, the citation,
 * the name read before or with it; null: none)
 */
type Row = [string, string, string, string | null];

const JSON_ROWS: Row[] = [
  ['a JSON array of strings', '{"cases": ["Mokoena v Standard Bank of South Africa Ltd [2004] ZASCA 1"]}', '[2004] ZASCA 1', 'Mokoena v Standard Bank of South Africa Ltd'],
  ['the second string of an array', '["S v Zuma [1995] ZACC 1", "Mokoena v Standard Bank [2004] ZASCA 1"]', '[2004] ZASCA 1', 'Mokoena v Standard Bank'],
  ['an array of report citations', '["Fose v Minister of Safety and Security 1997 (3) SA 786 (CC)"]', '1997 (3) SA 786 (CC)', 'Fose v Minister of Safety and Security'],
  ['a string value of an object', '{"authority": "Mokoena v Standard Bank [2004] ZASCA 1"}', '[2004] ZASCA 1', 'Mokoena v Standard Bank'],
  ['an object written citation first', '{"citation": "[2004] ZASCA 1", "case": "Mokoena v Standard Bank"}', '[2004] ZASCA 1', 'Mokoena v Standard Bank'],
  ['an object with case_name after', '{"neutral_citation": "[2004] ZASCA 1", "case_name": "Mokoena v Standard Bank"}', '[2004] ZASCA 1', 'Mokoena v Standard Bank'],
  ['objects in an array, citation first', '[{"citation": "[2004] ZASCA 1", "name": "Mokoena v Standard Bank"}, {"citation": "[1997] ZACC 6", "name": "Fose v Minister"}]', '[1997] ZACC 6', 'Fose v Minister'],
  ['an object with title after', '{"cite": "[2004] ZASCA 1", "title": "Mokoena v Standard Bank"}', '[2004] ZASCA 1', 'Mokoena v Standard Bank'],
  ['pretty-printed JSON, citation first', '{\n  "citation": "[2004] ZASCA 1",\n  "case": "Mokoena v Standard Bank"\n}', '[2004] ZASCA 1', 'Mokoena v Standard Bank'],
  ['an object whose later field names no case', '{"citation": "[2004] ZASCA 1", "court": "SCA"}', '[2004] ZASCA 1', null],
  ['a name field of another object is not read', '{"citation": "[2004] ZASCA 1"}, {"case": "Fose v Minister"}', '[2004] ZASCA 1', null],
];

const TABLE_ROWS: Row[] = [
  ['markdown, citation column first', '| Citation | Case |\n|---|---|\n| [2004] ZASCA 1 | Mokoena v Standard Bank |', '[2004] ZASCA 1', 'Mokoena v Standard Bank'],
  ['markdown, numbered rows', '| # | Citation | Case | Court |\n|---|---|---|---|\n| 1 | [2004] ZASCA 1 | Mokoena v Standard Bank | SCA |', '[2004] ZASCA 1', 'Mokoena v Standard Bank'],
  ['markdown, the second row', '| Citation | Case |\n|---|---|\n| [1997] ZACC 6 | Fose v Minister |\n| [2004] ZASCA 1 | Mokoena v Standard Bank |', '[2004] ZASCA 1', 'Mokoena v Standard Bank'],
  ['markdown, citation column last', '| Case | Citation |\n|---|---|\n| Mokoena v Standard Bank | [2004] ZASCA 1 |', '[2004] ZASCA 1', 'Mokoena v Standard Bank'],
  ['HTML table, citation cell first', '<table><tr><td>[2004] ZASCA 1</td><td>Mokoena v Standard Bank</td></tr></table>', '[2004] ZASCA 1', 'Mokoena v Standard Bank'],
  ['HTML table with a header row', '<table><tr><th>Citation</th><th>Case</th></tr><tr><td>[2004] ZASCA 1</td><td><em>Mokoena v Standard Bank</em></td></tr></table>', '[2004] ZASCA 1', 'Mokoena v Standard Bank'],
  ['tab-separated, citation first', '[2004] ZASCA 1\tMokoena v Standard Bank', '[2004] ZASCA 1', 'Mokoena v Standard Bank'],
  ['CSV, citation first, quoted', 'citation,case\n"[2004] ZASCA 1","Mokoena v Standard Bank"', '[2004] ZASCA 1', 'Mokoena v Standard Bank'],
  ['CSV, name first, quoted', 'case,citation\n"Mokoena v Standard Bank","[2004] ZASCA 1"', '[2004] ZASCA 1', 'Mokoena v Standard Bank'],
  ['a report in the first column', '| Report | Case |\n|---|---|\n| 2004 (3) SA 1 (SCA) | Mokoena v Standard Bank |', '2004 (3) SA 1 (SCA)', 'Mokoena v Standard Bank'],
  ['a column of other cases is no name', '| Citation | Followed in |\n|---|---|\n| [2004] ZASCA 1 | Fose v Minister |', '[2004] ZASCA 1', null],
  ['a cell that only mentions a case is no name', '| Citation | Note |\n|---|---|\n| [2004] ZASCA 1 | cf Fose v Minister |', '[2004] ZASCA 1', null],
  ['prose with commas is no CSV', '[2004] ZASCA 1, Smith v Jones held that', '[2004] ZASCA 1', null],
];

const BRIDGE_ROWS: Row[] = [
  ['decided by the SCA in', 'Mokoena v Standard Bank, decided by the SCA in [2004] ZASCA 1, held that', '[2004] ZASCA 1', 'Mokoena v Standard Bank'],
  ['is reported as', 'Mokoena v Standard Bank is reported as 2004 (3) SA 1 (SCA).', '2004 (3) SA 1 (SCA)', 'Mokoena v Standard Bank'],
  ['an ellipsis between', 'Mokoena v Standard Bank ... [2004] ZASCA 1', '[2004] ZASCA 1', 'Mokoena v Standard Bank'],
  ['a semicolon between', 'Mokoena v Standard Bank; [2004] ZASCA 1', '[2004] ZASCA 1', 'Mokoena v Standard Bank'],
  ['which the court decided on a date in', 'Mokoena v Standard Bank, which the Supreme Court of Appeal decided on 3 May 2004 in [2004] ZASCA 1', '[2004] ZASCA 1', 'Mokoena v Standard Bank'],
  ['handed down and reported at', 'Mokoena v Standard Bank, handed down in 2004 and reported at [2004] ZASCA 1', '[2004] ZASCA 1', 'Mokoena v Standard Bank'],
  ['the Constitutional Court in', 'Fose v Minister of Safety and Security, decided by the Constitutional Court in [1997] ZACC 6', '[1997] ZACC 6', 'Fose v Minister of Safety and Security'],
  ['was decided in', 'Mokoena v Standard Bank was decided in [2004] ZASCA 1', '[2004] ZASCA 1', 'Mokoena v Standard Bank'],
  ['an ellipsis character', 'Mokoena v Standard Bank … [2004] ZASCA 1', '[2004] ZASCA 1', 'Mokoena v Standard Bank'],
  ['Afrikaans: beslis deur die HHA in', 'Mokoena v Standard Bank, beslis deur die HHA in [2004] ZASCA 1', '[2004] ZASCA 1', 'Mokoena v Standard Bank'],
  ['followed: another case cites it', 'Smith v Jones was followed in [2004] ZASCA 1', '[2004] ZASCA 1', null],
  ['applied by: another case', 'Smith v Jones, which was applied by the SCA in [2004] ZASCA 1', '[2004] ZASCA 1', null],
  ['and: two cases', 'Smith v Jones and the judgment in [2004] ZASCA 1 differ', '[2004] ZASCA 1', null],
  ['not across a sentence', 'Smith v Jones was decided. The court in [2004] ZASCA 1 held', '[2004] ZASCA 1', null],
];

const OPENER_ROWS: Row[] = [
  ['According to', 'According to S v Makwanyane and Another 1995 (3) SA 391 (CC) the death penalty', '1995 (3) SA 391 (CC)', 'S v Makwanyane and Another'],
  ['Based on', 'Based on Mokoena v Standard Bank [2004] ZASCA 1 the court', '[2004] ZASCA 1', 'Mokoena v Standard Bank'],
  ['Pursuant to', 'Pursuant to Mokoena v Standard Bank [2004] ZASCA 1', '[2004] ZASCA 1', 'Mokoena v Standard Bank'],
  ['Regarding', 'Regarding Mokoena v Standard Bank [2004] ZASCA 1', '[2004] ZASCA 1', 'Mokoena v Standard Bank'],
  ['Concerning', 'Concerning Mokoena v Standard Bank [2004] ZASCA 1', '[2004] ZASCA 1', 'Mokoena v Standard Bank'],
  ['Previously,', 'Previously, Mokoena v Standard Bank [2004] ZASCA 1 held', '[2004] ZASCA 1', 'Mokoena v Standard Bank'],
  ['Affirming', 'Affirming Mokoena v Standard Bank [2004] ZASCA 1', '[2004] ZASCA 1', 'Mokoena v Standard Bank'],
  ['Dealing with', 'Dealing with Mokoena v Standard Bank [2004] ZASCA 1', '[2004] ZASCA 1', 'Mokoena v Standard Bank'],
  ['Ingevolge (Afrikaans)', 'Ingevolge Mokoena v Standard Bank [2004] ZASCA 1', '[2004] ZASCA 1', 'Mokoena v Standard Bank'],
  ['Volgens (Afrikaans)', 'Volgens S v Makwanyane 1995 (3) SA 391 (CC) is', '1995 (3) SA 391 (CC)', 'S v Makwanyane'],
  ['Relying upon', 'Relying upon Mokoena v Standard Bank [2004] ZASCA 1', '[2004] ZASCA 1', 'Mokoena v Standard Bank'],
  ['Referring to', 'Referring to Mokoena v Standard Bank [2004] ZASCA 1', '[2004] ZASCA 1', 'Mokoena v Standard Bank'],
  ['Subject to', 'Subject to Mokoena v Standard Bank [2004] ZASCA 1', '[2004] ZASCA 1', 'Mokoena v Standard Bank'],
  ['a party of the same form keeps its word', 'United Democratic Movement v Speaker of the National Assembly [2017] ZACC 21', '[2017] ZACC 21', 'United Democratic Movement v Speaker of the National Assembly'],
  ['a surname of the same form before its v', 'Fleming v Minister of Safety and Security [2004] ZASCA 1', '[2004] ZASCA 1', 'Fleming v Minister of Safety and Security'],
];

const read = (text: string, cited: string) => {
  const { clean, cases } = readCitations(text);
  const found = cases.find((c) => clean.written(c.start, c.end) === cited);
  if (!found) throw new Error(`${cited} was not read in ${text}`);
  return found.parties ?? null;
};

describe('names read in every layout', () => {
  it.each(JSON_ROWS)('JSON: %s', (_reason, text, cited, name) => expect(read(text, cited)).toBe(name));
  it.each(TABLE_ROWS)('table: %s', (_reason, text, cited, name) => expect(read(text, cited)).toBe(name));
  it.each(BRIDGE_ROWS)('name, words, citation: %s', (_reason, text, cited, name) => expect(read(text, cited)).toBe(name));
  it.each(OPENER_ROWS)('opening phrase: %s', (_reason, text, cited, name) => expect(read(text, cited)).toBe(name));
});
