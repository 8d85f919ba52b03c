import fs from 'node:fs/promises';
import path from 'node:path';
import { Kysely, sql } from 'kysely';
import { Migrator, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely/migration';
import { FUNCTIONS_DIR, MIGRATIONS_DIR } from './paths.js';

/** Reads numbered `NNNN_name.sql` files; each file is one migration, run as one multi-statement query. */
export class SqlFileMigrationProvider implements MigrationProvider {
  constructor(private readonly dir: string = MIGRATIONS_DIR) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await fs.readdir(this.dir)).filter((f) => f.endsWith('.sql')).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      if (!/^\d{4}_[a-z0-9_]+\.sql$/.test(file)) {
        throw new Error(`Migration file ${file} must be named NNNN_snake_case.sql`);
      }
      const text = await fs.readFile(path.join(this.dir, file), 'utf8');
      migrations[file.replace(/\.sql$/, '')] = {
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

/**
 * Applies pending migrations (all in one transaction, under Kysely's lock, so a failure leaves the
 * schema as it was), then re-applies every `db/functions` file in one transaction under an
 * advisory lock. Running it twice changes nothing.
 */
export async function migrate(db: Kysely<any>, dirs: SqlDirs = DEFAULT_DIRS): Promise<MigrateReport> {
  const result: MigrationResultSet = await migrator(db, dirs).migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    const reason = result.error instanceof Error ? result.error.message : String(result.error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed, nothing was applied: ${reason}`);
  }
  const applied = (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
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
