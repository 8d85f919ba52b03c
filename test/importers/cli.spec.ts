import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ROOT_DIR } from '#libs/db/paths.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

const run = promisify(execFile);

describe('npm run cli -- import', () => {
  let t: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    t = await createTestDatabase();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vsl-import-cli-'));
  });
  afterAll(async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    await t?.drop();
  });

  const cli = (...args: string[]) =>
    run('node', [path.join(ROOT_DIR, 'dist/apps/cli/src/main.js'), ...args], { env: { ...process.env, DATABASE_URL: t.url } }).then(
      (r) => ({ code: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => e,
    );

  it('exits non-zero with a summary naming what was rejected, after importing the rest', async () => {
    const file = path.join(dir, 'mixed.jsonl');
    fs.writeFileSync(file, ['{"kind":"document","key":"cli/1","type":"bylaw","title":"A By-law","url":"https://example.invalid/b","text":"x"}', '{"kind":"document","key":"cli/2","type":"law"}'].join('\n'));
    const result = await cli('import', dir);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/bylaw\s+inserted 1, updated 0, unchanged 0/);
    expect(result.stdout).toContain(`rejected: ${file}: line 2 (field type)`);
    expect(result.stderr).toContain('rejected');
  });

  it('exits 0 when nothing is rejected, and a re-run reports everything unchanged', async () => {
    fs.rmSync(path.join(dir, 'mixed.jsonl'));
    fs.writeFileSync(path.join(dir, 'good.jsonl'), '{"kind":"document","key":"cli/1","type":"bylaw","title":"A By-law","url":"https://example.invalid/b","text":"x"}\n');
    expect((await cli('import', dir)).code).toBe(0);
    const again = await cli('import', dir);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/bylaw\s+inserted 0, updated 0, unchanged 1/);
    // Not a terminal: no progress line.
    expect(again.stderr).not.toMatch(/\r|documents and records/);
  });
});
