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

/** What an MCP client sends with every POST. */
export const MCP_HEADERS = { Accept: 'application/json, text/event-stream' };

/** One JSON-RPC request to the MCP endpoint. */
export function rpc(baseUrl: string, method: string, params: object, id = 1, headers: Record<string, string> = {}) {
  return postJson(`${baseUrl}/mcp`, { jsonrpc: '2.0', id, method, params }, { ...MCP_HEADERS, ...headers });
}
