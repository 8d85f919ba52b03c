import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiResponse, ApiSchema } from '@nestjs/swagger';
import { ERROR_STATUS, type ErrorCode } from './api-error.js';

/** The spec's Error object, as every error body carries it. */
@ApiSchema({ name: 'Error' })
export class ErrorDto {
  @ApiProperty({ description: 'Plain-language message' })
  error!: string;

  @ApiProperty({ enum: Object.keys(ERROR_STATUS) })
  code!: ErrorCode;

  @ApiProperty({ description: 'Attribution and reliance note' })
  source_note!: string;
}

/** Error plus what a caller needs to act on a used-up allowance. */
@ApiSchema({ name: 'QuotaError' })
export class QuotaErrorDto extends ErrorDto {
  @ApiPropertyOptional({ description: 'The plan whose allowance is used up' })
  plan?: string;

  @ApiPropertyOptional({ format: 'uri', description: 'Where to get a larger allowance' })
  upgrade?: string;

  @ApiPropertyOptional({ type: 'integer', description: 'Seconds until the allowance resets' })
  retry_after_seconds?: number;
}

const DESCRIPTIONS: Record<number, string> = {
  400: 'bad_request: missing or invalid parameters. Does not use up a call.',
  401: 'invalid_key: key revoked, mistyped or not a key of the service.',
  404: 'not_found: no such doc_id in the library. Does not use up a call.',
  429: 'quota_exceeded (plan allowance used up; Retry-After header; QuotaError body) or RATE_LIMITED (too many requests a minute).',
  500: 'server_error: try again shortly.',
  503: 'server_error: the database is unavailable or the request ran past its time budget. Retry-After header. Does not use up a call.',
};

/** Documents the error responses a route can give, each with the Error schema (QuotaError for 429). */
export function ApiErrorResponses(...statuses: Array<400 | 401 | 404 | 429 | 500 | 503>) {
  return applyDecorators(
    ...statuses.map((status) =>
      ApiResponse({
        status,
        description: DESCRIPTIONS[status],
        type: status === 429 ? QuotaErrorDto : ErrorDto,
        ...(status === 429 ? { headers: { 'Retry-After': { description: 'Seconds until the allowance resets or the rate window ends', schema: { type: 'integer' } } } } : {}),
        ...(status === 503 ? { headers: { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } } } } : {}),
      }),
    ),
  );
}
