import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { extractCitations } from '#libs/citations/extract.js';
import { LibraryRepository } from '#libs/library/library.repository.js';
import { VerifyRepository } from '../../apps/api/src/verify/verify.repository.js';
import { VerifyService } from '../../apps/api/src/verify/verify.service.js';
import { caseRecordsLibrary } from '../support/case-records.js';
import { onePoolDatabase, type TestDatabase } from '../support/database.js';
import { describeShared, sharedJudgments, type SharedJudgment } from '../support/shared.js';

/**
 * The real test no one wrote for this service: every case citation in the footnotes and text of the
 * 2025 Constitutional Court judgments, checked in its own context against a library that holds the
 * case records and the other nine judgments (each judgment is left out of the library while its own
 * citations are checked, so a case is known only from records or from other judges' writing).
 * No genuine citation may be accused (mismatch); every one whose case the library holds is found.
 */

const judgments = sharedJudgments();

/** The text in pieces of at most 20,000 characters (the verify limit), cut at line breaks. */
function pieces(text: string): string[] {
  const out: string[] = [];
  let rest = text;
  while (rest.length > 20_000) {
    const cut = rest.lastIndexOf('\n', 20_000);
    out.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  out.push(rest);
  return out;
}

describeShared('every case citation in the 2025 Constitutional Court judgments, verified in context', () => {
  let t: TestDatabase;

  beforeAll(async () => {
    // The Constitutional Court case records (titles, neutral and law-report citations, cited cases).
    ({ t } = await caseRecordsLibrary());
    const library = new LibraryRepository(t.db);
    for (const j of judgments) {
      await library.saveDocument({
        key: `test/zacc/2025/${j.citation.replace(/\D+/g, '-')}`,
        type: 'judgment',
        title: j.title,
        citation: j.citation,
        url: j.url,
        text: j.text,
        source: 'test',
      });
    }
  }, 180_000);
  afterAll(async () => {
    await t?.drop();
  });

  it('reads hundreds of citations from the real texts', () => {
    const total = judgments.reduce((n, j) => n + extractCitations(j.text).cases.length, 0);
    expect(total).toBeGreaterThan(700);
  });

  it.each(judgments.length ? judgments.map((j) => [j.citation, j] as const) : [['(none)', undefined as unknown as SharedJudgment] as const])('%s', async (_citation, j) => {
    const problems: string[] = [];
    let found = 0;
    await t.db
      .transaction()
      .execute(async (trx) => {
        await trx.deleteFrom('documents').where('citation', '=', j.citation).execute();
        const service = new VerifyService(new VerifyRepository(onePoolDatabase(trx)));
        for (const piece of pieces(j.text)) {
          const { cases } = await service.verify({ text: piece });
          const extracted = extractCitations(piece).cases;
          for (const [i, entry] of cases.entries()) {
            const c = extracted[i];
            if (c.norm === undefined) continue;
            // Held: a record or official copy carries it, or another judgment's text cites it with the case's names.
            const { rows } = await sql<{ held: boolean }>`
              SELECT EXISTS (SELECT 1 FROM case_citations WHERE norm = ${c.norm})
                  OR EXISTS (SELECT 1 FROM cited_citations x JOIN documents d ON d.doc_id = x.citing_doc_id
                              WHERE x.norm = ${c.norm} AND d.body IS NOT NULL AND x.parties IS NOT NULL) AS held`.execute(trx);
            const context = `${c.parties ?? '(no names)'} ${c.cited} -> ${entry.status} ${entry.matched_title ?? ''}`.replace(/\s+/g, ' ');
            if (entry.status === 'mismatch') problems.push(`accused: ${context}`);
            else if (rows[0].held && entry.status !== 'found') problems.push(`held but ${context}`);
            if (entry.status === 'found') found++;
          }
        }
        throw new Rollback();
      })
      .catch((err) => {
        if (!(err instanceof Rollback)) throw err;
      });
    expect(problems).toEqual([]);
    expect(found).toBeGreaterThan(0);
  });
});

class Rollback extends Error {}
