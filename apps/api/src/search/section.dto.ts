import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { LIMITS, NOT_IN_FORCE_REASONS, shown, type NotInForceReason } from '#libs/contracts/limits.js';
import { CalendarDate, OptionalText, WholeNumber } from '../common/contract.js';

/** The Constitution's doc_id in the starter library (a fresh install): the example of GET /section. */
export const STARTER_CONSTITUTION_DOC_ID = 126;

/** GET /section's query parameters, and legal_get_section's arguments (the same names). An empty `section` counts as none. */
@ApiSchema({ name: 'SectionQuery' })
export class SectionQuery {
  @WholeNumber({
    min: LIMITS.doc_id_min,
    max: LIMITS.doc_id_max,
    digits: String(LIMITS.doc_id_max).length,
    trim: true,
    description: 'The doc_id of a search result',
    // (The Constitution's doc_id in the starter library; test/foundation/openapi-examples.spec.ts keeps it so.)
    example: STARTER_CONSTITUTION_DOC_ID,
    missing: () => "Give 'doc_id', the doc_id of a search result.",
    message: (p) => `'${p}' must be a whole number, ${LIMITS.doc_id_min} or more.`,
  })
  doc_id!: number;

  @OptionalText({
    max: LIMITS.section_length,
    description:
      "A section reference as search returns it ('Section 12: Heading') or a number ('12', 's 12(3)'); for judgments a paragraph number ('45', '[45]') or a phrase; optional for judgments. At most " +
      `${LIMITS.section_length} characters`,
    example: '9',
  })
  section?: string;

  @CalendarDate({
    description:
      'The law as it stood on this date (YYYY-MM-DD): the version in force then is read, and named in `version`. ' +
      'Without it, the current text. A section or work not in force then answers `not_in_force`',
    // (The starter library's Constitution is its 2013-08-23 expression: in force on this date.)
    example: '2020-01-01',
  })
  as_at?: string;
}

export type SectionParams = SectionQuery;

/** The version of a work a text is: its expression date and the range it is (or was) in force. */
@ApiSchema({ name: 'SectionVersion' })
export class SectionVersion {
  @ApiProperty({ format: 'date', description: "The expression's date (its point in time)" })
  expression_date!: string;

  @ApiProperty({ format: 'date', description: 'In force from (the expression date)' })
  in_force_from!: string;

  @ApiProperty({ type: 'string', format: 'date', nullable: true, description: "In force up to (not including) this date, the next version's; null for the latest" })
  in_force_to!: string | null;
}

/** A work's repeal as its source records it. */
@ApiSchema({ name: 'Repeal' })
export class RepealRecord {
  @ApiProperty({ format: 'date', description: 'The date the repeal took effect' })
  date!: string;

  @ApiPropertyOptional({ description: "The repealing work's FRBR URI, as the source names it" })
  repealed_by?: string;

  @ApiPropertyOptional({ description: "The repealing work's title" })
  repealed_by_title?: string;
}

/** An amendment of a work as its source records it. */
@ApiSchema({ name: 'Amendment' })
export class AmendmentRecord {
  @ApiProperty({ format: 'date', example: '2016-08-19', description: 'The date the amendment took effect' })
  date!: string;

  @ApiPropertyOptional({ example: '/akn/za-wc/act/by-law/2016/events-amendment', description: "The amending work's FRBR URI, as the source names it" })
  amended_by?: string;

  @ApiPropertyOptional({ example: 'City of Cape Town: Events Amendment By-law, 2016', description: "The amending work's title" })
  amended_by_title?: string;
}

/** A work's amendments as an answer lists them: how many, and the latest. */
@ApiSchema({ name: 'Amendments' })
export class AmendmentsRecord {
  @ApiProperty({ type: 'integer', minimum: 1, example: 2, description: 'The amendments the source records (with as_at: those dated on or before it)' })
  count!: number;

  @ApiProperty({ type: [AmendmentRecord], maxItems: LIMITS.amendments_shown, description: `The latest ${LIMITS.amendments_shown} of them at most, newest first` })
  latest!: AmendmentRecord[];
}

/** Why there is no text for `as_at`, with the dates that say when there is. */
@ApiSchema({ name: 'NotInForce' })
export class NotInForce {
  @ApiProperty({ format: 'date' })
  as_at!: string;

