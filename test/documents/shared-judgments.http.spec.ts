import { afterAll, beforeAll, expect } from '@jest/globals';
import { starterLibraryTemplate } from '#libs/testing/templates.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createTestDatabase, testAdminUrl, type TestDatabase } from '../support/database.js';
import { request } from '../support/http.js';
import { describeShared, itShared, sharedJudgments } from '../support/shared.js';
import { docxFile, pdfFile } from '../support/document-files.js';
import { numberedParagraphs } from '../support/starter-texts.js';

const judgments = sharedJudgments();

const INVENTED = 'Mokoena v Minister of Safety and Security 2019 (3) SA 412 (CC)';

async function upload(baseUrl: string, file: Buffer, type: string, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type }), name);
  return request(`${baseUrl}/v1/verify/document`, { method: 'POST', body: form });
}

/**
 * Drafts made from the real 2025 Constitutional Court judgments in ../shared/data (a DOCX whose
 * footnotes cite Mutsila, quote it rightly and wrongly, cite an invented case and pinpoint a
 * paragraph past its end; a PDF of Godloza's text with an invented case on a known page), checked
 * against the starter library, which holds those judgments' official texts.
 */
describeShared('POST /v1/verify/document with drafts made from the real judgments', () => {
  let t: TestDatabase;
  let app: TestApp;
  const mutsila = judgments.find((j) => j.citation === '[2025] ZACC 17')!;
  const godloza = judgments.find((j) => j.citation === '[2025] ZACC 24')!;

  beforeAll(async () => {
    t = await createTestDatabase(await starterLibraryTemplate(testAdminUrl()));
    app = await startTestApp(t.url, { ACCESS_GUARD: 'off' });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await t?.drop();
  });

  itShared('a DOCX with footnotes: each citation with its footnote; the misquotation, the invented case and the pinpoint past the end stand out', async () => {
    const body = numberedParagraphs(mutsila.text).filter((p) => p.length < 1500).slice(0, 5);
    // Twenty words of paragraph [10], as the judgment has them, and with its sense changed.
    const ten = numberedParagraphs(mutsila.text).find((p) => p.startsWith('[10]'))!;
    const quoted = ten.replace(/^\[10\]\s*/, '').split(' ').slice(2, 22).join(' ').replace(/[“”"]/g, '');
    const misquoted = `${quoted.split(' ').slice(0, 6).join(' ')} was never the subject of any dispute between the parties before this Court`;
    const file = await docxFile([
      { text: body[0], footnotes: [`${mutsila.title} ${mutsila.citation} at para 3.`] },
      { text: body[1], footnotes: [`In ${mutsila.citation} at para 10 the Court said “${quoted}”.`] },
      { text: body[2], footnotes: [`In ${mutsila.citation} the Court said “${misquoted}”.`] },
      { text: body[3], footnotes: [`See ${INVENTED}.`] },
      { text: body[4], footnotes: ['Mutsila above n 1 at para 245.'] },
    ]);
    const res = await upload(app.baseUrl, file, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'heads.docx');
    expect(res.status).toBe(200);
    const [first, right, wrong] = res.body.cases.filter((c: any) => c.cited === mutsila.citation);
    expect(first).toMatchObject({ status: 'found', pinpoint: { status: 'found' }, location: { paragraph: 1, note: 1, note_kind: 'footnote' } });
    expect(right).toMatchObject({ status: 'found', quotes: [{ status: 'found' }], location: { paragraph: 2, note: 2 } });
    expect(wrong).toMatchObject({ status: 'found', location: { paragraph: 3, note: 3 } });
    expect(wrong.quotes[0].status).not.toBe('found');
    expect(res.body.cases.find((c: any) => c.cited === '2019 (3) SA 412 (CC)')).toMatchObject({ status: 'unchecked', location: { paragraph: 4, note: 4 } });
    expect(res.body.references).toEqual([
      expect.objectContaining({ cited: 'Mutsila above n 1 at para 245', pinpoint: expect.objectContaining({ status: 'not_found', last_paragraph: 118 }), location: { paragraph: 5, note: 5, note_kind: 'footnote' } }),
    ]);
  });

  itShared('a PDF of a real judgment\'s text: an invented case found on its page, the real citations found', async () => {
    const paragraphs = numberedParagraphs(godloza.text).filter((p) => p.length < 1200);
    const pages = Array.from({ length: 6 }, (_, i) => paragraphs.slice(i * 2, i * 2 + 2));
    pages[3] = [...pages[3], `See ${INVENTED}; and ${godloza.title} ${godloza.citation}.`];
    const res = await upload(app.baseUrl, await pdfFile(pages, { header: 'GODLOZA v S: HEADS OF ARGUMENT' }), 'application/pdf', 'heads.pdf');
    expect(res.status).toBe(200);
    expect(res.body.document).toMatchObject({ format: 'pdf', pages: 6 });
    const flat = (c: any) => c.cited.replace(/\s+/g, ' ');
    expect(res.body.cases.find((c: any) => flat(c) === '2019 (3) SA 412 (CC)')).toMatchObject({ status: 'unchecked', location: { page: 4 } });
    expect(res.body.cases.find((c: any) => flat(c) === godloza.citation)).toMatchObject({ status: 'found', location: { page: 4 } });
    expect(res.body.cases.every((c: any) => c.location.page >= 1 && c.location.page <= 6)).toBe(true);
  });
});
