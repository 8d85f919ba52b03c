import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { plainWords } from '#libs/citations/quotes.js';
import { LibraryRepository } from '#libs/library/library.repository.js';
import { starterLibraryTemplate } from '#libs/testing/templates.js';
import { VerifyRepository } from '../../apps/api/src/verify/verify.repository.js';
import { VerifyService } from '../../apps/api/src/verify/verify.service.js';
import { createTestDatabase, onePoolDatabase, testAdminUrl, type TestDatabase } from '../support/database.js';
import { safliiJudgment } from '../support/saflii.js';

/**
 * A judgment as the law-report sites print it (test/support/saflii.ts: 109 paragraphs, footnote
 * references as `[12]` inside the lines or glued numbers, 150 footnotes printed at the end as
 * `[1] See ...`), imported as the interchange format is, then cited, pinpointed and quoted.
 */
describe('a SAFLII-style judgment, verified', () => {
  let t: TestDatabase;
  let service: VerifyService;
  const judgment = safliiJudgment();

  beforeAll(async () => {
    t = await createTestDatabase(await starterLibraryTemplate(testAdminUrl()));
    await new LibraryRepository(t.db).saveDocument({ key: 'test/zasca/2025/1', type: 'judgment', title: judgment.title, citation: judgment.citation, url: 'https://example.org/zasca/2025/1', text: judgment.text, source: 'test' });
    service = new VerifyService(new VerifyRepository(onePoolDatabase(t.db)));
  }, 180_000);
  afterAll(async () => {
    await t?.drop();
  });

  it('documents.body_words is plainWords of the text, for every judgment held (the two must agree)', async () => {
    const rows = await t.db.selectFrom('documents').select(['key', 'body', 'body_words']).where('type', '=', 'judgment').where('body', 'is not', null).execute();
    expect(rows.length).toBeGreaterThanOrEqual(56);
    for (const r of rows) {
      // (Where they differ, the words around the first difference.)
      const stored = r.body_words!.trim().split(' ');
      const read = plainWords(r.body!);
      const at = stored.findIndex((w, i) => w !== read[i]);
      expect([r.key, stored.slice(Math.max(0, at - 5), at + 5)]).toEqual([r.key, read.slice(Math.max(0, at - 5), at + 5)]);
      expect([r.key, stored.length]).toEqual([r.key, read.length]);
    }
  });

  it('stores its paragraphs, not its footnotes: it ends at paragraph 109', async () => {
    const last = await t.db
      .selectFrom('paragraphs')
      .innerJoin('documents', 'documents.doc_id', 'paragraphs.doc_id')
      .select((eb) => eb.fn.max('paragraphs.number').as('last'))
      .where('documents.key', '=', 'test/zasca/2025/1')
      .executeTakeFirstOrThrow();
    expect(last.last).toBe(109);
  });

  // Each row: the text, the pinpoint's check, and why.
  const pinpoints: Array<[string, Record<string, unknown>, string]> = [
    [`${judgment.title} ${judgment.citation} at para 116.`, { cited: 'at para 116', status: 'not_found', last_paragraph: 109 }, 'past the last paragraph (the 150 notes are no paragraphs)'],
    [`${judgment.title} ${judgment.citation} at para 35.`, { cited: 'at para 35', status: 'found' }, 'a paragraph it has'],
    ['Vantage Goldfields ([2025] ZASCA 1) para [35] is in point.', { cited: 'para [35]', status: 'found' }, 'after the bracket the citation was written in'],
    ['(Vantage Goldfields [2025] ZASCA 1 (7 January 2025)) at [116].', { cited: 'at [116]', status: 'not_found', last_paragraph: 109 }, 'past the date and the bracket, past the end'],
  ];
  it.each(pinpoints.map(([text, expected, why]) => [why, text, expected] as const))('pinpoint %s', async (_why, text, expected) => {
    const { cases } = await service.verify({ text });
    expect(cases[0].status).toBe('found');
    expect(cases[0].pinpoint).toEqual(expected);
  });

  it('confirms a quotation and its pinpoint written after a bracketed citation', async () => {
    const { cases } = await service.verify({ text: 'Vantage Goldfields ([2025] ZASCA 1) para [35]: “The right to dignity is a cornerstone of our constitutional order. It informs the interpretation of every other right”.' });
    expect(cases[0]).toMatchObject({ status: 'found', pinpoint: { cited: 'para [35]', status: 'found' }, quotes: [{ status: 'found', paragraph: 35 }] });
  });

  const cite = `${judgment.title} ${judgment.citation} at para 35`;
  const quoted = async (quotation: string) => {
    const { cases } = await service.verify({ text: `In ${cite} the Court said “${quotation}”.` });
    expect(cases[0].status).toBe('found');
    return cases[0].quotes?.[0]?.status;
  };

  // Each row: the quotation, whether it is found, and why.
  it.each([
    ['The right to dignity is a cornerstone of our constitutional order. It informs the interpretation of every other right', 'found', 'across `order.[35]`, written without the reference'],
    ['The right to dignity is a cornerstone of our constitutional order.[35] It informs the interpretation', 'found', 'copied with the reference in brackets'],
    ['acts beyond the powers conferred by law. Such a decision is invalid and may be set aside on review', 'found', 'across `law.36`, a glued number'],
    ['acts beyond the powers conferred by law.36 Such a decision is invalid', 'found', 'copied with the glued number'],
    ['The Court’s duty is to declare any law or conduct that is inconsistent with the Constitution invalid', 'found', 'across a number glued to a possessive'],
    ['relied on section 12(1)(a) and argued that the detention was arbitrary', 'found', 'across a number glued to a closing bracket'],
    ['Protection of Personal Information Act 4 of 2013. They do not apply to information processed', 'found', 'across a number glued to a year'],
    ['The magistrate imposed a fine of R100 000 and suspended half of it for 1.5 years', 'found', 'an amount and a decimal as written'],
    ['The right to dignity is a cornerstone of our democratic order. It informs the interpretation of every other right', 'not', 'a word changed next to the reference'],
    ['acts beyond the powers conferred by law. Such a decision is valid and may be set aside on review', 'not', 'a word changed after a glued number'],
    ['The magistrate imposed a fine of R200 000 and suspended half of it for 1.5 years', 'not', 'the amount changed (R100 read as a note once made R200 the same words)'],
    ['The magistrate imposed a fine of R100 000 and suspended half of it for 1.7 years', 'not', 'the decimal changed'],
  ])('%j is %s', async (quotation, expected, _why) => {
    const status = await quoted(quotation);
    if (expected === 'found') expect(status).toBe('found');
    else expect(status).not.toBe('found');
  });
});
