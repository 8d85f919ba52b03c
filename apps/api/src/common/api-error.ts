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
