import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LibraryRepository } from '#libs/library/library.repository.js';
import { starterLibraryTemplate } from '#libs/testing/templates.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createTestDatabase, testAdminUrl, type TestDatabase } from '../support/database.js';
import { postJson } from '../support/http.js';
import { issueKey } from '../support/keys.js';

const PRIDWIN = 'AB and Another v Pridwin Preparatory School and Others';

describe('POST /v1/verify against the real library and records added here', () => {
  let t: TestDatabase;
  let app: TestApp;
  let authorization: string;
  let unreported: { citation: string; title: string };

  const verify = async (text: string) => {
    const res = await postJson(`${app.baseUrl}/v1/verify`, { text }, { Authorization: authorization });
    expect(res.status).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    t = await createTestDatabase(await starterLibraryTemplate(testAdminUrl()));
    app = await startTestApp(t.url);
    authorization = (await issueKey(t, 'scale')).authorization;
    // A real Constitutional Court judgment the records list with no law-report citation.
    const row = await t.db
      .selectFrom('documents')
      .select(['citation', 'title'])
      .where('type', '=', 'judgment')
      .where('citation', 'is not', null)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('case_citations').select('norm').whereRef('case_citations.doc_id', '=', 'documents.doc_id').where('kind', '=', 'report'))),
      )
      .orderBy('doc_id')
      .executeTakeFirstOrThrow();
    unreported = { citation: row.citation!, title: row.title };
    const library = new LibraryRepository(t.db);
    // A judgment with its official text (test data), whose text cites the unreported judgment beside
    // a law-report citation: the library learns that report citation from this parallel group.
    await library.saveDocument({
      key: 'test/zasca/2019/901',
      type: 'judgment',
      title: 'Minister of Police v Mthembu',
      parties: 'Minister of Police v Mthembu',
      citation: '[2019] ZASCA 901',
      court: 'Supreme Court of Appeal',
      url: 'https://example.invalid/zasca/2019/901',
      text: `[1] This appeal turns on ${unreported.title} ${unreported.citation}; 2099 (7) SA 77 (CC).\n[2] The appeal is dismissed.\n`,
      source: 'test',
    });
    // A second judgment claiming Pridwin's SA report citation (two claimants: names decide).
    await library.saveDocument({
      key: 'test/zasca/2019/902',
      type: 'judgment',
      title: 'Dlamini v Road Accident Fund',
      citation: '[2019] ZASCA 902',
      parallel_citations: ['2020 (5) SA 327 (CC)'],
      url: 'https://example.invalid/zasca/2019/902',
      source: 'test',
    });
    await library.saveCoverage({ court: 'ZACC', year: 2031, judgments: 40, source: 'test' });
    await library.saveCoverage({ court: 'SA', year: 2020, source: 'test' });
    await library.saveActRecord({ number: 61, year: 1973, title: 'Companies Act', repealed: true, source: 'test' });
    await library.saveActRecord({ number: 71, year: 2008, title: 'Companies Act', source: 'test' });
    // 2015's Acts covered: a record of the year's count, every number up to it held.
    await library.saveActCoverage({ year: 2015, acts: 3, source: 'test' });
    for (const number of [1, 2, 3]) await library.saveActRecord({ number, year: 2015, title: `Test Act ${number}`, source: 'test' });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await t?.drop();
  });

  // (rule of the case table, text, expected entry)
  it.each([
    ['1: resolves, no names', 'As held in [2020] ZACC 12, the clause was unfair.', { cited: '[2020] ZACC 12', status: 'found', matched_title: PRIDWIN, sources: ['verified records'] }],
    ['2: resolves, names agree', `${PRIDWIN} [2020] ZACC 12`, { cited: '[2020] ZACC 12', status: 'found', matched_title: PRIDWIN }],
    ['2: a short form of the names agrees', 'AB v Pridwin [2020] ZACC 12', { cited: '[2020] ZACC 12', status: 'found', matched_title: PRIDWIN }],
    ['3: a real citation with invented parties', 'Smith v Jones [2020] ZACC 12', { cited: '[2020] ZACC 12', status: 'mismatch', matched_title: PRIDWIN }],
    ['4: parties in the library, citation not confirmed', 'AB v Pridwin 2021 (1) SA 999 (CC)', { cited: '2021 (1) SA 999 (CC)', status: 'name_only', matched_title: PRIDWIN }],
    ['5: a number past the court\'s recorded count of judgments for the year', 'Smith v Jones [2031] ZACC 999', { cited: '[2031] ZACC 999', status: 'not_found' }],
    ['5: a fabricated citation in a court-year a record covers', 'Smith v Jones [2031] ZACC 7', { cited: '[2031] ZACC 7', status: 'not_found' }],
    ['5: a fabricated citation in a series-year a record covers', 'Smith v Jones 2020 (5) SA 999 (CC)', { cited: '2020 (5) SA 999 (CC)', status: 'not_found' }],
    ['6: a fabricated number in a court-year the library holds one judgment of', 'Smith v Jones [2020] ZACC 87', { cited: '[2020] ZACC 87', status: 'unchecked' }],
    ['6: a report in a series-year no record covers', 'Smith v Jones 2021 (5) SA 999 (CC)', { cited: '2021 (5) SA 999 (CC)', status: 'unchecked' }],
    ['6: a court the library holds nothing of', 'Smith v Jones [2019] ZAXYZ 4', { cited: '[2019] ZAXYZ 4', status: 'unchecked' }],
    ['6: a series the library maps nothing of', 'Smith v Jones [2005] JOL 13960 (CC)', { cited: '[2005] JOL 13960 (CC)', status: 'unchecked' }],
    ['6: an old series the service cannot key', 'Rex v Smith 1934 AD 167', { cited: '1934 AD 167', status: 'unchecked' }],
  ])('case rule %s', async (_rule, text, expected) => {
    const body = await verify(text);
    expect(body.cases).toHaveLength(1);
    expect(body.cases[0]).toMatchObject(expected);
    for (const key of ['matched_title', 'url', 'sources']) {
      if (!('matched_title' in expected)) expect(body.cases[0]).not.toHaveProperty(key);
    }
    expect(body.acts).toEqual([]);
  });

  it('a parallel group gives one entry per citation, each checked against the names before the group', async () => {
    const body = await verify(`See ${PRIDWIN} [2020] ZACC 12; 2020 (5) SA 327 (CC); 2020 (9) BCLR 1029 (CC).`);
    expect(body.cases.map((c: any) => [c.cited, c.status, c.matched_title])).toEqual([
      ['[2020] ZACC 12', 'found', PRIDWIN],
      ['2020 (5) SA 327 (CC)', 'found', PRIDWIN],
      ['2020 (9) BCLR 1029 (CC)', 'found', PRIDWIN],
    ]);
    const wrong = await verify('Smith v Jones [2020] ZACC 12; 2020 (9) BCLR 1029 (CC)');
    expect(wrong.cases.map((c: any) => c.status)).toEqual(['mismatch', 'mismatch']);
  });

  it('a law-report citation resolves through a library judgment that cites it beside a neutral citation', async () => {
    const body = await verify(`${unreported.title} 2099 (7) SA 77 (CC)`);
    expect(body.cases[0]).toMatchObject({ status: 'found', matched_title: unreported.title, sources: ['library: parallel citation in [2019] ZASCA 901'] });
  });

  it('where two judgments claim one report citation, the one whose names agree is chosen', async () => {
    expect((await verify('AB v Pridwin 2020 (5) SA 327 (CC)')).cases[0]).toMatchObject({ status: 'found', matched_title: PRIDWIN });
    expect((await verify('Dlamini v Road Accident Fund 2020 (5) SA 327 (CC)')).cases[0]).toMatchObject({ status: 'found', matched_title: 'Dlamini v Road Accident Fund' });
    expect((await verify('Smith v Jones 2020 (5) SA 327 (CC)')).cases[0]).toMatchObject({ status: 'mismatch' });
  });

  it.each([
    ['a paragraph the official copy has', 'Mutsila v Municipal Gratuity Fund [2025] ZACC 17 at para 12.', { cited: 'at para 12', status: 'found' }],
    ['paragraphs and a range it has', 'Mutsila v Municipal Gratuity Fund [2025] ZACC 17 at paras 86 and 89-90.', { cited: 'at paras 86 and 89-90', status: 'found' }],
    ['a paragraph past its last', 'Mutsila v Municipal Gratuity Fund [2025] ZACC 17 at para 245.', { cited: 'at para 245', status: 'not_found', last_paragraph: 118 }],
    ['a pinpoint between members of a group is the first member\'s', 'Mutsila v Municipal Gratuity Fund [2025] ZACC 17 at para 245; 2026 (1) SA 1 (CC).', { cited: 'at para 245', status: 'not_found', last_paragraph: 118 }],
    ['one of two past its last', 'Mutsila v Municipal Gratuity Fund [2025] ZACC 17 at paras 3 and 119.', { cited: 'at paras 3 and 119', status: 'not_found', last_paragraph: 118 }],
    ['a record without the official text', `${PRIDWIN} [2020] ZACC 12 at para 45`, { cited: 'at para 45', status: 'unchecked' }],
    ['a page of a law report', `${PRIDWIN} 2020 (5) SA 327 (CC) at 340C-D`, { cited: 'at 340C-D', status: 'unchecked' }],
    ['a citation under the wrong names', 'Smith v Jones [2025] ZACC 17 at para 12.', { cited: 'at para 12', status: 'unchecked' }],
    // The stored text of [2025] ZACC 20 shows its first paragraph number only (the rest were lost).
    ['an official copy whose paragraph numbers were lost', 'Van Wyk and Others v Minister of Employment and Labour [2025] ZACC 20 at para 50.', { cited: 'at para 50', status: 'unchecked' }],
  ])('pinpoint: %s', async (_label, text, expected) => {
    expect((await verify(text)).cases[0].pinpoint).toEqual(expected);
  });

  it('short forms point back to their full citation, with their pinpoints checked against that case', async () => {
    const text = 'Mutsila v Municipal Gratuity Fund [2025] ZACC 17 at para 3. See also AB v Pridwin [2020] ZACC 12.\n' +
      'Mutsila above n 1 at para 12. Id at para 245. In Pridwin at para 40 the Court held so.';
    const body = await verify(text);
    expect(body.references).toEqual([
      { cited: 'Mutsila above n 1 at para 12', refers_to: 0, start: expect.any(Number), end: expect.any(Number), pinpoint: { cited: 'at para 12', status: 'found' } },
      { cited: 'Id at para 245', refers_to: 0, start: expect.any(Number), end: expect.any(Number), pinpoint: { cited: 'at para 245', status: 'not_found', last_paragraph: 118 } },
      { cited: 'Pridwin at para 40', refers_to: 1, start: expect.any(Number), end: expect.any(Number), pinpoint: { cited: 'at para 40', status: 'unchecked' } },
    ]);
    for (const r of body.references) expect(text.slice(r.start, r.end)).toBe(r.cited);
    expect('references' in (await verify('AB v Pridwin [2020] ZACC 12'))).toBe(false);
  });

  // Quotations from the official text of [2025] ZACC 17 (paragraph 12), as lawyers alter them.
  it.each([
    ['a true quotation with an ellipsis and a changed capital', 'In Mutsila v Municipal Gratuity Fund [2025] ZACC 17 at para 12 the Court recorded that “[t]he Fund sought a declaratory order that pursuant to the death of the deceased, it had conducted a thorough investigation … to enable it to make an equitable distribution of the deceased’s death benefits”.', { status: 'found', paragraph: 12 }],
    ['a true quotation in straight quotes, with a bracketed insertion', 'The Court said "In its notice of motion, [the Fund] sought a declaratory order" (Mutsila v Municipal Gratuity Fund [2025] ZACC 17 at para 12).', { status: 'found', paragraph: 12 }],
    ['a true quotation across the official text\'s footnote number', 'In Mutsila v Municipal Gratuity Fund [2025] ZACC 17 the Fund “launched a section 30P application in the High Court of South Africa, Gauteng Division, Pretoria”.', { status: 'found', paragraph: 12 }],
    ['one word changed', 'In Mutsila v Municipal Gratuity Fund [2025] ZACC 17 the Court said “it had conducted a careful investigation to determine the deceased’s beneficiaries to enable it to make an equitable distribution”.', { status: 'close' }],
    ['words the judgment never said', 'In Mutsila v Municipal Gratuity Fund [2025] ZACC 17 the Court said “a pension fund may ignore the Adjudicator whenever it regards the determination as plainly wrong”.', { status: 'not_found' }],
    ['a case held only as a record: no official text to compare', `In ${PRIDWIN} [2020] ZACC 12 the Court said “a school may not terminate a contract without a fair procedure being followed first”.`, { status: 'unchecked' }],
  ])('quotation: %s', async (_label, text, expected) => {
    const [entry] = (await verify(text)).cases;
    expect(entry.quotes).toHaveLength(1);
    expect(entry.quotes[0]).toMatchObject(expected);
    if (expected.status === 'close') expect(entry.quotes[0]).toMatchObject({ similarity: expect.any(Number), actual: expect.stringContaining('thorough investigation') });
  });

  it('a term in quotation marks is no quotation, and a citation without one carries no quotes', async () => {
    const body = await verify('The so-called “Pridwin principle” (AB v Pridwin [2020] ZACC 12) applies.');
    expect(body.cases[0]).not.toHaveProperty('quotes');
  });

  it('names agreeing by one slip of a letter are found, and the entry names the word and its official spelling', async () => {
    const [entry] = (await verify('Mutsilla v Municipal Gratuity Fund [2025] ZACC 17')).cases;
    expect(entry).toMatchObject({ status: 'found', names_checked: true, name_slips: [{ written: 'Mutsilla', official: 'Mutsila' }] });
    // Two slips are another name.
    expect((await verify('Mutsilla v Munisipal Gratuity Fund [2025] ZACC 17')).cases[0]).toMatchObject({ status: 'mismatch' });
    expect((await verify('Mutsila v Municipal Gratuity Fund [2025] ZACC 17')).cases[0]).not.toHaveProperty('name_slips');
  });

  it('a judgment held with its text is confirmed from the official copy', async () => {
    expect((await verify('Minister of Police v Mthembu [2019] ZASCA 901')).cases[0]).toMatchObject({
      status: 'found',
      url: 'https://example.invalid/zasca/2019/901',
      sources: ['library: official copy'],
    });
  });

  // (rule of the Act table, text, expected entry)
  it.each([
    ['1: held, official copy', 'section 9 of the Constitution of the Republic of South Africa, 1996', { status: 'found', matched_title: 'Constitution of the Republic of South Africa, 1996', sources: ['library: official copy'] }],
    ['1: by number alone', 'Act No. 108 of 1996', { status: 'found', matched_title: 'Constitution of the Republic of South Africa, 1996' }],
    ['1: recorded, names agree', 'the Companies Act 71 of 2008', { status: 'found', matched_title: 'Companies Act', sources: ['verified records'] }],
    ['1: recorded as repealed', 'the Companies Act 61 of 1973', { status: 'repealed', matched_title: 'Companies Act' }],
    ['1: a record cut short, repaired at import from the by-laws that write it whole', 'the Justices of the Peace and Commissioners of Oaths Act 16 of 1963', { status: 'found', matched_title: 'Justices of the Peace and Commissioners of Oaths Act' }],
    ['2: renumbered', 'the Companies Act 72 of 2008', { status: 'number_mismatch', matched_title: 'Companies Act' }],
    ['3: name and year', 'the Companies Act, 2008', { status: 'found', matched_title: 'Companies Act' }],
    ['4: an Act that does not exist, in a year the library covers', 'the Imaginary Things Act 99 of 2015', { status: 'not_found' }],
    ['4: a name and year that match nothing, in a year the library covers', 'the Imaginary Things Act, 2015', { status: 'not_found' }],
    ['5: an Act that does not exist, in a year the library does not cover', 'the Imaginary Things Act 99 of 2016', { status: 'unchecked' }],
    ['5: provincial', 'the Western Cape Land Use Planning Act 3 of 2014', { status: 'unchecked' }],
    ['5: before 1910', 'Act 12 of 1898', { status: 'unchecked' }],
  ])('Act rule %s', async (_rule, text, expected) => {
    const body = await verify(text);
    expect(body.acts).toHaveLength(1);
    expect(body.acts[0]).toMatchObject(expected);
    // An unchecked entry says why; never the advice for cases.
    const keys = ['cited', 'end', 'start', 'status', ...(expected.status === 'unchecked' ? ['reason'] : [])].sort();
    if (!('matched_title' in expected)) expect(Object.keys(body.acts[0]).sort()).toEqual(keys);
    expect(body.acts[0].reason ?? '').not.toMatch(/law reports/);
  });

  it('returns every citation in text order with cited exactly as written, and source_note and the plan header', async () => {
    const text = 'In S v Makwanyane\u00a0and Another 1995 (3) SA 391 (CC) and under the Promotion of Access to Information Act 2 of 2000.';
    const res = await postJson(`${app.baseUrl}/v1/verify`, { text }, { Authorization: authorization });
    expect(res.headers.get('x-service-plan')).toBe('scale');
    expect(res.body.source_note).toEqual(expect.any(String));
    expect(res.body.cases.map((c: any) => c.cited)).toEqual(['1995 (3) SA 391 (CC)']);
    expect(res.body.acts.map((a: any) => a.cited)).toEqual(['Promotion of Access to Information Act 2 of 2000']);
    // Spans: offsets into the submitted text (UTF-16 code units) that a client can highlight.
    for (const entry of [...res.body.cases, ...res.body.acts]) expect(text.slice(entry.start, entry.end)).toBe(entry.cited);
  });

  it('a text with no citations gives empty lists', async () => {
    expect(await verify('The applicant seeks leave to appeal.')).toMatchObject({ cases: [], acts: [] });
  });

  it.each([
    ['no text', {}, /Give the text/],
    ['text not a string', { text: 42 }, /must be a string/],
    ['text empty after trimming', { text: '   \n ' }, /empty/],
    ['text of zero-width spaces only, as a word processor leaves them', { text: '\u200b\u200b \u2060\ufeff' }, /empty/],
    ['text over 20,000 characters', { text: 'x'.repeat(20_001) }, /20001 characters long; the most is 20000/],
    ['an unknown field', { text: 'S v X [2020] ZACC 1', mode: 'strict' }, /Unknown field 'mode'/],
    // (Read from JSON these are own fields, which the transform passed over: answered as if absent.)
    ['a field named __proto__', JSON.parse('{"text": "S v X [2020] ZACC 1", "__proto__": {"x": 1}}'), /Unknown field '__proto__'/],
    ['a field named constructor', { text: 'S v X [2020] ZACC 1', constructor: { prototype: { x: 1 } } }, /Unknown field 'constructor'/],
    // (Counted as the limit counts them: 20,001 emoji had been said to be 40,002 characters.)
    ['text over 20,000 characters outside the Basic Multilingual Plane', { text: '\u{1F600}'.repeat(20_001) }, /20001 characters long; the most is 20000/],
    ['an array body', ['S v X'], /JSON object/],
    // (3,000 nested arrays, a 6 KB body, overflowed the transform's stack: a 500, and the call counted.)
    ['text nested 3,000 arrays deep', JSON.parse(`{"text":${'['.repeat(3000)}${']'.repeat(3000)}}`), /nests values more than 8 levels deep/],
  ])('400 bad_request for %s, and the call is not counted', async (_label, payload, message) => {
    const free = await issueKey(t, 'free');
    const res = await postJson(`${app.baseUrl}/v1/verify`, payload, { Authorization: free.authorization });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'bad_request', error: expect.stringMatching(message) });
    const used = await t.db.selectFrom('usage_counters').select('used').where('subject', '=', `key:${free.keyId}`).executeTakeFirst();
    expect(used?.used ?? 0).toBe(0);
  });

  it('accepts exactly 20,000 characters', async () => {
    const text = `${PRIDWIN} [2020] ZACC 12. `.padEnd(20_000, 'x');
    expect((await verify(text)).cases).toHaveLength(1);
  });
});
