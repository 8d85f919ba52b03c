import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { DOC_TYPES, LIMITS, MCP_DEFAULT_TYPES, SEARCH_TYPES, type DocType, type SearchType } from '#libs/contracts/limits.js';
import { badRequest } from '../common/api-error.js';
import { CalendarDate, FilterYear, OneOf, OptionalText, RequiredText, ResultLimit, ResultOffset, ResultSections } from '../common/contract.js';

/** What the search service takes, whichever interface asked. */
export interface SearchParams {
  q: string;
  /** The document types to search; null: every type. */
  types: DocType[] | null;
  limit: number;
  /** The law as it stood on this date (YYYY-MM-DD); null: the current texts. */
  as_at: string | null;
  /** Results skipped before the first returned. */
  offset: number;
  /** Sections shown per divided document (1: the best alone). */
  sections: number;
  /** The filters; each null: none. */
  court: string | null;
  year_from: number | null;
  year_to: number | null;
  place: string | null;
}

const Court = () =>
  OptionalText({
    max: LIMITS.filter_length,
    description: "Judgments of one court only, by its name or the code of its neutral citations ('Constitutional Court', 'ZACC'); a court the library holds none of finds nothing",
    example: 'ZACC',
  });
const YearFrom = () => FilterYear({ description: "Documents of this year or later: an Act's year, any other document's date", example: 1995 });
const YearTo = () => FilterYear({ description: "Documents of this year or earlier: an Act's year, any other document's date", example: 2025 });
const Place = () =>
  OptionalText({
    max: LIMITS.filter_length,
    description: "By-laws of one municipality, by its name ('City of Cape Town'), or a town or city in it ('Durban'); a place the library knows no by-laws of finds nothing",
    example: 'Cape Town',
  });

/** `as_at` of GET /search and legal_library_search. */
const SearchDate = () =>
  CalendarDate({
    description:
      'Search the law as it stood on this date (YYYY-MM-DD): of works the library holds dated versions of, the version in force then ' +
      '(none where it had none yet or was repealed by then). Without it, the current texts',
    example: '2020-01-01',
  });

/** The query text's rule; the two-meaningful-words rule is the SQL function's (it knows the stop words). */
const QueryText = () =>
  RequiredText({
    max: LIMITS.query_length,
    trim: true,
    description: `Plain language, at least two meaningful words ("quoted phrases" match as phrases); at most ${LIMITS.query_length} characters`,
    missing: (p) => `Give a search query in '${p}': at least two meaningful words, for example "noise nuisance".`,
    example: 'unfair discrimination equality',
  });

/** What GET /search and legal_library_search both take beside the query and the type (SearchOptions). */
export interface SearchOptions {
  limit: number;
  as_at?: string;
  offset: number;
  sections: number;
  court?: string;
  year_from?: number;
  year_to?: number;
  place?: string;
}

/**
 * The spec's `limit` and the optional paging, sections, date and filters (absent: the spec's answer),
 * declared once for both contracts: added after the query and the type, so they come first in the
 * OpenAPI parameters and the tool's schema.
 */
function withOptions<T extends new (...args: any[]) => object>(Base: T) {
  class Options extends Base implements SearchOptions {
    @ResultLimit()
    limit: number = LIMITS.results_default;

    @SearchDate()
    as_at?: string;

    @ResultOffset()
    offset: number = 0;

    @ResultSections()
    sections: number = 1;

    @Court()
    court?: string;

    @YearFrom()
    year_from?: number;

    @YearTo()
    year_to?: number;

    @Place()
    place?: string;
  }
  return Options;
}

class SearchQueryText {
  @QueryText()
  q!: string;

  @OneOf(SEARCH_TYPES, { description: 'Restrict to one document type, or any', default: 'any', example: 'act' })
  type: SearchType = 'any';
}

/** GET /search's query parameters. */
@ApiSchema({ name: 'SearchQuery' })
export class SearchQuery extends withOptions(SearchQueryText) {}

class SearchToolText {
  @QueryText()
  query!: string;

  @OneOf(SEARCH_TYPES, { description: `Restrict to one type, or "any". Default: ${MCP_DEFAULT_TYPES.join(', ')}` })
  doc_type?: SearchType;
}

/**
 * legal_library_search's arguments: GET /search's rules under the tool's names (spec 4.5), and its
 * own default: without doc_type, judgments, Acts and regulations.
 */
@ApiSchema({ name: 'SearchToolArguments' })
export class SearchToolArguments extends withOptions(SearchToolText) {}

