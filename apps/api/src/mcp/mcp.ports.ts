import type { Response } from 'express';

/** Who is calling a tool: the same Bearer header and client address as a REST call. */
export interface Caller {
  authorization: string | undefined;
  ip: string;
  /** The HTTP response of the MCP request, for rate-limit headers. */
  res: Response;
}

/** The three operations, implemented once by the REST services; arguments as the tools receive them. */
export interface LegalOperations {
  search(args: Record<string, unknown>): Promise<object>;
  section(args: Record<string, unknown>): Promise<object>;
  verify(args: Record<string, unknown>): Promise<object>;
}

export const LEGAL_OPERATIONS = Symbol('LEGAL_OPERATIONS');
