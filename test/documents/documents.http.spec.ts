import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { starterLibraryTemplate } from '#libs/testing/templates.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { manualClock } from '../access/support.js';
import { createTestDatabase, testAdminUrl, type TestDatabase } from '../support/database.js';
import { request, type JsonResponse } from '../support/http.js';
import { issueKey } from '../support/keys.js';
import { docxFile, pdfFile, pdfStreamBomb, picturePdf, zipBomb } from '../support/document-files.js';
import { numberedParagraphs, starterJudgments } from '../support/starter-texts.js';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const ekapa = starterJudgments().find((j) => j.citation === '[2025] ZACC 1')!;
const paragraphs = numberedParagraphs(ekapa.text).filter((p) => p.length < 1200 && !p.includes('GAMBLE AJ'));
/** Paragraph [61]'s own words, and the same with its holding changed. */
const QUOTE = 'the default position is that the impugned decision is void ab initio';
const MISQUOTE = 'the default position is that the impugned decision remains valid until a court sets it aside';
const INVENTED = 'Mokoena v Minister of Safety and Security 2019 (3) SA 412 (CC)';
const MISATTRIBUTED = 'Mokoena v Minister of Safety and Security [2025] ZACC 1';

/** POST /v1/verify/document with one file part (or a form of the parts given). */
async function upload(baseUrl: string, file: Buffer | undefined, options: { type?: string; name?: string; field?: string; authorization?: string; form?: FormData } = {}): Promise<JsonResponse> {
  const form = options.form ?? new FormData();
  if (file) form.append(options.field ?? 'file', new Blob([new Uint8Array(file)], { type: options.type ?? 'application/octet-stream' }), options.name ?? 'draft');
  return request(`${baseUrl}/v1/verify/document`, { method: 'POST', body: form, headers: options.authorization ? { Authorization: options.authorization } : {} });
}

