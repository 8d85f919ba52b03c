import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { importPaths } from '#libs/importers/importer.js';
import { realLibraryTemplate, sharedDataDir } from '#libs/testing/templates.js';
import { createTestDatabase, testAdminUrl, type TestDatabase } from '../support/database.js';
import { describeShared } from '../support/shared.js';

describeShared('import of the real data', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(await realLibraryTemplate(testAdminUrl()));
  }, 300_000);
  afterAll(() => t?.drop());

  const doc = (key: string) => t.db.selectFrom('documents').selectAll().where('key', '=', key).executeTakeFirstOrThrow();
  const section = async (key: string, number: string) =>
    t.db
      .selectFrom('sections')
      .selectAll()
      .where('doc_id', '=', (await doc(key)).doc_id)
      .where('number', '=', number)
      .executeTakeFirstOrThrow();

  it('holds every by-law work once, in its newest English expression', async () => {
    const rows = await t.db.selectFrom('documents').select(['key']).where('type', '=', 'bylaw').execute();
    // bylaws/index.csv: 149 expressions of 125 works.
    expect(rows).toHaveLength(125);
    const signage = await doc('/akn/za-cpt/act/by-law/2001/outdoor-advertising-signage');
    expect(signage.gazette).toBe('Province of Western Cape: Provincial Gazette 5801');
    expect(signage.date).toBe('2001-12-05');
  });

  it("reads a by-law's sections with numbers, headings and text", async () => {
    const s3 = await section('/akn/za-eth/act/by-law/2014/informal-trading', '3');
    expect(s3.ref).toBe(`Section 3: ${s3.heading}`);
    expect(s3.heading).toBe('Objects of By-law');
    expect(s3.text).toMatch(/^The object of this By-law is to regulate informal trading in a manner which –\n\(a\) ensures that informal trading/);
  });

  it('holds the Constitution once, complete (Chapter 14 included), as Act 108 of 1996', async () => {
    const constitution = await t.db.selectFrom('documents').selectAll().where('title', 'ilike', '%constitution of the republic%').where('type', '=', 'act').execute();
    expect(constitution).toHaveLength(1);
    expect(constitution[0]).toMatchObject({ act_number: 108, act_year: 1996, gazette: 'Government Gazette 17678' });
    expect((await section('/akn/za/act/1996/constitution', '9')).heading).toBe('Equality');
    expect((await section('/akn/za/act/1996/constitution', '243')).heading).toBe('Short title and commencement');
  });

  it('imports the National Assembly Rules as a regulation', async () => {
    const rules = await doc('/akn/za/act/rules/2016/national-assembly');
    expect(rules).toMatchObject({ type: 'regulation', title: 'Rules of the National Assembly' });
  });

  it('imports a case record with its neutral and parallel citations and its cited cases', async () => {
    const pridwin = await doc('zacc/2020/12');
    expect(pridwin).toMatchObject({
      type: 'judgment',
      citation: '[2020] ZACC 12',
      parties: 'AB and Another v Pridwin Preparatory School and Others',
      url: 'https://lawlibrary.org.za/akn/za/judgment/zacc/2020/12/eng@2020-06-17',
      date: '2020-06-17',
      court: 'Constitutional Court',
    });
    const own = await t.db.selectFrom('case_citations').select('norm').where('doc_id', '=', pridwin.doc_id).orderBy('norm').execute();
    expect(own.map((c) => c.norm)).toEqual(['2020 ZACC 12', 'BCLR 2020 9 1029', 'SA 2020 5 327']);
    const barkhuizen = await t.db.selectFrom('cited_citations').select(['norm', 'parties']).where('citing_doc_id', '=', pridwin.doc_id).where('norm', '=', 'SA 2007 5 323').executeTakeFirstOrThrow();
    expect(barkhuizen.parties).toBe('Barkhuizen v Napier');
  });

  it('names a case from its Law Library link when the index gives no citation', async () => {
    expect(await doc('zacc/2012/22')).toMatchObject({ citation: '[2012] ZACC 22', parties: 'Print Media South Africa and Another v Minister of Home Affairs and Another' });
  });

  it('imports Bills with a page, and Act records from assent data and by-law references', async () => {
    const bill = await doc('bill/2012/b42');
    expect(bill.title).toBe('Broad-Based Black Economic Empowerment Amendment Bill');
    expect(bill.url).toMatch(/^http:\/\/www\.pmg\.org\.za\/bill\//);
    // A draft published for comment has a page but no number yet.
    expect(await doc('bill/2013/state-attorney-amendment-draft-bill')).toMatchObject({ url: 'http://www.pmg.org.za/bill/20131108-state-attorney-amendment-draft-bill' });
    const msa = await t.db.selectFrom('act_records').selectAll().where('year', '=', 2000).where('number', '=', 32).executeTakeFirstOrThrow();
    expect(msa.title).toBe('Local Government: Municipal Systems Act');
    // A title two by-laws mis-number, written with a plural (`South African Police Services Act`, 8 of 1995), is the Act
    // the others number (68 of 1995): not recorded under the slip.
    expect(await t.db.selectFrom('act_records').select('title').where('year', '=', 1995).where('number', '=', 8).executeTakeFirst()).toBeUndefined();
    // Provincial Acts mis-linked as national are not recorded.
    expect(await t.db.selectFrom('act_records').select('title').where('year', '=', 2008).where('number', '=', 4).executeTakeFirst()).toBeUndefined();
  });

  it('names a Bill the sources name differently by the version assented to', async () => {
    // B7-2011 is the Superior Courts Bill (its versions B7A and B7B; assented to as `7B-2011`, Act 10 of
    // 2013); PMG's tracker also lists it as the South African Police Service Amendment Bill (B7-2012).
    expect((await doc('bill/2011/b7')).title).toBe('Superior Courts Bill');
    const records = await t.db.selectFrom('act_records').select('title').where('year', '=', 2013).where('number', '=', 10).execute();
    expect(records.map((r) => r.title)).toEqual(['Superior Courts Act']);
  });

  it("names an Act by the name Parliament renamed its Bill to (Proceedings on Bills)", async () => {
    // B23-2011, the South African Languages Bill, `(renamed Use of Official Languages Bill)`, became Act 12 of 2012;
    // B9-2011, the Military Ombudsman Bill, `Renamed: Military Ombud Bill`, Act 4 of 2012.
    const title = async (number: number, year: number) =>
      (await t.db.selectFrom('act_records').select('title').where('year', '=', year).where('number', '=', number).execute()).map((r) => r.title);
    expect(await title(12, 2012)).toEqual(['Use of Official Languages Act']);
    expect(await title(4, 2012)).toEqual(['Military Ombud Act']);
    expect(await title(22, 2011)).toEqual(['South African Post Office SOC Ltd Act']);
    // An Act number written with an en dash (`7–2010`), and a note after a Bill's name, no part of the Act's title.
    expect(await title(7, 2010)).toEqual(['Taxation Laws Amendment Act']);
    expect(await title(41, 2008)).toEqual(['Eskom Subordinated Loan Special Appropriation Act']);
  });

  it('imports the full-text judgments with their paragraphs and the citations they make', async () => {
    const zacc = await t.db.selectFrom('documents').select(['key']).where('key', 'like', 'zacc/2025/%').where('body', 'is not', null).execute();
    expect(zacc).toHaveLength(10);
    const sca = await t.db.selectFrom('documents').select(['key', 'title']).where('key', 'like', 'sca-site/%').execute();
    expect(sca).toHaveLength(45);
    const ekapa = await doc('zacc/2025/1');
    expect(ekapa).toMatchObject({ citation: '[2025] ZACC 1', case_number: 'CCT 119/23', date: '2025-03-24', parties: 'Ekapa Minerals (Pty) Ltd and Another v Sol Plaatje Local Municipality and Others' });
    const paragraphs = await t.db.selectFrom('paragraphs').select(['number']).where('doc_id', '=', ekapa.doc_id).orderBy('ord').execute();
    expect(paragraphs.map((p) => p.number)).toEqual(Array.from({ length: 81 }, (_, i) => i + 1));
    // The record's title names the case otherwise than the header: both are its names.
    expect((await doc('zacc/2025/17')).parties).toBe('Mutsila v Municipal Gratuity Fund and Others; Tshifhiwa Shembry Mutsila v Municipal Gratuity Fund and Another');
    expect((await doc('zacc/2025/2')).parties).toMatch(/^United Manganese of Kalahari \(Pty\) Limited v .* and four other cases; \(a\) Forge Packaging \(Pty\) Ltd v /);
    // [2025] ZACC 2: the record names the fourth of five cases decided together; the text's numbers are kept.
    expect((await doc('zacc/2025/2')).case_number).toBe('CCT 94/23; CCT 98/23; CCT 66/23; CCT 72/24; CCT 320/23');
    expect(await doc('sca-site/1999/2104')).toMatchObject({ title: 'A A ALLOY FOUNDRY (PTY) LIMITED v TITACO PROJECTS (PTY) LIMITED', date: '1999-11-12', case_number: '309/97' });
  });

  it('holds the parallels found in the 2025 judgments as groups cited by them', async () => {
    const ekapa = await doc('zacc/2025/1');
    const khumalo = await t.db.selectFrom('cited_citations').select(['group_no', 'norm']).where('citing_doc_id', '=', ekapa.doc_id).where('norm', '=', '2013 ZACC 49').executeTakeFirstOrThrow();
    const group = await t.db.selectFrom('cited_citations').select('norm').where('citing_doc_id', '=', ekapa.doc_id).where('group_no', '=', khumalo.group_no).orderBy('position').execute();
    expect(group.map((c) => c.norm)).toEqual(['2013 ZACC 49', 'BCLR 2014 3 333', 'SA 2014 5 579']);
  });

  it('imports the Consumer Protection Act from its Bluebell text and the Gazettes as notices', async () => {
    const cpa = await doc('/akn/za/act/2008/68');
    expect(cpa).toMatchObject({ type: 'act', act_number: 68, act_year: 2008 });
    const count = await t.db.selectFrom('sections').select((eb) => eb.fn.countAll<string>().as('n')).where('doc_id', '=', cpa.doc_id).executeTakeFirstOrThrow();
    // Preamble, sections 1-122, Schedules 1 and 2.
    expect(Number(count.n)).toBe(125);
    expect((await section('/akn/za/act/2008/68', '55')).heading).toBe('Consumer’s rights to safe, good quality goods');
    const notices = await t.db.selectFrom('documents').select('gazette').where('type', '=', 'notice').orderBy('gazette').execute();
    expect(notices.map((n) => n.gazette)).toEqual(['Government Gazette 35329', 'Government Gazette 39727', 'Government Gazette 43763', 'Government Gazette 43882']);
  });

  it('re-importing the same data changes nothing', async () => {
    const report = await importPaths(t.db, [sharedDataDir()]);
    expect(report.rejected).toEqual([]);
    for (const counts of Object.values(report.documents)) expect(counts).toMatchObject({ inserted: 0, updated: 0 });
    // The by-laws' 24 earlier expressions, kept as versions, are not written again either.
    expect(report.versions).toEqual({ inserted: 0, updated: 0, unchanged: 24 });
    expect(report.records).toMatchObject({ inserted: 0, updated: 0 });
  }, 120_000);
});
