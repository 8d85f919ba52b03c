import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { connect, type Database } from '#libs/db/database.js';
import { ReplicaSet } from '#libs/db/replicas.js';
import type { DB } from '#libs/db/schema.js';
import { adminQuery, withDatabase } from '#libs/testing/server.js';
import { migratedTemplate } from '#libs/testing/templates.js';

export interface TestDatabase {
  url: string;
  name: string;
  db: Kysely<DB>;
  pool: pg.Pool;
  /** Closes connections and drops the database. */
  drop(): Promise<void>;
}

export function testAdminUrl(): string {
  const url = process.env.VSL_TEST_ADMIN_URL;
  if (!url) throw new Error('VSL_TEST_ADMIN_URL is not set: run tests through `npm test` (jest globalSetup)');
  return url;
}

/** A fresh database of its own for one test file, copied from a template (the migrated schema by default). */
export async function createTestDatabase(template?: string): Promise<TestDatabase> {
  const admin = testAdminUrl();
  const from = template ?? (await migratedTemplate(admin));
  const name = `vsl_test_${process.env.VSL_TEST_RUN ?? 'x'}_${randomBytes(4).toString('hex')}`;
  await adminQuery(admin, `CREATE DATABASE ${name} TEMPLATE ${from}`);
  const url = withDatabase(admin, name);
  const { db, pool } = connect(url, 5);
  return {
    url,
    name,
    db,
    pool,
    drop: async () => {
      await db.destroy();
      await adminQuery(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** A Database whose every read is on `db` (a service under test built without the app, on a test's database or transaction). */
export function onePoolDatabase(db: Kysely<DB>): Database {
  return { db, search: db, reads: ReplicaSet.primaryOnly({ name: 'primary', db, search: db }) } as unknown as Database;
}
