import { adminQuery } from '#libs/testing/server.js';

/** Drops the databases this run made (a crashed file may leave one) and stops a server it started. */
export default async function globalTeardown() {
  const url = process.env.VSL_TEST_ADMIN_URL;
  const run = process.env.VSL_TEST_RUN;
  if (url && run) {
    const left = await adminQuery(url, 'SELECT datname FROM pg_database WHERE datname LIKE $1', [`vsl_test_${run}_%`]);
    for (const { datname } of left.rows) await adminQuery(url, `DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  }
  await globalThis.__vslTestServer?.stop();
}
