import 'server-only';
import { fetchPublishedShellData } from './global-data';
import { isSlug } from './resolve-path';
import { SPECIAL_PAGE_KEYS, type SpecialSlugMap } from './special-pages';

/**
 * The special-page slugs as the proxy needs them, before any page renders: which path is the checkout
 * (its security policy) and which is the blog (its feed). The slugs are editable in the content service,
 * so they come from there (the same source the catch-all resolves paths from), are kept in memory, and are
 * refreshed in the background once older than a minute; a request never waits on the content service
 * except for the very first lookup, and then briefly. While nothing is known (the content service was down
 * since the start) the answer is null, and callers fail closed.
 */

export interface SpecialSlugsResolverOptions {
  /** Fetches the published slug map; throws when it cannot. */
  fetchSlugs: () => Promise<SpecialSlugMap>;
  /** A known map is refreshed in the background after this long. */
  refreshAfterMs?: number;
  /** After a failed lookup, the next is tried no sooner than this. */
  retryAfterMs?: number;
  /** How long a request may wait for the first lookup. */
  firstLookupWaitMs?: number;
  now?: () => number;
}

export interface SpecialSlugsResolver {
  /** The slug map, or null while unknown. Never throws. */
  slugs(): Promise<SpecialSlugMap | null>;
}

/** The map with every slug the router could not match (not slug-shaped) emptied. */
function routableSlugs(slugs: SpecialSlugMap): SpecialSlugMap {
  const clean = (slug: string) => (isSlug(slug) ? slug : '');
  const result = { frontPage: clean(slugs.frontPage) } as SpecialSlugMap;
  for (const key of SPECIAL_PAGE_KEYS) result[key] = clean(slugs[key]);
  return result;
}

export function createSpecialSlugsResolver(options: SpecialSlugsResolverOptions): SpecialSlugsResolver {
  const refreshAfterMs = options.refreshAfterMs ?? 60_000;
  const retryAfterMs = options.retryAfterMs ?? 5_000;
  const firstLookupWaitMs = options.firstLookupWaitMs ?? 800;
  const now = options.now ?? Date.now;
  let known: SpecialSlugMap | null = null;
  let fetchedAt = -Infinity;
  let failedAt = -Infinity;
  let pending: Promise<void> | null = null;

  function refresh(): Promise<void> {
    pending ??= options
      .fetchSlugs()
      .then((slugs) => {
        known = routableSlugs(slugs);
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
    async slugs() {
      const time = now();
      const due = time - fetchedAt >= refreshAfterMs && time - failedAt >= retryAfterMs;
      if (fetchedAt !== -Infinity) {
        if (due) void refresh();
        return known;
      }
      if (!due) return known;
      // Never looked up yet: wait a little for the first answer.
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([refresh(), new Promise<void>((resolve) => (timer = setTimeout(resolve, firstLookupWaitMs)))]);
      clearTimeout(timer);
      return known;
    },
  };
}

let shared: SpecialSlugsResolver | undefined;

/** The process's resolver (the proxy's). */
export function specialSlugsResolver(): SpecialSlugsResolver {
  shared ??= createSpecialSlugsResolver({
    fetchSlugs: async () => (await fetchPublishedShellData()).slugs,
  });
  return shared;
}
