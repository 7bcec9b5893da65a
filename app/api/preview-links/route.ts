import { getConfig } from '@/lib/config';
import { CORS_HEADERS, errorAnswer, jsonAnswer, readJson } from '@/lib/content/api-responses';
import { secretsMatch } from '@/lib/content/content-webhook';
import { previewLinksFor, previewRecordFromPayload } from '@/lib/content/preview-links';
import { checkSecret, secretThrottle } from '@/lib/security/secret-throttle';

/**
 * `POST /api/preview-links?token=<DRAFT_MODE_SECRET>`: the "Previews webhook" of DatoCMS's Web Previews
 * plugin (the token may also come as `Authorization: Bearer …`). The body names a record
 * (`{ item, itemType, … }`); the answer is `{ previewLinks: [{ label, url }] }` with its storefront page,
 * as a draft (through draft mode) and as published. CORS-enabled: the plugin calls it from the browser.
 * Wrong tokens count against the draft-mode secret's throttle (lib/security/secret-throttle.ts).
 */
export const dynamic = 'force-dynamic';

export function OPTIONS(): Response {
  return new Response(null, { status: 204, headers: CORS_HEADERS });
}

export async function POST(request: Request): Promise<Response> {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  const token = new URL(request.url).searchParams.get('token') ?? bearer;
  const refused = checkSecret(
    secretThrottle('draft mode secret'),
    request,
    () => secretsMatch(token, getConfig().draftModeSecret),
    () => errorAnswer(401, 'Invalid or missing token', CORS_HEADERS),
    CORS_HEADERS,
  );
  if (refused) return refused;
  const body = await readJson(request);
  if (body === undefined) return errorAnswer(400, 'The body must be JSON', CORS_HEADERS);
  const record = previewRecordFromPayload(body);
  if (!record) return errorAnswer(400, 'The body must name a record: { "item": { "id", "meta": { "status" } }, "itemType": { "attributes": { "api_key" } } }', CORS_HEADERS);
  try {
    return jsonAnswer({ previewLinks: await previewLinksFor(record) }, 200, CORS_HEADERS);
  } catch (error) {
    console.error('[preview-links] could not build links:', error);
    return errorAnswer(503, 'The content service could not be reached; try again', CORS_HEADERS);
  }
}
