import { CallHandler, ExecutionContext, Injectable, Logger, NestInterceptor } from '@nestjs/common';
import { catchError, from, mergeMap, throwError, type Observable } from 'rxjs';
import { HttpExceptionFilter } from '../common/http-exception.filter.js';
import { SourceNote } from '../common/source-note.js';
import type { GrantedRequest } from './access.guard.js';
import { AccessService } from './access.service.js';

/**
 * Settles a counted call that ends in an error (a validation 400, a 404 from the service, a 500)
 * before the error response is written, so a call given back is already back when the caller
 * sees the response. Pipes run inside the interceptor chain, so their 400s arrive here too.
 */
@Injectable()
export class AccessInterceptor implements NestInterceptor {
  /** The status an error will be answered with is the one the global filter gives it. */
  private readonly errors: HttpExceptionFilter;
  private readonly logger = new Logger('access');

  constructor(
    private readonly access: AccessService,
    sourceNote: SourceNote,
  ) {
    this.errors = new HttpExceptionFilter(sourceNote);
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<GrantedRequest>();
    const grant = req.accessGrant;
    if (!grant) return next.handle();
    return next.handle().pipe(
      catchError((err: unknown) => {
        const status = this.errors.toApiError(err, req).status;
        // A failed release leaves the call charged; the caller still gets the original error.
        const settled = this.access.settle(grant, status).catch((failure: unknown) => {
          this.logger.error({ msg: 'could not settle a counted call', event_id: grant.eventId, status, err: String(failure) });
        });
        return from(settled).pipe(mergeMap(() => throwError(() => err)));
      }),
    );
  }
}
