/** RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks. Rows keep their line number. */
export function parseCsv(text: string): { line: number; cells: string[] }[] {
  const rows: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        cell += c;
      }
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      cells.push(cell);
      if (cells.some((x) => x !== '')) rows.push({ line: rowLine, cells });
      cells = [];
      cell = '';
      line++;
      rowLine = line;
    } else cell += c;
  }
  cells.push(cell);
  if (cells.some((x) => x !== '')) rows.push({ line: rowLine, cells });
  return rows;
}

/** Rows as objects keyed by the header row. */
export function csvRecords(text: string): { line: number; row: Record<string, string> }[] {
  const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
  if (!header) return [];
  const names = header.cells.map((h) => h.trim());
  return rows.map((r) => ({ line: r.line, row: Object.fromEntries(names.map((n, i) => [n, (r.cells[i] ?? '').trim()])) }));
}

export function csvHeader(text: string): string[] {
  return (parseCsv(text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0])[0]?.cells ?? []).map((h) => h.trim());
}
