import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import { isConnectTimeout, isUnavailable, shortReason } from './availability.js';
import { connect, redactUrl } from './pool.js';
import type { DB } from './schema.js';

/** One server's pools as the read routes use them: the main pool and search's own. */
export interface ReadTarget {
  /** `primary` or `replica 1`, `replica 2`... in the order of DATABASE_REPLICA_URLS. */
  name: string;
  db: Kysely<DB>;
  search: Kysely<DB>;
}

/** What the service reads the replicas with (the pool settings are the primary's, per replica). */
export interface ReplicaSettings {
  dbPoolSize: number;
  statementTimeoutMs: number;
  searchPoolSize: number;
  searchTimeoutMs: number;
  /** DATABASE_REPLICA_URLS; none: everything reads the primary. */
  replicaUrls?: string[];
  /** REPLICA_MAX_LAG_MS. */
  replicaMaxLagMs?: number;
}

/**
 * - `starting`: not checked yet; `up`: in rotation;
 * - `lagging`: answers, but has not replayed what the primary wrote more than REPLICA_MAX_LAG_MS ago;
 * - `down`: does not answer, or a read on it just failed for want of it;
 * - `not_a_replica`: answers but is not in recovery, or is a copy of another cluster than the
 *   primary (a promoted or misconfigured server: its data may not be the primary's).
 */
export type ReplicaState = 'starting' | 'up' | 'lagging' | 'down' | 'not_a_replica';

/** A replica as /health shows it. */
export interface ReplicaReport {
  name: string;
  state: ReplicaState;
  /** How far behind the primary its data was at the last check (null: unknown). */
  lag_ms: number | null;
  /** Why it is out of rotation, briefly (never a password or a stack). */
  reason?: string;
}

interface Log {
  log(message: string): void;
  warn(message: string): void;
}

/**
 * Each replica is checked twice a second: a replica that stops is out of rotation within half a
 * second even when no read found out first, and a lag bound of a second is measured to within one
 * check. A check is two one-row queries (one on the primary, one per replica).
 */
export const CHECK_INTERVAL_MS = 500;

/**
 * How long the primary's positions are kept: a replica's lag is measured exactly up to this (beyond
 * it, at least this, or the replica's own account where that is more). Kept only as long as the
 * bound, a replica 10 s behind showed about 2 s.
 */
export const LAG_WINDOW_MS = 60_000;
/** A check that takes longer than this (to connect or to answer) counts the server as down. */
const CHECK_TIMEOUT_MS = 2000;

/** The primary's WAL position at a moment: a replica that has replayed past it holds everything committed by then. */
interface Sample {
  at: number;
  lsn: bigint;
}

/** `16/B374D848` (pg_lsn as text) as a number. */
function parseLsn(text: string): bigint {
  const [hi, lo] = text.split('/');
  return (BigInt(`0x${hi}`) << 32n) | BigInt(`0x${lo}`);
}

/**
 * Errors of a read on a replica that the primary can answer instead: the replica is gone or
 * refusing (it is then taken out of rotation at once), its pools are full, or a standby query was
 * cancelled because replay needed the rows it read (40001; 57P04 when replay drops its database).
 */
function replicaFailure(err: unknown): 'down' | 'retry' | undefined {
  if (isUnavailable(err)) return 'down';
  const code = (err as { code?: unknown } | undefined)?.code;
  return isConnectTimeout(err) || code === '40001' || code === '57P04' ? 'retry' : undefined;
}

class Replica {
  readonly target: ReadTarget;
  state: ReplicaState = 'starting';
  lagMs: number | null = null;
  reason: string | undefined;
  private readonly pools: Array<{ db: Kysely<DB>; pool: pg.Pool }>;
  /** Its own connection for checks, so a check never waits behind the replica's reads. */
  readonly probe: Kysely<DB>;

  constructor(
    readonly index: number,
    readonly description: string,
    url: string,
    settings: ReplicaSettings,
    private readonly changed: (replica: Replica, before: ReplicaState) => void,
  ) {
    // A connection lost under a read takes the replica out of rotation before the next check does.
    const watcher = {
      observe: (err: unknown) => {
        if (!isUnavailable(err)) return false;
        this.set('down', null, shortReason(err));
        return true;
      },
      up: () => undefined,
    };
    const main = connect(url, settings.dbPoolSize, { statementTimeoutMs: settings.statementTimeoutMs, availability: watcher });
    const search = connect(url, settings.searchPoolSize, { statementTimeoutMs: settings.searchTimeoutMs, availability: watcher });
    this.pools = [main, search];
    this.target = { name: `replica ${index}`, db: main.db, search: search.db };
    this.probe = connect(url, 1, { statementTimeoutMs: CHECK_TIMEOUT_MS, connectTimeoutMs: CHECK_TIMEOUT_MS, availability: watcher }).db;
  }

