import http from 'node:http';
import https from 'node:https';
import { mb, SYNC_LIMITS, type SyncLimits } from './limits.js';

/**
 * A polite HTTP client for the Laws.Africa Content API: the token as the API documents it
 * (`Authorization: Token <token>`), at most `ratePerSecond` requests a second, retries with
 * exponential backoff on 429, 5xx, network errors and a slow connection or first byte (a
 * `Retry-After` header wins over the backoff), and a stop at once on 401/403: a refused token never
 * becomes a retry storm. The token goes to the API's own origin only: a URL a response names on
 * another origin is not fetched (ForeignOriginError). Bodies are read as streams under the limits of
 * limits.ts: a body past its byte limit is dropped there and refused for good (TooLargeError), a
 * body that stalls between chunks or past the response deadline likewise (not retried).
 */
export interface ClientOptions {
  token: string;
  /** The configured API's URL: its origin (scheme, host, port) is the only one sent the token. */
  apiUrl: string;
  /** Requests a second at most (default 5). */
  ratePerSecond?: number;
  /** Attempts per request, the first included (default 5). */
  attempts?: number;
  /** First backoff; doubled on each retry (default 1000 ms). */
  backoffMs?: number;
  /** Longest wait honoured from a Retry-After header (default 300 s). */
  maxRetryAfterMs?: number;
  /** Byte limit and timeouts of each response (default SYNC_LIMITS). */
  limits?: Partial<SyncLimits>;
  /** Told about each retry, for the log. */
  onRetry?: (url: string, reason: string, waitMs: number) => void;
  sleep?: (ms: number) => Promise<void>;
}

/** The API refused the token (401/403): the sync stops. */
export class TokenRefusedError extends Error {
  constructor(
    readonly status: number,
    readonly url: string,
    detail: string,
  ) {
    super(`Laws.Africa refused the token (HTTP ${status}${detail ? `: ${detail}` : ''}) at ${url}; check --token or LAWS_AFRICA_TOKEN`);
  }
}

/** A request that failed for good: a status that is not retried (404, 400), or every attempt failed. */
export class FetchError extends Error {
  constructor(
    readonly url: string,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** A response larger than the byte limit: refused for good, so a retry never fetches it again. */
export class TooLargeError extends FetchError {
  constructor(url: string, limit: number) {
    super(url, `refused: the response is larger than the limit of ${mb(limit)}`);
  }
}

/** A response that did not come in time; `final` for a body that stalled (a retry would stall again). */
class TimedOut extends Error {
  constructor(
    message: string,
    readonly final: boolean,
  ) {
    super(message);
  }
}

/** Redirects followed for one request (the API redirects a work's URL at most once). */
const MAX_REDIRECTS = 5;
/** Bytes of an error response read for its detail: only the first 200 characters are shown. */
const ERROR_BODY_BYTES = 64 * 1024;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One GET under the limits: a connect timeout, a first-byte timeout (request sent to headers), an
 * idle timeout (between chunks) and a deadline for the whole response; the body streamed and
 * dropped past `maxBytes` (a Content-Length above it is refused before any of the body is read).
 * An error response's body is read to ERROR_BODY_BYTES and cut there.
 */
function getOnce(url: URL, headers: Record<string, string>, limits: SyncLimits): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const arm = (ms: number, message: string, final: boolean) => {
      clearTimeout(timer);
      timer = setTimeout(() => fail(new TimedOut(message, final)), ms);
    };
    const deadline = setTimeout(() => fail(new TimedOut(`timed out: no whole response within ${limits.responseDeadlineMs} ms`, true)), limits.responseDeadlineMs);
    const finish = () => {
      settled = true;
      clearTimeout(timer);
      clearTimeout(deadline);
    };
    const fail = (err: Error) => {
      if (settled) return;
      finish();
      req.destroy();
      reject(err);
    };
    const req = (url.protocol === 'https:' ? https : http).get(url, { headers }, (res) => {
      const status = res.statusCode ?? 0;
      const ok = status >= 200 && status < 300;
      const cap = ok ? limits.maxResponseBytes : ERROR_BODY_BYTES;
      const length = Number(res.headers['content-length']);
      if (ok && Number.isFinite(length) && length > cap) return fail(new TooLargeError(url.href, cap));
      const chunks: Buffer[] = [];
      let bytes = 0;
      const end = () => {
        if (settled) return;
        finish();
        if (bytes > cap) req.destroy();
        resolve({ status, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') });
      };
      const idle = `timed out: nothing received for ${limits.idleTimeoutMs} ms in the middle of the response`;
      arm(limits.idleTimeoutMs, idle, true);
      res.on('data', (chunk: Buffer) => {
        if (settled) return;
        bytes += chunk.length;
        if (bytes > cap) {
          if (ok) return fail(new TooLargeError(url.href, cap));
          chunks.push(chunk.subarray(0, cap - (bytes - chunk.length)));
          return end();
        }
        chunks.push(chunk);
        arm(limits.idleTimeoutMs, idle, true);
      });
      res.on('end', end);
      res.on('error', fail);
    });
    req.on('socket', (socket) => {
      const firstByte = () => arm(limits.firstByteTimeoutMs, `timed out: no response within ${limits.firstByteTimeoutMs} ms of the request`, false);
      if (!socket.connecting) return firstByte();
      arm(limits.connectTimeoutMs, `timed out: no connection within ${limits.connectTimeoutMs} ms`, false);
      socket.once('connect', firstByte);
    });
    req.on('error', fail);
  });
}

/**
 * A URL on another origin than the API's, not fetched: a list's `next` or a result's `url` may name
 * any host, and the token it would be sent with is the firm's (redirects to another origin already
 * drop it). A mirror serves its links under its own origin.
 */
export class ForeignOriginError extends FetchError {
  constructor(url: string, apiOrigin: string) {
    super(url, `not fetched: not on the API's origin (${apiOrigin}), the only one sent the token`);
  }
}

/** scheme://host:port of a URL (default ports left out), or undefined when it is no absolute URL. */
function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Seconds, or an HTTP date (RFC 9110 allows both); undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

export class LawsAfricaClient {
  private readonly interval: number;
  private next = 0;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly origin: string | undefined;
  private readonly limits: SyncLimits;
  /** Requests sent, retries and redirects included. */
  requests = 0;

