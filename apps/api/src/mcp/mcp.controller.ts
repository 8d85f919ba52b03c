import { All, Controller, Post, Req, Res } from '@nestjs/common';
import { DEFAULT_NEGOTIATED_PROTOCOL_VERSION, JSONRPCMessageSchema } from '@modelcontextprotocol/sdk/types.js';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { MCP_BATCH_MAX, shown } from '#libs/contracts/limits.js';
import { McpService } from './mcp.service.js';

/** JSON-RPC error sent for methods the stateless server does not offer (GET streams, DELETE sessions). */
const METHOD_NOT_ALLOWED = { jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed: this MCP server is stateless; send JSON-RPC requests with POST.' }, id: null };

/**
 * Protocol versions whose Streamable HTTP transport takes JSON-RPC batches: 2025-03-26 added
 * them (a request without MCP-Protocol-Version is taken to speak it) and 2025-06-18 removed them.
 */
const BATCHING_VERSIONS = new Set(['2024-11-05', '2025-03-26']);

/**
 * The protocol versions the service spec names, newest first. The SDK knows two more (2025-11-25,
 * 2024-10-07): a client asking for one of those, or for any other, is offered the newest of these,
 * and a request sent under another version's header is refused, naming these.
 */
const SPEC_VERSIONS = ['2025-06-18', '2025-03-26', '2024-11-05'];

/** An `initialize` asking for a version the spec does not name, as asking for the newest it does. */
function offered(message: unknown): unknown {
  if (message === null || typeof message !== 'object') return message; // (refused below as no JSON-RPC message)
  const m = message as { method?: unknown; params?: { protocolVersion?: unknown } };
  if (m.method !== 'initialize' || !m.params || typeof m.params !== 'object' || SPEC_VERSIONS.includes(m.params.protocolVersion as string)) return message;
  return { ...m, params: { ...m.params, protocolVersion: SPEC_VERSIONS[0] } };
}

const invalidRequest = (message: string) => ({ jsonrpc: '2.0', error: { code: -32600, message: `Invalid Request: ${message}` }, id: null });

/** The MCP tool server: stateless Streamable HTTP, plain JSON responses, one server per POST. */
@ApiExcludeController()
@Controller('mcp')
export class McpController {
  constructor(private readonly mcp: McpService) {}

  @Post()
  async post(@Req() req: Request, @Res() res: Response): Promise<void> {
    // No JSON body was read: another content type (text/plain, a form, none) is refused as the SDK
    // refuses it (read as one undefined message, it was a 500).
    if (req.body === undefined) {
      const json = /^application\/(?:[\w.+-]+\+)?json\b/i.test(req.header('content-type') ?? '');
      res.status(json ? 400 : 415).json(json
        ? { jsonrpc: '2.0', error: { code: -32700, message: 'Parse error: the body is empty.' }, id: null }
        : { jsonrpc: '2.0', error: { code: -32000, message: 'Unsupported Media Type: Content-Type must be application/json.' }, id: null });
      return;
    }
    // Well-formed JSON that is not a JSON-RPC message is an Invalid Request (-32600), not a parse error.
    const batch = Array.isArray(req.body);
    // Before anything else is read of it: a batch of thousands is refused at the cost of one length.
    if (batch && (req.body as unknown[]).length > MCP_BATCH_MAX) {
      res.status(400).json(invalidRequest(`a batch holds at most ${MCP_BATCH_MAX} messages; this one holds ${shown((req.body as unknown[]).length)}. Send the rest in further requests.`));
      return;
    }
    const messages: unknown[] = (batch ? req.body : [req.body]).map(offered);
    if (req.body !== undefined && (messages.length === 0 || messages.some((m) => !JSONRPCMessageSchema.safeParse(m).success))) {
      res.status(400).json(invalidRequest('the body is not a JSON-RPC 2.0 message.'));
      return;
    }
    const header = req.header('mcp-protocol-version');
    if (header !== undefined && !SPEC_VERSIONS.includes(header)) {
      res.status(400).json({ jsonrpc: '2.0', error: { code: -32000, message: `Bad Request: Unsupported protocol version: ${header} (supported versions: ${SPEC_VERSIONS.join(', ')})` }, id: null });
      return;
    }
    if (batch) {
      const version = req.header('mcp-protocol-version') ?? DEFAULT_NEGOTIATED_PROTOCOL_VERSION;
      if (!BATCHING_VERSIONS.has(version)) {
        res.status(400).json(invalidRequest(`protocol version ${version} has no JSON-RPC batches; send one message per request.`));
        return;
      }
      // An initialization is never batched (the transport refuses it so; the service hands it a batch's
      // messages one at a time, so refuses it here).
      if (messages.length > 1 && messages.some((m) => (m as { method?: unknown }).method === 'initialize')) {
        res.status(400).json(invalidRequest('Only one initialization request is allowed'));
        return;
      }
      // Two requests under one id would both run (and be charged) but only one could be answered.
      const ids = messages.filter((m) => (m as { method?: unknown }).method !== undefined && (m as { id?: unknown }).id !== undefined).map((m) => (m as { id: unknown }).id);
      if (new Set(ids).size !== ids.length) {
        res.status(400).json(invalidRequest('the requests of a batch need distinct ids.'));
        return;
      }
    }
    await this.mcp.handle(req, res, messages, batch);
  }

  @All()
  notAllowed(@Res() res: Response): void {
    res.status(405).setHeader('Allow', 'POST').json(METHOD_NOT_ALLOWED);
  }
}
