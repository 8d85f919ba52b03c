import { describe, expect, it } from '@jest/globals';
import { paragraphSpans } from '#libs/library/paragraphs.js';
import { footnoteList, starterJudgments } from '../support/saflii.js';

// A judgment's paragraphs are its first run of `[n]` line starts that go up; footnotes printed at its
// end as the law-report sites print them (`[1] See ...`) are no paragraphs (libs/library/paragraphs.ts).

const judgments = starterJudgments();

const numbers = (text: string) => paragraphSpans(text).map((p) => p.number);
const run = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
/** Paragraphs `[from]`..`[to]`, each of some 400 characters as a judgment's are. */
const paras = (from: number, to: number) =>
  run(from, to)
    .map((n) => `[${n}] The court considered the matter ${n} and found as follows. `.repeat(6).trim())
    .join('\n');

describe('paragraphSpans', () => {
  // ([2025] ZACC 20 as stored kept one paragraph number, `[1]`: with the notes it reads none. A
  // judgment of fewer than two numbered paragraphs has its pinpoints unchecked either way.)
  const numbered = judgments.filter((d) => d.key !== 'zacc/2025/20');
  it('[2025] ZACC 20 (one paragraph number left) with notes printed at its end reads no paragraph', () => {
    const text = judgments.find((d) => d.key === 'zacc/2025/20')!.text;
    expect(numbers(text)).toEqual([1]);
    expect(numbers(`${text}\n\n${footnoteList(150)}\n`)).toEqual([]);
  });

  it.each(numbered.map((d) => [d.key, d.text] as const))('%s with 150 footnotes printed at its end reads its paragraphs as without them', (_key, text) => {
    const plain = paragraphSpans(text);
    const printed = `${text}\n\n${footnoteList(150)}\n`;
    const spans = paragraphSpans(printed);
    expect(spans.map((s) => [s.number, s.start])).toEqual(plain.map((s) => [s.number, s.start]));
    // The last paragraph ends where the notes begin.
    if (spans.length) expect(spans[spans.length - 1].end).toBe(text.length + 2);
  });

  // Each row: the text, the paragraph numbers read, and why.
  const rows: Array<[string, number[], string]> = [
    [paras(1, 5), run(1, 5), 'a numbered judgment'],
    [`${paras(1, 109)}\n\n${footnoteList(150)}`, run(1, 109), 'the footnote list after the last paragraph starts again at [1]: notes, not paragraphs 110 to 150'],
    [`${paras(1, 12)}\n\nM B MOLEMELA\nPRESIDENT OF THE SUPREME COURT OF APPEAL\n\nAppearances\nFor the appellant: A B Smith SC\nInstructed by: X Attorneys, Bloemfontein\n\n${footnoteList(20)}`, run(1, 12), 'notes after the signature and appearances'],
    [`${paras(1, 12)}\n\nAppearances: see below [1] ${footnoteList(20).slice(4)}`, run(1, 12), 'the list starting at [2] (its [1] stands inside a line) is the notes too'],
    [`${paras(1, 2)}\n${footnoteList(3)}`, run(1, 2), 'a short judgment: [1] after [2] starts again'],
    [`${paras(1, 17)}\nD G SCOTT AR\nHARMS AR - Stem saam\nMARAIS AR:\n${paras(1, 2)}`, [...run(1, 17), 1, 2], 'a minority judgment under its judge’s name starts again at [1] (1999 SCA)'],
    [`${paras(1, 50)}\nCONCUR\nZULMAN JA\n\nOLIVIER JA\n${paras(1, 16)}`, [...run(1, 50), ...run(1, 16)], 'a dissent headed by its judge, after the concurrences'],
    [`${paras(1, 20)}\nMojapelo AJ (dissenting):\n${paras(1, 4)}\n\n${footnoteList(30)}`, [...run(1, 20), ...run(1, 4)], 'a dissent kept, the notes after it not'],
    [`${run(1, 9).map((n) => `[${n}] ${'The court considered the matter. '.repeat(12)}The court found.[${n}]`).join('\n')}\n\nPONNAN JA\n${footnoteList(9)}`, run(1, 9), 'notes referred to inside the lines (`follows.[3]`) are notes even under a judge’s name'],
    [paras(1, 3) + paras(1, 1).replace('[1]', '\n[1]') + paras(5, 6).replace('[5]', '\n[5]'), [1, 2, 3, 1, 5, 6], 'a slip in a run that carries on: [5] follows the stray [1]'],
    [[28, 39, 30, 31, 7, 7, 9].map((n) => paras(n, n)).join('\n'), [28, 39, 30, 31, 7, 7, 9], 'slips and repeats in the judgment’s own numbering are read as today (1999 SCA)'],
    [`${paras(1, 3)}\n[1] Short.\n[2] Short.`, [1, 2, 3], 'a run of entries as short as notes is notes even without a heading'],
    [`${paras(1, 3)}\n[2016] ZACC 46; 2017 (1) SA 1 (CC).\n[4] More.`, [1, 2, 3, 4], 'a citation wrapped onto a line of its own is no paragraph'],
    [`JUDGMENT\n${'The applicant sought relief.[1] The court refused it.[2] '.repeat(40)}\n\n${footnoteList(2)}`, [], 'a judgment without numbered paragraphs: its notes, referred to inside the lines, are none'],
    [`JUDGMENT\n${'The applicant sought relief.1 The court refused it. '.repeat(40)}\n\n${footnoteList(10)}`, [], 'its notes referred to by glued numbers: a first run in the second half of the text is notes'],
    ['No numbered paragraphs at all.', [], 'nothing numbered'],
  ];
  it.each(rows.map(([text, expected, why]) => [why, text, expected] as const))('%s', (_why, text, expected) => {
    expect(numbers(text)).toEqual(expected);
  });
});