  constructor(private readonly options: ClientOptions) {
    this.interval = 1000 / (options.ratePerSecond ?? 5);
    this.sleep = options.sleep ?? defaultSleep;
    this.origin = originOf(options.apiUrl);
    this.limits = { ...SYNC_LIMITS, ...options.limits };
  }

  async json<T>(url: string): Promise<T> {
    const body = await this.get(url, 'application/json');
    try {
      return JSON.parse(body) as T;
    } catch (err) {
      throw new FetchError(url, `not JSON: ${(err as Error).message}`);
    }
  }

  async text(url: string, accept: string): Promise<string> {
    return this.get(url, accept);
  }

  /** Waits for this request's turn under the rate limit (requests are spaced, not burst). */
  private async turn(): Promise<void> {
    const now = Date.now();
    const at = Math.max(now, this.next);
    this.next = at + this.interval;
    if (at > now) await this.sleep(at - now);
  }

  /**
   * One request and its redirects (each counted as a request). The token goes with a redirect to the
   * API's origin only, as fetch would drop it on another.
   */
  private async follow(url: string, accept: string): Promise<Answer> {
    let at = new URL(url);
    for (let redirects = 0; ; redirects++) {
      const headers: Record<string, string> = { accept, ...(at.origin === this.origin ? { authorization: `Token ${this.options.token}` } : {}) };
      const res = await getOnce(at, headers, this.limits);
      const location = res.headers.location;
      if (res.status < 300 || res.status >= 400 || !location) return res;
      if (redirects >= MAX_REDIRECTS) throw new FetchError(url, `more than ${MAX_REDIRECTS} redirects`);
      at = new URL(location, at);
      this.requests++;
    }
  }

  private async get(url: string, accept: string): Promise<string> {
    // (URL.origin is 'null' for a URL that is not http(s): that matches nothing.)
    const origin = originOf(url);
    if (!origin || origin === 'null' || origin !== this.origin) throw new ForeignOriginError(url, this.origin ?? this.options.apiUrl);
    const attempts = this.options.attempts ?? 5;
    let backoff = this.options.backoffMs ?? 1000;
    for (let attempt = 1; ; attempt++) {
      await this.turn();
      this.requests++;
      let reason: string;
      let wait: number | undefined;
      try {
        const res = await this.follow(url, accept);
        if (res.status >= 200 && res.status < 300) return res.body;
        const detail = res.body.slice(0, 200).replace(/\s+/g, ' ').trim();
        if (res.status === 401 || res.status === 403) throw new TokenRefusedError(res.status, url, detail);
        if (res.status !== 429 && res.status < 500) throw new FetchError(url, `HTTP ${res.status}${detail ? `: ${detail}` : ''}`, res.status);
        reason = `HTTP ${res.status}`;
        wait = retryAfterMs(res.headers['retry-after'] ?? null);
        if (wait !== undefined) wait = Math.min(wait, this.options.maxRetryAfterMs ?? 300_000);
        if (attempt >= attempts) throw new FetchError(url, `${reason} after ${attempts} attempts`, res.status);
      } catch (err) {
        if (err instanceof TokenRefusedError || err instanceof FetchError) throw err;
        if (err instanceof TimedOut && err.final) throw new FetchError(url, err.message);
        reason = err instanceof TimedOut ? err.message : `network: ${(err as Error).message}`;
        if (attempt >= attempts) throw new FetchError(url, `${reason} after ${attempts} attempts`);
      }
      const delay = wait ?? backoff;
      backoff *= 2;
      this.options.onRetry?.(url, reason, delay);
      await this.sleep(delay);
    }
  }
}
