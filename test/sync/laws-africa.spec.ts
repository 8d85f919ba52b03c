import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { readPaths } from '#libs/importers/importer.js';
import { retryAfterMs } from '#libs/sync/laws-africa.client.js';
import { formatSyncReport, syncLawsAfrica, type SyncOptions } from '#libs/sync/laws-africa.sync.js';
import { sharedDataDir } from '#libs/testing/templates.js';
import { VerifyRepository } from '../../apps/api/src/verify/verify.repository.js';
import { VerifyService } from '../../apps/api/src/verify/verify.service.js';
import { createTestDatabase, onePoolDatabase, type TestDatabase } from '../support/database.js';
import { LawsAfricaStub, aknXml, bylawWorks, nationalWorks, type StubWork } from '../support/laws-africa-stub.js';
import { describeShared } from '../support/shared.js';

const TOKEN = 'stub-token-1';

/** A made-up national Act (numbers from 901: beyond any real Act of those years). */
export function madeUpAct(year: number, number: number, title: string, extra: Record<string, unknown> = {}, text = 'The Minister may make regulations.'): StubWork {
  const frbr = `/akn/za/act/${year}/${number}`;
  const expressionDate = String(extra.expression_date ?? `${year}-06-01`);
  return {
    place: 'za',
    expression: {
      frbr_uri: frbr,
      expression_frbr_uri: `${frbr}/eng@${expressionDate}`,
      title,
      country: 'za',
      locality: null,
      nature: 'act',
      subtype: null,
      year: String(year),
      number: String(number),
      language: 'eng',
      expression_date: expressionDate,
      publication_name: 'Government Gazette',
      publication_number: String(1000 + number),
      publication_date: `${year}-05-20`,
      commenced: true,
      commencement_date: `${year}-06-01`,
      repeal: null,
      work_amendments: [],
      stub: false,
      updated_at: '2024-01-10T08:00:00.000000Z',
      ...extra,
    },
    xml: aknXml(frbr, expressionDate, title, [
      ['1', 'Definitions', `In this Act, unless the context indicates otherwise, "Minister" means the Minister of Sample Affairs (${title}).`],
      ['2', 'Regulations', text],
    ]),
  };
}

const REPEAL = { date: '2001-05-01', repealing_uri: '/akn/za/act/2001/905', repealing_title: 'Sample Animals Act, 2001' };
const AMENDMENT = { date: '1970-03-01', amending_uri: '/akn/za/act/1970/906', amending_title: 'Sample Commons Amendment Act, 1970' };

/** The made-up national works: in force, repealed, amended, and a stub without text. */
function madeUpWorks(): StubWork[] {
  return [
    madeUpAct(1961, 901, 'Sample Fencing Act, 1961'),
    madeUpAct(1962, 902, 'Sample Pounds Act, 1962', { repeal: REPEAL }),
    madeUpAct(1963, 903, 'Sample Commons Act, 1963', { work_amendments: [AMENDMENT], expression_date: '1970-03-01' }),
    { ...madeUpAct(1964, 907, 'Sample Stub Act, 1964', { stub: true }), xml: '' },
  ];
}

const PLACES = ['za', 'za-cpt', 'za-eth'];

