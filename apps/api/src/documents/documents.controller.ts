import { Body, Controller, HttpCode, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { LIMITS, shown } from '#libs/contracts/limits.js';
import { CountedLater, MeterParam, type Meter } from '../common/counts-as.decorator.js';
import { ApiErrorResponses, ErrorDto } from '../common/error.dto.js';
import { DocumentUpload, DocumentVerifyResponse } from './documents.dto.js';
import { DocumentsService, type DocumentBody, type UploadedDocument } from './documents.service.js';
import { UPLOAD_FIELD, UPLOAD_LIMITS, UploadRefusals } from './upload.js';

@ApiTags('verify')
@Controller('v1')
export class DocumentsController {
  constructor(private readonly service: DocumentsService) {}

  @Post('verify/document')
  @HttpCode(200)
  @CountedLater('check')
  @UseInterceptors(UploadRefusals, FileInterceptor(UPLOAD_FIELD, { limits: UPLOAD_LIMITS }))
  @ApiOperation({
    summary: 'Check the citations of a document (DOCX, PDF, HTML, text)',
    description:
      `Reads the text of one file (multipart, field \`file\`: DOCX with its footnotes and endnotes, PDF page by page without running headers, ` +
      `HTML, plain text; at most ${LIMITS.document_bytes / 1024 / 1024} MB and ${shown(LIMITS.document_text_length)} characters of text) and checks it as POST /v1/verify does, ` +
      `in pieces of at most ${shown(LIMITS.verify_text_length)} characters. Each entry says where it stands (page, footnote or endnote, paragraph). ` +
      'An optional form field `as_at` (YYYY-MM-DD) checks provisions against the versions in force on that date, as /v1/verify does. ' +
      `Counts as one citation check per ${shown(LIMITS.verify_text_length)} characters of text, rounded up, all at once: when the allowance cannot cover them all, ` +
      'nothing is checked or counted (429). A file that cannot be read uses no allowance.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: DocumentUpload })
  @ApiOkResponse({ type: DocumentVerifyResponse, headers: { 'X-Service-Plan': { description: 'The plan the call was counted against', schema: { type: 'string' } } } })
  @ApiErrorResponses(400, 401, 429, 500, 503)
  @ApiResponse({ status: 413, type: ErrorDto, description: `bad_request: the file is over ${LIMITS.document_bytes / 1024 / 1024} MB, or holds more than ${shown(LIMITS.document_text_length)} characters of text, more pages or more packed content than the service reads. Uses no allowance.` })
  @ApiResponse({ status: 415, type: ErrorDto, description: 'bad_request: not a format the service reads (DOCX, PDF, HTML, text), or content that is not the declared format. Uses no allowance.' })
  @ApiResponse({ status: 422, type: ErrorDto, description: 'bad_request: a readable format whose text cannot be had: an encrypted PDF, a PDF of pictures (a scan), a file too complex to read in the time and memory one document may take. Uses no allowance.' })
  // (The form's fields are checked by the service, after the file: a body that is not a form at all is told so first.)
  verifyDocument(@UploadedFile() file: UploadedDocument | undefined, @Body() fields: unknown, @MeterParam() meter: Meter): Promise<DocumentBody> {
    return this.service.verifyDocument(file, fields, meter);
  }
}
