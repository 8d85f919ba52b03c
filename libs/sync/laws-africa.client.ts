/**
 * A polite HTTP client for the Laws.Africa Content API: the token as the API documents it
 * (`Authorization: Token <token>`), at most `ratePerSecond` requests a second, retries with
 * exponential backoff on 429, 5xx and network errors (a `Retry-After` header wins over the backoff),
 * and a stop at once on 401/403: a refused token never becomes a retry storm. The token goes to the
 * API's own origin only: a URL a response names on another origin is not fetched (ForeignOriginError).
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
  /** Per request (default 60 s). */
  timeoutMs?: number;
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
  /** Requests sent, retries included. */
  requests = 0;

  constructor(private readonly options: ClientOptions) {
    this.interval = 1000 / (options.ratePerSecond ?? 5);
    this.sleep = options.sleep ?? defaultSleep;
    this.origin = originOf(options.apiUrl);
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
        const res = await fetch(url, {
          headers: { authorization: `Token ${this.options.token}`, accept },
          signal: AbortSignal.timeout(this.options.timeoutMs ?? 60_000),
          redirect: 'follow',
        });
        if (res.ok) return await res.text();
        const detail = (await res.text().catch(() => '')).slice(0, 200).replace(/\s+/g, ' ').trim();
        if (res.status === 401 || res.status === 403) throw new TokenRefusedError(res.status, url, detail);
        if (res.status !== 429 && res.status < 500) throw new FetchError(url, `HTTP ${res.status}${detail ? `: ${detail}` : ''}`, res.status);
        reason = `HTTP ${res.status}`;
        wait = retryAfterMs(res.headers.get('retry-after'));
        if (wait !== undefined) wait = Math.min(wait, this.options.maxRetryAfterMs ?? 300_000);
        if (attempt >= attempts) throw new FetchError(url, `${reason} after ${attempts} attempts`, res.status);
      } catch (err) {
        if (err instanceof TokenRefusedError || err instanceof FetchError) throw err;
        reason = (err as Error).name === 'TimeoutError' ? 'timed out' : `network: ${((err as { cause?: Error }).cause ?? (err as Error)).message}`;
        if (attempt >= attempts) throw new FetchError(url, `${reason} after ${attempts} attempts`);
      }
      const delay = wait ?? backoff;
      backoff *= 2;
      this.options.onRetry?.(url, reason, delay);
      await this.sleep(delay);
    }
  }
}
