import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { startTestApp, type TestApp } from '../support/app.js';

/**
 * Property-based fuzzing over REST and MCP (issue 13): for 2,000 generated requests per endpoint,
 * no 500, every error spec-shaped, every answer within a second. The requests of one endpoint
 * are generated from one seed (in the suite's name; FUZZ_SEED repeats a run) and sent 8 at a time,
 * which keeps the suite's added time to seconds.
 */
const RUNS = 2000;
const CONCURRENCY = 8;
/** A request unanswered this long has stalled the process (answers take milliseconds; a loaded machine seconds). */
const STALL_MS = 15_000;
const SEED = Number(process.env.FUZZ_SEED) || Date.now() % 2 ** 31;
const MCP = { Accept: 'application/json, text/event-stream', 'content-type': 'application/json' };

/** Which error codes each status may carry (spec 7), 503 being an outage or a spent budget. */
const CODES: Record<number, string[]> = { 400: ['bad_request'], 401: ['invalid_key'], 404: ['not_found'], 429: ['quota_exceeded', 'RATE_LIMITED'], 503: ['server_error'] };
const ERROR_FIELDS = ['error', 'code', 'source_note', 'plan', 'upgrade', 'retry_after_seconds'];

/** Pieces that exercise the parsers: citations, Acts, party names, odd characters, NUL, lone surrogates. */
const fragment = fc.oneof(
  fc.constantFrom('[2020] ZACC 12', '1995 (3) SA 391 (CC)', '2019 (4) SA 331 (CC)', 'Act 108 of 1996', 'Companies Act 71 of 2008', 'S v Makwanyane', ' v ', 'and Another', 'para [45]', 's 9(3)', '"noise nuisance"', 'Section 12: Heading'),
  fc.constantFrom('noise', 'nuisance', 'building', 'equality', 'water', 'supply', 'the', 'of', 'and', 'or', 'not', '&', '|', '!', ':*', '(', ')', "'", '"', '\\', '%', '_'),
  fc.constantFrom('\u0000', '\ud800', '\udfff', '\ud83d\ude00', '\u200b', '\ufeff', '\n', '\t', ' ', ',', '.', '-', '€', 'ß', 'é', 'ﬁ', '𝔸'),
  fc.integer({ min: -5, max: 100_000 }).map(String),
  fc.string({ unit: 'binary', maxLength: 12 }),
);

/**
 * Text from fragments, with long runs of spaces and commas too (a run before a citation once froze
 * citation finding: test/citations/linear.spec.ts holds each such shape at 20,000 characters).
 */
const run = fc.tuple(fc.constantFrom(' ', ',', ', ', '\n', '\u00a0'), fc.integer({ min: 50, max: 4_000 })).map(([unit, n]) => unit.repeat(n));
const text = (maxFragments: number) => fc.array(fragment, { maxLength: maxFragments }).map((parts) => parts.join(''));
/** Body text, where long runs fit (a URL of them would pass the server's header limit, 431). */
const longText = (maxFragments: number) => fc.array(fc.oneof({ weight: 9, arbitrary: fragment }, { weight: 1, arbitrary: run }), { maxLength: maxFragments }).map((parts) => parts.join(''));

const value = fc.oneof(text(12), fc.integer().map(String), fc.constant(''), fc.string({ unit: 'binary', maxLength: 600 }));

/** Percent-encodes the UTF-8 bytes of `s` (a lone surrogate becomes U+FFFD's bytes, as in any URL); `+` for spaces when asked. */
function percentEncode(s: string, plus: boolean): string {
  let out = '';
  for (const byte of Buffer.from(s, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[\w.~-]/.test(c) ? c : plus && c === ' ' ? '+' : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** A query string: the endpoint's own parameters (sometimes repeated or missing) and strangers, with raw percent sequences. */
function queryString(names: string[]) {
  const pair = fc.tuple(fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 6 })), value, fc.boolean());
  const raw = fc.constantFrom('%', '%zz', '%00', '%ED%A0%80', '%C0%80', '%FF', '+', '&&', '=', '%E2%82');
  return fc.tuple(fc.array(pair, { maxLength: 5 }), fc.option(raw, { nil: undefined })).map(([pairs, tail]) => {
    const parts = pairs.map(([name, v, plus]) => `${percentEncode(name, false)}=${percentEncode(v, plus)}`);
    if (tail) parts.push(`q=${tail}`);
    return parts.join('&');
  });
}

const jsonish = fc.jsonValue({ maxDepth: 3 });

/** A request body: mostly {"text": ...}, sometimes any JSON value, sometimes not JSON at all. */
const verifyBody = fc.oneof(
  { weight: 6, arbitrary: longText(200).map((t) => JSON.stringify({ text: t })) },
  { weight: 1, arbitrary: fc.record({ text: jsonish }).map((b) => JSON.stringify(b)) },
  { weight: 1, arbitrary: jsonish.map((b) => JSON.stringify(b)) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
);

const toolCall = fc
  .tuple(
    fc.oneof(fc.constantFrom('legal_library_search', 'legal_get_section', 'legal_verify_citations'), fc.string({ maxLength: 8 })),
    fc.oneof(
      { weight: 4, arbitrary: fc.dictionary(fc.constantFrom('query', 'doc_type', 'limit', 'doc_id', 'section', 'text', 'other'), fc.oneof(value, jsonish), { maxKeys: 4 }) },
      { weight: 1, arbitrary: jsonish },
    ),
    fc.oneof(fc.integer(), fc.string({ maxLength: 4 }), fc.constant(null)),
  )
  .map(([name, args, id]) => JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } }));

