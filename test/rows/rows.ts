import fs from 'node:fs';
import path from 'node:path';

/**
 * The citation reader's test rows (README.md beside this file): JSON Lines under `reading/`,
 * `agreement/` and `lookup/`, one row a line, each with the reason it is there. A line holding only
 * `comment` heads the rows after it; blank lines are skipped. `null` in a row stands for a value left
 * undefined (JSON has no undefined): `{"parties": null}` expects no parties, and keeps the key.
 */
export const ROWS_DIR = path.dirname(new URL(import.meta.url).pathname);

/** A row read from a text: the reading and lookup stages. */
export interface TextRow<E = unknown> {
  reason: string;
  text: string;
  expect: E;
  /** Where the row is: `<stage>/<table>.jsonl:<line>`. */
  at: string;
}

/** A row comparing a written name with an official one: the agreement stage. */
export interface NameRow<E = unknown> {
  reason: string;
  written: string;
  official: string;
  expect: E;
  at: string;
}

const absent = (v: unknown): unknown =>
  v === null ? undefined : Array.isArray(v) ? v.map(absent) : typeof v === 'object' ? Object.fromEntries(Object.entries(v as object).map(([k, x]) => [k, absent(x)])) : v;

/** Every row of `<stage>/<table>.jsonl`, comment lines left out. */
export function readRows(name: string): Array<Record<string, unknown> & { reason: string; at: string }> {
  const file = `${name}.jsonl`;
  const out: Array<Record<string, unknown> & { reason: string; at: string }> = [];
  fs.readFileSync(path.join(ROWS_DIR, file), 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (!line.trim()) return;
      const at = `${file}:${i + 1}`;
      let row: Record<string, unknown>;
      try {
        row = absent(JSON.parse(line)) as Record<string, unknown>;
      } catch (e) {
        throw new Error(`${at}: not JSON (${(e as Error).message})`, { cause: e });
      }
      if (Object.keys(row).length === 1 && typeof row.comment === 'string') return;
      if (typeof row.reason !== 'string' || !row.reason.trim()) throw new Error(`${at}: a row needs its reason`);
      out.push({ ...row, reason: row.reason, at });
    });
  return out;
}

const stageOf = (name: string) => name.split('/')[0];

/** `[title, row]` for `it.each(...)('%s', ...)`: the title names the stage, the table and the reason. */
export function rows<E = unknown>(name: string, label: string): Array<[string, TextRow<E>]> {
  return readRows(name).map((r) => {
    if (typeof r.text !== 'string') throw new Error(`${r.at}: a row of this table needs its text`);
    return [`${stageOf(name)}: ${label}: ${r.reason}`, r as unknown as TextRow<E>];
  });
}

/** `[title, row]` for the agreement tables: the title also shows the names compared and the answer. */
export function nameRows<E = unknown>(name: string, label: string): Array<[string, NameRow<E>]> {
  return readRows(name).map((r) => {
    if (typeof r.written !== 'string' || typeof r.official !== 'string') throw new Error(`${r.at}: a row of this table needs written and official`);
    return [`${stageOf(name)}: ${label}: ${r.reason}: ${r.written} ~ ${r.official}: ${String(r.expect)}`, r as unknown as NameRow<E>];
  });
}

/** The tables of a stage that hold texts (every `<stage>/*.jsonl` whose rows have `text`). */
export function textTables(stage: string): string[] {
  return fs
    .readdirSync(path.join(ROWS_DIR, stage))
    .filter((f) => f.endsWith('.jsonl'))
    .sort()
    .map((f) => `${stage}/${f.slice(0, -'.jsonl'.length)}`)
    .filter((name) => readRows(name).some((r) => typeof r.text === 'string'));
}
