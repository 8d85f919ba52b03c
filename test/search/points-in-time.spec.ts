import { expect, it } from '@jest/globals';
import { postJson, request, rpc } from '../support/http.js';
import { realLibraryApp } from '../support/real-library.js';
import { describeShared } from '../support/shared.js';

/**
 * The law on a date, on the real by-laws' expressions (../shared/data/bylaws: 149 expressions of 125
 * works). Sections that changed between expressions were found by diffing each work's expressions:
 * the Cape Town Events By-law's 2016 expression inserts ss 4A and 4B, the Integrated Waste
 * Management By-law's 2016 one ss 4A, 23A and 26A, the Johannesburg public-road by-law's 2011-08-10
 * one s 7A; the Immovable Property By-law of 2003 was repealed on 2015-12-11.
 */
const EVENTS = '/akn/za-cpt/act/by-law/2009/events';
const WASTE = '/akn/za-cpt/act/by-law/2009/integrated-waste-management';
const ROADS = '/akn/za-jhb/act/by-law/2004/public-road-electronic-communications-networks-and-miscellaneous';
const PROPERTY = '/akn/za-cpt/act/by-law/2003/immovable-property';

describeShared('the law on a date (as_at) on the real by-laws', () => {
  const real = realLibraryApp([EVENTS, WASTE, ROADS, PROPERTY]);

  const get = (path: string, query: Record<string, string | number | undefined>) => {
    const qs = new URLSearchParams(Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])));
    return request(`${real.app.baseUrl}/v1/${path}?${qs}`, { headers: { Authorization: real.authorization } });
  };
  const section = (key: string, ref: string | undefined, asAt?: string) => get('section', { doc_id: real.ids[key], section: ref, as_at: asAt });

  it('holds every expression: 149 versions of the 125 by-law works, in force end to end', async () => {
    const rows = await real.t.db
      .selectFrom('document_versions as v')
      .innerJoin('documents as d', 'd.doc_id', 'v.doc_id')
      .select(['d.key', 'd.expression_date as current', 'v.expression_date', 'v.in_force_to'])
      .where('d.type', '=', 'bylaw')
      .orderBy('d.key')
      .orderBy('v.expression_date')
      .execute();
    expect(rows).toHaveLength(149);
    expect(new Set(rows.map((r) => r.key)).size).toBe(125);
    // Each version runs to the next one's date; the latest is open-ended and is the current text.
    rows.forEach((r, i) => {
      const next = rows[i + 1]?.key === r.key ? rows[i + 1].expression_date : null;
      expect(r.in_force_to).toBe(next);
      if (next === null) expect(r.expression_date).toBe(r.current);
    });
  });

  it.each([
    // [work, section, as_at, the version read (expression date, in force to), reason]
    [EVENTS, '4A', '2017-01-01', ['2016-08-19', null], 'inserted by the 2016 expression, the version in force then'],
    [EVENTS, '4A', '2016-08-19', ['2016-08-19', null], 'the day the 2016 expression takes effect'],
    [EVENTS, 'Section 6: Criteria', '2012-06-30', ['2010-12-09', '2016-08-19'], 'a section both versions have, read from the one in force then'],
    [EVENTS, '1', '2010-12-09', ['2010-12-09', '2016-08-19'], 'the first expression, on its own date'],
    [WASTE, 's 26A', '2020-01-01', ['2016-06-30', null], 'inserted in 2016, written as lawyers write it'],
    [ROADS, '7A', '2011-08-10', ['2011-08-10', null], 'inserted by the fourth expression, read on its date'],
    [ROADS, '7', '2011-07-01', ['2011-06-29', '2011-08-10'], 'the third expression, in force for six weeks'],
    [PROPERTY, '1', '2015-12-10', ['2003-02-28', null], 'the day before the repeal took effect: still in force'],
  ] as const)('%s s %s on %s is read from the version in force then', async (key, ref, asAt, [from, to], _why) => {
    const res = await section(key, ref, asAt);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ doc_id: real.ids[key], section: expect.any(String), text: expect.any(String), version: { expression_date: from, in_force_from: from, in_force_to: to } });
    expect(res.body.not_in_force).toBeUndefined();
  });

  it.each([
    // [work, section, as_at, not_in_force expected, reason]
    [EVENTS, '4A', '2012-06-30', { reason: 'not_in_version', versions: [{ expression_date: '2016-08-19', in_force_from: '2016-08-19', in_force_to: null }] }, 'not yet inserted: the 2010 version is in force'],
    [EVENTS, '4B', '2016-08-18', { reason: 'not_in_version', versions: [{ expression_date: '2016-08-19', in_force_to: null }] }, 'the day before the amendment'],
    [WASTE, 'Section 23A: Seizure and impounding of vehicles', '2015-01-01', { reason: 'not_in_version', versions: [{ expression_date: '2016-06-30' }] }, 'a reference as search returns it, absent then'],
    [ROADS, '7A', '2011-08-09', { reason: 'not_in_version', versions: [{ expression_date: '2011-08-10' }] }, 'one day before its insertion'],
    [EVENTS, '1', '2010-12-08', { reason: 'before_first_version', first_version: '2010-12-09' }, 'a date before the first expression the library holds'],
    [EVENTS, undefined, '1999-01-01', { reason: 'before_first_version', first_version: '2010-12-09' }, 'the whole work, before its first expression'],
    [PROPERTY, '1', '2015-12-11', { reason: 'repealed', repeal: { date: '2015-12-11', repealed_by: '/akn/za-cpt/act/by-law/2015/immovable-property' } }, 'repealed on that very day'],
    [PROPERTY, '1', '2020-01-01', { reason: 'repealed', repeal: { date: '2015-12-11', repealed_by_title: 'City of Cape Town: Immovable Property By-Law, 2014' } }, 'repealed years before'],
  ] as const)('%s s %s on %s is not in force', async (key, ref, asAt, expected, _why) => {
    const res = await section(key, ref, asAt);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ doc_id: real.ids[key], not_in_force: { as_at: asAt, message: expect.any(String), ...expected } });
    expect(res.body.text).toBeUndefined();
  });

  it('names the section and both dates in plain language', async () => {
    const res = await section(EVENTS, '4A', '2012-06-30');
    expect(res.body).toMatchObject({ section: 'Section 4A: Safety Officer', version: { expression_date: '2010-12-09', in_force_to: '2016-08-19' } });
    expect(res.body.not_in_force.message).toBe(
      'Section 4A: Safety Officer is not in the version in force on 2012-06-30 (of 2010-12-09); it is in the version in force from 2016-08-19.',
    );
  });

  it('a section no version has answers the list of that version, as without a date (not a 404)', async () => {
    const res = await section(EVENTS, '99', '2012-06-30');
    expect(res.status).toBe(200);
    expect(res.body.sections).toHaveLength(17);
    expect(res.body.sections).not.toContain('Section 4A: Safety Officer');
    expect(res.body.version).toMatchObject({ expression_date: '2010-12-09' });
    expect((await section(EVENTS, '99')).body.sections).toContain('Section 4A: Safety Officer');
  });

  it('without as_at reads the current text and names its version; a repealed work says so', async () => {
    expect((await section(EVENTS, '4A')).body).toMatchObject({ section: 'Section 4A: Safety Officer', version: { expression_date: '2016-08-19', in_force_to: null } });
    expect((await section(PROPERTY, '1')).body).toMatchObject({ text: expect.any(String), repeal: { date: '2015-12-11', repealed_by: '/akn/za-cpt/act/by-law/2015/immovable-property' } });
  });

  it.each([
    ['2015-02-30', 'no such day'],
    ['2015/06/30', 'slashes, not the ISO form'],
    ['30-06-2015', 'day first'],
    ['2015-6-30', 'month not two digits'],
    ['yesterday', 'a word'],
  ])('as_at=%s is a 400 in the spec shape (%s)', async (asAt) => {
    for (const path of ['section', 'search']) {
      const res = await get(path, path === 'section' ? { doc_id: real.ids[EVENTS], section: '1', as_at: asAt } : { q: 'safety officer', as_at: asAt });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'bad_request', error: "'as_at' must be a date written YYYY-MM-DD, for example 2015-06-30." });
    }
    const verify = await postJson(`${real.app.baseUrl}/v1/verify`, { text: 'Section 26(3) of the Constitution.', as_at: asAt }, { Authorization: real.authorization });
    expect(verify.status).toBe(400);
    expect(verify.body).toMatchObject({ code: 'bad_request', error: "'as_at' must be a date written YYYY-MM-DD, for example 2015-06-30." });
  });

  it('search without as_at answers one result per work, from its current text', async () => {
    for (const q of ['event organiser safety officer', 'waste management accredited service provider', 'liquor trading hours', 'municipal planning tribunal application']) {
      const res = await get('search', { q, type: 'bylaw', limit: 10 });
      expect(res.status).toBe(200);
      const docIds = res.body.results.map((r: { doc_id: number }) => r.doc_id);
      expect(new Set(docIds).size).toBe(docIds.length);
    }
    const events = (await get('search', { q: 'event organiser appoint safety officer', type: 'bylaw', limit: 3 })).body.results[0];
    expect(events).toMatchObject({ doc_id: real.ids[EVENTS], section: 'Section 4A: Safety Officer' });
  });

  it('search with as_at searches the versions in force then: an earlier version, not a section inserted later, nor a repealed work', async () => {
    const then = (await get('search', { q: 'event organiser appoint safety officer', type: 'bylaw', limit: 10, as_at: '2012-06-30' })).body.results;
    const events = then.find((r: { doc_id: number }) => r.doc_id === real.ids[EVENTS]);
    expect(events).toBeDefined();
    expect(events.section).not.toMatch(/^Section 4[AB]:/);
    expect(new Set(then.map((r: { doc_id: number }) => r.doc_id)).size).toBe(then.length);
    const property = (q: string, asAt?: string) => get('search', { q, type: 'bylaw', limit: 10, as_at: asAt }).then((r) => r.body.results.map((x: { doc_id: number }) => x.doc_id));
    expect(await property('immovable property lease alienation council', '2014-01-01')).toContain(real.ids[PROPERTY]);
    expect(await property('immovable property lease alienation council', '2016-01-01')).not.toContain(real.ids[PROPERTY]);
    // Before any of the by-laws' expressions: none of them was in force.
    expect(await property('municipal council by-law', '1990-01-01')).toEqual([]);
  });

  it('the MCP tools take as_at through the same contract', async () => {
    const list = await rpc(real.app.baseUrl, 'tools/list', {}, 1, { Authorization: real.authorization });
    for (const name of ['legal_get_section', 'legal_library_search']) {
      const tool = list.body.result.tools.find((x: { name: string }) => x.name === name);
      expect(tool.inputSchema.properties.as_at).toMatchObject({ type: 'string', format: 'date' });
    }
    const call = await rpc(real.app.baseUrl, 'tools/call', { name: 'legal_get_section', arguments: { doc_id: real.ids[EVENTS], section: '4A', as_at: '2012-06-30' } }, 2, { Authorization: real.authorization });
    expect(call.body.result.structuredContent).toMatchObject({ not_in_force: { reason: 'not_in_version' } });
    const bad = await rpc(real.app.baseUrl, 'tools/call', { name: 'legal_library_search', arguments: { query: 'safety officer', as_at: '2015-02-30' } }, 3, { Authorization: real.authorization });
    expect(bad.body.result.isError).toBe(true);
    // legal_verify_citations: provisions checked as the law stood then (the Constitution is dated 1996-12-18).
    const verify = await rpc(real.app.baseUrl, 'tools/call', { name: 'legal_verify_citations', arguments: { text: 'Section 26(3) of the Constitution.', as_at: '1990-01-01' } }, 4, { Authorization: real.authorization });
    expect(verify.body.result.structuredContent.acts[0].provisions[0]).toMatchObject({ provision: 's 26(3)', status: 'not_in_force' });
  });
});
