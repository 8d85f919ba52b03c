import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

const logger = new Logger('http');
const SAFE_ID = /^[\w.-]{1,64}$/;

/**
 * One structured log line per request, with an id that is also sent back as X-Request-Id (a
 * well-formed incoming id is kept, so a caller can correlate). Query strings are not logged:
 * they may hold a client's search text.
 */
export function requestLog(req: Request, res: Response, next: NextFunction): void {
  const incoming = req.header('x-request-id');
  const id = incoming && SAFE_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', id);
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    logger.log({
      msg: 'request',
      request_id: id,
      method: req.method,
      path: req.path,
      status: res.statusCode,
      ms: Number(process.hrtime.bigint() - started) / 1e6,
    });
  });
  next();
}
