import { webhookSignatureHeaders } from '../../../lib/content/webhook-signature';

/**
 * The webhook the content service fires after a publish, as DatoCMS does with a "CDA cache tags
 * invalidation" webhook: `POST {STOREFRONT_URL}/api/revalidate` with `Authorization: Bearer <secret>`
 * and the body
 *   { "entity_type": "cda_cache_tags", "event_type": "invalidate",
 *     "entity": { "id": "cda_cache_tags", "type": "cda_cache_tags", "attributes": { "tags": [...] } } }
 * The tags are those of `graphql/cache-tags.ts`: `record:<id>` and `model:<api_key>` of the published
 * record (the model tag because a publish can change which records a list or a lookup answers). Each attempt
 * is also signed with a call id and time (lib/content/webhook-signature.ts), so the storefront acknowledges a
 * replayed call without revalidating while a second publish of the same record, whose body is the same, is new.
 *
 * A delivery that fails (no answer within 5 s, no connection, a 5xx, 408 or 429) is retried in the background
 * with back-off, as DatoCMS retries its webhooks: the first retry 2 s after the failure, four in all, the last
 * about a minute after the publish; a delivery that finally failed is logged. Other 4xx answers are refusals
 * (a wrong secret, a body the storefront does not take) that no retry mends: reported, not retried. The
 * publish itself never waits for the retries.
 */

export interface WebhookTarget {
  url: string;
  secret: string;
}

export type WebhookResult =
  | { url: string; delivered: true; status: number; ms: number }
  | { url: string; delivered: false; status?: number; error: string; ms: number; retrying?: boolean };

/** The outcome of a delivery and its retries. */
export type WebhookOutcome = WebhookResult & { attempts: number };

export interface WebhookDeliveryOptions {
  /** The waits before each retry (after the first attempt failed). */
  retryDelaysMs?: readonly number[];
  /** Called once the delivery succeeded or finally failed (after the retries). */
  onSettled?: (outcome: WebhookOutcome) => void;
  log?: (line: string) => void;
  warn?: (line: string) => void;
}

const WEBHOOK_TIMEOUT_MS = 5_000;
/** 2 s, 5 s, 15 s and 40 s after each failure: with the attempts' own time, about a minute after the publish. */
export const WEBHOOK_RETRY_DELAYS_MS: readonly number[] = [2_000, 5_000, 15_000, 40_000];
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

function retryable(result: WebhookResult): boolean {
  if (result.delivered) return false;
  return result.status === undefined || result.status >= 500 || result.status === 408 || result.status === 429;
}

/**
 * Sends the invalidation and answers with the first attempt's result; never throws (the publish has happened
 * either way). A failure that a retry may mend is retried in the background (`retrying: true`).
 */
export async function fireRevalidateWebhook(target: WebhookTarget, tags: string[], options: WebhookDeliveryOptions = {}): Promise<WebhookResult> {
  const delays = options.retryDelaysMs ?? WEBHOOK_RETRY_DELAYS_MS;
  const log = options.log ?? ((line: string) => console.log(line));
  const warn = options.warn ?? ((line: string) => console.error(line));
  const first = await deliverOnce(target, tags);
  if (first.delivered || !retryable(first) || delays.length === 0) {
    options.onSettled?.({ ...first, attempts: 1 });
    return first;
  }
  const describeTags = tags.join(' ');
  const retry = (attempt: number, last: WebhookResult) => {
    if (attempt > delays.length) {
      warn(`[content] webhook to ${target.url} for ${describeTags} finally failed after ${attempt} attempts: ${last.delivered ? '' : last.error}`);
      options.onSettled?.({ ...last, attempts: attempt });
      return;
    }
    const timer = setTimeout(() => {
      void deliverOnce(target, tags).then((result) => {
        if (result.delivered) {
          log(`[content] webhook to ${target.url} for ${describeTags} delivered on attempt ${attempt + 1} (${result.status}, ${result.ms} ms)`);
          options.onSettled?.({ ...result, attempts: attempt + 1 });
        } else if (!retryable(result)) {
          warn(`[content] webhook to ${target.url} for ${describeTags} finally failed on attempt ${attempt + 1}: ${result.error}`);
          options.onSettled?.({ ...result, attempts: attempt + 1 });
        } else retry(attempt + 1, result);
      });
    }, delays[attempt - 1]);
    timer.unref();
  };
  retry(1, first);
  const seconds = Math.round(delays.reduce((sum, ms) => sum + ms, 0) / 1000);
  return { ...first, error: `${first.error}; retried in the background (${delays.length} more attempts over about ${seconds} s)`, retrying: true };
}

async function deliverOnce(target: WebhookTarget, tags: string[]): Promise<WebhookResult> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  const body = JSON.stringify(cacheTagInvalidationBody(tags));
  try {
    const response = await fetch(target.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${target.secret}`, ...webhookSignatureHeaders(target.secret, body) },
      body,
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
