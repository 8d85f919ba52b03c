import { SetMetadata } from '@nestjs/common';

/** What a call to a route uses up of the caller's plan: one search or one citation check. */
export type Operation = 'search' | 'check';

export const COUNTS_AS = 'vsl:counts-as';

/** Declares a route's access policy; the access guard reads it with the Reflector. */
export const CountsAs = (operation: Operation) => SetMetadata(COUNTS_AS, operation);
