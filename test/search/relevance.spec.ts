import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { starterLibraryTemplate } from '#libs/testing/templates.js';
import { formatRelevance, KNOWN_ITEMS, KNOWN_JUDGMENTS, measureJudgmentRelevance, measureRelevance, type RelevanceFigures } from '#libs/testing/relevance.js';
import { createTestDatabase, testAdminUrl, type TestDatabase } from '../support/database.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { request } from '../support/http.js';
import { issueKey } from '../support/keys.js';

// Figures reached and recorded in docs/search.md (hit@1 0.800, hit@5 0.844, MRR 0.822; 0.822, 0.844,
// 0.833 before each field was normalised by its own length, migration 0028, which took the graded
// set from 0.811 to 0.839: `substation accommodation electricity supply` names no place, and two
// Electricity Supply By-laws each have a section `Substation accommodation`; Cape Town's now comes
// before Cape Agulhas's, the one expected. 0.778, 0.800, 0.789 while a unit holding every word came
// first): the test fails if relevance drops below them. One ranking path serves every server.
const FLOOR = { hitAt1: 0.8, hitAt5: 0.84, mrr: 0.82 };
// Over the judgments (docs/search.md): 0.971, 0.971, 0.971, paragraph right 0.686. While a unit
// holding every word came first, 0.971, 1.000, 0.986, 0.714: `damages for loss of management time`
// now loses its judgment to by-law sections whose titles hold "management" (the coverage of the
// query a signal, not a gate; the graded set of npm run bench -- relevance rose from 0.620 to 0.789).
// Before judgments were searched whole (the opening 8,000 characters only) 0.343, 0.514, 0.414, 0.086.
const JUDGMENT_FLOOR = { hitAt1: 0.97, hitAt5: 0.97, mrr: 0.97, paragraphs: 0.68 };

describe('search relevance over the real library (by-laws and the Constitution)', () => {
  let t: TestDatabase;
  let app: TestApp;
  let keys: Map<number, string>;
  let figures: RelevanceFigures;
  let judgments: RelevanceFigures;
  beforeAll(async () => {
    t = await createTestDatabase(await starterLibraryTemplate(testAdminUrl()));
    app = await startTestApp(t.url);
    // More queries than the free tier's daily allowance: counted against a paid key.
    const { authorization } = await issueKey(t, 'scale');
    keys = new Map((await t.db.selectFrom('documents').select(['doc_id', 'key']).execute()).map((d) => [d.doc_id, d.key]));
    const search = async (q: string) => {
      const res = await request(`${app.baseUrl}/v1/search?q=${encodeURIComponent(q)}&limit=5`, { headers: { Authorization: authorization } });
      expect(res.status).toBe(200);
      return res.body.results.map((r: any) => ({ key: keys.get(r.doc_id)!, section: /^Section ([^:]+)/.exec(r.section ?? '')?.[1], paragraph: r.paragraph }));
    };
    figures = await measureRelevance(search);
    judgments = await measureJudgmentRelevance(search);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await t?.drop();
  });

  it('has at least 40 known-item queries, each naming a section the library holds', async () => {
    expect(KNOWN_ITEMS.length).toBeGreaterThanOrEqual(40);
    for (const item of KNOWN_ITEMS) {
      const row = await t.db
        .selectFrom('sections')
        .innerJoin('documents', 'documents.doc_id', 'sections.doc_id')
        .select('sections.ref')
        .where('documents.key', '=', item.key)
        .where('sections.number', '=', item.section)
        .executeTakeFirst();
      expect([item.key, item.section, row?.ref !== undefined]).toEqual([item.key, item.section, true]);
    }
  });

  it('keeps hit@1, hit@5 and MRR at or above the recorded figures', () => {
    process.stdout.write(`${formatRelevance(figures)}\n`);
    expect(figures.hitAt1).toBeGreaterThanOrEqual(FLOOR.hitAt1);
    expect(figures.hitAt5).toBeGreaterThanOrEqual(FLOOR.hitAt5);
    expect(figures.mrr).toBeGreaterThanOrEqual(FLOOR.mrr);
  });

  it('finds judgments by what they say deep inside (at least 20 queries, each for a passage after the first 8,000 characters)', async () => {
    expect(KNOWN_JUDGMENTS.length).toBeGreaterThanOrEqual(20);
    for (const item of KNOWN_JUDGMENTS) {
      const doc = await t.db.selectFrom('documents').select(['doc_id', 'body']).where('key', '=', item.key).executeTakeFirstOrThrow();
      const numbers = (await t.db.selectFrom('paragraphs').select('number').where('doc_id', '=', doc.doc_id).execute()).map((p) => p.number);
      for (const n of item.paragraphs) expect([item.q, n, numbers.includes(n)]).toEqual([item.q, n, true]);
    }
    process.stdout.write(`${formatRelevance(judgments, 'judgment queries')}\n`);
    process.stdout.write(`  missed: ${JSON.stringify(judgments.misses)}\n`);
    expect(judgments.hitAt1).toBeGreaterThanOrEqual(JUDGMENT_FLOOR.hitAt1);
    expect(judgments.hitAt5).toBeGreaterThanOrEqual(JUDGMENT_FLOOR.hitAt5);
    expect(judgments.mrr).toBeGreaterThanOrEqual(JUDGMENT_FLOOR.mrr);
    expect(judgments.paragraphs).toBeGreaterThanOrEqual(JUDGMENT_FLOOR.paragraphs);
  });

  it('reads a real section and lists a real document', async () => {
    const constitution = [...keys].find(([, k]) => k === '/akn/za/act/1996/constitution')![0];
    const s9 = await request(`${app.baseUrl}/v1/section?doc_id=${constitution}&section=s%209(3)`);
    expect(s9.body).toMatchObject({ section: 'Section 9: Equality', text: expect.stringContaining('unfairly discriminate') });
    const list = await request(`${app.baseUrl}/v1/section?doc_id=${constitution}`);
    expect(list.body.sections.slice(0, 2)).toEqual(['Preamble', 'Section 1: Republic of South Africa']);
    expect(list.body.sections.length).toBeGreaterThan(200);
  });
});
