import { describe, expect, it } from '@jest/globals';
import { strToU8, zipSync } from 'fflate';
import { readCitations } from '#libs/citations/read.js';
import { LIMITS } from '#libs/contracts/limits.js';
import { DEFAULT_BOUNDS, type ExtractionBounds } from '#libs/documents/bounds.js';
import { extractDocument } from '#libs/documents/extract.js';
import { locate } from '#libs/documents/located.js';
import { cutPieces } from '#libs/documents/pieces.js';
import type { RefusalKind } from '#libs/documents/refusal.js';
import type { Declared } from '#libs/documents/sniff.js';
import { docxFile, manyEntries, millionPages, millionTextObjects, pdfFile, pdfStreamBomb, pdfWithFootnotes, picturePdf, zipBomb } from '../support/document-files.js';
import { numberedParagraphs, starterJudgments } from '../support/starter-texts.js';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const ekapa = starterJudgments().find((j) => j.citation === '[2025] ZACC 1')!;
const paragraphs = numberedParagraphs(ekapa.text);

const refusal = async (bytes: Uint8Array | Buffer, declared: Declared = {}, bounds: ExtractionBounds = DEFAULT_BOUNDS) => {
  try {
    await extractDocument(new Uint8Array(bytes), declared, bounds);
    return undefined;
  } catch (err) {
    return { kind: (err as { kind?: RefusalKind }).kind, message: (err as Error).message };
  }
};

describe('a DOCX: body paragraphs, then the notes each refers to, marked with their number', () => {
  it('keeps footnotes as notes of the paragraph that refers to them, without the marks in the body', async () => {
    const file = await docxFile([
      { text: 'The rates ratio was set each year.', footnotes: ['Section 8(1) of the Local Government: Municipal Property Rates Act 6 of 2004.'] },
      { text: '' },
      { text: 'Invalid decisions are void from the start.', footnotes: [`${ekapa.title} ${ekapa.citation} at para 61.`, 'Id at para 62.'] },
    ]);
    const doc = await extractDocument(new Uint8Array(file), { mimetype: DOCX, filename: 'draft.docx' });
    expect(doc.format).toBe('docx');
    expect(doc.text.split('\n\n')).toEqual([
      'The rates ratio was set each year.',
      'Section 8(1) of the Local Government: Municipal Property Rates Act 6 of 2004.',
      'Invalid decisions are void from the start.',
      `${ekapa.title} ${ekapa.citation} at para 61.`,
      'Id at para 62.',
    ]);
    const at = (s: string) => locate(doc.segments, doc.text.indexOf(s));
    expect(at('The rates')).toEqual({ paragraph: 1 });
    expect(at('Section 8(1)')).toEqual({ paragraph: 1, note: 1, note_kind: 'footnote' });
    expect(at('Invalid decisions')).toEqual({ paragraph: 2 });
    expect(at(ekapa.citation)).toEqual({ paragraph: 2, note: 2, note_kind: 'footnote' });
    expect(at('Id at para')).toEqual({ paragraph: 2, note: 3, note_kind: 'footnote' });
  });
});

describe('WordprocessingML as Word writes it: what is text and what is not', () => {
  const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"';
  const docx = (body: string, endnotes?: string) =>
    Buffer.from(
      zipSync({
        'word/document.xml': strToU8(`<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body>${body}</w:body></w:document>`),
        ...(endnotes ? { 'word/endnotes.xml': strToU8(`<?xml version="1.0"?><w:endnotes ${W}><w:endnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:endnote>${endnotes}</w:endnotes>`) } : {}),
      }),
    );
  // (what, body XML, endnotes XML, text expected)
  it.each([
    ['runs joined, entities decoded, tabs and breaks kept', '<w:p><w:r><w:t>S v Makwanyane &amp; Another</w:t></w:r><w:r><w:tab/><w:t xml:space="preserve"> 1995 (3) SA 391 (CC)</w:t><w:br/><w:t>next line</w:t></w:r></w:p>', undefined, 'S v Makwanyane & Another\t 1995 (3) SA 391 (CC)\nnext line'],
    ['deleted text of a tracked change and field codes are not read', '<w:p><w:r><w:t>[2025] ZACC </w:t></w:r><w:del><w:r><w:delText>17</w:delText></w:r></w:del><w:r><w:t>1</w:t></w:r><w:r><w:instrText> REF _Ref1 \\h </w:instrText></w:r></w:p>', undefined, '[2025] ZACC 1'],
    ['a text box is read once, not again from its fallback copy', '<w:p><w:r><mc:AlternateContent><mc:Choice><w:txbxContent><w:p><w:r><w:t>Boxed</w:t></w:r></w:p></w:txbxContent></mc:Choice><mc:Fallback><w:t>Boxed</w:t></mc:Fallback></mc:AlternateContent></w:r><w:r><w:t>text</w:t></w:r></w:p>', undefined, 'Boxed text'],
    ['endnotes kept as notes after the paragraph referring to them, the separator left out', '<w:p><w:r><w:t>Held so.</w:t></w:r><w:r><w:endnoteReference w:id="7"/></w:r></w:p>', '<w:endnote w:id="7"><w:p><w:r><w:t>[2025] ZACC 1 at para 61.</w:t></w:r></w:p></w:endnote>', 'Held so.\n\n[2025] ZACC 1 at para 61.'],
  ])('%s', async (_what, body, endnotes, expected) => {
    const doc = await extractDocument(new Uint8Array(docx(body, endnotes)), { mimetype: DOCX });
    expect(doc.text).toBe(expected);
    if (endnotes) expect(locate(doc.segments, doc.text.indexOf('[2025]'))).toEqual({ paragraph: 1, note: 1, note_kind: 'endnote' });
  });
});

