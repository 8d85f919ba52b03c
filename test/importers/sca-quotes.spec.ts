import { describe, expect, it } from '@jest/globals';
import { lowerCaseWords, repairQuotes } from '#libs/importers/sca-site.importer.js';

// The 1999 SCA texts that print “ as A and ” as @: repaired only where the pair is unambiguous.
const WORDS = lowerCaseWords(['the pay weekend suretyship spies and was no work penalty on leaving before']);

describe('repairQuotes: the 1999 judgments’ A ... @ quotes', () => {
  it.each([
    ['one word quoted', 'just before leaving on the Apay weekend@ immediately', 'just before leaving on the “pay weekend” immediately'],
    ['after a bracket', 'a deed of suretyship (Athe suretyship@), payment', 'a deed of suretyship (“the suretyship”), payment'],
    ['two pairs in a sentence', 'called Aspies@ and Ano work@ was', 'called “spies” and “no work” was'],
    ['a real word beginning with A is no quote: nothing to pair', 'the African people@ said', 'the African people@ said'],
    ['two candidates before one @: ambiguous, left', 'Athe Apay weekend@ on', 'Athe Apay weekend@ on'],
    ['a glued word the texts also write in lower case (apay) is a word: left', 'the Apay weekend@', 'the Apay weekend@'],
    ['no @ at all: untouched', 'the Apay weekend', 'the Apay weekend'],
    ['a text with curly quotes already: untouched', '“quoted” and Apay weekend@', '“quoted” and Apay weekend@'],
    ['a blank line ends the reach of a closing quote', 'Apay\n\nweekend@ x', 'Apay\n\nweekend@ x'],
    ['an @ after a space closes nothing', 'Apay weekend @ x', 'Apay weekend @ x'],
  ])('%s', (_why, input, expected) => {
    const words = _why.includes('(apay)') ? new Set([...WORDS, 'apay']) : WORDS;
    expect(repairQuotes(input, words)).toBe(expected);
  });
});
