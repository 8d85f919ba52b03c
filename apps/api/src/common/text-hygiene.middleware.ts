import type { NextFunction, Request, Response } from 'express';
import { ApiError } from './api-error.js';

/**
 * A NUL character (PostgreSQL text cannot hold one: "invalid byte sequence for encoding UTF8:
 * 0x00") or a lone UTF-16 surrogate (not Unicode at all; it would reach the database as U+FFFD)
 * in a query string or a JSON body. Refused as 400 bad_request before any route, so before the
 * call is metered (nothing is charged) and before any SQL. On /mcp it answers JSON-RPC -32602 when
 * it lies in the request's params.
 */
export class MalformedText extends ApiError {
  constructor(
    message: string,
    /** Where it was found: 'q', 'text', 'params.arguments.query'... */
    readonly location: string,
  ) {
    super('bad_request', message);
  }

  get jsonRpcCode(): number {
    return this.location === 'params' || this.location.startsWith('params.') ? -32602 : -32600;
  }
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one (without the u flag, a regex sees code units). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why `value` cannot be accepted as text, or undefined when it can. */
export function textProblem(value: string): string | undefined {
  if (value.includes('\u0000')) return 'holds a NUL character (\\u0000), which no text in this service can contain';
  if (LONE_SURROGATE.test(value)) return 'is not valid Unicode: it holds an unpaired UTF-16 surrogate';
  return undefined;
}

/** The first string (key or value) in a parsed query or JSON body that cannot be accepted. Iterative: bodies may nest deeply. */
export function findMalformedText(root: unknown, rootPath = ''): MalformedText | undefined {
  const stack: Array<[unknown, string]> = [[root, rootPath]];
  while (stack.length) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) return new MalformedText(`${path ? `'${path}'` : 'The request'} ${problem}.`, path);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        const problem = textProblem(key);
        if (problem) return new MalformedText(`A field name ${problem}.`, path);
        stack.push([child, childPath]);
      }
    }
  }
  return undefined;
}

/** Runs after the body parser: query strings and JSON bodies alike. */
export function rejectMalformedText(req: Request, _res: Response, next: NextFunction): void {
  next(findMalformedText(req.query) ?? findMalformedText(req.body));
}