export function searchParams(q: string, type: SearchType | undefined, { limit, as_at, offset, sections, court, year_from, year_to, place }: SearchOptions): SearchParams {
  if (year_from !== undefined && year_to !== undefined && year_from > year_to) {
    throw badRequest(`'year_from' (${year_from}) is after 'year_to' (${year_to}): give the earlier year first.`);
  }
  return {
    q,
    types: type === undefined ? [...MCP_DEFAULT_TYPES] : type === 'any' ? null : [type],
    limit,
    as_at: as_at ?? null,
    offset,
    sections,
    court: court ?? null,
    year_from: year_from ?? null,
    year_to: year_to ?? null,
    place: place ?? null,
  };
}

/** Where a result's query words stand in its excerpt (an addition to the spec's fields). */
export type Highlights = Array<[number, number]>;

/** `highlights` of a result and of each of its `sections`: offsets, so the excerpt stays plain text. */
const ExcerptHighlights = () =>
  ApiPropertyOptional({
    type: 'array',
    items: { type: 'array', items: { type: 'integer', minimum: 0 }, minItems: 2, maxItems: 2 },
    description:
      'Where the query\'s words (in any inflection: `evict` finds "evicted", "eviction") stand in `excerpt`: [start, end) pairs in order, ' +
      'in UTF-16 code units, as the spans of verify entries (in JavaScript `excerpt.slice(start, end)`). Absent when none does',
    example: [
      [4, 11],
      [30, 38],
    ],
  });

/** One of a result's best sections (asked for with `sections` 2 or 3). */
@ApiSchema({ name: 'ResultSection' })
export class ResultSection {
  @ApiProperty({ description: "'Section <n>: <heading>', as GET /section takes it" })
  section!: string;

  @ApiPropertyOptional({ maxLength: LIMITS.excerpt_length, description: 'Short matching passage of the section' })
  excerpt?: string;

  @ExcerptHighlights()
  highlights?: Highlights;
}

/** One search hit (spec 2, Result): fields that do not apply are left out. */
@ApiSchema({ name: 'Result' })
export class SearchResult {
  @ApiProperty({ type: 'integer', description: 'Library reference; passed to GET /section' })
  doc_id!: number;

  @ApiProperty({ enum: DOC_TYPES })
  type!: DocType;

  @ApiProperty()
  title!: string;

  @ApiProperty({ format: 'uri', description: 'Official source' })
  url!: string;

  @ApiPropertyOptional({ description: "Best-matching section, 'Section <n>: <heading>' (documents divided into sections)" })
  section?: string;

  @ApiPropertyOptional({ description: 'Neutral citation of a judgment' })
  citation?: string;

  @ApiPropertyOptional()
  case_number?: string;

  @ApiPropertyOptional()
  court?: string;

  @ApiPropertyOptional({ format: 'date', description: 'Date of judgment' })
  date?: string;

  @ApiPropertyOptional({ description: "Act number and year, 'Act <n> of <year>'" })
  act?: string;

  @ApiPropertyOptional({ description: 'Government Gazette reference' })
  gazette?: string;

  @ApiPropertyOptional({ description: "By-laws: the municipality that made it ('City of Cape Town'; one the library has no name for by its demarcation code, 'WC012')" })
  municipality?: string;

  @ApiPropertyOptional({ maxLength: LIMITS.excerpt_length, description: 'Short matching passage' })
  excerpt?: string;

  @ExcerptHighlights()
  highlights?: Highlights;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    description: 'Judgments: the numbered paragraph the excerpt comes from (the best-matching one); pass it to the section operation to read it',
  })
  paragraph?: number;

  @ApiPropertyOptional({
    type: [ResultSection],
    description: 'With sections 2 or 3: the best sections of a divided document, best first (the first is usually `section`)',
  })
  sections?: ResultSection[];
}

/** A search's answer, before source_note. */
export interface SearchAnswer {
  results: SearchResult[];
  did_you_mean?: string;
  suggestion_searched?: true;
}

export class SearchResponse {
  @ApiProperty({ type: [SearchResult] })
  results!: SearchResult[];

  @ApiPropertyOptional({
    description:
      'The query with each word the library holds nowhere replaced by the nearest word it does hold (by spelling); ' +
      'absent when it holds every word. A word held nowhere finds nothing, so the results also rank by its suggested word, ' +
      'and suggestion_searched says so',
    example: 'eviction unlawful occupier',
  })
  did_you_mean?: string;

  @ApiPropertyOptional({
    enum: [true],
    description:
      'Present (true) when the results were ranked by the suggested words of did_you_mean as well as by the words asked ' +
      '(a word of the query the library holds nowhere, not one after `-`); absent otherwise',
  })
  suggestion_searched?: true;

  @ApiProperty({ description: 'Attribution and reliance note' })
  source_note!: string;
}

