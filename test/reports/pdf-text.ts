import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ROOT_DIR } from '#libs/db/paths.js';

/** pdfjs-dist's metrics of the 14 standard fonts (the report uses Helvetica; nothing is fetched). */
const STANDARD_FONTS = `${path.join(ROOT_DIR, 'node_modules', 'pdfjs-dist', 'standard_fonts')}/`;

/** A PDF read back as a reader would: its pages' text, line by line, and its attached files. */
export async function readPdf(bytes: Uint8Array): Promise<{ pages: number; text: string; attachments: Record<string, Buffer> }> {
  const doc = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: STANDARD_FONTS, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let i = 1; i <= doc.numPages; i++) {
      const content = await (await doc.getPage(i)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
    }
    const attached = ((await doc.getAttachments()) ?? {}) as Record<string, { content: Uint8Array }>;
    const attachments = Object.fromEntries(Object.entries(attached).map(([name, a]) => [name, Buffer.from(a.content)]));
    return { pages: doc.numPages, text: pages.join('\n'), attachments };
  } finally {
    await doc.destroy();
  }
}