describe('a PDF: text by page, running headers and page numbers dropped', () => {
  it('reads each page with its number and leaves out the header and the numbers at the foot', async () => {
    // (Paragraphs short enough that two fit a page; the judgment's own text keeps its printed headers.)
    const short = paragraphs.filter((p) => p.length < 1200 && !p.includes('GAMBLE AJ'));
    const pages = [short.slice(0, 2), short.slice(2, 4), short.slice(4, 6), short.slice(6, 8)];
    const doc = await extractDocument(new Uint8Array(await pdfFile(pages, { header: 'HEADS OF ARGUMENT: CCT 119/23' })), { mimetype: 'application/pdf' });
    expect(doc).toMatchObject({ format: 'pdf', pages: 4 });
    expect(doc.text).not.toContain('HEADS OF ARGUMENT');
    for (const [n, page] of pages.entries()) {
      const onPage = doc.segments.filter((s) => s.page === n + 1).map((s) => doc.text.slice(s.start, s.end)).join(' ').replace(/\s+/g, ' ');
      expect(onPage).toContain(page[0].split(' ').slice(0, 8).join(' '));
      expect(onPage).toContain(page[1].split(' ').slice(-8).join(' '));
    }
    expect(doc.text.split('\n').filter((line) => /^\d{1,3}$/.test(line.trim()))).toEqual([]);
  });
});

describe('a PDF with footnotes: marks left out, notes marked with their number and page', () => {
  it('reads a note at the foot of its page as that note, and never runs a mark into the citation before it', async () => {
    const file = await pdfWithFootnotes([
      [{ text: 'The rates ratio was set each year by the council.', note: 'Section 8(1) of the Local Government: Municipal Property Rates Act 6 of 2004.' }, { text: `As held in ${ekapa.citation}`, note: `${ekapa.title} ${ekapa.citation} at para 61.` }],
      [{ text: 'A decision declared invalid is void from the start.', note: 'Id at para 62.' }, { text: 'Nothing more need be said.' }],
    ]);
    const doc = await extractDocument(new Uint8Array(file), { mimetype: 'application/pdf' });
    const at = (s: string) => locate(doc.segments, doc.text.indexOf(s));
    expect(doc.text).toContain(`As held in ${ekapa.citation}\n`);
    expect(doc.text).not.toContain(`${ekapa.citation}2`);
    expect(at('The rates ratio')).toEqual({ page: 1 });
    expect(at('Section 8(1)')).toEqual({ page: 1, note: 1, note_kind: 'footnote' });
    expect(at(`${ekapa.title}`)).toEqual({ page: 1, note: 2, note_kind: 'footnote' });
    expect(at('Id at para 62')).toEqual({ page: 2, note: 3, note_kind: 'footnote' });
    expect(at('Nothing more')).toEqual({ page: 2 });
    // (The notes' numbers are their location, not their text.)
    expect(doc.text).not.toMatch(/^[123] /m);
  });
});

