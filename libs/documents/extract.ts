import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { ROOT_DIR } from '#libs/db/paths.js';
import { DEFAULT_BOUNDS, type ExtractionBounds } from './bounds.js';
import type { ExtractedDocument } from './located.js';
import { DocumentRefusal, type RefusalKind } from './refusal.js';
import { sniffFormat, type Declared } from './sniff.js';

/**
 * The compiled worker. The app runs it from dist; tests, which run the TypeScript sources, use the
 * same compiled file (npm test builds first).
 */
const WORKER = path.join(ROOT_DIR, 'dist', 'libs', 'documents', 'extract.worker.js');

/** How often the process's memory is read while an extraction runs (pdf.js inflates some 150 MB a second). */
const MEMORY_WATCH_MS = 25;

/**
 * A document's text and location map, or a DocumentRefusal. The format is decided by the content
 * (sniffFormat); the text is extracted in a worker thread with a heap of bounds.heapMb, the process's
 * memory allowed to grow by bounds.memoryMb and a deadline of bounds.timeoutMs, past any of which the
 * worker is stopped and the file refused: whatever the file holds, the process keeps its memory and
 * its event loop.
 */
export async function extractDocument(bytes: Uint8Array, declared: Declared, bounds: ExtractionBounds = DEFAULT_BOUNDS): Promise<ExtractedDocument> {
  const format = sniffFormat(bytes, declared);
  if (!fs.existsSync(WORKER)) throw new Error(`the extraction worker ${WORKER} is not built: run npm run build`);
  const worker = new Worker(WORKER, {
    workerData: { bytes, format, bounds },
    resourceLimits: { maxOldGenerationSizeMb: bounds.heapMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
    stdout: true,
    stderr: true,
  });
  const what = format === 'text' ? 'text file' : format.toUpperCase();
  const tooMuchMemory = (mb: number) => `Reading the ${what} needed more than ${mb} MB of memory, the most one document may use: it is too complex to read.`;
  try {
    return await new Promise<ExtractedDocument>((resolve, reject) => {
      const fail = (kind: RefusalKind, message: string) => reject(new DocumentRefusal(kind, message));
      const timer = setTimeout(() => fail('unreadable', `Reading the ${what} took longer than ${bounds.timeoutMs / 1000} s, the most one document may take: it is too complex to read.`), bounds.timeoutMs);
      // (The process's memory, not the worker's own: what the worker's heap limit does not see, its
      // buffers, shows there. Another extraction running beside it counts too, which errs on the safe side.)
      const from = process.memoryUsage.rss();
      const watch = setInterval(() => {
        if (process.memoryUsage.rss() - from > bounds.memoryMb * 1024 * 1024) fail('unreadable', tooMuchMemory(bounds.memoryMb));
      }, MEMORY_WATCH_MS);
      const done = () => {
        clearTimeout(timer);
        clearInterval(watch);
      };
      worker.once('message', (answer: { document?: ExtractedDocument; refusal?: { kind: RefusalKind; message: string } }) => {
        done();
        if (!answer.document) fail(answer.refusal!.kind, answer.refusal!.message);
        // (A PDF says so itself, with its advice; another format without text is empty of it.)
        else if (!answer.document.text.trim()) fail('unreadable', `The ${what} holds no text to check.`);
        else resolve(answer.document);
      });
      worker.once('error', (err: NodeJS.ErrnoException) => {
        done();
        if (err.code === 'ERR_WORKER_OUT_OF_MEMORY') fail('unreadable', tooMuchMemory(bounds.heapMb));
        else reject(err);
      });
      worker.once('exit', () => {
        done();
        fail('unreadable', `The ${what} could not be read.`);
      });
    });
  } finally {
    await worker.terminate();
  }
}
