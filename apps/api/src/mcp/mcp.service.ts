import { Injectable, Logger } from '@nestjs/common';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Request, Response } from 'express';
import { ApiError } from '../common/api-error.js';
import type { Operation } from '../common/counts-as.decorator.js';
import { SourceNote } from '../common/source-note.js';
import { INSTRUCTIONS, SEARCH_TOOL, SECTION_TOOL, TOOLS, VERIFY_TOOL } from './mcp.tools.js';
import { AccessService } from '../access/access.service.js';
import { McpOperations } from './mcp.operations.js';
import type { Caller } from './mcp.ports.js';

const VERSION = '1.0.0';

@Injectable()
export class McpService {
  private readonly logger = new Logger('mcp');

  constructor(
    private readonly operations: McpOperations,
    private readonly access: AccessService,
    private readonly sourceNote: SourceNote,
  ) {}

  /** One server and transport per request, closed when the response closes (stateless mode). */
  async handle(req: Request, res: Response): Promise<void> {
    const caller: Caller = { authorization: req.header('authorization'), ip: req.ip ?? req.socket.remoteAddress ?? 'unknown', res };
    const server = this.server(caller);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  }

  private server(caller: Caller): Server {
    const server = new Server({ name: 'verified-sa-law', title: 'Verified South African Law', version: VERSION }, { capabilities: { tools: {} }, instructions: INSTRUCTIONS });
    server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: TOOLS }));
    server.setRequestHandler(CallToolRequestSchema, async (request) => this.call(request.params.name, request.params.arguments ?? {}, caller));
    return server;
  }

  /** A tool call counts once against the caller's plan, as its REST twin does; errors become isError results. */
  async call(name: string, args: Record<string, unknown>, caller: Caller): Promise<CallToolResult> {
    const run = this.tool(name, args);
    if (!run) return this.error(new ApiError('bad_request', `Unknown tool "${name}". Tools: ${TOOLS.map((t) => t.name).join(', ')}.`));
    try {
      const grant = await this.access.authorize(caller.authorization, caller.ip, run.operation);
      if (!caller.res.headersSent) for (const [header, value] of Object.entries(grant.headers)) caller.res.setHeader(header, value);
      let body: object;
      try {
        body = await run.execute();
      } catch (err) {
        // 400 and 404 do not use up a call, on either interface.
        if (err instanceof ApiError) await this.access.settle(grant, err.status);
        throw err;
      }
      const result = this.sourceNote.attach({ ...body });
      return { content: [{ type: 'text', text: JSON.stringify(result) }], structuredContent: result };
    } catch (err) {
      return this.error(err);
    }
  }

  private tool(name: string, args: Record<string, unknown>): { operation: Operation; execute: () => Promise<object> } | undefined {
    switch (name) {
      case SEARCH_TOOL:
        return { operation: 'search', execute: () => this.operations.search(args) };
      case SECTION_TOOL:
        return { operation: 'search', execute: () => this.operations.section(args) };
      case VERIFY_TOOL:
        return { operation: 'check', execute: () => this.operations.verify(args) };
      default:
        return undefined;
    }
  }

  /** The spec's Error object (QuotaError for quota) as an isError result; never a raw exception message. */
  private error(err: unknown): CallToolResult {
    let error: ApiError;
    if (err instanceof ApiError) {
      error = err;
    } else {
      this.logger.error({ msg: 'tool call failed', err: err instanceof Error ? { message: err.message, stack: err.stack } : String(err) });
      error = new ApiError('server_error', 'The service had an unexpected problem. Try again shortly.');
    }
    const body = this.sourceNote.attach(error.body());
    return { isError: true, content: [{ type: 'text', text: JSON.stringify(body) }] };
  }
}
