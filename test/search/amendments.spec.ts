import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from '@jest/globals';
import { amendmentsOf } from '#libs/importers/akn.importer.js';
import { sharedDataDir } from '#libs/testing/templates.js';
import { postJson, request } from '../support/http.js';
import { realLibraryApp } from '../support/real-library.js';
import { describeShared } from '../support/shared.js';

/**
 * Amendments as the source records them (migration 0027), on the real by-laws' metadata.json
 * (../shared/data/bylaws: 35 expressions list amendments) and the Constitution's `work_amendments`
 * (20), read through GET /v1/section and POST /v1/verify. The Events By-law is amended on
 * 2010-12-09 and 2016-08-19 (the library holds both expressions); the Community Fire Safety By-law
 * on 2007-06-29 and 2015-08-21 (the library holds the 2002 and 2015 expressions, none of 2007); the
 * liquor undertakings by-law on 2014-12-12, after its one expression held (2014-01-17).
 */
const EVENTS = '/akn/za-cpt/act/by-law/2009/events';
const FIRE = '/akn/za-cpt/act/by-law/2002/community-fire-safety';
const LIQUOR = '/akn/za-cpt/act/by-law/2014/control-undertakings-liquor';
const PROPERTY = '/akn/za-cpt/act/by-law/2003/immovable-property';

const EVENTS_2010 = { date: '2010-12-09', amended_by: '/akn/za/by-law/cape-town/2009/events-amendment', amended_by_title: 'Events Amendment By-law, 2009' };
const EVENTS_2016 = { date: '2016-08-19', amended_by: '/akn/za-wc/act/by-law/2016/events-amendment', amended_by_title: 'City of Cape Town: Events Amendment By-law, 2016' };
const FIRE_2007 = { date: '2007-06-29', amended_by: '/akn/za-cpt/act/by-law/2007/community-fire-safety-amendment', amended_by_title: 'Community Fire Safety Amendment By-law' };
const FIRE_2015 = { date: '2015-08-21', amended_by: '/akn/za-cpt/act/by-law/2015/community-fire-safety-amendment', amended_by_title: 'Community Fire Safety Amendment By-law, 2015' };
const CONSTITUTION_17TH = { date: '2013-08-23', amended_by: '/akn/za/act/2012/constitution-seventeenth-amendment', amended_by_title: 'Constitution Seventeenth Amendment Act, 2012' };

/** Each by-law work's current expression (its newest) with the metadata.json beside it. */
function currentBylawMetadata(): Array<{ key: string; amendments: unknown }> {
  const root = path.join(sharedDataDir(), 'bylaws');
  const works = new Map<string, { date: string; file: string }>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'metadata.json') {
        const m = path.relative(root, dir).split(path.sep).join('/').match(/^(.*)\/eng\/(\d{4}-\d{2}-\d{2})$/);
        if (m && (works.get(m[1])?.date ?? '') < m[2]) works.set(m[1], { date: m[2], file: full });
      }
    }
  };
  walk(root);
  return [...works].map(([work, { file }]) => ({ key: `/akn/${work}`, amendments: JSON.parse(fs.readFileSync(file, 'utf8')).amendments }));
}

