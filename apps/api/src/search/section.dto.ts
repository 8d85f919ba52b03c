import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { badRequest } from '../common/api-error.js';
import { rejectUnknown, single } from './search.dto.js';

export const MAX_SECTION_LENGTH = 200;
export const MAX_TEXT_LENGTH = 12000;

export interface SectionParams {
  doc_id: number;
  section?: string;
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

  @ApiProperty({ maxLength: MAX_TEXT_LENGTH, description: 'At most 12,000 characters, cut at a paragraph or sentence boundary' })
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

/** GET /section parameters, checked. An empty `section` counts as none. */
export function parseSectionParams(query: Record<string, unknown>): SectionParams {
  rejectUnknown(query, ['doc_id', 'section']);
  const docText = single(query, 'doc_id');
  if (docText === undefined) throw badRequest("Give 'doc_id', the doc_id of a search result.");
  const docId = /^\d{1,10}$/.test(docText.trim()) ? Number(docText.trim()) : NaN;
  if (!(docId >= 1 && docId <= 2_147_483_647)) throw badRequest("'doc_id' must be a whole number, 1 or more.");
  const section = single(query, 'section')?.trim();
  if (section && section.length > MAX_SECTION_LENGTH) {
    throw badRequest(`'section' is ${section.length} characters long; the most is ${MAX_SECTION_LENGTH}.`);
  }
  return { doc_id: docId, ...(section ? { section } : {}) };
}
