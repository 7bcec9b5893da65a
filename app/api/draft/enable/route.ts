import { getConfig } from '@/lib/config';
import { errorAnswer, redirectAnswer } from '@/lib/content/api-responses';
import { secretsMatch } from '@/lib/content/content-webhook';
import { enableDraftMode, safeRedirectPath } from '@/lib/content/draft-mode';
import { checkSecret, secretThrottle } from '@/lib/security/secret-throttle';

/**
 * `GET /api/draft/enable?secret=<DRAFT_MODE_SECRET>&path=/blogg/en-artikel/` turns on draft mode for this
 * browser (pages render uncached, drafts included, with the preview bar) and redirects to `path`, a path
 * on this site only. `token` and `redirect`/`url` are accepted as other names of the two parameters (the
 * names DatoCMS's plugins use). A wrong or missing secret is a 401, and after a few a 429 with `Retry-After`
 * (lib/security/secret-throttle.ts); a path elsewhere is a 400.
 */
export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const secret = params.get('secret') ?? params.get('token');
  const refused = checkSecret(
    secretThrottle('draft mode secret'),
    request,
    () => secretsMatch(secret, getConfig().draftModeSecret),
    () => errorAnswer(401, 'Invalid or missing draft mode secret'),
  );
  if (refused) return refused;
  const target = safeRedirectPath(params.get('path') ?? params.get('redirect') ?? params.get('url'));
  if (!target.ok) return errorAnswer(400, target.reason);
  await enableDraftMode();
  return redirectAnswer(target.path);
}
