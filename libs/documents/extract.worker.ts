import { parentPort, workerData } from 'node:worker_threads';
import type { ExtractionBounds } from './bounds.js';
import { EXTRACTORS } from './formats.js';
import type { DocumentFormat } from './located.js';
import { DocumentRefusal } from './refusal.js';

/** One extraction: the bytes, format and bounds come as workerData; the answer is one message. */
const { bytes, format, bounds } = workerData as { bytes: Uint8Array; format: DocumentFormat; bounds: ExtractionBounds };

try {
  parentPort!.postMessage({ document: await EXTRACTORS[format](bytes, bounds) });
} catch (err) {
  parentPort!.postMessage(
    err instanceof DocumentRefusal
      ? { refusal: { kind: err.kind, message: err.message } }
      : { refusal: { kind: format === 'docx' ? 'corrupt' : 'unreadable', message: `The ${format === 'docx' ? 'DOCX' : format.toUpperCase()} file could not be read: ${err instanceof Error ? err.message.slice(0, 200) : 'unknown fault'}.` } },
  );
}
