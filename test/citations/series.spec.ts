import { describe, expect, it } from '@jest/globals';
import { normalizeCitation } from '#libs/citations/normalize.js';

/** The keys of data/series.ts's rows (their examples are read in data.spec.ts). */
describe('citation series as data', () => {
  // The keys stored before the table: unchanged, so rows already in libraries still match.
  it.each([
    ['[2020] ZACC 12', 'neutral', '2020 ZACC 12'],
    ['[2019]  ZASCA 007', 'neutral', '2019 ZASCA 7'],
    ['2020 (5) SA 327 (CC)', 'report', 'SA 2020 5 327'],
    ['1995 (3) SA 391', 'report', 'SA 1995 3 391'],
    ['2001 (1) SACR 1 (SCA)', 'report', 'SACR 2001 1 1'],
    ['[2023] 1 All SA 731 (WCC)', 'report', 'ALLSA 2023 1 731'],
    ['[2023] 1 AllSA 731', 'report', 'ALLSA 2023 1 731'],
    ['[2023] 10 BLLR 991 (LAC)', 'report', 'BLLR 2023 10 991'],
    ['[2005] JOL 13960 (CC)', 'report', 'JOL 2005 13960'],
    ['(2022) 43 ILJ 1842 (LC)', 'report', 'ILJ 2022 43 1842'],
    ['[2016] 37 ILJ 2815 (LAC)', 'report', 'ILJ 2016 37 2815'],
    ['2011 JDR 0343 (CC)', 'report', 'JDR 2011 343'],
    ['(1962) 24 SATC 361', 'report', 'SATC 1962 24 361'],
  ])('%s: %s, key %s', (citation, kind, norm) => {
    expect(normalizeCitation(citation)).toMatchObject({ kind, norm });
  });

  it.each(['2020 ZACC 12', '[2020] 5 SA 327', 'SA 2020 5 327'])('%s is no citation form the table knows', (text) => {
    expect(normalizeCitation(text)).toBeUndefined();
  });
});
