import { describe, expect, it } from '@jest/globals';
import { agreementExamples, dataExamples } from '#libs/citations/data/index.js';
import type { ReadingExample } from '#libs/citations/data/types.js';
import { actNamesAgree, partyNamesAgree } from '#libs/citations/names.js';
import { readCitations } from '#libs/citations/read.js';

/** What the reader finds in an example's text, in the example's terms. */
function reading(example: ReadingExample): ReadingExample {
  const { clean, cases, acts, provisions } = readCitations(example.text);
  const first = cases[0];
  const act = acts[0];
  const provision = provisions[0];
  return {
    text: example.text,
    ...(example.cited !== undefined ? { cited: first ? clean.written(first.start, first.end) : undefined } : {}),
    ...(example.norm !== undefined ? { norm: first?.norm ?? null } : {}),
    ...(example.parties !== undefined ? { parties: first?.parties ?? null } : {}),
    ...(example.act !== undefined ? { act: act?.name ?? null } : {}),
    ...(example.provision !== undefined ? { provision: provision?.provision ?? null } : {}),
    ...(example.tie !== undefined ? { tie: provision ? ((provision.act !== undefined ? acts[provision.act].name : provision.instrument?.name) ?? null) : null } : {}),
    ...(example.why !== undefined ? { why: example.why } : {}),
  };
}

/** Every example of every row under libs/citations/data reads as the row says (the rows are the reader's knowledge). */
describe('the reader data rows read their examples', () => {
  it.each(dataExamples().map(([where, e]) => [`${where}: ${e.text}`, e] as const))('%s', (_name, example) => {
    expect(reading(example)).toEqual(example);
  });
});

/** Every written name against an official one in the agreement word classes agrees, or not, as its row says. */
describe('the agreement word classes compare their examples', () => {
  it.each(agreementExamples().map(([where, e]) => [`${where}: ${e.written} ~ ${e.official}`, e] as const))('%s', (_name, { kind, written, official, agrees }) => {
    expect((kind === 'act' ? actNamesAgree : partyNamesAgree)(written, official)).toBe(agrees);
  });
});
