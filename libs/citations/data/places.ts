import type { ReadingExample } from './types.js';

/**
 * The provinces, as written and as compared (lower case, words apart: `kwazulu natal`): a place a
 * party's name may write or leave out (`MEC for Education, KwaZulu-Natal`), and the mark of a
 * provincial enactment, which the national Act records do not cover.
 */
export const PROVINCE_ROWS = [
  { written: 'KwaZulu-Natal', key: 'kwazulu natal' },
  { written: 'Western Cape', key: 'western cape' },
  { written: 'Eastern Cape', key: 'eastern cape' },
  { written: 'Northern Cape', key: 'northern cape' },
  { written: 'Free State', key: 'free state' },
  { written: 'North West', key: 'north west' },
  { written: 'Gauteng', key: 'gauteng' },
  { written: 'Limpopo', key: 'limpopo' },
  { written: 'Mpumalanga', key: 'mpumalanga' },
] as const;

/** The provinces as compared: `kwazulu natal`. */
export const PROVINCES: readonly string[] = PROVINCE_ROWS.map((p) => p.key);

/** A province's words, and `kwazulu-natal` as one. */
export const PROVINCE_WORDS: readonly string[] = [...PROVINCES.flatMap((p) => p.split(' ')), 'kwazulu-natal'];

/** An enactment whose title names a province (or `Provincial`): outside the national records. */
export const PROVINCIAL = new RegExp(`\\b(Provincial|${PROVINCE_ROWS.map((p) => p.written).join('|')})\\b`);

export const PROVINCE_EXAMPLES: readonly ReadingExample[] = [
  { text: 'MEC for Education, KwaZulu-Natal v Pillay [2007] ZACC 21', parties: 'MEC for Education, KwaZulu-Natal v Pillay' },
  { text: 'the Western Cape Land Use Planning Act 3 of 2014', act: 'Western Cape Land Use Planning Act', why: 'a provincial Act' },
];
