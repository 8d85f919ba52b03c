import { AGREEMENT_CLASSES } from './agreement.js';
import { BRIDGE_WORDS } from './bridges.js';
import { COURTS, SEAT_EXAMPLES } from './courts.js';
import { OPENER_EXAMPLES } from './openers.js';
import { JUDGE_EXAMPLES } from './judges.js';
import { PROVINCE_EXAMPLES } from './places.js';
import { PROVISION_EXAMPLES, PROVISION_WORDS } from './provisions.js';
import { PROVINCIAL_SERIES_EXAMPLES, SERIES } from './series.js';
import type { AgreementExample, ReadingExample } from './types.js';
import { WORD_CLASSES } from './words.js';

/** Every example of every row of the reader's data, with where it is written: test/citations/data.spec.ts reads each. */
export function dataExamples(): Array<[string, ReadingExample]> {
  return [
    ...COURTS.flatMap((c) => (c.examples ?? []).map((e): [string, ReadingExample] => [`courts: ${c.court}`, e])),
    ...SEAT_EXAMPLES.map((e): [string, ReadingExample] => ['courts: seats', e]),
    ...SERIES.flatMap((s) => s.examples.map((e): [string, ReadingExample] => [`series: ${s.code}`, e])),
    ...PROVINCIAL_SERIES_EXAMPLES.map((e): [string, ReadingExample] => ['series: provincial', e]),
    ...BRIDGE_WORDS.examples.map((e): [string, ReadingExample] => ['bridges', e]),
    ...OPENER_EXAMPLES.map((e): [string, ReadingExample] => ['openers', e]),
    ...Object.entries(WORD_CLASSES).flatMap(([name, c]) => c.examples.map((e): [string, ReadingExample] => [`words: ${name}`, e])),
    ...JUDGE_EXAMPLES.map((e): [string, ReadingExample] => ['judges', e]),
    ...PROVINCE_EXAMPLES.map((e): [string, ReadingExample] => ['places: provinces', e]),
    ...PROVISION_WORDS.flatMap((w) => w.examples.map((e): [string, ReadingExample] => [`provisions: ${w.kind}`, e])),
    ...PROVISION_EXAMPLES.map((e): [string, ReadingExample] => ['provisions: ties', e]),
  ];
}

/** Every example of a written name against an official one, with its word class: test/citations/data.spec.ts compares each. */
export function agreementExamples(): Array<[string, AgreementExample]> {
  return Object.entries(AGREEMENT_CLASSES).flatMap(([name, c]) => c.examples.map((e): [string, AgreementExample] => [`agreement: ${name}`, e]));
}
