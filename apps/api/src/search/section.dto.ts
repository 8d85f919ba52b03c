import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { LIMITS, shown } from '#libs/contracts/limits.js';
import { OptionalText, WholeNumber } from '../common/contract.js';

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
}

export type SectionParams = SectionQuery;

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

  @ApiProperty({ description: 'Attribution and reliance note' })
  source_note?: string;
}

