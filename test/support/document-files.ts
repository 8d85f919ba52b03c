import zlib from 'node:zlib';
import { Document, FootnoteReferenceRun, Packer, Paragraph, TextRun } from 'docx';
import { zipSync, strToU8 } from 'fflate';
import PDFDocument from 'pdfkit';

/** A paragraph of a test DOCX: its text, and the footnotes it refers to (at its end), each a text. */
export interface DocxParagraph {
  text: string;
  footnotes?: string[];
}

/** A real DOCX (the `docx` package, as Word writes one) with footnotes referred to from the body. */
export async function docxFile(paragraphs: DocxParagraph[]): Promise<Buffer> {
  const footnotes: Record<number, { children: Paragraph[] }> = {};
  let id = 0;
  const children = paragraphs.map((p) => {
    const runs: Array<TextRun | FootnoteReferenceRun> = [new TextRun(p.text)];
    for (const note of p.footnotes ?? []) {
      footnotes[++id] = { children: note.split('\n').map((line) => new Paragraph(line)) };
      runs.push(new FootnoteReferenceRun(id));
    }
    return new Paragraph({ children: runs });
  });
  return Packer.toBuffer(new Document({ footnotes, sections: [{ children }] }));
}

/** A PDF of the given pages (pdfkit), each page's paragraphs in turn, with a running header and a page number at its foot. */
export async function pdfFile(pages: string[][], options: { header?: string; userPassword?: string } = {}): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margins: { top: 72, bottom: 72, left: 72, right: 72 }, autoFirstPage: false, ...(options.userPassword ? { userPassword: options.userPassword } : {}) });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => doc.on('end', resolve));
  pages.forEach((paragraphs, i) => {
    doc.addPage();
    if (options.header) doc.font('Times-Roman').fontSize(9).text(options.header, 72, 40, { lineBreak: false });
    doc.font('Times-Roman').fontSize(11).text('', 72, 72);
    for (const p of paragraphs) doc.text(p, { align: 'left', paragraphGap: 8 });
    doc.fontSize(9).text(String(i + 1), 290, 800, { lineBreak: false });
  });
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/** A page of a PDF with footnotes: one-line paragraphs, each with an optional footnote. */
export type NotedPage = Array<{ text: string; note?: string }>;

/**
 * A PDF as a word processor prints footnotes: each note's mark raised and small after its paragraph,
 * the notes in a smaller size at the page's foot, numbered on through the document; page numbers.
 */
export async function pdfWithFootnotes(pages: NotedPage[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margins: { top: 72, bottom: 40, left: 72, right: 72 }, autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => doc.on('end', resolve));
  let number = 0;
  pages.forEach((paragraphs, i) => {
    doc.addPage();
    let y = 72;
    const notes: string[] = [];
    for (const p of paragraphs) {
      doc.font('Times-Roman').fontSize(11).text(p.text, 72, y, { lineBreak: false });
      if (p.note) {
        notes.push(`${++number} ${p.note}`);
        const end = 72 + doc.widthOfString(p.text) + 1;
        doc.fontSize(7).text(String(number), end, y - 3, { lineBreak: false });
      }
      y += 22;
    }
    let foot = 680;
    for (const note of notes) {
      doc.font('Times-Roman').fontSize(8).text(note, 72, foot, { width: 451 });
      foot = doc.y + 2;
    }
    doc.fontSize(9).text(String(i + 1), 290, 800, { lineBreak: false });
  });
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/** A PDF whose only page is a picture (a PNG of grey pixels): a scan without text. */
export async function picturePdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => doc.on('end', resolve));
  doc.image(png(64, 64), 72, 72, { width: 400 });
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/** A grey PNG of w x h pixels. */
function png(w: number, h: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((w + 1) * h, 0x80);
  for (let y = 0; y < h; y++) rows[y * (w + 1)] = 0; // filter byte
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * A DOCX-shaped zip bomb: word/document.xml a deflate stream of `megabytes` copies of one compressed
 * megabyte of XML (a flushed, non-final block refers only to itself, so copies may follow each other),
 * about a kilobyte each; its declared size in both headers is 1 KB, so a reader trusting it is misled.
 */
export function zipBomb(megabytes: number): Buffer {
  const megabyte = Buffer.from('<w:r><w:t>aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa</w:t></w:r>'.repeat(16384).slice(0, 1024 * 1024), 'latin1');
  const block = zlib.deflateRawSync(megabyte, { finishFlush: zlib.constants.Z_SYNC_FLUSH });
  // (A final empty stored block ends the stream.)
  const data = Buffer.concat([...Array.from({ length: megabytes }, () => block), Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff])]);
  return zipOf([{ name: '[Content_Types].xml', data: zlib.deflateRawSync('<Types/>'), size: 8 }, { name: 'word/document.xml', data, size: 1024 }]);
}

