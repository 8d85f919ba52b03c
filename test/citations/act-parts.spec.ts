import { describe, expect, it } from '@jest/globals';
import { readCitations } from '#libs/citations/read.js';

/**
 * A designated part of an Act written before its title is never part of the title (verification
 * rules, Act names): read into it, `Chapter XIV of the Companies Act 61 of 1973` agreed with no Act.
 * (reason, text, the title read)
 */
const ROWS: Array<[string, string, string]> = [
  ['a chapter in Roman numerals', 'Chapter XIV of the Companies Act 61 of 1973', 'Companies Act'],
  ['a part in Roman numerals', 'Part V of the Labour Relations Act 66 of 1995', 'Labour Relations Act'],
  ['a part of a chapter', 'Part 2 of Chapter 4 of the Companies Act 71 of 2008', 'Companies Act'],
  ['a section with a capital', 'Section 3 of the Labour Relations Act 66 of 1995', 'Labour Relations Act'],
  ['a schedule to', 'Schedule 2 to the Labour Relations Act 66 of 1995', 'Labour Relations Act'],
  ['an item of a schedule to', 'Item 3 of Schedule 1 to the Labour Relations Act 66 of 1995', 'Labour Relations Act'],
  ['sections listed', 'Sections 21 and 22 of the Consumer Protection Act 68 of 2008', 'Consumer Protection Act'],
  ['a subsection chain', 'Section 12(2)(b) of the Consumer Protection Act 68 of 2008', 'Consumer Protection Act'],
  ['a chapter in a by-law', 'Chapter IV of the National Road Traffic Act, 1996 (Act 93 of 1996)', 'National Road Traffic Act'],
  ['a regulation made under', 'Regulation 4 made under the Companies Act 71 of 2008', 'Companies Act'],
  ['a chapter in capitals', 'CHAPTER 2 of the Promotion of Access to Information Act 2 of 2000', 'Promotion of Access to Information Act'],
  ['a title that begins with such a word stays whole', 'Regulation of Gatherings Act 205 of 1993', 'Regulation of Gatherings Act'],
  ['and another', 'Rules Board for Courts of Law Act 107 of 1985', 'Rules Board for Courts of Law Act'],
];

describe('a part of an Act before its title', () => {
  it.each(ROWS)('%s', (_reason, text, title) => {
    expect(readCitations(text).acts[0]?.name).toBe(title);
  });
});
