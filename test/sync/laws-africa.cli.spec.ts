import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT_DIR } from '#libs/db/paths.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { LawsAfricaStub, bylawWorks, nationalWorks } from '../support/laws-africa-stub.js';
import { describeShared } from '../support/shared.js';

const TOKEN = 'stub-token-cli';

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** `npm run cli -- sync laws-africa ...` as a process of its own; `kill` is handed the child to end it. */
function cli(url: string, args: string[], env: Record<string, string> = {}, onStart?: (kill: () => void) => void): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn('node', [path.join(ROOT_DIR, 'dist/apps/cli/src/main.js'), 'sync', 'laws-africa', ...args], {
      env: { ...process.env, DATABASE_URL: url, LAWS_AFRICA_TOKEN: '', LAWS_AFRICA_URL: '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    onStart?.(() => child.kill('SIGKILL'));
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

/** Everything the sync writes, in a comparable form (times left out). */
async function library(t: TestDatabase) {
  const documents = await t.db.selectFrom('documents').select(['key', 'type', 'title', 'url', 'date', 'gazette', 'repealed', 'act_number', 'act_year', 'content_hash', 'source']).orderBy('key').execute();
  const sections = await t.db
    .selectFrom('sections')
    .innerJoin('documents', 'documents.doc_id', 'sections.doc_id')
    .select(['documents.key', 'sections.ord', 'sections.number', 'sections.ref', 'sections.text'])
    .orderBy('documents.key')
    .orderBy('sections.ord')
    .execute();
  const records = await t.db.selectFrom('act_records').select(['number', 'year', 'title', 'repealed', 'url', 'source']).orderBy('year').orderBy('number').execute();
  const works = await t.db
    .selectFrom('laws_africa_works')
    .select(['frbr_uri', 'place', 'url', 'updated_at', 'status', 'doc_key', 'repeal', 'amendments', 'commencement_date', 'publication_number'])
    .orderBy('frbr_uri')
    .execute();
  return { documents, sections, records, works };
}

describeShared('npm run cli -- sync laws-africa', () => {
  let whole: TestDatabase;
  let crashed: TestDatabase;
  let stub: LawsAfricaStub;
  const args = () => ['--url', stub.base, '--place', 'za', '--place', 'za-jhb', '--rate', '100'];

  beforeAll(async () => {
    [whole, crashed] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    stub = new LawsAfricaStub(TOKEN, [...nationalWorks(), ...bylawWorks('za-jhb')]);
    stub.pageSize = 5;
    await stub.start();
  });
  afterAll(async () => {
    await stub?.stop();
    await Promise.all([whole?.drop(), crashed?.drop()]);
  });

  it('needs a token, and names the option and the variable', async () => {
    const run = await cli(whole.url, args());
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('a token is needed: --token <t> or LAWS_AFRICA_TOKEN');
  });

  it('stops with exit 1 on a refused token, naming it', async () => {
    const run = await cli(whole.url, [...args(), '--token', 'wrong']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/Stopped: Laws\.Africa refused the token \(HTTP 401: \{"detail":"Invalid token\."\}\)/);
  });

  it('a sync killed half-way and re-run ends with the same library as an uninterrupted one', async () => {
    // English works with text (the 2010 FIFA World Cup by-law is a stub: skipped).
    const english = [...stub.works.values()].filter((w) => (w.expression.language ?? 'eng') === 'eng' && !w.expression.stub).length;
    // The uninterrupted run: token from LAWS_AFRICA_TOKEN, base URL from LAWS_AFRICA_URL.
    const run = await cli(whole.url, ['--place', 'za', '--place', 'za-jhb', '--rate', '100'], { LAWS_AFRICA_TOKEN: TOKEN, LAWS_AFRICA_URL: stub.base });
    expect(run.stderr).not.toContain('retry');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`added ${english}, changed 0, unchanged 0, refused 0, skipped 1`);

    // Killed while its 10th text is being served: nine works are in, the tenth is not.
    stub.xmlDelayMs = 30;
    let kill: () => void = () => undefined;
    const xmlBefore = stub.requests.filter((r) => r.path.endsWith('.xml')).length;
    stub.onXml = (n) => {
      if (n - xmlBefore === 10) kill();
    };
    const killed = await cli(crashed.url, [...args(), '--token', TOKEN], {}, (k) => (kill = k));
    stub.onXml = undefined;
    stub.xmlDelayMs = 0;
    expect(killed.signal).toBe('SIGKILL');
    const partial = await crashed.db.selectFrom('laws_africa_works').select('frbr_uri').execute();
    expect(partial.length).toBe(9);

    const rerun = await cli(crashed.url, [...args(), '--token', TOKEN]);
    expect(rerun.code).toBe(0);
    expect(rerun.stdout).toContain(`added ${english - 9}, changed 0, unchanged 9, refused 0`);
    expect(await library(crashed)).toEqual(await library(whole));
    // The killed run says so, with its reason; the re-run marked it (migration 0019).
    const runs = await crashed.db.selectFrom('laws_africa_syncs').select(['finished_at', 'added', 'status', 'stopped']).orderBy('sync_id').execute();
    expect(runs.map((r) => [r.finished_at !== null, r.added, r.status])).toEqual([
      [false, null, 'interrupted'],
      [true, english - 9, 'ok'],
    ]);
    expect(runs[0].stopped).toMatch(/^interrupted: the process ended before the run did/);
    expect(rerun.stdout).toMatch(/earlier run \d+ was interrupted/);
  });
});