describeShared('sync laws-africa against a stub of the Content API', () => {
  let t: TestDatabase;
  let stub: LawsAfricaStub;
  const sync = (extra: Partial<SyncOptions> = {}) =>
    syncLawsAfrica(t.db, { baseUrl: stub.base, token: TOKEN, places: PLACES, ratePerSecond: 100, backoffMs: 20, attempts: 3, ...extra });
  const since = (n: number) => stub.requests.slice(n);
  const verify = async (text: string) => (await new VerifyService(new VerifyRepository(onePoolDatabase(t.db))).verify({ text })).acts;

  beforeAll(async () => {
    t = await createTestDatabase();
    stub = new LawsAfricaStub(TOKEN, [...nationalWorks(), ...madeUpWorks(), ...bylawWorks('za-cpt'), ...bylawWorks('za-eth')]);
    stub.pageSize = 4;
    await stub.start();
  });
  afterAll(async () => {
    await stub?.stop();
    await t?.drop();
  });

  it('a refused token stops at once, before anything is written (401 and 403)', async () => {
    for (const [token, status] of [['wrong', 401], ['forbidden', 403]] as const) {
      const before = stub.requests.length;
      const report = await sync({ token });
      expect(report.stopped).toMatch(new RegExp(`refused the token \\(HTTP ${status}`));
      expect(since(before)).toHaveLength(1);
      expect(since(before)[0].authorization).toBe(`Token ${token}`);
    }
    const docs = await t.db.selectFrom('documents').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(docs.n)).toBe(0);
    const runs = await t.db.selectFrom('laws_africa_syncs').selectAll().execute();
    expect(runs.map((r) => [r.finished_at, r.stopped?.slice(0, 27)])).toEqual([
      [null, 'Laws.Africa refused the tok'],
      [null, 'Laws.Africa refused the tok'],
    ]);
  });

  it('a first sync loads every work, following next links and result urls as given', async () => {
    const before = stub.requests.length;
    const report = await sync();
    const english = [...stub.works.values()].filter((w) => (w.expression.language ?? 'eng') === 'eng');
    expect(report.stopped).toBeUndefined();
    expect(report.refused).toEqual([]);
    // Stubs (the made-up Act, and real by-laws the API marks so: amendment by-laws without text) are skipped.
    const stubs = english.filter((w) => w.expression.stub).map((w) => `/akn${String(w.expression.frbr_uri).replace(/^\/akn/, '')}`);
    expect(stubs).toHaveLength(9);
    expect([...report.skipped].sort((a, b) => a.work.localeCompare(b.work))).toEqual(stubs.sort().map((work) => ({ work, reason: 'a stub (the API holds no text for it)' })));
    expect(report.skipped.map((s) => s.work)).toContain('/akn/za/act/1964/907');
    expect(report.added).toHaveLength(english.length - stubs.length);
    expect(report.listed).toBe(stub.works.size);
    const requests = since(before);
    expect(requests.every((r) => r.authorization === `Token ${TOKEN}`)).toBe(true);
    // za: 7 expressions in pages of 4, za-cpt 46, za-eth 23.
    const lists = requests.filter((r) => r.path.endsWith('.json'));
    expect(lists).toHaveLength(2 + 12 + 6);
    expect(lists.filter((r) => r.path.startsWith('/mirror/pages/'))).toHaveLength(17);
    // Every text listed: each work's current expression and its earlier points in time (13 of the by-laws').
    const earlier = english.reduce((n, w) => n + (w.earlier?.length ?? 0), 0);
    expect(earlier).toBe(13);
    expect(requests.filter((r) => r.path.endsWith('.xml'))).toHaveLength(english.length - stubs.length + earlier);
    expect(requests.every((r) => r.status === 200)).toBe(true);

    const docs = await t.db.selectFrom('documents').select(['key', 'type', 'title', 'repealed', 'gazette', 'source', 'act_number', 'act_year', 'date']).execute();
    expect(docs).toHaveLength(english.length - stubs.length);
    const byKey = new Map(docs.map((d) => [d.key, d]));
    expect(byKey.get('/akn/za/act/1996/constitution')).toMatchObject({ type: 'act', act_number: 108, act_year: 1996, gazette: 'Government Gazette 17678', repealed: false, source: 'laws-africa' });
    expect(byKey.get('/akn/za/act/rules/2016/national-assembly')).toMatchObject({ type: 'regulation', title: 'Rules of the National Assembly' });
    expect(byKey.get('/akn/za/act/1962/902')).toMatchObject({ type: 'act', repealed: true, gazette: 'Government Gazette 1902', act_number: 902, act_year: 1962, date: '1962-05-20' });
    expect(byKey.get('/akn/za-eth/act/by-law/2000/control-public-behaviour')).toMatchObject({ type: 'bylaw', repealed: true, gazette: 'KwaZulu-Natal Provincial Gazette 5531' });
    expect(docs.filter((d) => d.type === 'bylaw')).toHaveLength(46 + 23 - (stubs.length - 1));

    // The Constitution from its Akoma Ntoso has the sections the app's JSON gives the import.
    const imported = readPaths([path.join(sharedDataDir(), 'constitution', 'lawsafrica_app', 'constitution.json')]).documents[0];
    const synced = await t.db
      .selectFrom('sections')
      .innerJoin('documents', 'documents.doc_id', 'sections.doc_id')
      .select(['sections.number', 'sections.ref'])
      .where('documents.key', '=', '/akn/za/act/1996/constitution')
      .orderBy('sections.ord')
      .execute();
    expect(synced.map((s) => s.number)).toEqual(imported.sections!.map((s) => s.number));
    expect(synced).toHaveLength(295);

    const records = await t.db.selectFrom('act_records').select(['number', 'year', 'title', 'repealed', 'source']).orderBy('year').execute();
    expect(records).toEqual([
      { number: 901, year: 1961, title: 'Sample Fencing Act, 1961', repealed: false, source: 'laws-africa' },
      { number: 902, year: 1962, title: 'Sample Pounds Act, 1962', repealed: true, source: 'laws-africa' },
      { number: 903, year: 1963, title: 'Sample Commons Act, 1963', repealed: false, source: 'laws-africa' },
      { number: 907, year: 1964, title: 'Sample Stub Act, 1964', repealed: false, source: 'laws-africa' },
    ]);
    const state = await t.db.selectFrom('laws_africa_works').selectAll().where('frbr_uri', 'in', ['/akn/za/act/1963/903', '/akn/za/act/1962/902', '/akn/za/act/1996/constitution']).orderBy('frbr_uri').execute();
    expect(state.map((s) => [s.frbr_uri, s.status, s.repeal, (s.amendments as unknown[]).length, s.commencement_date, s.publication_number])).toEqual([
      ['/akn/za/act/1962/902', 'imported', REPEAL, 0, '1962-06-01', '1902'],
      ['/akn/za/act/1963/903', 'imported', null, 1, '1963-06-01', '1903'],
      ['/akn/za/act/1996/constitution', 'imported', null, 20, '1997-02-04', '17678'],
    ]);
    // The Constitution's 20 amendments, as the real expression object lists them.
    const constitution = [...stub.works.values()].find((w) => w.expression.frbr_uri === '/akn/za/act/1996/constitution' && w.expression.language === 'eng')!;
    expect(state[2].amendments).toEqual(constitution.expression.work_amendments);
    // ... and its document, normalized (the amending work's key, its title), in date order.
    const documents = await t.db.selectFrom('documents').select(['key', 'amendments']).where('key', 'in', ['/akn/za/act/1963/903', '/akn/za/act/1996/constitution', '/akn/za/act/1962/902']).orderBy('key').execute();
    expect(documents.map((d) => [d.key, d.amendments?.length ?? 0])).toEqual([
      ['/akn/za/act/1962/902', 0],
      ['/akn/za/act/1963/903', 1],
      ['/akn/za/act/1996/constitution', 20],
    ]);
    expect(documents[1].amendments).toEqual([{ date: '1970-03-01', by: '/akn/za/act/1970/906', by_title: 'Sample Commons Amendment Act, 1970' }]);
    const runs = await t.db.selectFrom('laws_africa_syncs').selectAll().where('finished_at', 'is not', null).execute();
    expect(runs.map((r) => [r.added, r.changed, r.refused])).toEqual([[english.length - stubs.length, 0, 0]]);
  });

  it('a repealed Act verifies as repealed; one in force as found', async () => {
    expect(await verify('under the Sample Pounds Act 902 of 1962')).toMatchObject([{ status: 'repealed', matched_title: 'Sample Pounds Act, 1962' }]);
    expect(await verify('under the Sample Fencing Act 901 of 1961')).toMatchObject([{ status: 'found' }]);
  });

  it('keeps every point in time a work lists: two of the Events By-law, each read on its own dates', async () => {
    const events = await t.db.selectFrom('documents').select(['doc_id', 'expression_date']).where('key', '=', '/akn/za-cpt/act/by-law/2009/events').executeTakeFirstOrThrow();
    expect(events.expression_date).toBe('2016-08-19');
    const versions = await t.db.selectFrom('document_versions').select(['expression_date', 'in_force_to', 'source']).where('doc_id', '=', events.doc_id).orderBy('expression_date').execute();
    expect(versions).toEqual([
      { expression_date: '2010-12-09', in_force_to: '2016-08-19', source: 'laws-africa' },
      { expression_date: '2016-08-19', in_force_to: null, source: 'laws-africa' },
    ]);
    // Section 4A (Safety Officer) came with the 2016 expression.
    const read = async (asAt: string) =>
      (await sql<{ section: string | null; not_in_force: string | null; expression_date: string | null }>`
        SELECT section, not_in_force, expression_date FROM read_section_at(${events.doc_id}, '4A', ${asAt}::date)`.execute(t.db)).rows[0];
    expect(await read('2012-01-01')).toEqual({ section: 'Section 4A: Safety Officer', not_in_force: 'not_in_version', expression_date: '2010-12-09' });
    expect(await read('2017-01-01')).toEqual({ section: 'Section 4A: Safety Officer', not_in_force: null, expression_date: '2016-08-19' });
    // All 13 earlier points in time of the by-laws, beside each work's current one.
    const count = await t.db.selectFrom('document_versions').select((eb) => eb.fn.countAll<string>().as('n')).where('source', '=', 'laws-africa').executeTakeFirstOrThrow();
    const dated = await t.db.selectFrom('documents').select((eb) => eb.fn.countAll<string>().as('n')).where('expression_date', 'is not', null).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(Number(dated.n) + 13);
  });

  it('a second sync changes nothing and makes only the list requests', async () => {
    const hashes = await t.db.selectFrom('documents').select(['key', 'content_hash', 'imported_at']).orderBy('key').execute();
    const versions = await t.db.selectFrom('document_versions').select(['doc_id', 'expression_date', 'content_hash', 'imported_at']).orderBy('doc_id').orderBy('expression_date').execute();
    const before = stub.requests.length;
    const report = await sync();
    expect(report).toMatchObject({ added: [], changed: [], refused: [], skipped: [], gone: [], unchanged: report.considered });
    expect(since(before).every((r) => r.path.endsWith('.json'))).toBe(true);
    expect(since(before)).toHaveLength(20);
    expect(await t.db.selectFrom('documents').select(['key', 'content_hash', 'imported_at']).orderBy('key').execute()).toEqual(hashes);
    expect(await t.db.selectFrom('document_versions').select(['doc_id', 'expression_date', 'content_hash', 'imported_at']).orderBy('doc_id').orderBy('expression_date').execute()).toEqual(versions);
  });

  it('a work synced before versions were kept is fetched once more for its points in time', async () => {
    const key = '/akn/za-cpt/act/by-law/2009/events';
    const { doc_id } = await t.db.selectFrom('documents').select('doc_id').where('key', '=', key).executeTakeFirstOrThrow();
    // As a library synced before migration 0023 holds it: the text, no versions, no date.
    await t.db.deleteFrom('document_versions').where('doc_id', '=', doc_id).execute();
    await t.db.updateTable('documents').set({ expression_date: null }).where('doc_id', '=', doc_id).execute();
    const before = stub.requests.length;
    const report = await sync();
    expect(report).toMatchObject({ added: [], changed: [key], refused: [] });
    expect(since(before).filter((r) => r.path.endsWith('.xml')).map((r) => r.path).sort()).toEqual([
      '/mirror/works/za-cpt/act/by-law/2009/events/eng@2010-12-09.xml',
      '/mirror/works/za-cpt/act/by-law/2009/events/eng@2016-08-19.xml',
    ]);
    const versions = await t.db.selectFrom('document_versions').select(['expression_date', 'in_force_to']).where('doc_id', '=', doc_id).orderBy('expression_date').execute();
    expect(versions).toEqual([
      { expression_date: '2010-12-09', in_force_to: '2016-08-19' },
      { expression_date: '2016-08-19', in_force_to: null },
    ]);
    expect((await sync()).changed).toEqual([]);
  });

  it('an updated work is re-imported alone; a repeal it now records makes verify say repealed', async () => {
    expect(await verify('the Sample Fencing Act 901 of 1961')).toMatchObject([{ status: 'found' }]);
    stub.update('/akn/za/act/1961/901', { updated_at: '2025-02-01T10:00:00.000000Z', repeal: REPEAL });
    const before = stub.requests.length;
    const report = await sync();
    expect(report).toMatchObject({ added: [], changed: ['/akn/za/act/1961/901'], refused: [] });
    expect(since(before).filter((r) => r.path.endsWith('.xml')).map((r) => r.path)).toEqual(['/mirror/works/za/act/1961/901/eng@1961-06-01.xml']);
    expect(await verify('the Sample Fencing Act 901 of 1961')).toMatchObject([{ status: 'repealed' }]);
    const record = await t.db.selectFrom('act_records').select('repealed').where('number', '=', 901).executeTakeFirstOrThrow();
    expect(record.repealed).toBe(true);
  });

  it('an amendment (a new expression) replaces the text and is recorded', async () => {
    const amended = madeUpAct(1963, 903, 'Sample Commons Act, 1963', {}, 'The Minister must make regulations within six months.');
    const second = { date: '2024-11-01', amending_uri: '/akn/za/act/2024/908', amending_title: 'Sample Commons Second Amendment Act, 2024' };
    stub.update('/akn/za/act/1963/903', { updated_at: '2025-03-01T10:00:00.000000Z', expression_date: '2024-11-01', work_amendments: [AMENDMENT, second] }, amended.xml);
    const report = await sync();
    expect(report).toMatchObject({ added: [], changed: ['/akn/za/act/1963/903'], refused: [] });
    const text = await t.db
      .selectFrom('sections')
      .innerJoin('documents', 'documents.doc_id', 'sections.doc_id')
      .select('sections.text')
      .where('documents.key', '=', '/akn/za/act/1963/903')
      .where('sections.number', '=', '2')
      .executeTakeFirstOrThrow();
    expect(text.text).toContain('within six months');
    // The expression it replaces stays as the version in force until the amendment.
    const versions = await t.db
      .selectFrom('document_versions')
      .innerJoin('documents', 'documents.doc_id', 'document_versions.doc_id')
      .select(['document_versions.expression_date', 'document_versions.in_force_to'])
      .where('documents.key', '=', '/akn/za/act/1963/903')
      .orderBy('document_versions.expression_date')
      .execute();
    expect(versions).toEqual([
      { expression_date: '1970-03-01', in_force_to: '2024-11-01' },
      { expression_date: '2024-11-01', in_force_to: null },
    ]);
    const state = await t.db.selectFrom('laws_africa_works').select(['amendments', 'updated_at']).where('frbr_uri', '=', '/akn/za/act/1963/903').executeTakeFirstOrThrow();
    expect(state).toEqual({ amendments: [AMENDMENT, second], updated_at: '2025-03-01T10:00:00.000000Z' });
    // The document keeps them too, normalized as the by-laws' are, and verify's Act entry lists them, newest first.
    const doc = await t.db.selectFrom('documents').select('amendments').where('key', '=', '/akn/za/act/1963/903').executeTakeFirstOrThrow();
    expect(doc.amendments).toEqual([
      { date: '1970-03-01', by: '/akn/za/act/1970/906', by_title: 'Sample Commons Amendment Act, 1970' },
      { date: '2024-11-01', by: '/akn/za/act/2024/908', by_title: 'Sample Commons Second Amendment Act, 2024' },
    ]);
    expect(await verify('the Sample Commons Act 903 of 1963')).toMatchObject([
      { status: 'found', amendments: { count: 2, latest: [{ date: '2024-11-01', amended_by: '/akn/za/act/2024/908' }, { date: '1970-03-01', amended_by_title: 'Sample Commons Amendment Act, 1970' }] } },
    ]);
  });

  it('--dry-run lists and compares only; --since leaves older works alone', async () => {
    stub.update('/akn/za/act/1962/902', { updated_at: '2025-04-01T10:00:00.000000Z' });
    let before = stub.requests.length;
    const dry = await sync({ dryRun: true });
    expect(dry).toMatchObject({ dryRun: true, added: [], changed: ['/akn/za/act/1962/902'] });
    expect(since(before).every((r) => r.path.endsWith('.json'))).toBe(true);
    const state = await t.db.selectFrom('laws_africa_works').select('updated_at').where('frbr_uri', '=', '/akn/za/act/1962/902').executeTakeFirstOrThrow();
    expect(state.updated_at).toBe('2024-01-10T08:00:00.000000Z');

    before = stub.requests.length;
    const later = await sync({ since: '2025-05-01' });
    expect(later).toMatchObject({ considered: 0, added: [], changed: [], unchanged: 0 });
    expect(since(before).every((r) => r.path.endsWith('.json'))).toBe(true);
    // Only its updated_at moved: fetched again, the same text and facts, so unchanged.
    before = stub.requests.length;
    const from = await sync({ since: '2025-04-01' });
    expect(from).toMatchObject({ considered: 1, added: [], changed: [], unchanged: 1 });
    expect(since(before).filter((r) => r.path.endsWith('.xml')).map((r) => r.path)).toEqual(['/mirror/works/za/act/1962/902/eng@1962-06-01.xml']);
    const remembered = await t.db.selectFrom('laws_africa_works').select('updated_at').where('frbr_uri', '=', '/akn/za/act/1962/902').executeTakeFirstOrThrow();
    expect(remembered.updated_at).toBe('2025-04-01T10:00:00.000000Z');
  });

  it('429 with Retry-After and 500 are retried, the wait honoured', async () => {
    stub.update('/akn/za/act/1961/901', { updated_at: '2025-06-01T10:00:00.000000Z' });
    const xml = '/za/act/1961/901/eng@1961-06-01.xml';
    stub.fail(xml, [{ status: 429, retryAfter: '1' }, { status: 500 }]);
    stub.fail('/v3/akn/za/.json', [{ status: 503 }]);
    const before = stub.requests.length;
    const report = await sync();
    expect(report.refused).toEqual([]);
    expect(report.stopped).toBeUndefined();
    const tries = since(before).filter((r) => r.path.endsWith(xml));
    expect(tries.map((r) => r.status)).toEqual([429, 500, 200]);
    expect(tries[1].at - tries[0].at).toBeGreaterThanOrEqual(990);
    expect(since(before).filter((r) => r.path === '/v3/akn/za/.json').map((r) => r.status)).toEqual([503, 200]);
  });

  it('a work that keeps failing or cannot be read is refused with its reason, and retried by the next run', async () => {
    stub.update('/akn/za/act/1961/901', { updated_at: '2025-07-01T10:00:00.000000Z' });
    stub.fail('/za/act/1961/901/eng@1961-06-01.xml', [{ status: 500 }, { status: 500 }, { status: 500 }]);
    stub.add({ ...madeUpAct(1965, 909, 'Sample Broken Act, 1965'), xml: '<akomaNtoso><act name="act' }); // cut off mid-way
    stub.add({ ...madeUpAct(1966, 910, 'Sample Empty Act, 1966'), xml: aknXml('/akn/za/act/1966/910', '1966-06-01', 'Sample Empty Act, 1966', []) });
    const first = await sync();
    expect(first.refused).toEqual([
      { work: '/akn/za/act/1961/901', reason: expect.stringMatching(/901\/eng@1961-06-01\.xml: HTTP 500 after 3 attempts$/) },
      { work: '/akn/za/act/1965/909', reason: expect.stringMatching(/909\/eng@1965-06-01\.xml: akomaNtoso: malformed XML/) },
      { work: '/akn/za/act/1966/910', reason: expect.stringMatching(/910\/eng@1966-06-01\.xml: act \(field sections\): a document needs sections or text/) },
    ]);
    expect(await t.db.selectFrom('documents').select('key').where('key', 'in', ['/akn/za/act/1965/909', '/akn/za/act/1966/910']).execute()).toEqual([]);
    const state = await t.db.selectFrom('laws_africa_works').select(['frbr_uri', 'status', 'doc_key']).where('status', '=', 'refused').orderBy('frbr_uri').execute();
    // 901 keeps the document an earlier sync wrote.
    expect(state.map((s) => [s.frbr_uri, s.doc_key])).toEqual([
      ['/akn/za/act/1961/901', '/akn/za/act/1961/901'],
      ['/akn/za/act/1965/909', null],
      ['/akn/za/act/1966/910', null],
    ]);

    stub.remove('/akn/za/act/1965/909');
    stub.remove('/akn/za/act/1966/910');
    const second = await sync();
    expect(second).toMatchObject({ refused: [], changed: ['/akn/za/act/1961/901'] });
    // Works the API stopped listing are reported, not deleted.
    expect(second.gone).toEqual(['/akn/za/act/1965/909', '/akn/za/act/1966/910']);
    expect(formatSyncReport(second)).toContain('no longer listed (left in the library): /akn/za/act/1965/909');
  });

  it('spaces requests by the rate limit', async () => {
    const before = stub.requests.length;
    await sync({ ratePerSecond: 20 });
    const at = since(before).map((r) => r.at);
    expect(at.length).toBe(20);
    // Sent 50 ms apart; arrivals jitter by the previous response's time, so ten at a time are measured: never a burst.
    for (let i = 0; i + 10 < at.length; i++) expect(at[i + 10] - at[i]).toBeGreaterThanOrEqual(10 * 50 - 30);
  });

  it.each([
    ['seconds', '3', 3000],
    ['an HTTP date', new Date(Date.UTC(2030, 0, 1, 0, 0, 7)).toUTCString(), 7000],
    ['absent', null, undefined],
    ['unreadable', 'soon', undefined],
  ])('Retry-After as %s', (_what, header, expected) => {
    expect(retryAfterMs(header, Date.UTC(2030, 0, 1))).toBe(expected);
  });
});

