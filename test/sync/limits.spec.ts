import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type http from 'node:http';
import { extentOf, shrinkage, type Extent } from '#libs/library/completeness.js';
import { LawsAfricaRepository } from '#libs/sync/laws-africa.repository.js';
import { formatSyncReport, syncLawsAfrica, type SyncOptions } from '#libs/sync/laws-africa.sync.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { LawsAfricaStub, aknXml, nationalWorks, type StubWork } from '../support/laws-africa-stub.js';
import { describeShared } from '../support/shared.js';

const TOKEN = 'stub-token-limits';
const CONSTITUTION = '/akn/za/act/1996/constitution';
const MB = 1024 * 1024;

/** A made-up Act of `sections` sections (numbers from 921: beyond any real Act of those years). */
function act(year: number, number: number, sections = 2): StubWork {
  const frbr = `/akn/za/act/${year}/${number}`;
  const title = `Sample Limits Act, ${year}`;
  const parts = Array.from({ length: sections }, (_, i): [string, string, string] => [String(i + 1), `Heading ${i + 1}`, `The Minister may make rule ${i + 1}.`]);
  return {
    place: 'za',
    expression: { frbr_uri: frbr, expression_frbr_uri: `${frbr}/eng@${year}-06-01`, title, nature: 'act', language: 'eng', expression_date: `${year}-06-01`, stub: false, updated_at: '2024-01-10T08:00:00Z' },
    xml: aknXml(frbr, `${year}-06-01`, title, parts),
  };
}

/**
 * Writes `total` bytes of JSON in 64 kB chunks as the client takes them (never held whole), until
 * the client hangs up; records what was sent and the highest RSS of this process meanwhile.
 */
