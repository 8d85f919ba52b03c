import { createHash } from 'node:crypto';
import { Inject, Injectable, StreamableFile, type OnApplicationBootstrap } from '@nestjs/common';
import type { AppConfig } from '#libs/config/config.js';
import { READER_VERSION } from '#libs/citations/read.js';
import type { Database } from '#libs/db/database.js';
import { ReportsRepository, type PublicKeyRow } from '#libs/reports/reports.repository.js';
import { publicKeyPem, signReport, type SigningKey } from '#libs/reports/signing.js';
import { badRequest, notFound } from '../common/api-error.js';
import { SourceNote } from '../common/source-note.js';
import { CLOCK, CONFIG, DATABASE, type Clock } from '../common/tokens.js';
import { CoverageService } from '../coverage/coverage.service.js';
import { reportHtml } from './report.html.js';
import { reportPdf } from './report.pdf.js';
import { reportStatement } from './report.statement.js';
import type { ReportFormatName } from './reports.dto.js';

/** A check id: a version-4 UUID as PostgreSQL writes it (any case accepted). */
const CHECK_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const REPORT_SIGNATURE_HEADER = 'X-Report-Signature';
export const CHECK_ID_HEADER = 'X-Check-Id';

const MEDIA_TYPES: Record<ReportFormatName, string> = { pdf: 'application/pdf', html: 'text/html; charset=utf-8' };

/**
 * How long a library snapshot hash is used before it is asked for again (as CoverageService caches
 * its answer). Asked again in the background: the hash reads every document's key and content hash
 * (0.5 s of library_coverage's 1.8 s on the full synthetic library of 60,000 documents, a loaded
 * 2-core machine), which no check should wait for; only the first check of a process may.
 */
const SNAPSHOT_MS = 60_000;

/**
 * Kept checks and their signed reports. Each answered check is stored (its answer, the sha256 of its
 * text, the library's snapshot and the reader's version: never the text), and its report is drawn
 * from that row on request and signed with the service's key.
 */
@Injectable()
export class ReportsService implements OnApplicationBootstrap {
  private readonly repository: ReportsRepository;
  private key: Promise<SigningKey> | undefined;
  private snapshot: { at: number; hash: Promise<string> } | undefined;
  private refreshing: Promise<unknown> | undefined;

  constructor(
    @Inject(DATABASE) database: Database,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly coverage: CoverageService,
    private readonly sourceNote: SourceNote,
  ) {
    this.repository = new ReportsRepository(database.db);
  }

  /** The active signing key, made on first use where start-up has not made it (a failure is not kept). */
  signingKey(): Promise<SigningKey> {
    if (!this.key) {
      this.key = this.repository.signingKey().then((k) => k.key);
      this.key.catch(() => (this.key = undefined));
    }
    return this.key;
  }

  /** The first snapshot is asked for as the app starts, so no check waits for it. */
  onApplicationBootstrap(): void {
    this.snapshotHash().catch(() => undefined);
  }

  /**
   * The library's snapshot hash (GET /v1/coverage's snapshot.hash): the last one known, asked for
   * again in the background once it is SNAPSHOT_MS old; awaited only when none is known yet.
   */
  private snapshotHash(): Promise<string> {
    const now = this.clock().getTime();
    if (!this.snapshot) {
      const hash = this.coverage.coverage().then((c) => c.snapshot.hash);
      this.snapshot = { at: now, hash };
      hash.catch(() => (this.snapshot = undefined)); // a failure is not kept
      return hash;
    }
    if (now - this.snapshot.at >= SNAPSHOT_MS && !this.refreshing) {
      this.refreshing = this.coverage
        .coverage()
        .then((c) => (this.snapshot = { at: this.clock().getTime(), hash: Promise.resolve(c.snapshot.hash) }))
        .catch(() => undefined) // the last hash known is used until one is had
        .finally(() => (this.refreshing = undefined));
    }
    return this.snapshot.hash;
  }

  /**
   * Runs a check and keeps it: the library's snapshot hash (asked for while the check runs, where
   * none is known yet), then one insert. Returns the answer with its `check_id`.
   */
  async checked<T extends object>(kind: 'text' | 'document', text: string, eventId: number | undefined, run: () => Promise<T>): Promise<T & { check_id: string }> {
    const snapshot = this.snapshotHash();
    snapshot.catch(() => undefined); // awaited below, after the check; a failure is the check's
    const answer = await run();
    const check_id = await this.repository.keep({
      eventId,
      kind,
      textSha256: createHash('sha256').update(text, 'utf8').digest(),
      snapshotHash: await snapshot,
      readerVersion: READER_VERSION,
      answer,
      at: this.clock(),
      retentionDays: this.config.checkRetentionDays,
    });
    return { ...answer, check_id };
  }

  /** The signed report of a kept check: 400 for a malformed id, 404 for one not kept (or no longer). */
  async report(checkId: string, format: ReportFormatName): Promise<{ file: StreamableFile; signature: string }> {
    if (!CHECK_ID.test(checkId)) throw badRequest(`'${checkId.slice(0, 64)}' is not a check id: a check id is a UUID such as 0b5f7a1e-8c1d-4d8a-9d7e-2f4c6b8a1e3d, as POST /v1/verify returns it in check_id.`);
    const [row, key] = await Promise.all([this.repository.check(checkId.toLowerCase()), this.signingKey()]);
    if (!row) throw notFound(`No check ${checkId}: it was never made here, or is older than ${this.config.checkRetentionDays} days and was deleted.`);
    const statement = reportStatement(row, key.keyId, this.sourceNote.text);
    const body = format === 'pdf' ? await reportPdf(statement) : Buffer.from(reportHtml(statement), 'utf8');
    const { file, signature } = signReport(body, format, key);
    return {
      file: new StreamableFile(file, { type: MEDIA_TYPES[format], disposition: `inline; filename="check-${row.check_id}.${format}"`, length: file.length }),
      // (The same words as the file's signature line.)
      signature: `ed25519 ${key.keyId} ${signature}`,
    };
  }

  /** The public half of the key reports are signed with, and of every key the service holds. */
  async publicKeys() {
    const signing = (await this.signingKey()).keyId;
    const rows = await this.repository.publicKeys();
    const shown = (row: PublicKeyRow) => ({
      key_id: row.key_id,
      algorithm: 'Ed25519' as const,
      public_key: row.public_key.toString('base64'),
      public_key_pem: publicKeyPem(row.public_key),
      created_at: row.created_at.toISOString(),
      ...(row.retired_at ? { retired_at: row.retired_at.toISOString() } : {}),
    });
    // (The key this process signs with: after a rotation, until it restarts, the retired one.)
    return { ...shown(rows.find((r) => r.key_id === signing)!), keys: rows.map(shown) };
  }
}