describe('HTML and plain text: paragraphs numbered in order', () => {
  it('drops tags, scripts and styles, decodes references, and keeps paragraphs', async () => {
    const html = `<!doctype html><html><head><title>Draft</title><style>p{}</style></head><body><script>var x = "[2025] ZACC 1";</script>
      <p>In ${ekapa.title.replace('&', '&amp;')} [2025]&nbsp;ZACC&#32;1 the Court held so.</p><div>Second <b>paragraph</b>.</div></body></html>`;
    const doc = await extractDocument(Buffer.from(html), { mimetype: 'text/html' });
    expect(doc.text).toBe(`In ${ekapa.title} [2025]\u00a0ZACC 1 the Court held so.\n\nSecond paragraph.`);
    expect(locate(doc.segments, doc.text.indexOf('Second'))).toEqual({ paragraph: 2 });
  });

  it('reads plain text as sent, its blocks between blank lines the paragraphs', async () => {
    const doc = await extractDocument(Buffer.from('First.\r\nStill first.\r\n\r\n\r\nSecond.\n'), { mimetype: 'text/plain' });
    expect(doc.text).toBe('First.\nStill first.\n\nSecond.');
    expect(locate(doc.segments, doc.text.indexOf('Second'))).toEqual({ paragraph: 2 });
  });
});

describe('hostile and unreadable files are refused, each with its reason, within the bounds', () => {
  // Small bounds where a row proves a bound itself (the deadline, the heap), the defaults elsewhere.
  const tiny = (b: Partial<ExtractionBounds>) => ({ ...DEFAULT_BOUNDS, ...b });
  // (what, file, declared type, bounds, refusal kind, message)
  it.each<[string, () => Promise<Buffer> | Buffer, Declared, ExtractionBounds, RefusalKind, RegExp]>([
    ['a zip bomb: 1 GB of XML in 3.5 MB, its sizes declared as 1 KB; stopped at 32 MB while inflating', () => zipBomb(1024), { mimetype: DOCX }, DEFAULT_BOUNDS, 'too_large', /inflates to more than 32 MB/],
    ['a zip of 3,000 entries: refused from its directory before any is inflated', () => manyEntries(3000), { filename: 'x.docx' }, DEFAULT_BOUNDS, 'too_large', /3,001 entries/],
    ['a PDF page drawing a million tiny text objects: given up at the text-item cap', millionTextObjects, { mimetype: 'application/pdf' }, DEFAULT_BOUNDS, 'too_large', /more than 150,000 pieces of text/],
    ['a PDF stream bomb: a content stream of 4 MB inflating to 2 GB, stopped by the memory watch', () => pdfStreamBomb(2048), { mimetype: 'application/pdf' }, DEFAULT_BOUNDS, 'unreadable', /more than 192 MB of memory/],
    ['a PDF page tree claiming a million pages: refused before any page is read', millionPages, { mimetype: 'application/pdf' }, DEFAULT_BOUNDS, 'too_large', /1,000,000 pages/],
    ['5 MB of text on one line: past the text limit', () => Buffer.alloc(5_000_000, 'a'), { mimetype: 'text/plain' }, DEFAULT_BOUNDS, 'too_large', /more than 400,000 characters/],
    ['an encrypted PDF (a user password)', () => pdfFile([['Some text under a password.']], { userPassword: 'secret' }), { mimetype: 'application/pdf' }, DEFAULT_BOUNDS, 'unreadable', /encrypted/],
    ['a picture-only PDF (a scan)', picturePdf, { mimetype: 'application/pdf' }, DEFAULT_BOUNDS, 'unreadable', /pictures \(a scan\)/],
    ['a DOCX cut in half', async () => (await docxFile([{ text: 'x'.repeat(5000) }])).subarray(0, 4000), { mimetype: DOCX }, DEFAULT_BOUNDS, 'corrupt', /damaged or it was cut short/],
    ['a DOCX whose document.xml is garbled', async () => garble(await docxFile([{ text: 'Some text.' }])), { mimetype: DOCX }, DEFAULT_BOUNDS, 'corrupt', /damaged/],
    ['a zip that is not a Word document', zipWithout, { mimetype: DOCX }, DEFAULT_BOUNDS, 'unsupported', /not a Word document/],
    ['a PNG sent as a PDF', () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]), { mimetype: 'application/pdf' }, DEFAULT_BOUNDS, 'unsupported', /a PNG image/],
    ['a PDF sent as a DOCX: the content decides, and a declared binary format must agree', () => pdfFile([['Text.']]), { mimetype: DOCX }, DEFAULT_BOUNDS, 'unsupported', /sent as a Word document \(DOCX\), but its content is a PDF/],
    ['an old Word file (.doc)', () => Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), { filename: 'brief.doc' }, DEFAULT_BOUNDS, 'unsupported', /Word 97-2003/],
    ['binary data sent as text', () => Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 7919) % 256)), { mimetype: 'text/plain' }, DEFAULT_BOUNDS, 'unsupported', /not plain text in UTF-8|binary data/],
    ['an empty file', () => Buffer.alloc(0), { mimetype: 'application/pdf' }, DEFAULT_BOUNDS, 'empty', /empty/],
    ['a Word document without text', () => docxFile([{ text: '' }, { text: '   ' }]), { mimetype: DOCX }, DEFAULT_BOUNDS, 'unreadable', /DOCX holds no text/],
    ['an HTML page of markup and script only', () => Buffer.from('<html><body><script>var t = "[2025] ZACC 1";</script><div> </div></body></html>'), { mimetype: 'text/html' }, DEFAULT_BOUNDS, 'unreadable', /HTML holds no text/],
    ['past the deadline, the worker is stopped', () => pdfFile([paragraphs.slice(0, 5)]), { mimetype: 'application/pdf' }, tiny({ timeoutMs: 1 }), 'unreadable', /took longer than 0.001 s/],
    ['past the heap, the worker is stopped', millionTextObjects, { mimetype: 'application/pdf' }, tiny({ heapMb: 8 }), 'unreadable', /more than 8 MB of memory|could not be read/],
  ])('%s', async (_what, make, declared, bounds, kind, message) => {
    const refused = await refusal(await make(), declared, bounds);
    expect(refused).toMatchObject({ kind, message: expect.stringMatching(message) });
  });
});

