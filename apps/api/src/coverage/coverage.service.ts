import { Inject, Injectable } from '@nestjs/common';
import { READER_VERSION } from '#libs/citations/read.js';
import { CLOCK, type Clock } from '../common/tokens.js';
import { COVERED_MINIMUM, COVERED_SHARE } from '../verify/verify.service.js';
import { CoverageRepository, type CoverageBody } from './coverage.repository.js';

/**
 * The answer is kept for CACHE_MS: library_coverage reads every citation key (20-30 ms on the
 * starter library of 789 documents, EXPLAIN ANALYZE; more at full size), and the library changes only by import or sync.
 */
const CACHE_MS = 60_000;

@Injectable()
export class CoverageService {
  private cached: { at: number; body: Promise<CoverageBody> } | undefined;

  constructor(
    private readonly repository: CoverageRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The CoverageResponse body (without source_note). */
  async coverage(): Promise<CoverageBody & { reader_version: number }> {
    const now = this.clock().getTime();
    if (!this.cached || now - this.cached.at >= CACHE_MS) {
      const body = this.repository.coverage(COVERED_SHARE, COVERED_MINIMUM);
      this.cached = { at: now, body };
      body.catch(() => (this.cached = undefined)); // a failure is not kept
    }
    return { ...(await this.cached.body), reader_version: READER_VERSION };
  }
}