/** A form holding these text fields (the file is appended by upload). */
function formWith(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

describe('POST /v1/verify/document against the starter library', () => {
  let t: TestDatabase;
  let app: TestApp;
  let authorization: string;

  beforeAll(async () => {
    t = await createTestDatabase(await starterLibraryTemplate(testAdminUrl()));
    app = await startTestApp(t.url);
    authorization = (await issueKey(t, 'scale')).authorization;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await t?.drop();
  });

  it('a DOCX: citations in footnotes checked, each with its footnote and paragraph; a misquotation and an invented case marked', async () => {
    const file = await docxFile([
      { text: 'The municipality levied rates on mining property at a ratio far above the others.' },
      { text: 'A decision declared invalid is void from the start.', footnotes: [`As this Court put it, “${QUOTE}”: ${ekapa.title} ${ekapa.citation} at para 61.`] },
      { text: 'The applicant relies on a further authority.', footnotes: [`See ${INVENTED}.`, `The Court said “${MISQUOTE}”: ${ekapa.title} ${ekapa.citation} at para 61.`] },
      { text: 'And on another.', footnotes: [`${MISATTRIBUTED} at para 12.`] },
    ]);
    const res = await upload(app.baseUrl, file, { type: DOCX, name: 'heads.docx', authorization });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-service-plan')).toBe('scale');
    expect(res.body.document).toEqual({ format: 'docx', characters: expect.any(Number), pieces: 1, checks_counted: 1 });
    const byCited = (cited: string) => res.body.cases.filter((c: any) => c.cited === cited);
    const [good, misquoted] = byCited(ekapa.citation);
    expect(good).toMatchObject({ status: 'found', location: { paragraph: 2, note: 1, note_kind: 'footnote' }, quotes: [{ status: 'found', paragraph: 61 }] });
    expect(misquoted).toMatchObject({ status: 'found', location: { paragraph: 3, note: 3, note_kind: 'footnote' } });
    expect(misquoted.quotes[0].status).not.toBe('found');
    expect(byCited('2019 (3) SA 412 (CC)')[0]).toMatchObject({ status: 'unchecked', location: { paragraph: 3, note: 2, note_kind: 'footnote' } });
    expect(byCited('[2025] ZACC 1')[2]).toMatchObject({ status: 'mismatch', location: { paragraph: 4, note: 4, note_kind: 'footnote' } });
    expect(res.body.source_note).toEqual(expect.any(String));

    // Kept for its signed report, which says where each entry stands in the document.
    expect(res.body.check_id).toMatch(/^[0-9a-f-]{36}$/);
    const report = await fetch(`${app.baseUrl}/v1/checks/${res.body.check_id}/report?format=html`);
    expect(report.status).toBe(200);
    const html = await report.text();
    expect(html).toMatch(/footnote 2/);
    expect(html).toContain('2019 (3) SA 412 (CC)');
  });

  it('a PDF: each citation with its page; the running header and page numbers are not read', async () => {
    const pages = [
      paragraphs.slice(0, 2),
      [paragraphs[2], `In ${ekapa.title} ${ekapa.citation} at para 61 this Court said “${QUOTE}”.`],
      [paragraphs[3], `See also ${INVENTED}.`, `The Court said “${MISQUOTE}” in ${ekapa.citation}.`],
    ];
    const res = await upload(app.baseUrl, await pdfFile(pages, { header: 'HEADS OF ARGUMENT: CCT 119/23' }), { type: 'application/pdf', name: 'heads.pdf', authorization });
    expect(res.status).toBe(200);
    expect(res.body.document).toMatchObject({ format: 'pdf', pages: 3, pieces: 1, checks_counted: 1 });
    // (A citation broken over two lines is written with its line break, as it stands in the text.)
    const entry = (cited: string, n = 0) => res.body.cases.filter((c: any) => c.cited.replace(/\s+/g, ' ') === cited)[n];
    expect(entry(ekapa.citation)).toMatchObject({ status: 'found', location: { page: 2 }, quotes: [{ status: 'found' }] });
    expect(entry('2019 (3) SA 412 (CC)')).toMatchObject({ status: 'unchecked', location: { page: 3 } });
    expect(entry(ekapa.citation, 1)).toMatchObject({ location: { page: 3 } });
    expect(entry(ekapa.citation, 1).quotes[0].status).not.toBe('found');
  });

  it("provisions in a later piece: spans in the whole text, each with its place; an invented section not_found", async () => {
    const filler = 'The respondent did not give notice before the termination took effect.\n\n'.repeat(290);
    const text = `${filler}Section 9(3) of the Constitution forbids it; section 39(4) of the Constitution does not exist.\n\nSee also section 33(1).\n`;
    const res = await upload(app.baseUrl, Buffer.from(text), { type: 'text/plain', name: 'provisions.txt', authorization });
    expect(res.status).toBe(200);
    expect(res.body.document.pieces).toBe(2);
    const held = res.body.acts.flatMap((a: any) => a.provisions ?? []);
    expect(held.map((p: any) => [p.provision, p.status, text.slice(p.start, p.end), p.location.paragraph])).toEqual([
      ['s 9(3)', 'found', 'Section 9(3)', 291],
      ['s 39(4)', 'not_found', 'section 39(4)', 291],
    ]);
    expect(res.body.provisions.map((p: any) => [p.provision, p.status, text.slice(p.start, p.end), p.location.paragraph])).toEqual([['s 33(1)', 'unchecked', 'section 33(1)', 292]]);
  });

  it('text past 20,000 characters is checked in pieces, counted as one check per 20,000, a cited case across the 20,000th character read once', async () => {
    const sentence = 'The respondent did not give notice before the termination took effect. ';
    const before = sentence.repeat(300).slice(0, 19_960);
    const text = `${before.slice(0, before.lastIndexOf(' ') + 1)}As held in ${ekapa.title} ${ekapa.citation}, it is so. ${sentence.repeat(200)}`.trimEnd();
    const res = await upload(app.baseUrl, Buffer.from(text), { type: 'text/plain', name: 'long.txt', authorization });
    expect(res.status).toBe(200);
    expect(res.body.document).toEqual({ format: 'text', characters: text.length, pieces: 2, checks_counted: Math.ceil(text.length / 20_000) });
    expect(res.body.cases).toHaveLength(1);
    const [c] = res.body.cases;
    // (Its names were read with it, whole: they agree with the judgment's.)
    expect(c).toMatchObject({ cited: ekapa.citation, status: 'found', names_checked: true, location: { paragraph: 1 } });
    expect(text.slice(c.start, c.end)).toBe(ekapa.citation);
    expect(text.indexOf(ekapa.title)).toBeLessThan(20_000);
    expect(c.end).toBeGreaterThan(20_000);
  });

  it.each<[string, string | undefined, string, object | undefined]>([
    // [why, the form's as_at, the by-law section's status, its version read]
    ['without as_at: the current text, where s 4A stands', undefined, 'found', undefined],
    ['as_at after its insertion: found in the 2016 version', '2017-01-01', 'found', { expression_date: '2016-08-19' }],
    ['as_at before its insertion, in the second piece: not_in_force in the 2010 version', '2012-06-30', 'not_in_force', { expression_date: '2010-12-09', in_force_to: '2016-08-19' }],
  ])('the form field as_at reaches every piece\'s check: %s', async (_why, asAt, status, version) => {
    const filler = 'The respondent did not give notice before the termination took effect.\n\n'.repeat(290);
    const form = new FormData();
    if (asAt) form.append('as_at', asAt);
    const res = await upload(app.baseUrl, Buffer.from(`${filler}Section 4A of the City of Cape Town Events By-law, 2009 requires a safety officer.\n`), { type: 'text/plain', name: 'events.txt', authorization, form });
    expect(res.status).toBe(200);
    expect(res.body.document.pieces).toBe(2);
    const [entry, ...more] = res.body.provisions;
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ provision: 's 4A', status, location: { paragraph: 291 }, amendments: { count: asAt === '2012-06-30' ? 1 : 2 } });
    if (version) expect(entry.version).toMatchObject(version);
    else expect(entry.version).toBeUndefined();
  });

  it('short forms in a later piece point to cases of that piece; refers_to indexes the whole answer', async () => {
    const filler = 'The applicant contends that the decision was irrational and falls to be set aside. '.repeat(260);
    const text = `${ekapa.title} ${ekapa.citation}.\n\n${filler}\n\n${ekapa.title} ${ekapa.citation} at para 3.\n\nEkapa above n 1 at para 61.`;
    const res = await upload(app.baseUrl, Buffer.from(text), { type: 'text/plain', authorization });
    expect(res.status).toBe(200);
    expect(res.body.document.pieces).toBe(2);
    expect(res.body.cases).toHaveLength(2);
    expect(res.body.references).toEqual([expect.objectContaining({ refers_to: 1, location: { paragraph: 4 } })]);
  });
});

