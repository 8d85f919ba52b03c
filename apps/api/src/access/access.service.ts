import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '#libs/config/config.js';
import { bearerToken, hashKey, KEY_PREFIX } from '#libs/access/keys.js';
import { plainAddress } from '#libs/config/trust-proxy.js';
import { AccessRepository, type AccessDecision } from '#libs/access/access.repository.js';
import { ApiError } from '../common/api-error.js';
import { databaseFailure } from '../common/database-errors.js';
import type { Operation } from '../common/counts-as.decorator.js';
import { CLOCK, CONFIG, type Clock } from '../common/tokens.js';

/** A call that was let through: the plan it was counted against and the headers to send. */
export interface AccessGrant {
  plan: string;
  /** The usage event holding the reservation; undefined when the guard is off. */
  eventId?: number;
  /** RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset. */
  headers: Record<string, string>;
}

/**
 * Keys, plans, allowances and the rate limit for one call, used by the REST guard and by the MCP
 * tool handlers alike so that both count against the same allowance. The decision is one atomic
 * SQL call (access_consume); this class only turns its row into a grant or an ApiError.
 */
/** Settlements that could not be written while the database was away, retried until it is back. */
const MAX_UNSETTLED = 10_000;
const SETTLE_RETRY_MS = 2_000;

@Injectable()
export class AccessService implements OnApplicationShutdown {
  private readonly logger = new Logger('access');
  private readonly unsettled: Array<{ eventId: number; status: number }> = [];
  private retryTimer: NodeJS.Timeout | undefined;
  private retrying = false;

  constructor(
    private readonly repository: AccessRepository,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Counts one call of `operation` for the caller and returns its grant, or throws ApiError
   * invalid_key (401), quota_exceeded (429, QuotaError fields, Retry-After) or RATE_LIMITED (429,
   * Retry-After). Every grant must be settled with the response status (see settle).
   */
  async authorize(authorization: string | undefined, clientIp: string, operation: Operation): Promise<AccessGrant> {
    if (!this.config.accessGuard) return { plan: 'free', headers: {} };
    const now = this.clock();
    // A header that is present but is not a Bearer key of this service is refused, never free. An
    // empty header is no credential at all (some clients send one when no key is configured).
    const keyHash = authorization?.trim() ? hashKey(bearerToken(authorization) ?? authorization) : null;
    const decision = await this.repository.consume(keyHash, plainAddress(clientIp), operation, now);
    if (decision.plan === null) {
      // A refused key: throttled per address, so keys cannot be guessed at speed.
      if (decision.outcome === 'rate_limited') {
        const seconds = secondsUntil(decision.rate_reset!, now);
        throw new ApiError(
          'RATE_LIMITED',
          `More than ${decision.rate_limit} requests a minute from this address with keys that are not valid. Retry in ${seconds} seconds.`,
          { retry_after_seconds: seconds },
          { 'Retry-After': String(seconds) },
        );
      }
      throw new ApiError('invalid_key', `The API key is not valid: it is revoked, mistyped or not a key of this service (keys start with ${KEY_PREFIX}).`);
    }
    const plan = decision.plan!;
    const headers = rateLimitHeaders(decision, now);
    if (decision.outcome === 'rate_limited') {
      const seconds = secondsUntil(decision.rate_reset!, now);
      throw new ApiError(
        'RATE_LIMITED',
        `More than ${decision.rate_limit} requests a minute on the ${plan} plan. Retry in ${seconds} seconds.`,
        { plan, retry_after_seconds: seconds },
        { ...headers, 'Retry-After': String(seconds) },
      );
    }
    if (decision.outcome === 'quota_exceeded') {
      const seconds = secondsUntil(decision.quota_reset!, now);
      const what = operation === 'search' ? 'searches' : 'citation checks';
      throw new ApiError(
        'quota_exceeded',
        `The ${plan} plan's allowance of ${decision.quota_limit} ${what} is used up until ${decision.quota_reset!.toISOString()}.`,
        { plan, upgrade: this.config.upgradeUrl, retry_after_seconds: seconds },
        { ...headers, 'Retry-After': String(seconds) },
      );
    }
    return { plan, eventId: decision.event_id, headers };
  }

  /**
   * Records how a granted call ended: a 400 or 404 gives the call back (spec 7: they do not use up
   * a call), and so does a 503 (the database could not serve it; the caller got nothing). Call it before the response is sent, so that the caller's next request already sees
   * the allowance given back. A 2xx needs no settling.
   */
  async settle(grant: AccessGrant, status: number): Promise<void> {
    if (grant.eventId === undefined || (status >= 200 && status < 300)) return;
    try {
      await this.repository.settle(grant.eventId, status);
    } catch (err) {
      // The database went away after the call was counted: the settlement waits for it, so the
      // usage rows still end up saying what the caller saw.
      if (!databaseFailure(err)) throw err;
      this.settleLater(grant.eventId, status);
    }
  }

  onApplicationShutdown(): void {
    clearInterval(this.retryTimer);
  }

  private settleLater(eventId: number, status: number): void {
    if (this.unsettled.length >= MAX_UNSETTLED) {
      this.logger.warn({ msg: 'too many calls waiting to be settled; this one stays charged', event_id: eventId, status });
      return;
    }
    this.unsettled.push({ eventId, status });
    this.retryTimer ??= setInterval(() => void this.retryUnsettled(), SETTLE_RETRY_MS).unref();
  }

  private async retryUnsettled(): Promise<void> {
    if (this.retrying) return;
    this.retrying = true;
    try {
      while (this.unsettled.length) {
        const { eventId, status } = this.unsettled[0];
        await this.repository.settle(eventId, status);
        this.unsettled.shift();
      }
      clearInterval(this.retryTimer);
      this.retryTimer = undefined;
    } catch {
      // still away: the next tick tries again
    } finally {
      this.retrying = false;
    }
  }
}

/** The headers describe whichever limit is closer to refusing this caller: the allowance or the rate. */
function rateLimitHeaders(d: AccessDecision, now: Date): Record<string, string> {
  const quotaLeft = Math.max(0, d.quota_limit! - d.quota_used!);
  const rateLeft = Math.max(0, d.rate_limit! - d.rate_used!);
  const [limit, left, reset] = rateLeft < quotaLeft ? [d.rate_limit!, rateLeft, d.rate_reset!] : [d.quota_limit!, quotaLeft, d.quota_reset!];
  return { 'RateLimit-Limit': String(limit), 'RateLimit-Remaining': String(left), 'RateLimit-Reset': String(secondsUntil(reset, now)) };
}

function secondsUntil(when: Date, now: Date): number {
  return Math.max(1, Math.ceil((when.getTime() - now.getTime()) / 1000));
}
