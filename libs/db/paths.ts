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