describe('POST /v1/verify/document: bad files and requests, each refused in the spec\'s shape, nothing counted', () => {
  let t: TestDatabase;
  let app: TestApp;
  let key: Awaited<ReturnType<typeof issueKey>>;

  beforeAll(async () => {
    t = await createTestDatabase();
    // A fixed time, so no minute boundary falls inside the rate test's burst (the rate's window is a calendar minute).
    app = await startTestApp(t.url, {}, manualClock('2026-06-01T10:00:20Z').clock);
    key = await issueKey(t, 'developer');
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await t?.drop();
  });

  const used = async () => (await request(`${app.baseUrl}/v1/usage`, { headers: { Authorization: key.authorization } })).body.checks.used;

  // (what, request, status, message)
  it.each<[string, () => Promise<JsonResponse>, number, RegExp]>([
    ['no file at all', () => upload(app.baseUrl, undefined, { form: new FormData() }), 400, /the file in the field 'file'/],
    ['a JSON body instead of a form', () => request(`${app.baseUrl}/v1/verify/document`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"text":"x"}' }), 400, /multipart\/form-data/],
    ['the file in another field', () => upload(app.baseUrl, Buffer.from('text'), { field: 'document', type: 'text/plain' }), 400, /in the field 'file'.*'document'/],
    ['two files', () => {
      const form = new FormData();
      form.append('file', new Blob(['one'], { type: 'text/plain' }), 'a.txt');
      form.append('file', new Blob(['two'], { type: 'text/plain' }), 'b.txt');
      return upload(app.baseUrl, undefined, { form });
    }, 400, /one file/],
    ['a malformed multipart body', () => request(`${app.baseUrl}/v1/verify/document`, { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=xyz' }, body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nunfinished' }), 400, /multipart/i],
    ['an empty file', () => upload(app.baseUrl, Buffer.alloc(0), { type: 'text/plain' }), 400, /empty/],
    ...(['2015-02-30', '2015/06/30', 'yesterday'] as const).map((asAt): [string, () => Promise<JsonResponse>, number, RegExp] => [
      `as_at=${asAt}: the message POST /v1/verify gives`,
      () => upload(app.baseUrl, Buffer.from('Section 26(3) of the Constitution.'), { type: 'text/plain', form: formWith({ as_at: asAt }) }),
      400,
      /^'as_at' must be a date written YYYY-MM-DD, for example 2015-06-30\.$/,
    ]),
    ['a form field the operation does not take', () => upload(app.baseUrl, Buffer.from('Section 26(3) of the Constitution.'), { type: 'text/plain', form: formWith({ date: '2015-06-30' }) }), 400, /^Unknown field 'date': send only 'file', 'as_at'\.$/],
    ['a corrupt DOCX', async () => upload(app.baseUrl, (await docxFile([{ text: 'x'.repeat(5000) }])).subarray(0, 4000), { type: DOCX }), 400, /damaged or it was cut short/],
    ['a file over 5 MB', () => upload(app.baseUrl, Buffer.alloc(5 * 1024 * 1024 + 1, 'a'), { type: 'text/plain' }), 413, /over the limit of 5 MB/],
    ['5 MB of text on one line', () => upload(app.baseUrl, Buffer.alloc(5_000_000, 'a'), { type: 'text/plain' }), 413, /more than 400,000 characters/],
    ['a zip bomb', () => upload(app.baseUrl, zipBomb(1024), { type: DOCX }), 413, /inflates to more than 32 MB/],
    ['a PDF whose content stream inflates to 2 GB', () => upload(app.baseUrl, pdfStreamBomb(2048), { type: 'application/pdf' }), 422, /more than 192 MB of memory/],
    ['a PDF sent as a Word document', async () => upload(app.baseUrl, await pdfFile([['Text.']]), { type: DOCX }), 415, /content is a PDF/],
    ['an image', () => upload(app.baseUrl, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), { type: 'image/jpeg' }), 415, /JPEG image/],
    ['an encrypted PDF', async () => upload(app.baseUrl, await pdfFile([['Some text.']], { userPassword: 'secret' }), { type: 'application/pdf' }), 422, /encrypted/],
    ['a picture-only PDF', async () => upload(app.baseUrl, await picturePdf(), { type: 'application/pdf' }), 422, /pictures \(a scan\)/],
  ])('%s', async (_what, send, status, message) => {
    const before = await used();
    const res = await send();
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ error: expect.stringMatching(message), code: 'bad_request', source_note: expect.any(String) });
    expect(await used()).toBe(before);
  });

  it('a refused file uses no allowance but counts once against the per-minute rate', async () => {
    const hasty = await issueKey(t, 'professional', 'hasty');
    await t.db.updateTable('plans').set({ per_minute: 3 }).where('plan', '=', 'professional').execute();
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await upload(app.baseUrl, Buffer.alloc(0), { type: 'text/plain', authorization: hasty.authorization })).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
  });

  it('a document needing more checks than are left is refused whole (429), nothing counted; one that fits is counted whole', async () => {
    const small = await issueKey(t, 'free', 'small');
    await t.db.updateTable('plans').set({ checks: 3 }).where('plan', '=', 'free').execute();
    const usage = async () => (await request(`${app.baseUrl}/v1/usage`, { headers: { Authorization: small.authorization } })).body.checks;
    const text = (n: number) => Buffer.from(`${'All of this is argument, and none of it is a citation. '.repeat(Math.ceil((n * 20_000 - 10_000) / 55))}`);
    const refused = await upload(app.baseUrl, text(4), { type: 'text/plain', authorization: small.authorization });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'quota_exceeded', error: expect.stringMatching(/needs 4 citation checks.*has 3 of its 3 left.*nothing was counted/), plan: 'free', retry_after_seconds: expect.any(Number) });
    expect(refused.headers.get('retry-after')).toEqual(expect.any(String));
    expect((await usage()).used).toBe(0);
    const counted = await upload(app.baseUrl, text(3), { type: 'text/plain', authorization: small.authorization });
    expect(counted.status).toBe(200);
    expect(counted.body.document.checks_counted).toBe(3);
    expect(await usage()).toMatchObject({ used: 3, remaining: 0 });
  });
});
