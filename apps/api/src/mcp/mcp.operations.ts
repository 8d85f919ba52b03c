import { Injectable } from '@nestjs/common';
import { badRequest } from '../common/api-error.js';
import { ContractPipe } from '../common/contract.js';
import { CoverageService } from '../coverage/coverage.service.js';
import { ReportsService } from '../reports/reports.service.js';
import { searchParams, SearchToolArguments } from '../search/search.dto.js';
import type { SearchCaller } from '../search/search.fairness.js';
import { SearchService } from '../search/search.service.js';
import { SectionQuery } from '../search/section.dto.js';
import { VerifyRequest } from '../verify/verify.dto.js';
import { VerifyService } from '../verify/verify.service.js';

/**
 * Tool arguments arrive as JSON values; the search and section contracts take text (as a query
 * string gives it). Numbers and strings become text, anything else is refused, so both interfaces
 * apply one set of rules with one set of messages.
 */
/** The tools' arguments that are numbers (for the message when one is neither number nor text). */
const NUMBERS = new Set(['limit', 'doc_id', 'offset', 'sections', 'year_from', 'year_to']);

function asText(args: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(args)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string') out[name] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) out[name] = String(value);
    else throw badRequest(`'${name}' must be ${NUMBERS.has(name) ? 'a whole number' : 'text'}.`);
  }
  return out;
}

/** The three tools run through the same contracts (ContractPipe) and services as the REST controllers. */
@Injectable()
export class McpOperations {
  private readonly contracts = new ContractPipe();

  constructor(
    private readonly library: SearchService,
    private readonly checks: VerifyService,
    private readonly coverageOf: CoverageService,
    private readonly reports: ReportsService,
  ) {}

  async search(args: Record<string, unknown>, caller: SearchCaller): Promise<object> {
    const checked = await this.contracts.check(SearchToolArguments, asText(args), 'query');
    return this.library.search(searchParams(checked.query, checked.doc_type, checked), caller);
  }

  async section(args: Record<string, unknown>): Promise<object> {
    return this.library.section(await this.contracts.check(SectionQuery, asText(args), 'query'));
  }

  /** legal_verify_citations: checked and kept as POST /v1/verify is, its answer with its `check_id`. */
  async verify(args: Record<string, unknown>, eventId: number | undefined): Promise<object> {
    const request = await this.contracts.check(VerifyRequest, args, 'body');
    return this.reports.checked('text', request.text, eventId, () => this.checks.verify(request));
  }

  /** legal_coverage: no arguments; uses no allowance (as GET /v1/coverage). */
  async coverage(args: Record<string, unknown>, name: string): Promise<object> {
    const unknown = Object.keys(args)[0];
    if (unknown !== undefined) throw badRequest(`${name} takes no arguments; got '${unknown}'.`);
    return this.coverageOf.coverage();
  }
}