  @ApiProperty({
    enum: NOT_IN_FORCE_REASONS,
    description:
      'before_first_version: no version the library holds was in force yet (first_version: the earliest); repealed: the work was repealed on or before as_at (repeal); ' +
      'not_in_version: the version in force then (version) has no such section, and versions lists those that have it',
  })
  reason!: NotInForceReason;

  @ApiProperty({ description: 'The same in plain language' })
  message!: string;

  @ApiPropertyOptional({ format: 'date', description: 'before_first_version: the earliest version held' })
  first_version?: string;

  @ApiPropertyOptional({ type: RepealRecord, description: 'repealed: the repeal' })
  repeal?: RepealRecord;

  @ApiPropertyOptional({ type: [SectionVersion], description: 'not_in_version: the versions that have the section' })
  versions?: SectionVersion[];
}

/** Where a text returned goes on. */
export class SectionContinues {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, example: 4210, description: 'Characters of the section or judgment part asked for that follow the text returned (absent: it was returned whole)' })
  characters?: number;

  @ApiPropertyOptional({ example: '46', description: "A judgment: the numbered paragraph that follows the text returned, as GET /section's `section` takes it" })
  next?: string;
}

export class SectionResponse {
  @ApiProperty({ type: 'integer' })
  doc_id!: number;

  @ApiProperty()
  title!: string;

  @ApiPropertyOptional({ type: 'string', nullable: true, description: 'Section returned; null for judgments' })
  section!: string | null;

  @ApiPropertyOptional({ description: 'Government Gazette reference' })
  gazette?: string;

  @ApiProperty({ format: 'uri' })
  url!: string;

  @ApiProperty({ maxLength: LIMITS.section_text_length, description: `At most ${shown(LIMITS.section_text_length)} characters, cut at a paragraph or sentence boundary` })
  text!: string;

  @ApiPropertyOptional({ type: SectionVersion, description: 'The version read, for a work the library holds dated versions of (the current one without as_at)' })
  version?: SectionVersion;

  @ApiPropertyOptional({ type: RepealRecord, description: 'The repeal the source records, when it records one' })
  repeal?: RepealRecord;

  @ApiPropertyOptional({
    type: AmendmentsRecord,
    description:
      "The work's amendments as the source records them, when it records any: all of them for the current text; with as_at, those dated on or before it " +
      '(one dated after `version.expression_date` is one the text returned does not incorporate)',
  })
  amendments?: AmendmentsRecord;

  @ApiPropertyOptional({
    type: SectionContinues,
    description: `Where the text goes on past what is returned: the characters of the part asked for that the cap of ${shown(LIMITS.section_text_length)} left out, and for a judgment the paragraph to ask for next`,
  })
  continues?: SectionContinues;

  @ApiProperty({ description: 'Attribution and reliance note' })
  source_note?: string;
}

/** Returned instead of SectionResponse when `section` matched nothing (or was omitted for a divided document). */
export class SectionListResponse {
  @ApiProperty({ type: 'integer' })
  doc_id!: number;

  @ApiProperty()
  title!: string;

  @ApiProperty({ type: [String], description: 'Section references as used by GET /section, in document order' })
  sections!: string[];

  @ApiPropertyOptional({ type: SectionVersion, description: 'The version listed, for a work the library holds dated versions of' })
  version?: SectionVersion;

  @ApiProperty({ description: 'Attribution and reliance note' })
  source_note?: string;
}


/**
 * Returned for `as_at` when the library has no text for that date: the work had no version in force
 * yet, was repealed by then, or the version then has no such section (one that never appears in any
 * version gets SectionListResponse, as without a date).
 */
export class SectionNotInForceResponse {
  @ApiProperty({ type: 'integer' })
  doc_id!: number;

  @ApiProperty()
  title!: string;

  @ApiProperty({ type: 'string', nullable: true, description: 'The section asked for (as the versions that have it name it), or null when none was' })
  section!: string | null;

  @ApiPropertyOptional({ type: SectionVersion, description: 'not_in_version: the version in force on as_at' })
  version?: SectionVersion;

  @ApiProperty({ type: NotInForce })
  not_in_force!: NotInForce;

  @ApiProperty({ description: 'Attribution and reliance note' })
  source_note?: string;
}

export type SectionAnswer = SectionResponse | SectionListResponse | SectionNotInForceResponse;
