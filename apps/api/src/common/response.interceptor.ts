import { CallHandler, ExecutionContext, Injectable, NestInterceptor, StreamableFile } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { map, type Observable } from 'rxjs';
import { COUNTS_AS } from './counts-as.decorator.js';
import { SourceNote } from './source-note.js';

/** Header naming the plan a counted call was charged to (spec 4.4). */
export const PLAN_HEADER = 'X-Service-Plan';

/** Request fields AccessInterceptor fills in for the routes it counts. */
export interface PlannedRequest extends Request {
  servicePlan?: string;
  /** The usage event the call was counted by (ReportsService reads the caller's key from it). */
  usageEventId?: number;
}

/** Every JSON success body gets `source_note` (a file, a signed report, is sent as it is); counted routes also say which plan they were counted against. */
@Injectable()
export class ResponseInterceptor implements NestInterceptor {
  constructor(
    private readonly sourceNote: SourceNote,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const counted = this.reflector.get(COUNTS_AS, context.getHandler());
    return next.handle().pipe(
      map((body) => {
        if (counted) {
          const req = context.switchToHttp().getRequest<PlannedRequest>();
          context.switchToHttp().getResponse<Response>().setHeader(PLAN_HEADER, req.servicePlan ?? 'free');
        }
        return body && typeof body === 'object' && !Array.isArray(body) && !(body instanceof StreamableFile) ? this.sourceNote.attach(body) : body;
      }),
    );
  }
}
