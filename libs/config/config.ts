import path from 'node:path';
import { parseTrustProxy } from './trust-proxy.js';

/** Every setting the service and the CLI read, validated once at start-up. */
export interface AppConfig {
  port: number;
  host: string;
  /** Unset: the embedded PostgreSQL is used. */
  databaseUrl: string | undefined;
  /** DATABASE_REPLICA_URLS: streaming replicas of that server; search, section and verify read from them. */
  replicaUrls: string[];
  /** A replica further behind the primary than this is taken out of rotation until it catches up. */
  replicaMaxLagMs: number;
  embeddedDataDir: string;
  embeddedPort: number;
  migrateOnStart: boolean;
  /**
   * What an empty library loads on first start: the real starter library, the synthetic demo,
   * nothing. By default the starter library on the embedded database and nothing on a server named
   * by DATABASE_URL (the operator's); FIRST_START_LIBRARY set explicitly applies to either.
   */
  firstStartLibrary: 'starter' | 'demo' | 'none';
  serviceName: string;
  siteUrl: string;
  upgradeUrl: string;
  /** TRUST_PROXY: false, or the proxies whose X-Forwarded-For is believed (libs/config/trust-proxy.ts). */
  trustProxy: string | false;
  logLevel: 'error' | 'warn' | 'log' | 'debug';
  bodyLimit: string;
  dbPoolSize: number;
  /** Longest a single SQL statement of a request may run before PostgreSQL cancels it. */
  statementTimeoutMs: number;
  /** Connections of search's own pool: at most this many searches run at once per process. */
  searchPoolSize: number;
  /** A search's budget: its statement is cancelled after this long (503, Retry-After). */
  searchTimeoutMs: number;
  /** Searches one caller (a key, or an address without one) runs at once per process; more wait in the caller's own queue. */
  searchCallerConcurrency: number;
  /** Searches of one caller that may wait for its slots; one more is refused 429 RATE_LIMITED. */
  searchCallerQueue: number;
  /** ACCESS_GUARD=off turns keys, quotas and the rate limit off: only for measuring the guard's cost. */
  accessGuard: boolean;
  /** The longest a request's body may take to arrive once its headers have (a slow sender gets 408). */
  bodyTimeoutMs: number;
  /** Days a check is kept for its report to be asked for again (docs/reports.md); older ones are deleted. */
  checkRetentionDays: number;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
}

function url(env: Env, name: string, fallback: string | undefined, protocols: string[]): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL (${protocols.join(' or ')}), got "${raw}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must use ${protocols.join(' or ')}, got "${parsed.protocol}"`);
  }
  return raw;
}

/** A comma-separated list of URLs, each checked as `url` checks one (the message names its place in the list). */
function urlList(env: Env, name: string, protocols: string[]): string[] {
  const items = (env[name] ?? '').split(',').map((item) => item.trim());
  if (items.every((item) => !item)) return [];
  return items.map((item, i) => {
    if (!item) throw new ConfigError(`${name} has an empty entry at position ${i + 1}`);
    return url({ [`${name} entry ${i + 1}`]: item }, `${name} entry ${i + 1}`, undefined, protocols)!;
  });
}

export function loadConfig(env: Env = process.env): AppConfig {
  const logLevel = (env.LOG_LEVEL?.trim() || 'log') as AppConfig['logLevel'];
  if (!['error', 'warn', 'log', 'debug'].includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of error, warn, log, debug, got "${env.LOG_LEVEL}"`);
  }
  const trust = env.TRUST_PROXY?.trim();
  const trustProxy = trust && !['0', 'false', 'off', 'no'].includes(trust.toLowerCase()) ? trust : false;
  try {
    parseTrustProxy(trustProxy);
  } catch (err) {
    throw new ConfigError(`TRUST_PROXY: ${(err as Error).message}, got "${trust}"`);
  }
  const bodyLimit = env.BODY_LIMIT?.trim() || '256kb';
  if (!/^\d+(?:b|kb|mb)$/i.test(bodyLimit)) throw new ConfigError(`BODY_LIMIT must look like 256kb or 1mb, got "${bodyLimit}"`);
  // DEMO_LIBRARY chose the synthetic demo (default on); the real starter library is the default now.
  if (env.DEMO_LIBRARY !== undefined) throw new ConfigError('DEMO_LIBRARY was replaced by FIRST_START_LIBRARY (starter, demo or none)');
  const databaseUrl = url(env, 'DATABASE_URL', undefined, ['postgres:', 'postgresql:']);
  const firstStartLibrary = (env.FIRST_START_LIBRARY?.trim() || (databaseUrl ? 'none' : 'starter')) as AppConfig['firstStartLibrary'];
  if (!['starter', 'demo', 'none'].includes(firstStartLibrary)) {
    throw new ConfigError(`FIRST_START_LIBRARY must be one of starter, demo, none, got "${env.FIRST_START_LIBRARY}"`);
  }
  const siteUrl = url(env, 'SITE_URL', 'https://verified-law.example', ['http:', 'https:'])!;
  return {
    port: int(env, 'PORT', 3000, 0, 65535),
    host: env.HOST?.trim() || '0.0.0.0',
    databaseUrl,
    replicaUrls: urlList(env, 'DATABASE_REPLICA_URLS', ['postgres:', 'postgresql:']),
    replicaMaxLagMs: int(env, 'REPLICA_MAX_LAG_MS', 1000, 1, 3_600_000),
    embeddedDataDir: path.resolve(env.EMBEDDED_PG_DIR?.trim() || '.data/postgres'),
    embeddedPort: int(env, 'EMBEDDED_PG_PORT', 54329, 1, 65535),
    migrateOnStart: bool(env, 'MIGRATE_ON_START', true),
    firstStartLibrary,
    serviceName: env.SERVICE_NAME?.trim() || 'Verified South African Law API',
    siteUrl,
    upgradeUrl: url(env, 'UPGRADE_URL', `${siteUrl.replace(/\/$/, '')}/pricing`, ['http:', 'https:'])!,
    trustProxy,
    logLevel,
    bodyLimit,
    dbPoolSize: int(env, 'DB_POOL_SIZE', 10, 1, 200),
    statementTimeoutMs: int(env, 'STATEMENT_TIMEOUT_MS', 15000, 0, 3_600_000),
    searchPoolSize: int(env, 'SEARCH_POOL_SIZE', 3, 1, 100),
    searchTimeoutMs: int(env, 'SEARCH_TIMEOUT_MS', 5000, 0, 3_600_000),
    searchCallerConcurrency: int(env, 'SEARCH_CALLER_CONCURRENCY', 2, 1, 100),
    searchCallerQueue: int(env, 'SEARCH_CALLER_QUEUE', 10, 0, 1000),
    accessGuard: bool(env, 'ACCESS_GUARD', true),
    bodyTimeoutMs: int(env, 'BODY_TIMEOUT_MS', 10000, 100, 3_600_000),
    checkRetentionDays: int(env, 'CHECK_RETENTION_DAYS', 90, 1, 36_500),
  };
}