  get inRotation(): boolean {
    return this.state === 'up';
  }

  /** Connections in use or waited for: the least busy replica takes the next read. */
  busy(): number {
    return this.pools.reduce((n, { pool }) => n + pool.totalCount - pool.idleCount + pool.waitingCount, 0);
  }

  set(state: ReplicaState, lagMs: number | null, reason?: string): void {
    const before = this.state;
    this.state = state;
    this.lagMs = lagMs;
    this.reason = reason;
    if (before !== state) this.changed(this, before);
  }

  async close(): Promise<void> {
    await Promise.all([...this.pools.map((p) => p.db.destroy()), this.probe.destroy()]);
  }
}

/**
 * The servers reads go to. Search, section and verify read from the streaming replicas that are up
 * and no further behind the primary than REPLICA_MAX_LAG_MS, the least busy first (round robin
 * among equals); with none such, from the primary. Writes and everything that must be exact
 * (access decisions and settlement, keys, plans, imports, migrations, /usage) never come here: they
 * use the primary's pools directly.
 *
 * Lag is measured against the primary, not by the replica's own account: every check reads the
 * primary's flushed WAL position, and a replica whose replayed position is short of a position the
 * primary had reached at time t is at least (now - t) behind. A replica's own
 * `now() - pg_last_xact_replay_timestamp()` grows while the primary is idle, and says nothing when
 * the replica stopped receiving WAL; it is used only while the primary itself cannot be read.
 */
export class ReplicaSet {
  private readonly replicas: Replica[];
  private samples: Sample[] = [];
  private primarySystem: string | undefined;
  private timer: NodeJS.Timeout | undefined;
  private checking: Promise<void> | undefined;
  private turn = 0;
  private log: Log | undefined;

  private constructor(
    private readonly primary: ReadTarget,
    private readonly primaryProbe: Kysely<DB> | undefined,
    urls: string[],
    settings: ReplicaSettings,
    private readonly maxLagMs: number,
  ) {
    this.replicas = urls.map((url, i) => new Replica(i + 1, redactUrl(url), url, settings, (r, before) => this.logChange(r, before)));
  }

  /** The replicas of `settings.replicaUrls` of the primary at `primaryUrl`, checked from now on; none: reads use `primary`. */
  static open(primary: ReadTarget, primaryUrl: string, settings: ReplicaSettings): ReplicaSet {
    const urls = settings.replicaUrls ?? [];
    if (!urls.length) return ReplicaSet.primaryOnly(primary);
    const probe = connect(primaryUrl, 1, { statementTimeoutMs: CHECK_TIMEOUT_MS, connectTimeoutMs: CHECK_TIMEOUT_MS }).db;
    const set = new ReplicaSet(primary, probe, urls, settings, settings.replicaMaxLagMs ?? 1000);
    set.timer = setInterval(() => void set.check(), CHECK_INTERVAL_MS).unref();
    void set.check();
    return set;
  }

  /** Every read on the primary (no replicas configured; tests and tools that read one database). */
  static primaryOnly(primary: ReadTarget): ReplicaSet {
    return new ReplicaSet(primary, undefined, [], { dbPoolSize: 0, statementTimeoutMs: 0, searchPoolSize: 0, searchTimeoutMs: 0 }, 0);
  }

  /** Where the replicas' state changes are logged (the app sets its logger once it has one). */
  useLog(log: Log): void {
    this.log = log;
  }

  get configured(): number {
    return this.replicas.length;
  }

  /** The server the next read goes to: the least busy replica in rotation, or the primary. */
  pick(): ReadTarget {
    const live = this.replicas.filter((r) => r.inRotation);
    if (!live.length) return this.primary;
    this.turn = (this.turn + 1) % live.length;
    let best = live[this.turn];
    for (let k = 1; k < live.length; k++) {
      const r = live[(this.turn + k) % live.length];
      if (r.busy() < best.busy()) best = r;
    }
    return best.target;
  }

  /**
   * Runs one request's reads on one server, so that they never mix two servers' data. When the
   * replica fails under it (stopped, full, a query cancelled by replay) the whole read runs again
   * on the primary; so does an answer `confirmOnPrimary` doubts (a document or section a lagging
   * replica does not hold yet, which the primary may). Errors of the primary are the caller's.
   */
  async read<T>(fn: (server: ReadTarget) => Promise<T>, confirmOnPrimary?: (answer: { value: T } | { error: unknown }) => boolean): Promise<T> {
    const server = this.pick();
    if (server === this.primary) return fn(server);
    let value: T;
    try {
      value = await fn(server);
    } catch (error) {
      const failure = replicaFailure(error);
      if (failure === 'down') this.replicas.find((r) => r.target === server)?.set('down', null, shortReason(error));
      if (failure || confirmOnPrimary?.({ error })) return fn(this.primary);
      throw error;
    }
    return confirmOnPrimary?.({ value }) ? fn(this.primary) : value;
  }

