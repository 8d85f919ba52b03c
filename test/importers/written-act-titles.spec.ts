import { describe, expect, it } from '@jest/globals';
import { wholeTitle, writtenActTitles } from '#libs/importers/written-act-titles.js';

describe('Act titles written beside their numbers', () => {
  it.each([
    // [text, titles read, reason]
    ['a justice of the peace as contemplated in sections 3 and 4 of the Justices of the Peace and Commissioners of Oaths Act, 1963 (Act No. 16 of 1963), has', ['16/1963 Justices of the Peace and Commissioners of Oaths Act'], 'the by-law form: title, year, number in brackets; the words before are a sentence'],
    ['in terms of the Local Government: Municipal Systems Act, 2000 (Act No. 32 of 2000)', ['32/2000 Municipal Systems Act'], 'a colon ends the scan: the part before it is a heading'],
    ['the National Water Act (Act 36 of 1998)', ['36/1998 National Water Act'], 'without the year and without No.'],
    ['Subject to the Criminal Procedure Act, 1977 (Act No. 51 of 1977)', ['51/1977 Subject to the Criminal Procedure Act'], 'a capitalised sentence start is read (wholeTitle decides whether it is a title)'],
    ['Chapter III of the Matrimonial Property Act, 1984 (Act No. 88 of 1984)', ['88/1984 Matrimonial Property Act'], 'a Roman numeral is a part of an Act, not of its title'],
    ['section 3 of the Hotels Act, 1965 (Act No. 70 of 1965)', ['70/1965 Hotels Act'], 'a section number stops the scan'],
    ['the Systems Act or the Electronic Communications Act, 2005 (Act No. 36 of 2005)', ['36/2005 Electronic Communications Act'], 'a title holds Act only at its end: the Act before is another'],
    ['the Act, 1998 (Act No. 16 of 1963)', [], 'a year that is not the number’s: two Acts, not one; and no title words'],
    ['as defined in the Act (Act No. 5 of 2001)', [], 'no title before Act'],
    ['the Liquor Act, 2003 (Act No. 59 of 2003) and the National Road Traffic Act, 1996 (Act No. 93 of 1996)', ['59/2003 Liquor Act', '93/1996 National Road Traffic Act'], 'two in one sentence: the second stops at the first’s bracket'],
    ['the Occupational Health and Safety Act, 1993 (Act No. 85 of 1993)', ['85/1993 Occupational Health and Safety Act'], 'and inside a title is kept'],
    ['the Consumer Protection Act 68 of 2008', [], 'no bracket: the citation reader reads this form, not this scan'],
  ])('%s', (text, expected) => {
    expect(writtenActTitles(text).map((t) => `${t.number}/${t.year} ${t.title}`)).toEqual(expected);
  });

  it.each([
    // [record title, titles the texts write, whole title, reason]
    ['Peace and Commissioners of Oaths Act', ['Justices of the Peace and Commissioners of Oaths Act'], 'Justices of the Peace and Commissioners of Oaths Act', 'cut at its start by the record; every text writes it whole'],
    ['Criminal Procedure Act', ['Subject to the Criminal Procedure Act', 'Criminal Procedure Act'], undefined, 'a text writes the title as recorded: the longer one is a sentence'],
    ['Water Services Act', ['WHEREAS the Water Services Act', 'By-law and the Water Services Act'], undefined, 'texts disagree on what comes before'],
    ['Hotels Act', [], undefined, 'no text writes it'],
    ['Hotels Act', ['Liquor Act'], undefined, 'a different title for the number (a slip in a text) repairs nothing'],
    ['peace and commissioners of oaths act', ['Justices of the Peace and Commissioners of Oaths Act', 'Justices of the peace and Commissioners of Oaths Act'], 'Justices of the Peace and Commissioners of Oaths Act', 'capitals do not make two titles'],
    ['Oaths Act', ['Commissioners of Oaths Act', 'Justices of the Peace and Commissioners of Oaths Act'], undefined, 'two longer titles: which is whole is not known'],
    ['Property Act', ['Matrimonial Property Act'], 'Matrimonial Property Act', 'one word cut'],
    ['National Water Act', ['National Water Act'], undefined, 'whole already'],
    ['Rationalisation of Local Government Affairs Act', ['Gauteng Rationalisation of Local Government Affairs Act'], 'Gauteng Rationalisation of Local Government Affairs Act', 'whole, it names a province (the import then leaves the record out as provincial)'],
  ] as Array<[string, string[], string | undefined, string]>)('%s', (title, seen, whole) => {
    expect(wholeTitle(title, seen)).toBe(whole);
  });
});
