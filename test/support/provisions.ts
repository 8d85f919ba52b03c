import type { VerifyBody } from '../../apps/api/src/verify/verify.service.js';

/** Every provision entry of a verify answer, in text order: under their Acts and on their own. */
export function provisionEntries(body: VerifyBody) {
  return [...body.acts.flatMap((a) => a.provisions ?? []), ...(body.provisions ?? [])].sort((a, b) => (a.start ?? 0) - (b.start ?? 0));
}