describeShared('amendments as the source records them, on the real by-laws and the Constitution', () => {
  const real = realLibraryApp([EVENTS, FIRE, LIQUOR, PROPERTY]);

  it("keeps each by-law's amendments as its current expression's metadata.json lists them", async () => {
    const source = currentBylawMetadata();
    const stored = new Map((await real.t.db.selectFrom('documents').select(['key', 'amendments']).where('type', '=', 'bylaw').execute()).map((r) => [r.key, r.amendments]));
    const listing = source.filter((s) => Array.isArray(s.amendments) && s.amendments.length);
    // (125 works; of the 35 expressions listing amendments, these are the works' newest.)
    expect(source).toHaveLength(125);
    expect(listing.length).toBeGreaterThan(20);
    for (const s of source) expect([s.key, stored.get(s.key) ?? undefined]).toEqual([s.key, amendmentsOf(s.amendments)]);
  });

  const section = (key: string, ref: string, asAt?: string) =>
    request(`${real.app.baseUrl}/v1/section?${new URLSearchParams({ doc_id: String(real.ids[key]), section: ref, ...(asAt ? { as_at: asAt } : {}) })}`, { headers: { Authorization: real.authorization } });

  it.each<[string, string, string, string | undefined, object | undefined]>([
    // [why, work, section, as_at, amendments expected (undefined: no field)]
    ['the current text: every amendment recorded, newest first', EVENTS, '4A', undefined, { count: 2, latest: [EVENTS_2016, EVENTS_2010] }],
    ['the 2010 version: only the amendment dated by then', EVENTS, '6', '2012-06-30', { count: 1, latest: [EVENTS_2010] }],
    ['an amendment dated the day asked is counted', EVENTS, '6', '2010-12-09', { count: 1, latest: [EVENTS_2010] }],
    ['the day the second takes effect', EVENTS, '6', '2016-08-19', { count: 2, latest: [EVENTS_2016, EVENTS_2010] }],
    ['the 2002 version, read in 2010: the 2007 amendment is listed, dated after the version (a text the library lacks)', FIRE, '1', '2010-01-01', { count: 1, latest: [FIRE_2007] }],
    ['the current (2015) text', FIRE, '1', undefined, { count: 2, latest: [FIRE_2015, FIRE_2007] }],
    ['an amendment after the one expression held: listed, its date after version.expression_date', LIQUOR, '1', undefined, { count: 1, latest: [{ date: '2014-12-12', amended_by: '/akn/za/by-law/cape-town/2014/control-undertakings-liquor-amendment' }] }],
    ['before that amendment: none to list, so no field', LIQUOR, '1', '2014-06-30', undefined],
    ['a by-law whose source lists no amendments: no field', PROPERTY, '1', undefined, undefined],
  ])('GET /v1/section: %s', async (_why, key, ref, asAt, amendments) => {
    const res = await section(key, ref, asAt);
    expect(res.status).toBe(200);
    expect(res.body.text).toEqual(expect.any(String));
    if (amendments) expect(res.body.amendments).toMatchObject(amendments);
    else expect(res.body.amendments).toBeUndefined();
  });

  it('a version read where the section is not in force carries no amendments (no text is answered)', async () => {
    const res = await section(EVENTS, '4A', '2012-06-30');
    expect(res.body.not_in_force).toMatchObject({ reason: 'not_in_version' });
    expect(res.body.amendments).toBeUndefined();
  });

  const verify = async (text: string, asAt?: string) => {
    const res = await postJson(`${real.app.baseUrl}/v1/verify`, { text, ...(asAt ? { as_at: asAt } : {}) }, { Authorization: real.authorization });
    expect(res.status).toBe(200);
    return res.body;
  };
  const EV = 'Section 4A of the City of Cape Town Events By-law, 2009 requires a safety officer.';

  it.each<[string, string, string | undefined, string, object]>([
    ['a by-law section, current texts', EV, undefined, 'found', { count: 2, latest: [EVENTS_2016, EVENTS_2010] }],
    ['the same on a date after both amendments', EV, '2017-01-01', 'found', { count: 2 }],
    ['before the section was inserted: not_in_force, the amendment made by then listed', EV, '2012-06-30', 'not_in_force', { count: 1, latest: [EVENTS_2010] }],
    ['a section of the Constitution, current text: 20 recorded, the latest 10 listed', 'Section 26(3) of the Constitution forbids it.', undefined, 'found', { count: 20, latest: expect.arrayContaining([CONSTITUTION_17TH]) }],
  ])('provision entry: %s', async (_why, text, asAt, status, amendments) => {
    const body = await verify(text, asAt);
    const [entry] = [...(body.provisions ?? []), ...body.acts.flatMap((a: { provisions?: unknown[] }) => a.provisions ?? [])];
    expect(entry).toMatchObject({ status, amendments });
    expect(entry.amendments.latest.length).toBe(Math.min(entry.amendments.count, 10));
  });

  it("an Act entry for a held Act lists its amendments, newest first, at most 10 with the count; a record's has none", async () => {
    const body = await verify('See the Constitution of the Republic of South Africa, 1996 (Act 108 of 1996), and the Consumer Protection Act 68 of 2008.');
    const [constitution, cpa] = body.acts;
    expect(constitution).toMatchObject({ status: 'found', amendments: { count: 20 } });
    expect(constitution.amendments.latest).toHaveLength(10);
    expect(constitution.amendments.latest[0]).toEqual(CONSTITUTION_17TH);
    const dates = constitution.amendments.latest.map((a: { date: string }) => a.date);
    expect(dates).toEqual([...dates].sort().reverse());
    // (The CPA as enacted: its source lists no amendments.)
    expect(cpa.status).toBe('found');
    expect(cpa.amendments).toBeUndefined();
  });
});
