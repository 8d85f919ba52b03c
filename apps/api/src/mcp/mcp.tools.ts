import { Injectable, type Type } from '@nestjs/common';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { getSchemaPath, type ReferenceObject, type SchemaObject } from '@nestjs/swagger';
import { LIMITS, shown } from '#libs/contracts/limits.js';
import { CoverageResponse } from '../coverage/coverage.dto.js';
import { UsageResponse } from '../access/usage.dto.js';
import { SearchResponse, SearchToolArguments } from '../search/search.dto.js';
import { SectionListResponse, SectionNotInForceResponse, SectionQuery, SectionResponse } from '../search/section.dto.js';
import { VerifyRequest, VerifyResponse } from '../verify/verify.dto.js';

export const SEARCH_TOOL = 'legal_library_search';
export const SECTION_TOOL = 'legal_get_section';
export const VERIFY_TOOL = 'legal_verify_citations';
export const USAGE_TOOL = 'legal_usage';
export const COVERAGE_TOOL = 'legal_coverage';

/**
 * What each tool is; its input and output schemas are not written here but derived from the DTO
 * classes the REST operations use (their OpenAPI components, see McpTools.describe).
 */
interface ToolContract {
  name: string;
  title: string;
  description: string;
  /** The arguments' class; none: the tool takes no arguments. */
  input?: Type;
  /** The result's class, or the classes one of which it is. */
  output: Type[];
  idempotent: boolean;
}

const CONTRACTS: ToolContract[] = [
  {
    name: SEARCH_TOOL,
    title: 'Search South African law',
    description:
      'Full-text search over official South African legal texts: judgments, Acts, regulations (rules, codes), municipal ' +
      'by-laws, Government Gazette notices and Bills. Use it to find the authority for a legal point before stating it; ' +
      'then read the exact wording with legal_get_section (pass doc_id and section). Write the query in plain language ' +
      '(at least two meaningful words; "quoted phrases" match as phrases). Without doc_type it searches judgments, Acts ' +
      'and regulations; pass doc_type "any" to include by-laws, notices and Bills. Absence from results does not mean ' +
      'an authority does not exist.',
    input: SearchToolArguments,
    output: [SearchResponse],
    idempotent: true,
  },
  {
    name: SECTION_TOOL,
    title: 'Read a section or judgment',
    description:
      `Returns the full official text (at most ${shown(LIMITS.section_text_length)} characters) of one section` +
      '  of a document found with ' +
      'legal_library_search: pass its doc_id and the section reference as returned ("Section 12: Heading") or a number ' +
      '("12", "s 12(3)"). For a judgment, omit section for the judgment text, or pass a paragraph number ("45", "[45]") ' +
      'or a phrase. If the section matches nothing, the list of section references is returned instead. Pass as_at ' +
      '(YYYY-MM-DD) for the law as it stood on that date: the version in force then is read and named in `version`, or ' +
      '`not_in_force` says why there is none (not yet in force, repealed, or the section not in that version). Quote from ' +
      'this text rather than from memory.',
    input: SectionQuery,
    output: [SectionResponse, SectionListResponse, SectionNotInForceResponse],
    idempotent: true,
  },
  {
    name: VERIFY_TOOL,
    title: 'Check case and Act citations',
    description:
      'Finds every case citation (neutral such as [2019] ZACC 12, and law-report such as 2019 (4) SA 331 (CC)) and every ' +
      'Act citation in a text and checks each against official copies and verified records. Run it on any draft that ' +
      'cites authority before it is relied on. Statuses: found (confirmed), mismatch (the citation belongs to a different ' +
      'case: likely wrong or invented), name_only (the names are of another judgment of that court and year), not_found ' +
      '(the library covers that court and year, or that year\'s Acts, and holds no such citation: not proof of fabrication), ' +
      'unchecked (outside what the library covers: `reason` says why; legal_coverage says what it covers); for Acts also ' +
      'repealed and number_mismatch. Other judgments between the same parties come as `related`, never as the answer.',
    input: VerifyRequest,
    output: [VerifyResponse],
    idempotent: true,
  },
  {
    name: USAGE_TOOL,
    title: 'Show what is left of the allowance',
    description:
      "The caller's plan (the key's, or the free tier of the address), and for searches (legal_library_search, " +
      'legal_get_section) and citation checks (legal_verify_citations) the allowance, calls used and left and when they ' +
      'reset; also the requests left this minute. Uses no allowance (it counts only against the per-minute rate): call it ' +
      'before a long task to see whether the allowance will last.',
    output: [UsageResponse],
    idempotent: false,
  },
  {
    name: COVERAGE_TOOL,
    title: 'Show what the library covers',
    description:
      'Per court and year the neutral citation numbers held and whether the year is covered, per law-report series what is ' +
      'held, per year the national Acts held and whether covered, the library snapshot hash and last import or sync, and ' +
      'the citation reader version. A citation that resolves to nothing is not_found only where its court-year or Act-year ' +
      'is covered, otherwise unchecked. Uses no allowance.',
    output: [CoverageResponse],
    idempotent: true,
  },
];

