export { issueKey } from '../support/keys.js';
import { postJson, request, type JsonResponse } from '../support/http.js';

/** A clock the test moves by hand. */
export function manualClock(start: string) {
  let now = new Date(start);
  return {
    clock: () => now,
    set: (iso: string) => void (now = new Date(iso)),
    advance: (ms: number) => void (now = new Date(now.getTime() + ms)),
  };
}

export interface Caller {
  /** The address a trusted proxy reports (X-Forwarded-For); the app under test trusts loopback. */
  ip?: string;
  /** The Authorization header, verbatim. */
  authorization?: string;
}

function headers(caller: Caller): Record<string, string> {
  const h: Record<string, string> = {};
  if (caller.ip) h['X-Forwarded-For'] = caller.ip;
  if (caller.authorization !== undefined) h.Authorization = caller.authorization;
  return h;
}

export const search = (base: string, caller: Caller, query = ''): Promise<JsonResponse> =>
  request(`${base}/t/search${query}`, { headers: headers(caller) });

export const section = (base: string, caller: Caller, docId: string): Promise<JsonResponse> =>
  request(`${base}/t/section?doc_id=${docId}`, { headers: headers(caller) });

export const verify = (base: string, caller: Caller, text = 'S v Makwanyane 1995 (3) SA 391 (CC)'): Promise<JsonResponse> =>
  postJson(`${base}/t/verify`, { text }, headers(caller));

export function statuses(responses: JsonResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.status] = (counts[r.status] ?? 0) + 1;
  return counts;
}
