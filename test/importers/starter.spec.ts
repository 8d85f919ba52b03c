import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ROOT_DIR, sharedDataDir, STARTER_DIR } from '#libs/db/paths.js';
import { STARTER_PARTS } from '#libs/starter/starter.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { itShared } from '../support/shared.js';

const run = promisify(execFile);
const unzip = (file: string) => zlib.gunzipSync(fs.readFileSync(file)).toString('utf8');

describe('the starter library', () => {
  let t: TestDatabase;
  let dir: string;
  const cli = (...args: string[]) =>
    run('node', [path.join(ROOT_DIR, 'dist/apps/cli/src/main.js'), ...args], { env: { ...process.env, DATABASE_URL: t.url } }).then(
      (r) => ({ code: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => e,
    );
  beforeAll(async () => {
    t = await createTestDatabase();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vsl-starter-'));
  });
  afterAll(async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    await t?.drop();
  });

  itShared('`starter build` rebuilds from ../shared/data exactly what the repository holds', async () => {
    const out = path.join(dir, 'starter');
    const result = await cli('starter', 'build', '--from', sharedDataDir(), '--out', out);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Starter library written to .*: \d\.\d\d MB compressed/);
    for (const part of STARTER_PARTS) {
      expect(unzip(path.join(out, part.name, 'library.jsonl.gz'))).toBe(unzip(path.join(STARTER_DIR, part.name, 'library.jsonl.gz')));
      expect(fs.readFileSync(path.join(out, part.name, 'PROVENANCE.md'), 'utf8')).toBe(fs.readFileSync(path.join(STARTER_DIR, part.name, 'PROVENANCE.md'), 'utf8'));
    }
    expect(fs.readdirSync(out).sort()).toEqual(fs.readdirSync(STARTER_DIR).sort());
  }, 120_000);

  it('names source, commit and licence for every part, and stays a few MB', () => {
    let bytes = 0;
    for (const part of STARTER_PARTS) {
      const provenance = fs.readFileSync(path.join(STARTER_DIR, part.name, 'PROVENANCE.md'), 'utf8');
      expect(provenance).toMatch(/- Source: [\w.-]+\/[\w.-]+ @ [0-9a-f]{40}/);
      expect(provenance).toMatch(/- Licence: \S/);
      bytes += fs.statSync(path.join(STARTER_DIR, part.name, 'library.jsonl.gz')).size;
    }
    expect(bytes).toBeLessThan(5 * 1024 * 1024);
  });

  it('`import --starter` loads it with nothing rejected; a second run changes nothing', async () => {
    const first = await cli('import', '--starter');
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/judgment\s+inserted 168, updated 0, unchanged 0/);
    expect(first.stdout).toMatch(/rejected 0/);
    const again = await cli('import', '--starter');
    expect(again.stdout).toMatch(/judgment\s+inserted 0, updated 0, unchanged 168/);
    expect(again.stdout).toMatch(/act records inserted 0, updated 0, unchanged 358/);
  }, 120_000);

  it('refuses a build from data with rejects, writing nothing', async () => {
    const bad = path.join(dir, 'bad');
    fs.mkdirSync(bad);
    fs.writeFileSync(path.join(bad, 'x.jsonl'), '{"kind":"document","key":"k"}\n');
    const result = await cli('starter', 'build', '--from', bad, '--out', path.join(dir, 'never'));
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain(`${path.join(bad, 'x.jsonl')}: line 1 (field type)`);
    expect(fs.existsSync(path.join(dir, 'never'))).toBe(false);
  });
});
