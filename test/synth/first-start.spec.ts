import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { startEmbeddedPostgres } from '#libs/db/embedded.js';
import { ROOT_DIR } from '#libs/db/paths.js';
import { freePort } from '#libs/testing/server.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

const PG_PORT = 54900 + 2 * (process.pid % 50);
// A port free when the tests start (one derived from the pid fell in the ephemeral range, and a
// client socket of another process held it once).
let HTTP_PORT = 0;

/** Starts the server, waits until it serves, and returns its log so far. */
async function start(env: Record<string, string>): Promise<{ child: ChildProcess; log: () => string }> {
  const child = spawn('node', [path.join(ROOT_DIR, 'dist/apps/api/src/main.js')], {
    env: { ...process.env, DATABASE_URL: '', PORT: String(HTTP_PORT), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (out.includes('Serving on')) {
        clearInterval(timer);
        resolve();
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`server exited with ${code}: ${out}`));
    });
  });
  return { child, log: () => out };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

async function count(url: string, where = 'true'): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query(`SELECT count(*) AS n FROM documents WHERE ${where}`)).rows[0].n);
  } finally {
    await client.end();
  }
}

/** Documents in the embedded database at `dir`, in all and matching `where` (the server stopped). */
async function embeddedCounts(dir: string, port: number, where: string): Promise<[number, number]> {
  const server = await startEmbeddedPostgres(dir, port, { log: () => undefined, warn: () => undefined });
  try {
    return [await count(server.url), await count(server.url, where)];
  } finally {
    await server.stop();
  }
}

const get = async (path: string) => (await fetch(`http://127.0.0.1:${HTTP_PORT}${path}`)).json() as Promise<Record<string, unknown>>;

describe('library at first start-up', () => {
  let parent: string;
  beforeAll(async () => {
    parent = await fs.mkdtemp(path.join(os.tmpdir(), 'vsl-first-start-'));
    HTTP_PORT = await freePort();
  });
  afterAll(() => fs.rm(parent, { recursive: true, force: true }));

  it('loads the real starter library into an empty embedded database, once, and answers with real law within 60 s (no ../shared)', async () => {
    // SHARED_DATA_DIR points nowhere: a fresh clone has only the repository.
    const env = { EMBEDDED_PG_DIR: path.join(parent, 'pg'), EMBEDDED_PG_PORT: String(PG_PORT), SHARED_DATA_DIR: path.join(parent, 'no-shared') };
    const started = Date.now();
    const first = await start(env);
    try {
      expect(first.log()).toMatch(/loaded the starter library from .*data\/starter \(803 documents/);
      const search = (await get('/v1/search?q=right+to+equality&type=act&limit=3')) as { results: { title: string; section: string }[] };
      expect(search.results[0]).toMatchObject({ title: 'Constitution of the Republic of South Africa, 1996', section: 'Section 9: Equality' });
      expect(Date.now() - started).toBeLessThan(60_000);
    } finally {
      await stop(first.child);
    }
    const second = await start(env);
    await stop(second.child);
    expect(second.log()).not.toContain('loaded the starter library');
    expect(await embeddedCounts(env.EMBEDDED_PG_DIR, PG_PORT, "title LIKE '%(synthetic)' OR url LIKE 'https://example.invalid/%'")).toEqual([803, 0]);
  }, 180_000);

  it('loads the labelled synthetic demo instead when FIRST_START_LIBRARY=demo', async () => {
    const env = { EMBEDDED_PG_DIR: path.join(parent, 'pg-demo'), EMBEDDED_PG_PORT: String(PG_PORT + 1), FIRST_START_LIBRARY: 'demo' };
    const first = await start(env);
    await stop(first.child);
    expect(first.log()).toContain('loaded the synthetic demo library');
    expect(first.log()).toContain('npm run cli -- import');
    const [all, real] = await embeddedCounts(env.EMBEDDED_PG_DIR, PG_PORT + 1, "title NOT LIKE '% (synthetic)' OR url NOT LIKE 'https://example.invalid/%'");
    expect(all).toBeGreaterThan(300);
    expect(real).toBe(0);
  }, 180_000);

  it('loads nothing by default into a database named by DATABASE_URL', async () => {
    const t: TestDatabase = await createTestDatabase();
    try {
      const server = await start({ DATABASE_URL: t.url, FIRST_START_LIBRARY: '' });
      await stop(server.child);
      expect(server.log()).not.toContain('Library was empty');
      expect(await count(t.url)).toBe(0);
    } finally {
      await t.drop();
    }
  }, 60_000);

  // docker-compose.yml sets FIRST_START_LIBRARY=starter for its own server; the demo here, as the
  // starter library's load is the test above's.
  it('loads a library into an empty database named by DATABASE_URL when FIRST_START_LIBRARY says so, once', async () => {
    const t: TestDatabase = await createTestDatabase();
    try {
      const first = await start({ DATABASE_URL: t.url, FIRST_START_LIBRARY: 'demo' });
      await stop(first.child);
      expect(first.log()).toContain('Library was empty: loaded the synthetic demo library');
      const loaded = await count(t.url);
      expect(loaded).toBeGreaterThan(0);
      const second = await start({ DATABASE_URL: t.url, FIRST_START_LIBRARY: 'demo' });
      await stop(second.child);
      expect(second.log()).not.toContain('Library was empty');
      expect(await count(t.url)).toBe(loaded);
    } finally {
      await t.drop();
    }
  }, 120_000);
});
