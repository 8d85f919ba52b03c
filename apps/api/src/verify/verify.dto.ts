import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { UTF16_NOTE } from '../common/error.dto.js';

export const MAX_TEXT_LENGTH = 20_000;
export const CASE_STATUSES = ['found', 'mismatch', 'name_only', 'not_found', 'unchecked'] as const;
export const ACT_STATUSES = ['found', 'repealed', 'number_mismatch', 'not_found', 'unchecked'] as const;

export class VerifyRequest {
  @ApiProperty({ maxLength: MAX_TEXT_LENGTH, description: `Text containing the citations, at most 20,000 characters ${UTF16_NOTE}` })
  text!: string;
}

class Check {
  @ApiProperty({ description: 'The citation exactly as written in the text' })
  cited!: string;

  @ApiPropertyOptional({ description: 'Title of the matched judgment or Act' })
  matched_title?: string;

  @ApiPropertyOptional({ format: 'uri', description: 'Official source of the match' })
  url?: string;

  @ApiPropertyOptional({ type: [String], description: 'Where the confirmation came from' })
  sources?: string[];

  @ApiPropertyOptional({ type: 'integer', minimum: 0, example: 18, description: 'Where the citation starts in the submitted text (UTF-16 code units, as JavaScript strings count)' })
  start?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, example: 32, description: 'Where the citation ends in the submitted text (exclusive; UTF-16 code units): text.slice(start, end) === cited' })
  end?: number;
}

export class CaseCheck extends Check {
  @ApiProperty({ enum: CASE_STATUSES })
  status!: (typeof CASE_STATUSES)[number];

  @ApiPropertyOptional({
    description:
      'On every found entry: whether names were written with the citation and compared with the case it belongs to (false: the citation was written without names, so only the citation itself was confirmed)',
  })
  names_checked?: boolean;
}

export class ActCheck extends Check {
  @ApiProperty({ enum: ACT_STATUSES })
  status!: (typeof ACT_STATUSES)[number];
}

export class VerifyResponse {
  @ApiProperty({ type: [CaseCheck], description: 'One entry per case citation found, in text order' })
  cases!: CaseCheck[];

  @ApiProperty({ type: [ActCheck], description: 'One entry per Act citation found, in text order' })
  acts!: ActCheck[];

  @ApiProperty({ description: 'Attribution and reliance note' })
  source_note!: string;
}
