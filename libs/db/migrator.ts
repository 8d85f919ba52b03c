import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Kysely, Migrator, sql, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';
import { FUNCTIONS_DIR, MIGRATIONS_DIR } from './paths.js';

/** The numbered `NNNN_name.sql` files of a folder, by migration name (the file name without .sql). */
async function migrationFiles(dir: string): Promise<Map<string, string>> {
  const files = (await fs.readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const texts = new Map<string, string>();
  for (const file of files) {
    if (!/^\d{4}_[a-z0-9_]+\.sql$/.test(file)) {
      throw new Error(`Migration file ${file} must be named NNNN_snake_case.sql`);
    }
    texts.set(file.replace(/\.sql$/, ''), await fs.readFile(path.join(dir, file), 'utf8'));
  }
  return texts;
}

/** Reads numbered `NNNN_name.sql` files; each file is one migration, run as one multi-statement query. */
export class SqlFileMigrationProvider implements MigrationProvider {
  constructor(private readonly dir: string = MIGRATIONS_DIR) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const migrations: Record<string, Migration> = {};
    for (const [name, text] of await migrationFiles(this.dir)) {
      migrations[name] = {
        up: async (db) => {
          await sql.raw(text).execute(db);
        },
      };
    }
    return migrations;
  }
}

export interface MigrateReport {
  applied: string[];
  functions: number;
}

/** Serialises function re-application across processes; distinct from Kysely's migration lock. */
const FUNCTIONS_LOCK = 7_301_996;

/** Where the SQL lives; tests point these at folders of their own. */
export interface SqlDirs {
  migrations: string;
  functions: string;
}

const DEFAULT_DIRS: SqlDirs = { migrations: MIGRATIONS_DIR, functions: FUNCTIONS_DIR };

function migrator(db: Kysely<any>, dirs: SqlDirs): Migrator {
  return new Migrator({
    db,
    provider: new SqlFileMigrationProvider(dirs.migrations),
    migrationTableName: 'schema_migrations',
    migrationLockTableName: 'schema_migrations_lock',
  });
}

export const checksum = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Whether migration 0015 made the checksum table (a folder of test migrations may not have it). */
async function hasChecksums(db: Kysely<any>): Promise<boolean> {
  const { rows } = await sql<{ t: string | null }>`SELECT to_regclass('schema_migration_checksums')::text AS t`.execute(db);
  return rows[0].t !== null;
}

/** Refuses to go on when an applied migration's file differs from the one its checksum was taken of. */
async function verifyChecksums(db: Kysely<any>, files: Map<string, string>): Promise<void> {
  if (!(await hasChecksums(db))) return;
  const { rows } = await sql<{ name: string; sha256: string }>`SELECT name, sha256 FROM schema_migration_checksums ORDER BY name`.execute(db);
  const changed = rows.filter((r) => files.has(r.name) && checksum(files.get(r.name)!) !== r.sha256).map((r) => r.name);
  if (changed.length) {
    throw new Error(
      `Migration ${changed.join(', ')} was changed after it was applied (its sha256 differs from the one recorded in schema_migration_checksums). ` +
        'A migration that landed is frozen: restore the file and put the change in a new migration.',
    );
  }
}

/** Records the checksum of every applied migration that has none yet: the newly applied, and on the first run with 0015 every earlier one as it is now. */
async function recordChecksums(db: Kysely<any>, files: Map<string, string>): Promise<void> {
  if (!(await hasChecksums(db))) return;
  const applied = (await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(db)).rows.map((r) => r.name).filter((name) => files.has(name));
  if (!applied.length) return;
  await sql`INSERT INTO schema_migration_checksums (name, sha256)
            SELECT * FROM unnest(${applied}::text[], ${applied.map((name) => checksum(files.get(name)!))}::text[])
            ON CONFLICT (name) DO NOTHING`.execute(db);
}

/**
 * Refuses a changed landed migration (checksums), applies pending migrations (all in one
 * transaction, under Kysely's lock, so a failure leaves the schema as it was), records their
 * checksums, then re-applies every `db/functions` file in one transaction under an advisory lock.
 * Running it twice changes nothing.
 */
export async function migrate(db: Kysely<any>, dirs: SqlDirs = DEFAULT_DIRS): Promise<MigrateReport> {
  const files = await migrationFiles(dirs.migrations);
  await verifyChecksums(db, files);
  const result: MigrationResultSet = await migrator(db, dirs).migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    const reason = result.error instanceof Error ? result.error.message : String(result.error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed, nothing was applied: ${reason}`);
  }
  const applied = (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
  await recordChecksums(db, files);
  const functions = await applyFunctions(db, dirs.functions);
  return { applied, functions };
}

export async function applyFunctions(db: Kysely<any>, dir: string = FUNCTIONS_DIR): Promise<number> {
  const files = (await fs.readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.sql')).sort();
  const texts = await Promise.all(files.map((f) => fs.readFile(path.join(dir, f), 'utf8')));
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${FUNCTIONS_LOCK})`.execute(trx);
    for (const [i, text] of texts.entries()) {
      try {
        await sql.raw(text).execute(trx);
      } catch (err) {
        throw new Error(`SQL function file ${files[i]} failed: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
      }
    }
  });
  return files.length;
}

export interface MigrationStatus {
  name: string;
  executedAt: Date | undefined;
}

export async function migrationStatus(db: Kysely<any>, dirs: SqlDirs = DEFAULT_DIRS): Promise<MigrationStatus[]> {
  const list = await migrator(db, dirs).getMigrations();
  return list.map((m) => ({ name: m.name, executedAt: m.executedAt }));
}
