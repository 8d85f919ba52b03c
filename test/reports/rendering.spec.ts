import { describe, expect, it } from '@jest/globals';
import { representation } from '../../apps/api/src/reports/negotiate.js';
import { reportHtml } from '../../apps/api/src/reports/report.html.js';
import { reportPdf } from '../../apps/api/src/reports/report.pdf.js';
import { reportStatement, sast, summarySentence } from '../../apps/api/src/reports/report.statement.js';
import { everyStatusRow, HOSTILE } from './fixtures.js';
import { readPdf } from './pdf-text.js';

const statement = reportStatement(everyStatusRow(), '3f2a9c41d07be215', 'Verified by the service. Not legal advice.');
const entry = (cited: string) => statement.entries.find((e) => e.cited === cited)!;

describe('what a report states', () => {
  it.each([
    // cited, n (text order), grade, headline
    ['1995 (3) SA 391 (CC)', 1, 'found', /^Found$/],
    ['Makwanyane above n 1 at para 400', 2, 'accused', /^Pinpoint at para 400 not in the judgment \(it ends at paragraph 392\)$/],
    ['[2020] ZACC 12', 3, 'accused', /^Mismatch/],
    // name_only: a judgment of those names is held and this citation could not be confirmed: doubt, as on the page
    ['[2017] ZACC 98', 4, 'could_not_verify', /^Not this citation/],
    ['[2025] ZACC 77', 5, 'accused', /^Not found/],
    ['2019 (3) SA 412 (CC)', 6, 'could_not_verify', /^Unchecked/],
    // a failed pinpoint and quotation make a found citation red, and say so in its headline
    ['[2025] ZACC 17', 7, 'accused', /^Found; pinpoint at para 245 not in the judgment \(it ends at paragraph 118\); a quotation is not in the judgment; a quotation differs from the judgment$/],
    // a quotation that could not be checked is doubt: amber, never green
    ['[2025] ZACC 1', 8, 'could_not_verify', /^Found; a quotation could not be checked$/],
    ['Consumer Protection Act 68 of 2008', 9, 'found', /^Found$/],
    // a repealed Act is held, but whether the writing may rely on it is for the reader: doubt, as on the page
    ['Insolvency Act 24 of 1936', 10, 'could_not_verify', /^Found, repealed$/],
    ['Consumer Protection Act 99 of 2008', 11, 'accused', /^Number mismatch/],
    ['Companies Act 99 of 2010', 12, 'accused', /^Not found among the year's Acts the library covers$/],
    [HOSTILE, 13, 'could_not_verify', /^Unchecked/],
  ])('%s: entry %i, %s', (cited, n, grade, headline) => {
    expect(entry(cited)).toMatchObject({ n, grade });
    expect(entry(cited).headline).toMatch(headline);
  });

  it('lists what needs attention first (red, amber, green), in text order within each', () => {
    expect(statement.entries.map((e) => e.n)).toEqual([2, 3, 5, 7, 11, 12, 4, 6, 8, 10, 13, 1, 9]);
    expect(entry('Makwanyane above n 1 at para 400').refers_to).toBe(1);
  });

  it('sums doubt apart from what was found, and says what needs attention first', () => {
    expect(statement.summary).toEqual({ citations: 13, accused: 6, could_not_verify: 5, found: 2, sentence: '13 citations: 6 need attention (wrong or not found), 5 could not be verified, 2 found.' });
    expect(summarySentence({ citations: 2, accused: 0, could_not_verify: 2, found: 0 })).toBe('2 citations: 2 could not be verified, 0 found.');
    expect(summarySentence({ citations: 0, accused: 0, could_not_verify: 0, found: 0 })).toBe('No citations were found in the text.');
  });

  it.each([
    ['the last day of March at 22:30 UTC is 1 April in South Africa', '2026-03-31T22:30:05Z', '2026-04-01 00:30:05 SAST'],
    ['midday UTC is two in the afternoon (no daylight saving)', '2026-07-01T12:00:00Z', '2026-07-01 14:00:00 SAST'],
  ])('%s', (_why, at, shown) => {
    expect(sast(new Date(at))).toBe(shown);
  });

  it('carries the facts of the check: time, hashes, reader, key, document, reliance note', () => {
    expect(statement).toMatchObject({
      check_id: '0b5f7a1e-8c1d-4d8a-9d7e-2f4c6b8a1e3d',
      checked_at: '2026-03-31T22:30:05.000Z',
      checked_at_sast: '2026-04-01 00:30:05 SAST',
      text_sha256: 'ab'.repeat(32),
      library_snapshot: '9e107d9d372bb6826bd81d3542a419d6',
      reader_version: 3,
      key_id: '3f2a9c41d07be215',
      document: { format: 'docx', pages: 12, characters: 31_000, pieces: 2, checks_counted: 2 },
      source_note: 'Verified by the service. Not legal advice.',
    });
    expect(entry('[2020] ZACC 12').location).toEqual({ page: 2, note: 3, note_kind: 'footnote' });
  });
});

describe('the HTML report', () => {
  const html = reportHtml(statement);

  it('loads nothing: no src, no stylesheet link; its only links are the entries\' http(s) sources, as plain anchors', () => {
    expect(html).not.toMatch(/<[a-z][^>]*\ssrc\s*=/i);
    expect(html).not.toMatch(/<link\b|@import|url\(/i);
    const hrefs = [...html.matchAll(/<([a-z]+)\s[^>]*?href="([^"]*)"/g)].map((m) => [m[1], m[2]]);
    expect(hrefs).toEqual([
      ['a', 'https://www.saflii.org/za/cases/ZACC/1995/3.html'],
      ['a', 'https://lawlibrary.org.za/akn/za/judgment/zacc/2020/12'],
      ['a', 'https://lawlibrary.org.za/akn/za/act/2008/68'],
    ].sort((a, b) => html.indexOf(a[1]) - html.indexOf(b[1])));
  });

  it('escapes the text of the check: a citation\'s markup is shown, never run', () => {
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=&quot;http://evil.example/x.png&quot;&gt; Act 5 of 2008');
    expect(html).toContain('&lt;/dd&gt;&lt;script&gt;');
    // The one script element is the statement's JSON data block, whose `<` are escaped.
    expect([...html.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0])).toEqual(['<script type="application/json" id="vsl-report">']);
    expect(html).not.toContain('evil.example/x.png"><');
    expect(html).toContain('javascript:alert(1)');
    expect(html).not.toContain('href="javascript:');
  });

  it('carries the statement whole in its data block', () => {
    const block = /<script type="application\/json" id="vsl-report">([^<]*)<\/script>/.exec(html)![1];
    expect(JSON.parse(block)).toEqual(statement);
  });

  it('shows the summary, the facts, each entry with its headline, and where it stands in the document', () => {
    for (const text of ['13 citations: 6 need attention', '2026-04-01 00:30:05 SAST', 'ab'.repeat(32), '9e107d9d372bb6826bd81d3542a419d6', 'Ed25519 3f2a9c41d07be215', 'DOCX, 12 pages, 31,000 characters, checked in 2 pieces, 2 checks counted', 'page 2, footnote 3', 'Not legal advice.']) {
      expect(html).toContain(text);
    }
    for (const e of statement.entries) expect(html).toContain(`id="entry-${e.n}"`);
  });
});

describe('the PDF report', () => {
  it('reads back: the hash, every entry and its status as text, and the statement attached whole', async () => {
    const pdf = await reportPdf(statement);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toBe('%%EOF\n');
    const read = await readPdf(pdf);
    expect(JSON.parse(read.attachments['report.json'].toString('utf8'))).toEqual(statement);
    const text = read.text.replace(/\s+/g, ' ');
    for (const fact of ['Citation check report', '13 citations: 6 need attention (wrong or not found), 5 could not be verified, 2 found.', '2026-04-01 00:30:05 SAST', 'ab'.repeat(32), '9e107d9d372bb6826bd81d3542a419d6', 'Ed25519 3f2a9c41d07be215', '0b5f7a1e-8c1d-4d8a-9d7e-2f4c6b8a1e3d']) {
      expect(text).toContain(fact);
    }
    for (const e of statement.entries) {
      expect(text).toContain(`${e.n}. ${e.cited}`);
      expect(text).toContain(`Status: ${e.status}`);
    }
  });

  it('runs onto more pages as entries do', async () => {
    const row = everyStatusRow();
    const cases = Array.from({ length: 120 }, (_, i) => ({ cited: `[2024] ZACC ${i + 1}`, status: 'unchecked', reason: 'a reason long enough to wrap onto a second line of the page, '.repeat(3), start: i * 20 }));
    const read = await readPdf(await reportPdf(reportStatement({ ...row, answer: { cases, acts: [] } }, '3f2a9c41d07be215', 'note')));
    expect(read.pages).toBeGreaterThan(5);
    expect(read.text).toContain('120. [2024] ZACC 120');
  });
});

describe('Accept negotiation', () => {
  it.each([
    ['no header: the first offered', undefined, undefined, ['html', 'pdf'], 'html'],
    ['*/* (fetch\'s default): the first offered', '*/*', undefined, ['json', 'pdf', 'html'], 'json'],
    ['application/pdf', 'application/pdf', undefined, ['json', 'pdf', 'html'], 'pdf'],
    ['a browser\'s navigation: HTML', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', undefined, ['html', 'pdf'], 'html'],
    ['weights: PDF preferred', 'text/html;q=0.5, application/pdf', undefined, ['html', 'pdf'], 'pdf'],
    ['a parameter wins over the header', 'application/pdf', 'html', ['html', 'pdf'], 'html'],
    ['q=0 refuses a type', 'application/json;q=0, */*', undefined, ['json', 'pdf', 'html'], 'pdf'],
    ['an MCP client\'s header: JSON', 'application/json, text/event-stream', undefined, ['json', 'pdf', 'html'], 'json'],
  ] as const)('%s', (_why, accept, chosen, offered, expected) => {
    expect(representation(accept, chosen, offered)).toBe(expected);
  });

  it.each([
    ['JSON only, for a report', 'application/json', ['html', 'pdf']],
    ['an image', 'image/png', ['json', 'pdf', 'html']],
  ] as const)('406 for %s', (_why, accept, offered) => {
    expect(() => representation(accept, undefined, offered)).toThrow(expect.objectContaining({ status: 406, code: 'bad_request' }));
  });
});
