import { AGREEMENT_CLASSES } from './agreement.js';
import { COURTS, SEAT_EXAMPLES } from './courts.js';
import { PROVINCE_EXAMPLES } from './places.js';
import type { AgreementExample, ReadingExample } from './types.js';

/** Every example of every row of the reader's data, with where it is written: test/citations/data.spec.ts reads each. */
export function dataExamples(): Array<[string, ReadingExample]> {
  return [
    ...COURTS.flatMap((c) => (c.examples ?? []).map((e): [string, ReadingExample] => [`courts: ${c.court}`, e])),
    ...SEAT_EXAMPLES.map((e): [string, ReadingExample] => ['courts: seats', e]),
    ...PROVINCE_EXAMPLES.map((e): [string, ReadingExample] => ['places: provinces', e]),
  ];
}

/** Every example of a written name against an official one, with its word class: test/citations/data.spec.ts compares each. */
export function agreementExamples(): Array<[string, AgreementExample]> {
  return Object.entries(AGREEMENT_CLASSES).flatMap(([name, c]) => c.examples.map((e): [string, AgreementExample] => [`agreement: ${name}`, e]));
}
