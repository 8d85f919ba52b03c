import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
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
