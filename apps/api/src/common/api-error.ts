/** The error codes of the spec's Error object, with the HTTP status each is sent with. */
export const ERROR_STATUS = {
  bad_request: 400,
  invalid_key: 401,
  not_found: 404,
  quota_exceeded: 429,
  RATE_LIMITED: 429,
  server_error: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * An error the client is meant to see: its message is plain language and safe to send. Anything
 * else thrown inside the service becomes a 500 server_error with a generic message.
 */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Extra body fields (QuotaError's plan, upgrade, retry_after_seconds). */
    readonly extra: Record<string, unknown> = {},
    /** Extra response headers (Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  body(): Record<string, unknown> {
    return { error: this.message, code: this.code, ...this.extra };
  }
}

export const badRequest = (message: string) => new ApiError('bad_request', message);

/** The most characters of a caller's name (an unknown field or tool) an error message repeats. */
export const ECHOED_NAME_LENGTH = 64;

/** A name the caller sent, as an error message repeats it: cut at ECHOED_NAME_LENGTH (a 200 KB tool name came back whole). */
export const echoed = (name: string) => (name.length > ECHOED_NAME_LENGTH ? `${name.slice(0, ECHOED_NAME_LENGTH)}…` : name);
export const notFound = (message: string) => new ApiError('not_found', message);

/**
 * A status the spec's Error table has no row for, sent with the closest code it has: 413 and 405
 * are mistakes in the request, so `bad_request` (the spec's codes are a closed list clients switch on).
 */
export class BadRequestWithStatus extends ApiError {
  constructor(
    private readonly httpStatus: number,
    message: string,
    headers: Record<string, string> = {},
  ) {
    super('bad_request', message, {}, headers);
  }

  override get status(): number {
    return this.httpStatus;
  }
}

/** 413: the body is over BODY_LIMIT; the message gives its size (when it was announced) and the limit. */
export class PayloadTooLarge extends BadRequestWithStatus {
  constructor(limit: number, length?: number) {
    const n = (bytes: number) => bytes.toLocaleString('en-US');
    const unit = wholeUnit(limit);
    const stated = unit ? `${n(limit)} (${unit})` : `${n(limit)} bytes`;
    super(
      413,
      length === undefined ? `The request body is over the limit of ${stated}.` : `The request body is ${n(length)} bytes; the limit is ${stated}.`,
    );
  }
}

/** "256 kB" for a whole number of kB or MB (of 1,024, as BODY_LIMIT counts them). */
function wholeUnit(bytes: number): string | undefined {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} kB`;
  return undefined;
}

/** 405: the path exists, with other methods; `Allow` lists them. */
export class MethodNotAllowed extends BadRequestWithStatus {
  constructor(method: string, path: string, allowed: string[]) {
    super(405, `${path} does not take ${method}; it takes ${allowed.join(', ')}.`, { Allow: allowed.join(', ') });
  }
}

/** Seconds a client is asked to wait when the database is away or busy. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * The database cannot serve the request right now (it is unreachable, restarting, or the request
 * ran past its time budget): 503 server_error with Retry-After, which clients can act on. The
 * request itself was fine, so it uses up nothing.
 */
export class ServiceUnavailable extends ApiError {
  constructor(message: string) {
    super('server_error', message, {}, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
  }

  override get status(): number {
    return 503;
  }
}
