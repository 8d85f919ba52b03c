import { describe, expect, it } from '@jest/globals';
import { plainWords } from '#libs/citations/quotes.js';

// A quotation and a judgment's text are compared as plain words (documents.body_words, migration
// 0021): footnote references are no words, in any form they are printed in; numbers that are words
// stay.

describe('plainWords', () => {
  // Each row: the text, its plain words, and why.
  it.each([
    ['The right to dignity.[12] It informs', 'the right to dignity it informs', 'a reference in brackets inside a line (SAFLII)'],
    ['dignity[12] and', 'dignity and', 'a bracketed reference glued to the word'],
    ['conferred by law.13 Such a decision', 'conferred by law such a decision', 'a number glued after a full stop'],
    ['the application5 was', 'the application was', 'a number glued to a word'],
    ['the “founding value”.12 The Court', 'the founding value the court', 'after a closing quotation mark and its full stop'],
    ['The Court’s14 duty', 'the court s duty', 'after a possessive'],
    ['a section 30P5 application', 'a section 30p application', 'after a section number’s letter ([2025] ZACC 17)'],
    ['section 12(1)(a)6 and', 'section 12 1 a and', 'after a closing bracket'],
    ['Act 4 of 2013.16 They', 'act 4 of 2013 they', 'after a year'],
    ['[2019] ZACC 12', '2019 zacc 12', 'a year in brackets is a citation’s, not a reference'],
    ['a fine of R100 000', 'a fine of r100 000', 'an amount: a one-letter word keeps its number (R100 is not R200)'],
    ['s12 of the Act', 's12 of the act', 'a section written short keeps its number'],
    ['for 1.5 years', 'for 1 5 years', 'a decimal keeps its digits (1.5 is not 1.7)'],
    ['R5,000 was paid', 'r5 000 was paid', 'thousands keep their digits'],
    ['paragraph [35] and', 'paragraph and', 'a paragraph number in brackets is no word either (as at a line start)'],
    ['Covid19 regulations', 'covid regulations', 'a glued number after a word is read as a note (alike on both sides)'],
  ])('%j', (text, words, _why) => {
    expect(plainWords(text).join(' ')).toBe(words);
  });
});