/** Every class the tool schemas are derived from, for the OpenAPI document they are read from. */
export const TOOL_MODELS: Type[] = [...new Set(CONTRACTS.flatMap((c) => [...(c.input ? [c.input] : []), ...c.output]))];

type Schemas = Record<string, SchemaObject | ReferenceObject>;

/** OpenAPI keywords that are not JSON Schema's. */
const OPENAPI_ONLY = new Set(['nullable', 'xml', 'externalDocs', 'discriminator']);

/**
 * A component as a self-contained JSON Schema: references inlined, OpenAPI's `nullable` written
 * as JSON Schema's type list and its `example` as `examples`, OpenAPI-only keywords left out.
 */
function jsonSchema(schema: SchemaObject | ReferenceObject, schemas: Schemas): Record<string, unknown> {
  if ('$ref' in schema) return jsonSchema(schemas[schema.$ref.replace('#/components/schemas/', '')], schemas);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (OPENAPI_ONLY.has(key)) continue;
    if (key === 'example') out.examples = [value];
    else if (key === 'properties') out[key] = Object.fromEntries(Object.entries(value as Schemas).map(([name, s]) => [name, jsonSchema(s, schemas)]));
    else if (key === 'items' || key === 'additionalProperties') out[key] = typeof value === 'object' ? jsonSchema(value as SchemaObject, schemas) : value;
    else if (key === 'allOf' || key === 'oneOf' || key === 'anyOf') out[key] = (value as SchemaObject[]).map((s) => jsonSchema(s, schemas));
    else out[key] = value;
  }
  if ((schema as { nullable?: boolean }).nullable && typeof out.type === 'string') out.type = [out.type, 'null'];
  return out;
}

const componentOf = (model: Type, schemas: Schemas) => jsonSchema({ $ref: getSchemaPath(model) }, schemas);

/** A tool's input: its class's schema, refusing what it does not name (as ContractPipe does). */
function inputSchema(contract: ToolContract, schemas: Schemas): Tool['inputSchema'] {
  if (!contract.input) return { type: 'object', properties: {}, additionalProperties: false };
  return { ...componentOf(contract.input, schemas), type: 'object', additionalProperties: false };
}

/** A tool's result: its class's schema, or one of several (with the fields all of them require). */
function outputSchema(contract: ToolContract, schemas: Schemas): Tool['outputSchema'] {
  const [first, ...others] = contract.output.map((model) => componentOf(model, schemas));
  if (!others.length) return { ...first, type: 'object' };
  const required = (first.required as string[]).filter((name) => others.every((o) => (o.required as string[]).includes(name)));
  return { type: 'object', required, oneOf: [first, ...others] };
}

/** The tool list tools/list answers; described once the app's OpenAPI components are built (app.factory.ts). */
@Injectable()
export class McpTools {
  private tools: Tool[] = [];

  describe(schemas: Schemas): void {
    this.tools = CONTRACTS.map((contract) => ({
      name: contract.name,
      title: contract.title,
      description: contract.description,
      inputSchema: inputSchema(contract, schemas),
      outputSchema: outputSchema(contract, schemas),
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: contract.idempotent, openWorldHint: false, title: contract.title },
    }));
  }

  list(): Tool[] {
    return this.tools;
  }
}

export const INSTRUCTIONS =
  'Verified South African Law: official South African legal texts and verified records. Use legal_library_search to ' +
  'find judgments, Acts, regulations, by-laws, gazette notices and Bills on a point of law; legal_get_section to read ' +
  'the exact text of a section or judgment before quoting it; legal_verify_citations on any text that cites cases or ' +
  'Acts (yours included) before it is relied on, since invented citations have led to court sanctions. Results are ' +
  'not legal advice; legislation is shown as published and later amendments may not be applied; absence from ' +
  'results does not mean an authority does not exist. Show the source_note attribution with results. legal_usage shows ' +
  'how many searches and checks are left.';
