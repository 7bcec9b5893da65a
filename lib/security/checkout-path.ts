import { print } from 'graphql';
import { getConfig } from '../config';
import { graphql } from '../content/graphql';

/**
 * Which path renders the checkout screen, so that only that page's policy lets the payment step's iframe
 * in. The checkout's slug is editable in the content service, so it is looked up there (the same source
 * the catch-all resolves paths from), kept in memory, and refreshed in the background once it is older than
 * a minute; the proxy never waits on it except for the very first lookup, and then briefly. While nothing
 * is known (the content service was down since the start), no page gets the payment origin: the policy
 * fails closed.
 */

const CheckoutSlugQuery = graphql(`
  query CheckoutSlug {
    checkoutPage(locale: sv_SE) {
      slug
    }
  }
`);

const CHECKOUT_SLUG_QUERY = print(CheckoutSlugQuery);

export interface CheckoutPathResolverOptions {
  /** Fetches the slug (null: the content service has no checkout page); throws when it cannot. */
  fetchSlug: () => Promise<string | null>;
  /** A known slug is refreshed in the background after this long. */
  refreshAfterMs?: number;
  /** After a failed lookup, the next is tried no sooner than this. */
  retryAfterMs?: number;
  /** How long a request may wait for the first lookup. */
  firstLookupWaitMs?: number;
  now?: () => number;
}

export interface CheckoutPathResolver {
  /** The checkout's path (`/kassa/`), or null while unknown. Never throws. */
  checkoutPath(): Promise<string | null>;
  /** What is known now, without waiting. */
  known(): string | null;
}

export function createCheckoutPathResolver(options: CheckoutPathResolverOptions): CheckoutPathResolver {
  const refreshAfterMs = options.refreshAfterMs ?? 60_000;
  const retryAfterMs = options.retryAfterMs ?? 5_000;
  const firstLookupWaitMs = options.firstLookupWaitMs ?? 800;
  const now = options.now ?? Date.now;
  let path: string | null = null;
  let fetchedAt = -Infinity;
  let failedAt = -Infinity;
  let pending: Promise<void> | null = null;

  function refresh(): Promise<void> {
    pending ??= options
      .fetchSlug()
      .then((slug) => {
        path = slug && isPlainSlug(slug) ? `/${slug}/` : null;
        fetchedAt = now();
      })
      .catch(() => {
        failedAt = now();
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  }

  return {
    known: () => path,
    async checkoutPath() {
      const time = now();
      const due = time - fetchedAt >= refreshAfterMs && time - failedAt >= retryAfterMs;
      if (fetchedAt !== -Infinity) {
        if (due) void refresh();
        return path;
      }
      if (!due) return path;
      // Never looked up yet: wait a little for the first answer.
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([refresh(), new Promise<void>((resolve) => (timer = setTimeout(resolve, firstLookupWaitMs)))]);
      clearTimeout(timer);
      return path;
    },
  };
}

/** A slug as the content service makes them (one segment). */
function isPlainSlug(slug: string): boolean {
  return /^[\p{Ll}\p{Nd}][\p{Ll}\p{Nd}_-]{0,199}$/u.test(slug);
}

/** The request path as the router matches it: percent-escapes decoded, a trailing slash added. */
export function normalisePath(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const trimmed = decoded.replace(/\/+$/, '');
  return `${trimmed}/`;
}

/** Asks the content service (published content, no cache) for the checkout page's slug. */
export async function fetchCheckoutSlug(timeoutMs = 2_000): Promise<string | null> {
  const config = getConfig().content;
  const headers: Record<string, string> = {
    Authorization: `Bearer ${config.token}`,
    'Content-Type': 'application/json',
    Accept: 'application/json',
  };
  if (config.environment) headers['X-Environment'] = config.environment;
  const response = await fetch(config.url, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query: CHECKOUT_SLUG_QUERY, variables: {} }),
    signal: AbortSignal.timeout(timeoutMs),
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`Content service answered ${response.status}`);
  const body = (await response.json()) as { data?: { checkoutPage?: { slug?: unknown } | null } | null; errors?: unknown };
  if (body.errors || !body.data) throw new Error('Content service answered with errors');
  const slug = body.data.checkoutPage?.slug;
  return typeof slug === 'string' && slug !== '' ? slug : null;
}

let shared: CheckoutPathResolver | undefined;

/** The process's resolver (the proxy's). */
export function checkoutPathResolver(): CheckoutPathResolver {
  shared ??= createCheckoutPathResolver({ fetchSlug: () => fetchCheckoutSlug() });
  return shared;
}
