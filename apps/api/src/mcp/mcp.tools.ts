import type { Tool } from '@modelcontextprotocol/sdk/types.js';

/** JSON Schemas shared by the tool definitions; limits are the spec's (section 8). */
const DOC_TYPES = ['judgment', 'act', 'regulation', 'bylaw', 'notice', 'bill', 'any'];
const sourceNote = { type: 'string', description: 'Attribution and reliance note: show a "Verified by" attribution wherever results are shown.' };

const result = {
  type: 'object',
  required: ['doc_id', 'type', 'title', 'url'],
  properties: {
    doc_id: { type: 'integer', description: 'Pass to legal_get_section' },
    type: { type: 'string', enum: DOC_TYPES.slice(0, -1) },
    title: { type: 'string' },
    url: { type: 'string', format: 'uri', description: 'Official source' },
    section: { type: 'string', description: 'Best-matching section (Acts, regulations, by-laws)' },
    citation: { type: 'string', description: 'Neutral citation of a judgment' },
    case_number: { type: 'string' },
    court: { type: 'string' },
    date: { type: 'string', format: 'date' },
    act: { type: 'string', description: "'Act <n> of <year>'" },
    gazette: { type: 'string' },
    excerpt: { type: 'string', maxLength: 400 },
    paragraph: { type: 'integer', minimum: 0, description: 'Judgments: the numbered paragraph the excerpt comes from; pass it to legal_get_section' },
  },
};

const check = (statuses: string[], extra: Record<string, object> = {}) => ({
  type: 'object',
  required: ['cited', 'status'],
  properties: {
    cited: { type: 'string', description: 'The citation exactly as written in the text' },
    status: { type: 'string', enum: statuses },
    ...extra,
    matched_title: { type: 'string' },
    url: { type: 'string', format: 'uri' },
    sources: { type: 'array', items: { type: 'string' } },
    start: { type: 'integer', minimum: 0, description: 'Offset of the citation in the text (UTF-16 code units)' },
    end: { type: 'integer', minimum: 0, description: 'Offset just past the citation (text.slice(start, end) is cited)' },
  },
});

/** On every found case entry: whether the written names were compared with the case's (the REST CaseCheck's field). */
const NAMES_CHECKED = {
  names_checked: { type: 'boolean', description: 'On found entries: whether names written with the citation were compared' },
  pinpoint: {
    type: 'object',
    required: ['cited', 'status'],
    description: 'The pinpoint written after the citation, checked against the official copy',
    properties: {
      cited: { type: 'string' },
      status: { type: 'string', enum: ['found', 'not_found', 'unchecked'] },
      last_paragraph: { type: 'integer' },
    },
  },
  quotes: {
    type: 'array',
    description: 'Quotations attributed to this citation, compared with the official copy',
    items: {
      type: 'object',
      required: ['text', 'status'],
      properties: {
        text: { type: 'string' },
        status: { type: 'string', enum: ['found', 'close', 'not_found', 'unchecked'] },
        paragraph: { type: 'integer' },
        similarity: { type: 'number' },
        actual: { type: 'string' },
      },
    },
  },
  suggestion: {
    type: 'object',
    required: ['citation', 'title'],
    description: 'On mismatch, name_only and not_found: the library judgment the writer probably meant',
    properties: { citation: { type: 'string' }, title: { type: 'string' } },
  },
};

/** One allowance (or the minute's rate) in legal_usage's result: GET /v1/usage's UsageAllowance. */
const allowance = {
  type: 'object',
  required: ['allowance', 'used', 'remaining', 'resets_at', 'resets_in_seconds'],
  properties: {
    allowance: { type: 'integer' },
    used: { type: 'integer' },
    remaining: { type: 'integer' },
    resets_at: { type: 'string', format: 'date-time' },
    resets_in_seconds: { type: 'integer' },
  },
};

export const SEARCH_TOOL = 'legal_library_search';
export const SECTION_TOOL = 'legal_get_section';
export const VERIFY_TOOL = 'legal_verify_citations';
export const USAGE_TOOL = 'legal_usage';

/** Default document types on the tool interface (spec 4.5): judgments, Acts and regulations. */
export const MCP_DEFAULT_TYPES = ['judgment', 'act', 'regulation'] as const;

