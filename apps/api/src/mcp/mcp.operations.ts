import { Injectable } from '@nestjs/common';
import { badRequest } from '../common/api-error.js';
import { parseSearchParams } from '../search/search.dto.js';
import { SearchService } from '../search/search.service.js';
import { parseSectionParams } from '../search/section.dto.js';
import { VerifyService } from '../verify/verify.service.js';
import { MCP_DEFAULT_TYPES } from './mcp.tools.js';

const TOOL_SEARCH_NAMES = { q: 'query', type: 'doc_type', limit: 'limit' };

/**
 * Tool arguments arrive as JSON values; the REST parameter checks take text (as a query string
 * gives it). Numbers and strings become text, anything else is refused, so both interfaces apply
 * one set of rules with one set of messages.
 */
function asText(args: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(args)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string') out[name] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) out[name] = String(value);
    else throw badRequest(`'${name}' must be ${name === 'limit' || name === 'doc_id' ? 'a whole number' : 'text'}.`);
  }
  return out;
}

/** The three tools run through the same services (and parameter checks) as the REST controllers. */
@Injectable()
export class McpOperations {
  constructor(
    private readonly library: SearchService,
    private readonly checks: VerifyService,
  ) {}

  search(args: Record<string, unknown>): Promise<object> {
    const params = parseSearchParams(asText(args), TOOL_SEARCH_NAMES);
    // Spec 4.5: without doc_type the tool searches judgments, Acts and regulations together.
    if (args.doc_type === undefined || args.doc_type === null) params.types = [...MCP_DEFAULT_TYPES];
    return this.library.search(params);
  }

  section(args: Record<string, unknown>): Promise<object> {
    return this.library.section(parseSectionParams(asText(args)));
  }

  verify(args: Record<string, unknown>): Promise<object> {
    return this.checks.verify(args);
  }
}
