import { applyDecorators, createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import { ApiSecurity } from '@nestjs/swagger';

/** What a call to a route uses up of the caller's plan: one search or one citation check. */
export type Operation = 'search' | 'check';

export const COUNTS_AS = 'vsl:counts-as';

/** The OpenAPI name of the optional API key (openapi.ts declares the scheme). */
export const BEARER_AUTH = 'bearerAuth';

/** OpenAPI: the route takes the Bearer key or none (the free tier of the caller's address), spec 5. */
export const KeyOptional = () => applyDecorators(ApiSecurity(BEARER_AUTH), ApiSecurity({}));

/** OpenAPI: the route takes no key at all. */
export const NoKey = () => ApiSecurity({});

/**
 * Declares a route's access policy: AccessInterceptor reads it with the Reflector and meters the
 * call; the OpenAPI description says the route takes the key or none.
 */
export const CountsAs = (operation: Operation) => applyDecorators(SetMetadata(COUNTS_AS, operation), KeyOptional());

/** The usage event a @CountsAs call was counted by (undefined with ACCESS_GUARD off), as AccessInterceptor recorded it. */
export const UsageEvent = createParamDecorator((_: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<{ usageEventId?: number }>().usageEventId);
