import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Response } from 'express';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { COUNTS_AS, type Operation } from '../common/counts-as.decorator.js';
import type { PlannedRequest } from '../common/response.interceptor.js';
import { AccessService } from './access.service.js';

/**
 * Meters every route marked @CountsAs through AccessService.metered, the path the MCP tools take
 * too: keys, plans, allowances and the rate are applied before the handler (and before its pipes,
 * so a validation 400 is settled like any other error), the call is settled with the status the
 * caller will see before the response is written. The client address is req.clientIp: the
 * socket's address, or the rightmost X-Forwarded-For hop that is not one of the proxies
 * TRUST_PROXY names (libs/config/trust-proxy.ts), so a forged header never moves a caller to
 * another address's allowance.
 */
@Injectable()
export class AccessInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly access: AccessService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const operation = this.reflector.get<Operation | undefined>(COUNTS_AS, context.getHandler());
    if (!operation) return next.handle();
    const http = context.switchToHttp();
    const req = http.getRequest<PlannedRequest>();
    const res = http.getResponse<Response>();
    return from(
      this.access.metered({ authorization: req.headers.authorization, ip: req.clientIp ?? '', operation }, (grant) => {
        for (const [name, value] of Object.entries(grant.headers)) res.setHeader(name, value);
        req.servicePlan = grant.plan;
        req.usageEventId = grant.eventId;
        return lastValueFrom(next.handle(), { defaultValue: undefined });
      }),
    );
  }
}
