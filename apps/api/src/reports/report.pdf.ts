import { setImmediate as nextTurn } from 'node:timers/promises';
import PDFDocument from 'pdfkit';
import { entryLines, factLines, GRADE_COLOURS } from './report.html.js';
import { GRADE_WORDS, GRADES, type ReportStatement } from './report.statement.js';

/**
 * The report as a PDF (pdfkit, A4, the standard Helvetica fonts: nothing is fetched or embedded).
 * The statement is attached whole as `report.json`, so a program reads back exactly what the report
 * says (pdfjs-dist's getAttachments, `pdfdetach`); the page text says the same for people.
 */

/**
 * The standard fonts draw WinAnsi only: Latin-1 and the punctuation of cp1252 (curly quotes, dashes,
 * the euro...). Other characters are drawn as `?`; the attached statement keeps them as written.
 */
const CP1252_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
export const drawable = (text: string) => text.replace(/[^\n\x20-\x7e\xa0-\xff]/gu, (c) => (CP1252_EXTRA.includes(c) ? c : '?'));

const MARGIN = 50;

/**
 * Entries drawn between turns of the event loop. Drawing is synchronous: 750 entries (a full text's
 * worth of citations) took 0.9 s and 3,000 (a long document's) 3 s on a loaded 2-core machine, and
 * other requests waited all of it; between batches of 25 they are served.
 */
const ENTRIES_PER_TURN = 25;

/** The PDF's bytes before its signature line, ending with a line break. */
export async function reportPdf(s: ReportStatement): Promise<Buffer> {
  const at = new Date(s.checked_at);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: false,
    info: { Title: `Citation check report ${s.check_id}`, Subject: s.summary.sentence, Creator: 'Verified South African Law API', Producer: 'pdfkit', CreationDate: at, ModDate: at },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => {
      const bytes = Buffer.concat(chunks);
      resolve(bytes[bytes.length - 1] === 0x0a ? bytes : Buffer.concat([bytes, Buffer.from('\n')]));
    });
    doc.on('error', reject);
  });
  doc.file(Buffer.from(JSON.stringify(s)), { name: 'report.json', type: 'application/json', description: 'What this report states, as JSON', creationDate: at, modifiedDate: at });
  const width = doc.page.width - 2 * MARGIN;
  const text = (t: string, options: PDFKit.Mixins.TextOptions = {}) => doc.text(drawable(t), { width, ...options });

  doc.font('Helvetica-Bold').fontSize(18).fillColor('#1b1b1b');
  text('Citation check report');
  doc.moveDown(0.3).fontSize(12);
  text(s.summary.sentence);
  doc.moveDown(0.3);
  for (const g of GRADES) {
    doc.font('Helvetica-Bold').fontSize(10).fillColor(GRADE_COLOURS[g].ink);
    text(`${GRADE_WORDS[g]}: ${s.summary[g]}`);
  }
  doc.moveDown(0.6).fillColor('#1b1b1b');
  for (const [term, value] of factLines(s)) {
    doc.font('Helvetica-Bold').fontSize(9);
    text(`${term}: `, { continued: true });
    doc.font('Helvetica');
    text(value);
  }
  let drawn = 0;
  for (const g of GRADES) {
    const entries = s.entries.filter((e) => e.grade === g);
    if (!entries.length) continue;
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor(GRADE_COLOURS[g].ink);
    text(`${GRADE_WORDS[g]} (${entries.length})`);
    for (const e of entries) {
      if (++drawn % ENTRIES_PER_TURN === 0) await nextTurn();
      doc.moveDown(0.5);
      const top = doc.y;
      doc.font('Helvetica-Bold').fontSize(10.5).fillColor('#1b1b1b');
      text(`${e.n}. ${e.cited}`, { indent: 0 });
      doc.fillColor(GRADE_COLOURS[g].ink);
      text(e.headline);
      doc.fillColor('#1b1b1b').fontSize(9);
      for (const [term, value, url] of entryLines(e)) {
        doc.font('Helvetica-Bold');
        text(`${term}: `, { continued: true });
        doc.font('Helvetica');
        text(value, url && /^https?:\/\//i.test(url) ? { link: url, underline: false } : {});
      }
      // The grade's bar beside the entry, where it fits on one page.
      if (doc.y > top) doc.save().rect(MARGIN - 8, top, 3, doc.y - top).fill(GRADE_COLOURS[g].ink).restore();
    }
  }
  doc.moveDown(1).font('Helvetica').fontSize(8).fillColor('#444444');
  text(s.source_note);
  doc.moveDown(0.5);
  text(`This report is signed: its last line holds an Ed25519 signature, by the key ${s.key_id} the service publishes, of every byte before that line. How to check it: docs/reports.md of the service.`);
  doc.end();
  return done;
}
