import { describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { extractActs, extractCases } from '#libs/citations/extract.js';
import { normalizeCitation } from '#libs/citations/normalize.js';
import { citedGroupsInText } from '#libs/library/library.repository.js';
import { sharedDataDir } from '#libs/testing/templates.js';
import { rows as table } from '../rows/rows.js';
import { describeShared, sharedRows } from '../support/shared.js';

const cases = path.join(sharedDataDir(), 'cases');

/** Rows from the real data: each citing string, with the citations its record lists, in text order. */
function realRows(): Array<[string, string[]]> {
  const rows: Array<[string, string[]]> = [];
  // Citations the record lists that are malformed in the source itself (`2003 (3) SA (1) (CC)`: no
  // page) cannot be keyed and are left out of the expectation.
  const order = (text: string, cites: string[]) =>
    [...new Set(cites)].filter((c) => c && text.includes(c) && normalizeCitation(c)).sort((a, b) => text.indexOf(a) - text.indexOf(b));
  for (const line of fs.readFileSync(path.join(cases, 'zacc_cited_cases_flat.jsonl'), 'utf8').split('\n').filter(Boolean)) {
    const r = JSON.parse(line) as { cited: string; neutral_citation?: string; reported?: string[] };
    rows.push([r.cited, order(r.cited, [r.neutral_citation ?? '', ...(r.reported ?? [])])]);
  }
  const csv = fs.readFileSync(path.join(cases, 'zacc_cases_index.csv'), 'utf8').split('\n').slice(1).filter(Boolean);
  for (const line of csv) {
    const title = /^[^,]*,("(?:[^"]|"")*"|[^,]*)/.exec(line)![1].replace(/^"|"$/g, '').replace(/""/g, '"');
    const cells = line.slice(line.indexOf(title) + title.length).split(',');
    const neutral = cells[1] ?? '';
    const reported = (cells[2] ?? '').split('|').map((s) => s.trim());
    rows.push([title, order(title, [neutral, ...reported])]);
  }
  return rows.filter(([, cites]) => cites.length > 0);
}

describeShared('case citations in the real data', () => {
  const rows = sharedRows(realRows, ['', []]);

  it('draws well over 150 rows from the real records', () => {
    expect(rows.length).toBeGreaterThan(300);
  });

  // Each row: a real citing string and the citations its record lists for it, in text order.
  it.each(rows)('%s', (text, expected) => {
    const found = extractCases(text).map((c) => c.cited);
    expect(found).toEqual(expect.arrayContaining(expected));
    expect([...new Set(found.filter((c) => expected.includes(c)))]).toEqual(expected);
    // every member of the group is keyed, so the library can be asked about it
    for (const c of extractCases(text).filter((x) => expected.includes(x.cited))) expect(c.norm).toBeDefined();
  });
});

type CaseExpected = Array<{ cited: string; norm?: string; group?: number; parties?: string }>;

// (reason, text, expected citations): forms written by hand, one row per form or trap: test/rows/reading/cases.jsonl
const CASE_ROWS = table<CaseExpected>('reading/cases', 'case');

describe('case citations: forms and traps', () => {
  it.each(CASE_ROWS)('%s', (_title, { text, expect: expected }) => {
    const found = extractCases(text);
    expect(found.map((c) => c.cited)).toEqual(expected.map((e) => e.cited));
    expected.forEach((e, i) => {
      if ('norm' in e) expect(found[i].norm).toBe(e.norm);
      if ('group' in e) expect(found[i].group).toBe(e.group);
      if ('parties' in e) expect(found[i].parties).toBe(e.parties);
      expect(text.slice(found[i].start, found[i].end)).toBe(e.cited);
    });
  });
});

type ActExpected = Array<{ cited: string; number?: number; year?: number; name?: string; provincial?: boolean }>;

// (reason, text, expected Act citations): test/rows/reading/acts.jsonl
const ACT_ROWS = table<ActExpected>('reading/acts', 'Act');

describe('Act citations', () => {
  it.each(ACT_ROWS)('%s', (_title, { text, expect: expected }) => {
    const found = extractActs(text);
    expect(found.map((a) => a.cited)).toEqual(expected.map((e) => e.cited));
    expected.forEach((e, i) => {
      for (const key of ['number', 'year', 'name', 'provincial'] as const) if (key in e) expect(found[i][key]).toBe(e[key]);
    });
  });
});

// (reason, text, the pinpoint of the first citation: as written and the paragraphs it names): test/rows/reading/pinpoints.jsonl
type PinpointExpected = { cited: string; paragraphs: number[]; page?: string } | undefined;
const PINPOINT_ROWS = table<PinpointExpected>('reading/pinpoints', 'pinpoint');

describe('pinpoints after a citation', () => {
  it.each(PINPOINT_ROWS)('%s', (_title, { text, expect: expected }) => {
    const [first] = extractCases(text);
    if (!expected) expect(first.pinpoint).toBeUndefined();
    else expect(first.pinpoint).toEqual({ ...expected, end: expect.any(Number) });
  });
});

describe('names in official texts (the records made from them)', () => {
  // (reason, text, the citation and the names of the group holding it): test/rows/reading/official-names.jsonl
  const ROWS = table<{ cited: string; parties: string | undefined }>('reading/official-names', 'official names');
  it.each(ROWS)('%s', (_title, { text, expect: { cited, parties } }) => {
    const group = citedGroupsInText(text).find((g) => g.citations.includes(cited));
    expect(group?.parties).toBe(parties);
  });
});
