import { describe, expect, it } from '@jest/globals';
import { nameSlips } from '#libs/citations/case-names.js';
import { partyNamesAgree } from '#libs/citations/names.js';

/**
 * What an entry says differs when names agree by one slip of a letter (verification rules: "the
 * entry then says which words differ"), and that the slip is what made them agree.
 * (written, official, slips as "written>official", agree, reason)
 */
const ROWS: Array<[string, string, string[], boolean, string]> = [
  ['Plascon-Evans Paints Ltd v Van Riebeeck Paints (Pty) Ltd', 'Plascon-Evans Paints Ltd v Van Riebeck Paints (Pty) Ltd', ['Riebeeck>Riebeck'], true, 'a letter added in a long name'],
  ['Bellville-Inry (Pty) Ltd v Continental China', 'Belville-Inry (Pty) Ltd v Continental China (Pty) Ltd', ['Bellville>Belville'], true, 'the record spells the place with one l'],
  ['Harsken v Lane NO', 'Harksen v Lane NO and Others', ['Harsken>Harksen'], true, 'two neighbouring letters swapped'],
  ['Mutsilla v Municipal Gratuity Fund', 'Mutsila v Municipal Gratuity Fund and Others', ['Mutsilla>Mutsila'], true, 'a doubled letter'],
  ['Mutsila v Municipal Gratuity Fund', 'Mutsila v Municipal Gratuity Fund and Others', [], true, 'spelt as the record: nothing to say'],
  ['Mutsila v MUNICIPAL GRATUITY FUND', 'Mutsila v Municipal Gratuity Fund and Others', [], true, 'capitals are not a slip'],
  ['Smith v Jonas', 'Smith v Jones', [], false, 'a short word: no slip allowed (and none reported)'],
  ['Mutsilla v Munisipal Gratuity Fund', 'Mutsila v Municipal Gratuity Fund and Others', ['Mutsilla>Mutsila', 'Munisipal>Municipal'], false, 'two slips are another name: reported words do not make them agree'],
  ['Makwanyane v State', 'S v Makwanyane and Another', [], true, 'a short name with a word the record lacks entirely: not a slip'],
  ['Erf 215437 Kyalami v Khumalo', 'Erf 214537 Kyalami v Khumalo', [], false, 'numbers are never slips'],
  ['Khumaloo v Holomisa', 'Khumalo v Holomisa', ['Khumaloo>Khumalo'], true, 'a letter added at the end'],
];

describe('a slip of a letter is named on the entry', () => {
  it.each(ROWS)('%s / %s', (written, official, slips, agree) => {
    expect(nameSlips(written, official).map((s) => `${s.written}>${s.official}`)).toEqual(slips);
    expect(partyNamesAgree(written, official)).toBe(agree);
  });
});
