import { errorAnswer, readJson } from '@/lib/content/api-responses';
import { parseRegistration, registerLiveQuery } from '@/lib/content/live-registration';
import { isPreview } from '@/lib/content/preview';

/**
 * `POST /api/preview-listen/`: live preview's registration (DatoCMS's Real-time Updates API, through us).
 * A draft page's live-preview component (components/preview/live-preview.tsx) posts here what
 * datocms-listen would post to the listen endpoint; the content token never reaches the browser. Only a
 * draft-mode request (the editor's draft cookie) and only the storefront's own queries are accepted
 * (lib/content/live-registration.ts). Same-origin only: no CORS, and a post must say it is JSON and come from
 * this site's own pages (`Sec-Fetch-Site: same-origin`, or an `Origin` of this host), else 403: a form or a
 * `text/plain` fetch from another site carries the editor's cookies but neither.
 */
export const dynamic = 'force-dynamic';

/** A request from this site's own pages: the browser's fetch metadata when it sends it, else its `Origin`. */
function isSameOrigin(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null) return site === 'same-origin';
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  const host = request.headers.get('host') ?? new URL(request.url).host;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

export async function POST(request: Request): Promise<Response> {
  const contentType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (contentType !== 'application/json') return errorAnswer(403, 'Live preview registrations must be JSON (Content-Type: application/json)');
  if (!isSameOrigin(request)) return errorAnswer(403, "Live preview registrations come from this site's own pages only");
  if (!(await isPreview())) return errorAnswer(401, 'Live preview needs draft mode');
  const body = await readJson(request, 64 * 1024);
  if (body === undefined) return errorAnswer(400, 'The body must be JSON');
  const parsed = parseRegistration(body);
  if (!parsed.ok) return errorAnswer(400, parsed.error);
  const registration = await registerLiveQuery(parsed.parts);
  if (!registration.ok) return errorAnswer(registration.status, registration.error);
  // datocms-listen compares the content type with `application/json` as a whole string.
  return new Response(JSON.stringify({ url: registration.url }), { status: 200, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });
}