const mcpMessage = fc.oneof(
  { weight: 3, arbitrary: toolCall },
  { weight: 1, arbitrary: fc.array(toolCall, { minLength: 1, maxLength: 3 }).map((calls) => `[${calls.join(',')}]`) },
  { weight: 1, arbitrary: jsonish.map((b) => JSON.stringify(b)) },
  { weight: 1, arbitrary: fc.record({ jsonrpc: fc.constant('2.0'), id: fc.integer(), method: fc.constantFrom('initialize', 'tools/list', 'ping', 'tools/call', 'x'), params: jsonish }).map((b) => JSON.stringify(b)) },
);

interface Outcome {
  ms: number;
  status: number;
  body: unknown;
}

/** Sends every generated input, CONCURRENCY at a time; returns the first input whose answer breaks `check`. */
async function fuzz<T>(inputs: T[], send: (input: T) => Promise<Response>, check: (o: Outcome) => string | undefined) {
  const failures: Array<{ input: T; problem: string; outcome: Outcome }> = [];
  let next = 0;
  let slowest = 0;
  const worker = async () => {
    while (next < inputs.length && failures.length === 0) {
      const input = inputs[next++];
      const started = performance.now();
      const res = await send(input);
      const textBody = await res.text();
      const ms = performance.now() - started;
      slowest = Math.max(slowest, ms);
      let body: unknown = textBody;
      try {
        body = JSON.parse(textBody);
      } catch {
        // not JSON: checked as text
      }
      const outcome = { ms, status: res.status, body };
      // (A stall, not a speed: speed is the benchmarks'. A request that hangs fails here however loaded the machine.)
      const problem = outcome.ms > STALL_MS ? `no answer for ${Math.round(outcome.ms)} ms` : check(outcome);
      if (problem) failures.push({ input, problem, outcome });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { failure: failures[0], slowest };
}

function restProblem({ status, body }: Outcome): string | undefined {
  if (status === 200) return undefined;
  if (!CODES[status]) return `status ${status}`;
  const b = body as Record<string, unknown>;
  if (typeof b !== 'object' || b === null) return 'error body is not a JSON object';
  if (typeof b.error !== 'string' || !b.error || typeof b.source_note !== 'string') return 'error body lacks error or source_note';
  if (!CODES[status].includes(b.code as string)) return `code ${String(b.code)} with status ${status}`;
  const extra = Object.keys(b).filter((k) => !ERROR_FIELDS.includes(k));
  if (extra.length) return `unexpected error fields ${extra.join(', ')}`;
  if (/\bat \S+\.(?:js|ts):\d+|SELECT|ERROR:|ZodError|invalid_type/.test(b.error)) return `internals in the message: ${b.error}`;
  return undefined;
}

function rpcProblem(reply: unknown): string | undefined {
  const r = reply as { jsonrpc?: unknown; result?: any; error?: any };
  if (r?.jsonrpc !== '2.0') return 'not a JSON-RPC reply';
  if (r.error) {
    if (!Number.isInteger(r.error.code) || typeof r.error.message !== 'string') return 'malformed JSON-RPC error';
    if (r.error.code === -32603) return `internal error: ${r.error.message}`;
    if (/invalid_type|"path"|ZodError|\n/.test(r.error.message)) return `schema dump in the message: ${r.error.message}`;
    return undefined;
  }
  if (r.result?.isError) {
    const body = JSON.parse(r.result.content[0].text);
    if (body.code === 'server_error') return `server_error: ${body.error}`;
    return restProblem({ ms: 0, status: body.code === 'not_found' ? 404 : body.code === 'invalid_key' ? 401 : body.code === 'bad_request' ? 400 : 429, body });
  }
  return undefined;
}

function mcpProblem({ status, body }: Outcome): string | undefined {
  if (status === 202) return undefined;
  if (status >= 500) return `status ${status}`;
  const replies = Array.isArray(body) ? body : [body];
  for (const reply of replies) {
    const problem = rpcProblem(reply);
    if (problem) return problem;
  }
  return undefined;
}

describe(`fuzzing REST and MCP (${RUNS} requests per endpoint, seed ${SEED})`, () => {
  let database: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    // The access guard is off: it would add two commits to every request and double the suite's
    // time, and what hostile input does to counting is tested in edge.spec.ts.
    t = await startTestApp(database.url, { ACCESS_GUARD: 'off' });
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  const sample = <T>(arb: fc.Arbitrary<T>, offset: number) => fc.sample(arb, { numRuns: RUNS, seed: SEED + offset });
  const expectNoFailure = (result: { failure?: unknown }) => expect(result.failure).toBeUndefined();

  it('GET /v1/search', async () => {
    const result = await fuzz(sample(queryString(['q', 'type', 'limit']), 1), (qs) => fetch(`${t.baseUrl}/v1/search?${qs}`), restProblem);
    expectNoFailure(result);
  });

  it('GET /v1/section', async () => {
    const result = await fuzz(sample(queryString(['doc_id', 'section']), 2), (qs) => fetch(`${t.baseUrl}/v1/section?${qs}`), restProblem);
    expectNoFailure(result);
  });

  it('POST /v1/verify', async () => {
    const send = (body: string) => fetch(`${t.baseUrl}/v1/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expectNoFailure(await fuzz(sample(verifyBody, 3), send, restProblem));
  });

  it('POST /mcp', async () => {
    const send = (body: string) => fetch(`${t.baseUrl}/mcp`, { method: 'POST', headers: MCP, body });
    expectNoFailure(await fuzz(sample(mcpMessage, 4), send, mcpProblem));
  });
});
