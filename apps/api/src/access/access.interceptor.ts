import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Response } from 'express';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { COUNTED_LATER, COUNTS_AS, METER, RATE_ONLY, type Meter, type Operation, type RateCounted } from '../common/counts-as.decorator.js';
import type { PlannedRequest } from '../common/response.interceptor.js';
import { AccessService, type AccessGrant } from './access.service.js';

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
    const http = context.switchToHttp();
    const req = http.getRequest<PlannedRequest>();
    const res = http.getResponse<Response>();
    if (!operation) {
      const counted = this.reflector.get<RateCounted | undefined>(RATE_ONLY, context.getHandler());
      const counts = counted === 'every caller' || (counted === 'keyed callers' && req.headers.authorization !== undefined);
      return counts ? from(this.rateOnly(req, res, next)) : next.handle();
    }
    const call = { authorization: req.headers.authorization, ip: req.clientIp ?? '', operation };
    const granted = (grant: AccessGrant) => {
      for (const [name, value] of Object.entries(grant.headers)) res.setHeader(name, value);
      req.servicePlan = grant.plan;
      req.usageEventId = grant.eventId;
    };
    if (!this.reflector.get<boolean | undefined>(COUNTED_LATER, context.getHandler())) {
      return from(
        this.access.metered(call, (grant) => {
          granted(grant);
          return lastValueFrom(next.handle(), { defaultValue: undefined });
        }),
      );
    }
    return from(this.countedLater(req, call, granted, next));
  }

  /** A @RateOnly route: one request against the caller's rate, then the handler. */
  private async rateOnly(req: PlannedRequest, res: Response, next: CallHandler): Promise<unknown> {
    for (const [name, value] of Object.entries(await this.access.countRate(req.headers.authorization, req.clientIp ?? ''))) res.setHeader(name, value);
    return lastValueFrom(next.handle(), { defaultValue: undefined });
  }

  /**
   * A @CountedLater route: its handler meters itself with the Meter put on the request. A request
   * that fails before it is metered uses no allowance but still counts against the rate (once, as
   * access_consume would have counted it), and past the rate is answered RATE_LIMITED.
   */
  private async countedLater(req: PlannedRequest, call: { authorization: string | undefined; ip: string; operation: Operation }, granted: (grant: AccessGrant) => void, next: CallHandler): Promise<unknown> {
    let metered = false;
    const meter: Meter = (count, run) => {
      metered = true;
      return this.access.metered({ ...call, count }, (grant) => {
        granted(grant);
        return run(grant.eventId);
      });
    };
    (req as unknown as Record<symbol, Meter>)[METER] = meter;
    try {
      return await lastValueFrom(next.handle(), { defaultValue: undefined });
    } catch (err) {
      if (!metered) await this.access.countRequest(call.authorization, call.ip);
      throw err;
    }
  }
}