function streamJson(res: http.ServerResponse, total: number, seen: { sent: number; peakRss: number; closed: boolean }, contentLength = false): void {
  res.writeHead(200, { 'content-type': 'application/json', ...(contentLength ? { 'content-length': String(total) } : {}) });
  const chunk = Buffer.from(`{"url":"x","frbr_uri":"/akn/za/act/2000/1","title":"${'junk '.repeat(13_000)}"},`.slice(0, 64 * 1024));
  res.on('close', () => (seen.closed = true));
  res.on('error', () => undefined);
  res.write('{"count":1,"next":null,"results":[');
  const pump = () => {
    while (!seen.closed && seen.sent < total) {
      seen.peakRss = Math.max(seen.peakRss, process.memoryUsage().rss);
      seen.sent += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
    if (!seen.closed) res.end('{}]}');
  };
  pump();
}

describeShared('sync laws-africa against a bad upstream: completeness, sizes, pages, time', () => {
  let t: TestDatabase;
  let stub: LawsAfricaStub;
  const sync = (extra: Partial<SyncOptions> = {}) => syncLawsAfrica(t.db, { baseUrl: stub.base, token: TOKEN, places: ['za'], ratePerSecond: 100, backoffMs: 10, attempts: 3, ...extra });
  const hits = (from: number, pattern: RegExp) => stub.requests.slice(from).filter((r) => pattern.test(r.path)).length;
  const sections = async (key: string) =>
    Number(
      (
        await t.db
          .selectFrom('sections')
          .innerJoin('documents', 'documents.doc_id', 'sections.doc_id')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('documents.key', '=', key)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const lastRun = () => t.db.selectFrom('laws_africa_syncs').selectAll().orderBy('sync_id', 'desc').limit(1).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestDatabase();
    stub = new LawsAfricaStub(TOKEN, [...nationalWorks(), act(1981, 921)]);
    await stub.start();
    const first = await sync();
    expect(first.stopped).toBeUndefined();
    expect(first.refused).toEqual([]);
    expect(await sections(CONSTITUTION)).toBe(295);
  });
  afterAll(async () => {
    await stub?.stop();
    await t?.drop();
  });

  it('a 1-section Constitution does not replace the stored one: refused, reported, recorded; --force replaces it', async () => {
    const w = [...stub.works.values()].find((x) => x.expression.frbr_uri === CONSTITUTION && x.expression.language === 'eng')!;
    const { expression_date: date, title } = w.expression as { expression_date: string; title: string };
    stub.update(CONSTITUTION, { updated_at: '2025-01-01T00:00:00Z' }, aknXml(CONSTITUTION, date, title, [['1', 'Republic of South Africa', 'The Republic of South Africa is one, sovereign, democratic state.']]));
    const report = await sync();
    const reason = expect.stringMatching(/not replacing the stored text: the stored text is complete and this one lacks its last section \(--force replaces it\)$/);
    expect(report).toMatchObject({ changed: [], refused: [{ work: CONSTITUTION, reason }] });
    expect(formatSyncReport(report).some((l) => l.startsWith(`refused: ${CONSTITUTION}: `))).toBe(true);
    expect(await sections(CONSTITUTION)).toBe(295);
    expect(await lastRun()).toMatchObject({ status: 'ok', refused: 1, refusals: [{ work: CONSTITUTION, reason }] });
    const state = await t.db.selectFrom('laws_africa_works').select(['status', 'doc_key']).where('frbr_uri', '=', CONSTITUTION).executeTakeFirstOrThrow();
    expect(state).toEqual({ status: 'refused', doc_key: CONSTITUTION });

    const forced = await sync({ force: true });
    expect(forced).toMatchObject({ changed: [CONSTITUTION], refused: [] });
    expect(await sections(CONSTITUTION)).toBe(1);
  });

  const extent = (sections: number, chars: number, complete = true): Extent => ({ sections, chars, complete });
  it.each([
    ['a complete text by one that lacks its last section', extent(295, 600_000), extent(294, 598_000, false), /lacks its last section/],
    ['by fewer than half the sections', extent(40, 50_000), extent(19, 50_000), /19 sections where the stored text has 40/],
    ['by less than half the text', extent(40, 50_000), extent(40, 24_000), /24,000 characters of text where the stored text has 50,000/],
    ['an amendment that repeals a few sections: replaced', extent(40, 50_000), extent(36, 45_000), undefined],
    ['a short text (under 4 sections) by fewer sections: replaced', extent(3, 300), extent(1, 200), undefined],
    ['an incomplete text by another: replaced', extent(230, 500_000, false), extent(231, 501_000, false), undefined],
  ])('replacing %s', (_what, stored, incoming, refused) => {
    const reason = shrinkage(stored, incoming);
    if (refused) expect(reason).toMatch(refused);
    else expect(reason).toBeUndefined();
  });

  it('extentOf counts sections and their text, or an undivided text', () => {
    expect(extentOf({ key: 'k', type: 'act', title: 't', url: 'u', source: 's', sections: [{ number: '1', text: 'abc' }, { number: '2', text: 'de' }] })).toEqual({ sections: 2, chars: 5, complete: true });
    expect(extentOf({ key: 'k', type: 'notice', title: 't', url: 'u', source: 's', text: 'abcd' })).toEqual({ sections: 0, chars: 4, complete: true });
  });

  it('a 64 MB list page is cut at the byte limit, fetched once, and the process stays small', async () => {
    const seen = { sent: 0, peakRss: 0, closed: false };
    stub.overrides.push({ path: /^\/v3\/akn\/za-huge\//, handle: (res) => streamJson(res, 64 * MB, seen) });
    const rss = process.memoryUsage().rss;
    const before = stub.requests.length;
    const report = await sync({ places: ['za-huge'] });
    expect(report.stopped).toMatch(/za-huge\/\.json: refused: the response is larger than the limit of 32 MB$/);
    expect(hits(before, /za-huge/)).toBe(1);
    expect(seen.closed).toBe(true);
    expect(seen.sent).toBeLessThan(64 * MB);
    expect(Math.max(seen.peakRss, process.memoryUsage().rss) - rss).toBeLessThan(300 * MB);
    expect(await lastRun()).toMatchObject({ status: 'failed', stopped: report.stopped, finished_at: null });
  });

  it('a 50 MB document is refused on its Content-Length, fetched once, before its body is read', async () => {
    const big = act(1982, 922);
    stub.add(big);
    const seen = { sent: 0, peakRss: 0, closed: false };
    stub.overrides.push({ path: /\/1982\/922\/.*\.xml$/, handle: (res) => streamJson(res, 50 * MB, seen, true) });
    const before = stub.requests.length;
    const report = await sync();
    expect(report.refused).toEqual([{ work: '/akn/za/act/1982/922', reason: expect.stringMatching(/922\/eng@1982-06-01\.xml: refused: the response is larger than the limit of 32 MB$/) }]);
    expect(hits(before, /1982\/922/)).toBe(1);
    expect(seen.sent).toBeLessThan(8 * MB);
    expect(await t.db.selectFrom('documents').select('key').where('key', '=', '/akn/za/act/1982/922').execute()).toEqual([]);
    stub.remove('/akn/za/act/1982/922');
  });

  it('a document past the section or text limit is refused', async () => {
    stub.add(act(1983, 923, 6));
    const bySections = await sync({ limits: { maxDocumentSections: 5 } });
    expect(bySections.refused).toEqual([{ work: '/akn/za/act/1983/923', reason: expect.stringMatching(/: 6 sections, more than the limit of 5$/) }]);
    const byText = await sync({ limits: { maxDocumentChars: 100 } });
    expect(byText.refused).toEqual([{ work: '/akn/za/act/1983/923', reason: expect.stringMatching(/: 174 characters of text, more than the limit of 100$/) }]);
    expect(await sync()).toMatchObject({ refused: [], added: ['/akn/za/act/1983/923'] });
  });

  it('endless next links stop at the page limit, with nothing of the list kept', async () => {
    stub.overrides.push({
      path: /^\/(?:v3\/akn|mirror\/pages)\/za-loop\//,
      handle: (res, url) => {
        const page = Number(/\/(\d+)\.json$/.exec(url)?.[1] ?? 1);
        const junk = { url: `${stub.origin}/mirror/works/za-loop/junk/${page}`, frbr_uri: `/akn/za-loop/act/by-law/2020/junk-${page}`, title: 'junk', language: 'eng', updated_at: 'x' };
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ next: `${stub.origin}/mirror/pages/za-loop/${page + 1}.json`, results: [junk] }));
      },
    });
    const works = await t.db.selectFrom('laws_africa_works').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const before = stub.requests.length;
    const report = await sync({ places: ['za-loop'], limits: { maxListPages: 40 } });
    expect(report.stopped).toMatch(/^the list of za-loop goes on past 40 pages \(the limit\); stopped before .*\/41\.json$/);
    expect(hits(before, /za-loop/)).toBe(40);
    expect(await t.db.selectFrom('laws_africa_works').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).toEqual(works);
  });

  it('a server that drips a byte a second ends the run with a timeout reason, not retried', async () => {
    stub.overrides.push({
      path: /^\/v3\/akn\/za-drip\//,
      handle: (res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{');
        const drip = setInterval(() => res.write(' '), 1000);
        res.on('close', () => clearInterval(drip));
      },
    });
    const before = stub.requests.length;
    const report = await sync({ places: ['za-drip'], limits: { idleTimeoutMs: 300 } });
    expect(report.stopped).toMatch(/za-drip\/\.json: timed out: nothing received for 300 ms in the middle of the response$/);
    expect(hits(before, /za-drip/)).toBe(1);

    // Bytes often enough for the idle timeout, but never the whole response: the deadline ends it.
    stub.overrides.push({
      path: /^\/v3\/akn\/za-trickle\//,
      handle: (res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        const drip = setInterval(() => res.write(' '), 20);
        res.on('close', () => clearInterval(drip));
      },
    });
    const trickle = await sync({ places: ['za-trickle'], limits: { idleTimeoutMs: 300, responseDeadlineMs: 600 } });
    expect(trickle.stopped).toMatch(/za-trickle\/\.json: timed out: no whole response within 600 ms$/);
  });

  it('a server that never answers is retried per attempt, then refused with a timeout reason', async () => {
    stub.add(act(1984, 924));
    stub.overrides.push({ path: /\/1984\/924\/.*\.xml$/, handle: () => undefined });
    const before = stub.requests.length;
    const report = await sync({ attempts: 2, limits: { firstByteTimeoutMs: 200 } });
    expect(report.refused).toEqual([{ work: '/akn/za/act/1984/924', reason: expect.stringMatching(/: timed out: no response within 200 ms of the request after 2 attempts$/) }]);
    expect(hits(before, /1984\/924/)).toBe(2);
    stub.remove('/akn/za/act/1984/924');
  });

  it('a run row left running by a killed process shows as interrupted; a running one does not', async () => {
    const repo = new LawsAfricaRepository(t.db);
    // What a killed run leaves: its row `running`, and no process holding its lock.
    const { sync_id: killed } = await t.db.insertInto('laws_africa_syncs').values({ base_url: stub.base, places: ['za'], since: null }).returning('sync_id').executeTakeFirstOrThrow();
    expect((await repo.runs()).find((r) => r.sync_id === Number(killed))).toMatchObject({ status: 'interrupted', stopped: expect.stringMatching(/^interrupted: the process ended/) });

    // A run under way is shown running: asked while it waits for a text.
    stub.add(act(1985, 925));
    let during: Awaited<ReturnType<LawsAfricaRepository['runs']>> = [];
    stub.overrides.push({
      path: /\/1985\/925\/.*\.xml$/,
      handle: (res) => {
        void repo.runs().then((runs) => {
          during = runs;
          res.writeHead(200, { 'content-type': 'application/xml' });
          res.end(act(1985, 925).xml);
        });
      },
    });
    const report = await sync();
    expect(report.added).toEqual(['/akn/za/act/1985/925']);
    expect(report.interrupted).toEqual([Number(killed)]);
    expect(formatSyncReport(report)).toContain(`earlier run ${killed} was interrupted (its process ended before the run did): marked interrupted`);
    expect(during[0]).toMatchObject({ status: 'running', stopped: null });
    expect(during.find((r) => r.sync_id === Number(killed))).toMatchObject({ status: 'interrupted' });
    const rows = await t.db.selectFrom('laws_africa_syncs').select(['sync_id', 'status']).where('sync_id', '>=', killed).orderBy('sync_id').execute();
    expect(rows.map((r) => r.status)).toEqual(['interrupted', 'ok']);
  });
});
