import { describe, expect, it } from '@jest/globals';
import { citationCourt, courtContradicts, namedCourt } from '#libs/citations/courts.js';

// (citation, the court it names, why)
const CITATIONS: Array<[string, string | undefined, string]> = [
  ['[2020] ZACC 12', 'CC', 'the Constitutional Court by its neutral code'],
  ['2020 (5) SA 327 (CC)', 'CC', 'the same court by a report'],
  ['[2005] ZASCA 43', 'SCA', 'the Supreme Court of Appeal'],
  ['[2005] 3 All SA 33 (SCA)', 'SCA', 'a square-bracketed report'],
  ['1993 (1) SA 353 (A)', 'SCA', 'the Appellate Division: the same bench before 1997'],
  ['[2019] ZAGPJHC 4', 'HC', 'a high court division by its neutral code'],
  ['2006 (6) SA 1 (W)', 'HC', 'a provincial division of before 2013: a high court'],
  ['2014 (2) SA 1 (GJ)', 'HC', 'a division of since 2013'],
  ['1998 (2) SA 1 (Ck)', 'HC', 'a code in mixed case (Ciskei)'],
  ['[2016] 37 ILJ 2815 (LAC)', 'LAC', 'the Labour Appeal Court'],
  ['(2022) 43 ILJ 1842 (LC)', 'LC', 'the Labour Court'],
  ['[2020] ZALCJHB 5', 'LC', 'the Labour Court by its Johannesburg code'],
  ['1995 (3) SA 391 (ZS)', undefined, "Zimbabwe's Supreme Court: no row"],
  ['2020 (5) SA 327', undefined, 'no court written'],
  ['[2019] ZAXYZ 4', undefined, 'an unknown neutral code'],
  ['not a citation', undefined, 'nothing read'],
];

// (courts of the judgment, written, contradicts, why)
const CONTRADICTIONS: Array<[Array<string | undefined>, string, boolean, string]> = [
  [['CC'], '2006 (6) SA 416 (SCA)', true, 'a Constitutional Court report written as the Supreme Court of Appeal'],
  [['CC'], '2006 (6) SA 416 (CC)', false, 'the court as recorded'],
  [['SCA', 'HC'], '2006 (1) All SA 589 (C)', false, 'one official text writes the report under the court written'],
  [[undefined], '2006 (6) SA 416 (SCA)', false, "the judgment's court unknown: nothing to compare"],
  [['CC'], '2006 (6) SA 416 (ZS)', false, 'the written court unknown: nothing to compare'],
  [['SCA'], '1981 (3) SA 172 (A)', false, 'the Appellate Division is the Supreme Court of Appeal\'s bench'],
];

describe('the court a citation names', () => {
  it.each(CITATIONS)('%s names %s (%s)', (citation, court) => {
    expect(citationCourt(citation)).toBe(court);
  });

  it.each([
    ['Constitutional Court', 'CC'],
    ['Supreme Court of Appeal', 'SCA'],
    ['Gauteng Division of the High Court, Johannesburg', 'HC'],
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
