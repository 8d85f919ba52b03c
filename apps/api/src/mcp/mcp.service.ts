import { Inject, Injectable, Logger } from '@nestjs/common';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import {
  CallToolRequestSchema,
  InitializeRequestSchema,
  ListToolsRequestSchema,
  PingRequestSchema,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import type { Request, Response } from 'express';
import type { Database } from '#libs/db/database.js';
import { ApiError, echoed, ServiceUnavailable } from '../common/api-error.js';
import { jsonRpcError, toApiError } from '../common/http-exception.filter.js';
import { DATABASE } from '../common/tokens.js';
import type { Operation } from '../common/counts-as.decorator.js';
import { SourceNote } from '../common/source-note.js';
import { COVERAGE_TOOL, INSTRUCTIONS, McpTools, SEARCH_TOOL, SECTION_TOOL, USAGE_TOOL, VERIFY_TOOL } from './mcp.tools.js';
import { AccessService, type AccessGrant } from '../access/access.service.js';
import { McpOperations } from './mcp.operations.js';
import type { Caller } from './mcp.ports.js';

const VERSION = '1.0.0';

/** The methods this server answers, with the SDK's schema of each request. */
const REQUEST_SCHEMAS: Record<string, { safeParse(value: unknown): { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } } }> = {
  initialize: InitializeRequestSchema,
  ping: PingRequestSchema,
  'tools/list': ListToolsRequestSchema,
  'tools/call': CallToolRequestSchema,
};

/** Why a request's params do not fit its method, in a plain sentence; undefined when they do (or it is no request). */
function paramsProblem(message: unknown): string | undefined {
  const { method, id } = message as { method?: unknown; id?: unknown };
  if (typeof method !== 'string' || id === undefined) return undefined;
  // (Own keys only: `toString` or `constructor` as a method found Object's own, a 500.)
  const schema = Object.hasOwn(REQUEST_SCHEMAS, method) ? REQUEST_SCHEMAS[method] : undefined;
  const issue = schema?.safeParse(message).error?.issues[0];
  if (!issue) return undefined;
  const where = issue.path.map(String).join('.') || 'params';
  return `Invalid params for ${method}: '${where}': ${issue.message.replace(/^Invalid input: /, '')}.`;
}

/** A tools/call request: metered in McpService.call, where its tool is known. */
function toolCall(message: unknown): boolean {
  const { method, id } = message as { method?: unknown; id?: unknown };
  return method === 'tools/call' && id !== undefined;
}

/** The Express request as a web-standard Request (the body is passed on already parsed). */
function webRequest(req: Request): globalThis.Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return new globalThis.Request('http://localhost/mcp', { method: 'POST', headers });
}

@Injectable()
export class McpService {
  private readonly logger = new Logger('mcp');

  constructor(
    private readonly operations: McpOperations,
    private readonly tools: McpTools,
    private readonly access: AccessService,
    private readonly sourceNote: SourceNote,
    @Inject(DATABASE) private readonly database: Database,
  ) {}

  /**
   * One server and transport per message, closed when the response closes (stateless mode). The
   * web-standard transport hands back its response, so a batch is always answered as an array in the
   * order of its requests (the SDK answers a batch of one with a bare object), and requests whose
   * params do not have the method's shape are answered here with -32602 and a plain message (the SDK
   * would answer -32603 with its schema library's dump). A batch's messages run one after another, as
   * requests sent one at a time would: handed to the SDK together they ran at once, and twelve
   * full-size checks in one request held the database's connections for seconds (`/health` answered
   * 503 meanwhile). Every message is a request against the caller's per-minute rate: a tool call
   * where it is metered (call), any other message here (countRequest), so a batch of N pings counts N.
   * A message past the rate is not run: a single one is refused by the exception filter (429), one in
   * a batch is answered with the same JSON-RPC error in its place.
   */
  async handle(req: Request, res: Response, messages: unknown[], batch: boolean): Promise<void> {
    const caller: Caller = { authorization: req.header('authorization'), ip: req.clientIp ?? '', res };
    const replies: object[] = [];
    const closers: Array<() => void> = [];
    res.on('close', () => closers.forEach((close) => close()));
    for (const [i, message] of messages.entries()) {
      // Other requests are served between a batch's messages: answers that wait for no I/O
      // (tools/list, an unknown method) would otherwise run back to back.
      if (i > 0) await nextTurn();
      const problem = paramsProblem(message);
      if (problem || !toolCall(message)) {
        const refused = await this.countRequest(caller);
        if (refused !== undefined) {
          if (!batch) throw refused;
          const { id, method } = message as { id?: unknown; method?: unknown };
          if (id !== undefined && method !== undefined) replies.push(jsonRpcError(this.observed(refused), id));
          continue;
        }
      }
      if (problem) {
        replies.push({ jsonrpc: '2.0', id: (message as { id: unknown }).id, error: { code: -32602, message: problem } });
        continue;
      }
      const answer = await this.answer(req, message, caller, closers);
      if (!batch || answer.status >= 400) {
        // A single message, or a transport-level refusal (406, 415...): the SDK's answer as it is.
        answer.headers.forEach((value, name) => {
          if (name !== 'content-length') res.setHeader(name, value);
        });
        if (answer.body === undefined) res.status(answer.status).end();
        else res.status(answer.status).json(answer.body);
        return;
      }
      if (answer.body !== undefined) replies.push(...(Array.isArray(answer.body) ? answer.body : [answer.body]));
      if (res.destroyed) return; // the client went away: the rest of the batch is not run
    }
    if (!replies.length) res.status(202).end(); // notifications only
    else res.status(200).json(batch ? replies : replies[0]);
  }

