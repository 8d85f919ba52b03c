import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { OneOf, OptionalText } from '../common/contract.js';

export const REPORT_FORMATS = ['pdf', 'html'] as const;
export type ReportFormatName = (typeof REPORT_FORMATS)[number];

/** GET /v1/checks/{id}/report's query: the format, instead of the Accept header. */
@ApiSchema({ name: 'ReportQuery' })
export class ReportQuery {
  @OneOf(REPORT_FORMATS, { description: 'pdf or html; given, it wins over the Accept header (application/pdf, text/html; html when neither is asked for)' })
  format?: ReportFormatName;
}

/** POST /v1/verify's query: a report instead of the JSON answer. */
@ApiSchema({ name: 'VerifyReportQuery' })
export class VerifyReportQuery {
  @OneOf(REPORT_FORMATS, {
    description: 'Answer with the signed report of the check (pdf or html) instead of JSON, as `Accept: application/pdf` or `Accept: text/html` does. The check counts once either way; the report carries its check id (header X-Check-Id).',
  })
  report?: ReportFormatName;
}

/** GET /v1/report-key: the public half of the key reports are signed with. */
@ApiSchema({ name: 'ReportKeyResponse' })
export class ReportKeyResponse {
  @ApiProperty({ example: '3f2a9c41d07be215', description: 'First 16 hex digits of the SHA-256 of the raw public key: named on every report and in its signature line' })
  key_id!: string;

  @ApiProperty({ enum: ['Ed25519'], example: 'Ed25519' })
  algorithm!: 'Ed25519';

  @ApiProperty({ example: 'Sr3Vbk5Nq1vHk1A2C0RrJ9m2hC5a3cQm2o0Hn8h2fS0=', description: 'The raw 32-byte public key, base64' })
  public_key!: string;

  @ApiProperty({
    example: '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEASr3Vbk5Nq1vHk1A2C0RrJ9m2hC5a3cQm2o0Hn8h2fS0=\n-----END PUBLIC KEY-----\n',
    description: 'The same key as PEM (SubjectPublicKeyInfo), for `openssl pkeyutl -verify -pubin -inkey key.pem`',
  })
  public_key_pem!: string;

  @ApiProperty({ format: 'date-time', description: 'When the key was made (the service\'s first start on this database)' })
  created_at!: string;

  @ApiProperty({ example: true, description: 'Whether reports are signed with it now (false: a retired key, still valid for the reports it signed)' })
  active!: boolean;

  @ApiProperty({ description: 'Attribution and reliance note' })
  source_note!: string;
}

/** GET /v1/report-key's query: a key by its id (a retired one too); none: the active key. */
@ApiSchema({ name: 'ReportKeyQuery' })
export class ReportKeyQuery {
  @OptionalText({ max: 16, description: 'The key id a report names (16 hex digits); omitted: the key reports are signed with now' })
  key_id?: string;
}
