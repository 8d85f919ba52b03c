import { BadRequestWithStatus } from '../common/api-error.js';

/** One media range of an Accept header, with its weight. */
interface Range {
  type: string;
  sub: string;
  q: number;
}

function ranges(accept: string): Range[] {
  return accept.split(',').flatMap((part) => {
    const [media, ...params] = part.trim().split(';');
    const [type, sub] = media.trim().toLowerCase().split('/');
    if (!type || !sub) return [];
    const qParam = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    return Number.isFinite(q) ? [{ type, sub, q: Math.min(1, Math.max(0, q)) }] : [];
  });
}

/**
 * The offered media type the Accept header prefers (RFC 9110 12.5.1: the most specific range that
 * matches a type gives its weight; a weight of 0 refuses it), the first offered on a tie; the first
 * offered when there is no header; undefined when every offered type is refused.
 */
export function preferred(accept: string | undefined, offered: readonly string[]): string | undefined {
  if (!accept?.trim()) return offered[0];
  const asked = ranges(accept);
  if (!asked.length) return offered[0];
  let best: { type: string; q: number } | undefined;
  for (const media of offered) {
    const [type, sub] = media.split('/');
    const match = asked
      .filter((r) => (r.type === type || r.type === '*') && (r.sub === sub || r.sub === '*'))
      .sort((a, b) => Number(b.type !== '*') + Number(b.sub !== '*') - (Number(a.type !== '*') + Number(a.sub !== '*')))[0];
    if (match && match.q > 0 && (!best || match.q > best.q)) best = { type: media, q: match.q };
  }
  return best?.type;
}

export const MEDIA = { json: 'application/json', pdf: 'application/pdf', html: 'text/html' } as const;
export type Representation = keyof typeof MEDIA;

/** What to answer with: the parameter's choice, else the Accept header's among `offered`; 406 when none is acceptable. */
export function representation(accept: string | undefined, chosen: Representation | undefined, offered: readonly Representation[]): Representation {
  if (chosen) return chosen;
  const media = preferred(accept, offered.map((r) => MEDIA[r]));
  const found = offered.find((r) => MEDIA[r] === media);
  if (!found) throw new BadRequestWithStatus(406, `This answer is given as ${offered.map((r) => MEDIA[r]).join(', ')}; the request's Accept header (${accept}) takes none of them.`);
  return found;
}