  /** One message answered by a server and transport of its own. */
  private async answer(req: Request, message: unknown, caller: Caller, closers: Array<() => void>): Promise<{ status: number; headers: Headers; body: unknown }> {
    const server = this.server(caller);
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    closers.push(() => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    const response = await transport.handleRequest(webRequest(req), { parsedBody: message });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
  }

  private server(caller: Caller): Server {
    const server = new Server({ name: 'verified-sa-law', title: 'Verified South African Law', version: VERSION }, { capabilities: { tools: {} }, instructions: INSTRUCTIONS });
    server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: this.tools.list() }));
    server.setRequestHandler(CallToolRequestSchema, async (request) => this.call(request.params.name, request.params.arguments ?? {}, caller));
    return server;
  }

  /** A tool call is metered as its REST twin is (AccessService.metered); errors become isError results. */
  async call(name: string, args: Record<string, unknown>, caller: Caller): Promise<CallToolResult> {
    if (name === USAGE_TOOL) return this.usage(args, caller);
    if (name === COVERAGE_TOOL) {
      // Uses no allowance, but is a request against the rate like every message.
      const refused = await this.countRequest(caller);
      if (refused !== undefined) return this.error(refused, caller);
      return this.operations.coverage(args, name).then((body) => this.success(body), (err: unknown) => this.error(err, caller));
    }
    const run = this.tool(name, args, caller);
    // Uses no allowance, but is a request against the rate like every message.
    if (!run) return this.error((await this.countRequest(caller)) ?? new ApiError('bad_request', `Unknown tool "${echoed(String(name))}". Tools: ${this.tools.list().map((t) => t.name).join(', ')}.`));
    try {
      const body = await this.access.metered({ authorization: caller.authorization, ip: caller.ip, operation: run.operation }, (grant) => {
        if (!caller.res.headersSent) for (const [header, value] of Object.entries(grant.headers)) caller.res.setHeader(header, value);
        return run.execute(grant);
      });
      return this.success(body);
    } catch (err) {
      return this.error(err, caller);
    }
  }

  /** A tool's data with source_note, as structured content and as JSON text. */
  private success(body: object): CallToolResult {
    const result = this.sourceNote.attach({ ...body });
    return { content: [{ type: 'text', text: JSON.stringify(result) }], structuredContent: result };
  }

  /** legal_usage: GET /v1/usage through the same AccessService call; uses no allowance. */
  private async usage(args: Record<string, unknown>, caller: Caller): Promise<CallToolResult> {
    try {
      const unknown = Object.keys(args)[0];
      if (unknown !== undefined) throw new ApiError('bad_request', `${USAGE_TOOL} takes no arguments; got '${unknown}'.`);
      const { report, headers } = await this.access.usage(caller.authorization, caller.ip);
      if (!caller.res.headersSent) for (const [header, value] of Object.entries(headers)) caller.res.setHeader(header, value);
      return this.success(report);
    } catch (err) {
      return this.error(err, caller);
    }
  }

  private tool(name: string, args: Record<string, unknown>, caller: Caller): { operation: Operation; execute: (grant: AccessGrant) => Promise<object> } | undefined {
    switch (name) {
      case SEARCH_TOOL:
        return { operation: 'search', execute: () => this.operations.search(args, { authorization: caller.authorization, ip: caller.ip }) };
      case SECTION_TOOL:
        return { operation: 'search', execute: () => this.operations.section(args) };
      case VERIFY_TOOL:
        return { operation: 'check', execute: (grant) => this.operations.verify(args, grant.eventId) };
      default:
        return undefined;
    }
  }

  /**
   * Counts a message that uses no allowance against the caller's rate (RateLimit-* headers set);
   * returns what refused it (RATE_LIMITED, or the database's failure), or undefined.
   */
  private async countRequest(caller: Caller): Promise<unknown> {
    try {
      const headers = await this.access.countRequest(caller.authorization, caller.ip);
      if (!caller.res.headersSent) for (const [header, value] of Object.entries(headers)) caller.res.setHeader(header, value);
      return undefined;
    } catch (err) {
      return err;
    }
  }

  /** The spec's Error object (QuotaError for quota) as an isError result; never a raw exception message. */
  private error(err: unknown, caller?: Caller): CallToolResult {
    const error = this.observed(err);
    if (error instanceof ServiceUnavailable && caller && !caller.res.headersSent) for (const [header, value] of Object.entries(error.headers)) caller.res.setHeader(header, value);
    const body = this.sourceNote.attach(error.body());
    return { isError: true, content: [{ type: 'text', text: JSON.stringify(body) }] };
  }

  /** What the caller is told of an error, logged as the exception filter logs it. */
  private observed(err: unknown): ApiError {
    const error = toApiError(err);
    if (error instanceof ServiceUnavailable) {
      // An outage is logged once per episode (see DatabaseAvailability), not per call.
      if (!(err instanceof ApiError) && !this.database.availability.observe(err)) this.logger.warn({ msg: 'database busy', err: String(err) });
    } else if (error.code === 'server_error') {
      this.logger.error({ msg: 'MCP request failed', err: err instanceof Error ? { message: err.message, stack: err.stack } : String(err) });
    }
    return error;
  }
}
