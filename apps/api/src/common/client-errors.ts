import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { NextFunction, Request, Response } from 'express';
import type { SourceNote } from './source-note.js';

/** What Node's HTTP parser refuses before any route sees the request, in plain words. */
const PARSER_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request line and headers are over 16 KB: a query is at most 500 characters and a key under 100.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request was not received in time: send it whole, then wait for the answer.'],
};

/**
 * Requests Node's HTTP parser refuses (headers over 16 KB, a malformed request line or header, a
 * client too slow to send its request) are answered with the Error object, as any other error is,
 * instead of Node's bare status line without a body; then the connection is closed.
 */
export function answerClientErrors(server: Server, sourceNote: SourceNote): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const [status, message] = PARSER_ERRORS[err.code ?? ''] ?? [400, 'The request is not well-formed HTTP.'];
    const body = JSON.stringify(sourceNote.attach({ error: message, code: 'bad_request' }));
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}

/**
 * A request whose body has not arrived `ms` after its headers is answered 408 and its connection
 * closed. Node waits 300 s for a whole request by default, and its check runs every 30 s: 2,000
 * connections sending a byte every 10 s were all still open after two minutes, each holding a
 * socket and its buffers. (Caps on connections per address belong to the proxy in front.)
 */
export function bodyDeadline(ms: number, sourceNote: SourceNote) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.complete || (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined)) {
      next();
      return;
    }
    // Until the body has arrived or the connection is gone: a request answered before its body was
    // read (a 400 for the wrong content type) kept its connection while the sender trickled bytes.
    const timer = setTimeout(() => {
      if (req.complete) return;
      if (res.headersSent) {
        req.socket.destroy();
        return;
      }
      const body = JSON.stringify(sourceNote.attach({ error: PARSER_ERRORS.ERR_HTTP_REQUEST_TIMEOUT[1], code: 'bad_request' }));
      res.writeHead(408, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body), Connection: 'close' });
      res.end(body, () => req.socket.destroy());
    }, ms);
    timer.unref();
    const done = () => {
      clearTimeout(timer);
      req.socket.off('close', done);
    };
    req.once('end', done);
    req.socket.once('close', done);
    next();
  };
}
