import { describe, expect, it } from '@jest/globals';
import { cleanText } from '#libs/citations/clean.js';
import { extractCitations } from '#libs/citations/extract.js';
import { extractReferences } from '#libs/citations/references.js';

/**
 * Finding citations costs work in proportion to the text, whatever the text: each row is a shape
 * that made a reading super-linear once (runs of spaces or commas before a citation froze the process
 * for seconds), at the 20,000 characters verify accepts. The work is counted (work, below), so the
 * check means the same on a loaded machine as on a quiet one.
 */
const N = 20_000;
const fill = (unit: string, tail = '') => unit.repeat(Math.ceil((N - tail.length) / unit.length)).slice(0, N - tail.length) + tail;

// (shape, text)
const SHAPES: Array<[string, string]> = [
  ['spaces before a citation', fill(' ', 'x 1995 (3) SA 391 (CC)')],
  ['commas before a citation', fill(',', 'x 1995 (3) SA 391 (CC)')],
  ['commas and spaces before a citation', fill(', ', '[2020] ZACC 12')],
  ['line breaks before a citation', fill('\n', 'S v X [2020] ZACC 12')],
  ['no-break and zero-width spaces', fill('\u00a0\u200b', '[2020] ZACC 12')],
  ['capitalised words before a citation', fill('Abc ', '[2020] ZACC 12')],
  ['v repeated before a citation', fill('v ', '[2020] ZACC 12')],
  ['open brackets before a citation', fill('(', '[2020] ZACC 12')],
  ['close brackets before a citation', fill(')', '[2020] ZACC 12')],
  ['Ex parte repeated', fill('Ex parte ', '[2020] ZACC 12')],
  ['In re repeated', fill('In re ', '[2020] ZACC 12')],
  ['numbers before a citation', fill('12 ', '[2020] ZACC 12')],
  ['case numbers before a citation', fill('(CCT 1/20) ', '[2020] ZACC 12')],
  ['a citation repeated', fill('[2020] ZACC 12; ')],
  ['report citations repeated', fill('2020 (5) SA 327 (CC), ')],
  ['years with spaces, no citation', fill('1995    ')],
  ['a year then a long run of spaces', `1995${' '.repeat(N - 10)}(3)`],
  ['[year] then spaces', `[2020]${' '.repeat(N - 10)}ZACC`],
  ['Act repeated', fill('Act ')],
  ['Act No. repeated', fill('Act No. ')],
  ['Act then spaces', `Act${' '.repeat(N - 20)}12 of 2000`],
  ['Act, repeated', fill('Act, ')],
  ['title words before an Act', fill('Title ', 'Act 12 of 2000')],
  ['lower-case words before an Act', fill('word ', 'act 12 of 2000')],
  ['Constitution words repeated', fill('Constitution of the Republic of South Africa ')],
  ['semicolons between citations', fill('[2020] ZACC 1;;;;;;;;;; ')],
  ['one long word', fill('a', ' [2020] ZACC 12')],
  ['full stops', fill('.', ' S v X [2020] ZACC 12')],
  // Short forms: each marker is looked up once, against at most 60 names before it.
  ['citations and short forms alternating', fill('Abc v Def [2020] ZACC 1. Abc above n 1 at para 2. ')],
  ['Id repeated', fill('Abc v Def [2020] ZACC 1. Id. Ibid. Id. ')],
  ['above repeated after one citation', 'Abc v Def [2020] ZACC 1. ' + fill('Abc above ').slice(30)],
  ['a short name and a pinpoint repeated', 'Abc v Def [2020] ZACC 1. ' + fill('Abc at para 1 ').slice(30)],
  ['asides between names and citations', fill('Abc v Def, cited above, at paras 1 to 2, [2020] ZACC 1; ')],
  ['labels repeated', fill('Case: Abc v Def; Citation: ', '[2020] ZACC 12')],
  ['citation labels repeated', fill('Citation: ', '[2020] ZACC 12')],
  ['marks glued to words', fill('[Abc \u2014Def \u00b9Ghi ', '[2020] ZACC 12')],
  ['em dashes inside one word', fill('held\u2014', 'Abc [2020] ZACC 12')],
  ['many names, then supra', Array.from({ length: 700 }, (_, i) => `N${i}x v D [2020] ZACC 1 `).join('').slice(0, N - 40) + ' Zzz supra Zzz supra'],
];

