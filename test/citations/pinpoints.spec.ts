import { describe, expect, it } from '@jest/globals';
import { readCitations } from '#libs/citations/read.js';

// Pinpoints written after a citation, as lawyers and the law-report sites write them
// (libs/citations/pinpoints.ts), read for the citation (and every member of its group).

const V = 'Vantage Goldfields SA (Pty) Ltd v Arbitration Foundation of Southern Africa';

describe('pinpoints after a citation', () => {
  // Each row: the text, the citation's pinpoint as written and its paragraphs (undefined: none), and why.
  const rows: Array<[string, string | undefined, number[] | undefined, string]> = [
    [`In Vantage Goldfields ([2025] ZASCA 1) para [35]: “the words”.`, 'para [35]', [35], 'after the bracket the citation was written in, bare `para` with a bracketed number'],
    [`(${V} [2025] ZASCA 1) at para 35.`, 'at para 35', [35], 'after a bracket closing the whole citation'],
    [`${V} [2025] ZASCA 1 (7 January 2025) para 35.`, 'para 35', [35], 'after the date SAFLII prints with a neutral citation'],
    [`(${V} [2025] ZASCA 1 (7 January 2025)) paras [35]-[37].`, 'paras [35]-[37]', [35, 36, 37], 'past the date and the closing bracket, a bracketed range'],
    [`Vantage Goldfields ([2025] ZASCA 1) at [35].`, 'at [35]', [35], '`at` and a bracketed number after the bracket'],
    [`Vantage Goldfields ([2025] ZASCA 1), at para 35.`, ', at para 35', [35], 'a comma after the bracket (written with the pinpoint, as ever)'],
    [`${V} [2025] ZASCA 1 paras [35] to [37] and [40].`, 'paras [35] to [37] and [40]', [35, 36, 37, 40], 'a bracketed list'],
    [`See Du Plessis v De Klerk 1996 (3) SA 850 (CC) (1996 (5) BCLR\n658) at paras 60-66, 86.`, 'at paras 60-66, 86', [60, 61, 62, 63, 64, 65, 66, 86], 'after a parallel citation written in brackets (1999 SCA)'],
    [`${V} [2025] ZASCA 1 at\npara [86].`, 'at para [86]', [86], 'across a line break'],
    [`${V} ([2025] ZASCA 1)[12] the court held that it was so.`, undefined, undefined, 'a bracketed number glued to the bracket is a footnote reference'],
    [`${V} [2025] ZASCA 1 at para 35,[12] the court held that it was so.`, 'at para 35', [35], 'a bracketed number after a bare one is a footnote reference, not a paragraph'],
    [`Bid Industrial Holdings (Pty) Ltd v Strang 2008 (3) SA 355 (SCA), [2007] ZASCA 144.`, undefined, undefined, 'a bracketed year after a citation starts a parallel citation'],
    [`Vantage Goldfields ([2025] ZASCA 1) held that the clause was valid.`, undefined, undefined, 'nothing pinpointed after the bracket'],
  ];
  it.each(rows.map(([text, cited, paragraphs, why]) => [why, text, cited, paragraphs] as const))('%s', (_why, text, cited, paragraphs) => {
    const first = readCitations(text).cases[0];
    expect(first).toBeDefined();
    expect(first.pinpoint && { cited: first.pinpoint.cited, paragraphs: first.pinpoint.paragraphs }).toEqual(cited === undefined ? undefined : { cited, paragraphs });
  });

  it('gives a pinpoint after a bracketed group to every member of the group', () => {
    const { cases } = readCitations('See Du Plessis v De Klerk 1996 (3) SA 850 (CC) (1996 (5) BCLR 658) at para 86.');
    expect(cases.map((c) => c.pinpoint?.paragraphs)).toEqual([[86], [86]]);
  });
});
