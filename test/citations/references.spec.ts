import { describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { extractCases } from '#libs/citations/extract.js';
import { extractReferences } from '#libs/citations/references.js';
import { sharedDataDir } from '#libs/testing/templates.js';
import { rows } from '../rows/rows.js';
import { itShared } from '../support/shared.js';

// (reason, text: two full citations (S v Makwanyane's group, Khumalo v Holomisa) and what follows them, expected references: as
// written, the case entry pointed to, pinpoint paragraphs): test/rows/reading/references.jsonl
const ROWS = rows<Array<{ cited: string; refersTo: number; paragraphs?: number[] }>>('reading/references', 'reference');

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

  it.each(ROWS)('%s', (_title, { text, expect: expected }) => {
    const cases = extractCases(text);
    const refs = extractReferences(text, cases);
    expect(refs.map((r) => ({ cited: r.cited, refersTo: r.refersTo, ...(r.pinpoint ? { paragraphs: r.pinpoint.paragraphs } : {}) }))).toEqual(expected);
    for (const r of refs) expect(text.slice(r.start, r.end).replace(/\s+/g, ' ')).toBe(r.cited);
  });

  itShared('resolves the real footnotes of a 2025 Constitutional Court judgment (`Khumalo above n 13 at para 53`)', () => {
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
