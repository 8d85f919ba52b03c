import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT_DIR } from '#libs/db/paths.js';

const run = promisify(execFile);

/**
 * scripts/build-if-changed.mjs (what `npm start`, `npm run cli` and `npm test` run before they
 * start) on a project of two files laid out as this one is, with this repository's TypeScript.
 */
describe('build-if-changed: tsc only when dist is not the build of the sources', () => {
  let root: string;
  const stamp = () => path.join(root, 'dist', '.build-stamp.json');
  /** Runs the script; says whether it compiled (it rewrites the stamp only when it does). */
  const compiles = async (...args: string[]) => {
    const before = await fs.stat(stamp()).then((s) => s.mtimeMs, () => undefined);
    await run(process.execPath, [path.join(root, 'scripts', 'build-if-changed.mjs'), ...args], { cwd: root });
    return (await fs.stat(stamp())).mtimeMs !== before;
  };
  const write = async (file: string, text: string) => {
    await fs.mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await fs.writeFile(path.join(root, file), text);
  };

  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'vsl-build-'));
    await fs.mkdir(path.join(root, 'scripts'));
    await fs.copyFile(path.join(ROOT_DIR, 'scripts', 'build-if-changed.mjs'), path.join(root, 'scripts', 'build-if-changed.mjs'));
    await fs.symlink(path.join(ROOT_DIR, 'node_modules'), path.join(root, 'node_modules'));
    await write('package.json', '{"type": "module"}\n');
    await write(
      'tsconfig.json',
      JSON.stringify({ compilerOptions: { module: 'nodenext', target: 'ES2022', types: [], rootDir: '.', outDir: 'dist', incremental: true, tsBuildInfoFile: 'dist/.tsbuildinfo' } }),
    );
    await write('tsconfig.build.json', JSON.stringify({ extends: './tsconfig.json', compilerOptions: { tsBuildInfoFile: 'dist/.tsbuildinfo-build' }, include: ['apps'], exclude: ['**/*.spec.ts'] }));
    await write('apps/api/src/main.ts', 'export const api = 1;\n');
    await write('apps/cli/src/main.ts', 'export const cli = 1;\n');
  });
  afterAll(async () => {
    if (root) await fs.rm(root, { recursive: true, force: true });
  });

  it('compiles a fresh clone, then not again while nothing changed', async () => {
    expect(await compiles()).toBe(true);
    expect(await fs.readFile(path.join(root, 'dist/apps/api/src/main.js'), 'utf8')).toContain('api = 1');
    expect(await compiles()).toBe(false);
  });

  it('does not compile for a file touched but not changed, or a spec file changed', async () => {
    const now = new Date();
    await fs.utimes(path.join(root, 'apps/api/src/main.ts'), now, now);
    await write('apps/api/src/main.spec.ts', 'export {};\n');
    expect(await compiles()).toBe(false);
  });

  it('compiles when a source, a new source or a tsconfig changed', async () => {
    await write('apps/api/src/main.ts', 'export const api = 2;\n');
    expect(await compiles()).toBe(true);
    expect(await fs.readFile(path.join(root, 'dist/apps/api/src/main.js'), 'utf8')).toContain('api = 2');
    await write('apps/api/src/extra.ts', 'export const extra = 1;\n');
    expect(await compiles()).toBe(true);
    await write('tsconfig.json', (await fs.readFile(path.join(root, 'tsconfig.json'), 'utf8')).replace('"ES2022"', '"ES2023"'));
    expect(await compiles()).toBe(true);
    expect(await compiles()).toBe(false);
  });

  it('compiles when an entry point is gone from dist, or tsc was run by other means', async () => {
    await fs.rm(path.join(root, 'dist/apps/cli/src/main.js'));
    expect(await compiles()).toBe(true);
    await write('apps/api/src/main.ts', 'export const api = 3;\n');
    await run(process.execPath, [path.join(ROOT_DIR, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'], { cwd: root });
    await write('apps/api/src/main.ts', 'export const api = 2;\n');
    expect(await compiles()).toBe(true);
    expect(await fs.readFile(path.join(root, 'dist/apps/api/src/main.js'), 'utf8')).toContain('api = 2');
  });

  it('--force compiles regardless (npm run build)', async () => {
    expect(await compiles('--force')).toBe(true);
  });
});
