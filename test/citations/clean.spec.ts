import { describe, expect, it } from '@jest/globals';
import { cleanText } from '#libs/citations/clean.js';
import { rows } from '../rows/rows.js';

// (reason, text as sent, clean text): test/rows/reading/clean.jsonl
const ROWS = rows<string>('reading/clean', 'clean');

describe('cleanText: what transport put into words', () => {
  it.each(ROWS)('%s', (_title, { text: sent, expect: clean }) => {
    expect(cleanText(sent).text).toBe(clean);
  });

  it('maps every span of the clean text back to the text as sent', () => {
    const sent = 'Con\u00adsumer Act; \u{1d412} v O\ufb03ce \uff3b1995\uff3d ZA\u200bCC 3 and Pro-\ntection';
    const clean = cleanText(sent);
    const at = (word: string) => {
      const start = clean.text.indexOf(word);
      return clean.written(start, start + word.length);
    };
    expect(at('Consumer')).toBe('Con\u00adsumer');
    expect(at('S v Office')).toBe('\u{1d412} v O\ufb03ce');
    expect(at('[1995] ZACC 3')).toBe('\uff3b1995\uff3d ZA\u200bCC 3');
    expect(at('Protection')).toBe('Pro-\ntection');
    const marked = cleanText('<p>In <i>Masuku &amp; Another</i>&nbsp;[2022]&nbsp;ZACC&nbsp;5 and [Fose](https://x.org) [1997] ZACC 6</p>');
    const cite = (c: string) => {
      const start = marked.text.indexOf(c);
      return marked.written(start, start + c.length);
    };
    expect(cite('[2022] ZACC 5')).toBe('[2022]&nbsp;ZACC&nbsp;5');
    expect(cite('Masuku & Another')).toBe('Masuku &amp; Another');
    expect(cite('Fose [1997] ZACC 6')).toBe('Fose](https://x.org) [1997] ZACC 6');
    expect(clean.span(0, clean.text.length)).toEqual({ start: 0, end: sent.length });
  });

  it('keeps the length of a clean text and maps spans one to one', () => {
    const sent = 'AB v Pridwin Preparatory School [2020] ZACC 12';
    const clean = cleanText(sent);
    expect(clean.text).toBe(sent);
    expect(clean.span(5, 12)).toEqual({ start: 5, end: 12 });
  });
});
