/**
 * Small JSON answers of the editor API routes (draft mode, preview links, revalidation): never cached,
 * errors as `{ error }`, and CORS for the routes the content service's web UI calls from the browser.
 */

const NO_STORE = { 'cache-control': 'no-store' };

export const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type',
  'access-control-max-age': '86400',
};

export function jsonAnswer(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

export function errorAnswer(status: number, error: string, headers: Record<string, string> = {}): Response {
  return jsonAnswer({ error }, status, headers);
}

/** A redirect to a path on this site (relative Location, so no host header can change where it goes). */
export function redirectAnswer(path: string): Response {
  return new Response(null, { status: 307, headers: { ...NO_STORE, location: path } });
}

/** Reads a body as text; `undefined` when it is empty, unreadable or longer than `limit`. */
export async function readBodyText(request: Request, limit = 256 * 1024): Promise<string | undefined> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > limit) return undefined;
  let text: string;
  try {
    text = await request.text();
  } catch {
    return undefined;
  }
  return text.length > limit || text.trim() === '' ? undefined : text;
}

/** Parses JSON text without prototype keys; `undefined` when it is not JSON. */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text, (key, value: unknown) => (key === '__proto__' || key === 'constructor' ? undefined : value));
  } catch {
    return undefined;
  }
}

/** Reads a JSON body; `undefined` when it is not JSON (the caller answers 400). */
export async function readJson(request: Request, limit = 256 * 1024): Promise<unknown> {
  const text = await readBodyText(request, limit);
  return text === undefined ? undefined : parseJsonText(text);
}
