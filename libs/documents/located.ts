/** The formats the service reads a document from. */
export const DOCUMENT_FORMATS = ['docx', 'pdf', 'html', 'text'] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

/** Where a stretch of extracted text stands in the document. */
export interface Location {
  /** PDF: the page (1-based, as pdf.js counts pages, not as printed). */
  page?: number;
  /** The note's number: a DOCX's counted in order of reference as Word numbers them, a PDF's as printed. */
  note?: number;
  note_kind?: 'footnote' | 'endnote';
  /** DOCX, HTML, text: the body paragraph (1-based, non-empty ones); for a note, the paragraph referring to it. */
  paragraph?: number;
}

/** A stretch of the text, [start, end) in UTF-16 offsets, and where it stands. */
export interface Segment extends Location {
  start: number;
  end: number;
}

/** A document's text and its location map: every offset of `text` lies in one segment. */
export interface ExtractedDocument {
  format: DocumentFormat;
  text: string;
  /** PDF: the number of pages. */
  pages?: number;
  segments: Segment[];
}

/** Paragraphs are separated by a blank line, so that the citation reader never reads across them. */
export const PARAGRAPH_BREAK = '\n\n';

/**
 * Builds a document's text block by block, each with its location; blocks are separated by a blank
 * line. `length` bounds the text: adding past it calls `over` (which throws the refusal).
 */
export class TextBuilder {
  private readonly parts: string[] = [];
  private readonly segments: Segment[] = [];
  private size = 0;
  private chars = 0;

  constructor(
    private readonly limit: number,
    private readonly over: () => never,
  ) {}

  get length(): number {
    return this.size;
  }

  /** One block of text (a paragraph, a note, a page), trimmed of surrounding blank lines; blank blocks are skipped. */
  block(text: string, location: Location): void {
    // (Blank lines at either end dropped line by line: a regex for them was quadratic on many line ends.)
    const lines = clean(text).split('\n');
    let first = 0;
    let last = lines.length;
    while (first < last && !lines[first].trim()) first++;
    while (last > first && !lines[last - 1].trim()) last--;
    if (first === last) return;
    const body = lines.slice(first, last).join('\n').trimEnd();
    if (this.size) this.append(PARAGRAPH_BREAK);
    const start = this.size;
    this.append(body);
    this.segments.push({ start, end: this.size, ...location });
  }

  build(format: DocumentFormat, pages?: number): ExtractedDocument {
    const text = this.parts.join('');
    // The breaks between blocks belong to the block before them, so every offset has a location.
    const segments = this.segments.map((s, i) => ({ ...s, end: this.segments[i + 1]?.start ?? text.length }));
    return { format, text, ...(pages !== undefined ? { pages } : {}), segments };
  }

  private append(s: string): void {
    const chars = characters(s);
    if (this.chars + chars > this.limit) this.over();
    this.parts.push(s);
    this.size += s.length;
    this.chars += chars;
  }
}

/** Characters as the limits count them: Unicode code points (a surrogate pair is one). */
export function characters(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0xdc00 || c > 0xdfff || i === 0 || s.charCodeAt(i - 1) < 0xd800 || s.charCodeAt(i - 1) > 0xdbff) n++;
  }
  return n;
}

/**
 * Line ends made LF; a NUL (PostgreSQL text cannot hold one) and a lone UTF-16 surrogate (not Unicode)
 * become U+FFFD, as the JSON routes refuse them outright: a file's bytes are the writer's, not a typo.
 */
function clean(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/** The location of `offset` (binary search over the segments). */
export function locate(segments: Segment[], offset: number): Location {
  let lo = 0;
  let hi = segments.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const s = segments[mid];
    if (offset < s.start) hi = mid - 1;
    else if (offset >= s.end) lo = mid + 1;
    else {
      return {
        ...(s.page !== undefined ? { page: s.page } : {}),
        ...(s.note !== undefined ? { note: s.note, note_kind: s.note_kind } : {}),
        ...(s.paragraph !== undefined ? { paragraph: s.paragraph } : {}),
      };
    }
  }
  return {};
}
