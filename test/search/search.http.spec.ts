import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { LibraryRepository } from '#libs/library/library.repository.js';
import { searchStatement } from '../../apps/api/src/search/search.repository.js';
import type { LibraryDocument } from '#libs/library/model.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { request } from '../support/http.js';
import { issueKey } from '../support/keys.js';

const filler = (n: number, words: string) => Array.from({ length: n }, (_, i) => `${words} clause ${i}.`).join(' ');

const docs: LibraryDocument[] = [
  {
    key: 'test/bylaw/noise',
    type: 'bylaw',
    title: 'Noise Control By-law',
    url: 'https://example.invalid/bylaw/noise',
    gazette: 'Provincial Gazette 7000',
    source: 'test',
    sections: [
      { number: '1', heading: 'Definitions', text: 'In this by-law "amplified sound" means sound made louder by equipment.' },
      { number: '2', heading: 'Amplified music at night', text: 'No person may play amplified music that disturbs neighbours after 22:00.' },
      { number: '3', heading: 'Offences', text: 'A person who contravenes section 2 commits an offence and is liable to a fine.' },
      { number: 'Schedule 1', heading: 'Fines', ref: 'Schedule 1: Fines', text: 'Item 1: first offence R500. Item 2: second offence R1000.' },
    ],
  },
  {
    key: 'test/act/water',
    type: 'act',
    title: 'National Water Act',
    url: 'https://example.invalid/act/water',
    act_number: 36,
    act_year: 1998,
    source: 'test',
    sections: [
      { number: '12', heading: 'Water use licences', text: 'A person may use water only under a licence issued by the responsible authority.\n\n(3) The authority must give reasons.' },
      { number: '12A', heading: 'Emergency water use', text: 'In an emergency the Minister may authorise use of water without a licence.' },
      { number: '13', heading: 'Long section', text: `${filler(900, 'The municipality must keep records of each borehole')}` },
    ],
  },
  {
    key: 'test/zacc/2020/12',
    type: 'judgment',
    title: 'Residents of Ocean View v City Council',
    url: 'https://example.invalid/zacc/2020/12',
    citation: '[2020] ZACC 12',
    case_number: 'CCT 1/20',
    court: 'Constitutional Court',
    date: '2020-06-17',
    source: 'test',
    text:
      'Headnote: eviction of residents and the duty to provide alternative accommodation.\n' +
      '[1] This matter concerns the eviction of residents from municipal housing.\n' +
      '[2] The municipality must engage meaningfully before an eviction.\n' +
      '[45] The duty of meaningful engagement is not a formality; the High Court erred.\n' +
      '[46] The order of the High Court is set aside.\n',
  },
  {
    // The words searched for stand some 5,000 characters in: excerpts come from around them.
    key: 'test/zasca/2021/5',
    type: 'judgment',
    title: 'S v Dube',
    url: 'https://example.invalid/zasca/2021/5',
    citation: '[2021] ZASCA 5',
    source: 'test',
    text: `[1] ${filler(120, 'The applicant sought leave to appeal')}\n[30] A dying declaration made to the police while lying wounded is admissible.\n[31] ${filler(20, 'The applicant sought leave to appeal')}\n`,
  },
  {
    // Judgments searched whole: words that stand only some 40,000 characters in, in a numbered
    // paragraph, and, in a judgment without numbered paragraphs, at its very end.
    key: 'test/zacc/2022/9',
    type: 'judgment',
    title: 'Minister of Trade v Traders Association',
    url: 'https://example.invalid/zacc/2022/9',
    citation: '[2022] ZACC 9',
    source: 'test',
    text:
      Array.from({ length: 200 }, (_, i) => `[${i + 1}] ${filler(3, 'The respondents contended that the regulation was irrational')}`).join('\n') +
      '\n[201] A moratorium on exporting rhinoceros horn does not infringe the right to trade freely.\n[202] The appeal is dismissed.\n',
  },
  {
    key: 'test/zasca/1999/77',
    type: 'judgment',
    title: 'Mokoena v Road Accident Fund',
    url: 'https://example.invalid/zasca/1999/77',
    source: 'test',
    text: `${filler(400, 'The plaintiff was injured in a collision on the national road')}\n\nThe claim for loss of earnings of the quadriplegic plaintiff succeeds with costs.\n`,
  },
];

