import { textTooLong, type ExtractionBounds } from './bounds.js';
import { TextBuilder, type ExtractedDocument } from './located.js';
import { refuse } from './refusal.js';

/**
 * Bytes as text: UTF-8 (a UTF-8 BOM dropped), or UTF-16 with its BOM. Anything else is refused, and so
 * is text with NULs or control characters beyond a few (a binary file sent as text).
 */
export function decodeText(bytes: Uint8Array, what: string): string {
  let text: string;
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xfe) text = new TextDecoder('utf-16le', { fatal: true }).decode(bytes.subarray(2));
    else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = new TextDecoder('utf-16be', { fatal: true }).decode(bytes.subarray(2));
    else text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return refuse('unsupported', `The file is not ${what} in UTF-8 (nor UTF-16 with a byte-order mark): it looks binary, or is in another encoding. Save it as UTF-8.`);
  }
  // Control characters other than tab, line ends and form feed: one in a thousand is binary, not text.
  let controls = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0) controls = Infinity;
    else if (c < 0x09 || (c > 0x0d && c < 0x20) || c === 0x7f) controls++;
  }
  if (controls > text.length / 1000) {
    refuse('unsupported', `The file holds binary data, not ${what}.`);
  }
  return text;
}

/** Plain text: paragraphs are the blocks between blank lines, numbered in order. */
export function extractText(bytes: Uint8Array, bounds: ExtractionBounds): ExtractedDocument {
  const text = decodeText(bytes, 'plain text');
  const out = new TextBuilder(bounds.textLength, () => refuse('too_large', textTooLong(bounds, 'text')));
  let paragraph = 0;
  for (const block of text.replace(/\r\n?/g, '\n').split(/\n[ \t\f\v\u00a0]*\n\s*/)) {
    if (block.trim()) out.block(block, { paragraph: ++paragraph });
  }
  return out.build('text');
}
