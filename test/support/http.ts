/** A response with its JSON body read (as `any`: tests assert on its shape). */
export interface JsonResponse {
  status: number;
  headers: Headers;
  body: any;
}

export async function request(url: string, init: RequestInit = {}): Promise<JsonResponse> {
  const res = await fetch(url, init);
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: the raw text is the body
  }
  return { status: res.status, headers: res.headers, body };
}

export function postJson(url: string, payload: unknown, headers: Record<string, string> = {}): Promise<JsonResponse> {
  return request(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(payload) });
}
