import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedServer } from '#libs/db/embedded.js';
import { serverSettings } from '#libs/db/server-settings.js';

const quiet = { log: () => undefined, warn: () => undefined };
const PORT = 54400 + (process.pid % 500);

async function query(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

describe('embedded PostgreSQL', () => {
  let parent: string;
  let dir: string;
  beforeAll(async () => {
    parent = await fs.mkdtemp(path.join(os.tmpdir(), 'vsl-embedded-'));
    dir = path.join(parent, 'postgres');
  });
  afterAll(() => fs.rm(parent, { recursive: true, force: true }));

  it('creates a cluster on first start, keeps its data across restarts, and runs with the product\'s memory settings', async () => {
    const first = await startEmbeddedPostgres(dir, PORT, quiet);
    expect(first.created).toBe(true);
    await query(first.url, 'CREATE TABLE kept (v text); INSERT INTO kept VALUES (\'survives\')');
    await first.stop();

    const second = await startEmbeddedPostgres(dir, PORT, quiet);
    try {
      expect(second.created).toBe(false);
      expect((await query(second.url, 'SELECT v FROM kept')).rows).toEqual([{ v: 'survives' }]);
      const settings = serverSettings(os.totalmem());
      const shown = await query(second.url, `SELECT name, current_setting(name) AS value FROM pg_settings WHERE name IN ('shared_buffers', 'effective_cache_size', 'work_mem', 'jit')`);
      // current_setting shows sizes in the largest whole unit (4096MB -> 4GB).
      const normal = (v: string) => v.replace(/^(\d+)GB$/, (_, n) => `${Number(n) * 1024}MB`);
      expect(Object.fromEntries(shown.rows.map((r) => [r.name, normal(r.value)]))).toEqual(settings);
    } finally {
      await second.stop();
    }
  });

  it('uses a server that is still running on the directory instead of failing', async () => {
    const running = await startEmbeddedPostgres(dir, PORT, quiet);
    try {
      const again = await startEmbeddedPostgres(dir, PORT + 1, quiet);
      expect((await query(again.url, 'SELECT v FROM kept')).rows).toEqual([{ v: 'survives' }]);
      await again.stop(); // not its server: leaves it running
      expect((await query(running.url, 'SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await running.stop();
    }
  });

  it('starts after a crash left a stale postmaster.pid behind', async () => {
    await fs.writeFile(path.join(dir, 'postmaster.pid'), `999999\n${dir}\n0\n${PORT}\n\n127.0.0.1\n0 0\nready\n`);
    const server: EmbeddedServer = await startEmbeddedPostgres(dir, PORT, quiet);
    try {
      expect((await query(server.url, 'SELECT v FROM kept')).rows).toEqual([{ v: 'survives' }]);
    } finally {
      await server.stop();
    }
  });

  it('recreates a directory left unfinished by an interrupted first start', async () => {
    const other = path.join(parent, 'half');
    await fs.mkdir(other);
    await fs.writeFile(path.join(other, 'postgresql.conf'), '# half-written\n');
    const server = await startEmbeddedPostgres(other, PORT + 2, quiet);
    try {
      expect(server.created).toBe(true);
      expect((await query(server.url, 'SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await server.stop();
    }
  });
});
