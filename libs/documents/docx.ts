import { Inflate } from 'fflate';
import { textTooLong, type ExtractionBounds } from './bounds.js';
import { decodeEntities } from './html.js';
import { TextBuilder, type ExtractedDocument } from './located.js';
import { DocumentRefusal, refuse } from './refusal.js';

/** The parts of a Word document whose text is read: the body, its footnotes, its endnotes. */
const PARTS = ['word/document.xml', 'word/footnotes.xml', 'word/endnotes.xml'] as const;
type Part = (typeof PARTS)[number];

/**
 * Compressed bytes handed to the inflater at a time: deflate inflates at most about 1,032 to 1, so one
 * slice yields at most some 4 MB before the running count is checked again.
 */
const SLICE = 4 * 1024;

const corrupt = (): never => refuse('corrupt', 'The DOCX cannot be read: its zip structure is damaged or it was cut short. Open it in Word and save it again.');

/** A zip's entries as its central directory lists them: name, method, where the compressed bytes are. */
function zipEntries(bytes: Buffer, bounds: ExtractionBounds): Array<{ name: string; method: number; start: number; size: number }> {
  // The end record: within the last 64 KB + 22 bytes (its comment is at most 64 KB).
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (bytes.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) corrupt();
  const count = bytes.readUInt16LE(end + 10);
  if (count > bounds.zipEntries) refuse('too_large', `The DOCX holds ${count.toLocaleString('en-US')} entries; a Word document holds a few dozen, and the most read is ${bounds.zipEntries.toLocaleString('en-US')}.`);
  const entries = [];
  let at = bytes.readUInt32LE(end + 16);
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) corrupt();
    const method = bytes.readUInt16LE(at + 10);
    const size = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const local = bytes.readUInt32LE(at + 42);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== 0x04034b50) corrupt();
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    if (start + size > bytes.length) corrupt();
    entries.push({ name, method, start, size });
  }
  return entries;
}

/**
 * The three parts, inflated by fflate with a running count of the bytes that come out (a zip's
 * declared uncompressed sizes are the sender's word and are never read): past bounds.inflatedBytes,
 * or with more than bounds.zipEntries entries, the file is refused while it is being inflated. Only
 * the central directory's offsets and compressed sizes are used, each checked to lie in the file.
 */
export function unzipParts(data: Uint8Array, bounds: ExtractionBounds): Partial<Record<Part, string>> {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const entries = zipEntries(bytes, bounds);
  const wanted = entries.filter((e) => (PARTS as readonly string[]).includes(e.name));
  if (!wanted.some((e) => e.name === 'word/document.xml')) refuse('unsupported', 'The file is a zip archive but not a Word document (it has no word/document.xml).');
  let inflated = 0;
  const count = (n: number) => {
    inflated += n;
    if (inflated > bounds.inflatedBytes) {
      refuse('too_large', `The DOCX inflates to more than ${Math.round(bounds.inflatedBytes / 1024 / 1024)} MB of content: a zip bomb, or a document far past ${bounds.textLength.toLocaleString('en-US')} characters.`);
    }
  };
  const out: Partial<Record<Part, string>> = {};
  const decoder = new TextDecoder('utf-8');
  for (const entry of wanted) {
    const compressed = bytes.subarray(entry.start, entry.start + entry.size);
    const chunks: Uint8Array[] = [];
    if (entry.method === 0) {
      count(compressed.length);
      chunks.push(compressed);
    } else if (entry.method === 8) {
      let ended = false;
      const inflater = new Inflate((chunk, final) => {
        count(chunk.length);
        chunks.push(chunk);
        ended ||= final;
      });
      try {
        for (let at = 0; at < compressed.length; at += SLICE) inflater.push(compressed.subarray(at, at + SLICE), at + SLICE >= compressed.length);
      } catch (err) {
        if (err instanceof DocumentRefusal) throw err;
        corrupt();
      }
      if (!ended) corrupt();
    } else {
      corrupt();
    }
    out[entry.name as Part] = decoder.decode(Buffer.concat(chunks));
  }
  return out;
}

/** One XML token at a time (linear): a tag with its name and attributes, or text. */
// (No part of a tag may run past the next `<`, and a name ends where its attributes begin, so a tag
// left open is given up at once, never scanned again for each `<` after it: linear in the file.)
const TOKEN = /<(\/?)([\w:.-]+)((?:[^<>\w:.-][^<>]*)?)>|<[!?][^<>]*>?|([^<]+)|</g;

