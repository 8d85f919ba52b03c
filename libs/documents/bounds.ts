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
  /**
   * Growth of the process's resident memory while one extraction runs, watched every 25 ms: buffers
   * are outside the worker's heap limit, and pdf.js decodes a compressed stream whole (a 2 MB PDF
   * whose content stream inflates to 1 GB took 1.3 GB in 20 s before this bound).
   */
  memoryMb: number;
  /** PDF pages read (a 200-page brief is the largest expected; pages bound pdf.js's work). */
  pages: number;
  /**
   * Text items pdf.js reads out of a PDF's pages, all pages together (a page of a brief has 50-300,
   * a word's worth of text each at the least: 400,000 characters are under 100,000 items; pdf.js takes
   * some 16 µs an item, so a page drawing a million tiny ones is given up within a few seconds).
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
  memoryMb: 192,
  pages: 1_000,
  textItems: 150_000,
  // 400,000 characters of text are 5-15 MB of WordprocessingML; 32 MB leaves room for heavy markup.
  inflatedBytes: 32 * 1024 * 1024,
  zipEntries: 2_000,
};

/** The text-length refusal, worded once for every format. */
export const textTooLong = (bounds: ExtractionBounds, what: string) =>
  `The ${what} holds more than ${shown(bounds.textLength)} characters of text, the most one document may hold: split it and check the parts.`;
