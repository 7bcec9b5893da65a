import { errorAnswer, redirectAnswer } from '@/lib/content/api-responses';
import { disableDraftMode, safeRedirectPath } from '@/lib/content/draft-mode';

/**
 * `GET /api/draft/disable?path=/blogg/en-artikel/` leaves draft mode and redirects to `path` (a path on
 * this site). Without `path`, it goes back to the page the link was followed from (its `Referer`, when that
 * is a page of this host), else to `/`. No secret: leaving draft mode is harmless. It revokes the editor's
 * draft session (lib/content/draft-session.ts), so a copy of its cookies no longer shows drafts. The preview bar links
 * here: with the page's path once its code is there, without it in the bar the server draws before that.
 */
export const dynamic = 'force-dynamic';

/** The path and query of the referring page when it is on the host this request was sent to. */
function refererPath(request: Request): string | null {
  const referer = request.headers.get('referer');
  const host = request.headers.get('host') ?? new URL(request.url).host;
  if (!referer) return null;
  try {
    const from = new URL(referer);
    return from.host === host ? `${from.pathname}${from.search}` : null;
  } catch {
    return null;
  }
}

export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const target = safeRedirectPath(params.get('path') ?? params.get('redirect') ?? params.get('url') ?? refererPath(request));
  if (!target.ok) return errorAnswer(400, target.reason);
  await disableDraftMode();
  return redirectAnswer(target.path);
}
