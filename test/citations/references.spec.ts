import { describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { extractCases } from '#libs/citations/extract.js';
import { extractReferences } from '#libs/citations/references.js';
import { sharedDataDir } from '#libs/testing/templates.js';

const FULL = 'S v Makwanyane and Another [1995] ZACC 3; 1995 (3) SA 391 (CC) at para 10. See also Khumalo v Holomisa [2002] ZACC 12.';

// (label, text after the two full citations above, expected references: as written, the case entry pointed to, pinpoint paragraphs)
const ROWS: Array<[string, string, Array<{ cited: string; refersTo: number; paragraphs?: number[] }>]> = [
  ['above n with a pinpoint', ' Makwanyane above n 3 at para 144.', [{ cited: 'Makwanyane above n 3 at para 144', refersTo: 0, paragraphs: [144] }]],
  ['supra', ' As held in Khumalo supra, the right is limited.', [{ cited: 'Khumalo supra', refersTo: 2 }]],
  ['(n 3)', ' Makwanyane (n 3) at paras 86 and 89-90.', [{ cited: 'Makwanyane (n 3) at paras 86 and 89-90', refersTo: 0, paragraphs: [86, 89, 90] }]],
  ['a short name used again with a pinpoint', ' In Makwanyane at para 144 the Court said so.', [{ cited: 'Makwanyane at para 144', refersTo: 0, paragraphs: [144] }]],
  ['Id: the citation just before', ' Id at para 12.', [{ cited: 'Id at para 12', refersTo: 2, paragraphs: [12] }]],
  ['Ibid after a reference points where it points', ' Makwanyane above n 3 at para 1. Ibid.', [
    { cited: 'Makwanyane above n 3 at para 1', refersTo: 0, paragraphs: [1] },
    { cited: 'Ibid.', refersTo: 0 },
  ]],
  ['a short name of no case in the text', ' Grootboom above n 9 at para 5.', []],
  ['an ordinary "above" is no reference', ' The figures above are not disputed.', []],
  ['a short name before a full citation is its names, not a reference', ' Makwanyane above n 3, [1995] ZACC 3.', []],
  ['words ending in id are not Id', ' The applicant did so, and Ibidem is no word here.', []],
];

describe('short forms point back to their full citations', () => {
  it('compares short names with earlier names within a budget of words: past it, a short name is left unlinked', () => {
    // Sixty cases under distinct names, then short names of none of them, then one of the first case:
    // each unknown short name is compared with all sixty names (a text of a thousand held the thread
    // for 13 s). With room for the comparisons it is linked; once they are spent, it is not.
    const word = (n: number) => `${'BCDFGHJKLM'[n % 10]}${'aeiou'[Math.floor(n / 10) % 5]}${'nrst'[Math.floor(n / 50)]}ado`;
    const names = Array.from({ length: 60 }, (_, n) => `${word(n)} v Minister [2019] ZACC ${n + 1}.`).join(' ');
    const unknown = Array.from({ length: 20 }, (_, n) => ` ${word(n + 100)}ix above.`).join('');
    const text = `${names}${unknown} ${word(0)} above n 1 at para 3.`;
    const cases = extractCases(text);
    expect(extractReferences(text, cases).map((r) => r.cited)).toEqual([`${word(0)} above n 1 at para 3`]);
    // (Each comparison costs its words: the short name's one and the three of `Xxx v Minister`.)
    expect(extractReferences(text, cases, 20 * 60 * 4)).toEqual([]);
  });

  it.each(ROWS)('%s', (_label, tail, expected) => {
    const text = FULL + tail;
    const cases = extractCases(text);
    const refs = extractReferences(text, cases);
    expect(refs.map((r) => ({ cited: r.cited, refersTo: r.refersTo, ...(r.pinpoint ? { paragraphs: r.pinpoint.paragraphs } : {}) }))).toEqual(expected);
    for (const r of refs) expect(text.slice(r.start, r.end).replace(/\s+/g, ' ')).toBe(r.cited);
  });

  it('resolves the real footnotes of a 2025 Constitutional Court judgment (`Khumalo above n 13 at para 53`)', () => {
    const line = fs
      .readFileSync(path.join(sharedDataDir(), 'judgments', 'zacc_2025_concourt.jsonl'), 'utf8')
      .split('\n')
      .find((l) => l.includes('"[2025] ZACC 1"'))!;
    const text = (JSON.parse(line) as { text: string }).text;
    const cases = extractCases(text);
    const refs = extractReferences(text, cases);
    const khumalo = refs.find((r) => r.cited.startsWith('Khumalo above n 13'));
    expect(khumalo).toBeDefined();
    expect(cases[khumalo!.refersTo].cited).toBe('[2013] ZACC 49');
    expect(khumalo!.pinpoint?.paragraphs).toEqual([53]);
  });
});