export const TOOLS: Tool[] = [
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
    inputSchema: {
      type: 'object',
      properties: {
        query: { type: 'string', minLength: 1, maxLength: 500, description: 'Plain-language query, at least two meaningful words' },
        doc_type: { type: 'string', enum: DOC_TYPES, description: 'Restrict to one type, or "any". Default: judgments, Acts and regulations' },
        limit: { type: 'integer', minimum: 1, maximum: 10, default: 5, description: 'Number of results, 1 to 10' },
      },
      required: ['query'],
      additionalProperties: false,
    },
    outputSchema: {
      type: 'object',
      required: ['results', 'source_note'],
      properties: { results: { type: 'array', items: result }, source_note: sourceNote },
    },
    annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false, title: 'Search South African law' },
  },
  {
    name: SECTION_TOOL,
    title: 'Read a section or judgment',
    description:
      'Returns the full official text (at most 12,000 characters) of one section of a document found with ' +
      'legal_library_search: pass its doc_id and the section reference as returned ("Section 12: Heading") or a number ' +
      '("12", "s 12(3)"). For a judgment, omit section for the judgment text, or pass a paragraph number ("45", "[45]") ' +
      'or a phrase. If the section matches nothing, the list of section references is returned instead. Quote from ' +
      'this text rather than from memory.',
    inputSchema: {
      type: 'object',
      properties: {
        doc_id: { type: 'integer', minimum: 1, description: 'doc_id from a search result' },
        section: { type: 'string', maxLength: 200, description: 'Section reference or number; for judgments a paragraph number or phrase; optional for judgments' },
      },
      required: ['doc_id'],
      additionalProperties: false,
    },
    outputSchema: {
      type: 'object',
      required: ['doc_id', 'title', 'source_note'],
      properties: {
        doc_id: { type: 'integer' },
        title: { type: 'string' },
        section: { type: ['string', 'null'], description: 'Section returned; null for judgments' },
        gazette: { type: 'string' },
        url: { type: 'string', format: 'uri' },
        text: { type: 'string', maxLength: 12000 },
        sections: { type: 'array', items: { type: 'string' }, description: 'Present instead of text when section matched nothing' },
        source_note: sourceNote,
      },
    },
    annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false, title: 'Read a section or judgment' },
  },
  {
    name: VERIFY_TOOL,
    title: 'Check case and Act citations',
    description:
      'Finds every case citation (neutral such as [2019] ZACC 12, and law-report such as 2019 (4) SA 331 (CC)) and every ' +
      'Act citation in a text and checks each against official copies and verified records. Run it on any draft that ' +
      'cites authority before it is relied on. Statuses: found (confirmed), mismatch (the citation belongs to a different ' +
      'case: likely wrong or invented), name_only, not_found (check the law reports; not proof of fabrication), ' +
      'unchecked; for Acts also repealed and number_mismatch.',
    inputSchema: {
      type: 'object',
      properties: { text: { type: 'string', minLength: 1, maxLength: 20000, description: 'The text holding the citations, at most 20,000 characters' } },
      required: ['text'],
      additionalProperties: false,
    },
    outputSchema: {
      type: 'object',
      required: ['cases', 'acts', 'source_note'],
      properties: {
        cases: { type: 'array', items: check(['found', 'mismatch', 'name_only', 'not_found', 'unchecked'], NAMES_CHECKED) },
        acts: { type: 'array', items: check(['found', 'repealed', 'number_mismatch', 'not_found', 'unchecked']) },
        references: {
          type: 'array',
          description: 'Short forms (supra, above n 3, Id, a short name with a pinpoint) pointing back to a case entry',
          items: {
            type: 'object',
            required: ['cited', 'refers_to', 'start', 'end'],
            properties: {
              cited: { type: 'string' },
              refers_to: { type: 'integer', minimum: 0, description: 'Index in cases of the full citation' },
              start: { type: 'integer', minimum: 0 },
              end: { type: 'integer', minimum: 0 },
              pinpoint: NAMES_CHECKED.pinpoint,
            },
          },
        },
        source_note: sourceNote,
      },
    },
    annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false, title: 'Check case and Act citations' },
  },
  {
    name: USAGE_TOOL,
    title: 'Show what is left of the allowance',
    description:
      "The caller's plan (the key's, or the free tier of the address), and for searches (legal_library_search, " +
      'legal_get_section) and citation checks (legal_verify_citations) the allowance, calls used and left and when they ' +
      'reset; also the requests left this minute. Uses no allowance (it counts only against the per-minute rate): call it ' +
      'before a long task to see whether the allowance will last.',
    inputSchema: { type: 'object', properties: {}, additionalProperties: false },
    outputSchema: {
      type: 'object',
      required: ['plan', 'period', 'period_start', 'searches', 'checks', 'rate', 'source_note'],
      properties: {
        plan: { type: 'string' },
        key_prefix: { type: 'string', description: "The key's non-secret prefix, when a key was sent" },
        address: { type: 'string', description: 'The address the free tier is counted for, without a key' },
        period: { type: 'string', enum: ['day', 'month'] },
        period_start: { type: 'string', format: 'date-time' },
        searches: allowance,
        checks: allowance,
        rate: { ...allowance, description: 'The per-minute rate: requests allowed a minute, made this minute, left, and the next minute' },
        source_note: sourceNote,
      },
    },
    annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: false, openWorldHint: false, title: 'Show what is left of the allowance' },
  },
];

export const INSTRUCTIONS =
  'Verified South African Law: official South African legal texts and verified records. Use legal_library_search to ' +
  'find judgments, Acts, regulations, by-laws, gazette notices and Bills on a point of law; legal_get_section to read ' +
  'the exact text of a section or judgment before quoting it; legal_verify_citations on any text that cites cases or ' +
  'Acts (yours included) before it is relied on, since invented citations have led to court sanctions. Results are ' +
  'not legal advice; legislation is shown as published and later amendments may not be applied; absence from ' +
  'results does not mean an authority does not exist. Show the source_note attribution with results. legal_usage shows ' +
  'how many searches and checks are left.';