/** A zip of deflated entries as given, each declaring `size` as its uncompressed size (CRCs left 0). */
function zipOf(entries: Array<{ name: string; data: Buffer; size: number }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'latin1');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(e.data.length, 20);
    central.writeUInt32LE(e.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.data);
    centrals.push(central, name);
    offset += local.length + name.length + e.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A zip of many tiny entries, as DOCX. */
export function manyEntries(count: number): Buffer {
  const files: Record<string, Uint8Array> = { 'word/document.xml': strToU8('<w:document><w:body><w:p><w:r><w:t>x</w:t></w:r></w:p></w:body></w:document>') };
  for (let i = 0; i < count; i++) files[`word/media/${i}.bin`] = new Uint8Array(1);
  return Buffer.from(zipSync(files, { level: 0 }));
}

/** A hand-written PDF: objects in order, the xref table and trailer computed. */
function handPdf(objects: Array<string | Buffer>): Buffer {
  const out: Buffer[] = [Buffer.from('%PDF-1.7\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
  let length = out[0].length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    const part = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'), Buffer.from('\nendobj\n')]);
    out.push(part);
    length += part.length;
  });
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`));
  return Buffer.concat(out);
}

/** A PDF whose one page draws a million tiny text objects (a compressed content stream of 1,000,000 `Tj`). */
export function millionTextObjects(): Buffer {
  const content = zlib.deflateSync(Buffer.from('BT /F1 1 Tf 0 0 Td (a) Tj ET\n'.repeat(1_000_000), 'latin1'));
  return handPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    Buffer.concat([Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`), content, Buffer.from('\nendstream')]),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
}

/**
 * A PDF whose one page's content stream inflates to `megabytes` MB of path operators (copies of one
 * flushed deflate block, as in zipBomb), in about a kilobyte a megabyte: no text, and a reader that
 * decodes a stream whole holds all of it.
 */
export function pdfStreamBomb(megabytes: number): Buffer {
  const megabyte = Buffer.from('0 0 m 1 1 l S\n'.repeat(80_000).slice(0, 1024 * 1024), 'latin1');
  const block = zlib.deflateRawSync(megabyte, { finishFlush: zlib.constants.Z_SYNC_FLUSH });
  // (A zlib header, the blocks, a final empty block and a checksum nobody reaches.)
  const content = Buffer.concat([Buffer.from([0x78, 0x9c]), ...Array.from({ length: megabytes }, () => block), Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff, 0, 0, 0, 0])]);
  return handPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    Buffer.concat([Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`), content, Buffer.from('\nendstream')]),
  ]);
}

/** A PDF whose page tree says it has a million pages (one leaf, counted a million times). */
export function millionPages(): Buffer {
  const kids = Array.from({ length: 1000 }, () => '3 0 R').join(' ');
  return handPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count 1000000 >>`,
    `<< /Type /Pages /Parent 2 0 R /Kids [${Array.from({ length: 1000 }, () => '4 0 R').join(' ')}] /Count 1000 >>`,
    '<< /Type /Page /Parent 3 0 R /MediaBox [0 0 595 842] >>',
  ]);
}
