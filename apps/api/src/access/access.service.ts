import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '#libs/config/config.js';
import { bearerToken, hashKey, KEY_PREFIX } from '#libs/access/keys.js';
import { plainAddress } from '#libs/config/trust-proxy.js';
import { AccessRepository, type AccessDecision } from '#libs/access/access.repository.js';
import { ApiError } from '../common/api-error.js';
import { databaseFailure } from '../common/database-errors.js';
import { toApiError } from '../common/http-exception.filter.js';
import type { Operation } from '../common/counts-as.decorator.js';
import { CLOCK, CONFIG, type Clock } from '../common/tokens.js';
import { PLAN_HEADER } from '../common/response.interceptor.js';
import type { UsageAllowance, UsageReport } from './usage.dto.js';

/** A call that was let through: the plan it was counted against and the headers to send. */
export interface AccessGrant {
  plan: string;
  /** The usage event holding the reservation; undefined when the guard is off. */
  eventId?: number;
  /** RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset. */
  headers: Record<string, string>;
}

/**
 * Keys, plans, allowances and the rate limit for one call, applied to REST (AccessInterceptor) and
 * to the MCP tool calls through one path (metered), so both count against the same allowance the
 * same way. The decision is one atomic SQL call (access_consume); this class only turns its row
 * into a grant or an ApiError.
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
   * Counts `count` calls of `operation` for the caller (all or none) and returns its grant, or throws ApiError
   * invalid_key (401), quota_exceeded (429, QuotaError fields, Retry-After) or RATE_LIMITED (429,
   * Retry-After). Every grant must be settled with the response status (see settle).
   */
  async authorize(authorization: string | undefined, clientIp: string, operation: Operation, count = 1): Promise<AccessGrant> {
    if (!this.config.accessGuard) return { plan: 'free', headers: {} };
    const now = this.clock();
    const decision = await this.repository.consume(this.keyHash(authorization), plainAddress(clientIp), operation, now, count);
    if (decision.plan === null) refuseKey(decision, now);
    const plan = decision.plan!;
    const headers = rateLimitHeaders(decision, now);
    if (decision.outcome === 'rate_limited') rateLimited(plan, decision.rate_limit!, decision.rate_reset!, now, headers);
    if (decision.outcome === 'quota_exceeded') {
      const seconds = secondsUntil(decision.quota_reset!, now);
      const what = operation === 'search' ? 'searches' : 'citation checks';
      const left = Math.max(0, decision.quota_limit! - decision.quota_used!);
      throw new ApiError(
        'quota_exceeded',
        count > 1 && left > 0
          ? `This needs ${count} ${what}, and the ${plan} plan has ${left} of its ${decision.quota_limit} left until ${decision.quota_reset!.toISOString()}: nothing was counted.`
          : `The ${plan} plan's allowance of ${decision.quota_limit} ${what} is used up until ${decision.quota_reset!.toISOString()}.`,
        { plan, upgrade: this.config.upgradeUrl, retry_after_seconds: seconds },
        { ...headers, 'Retry-After': String(seconds) },
      );
    }
    return { plan, eventId: decision.event_id, headers };
  }

  /**
   * The one metering path of a counted call, REST's (AccessInterceptor) and MCP's (McpService)
   * alike: authorize (or throw the refusal), run the call with its grant, then settle it with the
   * status the caller is answered with (toApiError's, whichever interface answers), before the
   * answer is written. A settlement that cannot be written leaves the call charged and is logged;
   * the caller still gets the call's own result or error. `count` calls are reserved at once (a
   * document's checks), all or none.
   */
  async metered<T>(call: { authorization: string | undefined; ip: string; operation: Operation; count?: number }, run: (grant: AccessGrant) => Promise<T>): Promise<T> {
    const grant = await this.authorize(call.authorization, call.ip, call.operation, call.count);
    let result: T;
    try {
      result = await run(grant);
    } catch (err) {
      await this.settleOrLog(grant, toApiError(err).status);
      throw err;
    }
    await this.settleOrLog(grant, 200);
    return result;
  }

  private async settleOrLog(grant: AccessGrant, status: number): Promise<void> {
    await this.settle(grant, status).catch((failure: unknown) => {
      this.logger.error({ msg: 'could not settle a counted call', event_id: grant.eventId, status, err: String(failure) });
    });
  }

  /**
   * The caller's plan, what is used and left of each allowance and of the minute's rate, and when
   * each resets, with the RateLimit-* headers of the rate window. Uses no allowance but counts as
   * a request against the rate; throws invalid_key or RATE_LIMITED as authorize does.
   */
  async usage(authorization: string | undefined, clientIp: string): Promise<{ report: UsageReport; headers: Record<string, string> }> {
    const now = this.clock();
    const d = await this.repository.usage(this.keyHash(authorization), plainAddress(clientIp), now);
    if (d.plan === null) refuseKey(d, now);
    const plan = d.plan!;
    const rate = allowance(d.rate_limit, d.rate_used, d.rate_reset, now);
    const headers = { 'RateLimit-Limit': String(rate.allowance), 'RateLimit-Remaining': String(rate.remaining), 'RateLimit-Reset': String(rate.resets_in_seconds) };
    if (d.outcome === 'rate_limited') rateLimited(plan, d.rate_limit, d.rate_reset, now, headers);
    const report: UsageReport = {
      plan,
      ...(d.key_prefix ? { key_prefix: d.key_prefix } : { address: d.address! }),
      period: d.period!,
      period_start: d.period_start!.toISOString(),
      searches: allowance(d.searches_limit!, d.searches_used!, d.period_reset!, now),
      checks: allowance(d.checks_limit!, d.checks_used!, d.period_reset!, now),
      rate,
    };
    return { report, headers: { ...headers, [PLAN_HEADER]: plan } };
  }

  /**
   * A route that uses no allowance but is a request like any other (@RateOnly: a signed report, the
   * published key, the coverage asked with a key): counted against the caller's per-minute rate
   * through access_usage. Returns the RateLimit-* headers; throws RATE_LIMITED past the rate and
   * invalid_key for a key that is not live, so a client sending a revoked key learns it at once.
   */
  async countRate(authorization: string | undefined, clientIp: string): Promise<Record<string, string>> {
    if (!this.config.accessGuard) return {};
    return (await this.usage(authorization, clientIp)).headers;
  }

  /**
   * Counts one request that uses no allowance against the caller's per-minute rate, through the
   * same SQL call as GET /v1/usage (access_usage): an MCP message that is no tool call (initialize,
   * ping, tools/list, a notification). Returns the RateLimit-* headers; throws RATE_LIMITED past the
   * rate. A key that is not live is counted against its address's throttle, as on every route, and
   * is not refused here: such a message reads nothing the key pays for.
   */
  async countRequest(authorization: string | undefined, clientIp: string): Promise<Record<string, string>> {
    if (!this.config.accessGuard) return {};
    try {
      return (await this.usage(authorization, clientIp)).headers;
    } catch (err) {
      if (err instanceof ApiError && err.code === 'invalid_key') return {};
      throw err;
    }
  }

  /**
   * Records how a granted call ended: a 400 or 404 gives the call back (spec 7: they do not use up
   * a call), and so do a 503 (the database could not serve it; the caller got nothing) and a 429
   * (the caller's searches were queued full: SearchFairness). Call it before the response is sent, so that the caller's next request already sees
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

  /**
   * The sha256 of the presented key, or null for no credential. A header that is present but is
   * not a Bearer key of this service is refused, never free; an empty header is no credential at
   * all (some clients send one when no key is configured).
   */
  private keyHash(authorization: string | undefined): Buffer | null {
    return authorization?.trim() ? hashKey(bearerToken(authorization) ?? authorization) : null;
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

/** A presented key that is not live: 401 invalid_key, or RATE_LIMITED when this address sends too many. */
function refuseKey(d: { outcome: string; rate_limit: number | null; rate_reset: Date | null }, now: Date): never {
  if (d.outcome === 'rate_limited') {
    const seconds = secondsUntil(d.rate_reset!, now);
    throw new ApiError(
      'RATE_LIMITED',
      `More than ${d.rate_limit} requests a minute from this address with keys that are not valid. Retry in ${seconds} seconds.`,
      { retry_after_seconds: seconds },
      { 'Retry-After': String(seconds) },
    );
  }
  throw new ApiError('invalid_key', `The API key is not valid: it is revoked, mistyped or not a key of this service (keys start with ${KEY_PREFIX}).`);
}

function rateLimited(plan: string, limit: number, reset: Date, now: Date, headers: Record<string, string>): never {
  const seconds = secondsUntil(reset, now);
  throw new ApiError('RATE_LIMITED', `More than ${limit} requests a minute on the ${plan} plan. Retry in ${seconds} seconds.`, { plan, retry_after_seconds: seconds }, { ...headers, 'Retry-After': String(seconds) });
}

/** One allowance as /v1/usage reports it; resets_in_seconds is counted as RateLimit-Reset and Retry-After are. */
function allowance(limit: number, used: number, reset: Date, now: Date): UsageAllowance {
  return { allowance: limit, used, remaining: Math.max(0, limit - used), resets_at: reset.toISOString(), resets_in_seconds: secondsUntil(reset, now) };
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
