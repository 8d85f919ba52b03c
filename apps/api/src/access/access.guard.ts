import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Response } from 'express';
import { COUNTS_AS, type Operation } from '../common/counts-as.decorator.js';
import type { PlannedRequest } from '../common/response.interceptor.js';
import { AccessService, type AccessGrant } from './access.service.js';

/** The request as the access guard leaves it for the interceptor that settles the call. */
export interface GrantedRequest extends PlannedRequest {
  accessGrant?: AccessGrant;
}

/**
 * Applies keys, plans, allowances and the rate limit to every route marked @CountsAs. The client
 * address is req.clientIp: the socket's address, or the rightmost X-Forwarded-For hop that is not
 * one of the proxies TRUST_PROXY names (libs/config/trust-proxy.ts), so a forged header never
 * moves a caller to another address's allowance.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly access: AccessService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const operation = this.reflector.get<Operation | undefined>(COUNTS_AS, context.getHandler());
    if (!operation) return true;
    const http = context.switchToHttp();
    const req = http.getRequest<GrantedRequest>();
    const res = http.getResponse<Response>();
    const grant = await this.access.authorize(req.headers.authorization, req.clientIp ?? '', operation);
    for (const [name, value] of Object.entries(grant.headers)) res.setHeader(name, value);
    req.servicePlan = grant.plan;
    req.accessGrant = grant;
    return true;
  }
}
