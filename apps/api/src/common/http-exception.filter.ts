import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiError, type ErrorCode } from './api-error.js';
import type { SourceNote } from './source-note.js';

/**
 * The one place errors become response bodies: the spec's Error object plus `source_note`.
 * Internals (stack traces, SQL) are logged, never sent.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('errors');

  constructor(private readonly sourceNote: SourceNote) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const res = ctx.getResponse<Response>();
    const req = ctx.getRequest<Request>();
    const error = this.toApiError(exception, req);
    if (error.code === 'server_error') {
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
    if (req.path === '/mcp' || req.path.startsWith('/mcp/')) {
      res.status(error.status).json(jsonRpcError(error));
      return;
    }
    for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value);
    res.status(error.status).json(this.sourceNote.attach(error.body()));
  }

  toApiError(exception: unknown, req: Request): ApiError {
    if (exception instanceof ApiError) return exception;
    // body-parser: malformed JSON, a body over the limit, an unsupported charset (Nest wraps some
    // of these in a BadRequestException whose cause is the parser's error)
    const parserError = exception instanceof HttpException && exception.cause ? exception.cause : exception;
    const parserType = (parserError as { type?: unknown })?.type;
    if (typeof parserType === 'string' && parserType.startsWith('entity.')) {
      if (parserType === 'entity.too.large') return new ApiError('bad_request', 'The request body is too large.');
      if (parserType === 'entity.parse.failed') return new ApiError('bad_request', 'The request body is not valid JSON.');
      return new ApiError('bad_request', 'The request body could not be read.');
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (status === 404) return new ApiError('not_found', `No such endpoint: ${req.method} ${req.path}`);
      if (status === 405) return new ApiError('bad_request', `Method ${req.method} is not allowed on ${req.path}`);
      if (status === 413) return new ApiError('bad_request', 'The request body is too large.');
      if (status >= 400 && status < 500) {
        const code: ErrorCode = status === 401 ? 'invalid_key' : status === 429 ? 'RATE_LIMITED' : 'bad_request';
        return new ApiError(code, plainMessage(exception));
      }
    }
    return new ApiError('server_error', 'The service had an unexpected problem. Try again shortly.');
  }
}

/**
 * On the MCP endpoint an error that happens before the MCP server sees the request (malformed
 * JSON, a body over the limit) is answered as JSON-RPC, with its standard codes.
 */
function jsonRpcError(error: ApiError) {
  const code = error.code === 'bad_request' ? (/JSON/.test(error.message) ? -32700 : -32600) : -32603;
  const message = code === -32700 ? `Parse error: ${error.message}` : error.message;
  return { jsonrpc: '2.0', error: { code, message }, id: null };
}

function plainMessage(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : exception.message;
}
