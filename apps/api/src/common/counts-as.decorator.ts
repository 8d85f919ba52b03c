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

export const RATE_ONLY = 'vsl:rate-only';

/** Whose requests a @RateOnly route counts: every caller's, or only those that send a key. */
export type RateCounted = 'every caller' | 'keyed callers';

/**
 * A route that uses no allowance but counts against the caller's per-minute rate
 * (AccessInterceptor, through AccessService.countRate): a signed report and the published key for
 * every caller; the cached coverage only for a caller that sends a key. A key that is not live is
 * refused, as on every route.
 */
export const RateOnly = (counted: RateCounted = 'every caller') => applyDecorators(SetMetadata(RATE_ONLY, counted), KeyOptional());

export const COUNTED_LATER = 'vsl:counted-later';

/**
 * Meters a call of `count` calls of the route's operation (all or none) around `run`, through
 * AccessService.metered, giving `run` the usage event it was counted by (undefined with ACCESS_GUARD
 * off); a route marked @CountedLater gets one as its @MeterParam() argument.
 */
export type Meter = <T>(count: number, run: (eventId: number | undefined) => Promise<T>) => Promise<T>;

/** Request field AccessInterceptor puts the meter in. */
export const METER = Symbol('vsl:meter');

/**
 * A route whose number of calls is known only once its input is read (a document: one check per
 * 20,000 characters of its text): AccessInterceptor hands it a Meter instead of counting one call
 * before it runs. A request that ends before it is metered (a bad file) uses no allowance and is
 * counted against the per-minute rate alone.
 */
export const CountedLater = (operation: Operation) => applyDecorators(SetMetadata(COUNTS_AS, operation), SetMetadata(COUNTED_LATER, true), KeyOptional());

/** The Meter of a route marked @CountedLater. */
export const MeterParam = createParamDecorator((_data: unknown, context: ExecutionContext): Meter => context.switchToHttp().getRequest<Record<symbol, Meter>>()[METER]);

/** The usage event a @CountsAs call was counted by (undefined with ACCESS_GUARD off), as AccessInterceptor recorded it. */
export const UsageEvent = createParamDecorator((_: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<{ usageEventId?: number }>().usageEventId);
