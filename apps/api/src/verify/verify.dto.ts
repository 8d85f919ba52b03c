import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { ACT_STATUSES, CASE_STATUSES, LIMITS, PINPOINT_STATUSES, QUOTE_STATUSES, shown } from '#libs/contracts/limits.js';
import { RequiredText } from '../common/contract.js';

/** POST /verify's body, and legal_verify_citations' arguments. */
@ApiSchema({ name: 'VerifyRequest' })
export class VerifyRequest {
  @RequiredText({
    max: LIMITS.verify_text_length,
    description: `Text containing the citations, at most ${shown(LIMITS.verify_text_length)} characters`,
    missing: (p) => `Give the text to check in '${p}'.`,
    blank: (p) => `'${p}' is empty: give the text holding the citations.`,
    example:
      'In S v Makwanyane and Another 1995 (3) SA 391 (CC) at para 144 the Court held this. Bogus v Fiction [2025] ZACC 77 does not exist. ' +
      'See the Consumer Protection Act 68 of 2008.',
  })
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

  @ApiPropertyOptional({
    example: "[2019] ZACC: the library holds 12 of that year's judgments, up to number 40, and no count of them",
    description: 'On every unchecked entry: why it could not be checked, and where to look instead',
  })
  reason?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, example: 18, description: 'Where the citation starts in the submitted text (UTF-16 code units, as JavaScript strings count)' })
  start?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, example: 32, description: 'Where the citation ends in the submitted text (exclusive; UTF-16 code units): text.slice(start, end) === cited' })
  end?: number;
}

/** A pinpoint written after a case citation, checked against the official copy's numbered paragraphs. */
export class PinpointCheck {
  @ApiProperty({ example: 'at para 45', description: 'The pinpoint as written after the citation' })
  cited!: string;

  @ApiProperty({
    enum: PINPOINT_STATUSES,
    description:
      'found: every paragraph named exists in the official copy; not_found: one does not (last_paragraph says where the judgment ends); unchecked: a page of a law report, or no numbered official text in the library',
  })
  status!: (typeof PINPOINT_STATUSES)[number];

  @ApiPropertyOptional({ type: 'integer', example: 112, description: 'With not_found: the judgment\'s last paragraph number' })
  last_paragraph?: number;
}

/** A quotation attributed to a case citation, compared with the official copy. */
export class QuoteCheck {
  @ApiProperty({ description: 'The quotation as written, without its quotation marks' })
  text!: string;

  @ApiProperty({
    enum: QUOTE_STATUSES,
    description:
      "found: the words occur in the official copy (allowing [...], …, bracketed insertions, changed capitals, whitespace and quote styles); close: nearly (similarity and the judgment's words given); not_found; unchecked: the library holds no official text of the case, or the citation is not found",
  })
  status!: (typeof QUOTE_STATUSES)[number];

  @ApiPropertyOptional({ type: 'integer', description: 'With found: the numbered paragraph where the quotation starts' })
  paragraph?: number;

  @ApiPropertyOptional({ example: 0.94, description: 'With close: the share of the quotation\'s words found in order' })
  similarity?: number;

  @ApiPropertyOptional({ description: "With close: the judgment's own words there, in lower case" })
  actual?: string;
}

/** A word of the written names that differs from the official name by one slip of a letter. */
export class NameSlipCheck {
  @ApiProperty({ example: 'Bellville', description: 'The word as written' })
  written!: string;

  @ApiProperty({ example: 'Belville', description: 'The word as the official name spells it' })
  official!: string;
}

/** The citation a writer probably meant. */
export class Suggestion {
  @ApiProperty({ example: '[1995] ZACC 3' })
  citation!: string;

  @ApiProperty({ example: 'S v Makwanyane and Another' })
  title!: string;
}

/** Another judgment between the same parties (of another court or year than the citation written). */
export class RelatedJudgment {
  @ApiProperty({ example: '[2008] ZACC 13' })
  citation!: string;

  @ApiProperty({ example: 'Thint (Pty) Ltd v National Director of Public Prosecutions and Others' })
  title!: string;

  @ApiPropertyOptional({ example: 'Constitutional Court' })
  court?: string;

  @ApiPropertyOptional({ type: 'integer', example: 2008 })
  year?: number;
}

export class CaseCheck extends Check {
  @ApiProperty({ enum: CASE_STATUSES })
  status!: (typeof CASE_STATUSES)[number];

  @ApiPropertyOptional({
    description:
      'On every found entry: whether names were written with the citation and compared with the case it belongs to (false: the citation was written without names, so only the citation itself was confirmed)',
  })
  names_checked?: boolean;

  @ApiPropertyOptional({
    type: [NameSlipCheck],
    description: 'On found entries whose names agree by one slip of a letter in a long word (verification rules): each word written and the official spelling',
  })
  name_slips?: NameSlipCheck[];

  @ApiPropertyOptional({ type: PinpointCheck, description: 'The pinpoint written after the citation (`at para 45`, `[45]`, `at 398C-D`), when there is one' })
  pinpoint?: PinpointCheck;

  @ApiPropertyOptional({
    type: Suggestion,
    description:
      'On mismatch, name_only and not_found: a library judgment of the same court and year whose names agree with the names written, under another citation (the citation the writer probably meant); for a law report cited under another court than its judgment\'s (any status but found): the report under its own court',
  })
  suggestion?: Suggestion;

  @ApiPropertyOptional({
    type: [RelatedJudgment],
    description:
      'Information, not a correction: library judgments whose names agree with the names written but of another court or year (parties litigate more than once); on entries that are not found',
  })
  related?: RelatedJudgment[];

  @ApiPropertyOptional({ type: [QuoteCheck], description: 'Quotations attributed to this citation (in the same sentence), each compared with the official copy' })
  quotes?: QuoteCheck[];
}

export class ActCheck extends Check {
  @ApiProperty({ enum: ACT_STATUSES })
  status!: (typeof ACT_STATUSES)[number];
}

/** A short form pointing back to a full citation: `Makwanyane above n 3 at para 144`, `Id at para 12`. */
export class ReferenceCheck {
  @ApiProperty({ example: 'Makwanyane above n 3 at para 144', description: 'The short form as written, with its pinpoint' })
  cited!: string;

  @ApiProperty({ type: 'integer', minimum: 0, example: 0, description: 'Index in `cases` of the full citation it points to' })
  refers_to!: number;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Offset in the text (UTF-16 code units)' })
  start!: number;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Offset just past it' })
  end!: number;

  @ApiPropertyOptional({ type: PinpointCheck, description: "Its pinpoint, checked against the case it points to" })
  pinpoint?: PinpointCheck;
}

export class VerifyResponse {
  @ApiProperty({ type: [CaseCheck], description: 'One entry per case citation found, in text order' })
  cases!: CaseCheck[];

  @ApiProperty({ type: [ActCheck], description: 'One entry per Act citation found, in text order' })
  acts!: ActCheck[];

  @ApiPropertyOptional({
    type: [ReferenceCheck],
    description: 'Short forms that point back to a case citation (supra, above n 3, (n 3), Id, Ibid, a short name with a pinpoint), in text order; present when there are any',
  })
  references?: ReferenceCheck[];

  @ApiProperty({ description: 'Attribution and reliance note' })
  source_note!: string;
}
