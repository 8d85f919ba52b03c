import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { connect } from '#libs/db/database.js';
import { migrate, migrationStatus, type SqlDirs } from '#libs/db/migrator.js';
import { FUNCTIONS_DIR, MIGRATIONS_DIR } from '#libs/db/paths.js';
import { adminQuery, withDatabase } from '#libs/testing/server.js';
import { testAdminUrl } from '../support/database.js';

/** An empty database of its own (not from the migrated template): these tests migrate it themselves. */
async function emptyDatabase() {
  const name = `vsl_test_${process.env.VSL_TEST_RUN}_mig${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(testAdminUrl(), `CREATE DATABASE ${name}`);
  const { db } = connect(withDatabase(testAdminUrl(), name), 4);
  return {
    db,
    drop: async () => {
      await db.destroy();
      await adminQuery(testAdminUrl(), `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

const tables = async (db: ReturnType<typeof connect>['db']) =>
  (await sql<{ t: string }>`SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`.execute(db)).rows.map((r) => r.t);

describe('migrations', () => {
  let target: Awaited<ReturnType<typeof emptyDatabase>>;
  let scratch: string;
  beforeAll(async () => {
    scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'vsl-mig-'));
  });
  afterAll(() => fs.rm(scratch, { recursive: true, force: true }));
  afterEach(() => target?.drop());

  it('applies every migration and function, records them, and a second run changes nothing', async () => {
    target = await emptyDatabase();
    const first = await migrate(target.db);
    expect(first.applied[0]).toBe('0001_library');
    expect(first.functions).toBeGreaterThan(0);
    const before = await tables(target.db);
    expect(before).toEqual(expect.arrayContaining(['documents', 'sections', 'paragraphs', 'case_citations', 'act_records', 'schema_migrations']));

    const second = await migrate(target.db);
    expect(second.applied).toEqual([]);
    expect(await tables(target.db)).toEqual(before);
    const status = await migrationStatus(target.db);
    expect(status.every((m) => m.executedAt instanceof Date)).toBe(true);
  });

  it('a failing migration leaves the schema as it was', async () => {
    target = await emptyDatabase();
    const dirs: SqlDirs = { migrations: path.join(scratch, 'fail'), functions: FUNCTIONS_DIR };
    await fs.mkdir(dirs.migrations);
    for (const f of await fs.readdir(MIGRATIONS_DIR)) await fs.copyFile(path.join(MIGRATIONS_DIR, f), path.join(dirs.migrations, f));
    await fs.writeFile(path.join(dirs.migrations, '9998_good.sql'), 'CREATE TABLE should_not_stay (id int);');
    await fs.writeFile(path.join(dirs.migrations, '9999_broken.sql'), 'CREATE TABLE also_not (id int); SELECT no_such_function();');

    await expect(migrate(target.db, dirs)).rejects.toThrow(/9999_broken failed, nothing was applied/);
    // Only the migrator's own bookkeeping tables exist, and they record nothing.
    expect((await tables(target.db)).filter((t) => !t.startsWith('schema_migrations'))).toEqual([]);
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM schema_migrations`.execute(target.db)).rows[0].n).toBe(0);
    expect(await migrate(target.db)).toMatchObject({ applied: expect.arrayContaining(['0001_library']) });
  });

  it('two processes migrating at once are safe', async () => {
    target = await emptyDatabase();
    const url = (await sql<{ db: string }>`SELECT current_database() AS db`.execute(target.db)).rows[0].db;
    const other = connect(withDatabase(testAdminUrl(), url), 4);
    try {
      const [a, b] = await Promise.all([migrate(target.db), migrate(other.db)]);
      expect([...a.applied, ...b.applied].filter((m) => m === '0001_library')).toHaveLength(1);
    } finally {
      await other.db.destroy();
    }
  });

  it('rejects a migration file that is not named NNNN_name.sql', async () => {
    target = await emptyDatabase();
    const dirs: SqlDirs = { migrations: path.join(scratch, 'badname'), functions: FUNCTIONS_DIR };
    await fs.mkdir(dirs.migrations);
    await fs.writeFile(path.join(dirs.migrations, 'create things.sql'), 'SELECT 1;');
    await expect(migrate(target.db, dirs)).rejects.toThrow(/must be named NNNN_snake_case.sql/);
  });
});
