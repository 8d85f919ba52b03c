import { HttpException, Injectable, type CallHandler, type NestInterceptor } from '@nestjs/common';
import { catchError, throwError, type Observable } from 'rxjs';
import { LIMITS, shown } from '#libs/contracts/limits.js';
import { ApiError, badRequest, BadRequestWithStatus } from '../common/api-error.js';

/** The multipart field holding the document. */
export const UPLOAD_FIELD = 'file';

/** multer's limits: one file of LIMITS.document_bytes, and a few small fields beside it (none is read). */
export const UPLOAD_LIMITS = { fileSize: LIMITS.document_bytes, files: 1, fields: 4, fieldSize: 1024, fieldNameSize: 100, parts: 6, headerPairs: 50 };

/** multer's and busboy's failures, by the code of the error they carry, in words a sender can act on. */
function refusal(code: string | undefined, field: string | undefined): ApiError | undefined {
  switch (code) {
    case 'LIMIT_FILE_SIZE':
      return new BadRequestWithStatus(413, `The file is over the limit of ${LIMITS.document_bytes / 1024 / 1024} MB (${shown(LIMITS.document_bytes)} bytes).`);
    case 'LIMIT_UNEXPECTED_FILE':
      return badRequest(`Send the document in the field '${UPLOAD_FIELD}'${field && field !== UPLOAD_FIELD ? ` (this request has a file in '${field.slice(0, 64)}')` : ''}, one file only.`);
    case 'LIMIT_FILE_COUNT':
      return badRequest('Send one file only.');
    case 'LIMIT_PART_COUNT':
    case 'LIMIT_FIELD_KEY':
    case 'LIMIT_FIELD_VALUE':
    case 'LIMIT_FIELD_COUNT':
      return badRequest(`The form holds too many or too large fields: send only the file, in '${UPLOAD_FIELD}'.`);
    default:
      return undefined;
  }
}

/**
 * Turns what FileInterceptor (multer, busboy) throws into the spec's error shape with a clear message:
 * the file too large (413), the wrong field, a malformed multipart body (400), a multipart type other
 * than form-data (415).
 */
@Injectable()
export class UploadRefusals implements NestInterceptor {
  intercept(_context: unknown, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((err: unknown) => {
        if (!(err instanceof HttpException) || err instanceof ApiError) return throwError(() => err);
        const cause = err.cause as { code?: string; field?: string } | undefined;
        const known = refusal(cause?.code, cause?.field);
        if (known) return throwError(() => known);
        if (err.getStatus() === 415) return throwError(() => new BadRequestWithStatus(415, `Send the document as multipart/form-data, the file in the field '${UPLOAD_FIELD}'.`));
        return throwError(() => badRequest(`The multipart body cannot be read (${err.message.slice(0, 120)}): send the document as multipart/form-data, the file in the field '${UPLOAD_FIELD}'.`));
      }),
    );
  }
}
