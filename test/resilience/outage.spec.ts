import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DatabaseAvailability } from '#libs/db/availability.js';
import { connect } from '#libs/db/database.js';
import { freePort } from '#libs/testing/server.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { postJson, request } from '../support/http.js';
import { databaseFailure } from '../../apps/api/src/common/database-errors.js';

const MCP = { Accept: 'application/json, text/event-stream' };

function recordingLog() {
  const lines: string[] = [];
  return { lines, log: { log: (m: string) => void lines.push(`log ${m}`), warn: (m: string) => void lines.push(`warn ${m}`) } };
}

describe('finding 2: every checked-out client has its own error listener', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('a client checked out of the pool keeps a listener (node-postgres removes the pool one)', async () => {
    const { pool, db } = connect(database.url, 2);
    try {
      const client = await pool.connect();
      expect(client.listenerCount('error')).toBeGreaterThan(0);
      client.release();
    } finally {
      await db.destroy();
    }
  });
});

describe('finding 3: searches have a pool of their own', () => {
  let database: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    t = await startTestApp(database.url, { SEARCH_POOL_SIZE: '1', ACCESS_GUARD: 'off' });
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  it('while every search connection is taken, /health, section and verify answer and the search waits its turn', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let taken!: () => void;
    const isTaken = new Promise<void>((resolve) => (taken = resolve));
    const holder = t.database.search.connection().execute(async () => {
      taken();
      await held;
    });
    await isTaken;
    let searchDone = false;
    const search = request(`${t.baseUrl}/v1/search?q=noise+nuisance`).then((res) => {
      searchDone = true;
      return res;
    });
    expect((await request(`${t.baseUrl}/health`)).status).toBe(200);
    expect((await request(`${t.baseUrl}/v1/section?doc_id=1`)).status).toBe(404);
    expect((await postJson(`${t.baseUrl}/v1/verify`, { text: 'See [2020] ZACC 12' })).status).toBe(200);
    expect(searchDone).toBe(false);
    release();
    await holder;
    expect((await search).status).toBe(200);
  });
});

describe('finding 8: a database outage is 503 with Retry-After, logged once per episode', () => {
  let t: TestApp;
  let recorder: ReturnType<typeof recordingLog>;
  beforeAll(async () => {
    // A port nothing listens on: a database that is down, without stopping any server.
    t = await startTestApp(`postgres://postgres@127.0.0.1:${await freePort()}/nothing`);
    recorder = recordingLog();
    t.database.availability.useLog(recorder.log);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['search', () => request(`${t.baseUrl}/v1/search?q=noise+nuisance`)],
    ['section', () => request(`${t.baseUrl}/v1/section?doc_id=1`)],
    ['verify', () => postJson(`${t.baseUrl}/v1/verify`, { text: 'See [2020] ZACC 12' })],
  ])('%s: 503 server_error with Retry-After', async (_name, send) => {
    const res = await send();
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.body).toEqual({ error: expect.stringMatching(/not answering/), code: 'server_error', source_note: expect.any(String) });
  });

  it('/health: 503', async () => {
    const res = await request(`${t.baseUrl}/health`);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.body).toMatchObject({ status: 'unavailable', database: 'down' });
  });

  it('MCP tool call: an isError server_error result with Retry-After', async () => {
    const res = await postJson(`${t.baseUrl}/mcp`, { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'legal_get_section', arguments: { doc_id: 1 } } }, MCP);
    expect(res.status).toBe(200);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.body.result.isError).toBe(true);
    expect(JSON.parse(res.body.result.content[0].text)).toMatchObject({ code: 'server_error' });
  });

  it('many failing requests log one line for the episode, no stack', async () => {
    await Promise.all(Array.from({ length: 30 }, () => request(`${t.baseUrl}/v1/section?doc_id=1`)));
    expect(recorder.lines).toHaveLength(1);
    expect(recorder.lines[0]).toMatch(/^warn Database unavailable \(ECONNREFUSED/);
    expect(recorder.lines[0]).not.toMatch(/\n|at /);
  });
});

describe('database failures', () => {
  it.each([
    [{ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' }, 'unavailable'],
    [new Error('Connection terminated unexpectedly'), 'unavailable'],
    [{ code: '57P01', message: 'terminating connection due to administrator command' }, 'unavailable'],
    [{ code: '57P03', message: 'the database system is starting up' }, 'unavailable'],
    [{ code: '08006', message: 'connection failure' }, 'unavailable'],
    [new Error('timeout exceeded when trying to connect'), 'busy'],
    [{ code: '57014', message: 'canceling statement due to statement timeout' }, 'timeout'],
    [{ code: '22P02', message: 'invalid input syntax' }, undefined],
    [new Error('something else'), undefined],
  ])('%p is %p', (err, kind) => {
    expect(databaseFailure(err)).toBe(kind);
  });

  it('an episode is one line when it starts and one when it ends, a second after the last error', async () => {
    const recorder = recordingLog();
    const availability = new DatabaseAvailability(recorder.log);
    for (let i = 0; i < 100; i++) availability.observe({ code: '57P01', message: 'terminating connection due to administrator command' });
    availability.up(); // errors are still arriving: the same episode
    availability.observe(new Error('Connection terminated unexpectedly'));
    expect(recorder.lines).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    availability.up();
    availability.up();
    expect(recorder.lines).toEqual([expect.stringMatching(/^warn Database unavailable \(57P01/), expect.stringMatching(/^log Database reachable again after/)]);
  });
});
