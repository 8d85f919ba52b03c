import { LIMITS, shown } from '#libs/contracts/limits.js';

/**
 * What one extraction may use, past the public limits (LIMITS.document_bytes, document_text_length):
 * extraction runs in a worker thread with these caps, so a hostile file costs at most this much.
 */
export interface ExtractionBounds {
  /** Characters of extracted text (the public limit). */
  textLength: number;
  /** Wall time of one extraction; past it the worker is stopped (a 200-page PDF takes 2-4 s here). */
  timeoutMs: number;
  /** Heap of the extraction's worker: pdf.js holds a PDF's objects and fonts there. */
  heapMb: number;
  /** PDF pages read (a 200-page brief is the largest expected; pages bound pdf.js's work). */
  pages: number;
  /**
   * Text items pdf.js reads out of a PDF's pages, all pages together (a page of a brief has 50-300;
   * pdf.js takes some 16 µs an item, so a page drawing a million tiny ones is given up within 5 s).
   */
  textItems: number;
  /** Bytes inflated out of a DOCX, counted while inflating (a zip bomb is stopped at this). */
  inflatedBytes: number;
  /** Entries in a DOCX's zip (Word writes 10-40). */
  zipEntries: number;
}

export const DEFAULT_BOUNDS: ExtractionBounds = {
  textLength: LIMITS.document_text_length,
  timeoutMs: 20 * 1000,
  heapMb: 160,
  pages: 1_000,
  textItems: 250_000,
  // 400,000 characters of text are 5-15 MB of WordprocessingML; 64 MB leaves room for heavy markup.
  inflatedBytes: 64 * 1024 * 1024,
  zipEntries: 2_000,
};

/** The text-length refusal, worded once for every format. */
export const textTooLong = (bounds: ExtractionBounds, what: string) =>
  `The ${what} holds more than ${shown(bounds.textLength)} characters of text, the most one document may hold: split it and check the parts.`;
