import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { LIMITS, shown } from '#libs/contracts/limits.js';
import { DOCUMENT_FORMATS } from '#libs/documents/located.js';
import { CalendarDate } from '../common/contract.js';
import { ActCheck, CaseCheck, ProvisionCheck, ReferenceCheck } from '../verify/verify.dto.js';

const MB = LIMITS.document_bytes / 1024 / 1024;

/**
 * POST /verify/document's body: a multipart form with one file, and `as_at` beside it. The form's
 * text fields are checked against this class (ContractPipe, in DocumentsService) as /verify's body
 * is against VerifyRequest; the file arrives apart (multer), so `file` is named here only for the
 * schema and for the message that lists the fields a form may hold.
 */
@ApiSchema({ name: 'DocumentUpload' })
export class DocumentUpload {
  @ApiProperty({
    type: 'string',
    format: 'binary',
    description:
      `The document: DOCX, PDF, HTML or plain text (UTF-8), at most ${MB} MB (${shown(LIMITS.document_bytes)} bytes) and ${shown(LIMITS.document_text_length)} characters of text. ` +
      'Its format is read from its content; the declared type, when it names a format, must agree.',
  })
  @IsOptional()
  file!: string;

  @CalendarDate({
    description:
      'The date the writing speaks of (YYYY-MM-DD), as POST /v1/verify takes it: provisions are checked against the version of their instrument in force then, ' +
      'where the library holds dated versions. Without it, the current texts',
    example: '2026-01-01',
  })
  as_at?: string;
}

/** Where a citation stands in the document. */
@ApiSchema({ name: 'DocumentLocation' })
export class DocumentLocation {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, example: 12, description: 'PDF: the page (1-based, counted as the file counts pages, not as printed)' })
  page?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, example: 3, description: 'The footnote or endnote holding the citation: in a DOCX its number counted in order of reference as Word numbers them; in a PDF the number printed at its start' })
  note?: number;

  @ApiPropertyOptional({ enum: ['footnote', 'endnote'], description: 'With `note`: which kind of note (a PDF\'s are footnotes)' })
  note_kind?: 'footnote' | 'endnote';

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    example: 7,
    description: 'DOCX, HTML, text: the body paragraph (1-based, empty ones not counted); for a note, the paragraph that refers to it',
  })
  paragraph?: number;
}

@ApiSchema({ name: 'DocumentCaseCheck' })
export class DocumentCaseCheck extends CaseCheck {
  @ApiProperty({ type: DocumentLocation })
  location!: DocumentLocation;
}

@ApiSchema({ name: 'DocumentActCheck' })
export class DocumentActCheck extends ActCheck {
  @ApiProperty({ type: DocumentLocation })
  location!: DocumentLocation;
}

@ApiSchema({ name: 'DocumentReferenceCheck' })
export class DocumentReferenceCheck extends ReferenceCheck {
  @ApiProperty({ type: DocumentLocation })
  location!: DocumentLocation;
}

@ApiSchema({ name: 'DocumentProvisionCheck' })
export class DocumentProvisionCheck extends ProvisionCheck {
  @ApiProperty({ type: DocumentLocation })
  location!: DocumentLocation;
}

/** What was read from the file and how it was counted. */
@ApiSchema({ name: 'DocumentSummary' })
export class DocumentSummary {
  @ApiProperty({ enum: DOCUMENT_FORMATS, description: 'The format the content was read as' })
  format!: (typeof DOCUMENT_FORMATS)[number];

  @ApiPropertyOptional({ type: 'integer', minimum: 1, description: 'PDF: its pages' })
  pages?: number;

  @ApiProperty({ type: 'integer', minimum: 1, description: 'Characters of text extracted (Unicode code points); every span is an offset into this text' })
  characters!: number;

  @ApiProperty({ type: 'integer', minimum: 1, description: `The pieces of at most ${shown(LIMITS.verify_text_length)} characters the text was checked in, cut at paragraph and sentence ends` })
  pieces!: number;

  @ApiProperty({
    type: 'integer',
    minimum: 1,
    example: 3,
    description: `Citation checks counted against the allowance: characters / ${shown(LIMITS.verify_text_length)}, rounded up`,
  })
  checks_counted!: number;
}

/** The answer of POST /verify/document: /verify's, each entry with its location, and the document's summary. */
@ApiSchema({ name: 'DocumentVerifyResponse' })
export class DocumentVerifyResponse {
  @ApiProperty({ type: [DocumentCaseCheck], description: 'One entry per case citation found, in text order; spans are offsets into the extracted text' })
  cases!: DocumentCaseCheck[];

  @ApiProperty({ type: [DocumentActCheck], description: 'One entry per Act citation found, in text order' })
  acts!: DocumentActCheck[];

  @ApiPropertyOptional({ type: [DocumentReferenceCheck], description: 'Short forms pointing back to a case citation, in text order; `refers_to` indexes `cases`; present when there are any' })
  references?: DocumentReferenceCheck[];

  @ApiPropertyOptional({ type: [DocumentProvisionCheck], description: 'Provisions not under an entry of `acts` (tied to no Act, or to one named without an Act citation), in text order; present when there are any. An Act entry\'s own `provisions` carry their location too' })
  provisions?: DocumentProvisionCheck[];

  @ApiProperty({ type: DocumentSummary })
  document!: DocumentSummary;

  @ApiPropertyOptional({
    format: 'uuid',
    example: '0b5f7a1e-8c1d-4d8a-9d7e-2f4c6b8a1e3d',
    description: 'The id this check is kept under: GET /v1/checks/{check_id}/report gives its signed report (PDF or HTML), with each entry\'s place in the document. Anyone holding it can read that report.',
  })
  check_id?: string;

  @ApiProperty({ description: 'Attribution and reliance note' })
  source_note!: string;
}
