import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { guardClient } from '#libs/db/client.js';
import { connect } from '#libs/db/database.js';
import { importPaths } from '#libs/importers/importer.js';
import { migrate } from '#libs/db/migrator.js';
import { ROOT_DIR, sharedDataDir, STARTER_DIR } from '#libs/db/paths.js';

export { sharedDataDir };
import { withDatabase } from './server.js';

/** Hash of every file below the given project folders: a template is rebuilt when its inputs change. */
export function hashTree(...dirs: string[]): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(path.relative(ROOT_DIR, full)).update(fs.readFileSync(full));
    }
  };
  for (const d of dirs) walk(path.resolve(ROOT_DIR, d));
  return hash.digest('hex').slice(0, 12);
}

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = guardClient(new pg.Client({ connectionString: url }));
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * A template database named `<prefix>_<hash>`, built once per content hash by `build` and shared by
 * every test file (and concurrent test runs: an advisory lock serialises the build, and the template
 * appears under its final name only when complete).
 */
export async function ensureTemplate(adminUrl: string, prefix: string, hash: string, build: (url: string) => Promise<void>): Promise<string> {
  const name = `${prefix}_${hash}`;
  const admin = withDatabase(adminUrl, 'postgres');
  return withClient(admin, async (client) => {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (exists.rowCount) return name;
      const building = `${name}_building`;
      await client.query(`DROP DATABASE IF EXISTS ${building}`);
      await client.query(`CREATE DATABASE ${building}`);
      await build(withDatabase(adminUrl, building));
      await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      return name;
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
}

/** The migrated, empty schema. */
export async function migratedTemplate(adminUrl: string): Promise<string> {
  return ensureTemplate(adminUrl, 'vsl_tpl', hashTree('db'), async (url) => {
    const { db } = connect(url, 2);
    try {
      await migrate(db);
    } finally {
      await db.destroy();
    }
  });
}

/** Names and sizes of the data files: the real-library template is rebuilt when the data changes. */
function dataListing(dir: string): string {
  const hash = createHash('sha256');
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(`${path.relative(dir, full)}:${fs.statSync(full).size}\n`);
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return hash.digest('hex').slice(0, 12);
}

/** A template of the migrated schema with `dir` imported; the build fails if the import rejects anything. */
function importedTemplate(adminUrl: string, prefix: string, hash: string, dir: string, what: string): Promise<string> {
  return ensureTemplate(adminUrl, prefix, hash, async (url) => {
    const { db } = connect(url, 2);
    try {
      await migrate(db);
      const report = await importPaths(db, [dir]);
      if (report.rejected.length) throw new Error(`${what} import rejected ${report.rejected.length} items`);
    } finally {
      await db.destroy();
    }
  });
}

/**
 * The migrated schema with all of the real data imported (by-laws, the Constitution, the CPA, the
 * National Assembly Rules, case records, full-text judgments, Gazettes, Bills, Act records). Built
 * once per change of schema, importers or data.
 */
export async function realLibraryTemplate(adminUrl: string): Promise<string> {
  const dir = sharedDataDir();
  const hash = createHash('sha256')
    .update(hashTree('db', 'libs/importers', 'libs/library', 'libs/citations'))
    .update(dataListing(dir))
    .digest('hex')
    .slice(0, 12);
  return importedTemplate(adminUrl, 'vsl_real', hash, dir, 'real data');
}

/**
 * The migrated schema with the starter library in the repository (data/starter) imported: what a fresh
 * clone serves, so tests built on it need nothing outside the repository.
 */
export async function starterLibraryTemplate(adminUrl: string): Promise<string> {
  const hash = hashTree('db', 'libs/importers', 'libs/library', 'libs/citations', 'data/starter');
  return importedTemplate(adminUrl, 'vsl_starter', hash, STARTER_DIR, 'starter library');
}
