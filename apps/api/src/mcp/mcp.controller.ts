import { All, Controller, Post, Req, Res } from '@nestjs/common';
import { JSONRPCMessageSchema } from '@modelcontextprotocol/sdk/types.js';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { McpService } from './mcp.service.js';

/** JSON-RPC error sent for methods the stateless server does not offer (GET streams, DELETE sessions). */
const METHOD_NOT_ALLOWED = { jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed: this MCP server is stateless; send JSON-RPC requests with POST.' }, id: null };

/** The MCP tool server: stateless Streamable HTTP, plain JSON responses, one server per POST. */
@ApiExcludeController()
@Controller('mcp')
export class McpController {
  constructor(private readonly mcp: McpService) {}

  @Post()
  async post(@Req() req: Request, @Res() res: Response): Promise<void> {
    // Well-formed JSON that is not a JSON-RPC message is an Invalid Request (-32600), not a parse error.
    const messages: unknown[] = Array.isArray(req.body) ? req.body : [req.body];
    if (req.body !== undefined && (messages.length === 0 || messages.some((m) => !JSONRPCMessageSchema.safeParse(m).success))) {
      res.status(400).json({ jsonrpc: '2.0', error: { code: -32600, message: 'Invalid Request: the body is not a JSON-RPC 2.0 message.' }, id: null });
      return;
    }
    await this.mcp.handle(req, res);
  }

  @All()
  notAllowed(@Res() res: Response): void {
    res.status(405).setHeader('Allow', 'POST').json(METHOD_NOT_ALLOWED);
  }
}
