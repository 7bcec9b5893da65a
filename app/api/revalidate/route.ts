import { revalidateTag } from 'next/cache';
import { getConfig } from '@/lib/config';
import { errorAnswer, jsonAnswer, parseJsonText, readBodyText } from '@/lib/content/api-responses';
import { CacheTagIndexUnavailableError, cacheTagIndex, CONTENT_TAG } from '@/lib/content/cache-tags';
import { parseContentWebhook, presentedWebhookSecret, secretsMatch, WebhookPayloadError } from '@/lib/content/content-webhook';
import { admitWebhookCall } from '@/lib/content/webhook-replay';
import { checkWebhookSignature } from '@/lib/content/webhook-signature';
import { checkSecret, secretThrottle } from '@/lib/security/secret-throttle';
import { expireSharedCacheNow, frontCacheClearAt } from '@/lib/shared-cache/expire-now';

/**
 * `POST /api/revalidate`: the content webhook (see lib/content/content-webhook.ts for the bodies and
 * lib/content/cache-tags.ts for the scheme). Authorization: `Bearer <REVALIDATE_SECRET>` or HTTP basic
 * auth with the secret as password; anything else is a 401 and nothing is revalidated.
 *
 * The cache tags named by the call are looked up in the cache tag index, and exactly the content queries
 * whose answers carried one of them are expired with `revalidateTag(tag, { expire: 0 })`: their cached
 * fetches and every page built from them (the special-page slug map included: it is one such query) are
 * rebuilt on their next request, which waits for it, so no visitor after a publish gets the page from
 * before it, however long the page went unvisited (`'max'` would serve it once more, of any age; `updateTag`
 * is for Server Actions only). The tags are opaque: a record event
 * (which names a record, not cache tags) cannot be matched to them and revalidates all content instead.
 *
 * The answer means the publish is visible: the first request after it gets the new page. Next runs a route
 * handler's `revalidateTag` after the answer has been sent (its `waitUntil`); without REDIS_URL the expiry is
 * in Next's memory before the answer leaves, but the shared cache's deletions in Redis are not, so they are
 * made here first (lib/shared-cache/expire-now.ts). With a page cache in front (nginx's micro-cache,
 * FRONT_PAGE_CACHE_SECONDS), the answer also waits until no copy nginx stored before the expiry is served
 * (about 1.5 to 2.5 s with nginx's one second).
 *
 * With the shared cache (REDIS_URL) the index and Next's cache are both in Redis: a call to any one
 * instance revalidates the pages of all of them. When the index cannot be read or the entries cannot be
 * deleted (Redis down or hung), the answer is a 503 and the sender (DatoCMS retries failed webhooks) calls
 * again.
 *
 * Guessing and replay: wrong secrets are throttled per client (lib/security/secret-throttle.ts); a call signed
 * by the local content service whose id was taken before is acknowledged without revalidating (`replayed`), and
 * an unsigned repeat or a too-frequent invalidation of all content is a 429 with `Retry-After`
 * (lib/content/webhook-replay.ts).
 */
export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  const config = getConfig();
  const refused = checkSecret(
    secretThrottle('webhook secret'),
    request,
    () => secretsMatch(presentedWebhookSecret(request.headers.get('authorization')), config.revalidateSecret),
    () => errorAnswer(401, 'Invalid or missing webhook secret', { 'www-authenticate': 'Bearer' }),
  );
  if (refused) return refused;
  const text = await readBodyText(request);
  const body = text === undefined ? undefined : parseJsonText(text);
  if (text === undefined || body === undefined) return errorAnswer(400, 'The body must be JSON (at most 256 KB)');
  const signature = checkWebhookSignature(request.headers, config.revalidateSecret, text);
  if (signature.signed === 'invalid') return errorAnswer(401, signature.reason);
  let event;
  try {
    event = parseContentWebhook(body);
  } catch (error) {
    if (error instanceof WebhookPayloadError) return errorAnswer(400, error.message);
    throw error;
  }
  if (event.kind === 'ignored') return jsonAnswer({ revalidated: 0, ignored: event.reason });
  const admission = await admitWebhookCall({ signedId: signature.signed ? signature.id : null, body: text, all: event.kind === 'record' });
  if (!admission.run) {
    if ('replayed' in admission) return jsonAnswer({ revalidated: 0, replayed: true });
    return errorAnswer(429, admission.reason, { 'retry-after': String(admission.retryAfterSeconds) });
  }

  const started = performance.now();
  const index = cacheTagIndex();
  let queries: string[] = [CONTENT_TAG];
  if (event.kind === 'cache_tags') {
    try {
      queries = await index.queriesFor(event.tags);
    } catch (error) {
      admission.undo();
      if (!(error instanceof CacheTagIndexUnavailableError)) throw error;
      return errorAnswer(503, 'The cache tag index is unavailable; nothing was revalidated. Try again later.', { 'retry-after': '10' });
    }
  }
  // Forgotten first: an answer fetched again from here on is remembered again (cache-tags.ts).
  await index.forget(queries);
  for (const tag of queries) revalidateTag(tag, { expire: 0 });
  try {
    await expireSharedCacheNow(queries);
  } catch {
    // Remembered again under the tags that found them, so the sender's next call expires the same queries.
    if (event.kind === 'cache_tags') await Promise.all(queries.map((query) => index.remember(query, event.tags))).catch(() => undefined);
    admission.undo();
    return errorAnswer(503, 'The shared cache did not take the revalidation in time; call again.', { 'retry-after': '10' });
  }
  const expiredAt = Date.now();
  const clearAt = frontCacheClearAt(expiredAt, config.frontPageCacheSeconds);
  // A few milliseconds past nginx's second, so its clock has passed it too.
  if (clearAt > expiredAt) await new Promise((resolve) => setTimeout(resolve, clearAt - expiredAt + 20));
  const ms = Math.round(performance.now() - started);
  console.log(`[revalidate] ${event.kind === 'record' ? `${event.event} of record ${event.recordId}` : 'cache tags'}: ${event.tags.length} tag(s) → ${queries.length} cached quer${queries.length === 1 ? 'y' : 'ies'} revalidated (${ms} ms)`);
  return jsonAnswer({ revalidated: queries.length, tags: event.tags.length, all: queries.includes(CONTENT_TAG), frontWaitMs: Math.max(0, clearAt - expiredAt) });
}
