/**
 * The normalized key of a case citation, shared by the importers (which store it) and verification
 * (which looks it up), so both sides always agree. Court codes of law reports are left out of report
 * keys: `2020 (5) SA 327 (CC)` and `2020 (5) SA 327 (CC)` with a mistyped court are the same report.
 */
export interface NormalizedCitation {
  kind: 'neutral' | 'report';
  /** Neutral: `2020 ZACC 12`. Report: `SA 2020 5 327` (series, year, volume, page). */
  norm: string;
  year: number;
  /** Court code of a neutral citation (ZACC), or the report series (SA, BCLR, ALLSA, ...). */
  court: string;
}

// [2020] ZACC 12
const NEUTRAL = /^\[(\d{4})\]\s*(ZA[A-Z]+)\s+(\d+)$/;
// 2020 (5) SA 327 (CC)
const ROUND_VOLUME = /^(\d{4})\s*\((\d+)\)\s*(SA|SACR|BCLR)\s+(\d+)(?:\s*\([A-Za-z]+\))?$/;
// [2023] 1 All SA 731 (WCC), [2023] 10 BLLR 991 (LAC)
const SQUARE_YEAR = /^\[(\d{4})\]\s*(\d+)\s+(All\s*SA|BLLR)\s+(\d+)(?:\s*\([A-Z]+\))?$/i;
// [2005] JOL 13960 (CC)
const JOL = /^\[(\d{4})\]\s*JOL\s+(\d+)(?:\s*\([A-Za-z]+\))?$/;
// (2022) 43 ILJ 1842 (LC), also written [2016] 37 ILJ 2815 (LAC)
const ILJ = /^[([](\d{4})[)\]]\s*(\d+)\s+ILJ\s+(\d+)(?:\s*\([A-Za-z]+\))?$/;
// 2011 JDR 0343 (CC)
const JDR = /^(\d{4})\s+JDR\s+(\d+)(?:\s*\([A-Za-z]+\))?$/;

const num = (s: string) => String(Number(s));

export function normalizeCitation(raw: string): NormalizedCitation | undefined {
  const text = raw.replace(/[\s\u200b-\u200d\u2060]+/g, ' ').trim();
  let m: RegExpMatchArray | null;
  if ((m = text.match(NEUTRAL))) {
    return { kind: 'neutral', norm: `${m[1]} ${m[2]} ${num(m[3])}`, year: Number(m[1]), court: m[2] };
  }
  if ((m = text.match(ROUND_VOLUME))) {
    return report(m[3], m[1], num(m[2]), num(m[4]));
  }
  if ((m = text.match(SQUARE_YEAR))) {
    return report(m[3].replace(/\s+/g, '').toUpperCase(), m[1], num(m[2]), num(m[4]));
  }
  if ((m = text.match(JOL))) return report('JOL', m[1], '', num(m[2]));
  if ((m = text.match(ILJ))) return report('ILJ', m[1], num(m[2]), num(m[3]));
  if ((m = text.match(JDR))) return report('JDR', m[1], '', num(m[2]));
  return undefined;
}

function report(series: string, year: string, volume: string, page: string): NormalizedCitation {
  const norm = [series, year, volume, page].filter(Boolean).join(' ');
  return { kind: 'report', norm, year: Number(year), court: series };
}
