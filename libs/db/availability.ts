/**
 * Whether the database is reachable, as the service last saw it. Errors that mean "the server is
 * gone or refusing" (not "this query is wrong") start an outage episode: one short log line when
 * it starts, one when a new connection succeeds again. Requests during the episode answer 503
 * with Retry-After instead of a stack trace each.
 */
export interface AvailabilityLog {
  warn(message: string): void;
  log(message: string): void;
}

/** SQLSTATEs of a server that is stopping, starting, crashed or full (class 08 is checked apart). */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300', '53400']);
/** Socket-level failures of node-postgres and Node (connect refused, reset, DNS, timeouts). */
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);
/** node-postgres says these in words only (no code); a full pool is told apart in database-errors.ts. */
const UNAVAILABLE_MESSAGES = /^(?:Connection terminated|Client has encountered a connection error|Query read timeout)/;

/** True when `err` says the database cannot be reached right now, as opposed to a failing query. */
export function isUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (code.startsWith('08') || UNAVAILABLE_STATES.has(code) || UNAVAILABLE_ERRNOS.has(code))) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}

/** node-postgres, when no pool connection became free (or could be made) within connectionTimeoutMillis. */
export function isConnectTimeout(err: unknown): boolean {
  const message = (err as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message.startsWith('timeout exceeded when trying to connect');
}

/** A short reason for the log: the code and first line of the message, never a stack. */
export function shortReason(err: unknown): string {
  const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message.split('\n')[0].slice(0, 160) : String(err);
  return typeof code === 'string' ? `${code}: ${text}` : text;
}

/**
 * Errors keep arriving for a moment after connections drop (each pooled client reports its own
 * loss): an episode ends only once this long has passed without one, so one outage is one episode.
 */
const SETTLE_MS = 1000;

export class DatabaseAvailability {
  private downSince: number | undefined;
  private lastError = 0;
  private log: AvailabilityLog | undefined;

  constructor(log?: AvailabilityLog) {
    this.log = log;
  }

  /** Where the episode lines go (the app sets its logger once it has one). */
  useLog(log: AvailabilityLog): void {
    this.log = log;
  }

  get down(): boolean {
    return this.downSince !== undefined;
  }

  /** Reports an error; returns whether it was an outage error. Logs only when an episode starts. */
  observe(err: unknown): boolean {
    if (!isUnavailable(err)) return false;
    this.lastError = Date.now();
    if (this.downSince === undefined) {
      this.downSince = Date.now();
      this.log?.warn(`Database unavailable (${shortReason(err)}): answering 503 with Retry-After until it is back`);
    }
    return true;
  }

  /** A connection was made or a query answered: the episode, if any, is over (once errors have stopped). */
  up(): void {
    if (this.downSince === undefined || Date.now() - this.lastError < SETTLE_MS) return;
    const seconds = ((Date.now() - this.downSince) / 1000).toFixed(1);
    this.downSince = undefined;
    this.log?.log(`Database reachable again after ${seconds} s`);
  }
}
