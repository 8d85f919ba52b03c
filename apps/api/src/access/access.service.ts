import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '#libs/config/config.js';
import { bearerToken, hashKey, KEY_PREFIX } from '#libs/access/keys.js';
import { AccessRepository, type AccessDecision } from '#libs/access/access.repository.js';
import { ApiError } from '../common/api-error.js';
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
@Injectable()
export class AccessService {
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
    const decision = await this.repository.consume(keyHash, normalizeIp(clientIp), operation, now);
    if (decision.outcome === 'invalid_key') {
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
   * a call). Call it before the response is sent, so that the caller's next request already sees
   * the allowance given back. A 2xx needs no settling.
   */
  async settle(grant: AccessGrant, status: number): Promise<void> {
    if (grant.eventId === undefined || (status >= 200 && status < 300)) return;
    await this.repository.settle(grant.eventId, status);
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

/** An IPv4 caller on a dual-stack socket appears as ::ffff:a.b.c.d; it is the same caller as a.b.c.d. */
export function normalizeIp(ip: string): string {
  return ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
}