describe('GET /v1/search and /v1/section', () => {
  let t: TestDatabase;
  let app: TestApp;
  let authorization: string;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestDatabase();
    const repo = new LibraryRepository(t.db);
    for (const d of docs) ids[d.key] = (await repo.saveDocument(d)).docId;
    app = await startTestApp(t.url);
    // More calls than the free tier's daily allowance: counted against a paid key.
    authorization = (await issueKey(t, 'scale')).authorization;
  });
  afterAll(async () => {
    await app?.close();
    await t?.drop();
  });

  const search = (qs: string) => request(`${app.baseUrl}/v1/search?${qs}`, { headers: { Authorization: authorization } });
  const section = (qs: string) => request(`${app.baseUrl}/v1/section?${qs}`, { headers: { Authorization: authorization } });

  it('ranks a by-law at section level and names the best section', async () => {
    const res = await search('q=amplified music neighbours');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-service-plan')).toBe('scale');
    expect(res.body.source_note).toEqual(expect.any(String));
    expect(res.body.results[0]).toEqual({
      doc_id: ids['test/bylaw/noise'],
      type: 'bylaw',
      title: 'Noise Control By-law',
      url: 'https://example.invalid/bylaw/noise',
      section: 'Section 2: Amplified music at night',
      gazette: 'Provincial Gazette 7000',
      excerpt: expect.stringContaining('amplified music'),
      highlights: expect.any(Array),
    });
    // The query's words in the excerpt, by [start, end) offsets.
    const { excerpt, highlights } = res.body.results[0];
    expect(highlights.map(([start, end]: [number, number]) => excerpt.slice(start, end).toLowerCase())).toEqual(['amplified', 'music', 'neighbours']);
  });

  it('gives one result per document, with Act and judgment fields, leaving out what does not apply', async () => {
    const res = await search('q=municipality must&limit=10');
    expect(res.status).toBe(200);
    const byId = Object.fromEntries(res.body.results.map((r: any) => [r.doc_id, r]));
    expect(res.body.results).toHaveLength(2);
    expect(byId[ids['test/act/water']]).toMatchObject({ type: 'act', act: 'Act 36 of 1998', section: 'Section 13: Long section' });
    expect(byId[ids['test/zacc/2020/12']]).toEqual({
      doc_id: ids['test/zacc/2020/12'],
      type: 'judgment',
      title: 'Residents of Ocean View v City Council',
      url: 'https://example.invalid/zacc/2020/12',
      citation: '[2020] ZACC 12',
      case_number: 'CCT 1/20',
      court: 'Constitutional Court',
      date: '2020-06-17',
      excerpt: expect.stringContaining('municipality must'),
      // where the query's words stand in the excerpt
      highlights: expect.any(Array),
      // the numbered paragraph the words stand in
      paragraph: 2,
    });
    const judgment = byId[ids['test/zacc/2020/12']];
    expect(judgment.highlights.map(([start, end]: [number, number]) => judgment.excerpt.slice(start, end).toLowerCase())).toContain('municipality');
    for (const r of res.body.results) {
      expect(Object.values(r)).not.toContain(null);
      expect(r.excerpt.length).toBeLessThanOrEqual(400);
    }
  });

  it.each([
    ['words that begin with their stems', 'police admissible'],
    // die and lie begin neither "dying" nor "lying": the excerpt is chosen from the whole opening text.
    ['words that do not', 'dying lying'],
  ])('makes the excerpt of a long text around the words searched for: %s', async (_name, q) => {
    const res = await search(`q=${encodeURIComponent(q)}&type=judgment`);
    const text = docs.find((d) => d.key === 'test/zasca/2021/5')!.text!;
    expect(res.body.results.map((r: any) => r.doc_id)).toEqual([ids['test/zasca/2021/5']]);
    const excerpt: string = res.body.results[0].excerpt;
    expect(excerpt).toContain('A dying declaration made to the police while lying wounded is admissible.');
    expect(res.body.results[0].paragraph).toBe(30);
    expect(excerpt.length).toBeLessThanOrEqual(400);
    // It begins and ends with whole words of the text.
    const words = ` ${text.replace(/\s+/g, ' ')} `;
    expect(words).toContain(` ${excerpt.split(' ')[0]} `);
    expect(words).toContain(` ${excerpt.split(' ').at(-1)} `);
  });

  it('finds words anywhere in a judgment: the best paragraph is the excerpt, with its number', async () => {
    const text = docs.find((d) => d.key === 'test/zacc/2022/9')!.text!;
    expect(text.indexOf('rhinoceros')).toBeGreaterThan(40_000);
    const res = await search('q=rhinoceros horn export moratorium');
    expect(res.body.results).toEqual([
      expect.objectContaining({
        doc_id: ids['test/zacc/2022/9'],
        paragraph: 201,
        excerpt: '[201] A moratorium on exporting rhinoceros horn does not infringe the right to trade freely.',
      }),
    ]);
    // The paragraph named is the one the section operation reads.
    const read = await section(`doc_id=${ids['test/zacc/2022/9']}&section=201`);
    expect(read.body.text).toContain('rhinoceros horn');
    // The names and a point of the judgment together: the title is part of each paragraph's unit.
    const named = await search('q=traders association rhinoceros&type=judgment');
    expect(named.body.results.map((r: any) => [r.doc_id, r.paragraph])).toEqual([[ids['test/zacc/2022/9'], 201]]);
  });

  it('finds words at the end of a judgment without numbered paragraphs (no paragraph named)', async () => {
    const text = docs.find((d) => d.key === 'test/zasca/1999/77')!.text!;
    expect(text.indexOf('quadriplegic')).toBeGreaterThan(20_000);
    const res = await search('q=quadriplegic loss of earnings');
    expect(res.body.results).toHaveLength(1);
    expect(res.body.results[0]).toMatchObject({ doc_id: ids['test/zasca/1999/77'], excerpt: expect.stringContaining('quadriplegic plaintiff succeeds') });
    expect(res.body.results[0]).not.toHaveProperty('paragraph');
  });

  it('ranks words in a title or heading above the same words in the body', async () => {
    const res = await search('q=water licence&type=act');
    expect(res.body.results[0].section).toBe('Section 12: Water use licences');
  });

  it('matches a quoted phrase as a phrase first; then units holding some of the words, by what they hold', async () => {
    expect((await search('q="meaningful engagement" duty')).body.results.map((r: any) => r.doc_id)[0]).toBe(ids['test/zacc/2020/12']);
    // No unit holds the phrase: its words count as any others, so the judgment holding "duty" and
    // "formality" and the Act holding "water" (in every section, through its title) both answer.
    expect((await search('q="duty formality" water')).body.results.map((r: any) => r.doc_id).sort())
      .toEqual([ids['test/act/water'], ids['test/zacc/2020/12']].sort());
    // A word that no unit holds changes nothing.
    const relaxed = (await search('q=water licences zzyzxq')).body.results;
    expect(relaxed.map((r: any) => [r.doc_id, r.section])[0]).toEqual([ids['test/act/water'], 'Section 12: Water use licences']);
  });

  it('answers a query of -words alone with no results, not an error', async () => {
    const res = await search('q=-water -noise');
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([]);
  });

  it('suggests did_you_mean for a word the library holds nowhere and says it searched it too; absent otherwise', async () => {
    const misspelt = (await search('q=amplified musik neighbours')).body;
    expect(misspelt.did_you_mean).toBe('amplified music neighbours');
    expect(misspelt.suggestion_searched).toBe(true);
    const corrected = (await search('q=amplified music neighbours')).body;
    expect(misspelt.results.map((r: { url: string; section?: string }) => [r.url, r.section])).toEqual(
      corrected.results.map((r: { url: string; section?: string }) => [r.url, r.section]),
    );
    expect(corrected).not.toHaveProperty('did_you_mean');
    expect(corrected).not.toHaveProperty('suggestion_searched');
    // A `-word` held nowhere: suggested, but not searched (it would exclude, not add).
    const negated = (await search('q=amplified neighbours -musik')).body;
    expect(negated.did_you_mean).toBe('amplified neighbours -music');
    expect(negated).not.toHaveProperty('suggestion_searched');
  });

  it('works the suggestion out once a search, however many results it has', async () => {
    // The search's own statement in one transaction, its function calls counted by the transaction.
    const params = { q: 'municipality musik', types: null, limit: 10, as_at: null, offset: 0, sections: 1, court: null, year_from: null, year_to: null, place: null };
    const counted = await t.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL track_functions = 'all'`.execute(trx);
      const { rows } = await searchStatement(params).execute(trx);
      const { rows: [calls] } = await sql<{ results: number; suggest: number }>`
        SELECT pg_stat_get_xact_function_calls('search_results'::regproc)::int AS results,
               pg_stat_get_xact_function_calls('search_suggest'::regproc)::int AS suggest`.execute(trx);
      return { rows, calls };
    });
    expect(counted.rows.length).toBeGreaterThan(1);
    expect(counted.rows[0].did_you_mean).toBe('municipality music');
    expect(counted.calls).toEqual({ results: 1, suggest: 1 });
  });

  it.each([
    ['year_from=1999&year_to=1998', "'year_from' (1999) is after 'year_to' (1998)", 'years the wrong way round'],
    ['year_from=98', "'year_from' must be a year from 1800 to 2100", 'not a year'],
    ['year_to=2020x', "'year_to' must be a year from 1800 to 2100", 'not digits'],
    [`court=${'Z'.repeat(101)}`, "'court' is 101 characters long; the most is 100.", 'a court name too long'],
    ['place=a&place=b', "Give 'place' once", 'a filter given twice'],
  ])('refuses a bad filter with 400: %s (%s)', async (qs, message) => {
    const res = await search(`q=amplified music&${qs}`);
    expect([res.status, res.body.code, res.body.error]).toEqual([400, 'bad_request', expect.stringContaining(message)]);
  });

  it('answers a filter that matches nothing with no results', async () => {
    const res = await search('q=amplified music&court=ZACC');
    expect([res.status, res.body.results]).toEqual([200, []]);
  });

  it('pages with offset: each page the next results of the one ranking', async () => {
    const all = (await search('q=water noise duty quadriplegic&limit=4')).body.results.map((r: any) => r.doc_id);
    expect(all.length).toBeGreaterThanOrEqual(3);
    const pages = [];
    for (const offset of [0, 2]) pages.push(...(await search(`q=water noise duty quadriplegic&limit=2&offset=${offset}`)).body.results.map((r: any) => r.doc_id));
    expect(pages).toEqual(all);
    expect((await search('q=water noise duty quadriplegic&offset=0')).body).toEqual((await search('q=water noise duty quadriplegic')).body);
    expect((await search('q=water noise duty quadriplegic&limit=2&offset=90')).body.results).toEqual([]);
  });

  it('shows up to three sections of a divided document when asked, each with its excerpt; none otherwise', async () => {
    const plain = (await search('q=water licence use&type=act')).body.results;
    expect(plain[0]).not.toHaveProperty('sections');
    const [first] = (await search('q=water licence use&type=act&sections=3')).body.results;
    expect(first.section).toBe(plain[0].section);
    expect(first.sections.length).toBeGreaterThanOrEqual(1);
    expect(first.sections.length).toBeLessThanOrEqual(3);
    expect(first.sections[0]).toEqual({ section: 'Section 12: Water use licences', excerpt: expect.stringContaining('licence'), highlights: expect.any(Array) });
    const judgment = (await search('q=meaningful engagement duty&type=judgment&sections=3')).body.results[0];
    expect(judgment).not.toHaveProperty('sections');
  });

  it.each([
    ['type filter', 'q=municipality must&type=judgment', ['test/zacc/2020/12']],
    ['type filter, sections', 'q=municipality must&type=act', ['test/act/water']],
    ['limit', 'q=municipality must&limit=1', ['test/act/water']],
  ])('%s', async (_name, qs, keys) => {
    const res = await search(qs);
    expect(res.status).toBe(200);
    expect(res.body.results.map((r: any) => r.doc_id)).toEqual(keys.map((k) => ids[k]));
  });

  it.each([
    ['no q', '', /q/],
    ['empty q', 'q=%20', /q/],
    ['one word', 'q=eviction', /two words/],
    ['one word and stop words', 'q=the eviction of it', /two words/],
    ['q too long', `q=${'word '.repeat(101)}`, /500/],
    ['q twice', 'q=water licence&q=noise control', /once/],
    ['bad type', 'q=water licence&type=case', /type/],
    ['limit 0', 'q=water licence&limit=0', /limit/],
    ['limit 11', 'q=water licence&limit=11', /limit/],
    ['limit not a number', 'q=water licence&limit=five', /limit/],
    ['unknown parameter', 'q=water licence&lmit=3', /lmit/],
    ['offset past the last page', 'q=water licence&offset=91', /offset/],
    ['sections over 3', 'q=water licence&sections=4', /sections/],
    ['sections 0', 'q=water licence&sections=0', /sections/],
    ['negative offset', 'q=water licence&offset=-1', /offset/],
    ['offset not a number', 'q=water licence&offset=two', /offset/],
  ])('400 bad_request: %s', async (_name, qs, message) => {
    const res = await search(qs);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('bad_request');
    expect(res.body.error).toMatch(message);
  });

  it.each([
    ['reference as search returns it', 'Section 12: Water use licences', 'Section 12: Water use licences'],
    ['bare number', '12', 'Section 12: Water use licences'],
    ['number with letter', '12a', 'Section 12A: Emergency water use'],
    ['s 12', 's 12', 'Section 12: Water use licences'],
    ['section 12(3)', 'section 12(3)', 'Section 12: Water use licences'],
  ])('section: %s', async (_name, ref, expected) => {
    const res = await section(`doc_id=${ids['test/act/water']}&section=${encodeURIComponent(ref)}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ doc_id: ids['test/act/water'], title: 'National Water Act', section: expected, url: 'https://example.invalid/act/water' });
    expect(res.body.gazette).toBeUndefined();
  });

  it('reads a schedule and gives the gazette', async () => {
    const res = await section(`doc_id=${ids['test/bylaw/noise']}&section=Schedule%201`);
    expect(res.body).toMatchObject({ section: 'Schedule 1: Fines', gazette: 'Provincial Gazette 7000', text: expect.stringContaining('R500') });
  });

  it.each([['no section', ''], ['no match', '&section=99']])('lists every reference in order: %s', async (_name, extra) => {
    const res = await section(`doc_id=${ids['test/bylaw/noise']}${extra}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      doc_id: ids['test/bylaw/noise'],
      title: 'Noise Control By-law',
      sections: ['Section 1: Definitions', 'Section 2: Amplified music at night', 'Section 3: Offences', 'Schedule 1: Fines'],
      source_note: expect.any(String),
    });
  });

  it('caps text at 12,000 characters at a sentence end', async () => {
    const res = await section(`doc_id=${ids['test/act/water']}&section=13`);
    expect(res.body.text.length).toBeLessThanOrEqual(12000);
    expect(res.body.text.length).toBeGreaterThan(11000);
    expect(res.body.text).toMatch(/\d\.$/);
  });

  it.each([
    ['whole judgment', '', /^Headnote[\s\S]*set aside\.$/],
    ['paragraph number', '&section=45', /^\[45\] The duty of meaningful engagement[^\n]*erred\.$/],
    ['[45]', '&section=%5B45%5D', /^\[45\] /],
    ['para 45', '&section=para%2045', /^\[45\] /],
    ['a phrase', '&section=engage%20meaningfully', /^\[2\] The municipality must engage/],
    ['words of a phrase, not in order', '&section=formality%20engagement', /^\[45\] /],
  ])('judgment: %s', async (_name, extra, text) => {
    const res = await section(`doc_id=${ids['test/zacc/2020/12']}${extra}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ doc_id: ids['test/zacc/2020/12'], section: null, url: 'https://example.invalid/zacc/2020/12' });
    expect(res.body.text).toMatch(text);
  });

  it('lists paragraph numbers when a judgment reference matches nothing', async () => {
    const res = await section(`doc_id=${ids['test/zacc/2020/12']}&section=99`);
    expect(res.body.sections).toEqual(['1', '2', '45', '46']);
  });

  it.each([
    ['no doc_id', 'section=12', 400, /doc_id/],
    ['doc_id 0', 'doc_id=0', 400, /doc_id/],
    ['doc_id not a number', 'doc_id=abc', 400, /doc_id/],
    ['section too long', `doc_id=1&section=${'x'.repeat(201)}`, 400, /200/],
    ['unknown parameter', 'doc_id=1&sec=2', 400, /sec/],
    ['unknown doc_id', 'doc_id=999999', 404, /999999/],
  ])('section errors: %s', async (_name, qs, status, message) => {
    const res = await section(qs);
    expect(res.status).toBe(status);
    expect(res.body.code).toBe(status === 400 ? 'bad_request' : 'not_found');
    expect(res.body.error).toMatch(message);
  });
});
