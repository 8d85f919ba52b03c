import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import { sql } from 'kysely';
import path from 'node:path';
import { FUNCTIONS_DIR } from '#libs/db/paths.js';
import { dumpSchema } from '#libs/db/schema-dump.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

const SCHEMA_FILE = path.resolve(FUNCTIONS_DIR, '..', 'schema.sql');

describe('db/schema.sql', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('is the schema a fresh migration builds (a schema change shows in review as its diff)', async () => {
    const dump = await dumpSchema(t.db);
    if (process.env.UPDATE_SCHEMA === '1') fs.writeFileSync(SCHEMA_FILE, dump);
    expect(fs.readFileSync(SCHEMA_FILE, 'utf8')).toBe(dump);
  });

  it('marks no function parallel safe or restricted that calls a parallel unsafe one', async () => {
    // A function that starts a subtransaction (an exception block: search_query) is PARALLEL UNSAFE,
    // and so is every function calling it: a plan with workers failed with "cannot start
    // subtransactions during a parallel operation". Read from each function's own source.
    const { rows } = await sql<{ caller: string; callee: string }>`
      WITH f AS (SELECT p.proname::text AS name, p.proparallel::text AS parallel, p.prosrc AS src
                   FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'public' AND p.prokind = 'f')
      SELECT f.name AS caller, u.name AS callee
        FROM f JOIN f u ON u.parallel = 'u' AND u.name <> f.name AND f.src ~ ('\\m' || u.name || '\\s*\\(')
       WHERE f.parallel IN ('s', 'r') ORDER BY 1, 2`.execute(t.db);
    expect(rows).toEqual([]);
  });
});
