import { sql, type Kysely } from 'kysely';

/** The schemas the migrations build. */
const SCHEMAS = ['public', 'reporting'];

/**
 * The database's schema as text, read from the catalogs: tables and their columns, constraints,
 * indexes, triggers, views, and the signatures of the functions (their bodies are db/functions'
 * and the migrations'). Sorted, so a change shows as a small diff of db/schema.sql (checked in;
 * test/foundation/schema.spec.ts compares it with a freshly migrated database). Read from the
 * catalogs rather than pg_dump's, so it does not depend on the client's version.
 */
export async function dumpSchema(db: Kysely<any>): Promise<string> {
  const lines = (rows: Array<{ line: string }>) => rows.map((r) => r.line);
  const columns = await sql<{ line: string }>`
    SELECT format('%s.%s %s %s%s%s', n.nspname, c.relname, a.attname, format_type(a.atttypid, a.atttypmod),
                  CASE WHEN a.attnotnull THEN ' NOT NULL' ELSE '' END,
                  CASE WHEN a.attgenerated = 's' THEN ' GENERATED ALWAYS AS (' || pg_get_expr(d.adbin, d.adrelid) || ') STORED'
                       WHEN d.adbin IS NOT NULL THEN ' DEFAULT ' || pg_get_expr(d.adbin, d.adrelid) ELSE '' END) AS line
      FROM pg_attribute a
      JOIN pg_class c ON c.oid = a.attrelid AND c.relkind IN ('r', 'p')
      JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = ANY(${SCHEMAS})
      LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
     WHERE a.attnum > 0 AND NOT a.attisdropped
     ORDER BY n.nspname, c.relname, a.attnum`.execute(db);
  const constraints = await sql<{ line: string }>`
    SELECT format('%s.%s %s: %s', n.nspname, c.relname, k.conname, pg_get_constraintdef(k.oid)) AS line
      FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = ANY(${SCHEMAS})
     ORDER BY 1`.execute(db);
  const indexes = await sql<{ line: string }>`
    SELECT pg_get_indexdef(i.indexrelid) AS line
      FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = ANY(${SCHEMAS})
     WHERE NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)
     ORDER BY 1`.execute(db);
  const triggers = await sql<{ line: string }>`
    SELECT pg_get_triggerdef(t.oid) AS line
      FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = ANY(${SCHEMAS})
     WHERE NOT t.tgisinternal
     ORDER BY 1`.execute(db);
  const views = await sql<{ line: string }>`
    SELECT format('CREATE VIEW %s.%s AS%s', n.nspname, c.relname, rtrim(pg_get_viewdef(c.oid, true), ';')) AS line
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = ANY(${SCHEMAS})
     WHERE c.relkind = 'v'
     ORDER BY n.nspname, c.relname`.execute(db);
  const functions = await sql<{ line: string }>`
    SELECT format('%s.%s(%s) RETURNS %s', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid), pg_get_function_result(p.oid)) AS line
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace AND n.nspname = ANY(${SCHEMAS})
     WHERE NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
     ORDER BY 1`.execute(db);
  const section = (title: string, body: string[]) => `-- ${title}\n${body.join('\n')}\n`;
  return [
    '-- The schema db/migrations and db/functions build (libs/db/schema-dump.ts). Generated: do not edit;',
    '-- UPDATE_SCHEMA=1 npm test -- test/foundation/schema.spec.ts writes it anew.\n',
    section('columns', lines(columns.rows)),
    section('constraints', lines(constraints.rows)),
    section('indexes', lines(indexes.rows)),
    section('triggers', lines(triggers.rows)),
    section('views', lines(views.rows).map((v) => `${v};`)),
    section('functions (bodies in db/functions and db/migrations)', lines(functions.rows)),
  ].join('\n');
}
