import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { normalizeCitation } from '#libs/citations/normalize.js';
import { connect } from '#libs/db/database.js';
import { applyFunctions, migrate, migrationStatus, type SqlDirs } from '#libs/db/migrator.js';
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

  /**
   * A copy of db/migrations in a folder of its own, up to and with `last`; with an earlier `last`,
   * no functions (today's db/functions read columns of later migrations).
   */
  async function copyMigrations(name: string, last = '9999'): Promise<SqlDirs> {
    const dirs: SqlDirs = { migrations: path.join(scratch, name), functions: last === '9999' ? FUNCTIONS_DIR : path.join(scratch, `${name}-functions`) };
    await fs.mkdir(dirs.migrations);
    await fs.mkdir(dirs.functions, { recursive: true });
    for (const f of await fs.readdir(MIGRATIONS_DIR)) if (f.slice(0, 4) <= last) await fs.copyFile(path.join(MIGRATIONS_DIR, f), path.join(dirs.migrations, f));
    return dirs;
  }

  it('refuses to migrate (and so the service to start) when a landed migration was changed, and names it', async () => {
    target = await emptyDatabase();
    const dirs = await copyMigrations('frozen');
    await migrate(target.db, dirs);
    await fs.appendFile(path.join(dirs.migrations, '0003_access.sql'), '\n-- an edit after landing\n');
    await expect(migrate(target.db, dirs)).rejects.toThrow(/Migration 0003_access was changed after it was applied/);
  });

  it('a database migrated before checksums were kept takes its files as they are then as the baseline', async () => {
    target = await emptyDatabase();
    const dirs = await copyMigrations('baseline', '0014');
    await migrate(target.db, dirs);
    // 0008 edited after it landed, as it was, before checksums existed: accepted as it is now.
    await fs.appendFile(path.join(dirs.migrations, '0008_search_terms.sql'), '\n-- edited after landing\n');
    await fs.copyFile(path.join(MIGRATIONS_DIR, '0015_migration_checksums.sql'), path.join(dirs.migrations, '0015_migration_checksums.sql'));
    expect((await migrate(target.db, dirs)).applied).toEqual(['0015_migration_checksums']);
    const recorded = await sql<{ name: string }>`SELECT name FROM schema_migration_checksums ORDER BY name`.execute(target.db);
    expect(recorded.rows.map((r) => r.name)).toEqual((await fs.readdir(dirs.migrations)).map((f) => f.replace(/\.sql$/, '')).sort());
    expect((await migrate(target.db, dirs)).applied).toEqual([]);
    // From then on the file is frozen.
    await fs.appendFile(path.join(dirs.migrations, '0008_search_terms.sql'), '\n-- edited again\n');
    await expect(migrate(target.db, dirs)).rejects.toThrow(/0008_search_terms was changed/);
  });

  it('the trigger functions kept in db/functions are the ones the migrations made, word for word', async () => {
    target = await emptyDatabase();
    const empty = path.join(scratch, 'no-functions');
    await fs.mkdir(empty);
    await migrate(target.db, { migrations: MIGRATIONS_DIR, functions: empty });
    const moved = ['search_term_weights', 'search_terms_add', 'search_terms_remove', 'search_terms_sections_sync', 'search_terms_documents_sync', 'search_blocks_sync'];
    const definitions = async () =>
      (await sql<{ def: string }>`SELECT pg_get_functiondef(p.oid) AS def FROM pg_proc p WHERE p.proname = ANY(${moved}) ORDER BY p.proname`.execute(target.db)).rows.map((r) => r.def);
    const fromMigrations = await definitions();
    expect(fromMigrations).toHaveLength(moved.length);
    await applyFunctions(target.db, FUNCTIONS_DIR);
    expect(await definitions()).toEqual(fromMigrations);
  });

  it('migration 0016 fills the citation parts of rows written before it as the series table reads them', async () => {
    target = await emptyDatabase();
    const dirs = await copyMigrations('parts', '0015');
    await migrate(target.db, dirs);
    const citations = ['[2020] ZACC 12', '2020 (5) SA 327 (CC)', '[2023] 1 All SA 731 (WCC)', '[2005] JOL 13960 (CC)', '(2022) 43 ILJ 1842 (LC)', '2011 JDR 0343 (CC)'];
    const { rows } = await sql<{ doc_id: number }>`
      INSERT INTO documents (key, type, title, url, source, content_hash, tsv) VALUES ('t/1', 'judgment', 'X v Y', 'https://example.invalid/1', 'test', 'h', '') RETURNING doc_id`.execute(target.db);
    for (const [i, citation] of citations.entries()) {
      const n = normalizeCitation(citation)!;
      await sql`INSERT INTO case_citations (doc_id, citation, norm, kind) VALUES (${rows[0].doc_id}, ${citation}, ${n.norm}, ${n.kind})`.execute(target.db);
      await sql`INSERT INTO cited_citations (citing_doc_id, group_no, position, citation, norm, kind) VALUES (${rows[0].doc_id}, 1, ${i + 1}, ${citation}, ${n.norm}, ${n.kind})`.execute(target.db);
    }
    await fs.copyFile(path.join(MIGRATIONS_DIR, '0016_citation_parts.sql'), path.join(dirs.migrations, '0016_citation_parts.sql'));
    await migrate(target.db, dirs);
    const expected = citations.map((c) => {
      const n = normalizeCitation(c)!;
      return { citation: c, series: n.court, year: n.year, volume: n.volume ?? null, number: n.number };
    });
    for (const table of ['case_citations', 'cited_citations']) {
      const stored = await sql<object>`SELECT citation, series, year, volume, number FROM ${sql.table(table)} ORDER BY citation`.execute(target.db);
      expect(stored.rows).toEqual([...expected].sort((a, b) => (a.citation < b.citation ? -1 : 1)));
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
