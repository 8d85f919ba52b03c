import { refuse } from './refusal.js';
import type { DocumentFormat } from './located.js';

/** What the sender said the file is: its multipart Content-Type and its file name. */
export interface Declared {
  mimetype?: string;
  filename?: string;
}

/** Formats the service refuses, known by their first bytes, so the refusal can name them. */
const KNOWN_OTHERS: Array<[number[], string]> = [
  [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 'a Word 97-2003 document (.doc): save it as .docx or PDF'],
  [[0x7b, 0x5c, 0x72, 0x74, 0x66], 'an RTF document: save it as .docx or PDF'],
  [[0x89, 0x50, 0x4e, 0x47], 'a PNG image'],
  [[0xff, 0xd8, 0xff], 'a JPEG image'],
  [[0x47, 0x49, 0x46, 0x38], 'a GIF image'],
  [[0x49, 0x49, 0x2a, 0x00], 'a TIFF image'],
  [[0x4d, 0x4d, 0x00, 0x2a], 'a TIFF image'],
  [[0x1f, 0x8b], 'a gzip archive'],
  [[0x52, 0x61, 0x72, 0x21], 'a RAR archive'],
  [[0x37, 0x7a, 0xbc, 0xaf], 'a 7-Zip archive'],
];

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);

/** The declared formats, by media type and by file extension. */
const BY_TYPE: Record<string, DocumentFormat> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'text/html': 'html',
  'application/xhtml+xml': 'html',
  'text/plain': 'text',
  'text/markdown': 'text',
};
const BY_EXTENSION: Record<string, DocumentFormat> = { pdf: 'pdf', docx: 'docx', html: 'html', htm: 'html', xhtml: 'html', txt: 'text', text: 'text', md: 'text' };

/** The format the sender declared, when the type or the file name names one (a generic type names none). */
export function declaredFormat({ mimetype, filename }: Declared): DocumentFormat | undefined {
  const type = mimetype?.split(';')[0].trim().toLowerCase();
  if (type && BY_TYPE[type]) return BY_TYPE[type];
  const extension = filename?.toLowerCase().match(/\.([a-z]+)$/)?.[1];
  return extension ? BY_EXTENSION[extension] : undefined;
}

/** The first bytes as Latin-1, for the magic-number patterns. */
const head = (bytes: Uint8Array, n = 1024) => Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(n, bytes.length)).toString('latin1');

/** An HTML document's opening: a doctype, or one of the tags a page or fragment begins with. */
const HTML_START = /^\s*(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\s+html|html|head|body|meta|title|p|div|h[1-6]|table|article|section|span|br)[\s>/]/i;

/**
 * The format of a file by its content (magic bytes); the declared type only chooses between HTML and
 * plain text, which both are text. A declared binary format the content is not, or content the service
 * does not read, is refused (415).
 */
export function sniffFormat(bytes: Uint8Array, declared: Declared): DocumentFormat {
  if (!bytes.length) refuse('empty', 'The file is empty.');
  const start = head(bytes);
  const said = declaredFormat(declared);
  let found: DocumentFormat;
  // (pdf.js, like readers, finds the header within the first kilobyte.)
  if (start.includes('%PDF-')) found = 'pdf';
  else if (start.startsWith('PK\x03\x04')) found = 'docx';
  else {
    const other = KNOWN_OTHERS.find(([signature]) => startsWith(bytes, signature));
    if (other) return refuse('unsupported', `The file is ${other[1]}; the service reads DOCX, PDF, HTML and plain text.`);
    found = said === 'html' || (said !== 'text' && HTML_START.test(decodeHead(bytes))) ? 'html' : 'text';
  }
  const binary = (f: DocumentFormat | undefined) => f === 'pdf' || f === 'docx';
  if (said && said !== found && (binary(said) || binary(found))) {
    refuse('unsupported', `The file was sent as ${NAMES[said]}, but its content is ${NAMES[found]}: send it with its own type.`);
  }
  return found;
}

const NAMES: Record<DocumentFormat, string> = { pdf: 'a PDF', docx: 'a Word document (DOCX)', html: 'HTML', text: 'plain text' };

function decodeHead(bytes: Uint8Array): string {
  return new TextDecoder('utf-8').decode(bytes.subarray(0, 1024));
}
