import { draftMode } from 'next/headers';
import { errorAnswer, readJson } from '@/lib/content/api-responses';
import { parseRegistration, registerLiveQuery } from '@/lib/content/live-registration';

/**
 * `POST /api/preview-listen/`: live preview's registration (DatoCMS's Real-time Updates API, through us).
 * A draft page's live-preview component (components/preview/live-preview.tsx) posts here what
 * datocms-listen would post to the listen endpoint; the content token never reaches the browser. Only a
 * draft-mode request (the editor's draft cookie) and only the storefront's own queries are accepted
 * (lib/content/live-registration.ts). Same-origin only: no CORS.
 */
export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  if (!(await draftMode()).isEnabled) return errorAnswer(401, 'Live preview needs draft mode');
  const body = await readJson(request, 64 * 1024);
  if (body === undefined) return errorAnswer(400, 'The body must be JSON');
  const parsed = parseRegistration(body);
  if (!parsed.ok) return errorAnswer(400, parsed.error);
  const registration = await registerLiveQuery(parsed.parts);
  if (!registration.ok) return errorAnswer(registration.status, registration.error);
  // datocms-listen compares the content type with `application/json` as a whole string.
  return new Response(JSON.stringify({ url: registration.url }), { status: 200, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });
}
