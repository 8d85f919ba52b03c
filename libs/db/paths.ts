import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root, found from this file whether it runs from source (libs/db) or dist (dist/libs/db). */
function projectRoot(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const up = path.resolve(here, '..', '..');
  return path.basename(up) === 'dist' ? path.dirname(up) : up;
}

export const ROOT_DIR = projectRoot();
export const MIGRATIONS_DIR = path.join(ROOT_DIR, 'db', 'migrations');
export const FUNCTIONS_DIR = path.join(ROOT_DIR, 'db', 'functions');
/** The page at `/`: its HTML template and the static files it loads (apps/web/assets, served at /page/). */
export const WEB_DIR = path.join(ROOT_DIR, 'apps', 'web');
/** The starter library shipped in the repository: compressed interchange JSON Lines, one folder per part. */
export const STARTER_DIR = path.join(ROOT_DIR, 'data', 'starter');

/**
 * The real data's folder: SHARED_DATA_DIR, by default `<project root>/../shared/data` (or, from a git
 * worktree one level deeper, `<project root>/../../shared/data`).
 */
export function sharedDataDir(): string {
  if (process.env.SHARED_DATA_DIR) return process.env.SHARED_DATA_DIR;
  const beside = path.resolve(ROOT_DIR, '..', 'shared', 'data');
  const above = path.resolve(ROOT_DIR, '..', '..', 'shared', 'data');
  return fs.existsSync(beside) || !fs.existsSync(above) ? beside : above;
}
