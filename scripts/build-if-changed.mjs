#!/usr/bin/env node
// Compiles (tsc -p tsconfig.build.json) only when dist/ is not the build of the sources as they
// are: `npm start`, `npm run cli`, `npm run bench` and `npm test` run it first. Even with nothing
// to do, tsc loads and checks the whole program before it can say so (about 10 s of CPU here);
// hashing the sources takes a few tens of milliseconds.
//
// dist/.build-stamp.json records a hash of what a successful build read (the compiled sources,
// the tsconfig files, package.json and the lock, the TypeScript version) and the mtime of the
// build's tsbuildinfo. A build is run when the hash differs, the stamp or an entry point is
// missing, or the tsbuildinfo changed (a tsc run by other means). `--force` builds regardless.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TSCONFIG = 'tsconfig.build.json';
const STAMP = path.join(ROOT, 'dist', '.build-stamp.json');
/** The programs the npm scripts run: a build without them is not one. */
const ENTRY_POINTS = ['dist/apps/api/src/main.js', 'dist/apps/cli/src/main.js'];
/** Files besides the sources whose change changes the output. */
const SETTINGS = ['tsconfig.json', TSCONFIG, 'package.json', 'package-lock.json', 'node_modules/typescript/package.json'];
/** What tsc compiles or may import (resolveJsonModule). */
const SOURCE = /\.(?:[cm]?ts|tsx|json)$/;

const build = JSON.parse(fs.readFileSync(path.join(ROOT, TSCONFIG), 'utf8'));
const base = JSON.parse(fs.readFileSync(path.join(ROOT, 'tsconfig.json'), 'utf8'));
// `**/*.spec.ts` and the like: files by how their names end.
const excludedEndings = (build.exclude ?? []).filter((p) => p.startsWith('**/*')).map((p) => p.slice(4));
const buildInfo = path.join(ROOT, build.compilerOptions?.tsBuildInfoFile ?? base.compilerOptions.tsBuildInfoFile);

function sources(dir, out) {
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') sources(full, out);
    } else if (SOURCE.test(entry.name) && !excludedEndings.some((end) => entry.name.endsWith(end))) out.push(full);
  }
  return out;
}

function inputsHash() {
  const hash = createHash('sha256');
  const files = [...build.include.flatMap((dir) => sources(path.join(ROOT, dir), [])), ...SETTINGS.map((f) => path.join(ROOT, f))];
  for (const file of files) {
    let content;
    try {
      content = fs.readFileSync(file);
    } catch {
      content = 'missing';
    }
    hash.update(path.relative(ROOT, file)).update('\0').update(content).update('\0');
  }
  return hash.digest('hex');
}

const mtime = (file) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? null;

function upToDate(hash) {
  if (ENTRY_POINTS.some((file) => !fs.existsSync(path.join(ROOT, file)))) return false;
  try {
    const stamp = JSON.parse(fs.readFileSync(STAMP, 'utf8'));
    return stamp.hash === hash && stamp.buildInfoMtimeMs === mtime(buildInfo);
  } catch {
    return false;
  }
}

const hash = inputsHash();
if (process.argv.includes('--force') || !upToDate(hash)) {
  fs.rmSync(STAMP, { force: true });
  const tsc = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', TSCONFIG], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(STAMP, JSON.stringify({ hash, buildInfoMtimeMs: mtime(buildInfo) }) + '\n');
}
