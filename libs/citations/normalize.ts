import { CITATION_SERIES } from './series.js';

/**
 * The normalized key of a case citation, shared by the importers (which store it) and verification
 * (which looks it up), so both sides always agree, with the parts it is made of (stored as columns).
 * Court codes of law reports are left out of report keys: `2020 (5) SA 327 (CC)` and
 * `2020 (5) SA 327 (CC)` with a mistyped court are the same report.
 */
export interface NormalizedCitation {
  kind: 'neutral' | 'report';
  /** Neutral: `2020 ZACC 12`. Report: `SA 2020 5 327` (series, year, volume, page). */
  norm: string;
  year: number;
  /** Court code of a neutral citation (ZACC), or the report series (SA, BCLR, ALLSA, ...). */
  court: string;
  /** The report's volume, where its series has volumes. */
  volume?: number;
  /** The judgment's number (neutral), or the page (reports). */
  number: number;
  /** The court a report names after its page (`CC` of `(CC)`), where one is written: no part of the key. */
  reportCourt?: string;
}

export function normalizeCitation(raw: string): NormalizedCitation | undefined {
  const text = raw.replace(/[\s\u200b-\u200d\u2060]+/g, ' ').trim();
  for (const series of CITATION_SERIES) {
    const groups = series.pattern.exec(text)?.groups;
    if (!groups) continue;
    const court = series.code(groups.series);
    const year = Number(groups.year);
    const volume = groups.volume === undefined ? undefined : Number(groups.volume);
    const number = Number(groups.number);
    // The year as written (four digits), the numbers without leading zeros.
    const norm = series.kind === 'neutral' ? `${groups.year} ${court} ${number}` : [court, groups.year, volume, number].filter((p) => p !== undefined).join(' ');
    return { kind: series.kind, norm, year, court, ...(volume === undefined ? {} : { volume }), number, ...(groups.court ? { reportCourt: groups.court } : {}) };
  }
  return undefined;
}
