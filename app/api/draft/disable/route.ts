import { errorAnswer, redirectAnswer } from '@/lib/content/api-responses';
import { disableDraftMode, safeRedirectPath } from '@/lib/content/draft-mode';

/**
 * `GET /api/draft/disable?path=/blogg/en-artikel/` leaves draft mode and redirects to `path` (a path on
 * this site; `/` when missing). No secret: leaving draft mode is harmless. The preview bar links here.
 */
export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const target = safeRedirectPath(params.get('path') ?? params.get('redirect') ?? params.get('url'));
  if (!target.ok) return errorAnswer(400, target.reason);
  await disableDraftMode();
  return redirectAnswer(target.path);
}
