import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
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
});
