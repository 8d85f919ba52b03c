import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { starterLibraryTemplate } from '#libs/testing/templates.js';
import { createTestDatabase, testAdminUrl, type TestDatabase } from '../support/database.js';

// The filters of search_results (court, year_from, year_to, place) and by-laws' `municipality`, over
// the starter library.

interface Row {
  doc_id: number;
  type: string;
  court: string | null;
  date: string | null;
  act: string | null;
  municipality: string | null;
  section: string | null;
  key: string;
}

interface Filters {
  types?: string[];
  court?: string;
  year_from?: number;
  year_to?: number;
  place?: string;
  as_at?: string;
}

const year = (r: Row) => Number(r.act ? r.act.slice(-4) : r.date!.slice(0, 4));

const cases: Array<[query: string, filters: Filters, holds: (rows: Row[]) => boolean, reason: string]> = [
  ['unfair discrimination equality', { court: 'ZACC' }, (rs) => rs.length > 0 && rs.every((r) => r.court === 'Constitutional Court'), 'a court by its citation code'],
  ['unfair discrimination equality', { court: 'supreme court of appeal' }, (rs) => rs.length > 0 && rs.every((r) => r.court === 'Supreme Court of Appeal'), 'a court by its name, in any case'],
  ['unfair discrimination equality', { court: 'ZAGPJHC' }, (rs) => rs.length === 0, 'a court the library holds none of: no results, no error'],
  ['unfair discrimination equality', { year_from: 1995, year_to: 1999 }, (rs) => rs.length > 0 && rs.every((r) => year(r) >= 1995 && year(r) <= 1999), 'a range of years, by date'],
  ['consumer goods warranty', { types: ['act'], year_from: 2008, year_to: 2008 }, (rs) => rs.length > 0 && rs.every((r) => r.act!.endsWith('of 2008')), "an Act by its act_year"],
  ['unfair discrimination equality', { year_from: 2100 }, (rs) => rs.length === 0, 'no document of those years: no results'],
  ['dogs off leash', { place: 'Cape Town' }, (rs) => rs.length > 0 && rs.every((r) => r.key.startsWith('/akn/za-cpt/') && r.municipality === 'City of Cape Town'), 'a city query understanding knows'],
  ['beach camping', { place: 'Durban' }, (rs) => rs.length > 0 && rs.every((r) => r.municipality === 'eThekwini'), "a town of a municipality (search_aliases' place rows)"],
  ['keeping poultry', { place: 'cape  agulhas!' }, (rs) => rs.length > 0 && rs.every((r) => r.municipality === 'Cape Agulhas'), 'a municipality by name: case, spacing and punctuation do not matter'],
  ['keeping poultry', { place: 'za-wc033' }, (rs) => rs.length > 0 && rs.every((r) => r.municipality === 'Cape Agulhas'), 'a municipality by its FRBR place code'],
  ['beach camping -caravan', { place: 'Durban' }, (rs) => rs.length > 0 && rs.every((r) => !/caravan/i.test(r.section ?? '')), 'a -word leaves out the units holding it'],
  ['beach camping', { place: 'Atlantis on Sea' }, (rs) => rs.length === 0, 'a place the library knows no by-laws of: no results'],
  ['beach camping', { place: 'Durban', as_at: '2020-01-01' }, (rs) => rs.length > 0 && rs.every((r) => r.municipality === 'eThekwini'), 'a filter with as_at'],
  ['unfair discrimination equality', { court: 'ZACC', place: 'Durban' }, (rs) => rs.length === 0, 'filters combine: no judgment is a by-law'],
];

describe('search filters and municipality', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(await starterLibraryTemplate(testAdminUrl()));
  }, 120_000);
  afterAll(() => t?.drop());

  const search = async (q: string, f: Filters, limit = 10) =>
    (await t.pool.query<Row>(
      `SELECT r.*, d.key FROM search_results($1, $2, $3, $4, 0, 1, $5, $6, $7, $8) r JOIN documents d ON d.doc_id = r.doc_id`,
      [q, f.types ?? null, limit, f.as_at ?? null, f.court ?? null, f.year_from ?? null, f.year_to ?? null, f.place ?? null])).rows;

  it.each(cases)('%s %j (%#: %s)', async (query, filters, holds) => {
    const rows = await search(query, filters);
    expect([rows.map((r) => `${r.key} ${r.court ?? ''} ${r.date ?? ''} ${r.municipality ?? ''}`), holds(rows)]).toEqual([expect.anything(), true]);
  });

  it('ranks exactly within a narrow filter: its documents are found however low they rank in the whole library', async () => {
    // Matzikama's by-laws hold none of the first ten for `refuse removal`, and several of its own.
    const whole = (await search('refuse removal', {}, 10)).filter((r) => r.key.startsWith('/akn/za-wc011/'));
    const filtered = await search('refuse removal', { place: 'Matzikama' });
    expect([whole.length, filtered.length > 3]).toEqual([0, true]);
  });

  it('leaves the answer unchanged when no filter is given', async () => {
    const plain = (await t.pool.query('SELECT * FROM search_results($1, NULL, 10)', ['unfair discrimination equality'])).rows;
    const nulls = (await t.pool.query('SELECT * FROM search_results($1, NULL, 10, NULL, 0, 1, NULL, NULL, NULL, NULL)', ['unfair discrimination equality'])).rows;
    expect(nulls).toEqual(plain);
  });

  it('still refuses a one-word query under a filter', async () => {
    await expect(search('the act', { court: 'ZACC' })).rejects.toMatchObject({ code: 'VL400' });
    await expect(search('the act', { place: 'Atlantis on Sea' })).rejects.toMatchObject({ code: 'VL400' });
  });

  it('names the municipality of every by-law result, from the table or else the demarcation code', async () => {
    const { rows: table } = await t.pool.query<{ code: string; name: string; example: string }>('SELECT * FROM search_municipalities ORDER BY code');
    expect(table.map((m) => m.code)).toEqual(['za-cpt', 'za-eth', 'za-jhb', 'za-wc011', 'za-wc033']);
    for (const m of table) {
      const rows = await search(m.example, { place: m.name });
      expect([m.code, rows.length > 0 && rows.every((r) => r.key.startsWith(`/akn/${m.code}/`) && r.municipality === m.name)]).toEqual([m.code, true]);
    }
    const { rows: named } = await t.pool.query<{ k: string; m: string | null }>(
      "SELECT k, search_municipality(k) AS m FROM unnest(ARRAY['/akn/za-wc012/act/by-law/2010/x', '/akn/za/act/1996/constitution']) k");
    // A code not in the table: its demarcation code; a national work: none.
    expect(named).toEqual([{ k: '/akn/za-wc012/act/by-law/2010/x', m: 'WC012' }, { k: '/akn/za/act/1996/constitution', m: null }]);
    const acts = await search('consumer goods warranty', { types: ['act'] });
    expect(acts.every((r) => r.municipality === null)).toBe(true);
  });
});
