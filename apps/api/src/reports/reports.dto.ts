import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { OneOf } from '../common/contract.js';

export const REPORT_FORMATS = ['pdf', 'html'] as const;
export type ReportFormatName = (typeof REPORT_FORMATS)[number];

/** GET /v1/checks/{id}/report's query: the format, instead of the Accept header. */
@ApiSchema({ name: 'ReportQuery' })
export class ReportQuery {
  @OneOf(REPORT_FORMATS, { description: 'pdf or html; given, it wins over the Accept header (application/pdf, text/html; html when neither is asked for)', example: 'html' })
  format?: ReportFormatName;
}

/** One report signing key's public half. */
@ApiSchema({ name: 'ReportKey' })
export class ReportKey {
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

  @ApiPropertyOptional({ format: 'date-time', description: 'When it was retired (a retired key still checks the reports it signed)' })
  retired_at?: string;
}

/** GET /v1/report-key: the key reports are signed with, and every key the service holds. */
@ApiSchema({ name: 'ReportKeyResponse' })
export class ReportKeyResponse extends ReportKey {
  @ApiProperty({ type: [ReportKey], description: 'Every key the service holds, newest first, this one included; retired keys (`vsl report rotate-key`) carry retired_at and still check the reports they signed. A report names its key by key_id' })
  keys!: ReportKey[];

  @ApiProperty({ description: 'Attribution and reliance note' })
  source_note!: string;
}

