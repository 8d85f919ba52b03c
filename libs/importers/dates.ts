// Month names as judgments write them, English and Afrikaans.
const MONTHS: Record<string, number> = {
  january: 1, januarie: 1, february: 2, februarie: 2, march: 3, maart: 3, april: 4, may: 5, mei: 5, june: 6, junie: 6,
  july: 7, julie: 7, august: 8, augustus: 8, september: 9, october: 10, oktober: 10, november: 11, december: 12, desember: 12,
};

/** `24 March 2025`, `2   NOVEMBER 1999`, `21 SEPTEMBER 1999` -> `YYYY-MM-DD`; undefined when it is not such a date. */
export function writtenDate(text: string): string | undefined {
  const m = text.match(/\b(\d{1,2})\s+([A-Z]+)\s+(\d{4})\b/i);
  const month = m && MONTHS[m[2].toLowerCase()];
  if (!m || !month) return undefined;
  return `${m[3]}-${String(month).padStart(2, '0')}-${m[1].padStart(2, '0')}`;
}