/** A DOCX with bytes of its document.xml's compressed data overwritten. */
function garble(file: Buffer): Buffer {
  const out = Buffer.from(file);
  const at = out.indexOf('word/document.xml');
  for (let i = at + 40; i < at + 90; i++) out[i] = 0xff;
  return out;
}

/** A zip of one entry that is not word/document.xml (its name changed in place). */
function zipWithout(): Buffer {
  return Buffer.from(manyEntries(0).toString('latin1').split('word/document.xml').join('word/docum3nt.xml'), 'latin1');
}

describe('pieces: cut at paragraph, line and sentence ends, so every citation is read once', () => {
  const max = LIMITS.verify_text_length;
  const citation = 'S v Makwanyane and Another 1995 (3) SA 391 (CC)';
  const sentence = 'The respondent did not give notice before the termination took effect. ';
  // One paragraph of 30,000 characters without a line break, a citation standing across the 20,000th.
  const before = sentence.repeat(Math.ceil((max - 20) / sentence.length)).slice(0, max - 20);
  const text = `${before.slice(0, before.lastIndexOf(' ') + 1)}As held in ${citation}, it is so. ${sentence.repeat(150)}`;

  it('a citation across the limit is in one piece, read once, its span whole', () => {
    expect(text.indexOf(citation)).toBeLessThan(max);
    expect(text.indexOf(citation) + citation.length).toBeGreaterThan(max);
    const pieces = cutPieces(text, max);
    expect(pieces.map((p) => text.slice(p.start, p.end)).join('')).toBe(text);
    expect(pieces.every((p) => p.end - p.start <= max)).toBe(true);
    const found = pieces.flatMap((p) => readCitations(text.slice(p.start, p.end)).cases.map((c) => ({ cited: c.cited, start: c.start + p.start })));
    expect(found.filter((c) => c.cited.includes('1995 (3) SA 391'))).toEqual([{ cited: '1995 (3) SA 391 (CC)', start: text.indexOf('1995 (3) SA 391') }]);
  });

  // (where the cut falls and why, text)
  it.each([
    ['at the blank line', `${'a'.repeat(max - 100)}\n\n${'b'.repeat(200)}`],
    ['at the line end, there being no blank line', `${'a '.repeat((max - 100) / 2)}\n${'b'.repeat(200)}`],
    ['at a space, there being no sentence end', `${'word '.repeat(max / 5 + 100)}`],
  ])('%s', (_why, input) => {
    const pieces = cutPieces(input, max);
    expect(pieces.length).toBe(2);
    expect(pieces[0].end - pieces[0].start).toBeLessThanOrEqual(max);
    expect(input.slice(0, pieces[0].end)).toMatch(/\s$/);
  });
});
