import type { ExtractionBounds } from './bounds.js';
import { extractDocx } from './docx.js';
import { extractHtml } from './html.js';
import type { DocumentFormat, ExtractedDocument } from './located.js';
import { extractPdf } from './pdf.js';
import { extractText } from './text.js';

/** The extractor of each format, run in the extraction worker (extract.worker.ts). */
export const EXTRACTORS: Record<DocumentFormat, (bytes: Uint8Array, bounds: ExtractionBounds) => ExtractedDocument | Promise<ExtractedDocument>> = {
  docx: extractDocx,
  pdf: extractPdf,
  html: extractHtml,
  text: extractText,
};