const attribute = (attributes: string, name: string) => attributes.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1];

interface Paragraph {
  text: string;
  notes: Array<{ kind: 'footnote' | 'endnote'; id: string }>;
}

/**
 * WordprocessingML's paragraphs in order: the text of their runs (w:t), tabs and breaks, and the
 * notes they refer to. Deleted text (w:delText) and field codes (w:instrText) are other elements and
 * never read; the fallback copy of a text box (mc:Fallback) is skipped, or its text would come twice.
 * A paragraph inside another (a text box) adds to the outer one.
 */
export function paragraphs(xml: string, onParagraph: (p: Paragraph, container: Record<string, string> | undefined) => void): void {
  let depth = 0;
  let current: Paragraph = { text: '', notes: [] };
  let inText = false;
  let skip = 0;
  let container: Record<string, string> | undefined;
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(xml); m; m = TOKEN.exec(xml)) {
    const [, closing, name, attributes, text] = m;
    const selfClosing = attributes?.endsWith('/');
    if (text !== undefined) {
      if (inText && !skip) current.text += decodeEntities(text);
      continue;
    }
    if (!name) continue;
    if (name === 'mc:Fallback') {
      if (!selfClosing) skip += closing ? -1 : 1;
      continue;
    }
    if (skip) continue;
    switch (name) {
      case 'w:footnote':
      case 'w:endnote':
        if (!closing) container = { id: attribute(attributes, 'w:id') ?? '', type: attribute(attributes, 'w:type') ?? 'normal' };
        break;
      case 'w:p':
        if (selfClosing) {
          if (!depth) onParagraph({ text: '', notes: [] }, container);
        } else if (!closing) {
          depth++;
        } else if (--depth <= 0) {
          depth = 0;
          onParagraph(current, container);
          current = { text: '', notes: [] };
        } else {
          current.text += ' '; // (a paragraph inside one, a text box's, ends as a word does)
        }
        break;
      case 'w:t':
        inText = !closing && !selfClosing;
        break;
      case 'w:tab':
        if (!closing && attributes.indexOf('w:val') < 0) current.text += '\t';
        break;
      case 'w:br':
      case 'w:cr':
        if (!closing) current.text += '\n';
        break;
      case 'w:noBreakHyphen':
        current.text += '-';
        break;
      case 'w:footnoteReference':
      case 'w:endnoteReference':
        if (!closing) current.notes.push({ kind: name === 'w:footnoteReference' ? 'footnote' : 'endnote', id: attribute(attributes, 'w:id') ?? '' });
        break;
    }
  }
}

/** A notes part's notes by id: the text of their paragraphs, one a line; Word's separators left out. */
function notes(xml: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  if (!xml) return out;
  paragraphs(xml, (p, note) => {
    if (!note || note.type !== 'normal') return;
    out.set(note.id, out.has(note.id) ? `${out.get(note.id)}\n${p.text}` : p.text);
  });
  return out;
}

/**
 * A DOCX: the body's paragraphs, numbered in order (the empty ones skipped); after each, the notes it
 * refers to, each its own block marked with its kind and number (counted in order of reference, as
 * Word numbers them) and the paragraph that refers to it. The marks themselves are left out of the
 * body's text: a footnote's number after a citation would be read as part of it.
 */
export function extractDocx(bytes: Uint8Array, bounds: ExtractionBounds): ExtractedDocument {
  const parts = unzipParts(bytes, bounds);
  const footnotes = notes(parts['word/footnotes.xml']);
  const endnotes = notes(parts['word/endnotes.xml']);
  const out = new TextBuilder(bounds.textLength, () => refuse('too_large', textTooLong(bounds, 'DOCX')));
  const numbers = { footnote: 0, endnote: 0 };
  let paragraph = 0;
  paragraphs(parts['word/document.xml']!, (p) => {
    if (!p.text.trim() && !p.notes.length) return;
    paragraph++;
    out.block(p.text, { paragraph });
    for (const ref of p.notes) {
      const text = (ref.kind === 'footnote' ? footnotes : endnotes).get(ref.id);
      if (text === undefined) continue;
      const note = ++numbers[ref.kind];
      out.block(text, { paragraph, note, note_kind: ref.kind });
    }
  });
  return out.build('docx');
}
