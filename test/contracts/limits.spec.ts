import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { LIMITS, limitsSql } from '#libs/contracts/limits.js';
import { FUNCTIONS_DIR } from '#libs/db/paths.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

const ROOT = path.resolve(FUNCTIONS_DIR, '..', '..');

describe('the limits module', () => {
  it('db/functions/api_limit.sql is the one limitsSql() generates', () => {
    const file = fs.readFileSync(path.join(FUNCTIONS_DIR, 'api_limit.sql'), 'utf8');
    // On a difference: node -e "import('./dist/libs/contracts/limits.js').then(m => process.stdout.write(m.limitsSql()))" > db/functions/api_limit.sql
    expect(file).toBe(limitsSql());
  });

  describe('in SQL', () => {
    let t: TestDatabase;
    beforeAll(async () => {
      t = await createTestDatabase();
    });
    afterAll(async () => {
      await t?.drop();
    });

    it('api_limit gives every limit, and refuses a name that is none', async () => {
      for (const [name, value] of Object.entries(LIMITS)) {
        const { rows } = await sql<{ v: number }>`SELECT api_limit(${name}) AS v`.execute(t.db);
        expect(rows[0].v).toBe(value);
      }
      await expect(sql`SELECT api_limit('no_such_limit')`.execute(t.db)).rejects.toMatchObject({ code: 'VL500' });
    });
  });
});

/** Source files the contract could be copied into: code of the app, the libraries, the page and SQL functions (migrations are frozen). */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(rel);
    return /\.(?:ts|js|sql|html)$/.test(entry.name) ? [rel] : [];
  });
}

/** The file without its comments, near enough (a comment may say a limit; code may not). */
function code(file: string): string {
  const lines = fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n');
  const marker = file.endsWith('.sql') ? '--' : ' // ';
  return lines
    .filter((line) => !/^\s*(?:\/\/|\/\*|\*)/.test(line))
    .map((line) => (line.includes(marker) ? line.slice(0, line.indexOf(marker)) : line))
    .join('\n');
}

/** Where the contract lives; everything else reads it. */
const HOME = new Set(['libs/contracts/limits.ts', 'db/functions/api_limit.sql']);

// One row per way a limit or an enumeration was copied before the limits module.
const COPIES: Array<[string, RegExp]> = [
  ['the section text cap (12,000)', /\b12[_,]?000\b/],
  // (the first bound of a range, as synth's gazette numbers, is no limit)
  ['the verify text limit (20,000)', /\b20[_,]?000\b(?!\s*,\s*\d)/],
  ["doc_id's maximum", /\b2[_,]?147[_,]?483[_,]?647\b/],
  ['a length limit written as a schema keyword', /maxLength:\s*\d/i],
  ['a length limit written as an HTML attribute', /maxlength="\d/i],
  ['a length limit compared by hand', /\.length\s*>\s*(?:MAX_|\d{3})/],
  ['the results limit', /\blimit\b[^;\n]{0,40}(?:<=|>)\s*10\b/],
  ['the document types', /'judgment',\s*'act',\s*'regulation'/],
  ['the case statuses', /'found',\s*'mismatch'/],
  ['the Act statuses', /'found',\s*'repealed'/],
  ['the pinpoint or quotation statuses', /'found',\s*(?:'close',\s*)?'not_found',\s*'unchecked'/],
];

describe('no limit or enumeration is written twice', () => {
  const files = ['apps', 'libs', 'db/functions'].flatMap(sourceFiles).filter((f) => !HOME.has(f));

  it.each(COPIES)('%s is read from libs/contracts/limits.ts, not copied', (_what, copy) => {
    expect(files.filter((file) => copy.test(code(file)))).toEqual([]);
  });
});

describe('citation keys are never read back by position', () => {
  const files = ['apps', 'libs', 'db/functions'].flatMap(sourceFiles);

  it('their parts are columns (series, year, volume, number) and fields of normalizeCitation, not pieces of `norm`', () => {
    expect(files.filter((file) => /norm\.split\(|split_part\(\s*(?:\w+\.)?norm\b/.test(code(file)))).toEqual([]);
  });
});
