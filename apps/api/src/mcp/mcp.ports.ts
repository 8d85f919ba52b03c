import type { Response } from 'express';

/** Who is calling a tool: the same Bearer header and client address as a REST call. */
export interface Caller {
  authorization: string | undefined;
  ip: string;
  /** The HTTP response of the MCP request, for rate-limit headers. */
  res: Response;
}