describeShared('the token goes to the API origin only', () => {
  let t: TestDatabase;
  let stub: LawsAfricaStub;
  let other: http.Server;
  let foreign: string;
  /** The Authorization header of each request the other origin received. */
  const seen: Array<string | undefined> = [];
  const sync = () => syncLawsAfrica(t.db, { baseUrl: stub.base, token: TOKEN, places: ['za'], ratePerSecond: 100, backoffMs: 20, attempts: 3 });

  beforeAll(async () => {
    t = await createTestDatabase();
    stub = new LawsAfricaStub(TOKEN, [madeUpAct(1971, 911, 'Sample Hedges Act, 1971'), madeUpAct(1972, 912, 'Sample Gates Act, 1972'), madeUpAct(1973, 913, 'Sample Stiles Act, 1973')]);
    stub.pageSize = 2;
    await stub.start();
    // Another port on the same host: another origin. It answers as the API would, so only the client can keep the token from it.
    other = http.createServer((req, res) => {
      seen.push(req.headers.authorization);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ count: 0, next: null, previous: null, results: [] }));
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    foreign = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await stub?.stop();
    other?.closeAllConnections();
    await new Promise<void>((resolve) => (other ? other.close(() => resolve()) : resolve()));
    await t?.drop();
  });

  it('a result url or a next link on another port is not fetched: the work is refused, the list stops the run', async () => {
    const gates = [...stub.works.values()].find((w) => w.expression.frbr_uri === '/akn/za/act/1972/912')!;
    gates.urlOrigin = foreign;
    const refusal = `not fetched: not on the API's origin (${stub.origin}), the only one sent the token`;
    const first = await sync();
    expect(first.stopped).toBeUndefined();
    expect(first.added).toEqual(['/akn/za/act/1971/911', '/akn/za/act/1973/913']);
    expect(first.refused).toEqual([{ work: '/akn/za/act/1972/912', reason: `${foreign}${stub.expressionPath(gates)}.xml: ${refusal}` }]);

    stub.nextOrigins.set('za', foreign);
    const before = stub.requests.length;
    const second = await sync();
    expect(second.stopped).toBe(`${foreign}${stub.listPath('za', 2)}: ${refusal}`);
    expect(stub.requests.slice(before).map((r) => r.path)).toEqual([stub.listPath('za', 1)]);
    const runs = await t.db.selectFrom('laws_africa_syncs').select(['finished_at', 'stopped']).orderBy('sync_id').execute();
    expect(runs.at(-1)).toEqual({ finished_at: null, stopped: second.stopped });

    expect(seen).toEqual([]);
    expect(stub.requests.every((r) => r.authorization === `Token ${TOKEN}`)).toBe(true);
  });
});