  /** Each replica's state and lag, as of the last check. */
  report(): ReplicaReport[] {
    // A down replica's reason is its error code only: the message may name its address, and /health is public.
    return this.replicas.map((r) => {
      const reason = r.state === 'down' ? r.reason?.split(':')[0] : r.reason;
      return { name: r.target.name, state: r.state, lag_ms: r.lagMs === null ? null : Math.round(r.lagMs), ...(reason ? { reason } : {}) };
    });
  }

  /** Checks every replica now (also every CHECK_INTERVAL_MS); resolves when done. */
  check(): Promise<void> {
    this.checking ??= this.checkAll().finally(() => (this.checking = undefined));
    return this.checking;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.checking;
    await Promise.all([...this.replicas.map((r) => r.close()), this.primaryProbe?.destroy()]);
  }

  private async checkAll(): Promise<void> {
    if (!this.primaryProbe) return;
    const at = Date.now();
    try {
      const { rows } = await sql<{ lsn: string; system: string }>`
        SELECT pg_current_wal_flush_lsn()::text AS lsn, (SELECT system_identifier::text FROM pg_control_system()) AS system`.execute(this.primaryProbe);
      this.primarySystem = rows[0].system;
      this.samples.push({ at, lsn: parseLsn(rows[0].lsn) });
      // (Two a second for LAG_WINDOW_MS: 120 numbers.)
      const keepFrom = at - Math.max(this.maxLagMs, LAG_WINDOW_MS) - 2 * CHECK_INTERVAL_MS;
      while (this.samples.length > 1 && this.samples[1].at < keepFrom) this.samples.shift();
    } catch {
      // The primary's outage is the primary's episode (DatabaseAvailability); replicas are judged by their own account meanwhile.
    }
    await Promise.all(this.replicas.map((r) => this.checkReplica(r)));
  }

  private async checkReplica(replica: Replica): Promise<void> {
    let row: { recovery: boolean; replay: string | null; system: string; own_lag_ms: number | null };
    // The replica's position is read at some moment after this: counted from here, a check that
    // waited for a busy machine's CPU does not add its wait to the lag.
    const asked = Date.now();
    try {
      ({ rows: [row] } = await sql<typeof row>`
        SELECT pg_is_in_recovery() AS recovery, pg_last_wal_replay_lsn()::text AS replay,
               (SELECT system_identifier::text FROM pg_control_system()) AS system,
               CASE WHEN pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() THEN 0
                    ELSE extract(epoch FROM now() - pg_last_xact_replay_timestamp()) * 1000 END::float8 AS own_lag_ms`.execute(replica.probe));
    } catch (err) {
      replica.set('down', null, shortReason(err));
      return;
    }
    if (!row.recovery || row.replay === null) {
      replica.set('not_a_replica', null, 'the server is not in recovery: not a streaming replica (promoted?)');
      return;
    }
    if (this.primarySystem && row.system !== this.primarySystem) {
      replica.set('not_a_replica', null, `a replica of another cluster (system identifier ${row.system}, the primary's ${this.primarySystem})`);
      return;
    }
    const lag = this.lagOf(parseLsn(row.replay), asked, row.own_lag_ms);
    if (lag > this.maxLagMs) replica.set('lagging', lag, `${Math.round(lag)} ms behind the primary (REPLICA_MAX_LAG_MS ${this.maxLagMs})`);
    else replica.set('up', lag);
  }

  /**
   * How far behind a replica that had replayed up to `replay` when asked at `asked` is, from the
   * primary's samples while they are fresh: at least `asked` minus the time of the first sample it
   * had not reached.
   */
  private lagOf(replay: bigint, asked: number, ownLagMs: number | null): number {
    const latest = this.samples[this.samples.length - 1];
    if (!latest || asked - latest.at > 3 * CHECK_INTERVAL_MS) return ownLagMs ?? 0;
    const missing = this.samples.find((s) => s.lsn > replay);
    if (!missing) return 0;
    // Behind even the oldest position kept: at least that long, or as long as its own account says.
    return missing === this.samples[0] ? Math.max(asked - missing.at, ownLagMs ?? 0) : Math.max(0, asked - missing.at);
  }

  private logChange(replica: Replica, before: ReplicaState): void {
    const name = `Replica ${replica.index} (${replica.description})`;
    if (replica.state === 'up') this.log?.log(`${name} in rotation (${before === 'starting' ? 'first check' : `was ${before}`}; lag ${Math.round(replica.lagMs ?? 0)} ms)`);
    else this.log?.warn(`${name} out of rotation: ${replica.state}${replica.reason ? ` (${replica.reason})` : ''}; its reads go to the other replicas or the primary`);
  }
}
