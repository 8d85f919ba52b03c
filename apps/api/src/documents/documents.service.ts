import { Injectable } from '@nestjs/common';
import { LIMITS, shown } from '#libs/contracts/limits.js';
import { extractDocument } from '#libs/documents/extract.js';
import { characters, locate, type ExtractedDocument } from '#libs/documents/located.js';
import { cutPieces } from '#libs/documents/pieces.js';
import { DocumentRefusal, type RefusalKind } from '#libs/documents/refusal.js';
import { badRequest, BadRequestWithStatus, ServiceUnavailable } from '../common/api-error.js';
import { ContractPipe } from '../common/contract.js';
import type { Meter } from '../common/counts-as.decorator.js';
import { VerifyService } from '../verify/verify.service.js';
import { ReportsService } from '../reports/reports.service.js';
import { DocumentUpload, type DocumentActCheck, type DocumentCaseCheck, type DocumentProvisionCheck, type DocumentReferenceCheck, type DocumentSummary } from './documents.dto.js';

/** The file as multer hands it over (memory storage). */
export interface UploadedDocument {
  buffer: Buffer;
  mimetype?: string;
  originalname?: string;
}

/** The DocumentVerifyResponse body (without source_note): a verify answer, each entry located, and the document's summary. */
export interface DocumentBody {
  cases: DocumentCaseCheck[];
  acts: DocumentActCheck[];
  references?: DocumentReferenceCheck[];
  provisions?: DocumentProvisionCheck[];
  document: DocumentSummary;
  check_id?: string;
}

/** The status each refusal is answered with (libs/documents/refusal.ts says why). */
const REFUSAL_STATUS: Record<RefusalKind, number> = { empty: 400, corrupt: 400, too_large: 413, unsupported: 415, unreadable: 422 };

/**
 * Extractions at once in this process, and waiting: each runs in a worker of up to
 * DEFAULT_BOUNDS.heapMb, so these bound the memory documents can take (the machine has 2 cores).
 */
const EXTRACTIONS_AT_ONCE = 2;
const EXTRACTIONS_WAITING = 8;

/** Citation checks a text of `length` characters counts: one per verify-sized piece, rounded up. */
export const checksFor = (length: number) => Math.max(1, Math.ceil(length / LIMITS.verify_text_length));

/**
 * POST /v1/verify/document: the file's text extracted (libs/documents, in a worker with bounded time
 * and memory), counted as one check per 20,000 characters in one atomic decision, then checked in
 * pieces of at most 20,000 characters by VerifyService, each entry given its place in the document.
 */
@Injectable()
export class DocumentsService {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly contracts = new ContractPipe();

  constructor(
    private readonly verify: VerifyService,
    private readonly reports: ReportsService,
  ) {}

  /** The whole operation: check the form's fields, read the file, meter its checks, check it. */
  async verifyDocument(file: UploadedDocument | undefined, fields: unknown, meter: Meter): Promise<DocumentBody> {
    if (!file) throw badRequest("Send the document as multipart/form-data, the file in the field 'file'.");
    // (As the pipe checks a REST body. multer's fields object has no prototype; the contract reads a plain one.)
    const { as_at } = (await this.contracts.transform({ ...(fields as object | undefined) }, { type: 'body', metatype: DocumentUpload })) as DocumentUpload;
    const extracted = await this.read(file);
    // Kept for its signed report as a text check is: the text's hash is the extracted text's.
    return meter(checksFor(characters(extracted.text)), (eventId) => this.reports.checked('document', extracted.text, eventId, () => this.check(extracted, as_at ?? null)));
  }

  /** The file's text and location map, or the refusal as the API answers it (400, 413, 415, 422; 503 when too many are being read). */
  async read(file: UploadedDocument): Promise<ExtractedDocument> {
    await this.turn();
    try {
      return await extractDocument(new Uint8Array(file.buffer.buffer, file.buffer.byteOffset, file.buffer.byteLength), { mimetype: file.mimetype, filename: file.originalname });
    } catch (err) {
      if (err instanceof DocumentRefusal) throw new BadRequestWithStatus(REFUSAL_STATUS[err.kind], err.message);
      throw err;
    } finally {
      // (The slot goes to the next waiting, if any, so no new arrival can take it in between.)
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  /**
   * An extracted document checked as /v1/verify checks a text, piece by piece (uncounted: the caller
   * meters it), its provisions in the versions in force on `asAt` where given, answered in the verify answer's shape plus each entry's `location` and `document`: a
   * plain object whatever renders a verify answer can render.
   */
  async check(extracted: ExtractedDocument, asAt: string | null = null): Promise<DocumentBody> {
    const { text, segments } = extracted;
    const pieces = cutPieces(text, LIMITS.verify_text_length);
    const body: DocumentBody = {
      cases: [],
      acts: [],
      document: {
        format: extracted.format,
        ...(extracted.pages !== undefined ? { pages: extracted.pages } : {}),
        characters: characters(text),
        pieces: pieces.length,
        checks_counted: checksFor(characters(text)),
      },
    };
    const references: DocumentReferenceCheck[] = [];
    const provisions: DocumentProvisionCheck[] = [];
    for (const piece of pieces) {
      const answer = await this.verify.verify({ text: text.slice(piece.start, piece.end), ...(asAt ? { as_at: asAt } : {}) });
      const placed = <E extends { start?: number; end?: number }>(entry: E) => {
        const start = (entry.start ?? 0) + piece.start;
        return { ...entry, start, end: (entry.end ?? 0) + piece.start, location: locate(segments, start) };
      };
      const before = body.cases.length;
      body.cases.push(...answer.cases.map(placed));
      // (An Act's provisions carry spans of their own, in the piece as the Act's are.)
      body.acts.push(...answer.acts.map((a) => placed(a.provisions ? { ...a, provisions: a.provisions.map(placed) } : a)));
      references.push(...(answer.references ?? []).map((r) => ({ ...placed(r), refers_to: r.refers_to + before })));
      provisions.push(...(answer.provisions ?? []).map(placed));
    }
    return { ...body, ...(references.length ? { references } : {}), ...(provisions.length ? { provisions } : {}) };
  }

  /** Waits for a free extraction slot; refuses (503, nothing counted) when too many are waiting already. */
  private async turn(): Promise<void> {
    if (this.running < EXTRACTIONS_AT_ONCE) {
      this.running++;
      return;
    }
    if (this.waiting.length >= EXTRACTIONS_WAITING) {
      throw new ServiceUnavailable(`The service is reading ${shown(EXTRACTIONS_AT_ONCE + EXTRACTIONS_WAITING)} documents already: try again in a few seconds.`);
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }
}
