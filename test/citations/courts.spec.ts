import { describe, expect, it } from '@jest/globals';
import { citationCourt, courtContradicts, namedCourt } from '#libs/citations/courts.js';

// (citation, the court it names, why)
const CITATIONS: Array<[string, string | undefined, string]> = [
  ['[2020] ZACC 12', 'CC', 'the Constitutional Court by its neutral code'],
  ['2020 (5) SA 327 (CC)', 'CC', 'the same court by a report'],
  ['[2005] ZASCA 43', 'SCA', 'the Supreme Court of Appeal'],
  ['[2005] 3 All SA 33 (SCA)', 'SCA', 'a square-bracketed report'],
  ['1993 (1) SA 353 (A)', 'SCA', 'the Appellate Division: the same bench before 1997'],
  ['2005 (6) SA 313 (A)', 'Appellate Division after 1997', 'the Appellate Division on a report of 2005: no court then sat so'],
  ['1981 (3) SA 172 (SCA)', 'Supreme Court of Appeal before 1997', 'the Supreme Court of Appeal on a report of 1981: no court then sat so'],
  ['1997 (3) SA 721 (A)', 'SCA', 'a 1997 volume holds both names'],
  ['[2019] ZAGPJHC 4', 'Johannesburg', 'a high court by its neutral code: its seat'],
  ['[2021] ZAGPPHC 127', 'Pretoria', 'the other Gauteng seat'],
  ['2006 (6) SA 1 (W)', 'Johannesburg', 'a local division of before 2013: the same seat'],
  ['2014 (2) SA 1 (GJ)', 'Johannesburg', 'a division of since 2013'],
  ['1971 (1) SA 633 (T)', 'Pretoria', 'the Transvaal Provincial Division: Pretoria'],
  ['2013 (4) SA 154 (WCC)', 'Cape Town', 'the Western Cape Division'],
  ['1998 (2) SA 1 (Ck)', 'Bhisho', 'a code in mixed case (Ciskei)'],
  ['[2016] 37 ILJ 2815 (LAC)', 'LAC', 'the Labour Appeal Court'],
  ['1999 (3) SA 389 (HHA)', 'SCA', 'the Afrikaans reports\' Hoogste Hof van Appèl'],
  ['1992 (1) SA 1 (K)', 'Cape Town', 'the Afrikaans reports\' Kaap'],
  ['(2022) 43 ILJ 1842 (LC)', 'LC', 'the Labour Court'],
  ['[2020] ZALCJHB 5', 'LC', 'the Labour Court by its Johannesburg code'],
  ['1995 (3) SA 391 (ZS)', 'Zimbabwe Supreme Court', "Zimbabwe's Supreme Court"],
  ['2018 (1) SA 369 (Hotz)', undefined, 'a short name in brackets where the court stands: no court'],
  ['1984 (2) SA 830 (TkSC)', 'Mthatha', "the Transkei's Supreme Court, Mthatha's predecessor"],
  ['2001 (4) SA 938 (CCT)', 'CCT', 'a case number\'s prefix: the code itself, no court of the table'],
  ['2020 (5) SA 327', undefined, 'no court written'],
  ['[2019] ZAXYZ 4', 'ZAXYZ', 'an unknown neutral code: the code itself'],
  ['not a citation', undefined, 'nothing read'],
];

// (courts of the judgment, written, contradicts, why)
const CONTRADICTIONS: Array<[Array<string | undefined>, string, boolean, string]> = [
  [['CC'], '2006 (6) SA 416 (SCA)', true, 'a Constitutional Court report written as the Supreme Court of Appeal'],
  [['CC'], '2006 (6) SA 416 (CC)', false, 'the court as recorded'],
  [['SCA', 'Cape Town'], '[2006] 1 All SA 589 (C)', false, 'one official text writes the report under the court written'],
  [['Pretoria'], '2021 (3) SA 513 (GJ)', true, "Pretoria's report cited as Johannesburg's"],
  [['Johannesburg'], '2003 (1) SA 629 (W)', false, 'the Witwatersrand Local Division is Johannesburg'],
  [['CC'], '2001 (4) SA 938 (CCT)', true, 'a code no row holds names no court the judgment is of'],
  [['ZXQ'], '1995 (3) SA 1 (ZXQ)', false, 'a code in capitals no row holds agrees with itself'],
  [['CC'], '2018 (1) SA 369 (Hotz)', false, 'a short name where the court stands is not compared'],
  [[undefined], '2006 (6) SA 416 (SCA)', false, "the judgment's court unknown: nothing to compare"],
  [['CC'], '2006 (6) SA 416 (ZS)', true, 'another court (Zimbabwe\'s) than the judgment\'s'],
  [['SCA'], '1981 (3) SA 172 (A)', false, 'the Appellate Division is the Supreme Court of Appeal\'s bench'],
];

describe('the court a citation names', () => {
  it.each(CITATIONS)('%s names %s (%s)', (citation, court) => {
    expect(citationCourt(citation)).toBe(court);
  });

  it.each([
    ['Constitutional Court', 'CC'],
    ['Supreme Court of Appeal', 'SCA'],
    ['Gauteng Division of the High Court, Johannesburg', 'Johannesburg'],
    ['Western Cape Division of the High Court, Cape Town', 'Cape Town'],
    ['Labour Appeal Court', 'LAC'],
    ['Labour Court, Johannesburg', 'LC'],
    ['Competition Tribunal', undefined],
  ])('a record naming the %s is of %s', (name, court) => {
    expect(namedCourt(name)).toBe(court);
  });

  it.each(CONTRADICTIONS)('judgment of %p, written %s: contradicts %p (%s)', (courts, written, contradicts) => {
    expect(courtContradicts(written, courts)).toBe(contradicts);
  });
});
