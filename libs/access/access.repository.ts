import { sql, type Kysely } from 'kysely';
import type { DB, PlanPeriod, UsageOutcome } from '#libs/db/schema.js';

export type Operation = 'search' | 'check';

/** One row of access_consume: the decision for a request and the figures for its headers. */
export interface AccessDecision {
  outcome: Extract<UsageOutcome, 'counted' | 'invalid_key' | 'rate_limited' | 'quota_exceeded'>;
  plan: string | null;
  event_id: number;
  quota_limit: number | null;
  quota_used: number | null;
  quota_reset: Date | null;
  rate_limit: number | null;
  rate_used: number | null;
  rate_reset: Date | null;
}

/** One row of access_usage: the caller's plan, what is used of it, and the rate window (figures NULL for a refused key). */
export interface UsageDecision {
  outcome: 'ok' | 'invalid_key' | 'rate_limited';
  plan: string | null;
  key_prefix: string | null;
  address: string | null;
  period: PlanPeriod | null;
  period_start: Date | null;
  period_reset: Date | null;
  searches_limit: number | null;
  searches_used: number | null;
  checks_limit: number | null;
  checks_used: number | null;
  rate_limit: number;
  rate_used: number;
  rate_reset: Date;
}

export interface PlanRow {
  plan: string;
  period: PlanPeriod;
  searches: number;
  checks: number;
  per_minute: number;
}

export interface KeyRow {
  key_id: number;
  prefix: string;
  plan: string;
  label: string;
  created_at: Date;
  revoked_at: Date | null;
}

export interface PlanChange {
  period?: PlanPeriod;
  searches?: number;
  checks?: number;
  perMinute?: number;
}

export interface UsageRow {
  day: string;
  plan: string;
  searches: number;
  checks: number;
  released: number;
  quota_rejections: number;
  rate_rejections: number;
}

/** SQLSTATEs raised by the access functions in db/functions. */
export const ACCESS_ERRORS = { badArgument: 'VA400', notFound: 'VA404', planMissing: 'VA500' } as const;

/** All database access for keys, plans and usage; the decisions themselves are SQL functions. */
export class AccessRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** One atomic call: identifies the caller, applies the rate and reserves `count` calls of the allowance (all or none), records the event. */
  async consume(keyHash: Buffer | null, ip: string, operation: Operation, now: Date, count = 1): Promise<AccessDecision> {
    const { rows } = await sql<AccessDecision>`SELECT * FROM access_consume(${keyHash}, ${ip}::inet, ${operation}, ${now}, ${count}::int)`.execute(this.db);
    return rows[0];
  }

  /** The caller's plan and usage; counts one request against the per-minute rate, none against an allowance. */
  async usage(keyHash: Buffer | null, ip: string, now: Date): Promise<UsageDecision> {
    const { rows } = await sql<UsageDecision>`SELECT * FROM access_usage(${keyHash}, ${ip}::inet, ${now})`.execute(this.db);
    return rows[0];
  }

  /** Records how a counted call ended; 400/404 give the call back. */
  async settle(eventId: number, status: number): Promise<boolean> {
    const { rows } = await sql<{ released: boolean }>`SELECT access_settle(${eventId}, ${status}) AS released`.execute(this.db);
    return rows[0].released;
  }

  async createKey(prefix: string, hash: Buffer, plan: string, label: string): Promise<KeyRow> {
    return this.db
      .insertInto('api_keys')
      .values({ prefix, key_hash: hash, plan, label })
      .returning(['key_id', 'prefix', 'plan', 'label', 'created_at', 'revoked_at'])
      .executeTakeFirstOrThrow();
  }

  async listKeys(): Promise<KeyRow[]> {
    return this.db.selectFrom('api_keys').select(['key_id', 'prefix', 'plan', 'label', 'created_at', 'revoked_at']).orderBy('key_id').execute();
  }

  /** By key_id or prefix; raises VA404 when none matches. */
  async revokeKey(ref: string, at: Date): Promise<KeyRow> {
    const { rows } = await sql<KeyRow>`SELECT key_id, prefix, plan, label, created_at, revoked_at FROM access_revoke_key(${ref}, ${at})`.execute(this.db);
    return rows[0];
  }

  async listPlans(): Promise<PlanRow[]> {
    return this.db.selectFrom('plans').select(['plan', 'period', 'searches', 'checks', 'per_minute']).orderBy('per_minute').orderBy('searches').execute();
  }

  /** Raises VA404 for an unknown plan, VA400 for a bad value. */
  async setPlan(plan: string, change: PlanChange): Promise<PlanRow> {
    const { rows } = await sql<PlanRow>`
      SELECT plan, period, searches, checks, per_minute
      FROM access_set_plan(${plan}, ${change.period ?? null}, ${change.searches ?? null}, ${change.checks ?? null}, ${change.perMinute ?? null})`.execute(this.db);
    return rows[0];
  }

  /** Calls per plan per South African day, from reporting.calls_per_plan_per_day. */
  async usageSince(since: string): Promise<UsageRow[]> {
    const { rows } = await sql<UsageRow>`
      SELECT day::text AS day, plan, searches, checks, released, quota_rejections, rate_rejections
      FROM reporting.calls_per_plan_per_day
      WHERE day >= ${since}::date
      ORDER BY day, plan`.execute(this.db);
    return rows;
  }
}

/** The SQLSTATE of a PostgreSQL error, if it is one. */
export function sqlState(err: unknown): string | undefined {
  const code = (err as { code?: unknown })?.code;
  return typeof code === 'string' ? code : undefined;
}
