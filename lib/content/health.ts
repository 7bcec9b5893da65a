/**
 * Whether the content service is answering, as this storefront process last saw it: a short-lived verdict
 * that the proxy reads before a page renders (proxy.ts, content-outage.ts). Two things feed it: the content
 * client's failures (lib/content/client.ts: unreachable, timed out or a 5xx; its successes may be answers
 * from Next's cache, which say nothing about the service), and a reachability check the proxy starts, at
 * most every few seconds and only while pages are asked for, so an outage is noticed before a page fails
 * on it and the service's return within seconds.
 *
 * The proxy and the pages are bundled apart but run in one process, so the verdict lives on `globalThis`
 * under a registered symbol: both bundles read and write the same record.
 */

/** How long a failure counts: a service that failed this recently is treated as down. */
export const DOWN_FOR_MS = 10_000;
/** How often the proxy checks, at most, and how long a check may take. */
const CHECK_EVERY_MS = 2_000;
const CHECK_TIMEOUT_MS = 1_000;

interface HealthRecord {
  failedAt: number;
  succeededAt: number;
  checkedAt: number;
  checking: Promise<void> | null;
}

const KEY = Symbol.for('glans.content-health');

function record(): HealthRecord {
  const holder = globalThis as typeof globalThis & { [KEY]?: HealthRecord };
  holder[KEY] ??= { failedAt: -Infinity, succeededAt: -Infinity, checkedAt: -Infinity, checking: null };
  return holder[KEY];
}

export function markContentFailure(now = Date.now()): void {
  record().failedAt = now;
}

export function markContentSuccess(now = Date.now()): void {
  record().succeededAt = now;
}

/** True when the last word on the content service is a failure less than `DOWN_FOR_MS` old. */
export function isContentDown(now = Date.now()): boolean {
  const { failedAt, succeededAt } = record();
  return failedAt > succeededAt && now - failedAt < DOWN_FOR_MS;
}

/**
 * Checks in the background that the content service answers at all (any HTTP status will do: it is
 * reachability, not a query), unless a check ran in the last `CHECK_EVERY_MS`. Never throws. Answers the
 * check in progress, so a caller may wait for it.
 */
export function checkContentReachable(url: string, now = Date.now()): Promise<void> {
  const health = record();
  if (health.checking) return health.checking;
  if (now - health.checkedAt < CHECK_EVERY_MS) return Promise.resolve();
  health.checkedAt = now;
  health.checking = fetch(url, { method: 'HEAD', cache: 'no-store', signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) })
    .then(
      (response) => (response.status >= 500 ? markContentFailure() : markContentSuccess()),
      () => markContentFailure(),
    )
    .finally(() => {
      health.checking = null;
    });
  return health.checking;
}
