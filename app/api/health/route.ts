import { getConfig } from '@/lib/config';
import { checkContentReachable, isContentDown } from '@/lib/content/health';

/**
 * Readiness check for the launcher and for operations: the storefront process answers (200 whatever its
 * services do), and says whether it sees the content service as down (lib/content/health.ts; this check
 * also refreshes that verdict when it is more than a few seconds old).
 */
export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  await checkContentReachable(getConfig().content.url);
  return Response.json({ service: 'storefront', status: 'ok', content: isContentDown() ? 'unavailable' : 'ok' });
}
