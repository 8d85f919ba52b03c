import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { shortReason, type DatabaseAvailability } from '#libs/db/availability.js';
import { ApiError, BadRequestWithStatus, MethodNotAllowed, PayloadTooLarge, ServiceUnavailable, type ErrorCode } from './api-error.js';
import { unavailableError } from './database-errors.js';
import { describeJsonFault, jsonFault } from './json-position.js';
import { MalformedText, textProblem } from './text-hygiene.middleware.js';
import type { SourceNote } from './source-note.js';

/**
 * The one place errors become response bodies: the spec's Error object plus `source_note`.
 * Internals (stack traces, SQL) are logged, never sent.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('errors');

  constructor(
    private readonly sourceNote: SourceNote,
    /** Told about database outages, so an episode is logged once, not once per request. */
    private readonly availability?: DatabaseAvailability,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const res = ctx.getResponse<Response>();
    const req = ctx.getRequest<Request>();
    const error = toApiError(exception, req);
    if (error instanceof ServiceUnavailable) {
      // An outage is logged once per episode; a busy pool or a timed-out statement in one short line.
      if (!this.availability?.observe(exception)) this.logger.warn({ msg: 'database busy', path: req.path, reason: shortReason(exception) });
    } else if (error.code === 'server_error') {
      this.logger.error({
        msg: 'unexpected error',
        request_id: res.getHeader('x-request-id'),
        method: req.method,
        path: req.path,
        err: exception instanceof Error ? { message: exception.message, stack: exception.stack } : String(exception),
      });
    }
    if (res.headersSent) {
      res.end();
      return;
    }
    for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value);
    if (req.path === '/mcp' || req.path.startsWith('/mcp/')) {
      // A single request whose id could be read gets its answer under that id.
      res.status(error.status).json(jsonRpcError(error, (req.body as { id?: unknown } | undefined)?.id));
      return;
    }
    res.status(error.status).json(this.sourceNote.attach(error.body()));
  }
}

/** Refusals of the access rules: the caller may act on them, so their Error object goes along as `data`. */
const ACCESS_REFUSALS: ReadonlySet<ErrorCode> = new Set(['invalid_key', 'quota_exceeded', 'RATE_LIMITED']);

/**
 * On the MCP endpoint an error that happens outside a tool call (malformed JSON, a body over the
 * limit, a message past the rate) is answered as JSON-RPC, with its standard codes; an access
 * refusal is -32000 (a server error of this implementation) with the spec's Error object as `data`.
 */
export function jsonRpcError(error: ApiError, id: unknown) {
  let code = error.code === 'bad_request' ? (/JSON/.test(error.message) ? -32700 : -32600) : ACCESS_REFUSALS.has(error.code) ? -32000 : -32603;
  if (error instanceof MalformedText) code = error.jsonRpcCode;
  const message = code === -32700 ? `Parse error: ${error.message}` : code === -32602 ? `Invalid params: ${error.message}` : error.message;
  return {
    jsonrpc: '2.0',
    error: { code, message, ...(code === -32000 ? { data: error.body() } : {}) },
    id: typeof id === 'number' || (typeof id === 'string' && !textProblem(id)) ? id : null,
  };
}

function plainMessage(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : exception.message;
}

/** Whether a body the parser refused is JSON after all (a bare value, not an object or array). */
function jsonValue(body: unknown): boolean {
  if (typeof body !== 'string') return false;
  try {
    JSON.parse(body);
    return true;
  } catch {
    return false;
  }
}

/** What the body parser refused, in words: too large (413), or not JSON and where. */
function parserRefusal(parserError: { type: string; limit?: unknown; length?: unknown; body?: unknown }): ApiError {
  if (parserError.type === 'entity.too.large') {
    // `length` is the announced Content-Length; a chunked body has none (its count stops at the limit).
    const length = typeof parserError.length === 'number' && parserError.length > 0 ? parserError.length : undefined;
    return typeof parserError.limit === 'number' ? new PayloadTooLarge(parserError.limit, length) : new BadRequestWithStatus(413, 'The request body is too large.');
  }
  if (parserError.type === 'entity.parse.failed') {
    // The parser takes objects and arrays only: `null`, `42`, `"x"` are JSON, but not a request.
    if (jsonValue(parserError.body)) return new ApiError('bad_request', 'The request body must be a JSON object (this one is a single JSON value).');
    const fault = typeof parserError.body === 'string' ? jsonFault(parserError.body) : undefined;
    return new ApiError('bad_request', fault ? `The request body is not valid JSON: ${describeJsonFault(fault)}.` : 'The request body is not valid JSON.');
  }
  return new ApiError('bad_request', 'The request body could not be read.');
}

/**
 * The methods the app's routes take at `req`'s path (HEAD wherever GET), when it takes others than
 * the request's: a path that exists with another method is a 405, not a 404. Read from the
 * Express router's route table, the one Nest registers its routes in.
 */
function otherMethods(req: Request): string[] {
  const stack = (req.app as unknown as { router?: { stack?: RouteLayer[] } }).router?.stack ?? [];
  const allowed = new Set<string>();
  for (const layer of stack) {
    if (!layer.route || !layer.match(req.path)) continue;
    for (const method of Object.keys(layer.route.methods)) if (method !== '_all') allowed.add(method.toUpperCase());
  }
  if (allowed.has('GET')) allowed.add('HEAD');
  return allowed.has(req.method) ? [] : [...allowed].sort();
}

interface RouteLayer {
  route?: { methods: Record<string, boolean> };
  match(path: string): unknown;
}

/**
 * What a client is answered for an exception, REST and MCP alike (the status a metered call is
 * settled with is its status). `req` only words the answer to a route that does not exist.
 */
export function toApiError(exception: unknown, req?: Request): ApiError {
  if (exception instanceof ApiError) return exception;
  // body-parser: malformed JSON, a body over the limit, an unsupported charset (Nest wraps some
  // of these in a BadRequestException whose cause is the parser's error)
  const parserError = exception instanceof HttpException && exception.cause ? exception.cause : exception;
  const parserType = (parserError as { type?: unknown })?.type;
  if (typeof parserType === 'string' && parserType.startsWith('entity.')) return parserRefusal(parserError as { type: string });
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    if (status === 404) {
      const allowed = req ? otherMethods(req) : [];
      if (allowed.length) return new MethodNotAllowed(req!.method, req!.path, allowed);
      return new ApiError('not_found', `No such endpoint: ${req?.method} ${req?.path}`);
    }
    if (status === 405) return new BadRequestWithStatus(405, `Method ${req?.method} is not allowed on ${req?.path}`);
    if (status === 413) return new BadRequestWithStatus(413, 'The request body is too large.');
    if (status >= 400 && status < 500) {
      const code: ErrorCode = status === 401 ? 'invalid_key' : status === 429 ? 'RATE_LIMITED' : 'bad_request';
      return new ApiError(code, plainMessage(exception));
    }
  }
  return unavailableError(exception) ?? new ApiError('server_error', 'The service had an unexpected problem. Try again shortly.');
}
