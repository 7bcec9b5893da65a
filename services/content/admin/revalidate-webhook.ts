/**
 * The webhook the content service fires after a publish, as DatoCMS does with a "CDA cache tags
 * invalidation" webhook: `POST {STOREFRONT_URL}/api/revalidate` with `Authorization: Bearer <secret>`
 * and the body
 *   { "entity_type": "cda_cache_tags", "event_type": "invalidate",
 *     "entity": { "id": "cda_cache_tags", "type": "cda_cache_tags", "attributes": { "tags": [...] } } }
 * The tags are those of `graphql/cache-tags.ts`: `record:<id>` and `model:<api_key>` of the published
 * record (the model tag because a publish can change which records a list or a lookup answers).
 */

export interface WebhookTarget {
  url: string;
  secret: string;
}

export type WebhookResult =
  | { url: string; delivered: true; status: number; ms: number }
  | { url: string; delivered: false; status?: number; error: string; ms: number };

const WEBHOOK_TIMEOUT_MS = 5_000;
// With the trailing slash: the storefront's URLs end in one (next.config.ts `trailingSlash`), so no redirect.
const WEBHOOK_PATH = '/api/revalidate/';

/** The target from the service's environment: STOREFRONT_URL (set by the launcher) and REVALIDATE_SECRET. */
export function webhookTargetFromEnv(env: NodeJS.ProcessEnv, defaultSecret: string): WebhookTarget | null {
  const base = env.STOREFRONT_URL?.trim();
  if (!base) return null;
  let url: URL;
  try {
    url = new URL(WEBHOOK_PATH, base.endsWith('/') ? base : `${base}/`);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return { url: url.toString(), secret: env.REVALIDATE_SECRET?.trim() || defaultSecret };
}

export function publishTags(record: { id: string; modelApiKey: string }): string[] {
  return [`record:${record.id}`, `model:${record.modelApiKey}`];
}

export function cacheTagInvalidationBody(tags: string[]): Record<string, unknown> {
  return {
    entity_type: 'cda_cache_tags',
    event_type: 'invalidate',
    entity: { id: 'cda_cache_tags', type: 'cda_cache_tags', attributes: { tags } },
    related_entities: [],
    environment: 'main',
  };
}

/** Sends the invalidation; never throws (the publish has happened either way), reports what happened. */
export async function fireRevalidateWebhook(target: WebhookTarget, tags: string[]): Promise<WebhookResult> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(target.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${target.secret}` },
      body: JSON.stringify(cacheTagInvalidationBody(tags)),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    await response.arrayBuffer().catch(() => undefined);
    if (response.ok) return { url: target.url, delivered: true, status: response.status, ms: ms() };
    return { url: target.url, delivered: false, status: response.status, error: `The storefront answered ${response.status}`, ms: ms() };
  } catch (error) {
    const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
    return { url: target.url, delivered: false, error: `The storefront could not be reached: ${cause}`, ms: ms() };
  }
}
