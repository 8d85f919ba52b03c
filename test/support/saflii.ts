import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { STARTER_DIR } from '#libs/db/paths.js';

/** The starter library's judgments (2025 Constitutional Court, 1999 Supreme Court of Appeal), with their texts. */
export function starterJudgments(): Array<{ key: string; title: string; citation?: string; text: string }> {
  return ['judgments-zacc-2025', 'judgments-sca-1999'].flatMap((part) =>
    zlib
      .gunzipSync(fs.readFileSync(path.join(STARTER_DIR, part, 'library.jsonl.gz')))
      .toString('utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { kind: string; key: string; type?: string; title: string; citation?: string; text?: string })
      .filter((d) => d.kind === 'document' && d.type === 'judgment' && d.text)
      .map((d) => ({ key: d.key, title: d.title, citation: d.citation, text: d.text! })),
  );
}

/**
 * A footnote list of `count` notes as the law-report sites (SAFLII) print it at a judgment's end,
 * `[1] See ...` at line starts; its notes are the real footnotes of [2025] ZACC 24 (printed there
 * at the foot of each page as `12 See ...`), in order.
 */
export function footnoteList(count: number): string {
  const source = starterJudgments().find((d) => d.key === 'zacc/2025/24')!.text;
  const notes: string[] = [];
  for (const m of source.matchAll(/^[ \t]*(\d{1,3}) (\S[^\n]*)/gm)) if (Number(m[1]) === notes.length + 1) notes.push(m[2].trim());
  if (notes.length < count) throw new Error(`[2025] ZACC 24 has ${notes.length} footnotes in order, not ${count}`);
  return notes
    .slice(0, count)
    .map((note, i) => `[${i + 1}] ${note}`)
    .join('\n');
}

/**
 * Sentences of a judgment's paragraphs with footnote references inside them, in the forms the
 * law-report sites and the courts print them: `[12]` inside the line, and numbers glued to a word,
 * a possessive, a closing bracket or a year. `{n}` stands for the note's number.
 */
export const NOTED_SENTENCES: Record<number, string> = {
  35: 'The right to dignity is a cornerstone of our constitutional order.[{n}] It informs the interpretation of every other right in the Bill of Rights.',
  36: 'A decision-maker who ignores the principle of legality acts beyond the powers conferred by law.{n} Such a decision is invalid and may be set aside on review.',
  37: 'The Court’s{n} duty is to declare any law or conduct that is inconsistent with the Constitution invalid to the extent of its inconsistency.',
  38: 'The applicant relied on section 12(1)(a){n} and argued that the detention was arbitrary and without just cause.',
  39: 'The regulations were made under the Protection of Personal Information Act 4 of 2013.{n} They do not apply to information processed before their commencement.',
  40: 'The magistrate imposed a fine of R100 000 and suspended half of it for 1.5 years on conditions that the appellant accepted without demur.',
};

/**
 * A 2025 Supreme Court of Appeal judgment as SAFLII prints it: paragraphs `[1]` to `[109]` at line
 * starts, its footnotes referred to as `[12]` inside the lines or by glued numbers, and the 150
 * footnotes printed at the end as `[1] See ...` after the appearances.
 */
export function safliiJudgment(): { title: string; citation: string; text: string } {
  const title = 'Vantage Goldfields SA (Pty) Ltd and Another v Arbitration Foundation of Southern Africa and Others';
  const citation = '[2025] ZASCA 1';
  let note = 0;
  const paragraphs = Array.from({ length: 109 }, (_, i) => {
    const n = i + 1;
    const noted = NOTED_SENTENCES[n];
    note += 1;
    const body = noted
      ? noted.replace('{n}', String(note))
      : `The parties' dispute about the arbitration agreement turned, at this stage, on question ${n}.[${note}] The appellants contended for one reading of clause ${n} and the respondents for another; the arbitrator preferred the respondents' reading, and the high court dismissed the review.`;
    return `[${n}] ${body} ${'The record bears this out, and neither party suggested otherwise before us. '.repeat(3).trim()}`;
  });
  const text = [
    'THE SUPREME COURT OF APPEAL OF SOUTH AFRICA',
    'JUDGMENT',
    'Reportable',
    'Case no: 123/2024',
    'In the matter between:',
    'VANTAGE GOLDFIELDS SA (PTY) LTD FIRST APPELLANT',
    'and',
    'ARBITRATION FOUNDATION OF SOUTHERN AFRICA FIRST RESPONDENT',
    `Neutral citation: ${title} (123/2024) ${citation} (7 January 2025)`,
    'Coram: MOLEMELA P and SMITH JA',
    'ORDER',
    'The appeal is dismissed with costs.',
    'JUDGMENT',
    'Smith JA (Molemela P concurring):',
    ...paragraphs,
    '',
    'A B SMITH',
    'JUDGE OF APPEAL',
    '',
    'Appearances',
    'For the appellants: C D Jones SC',
    'Instructed by: E F Attorneys, Johannesburg',
    '',
    footnoteList(150),
    '',
  ].join('\n');
  return { title, citation, text };
}