/** Markup the clean text reads (clean.ts): links, tags and entities, whole and broken. */
const MARKUP: Array<[string, string]> = [
  ['open square brackets', fill('[')],
  ['link texts never closed', fill('[Abc v Def ')],
  ['links without an address', fill('[Abc](')],
  ['links', fill('[Abc v Def](https://example.org/a) [2020] ZACC 1; ')],
  ['tags never closed', fill('<a href="x ')],
  ['tags', fill('<em>Abc</em> <p>', '[2020] ZACC 12')],
  ['entities', fill('&amp;&#8217;&nbsp;&#xyz;', '[2020] ZACC 12')],
  ['written-out line breaks', fill('\\n\\t\\', '[2020] ZACC 12')],
  ['style sheets never closed', fill('<style>x', '[2020] ZACC 12')],
  ['superscripts never closed', fill('<sup>1', '[2020] ZACC 12')],
  ['reference links', fill('[Abc][1] ', '[2020] ZACC 12')],
  ['fields', fill('Case: Abc v Def\nCitation: [2020] ZACC 1\n')],
  // Text from PDFs and transcripts (the fourteenth audit).
  ['words broken at lines\' ends', fill('Abc Mini\u2010\nster CARMI-\nCHELE Secu\u00ad\nrity ', '[2020] ZACC 12')],
  ['look-alike letters', fill('\u041c\u0430kwanyane \u0421\u041e\u0421\u0410 \u03bd ', '[2020] ZACC 12')],
  ['look-alike letters only', fill('\u0430\u0435\u043e')],
  ['a transcript\'s numbered lines', Array.from({ length: 900 }, (_, i) => `${i % 999}  the Court in Abc v Def of\n`).join('').slice(0, N - 20) + ' [2020] ZACC 12'],
  ['numbers opening lines under a v', fill('Abc v\n6 ', '[2020] ZACC 12')],
];

/**
 * The work a reading does, counted, not timed (a timing depends on what else the machine runs): the
 * characters every regular expression scans (from where it starts to the end of its match, or to the
 * text's end when nothing matches; one for a sticky one that fails where it stands). Slices are
 * not counted (V8 makes a slice a view of its string, not a copy). Backtracking inside one pattern is not counted: the lint's regexp
 * rules (no-super-linear-move, no-dupe-disjunctions) check the patterns for it. Nor are searches for
 * a character (`lastIndexOf('\n', at)` finding a line's start): native scans, they can pass over the
 * whole text before a citation, about 200 million characters at the most for 20,000 (tens of
 * milliseconds), and are left so.
 */
function work(run: () => unknown): number {
  let chars = 0;
  const proto = RegExp.prototype;
  const exec = proto.exec;
  proto.exec = function (this: RegExp, input: string) {
    const from = this.global || this.sticky ? this.lastIndex : 0;
    const m = exec.call(this, input);
    chars += this.sticky ? (m ? m[0].length : 1) : m ? m.index + m[0].length - from : String(input).length - from;
    return m;
  };
  try {
    run();
  } finally {
    Object.assign(proto, { exec });
  }
  return chars;
}

/** Work bounded by a small multiple of the text passes whatever its shape. */
const BOUNDED = 200 * N;

/**
 * Bounded, or growing with the text: the whole text's work is less than 3.5 times its first half's
 * (linear work is twice, quadratic four times; short forms alternating with citations measure 3.1,
 * each compared with the names before it up to a budget, references.ts COMPARISON_BUDGET). The first half, not the last: a shape whose citation
 * opens the text (`Abc v Def [2020] ZACC 1. Abc above ...`) does all its work against that citation.
 */
function expectLinear(text: string, read: (text: string) => unknown): void {
  expect(text.length).toBeLessThanOrEqual(N);
  const whole = work(() => read(text));
  if (whole < BOUNDED) return;
  const half = work(() => read(text.slice(0, N / 2)));
  expect(whole).toBeLessThan(3.5 * half);
}

describe('finding citations stays linear on hostile text', () => {
  it.each(SHAPES)('%s', (_shape, text) => {
    expectLinear(text, (t) => extractReferences(t, extractCitations(t).cases));
  });
});

describe('reading markup stays linear on hostile text', () => {
  it.each(MARKUP)('%s', (_shape, text) => {
    expectLinear(text, (t) => extractCitations(cleanText(t).text));
  });
});
