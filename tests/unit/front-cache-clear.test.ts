import { describe, expect, it } from 'vitest';
import { frontCacheClearAt } from '@/lib/shared-cache/expire-now';
import { pageCacheSeconds } from '@/services/launcher/nginx';

/**
 * When the content webhook may answer with nginx's page cache in front (app/api/revalidate/route.ts): nginx
 * counts a stored page's expiry in whole seconds (`valid_sec = now + proxy_cache_valid`, served while the
 * current second is not past it), so a page stored at 12.9 s with `1s` is served until 14.0 s.
 */
describe("the webhook's wait for nginx's page cache", () => {
  it('lasts until the whole second after the lifetime of a page stored up to the in-flight margin after the expiry', () => {
    // Expired at 12.2 s: pages stored up to 12.7 s are served until 14.0 s.
    expect(frontCacheClearAt(12_200, 1, 500)).toBe(14_000);
    // Expired at 12.6 s: a page stored at 13.1 s is served until 15.0 s.
    expect(frontCacheClearAt(12_600, 1, 500)).toBe(15_000);
    expect(frontCacheClearAt(12_000, 2, 0)).toBe(15_000);
  });

  it('is no wait without a page cache in front', () => {
    expect(frontCacheClearAt(12_345, 0)).toBe(12_345);
  });

  it("tells the storefronts nginx's own page lifetime (pages.conf)", () => {
    expect(pageCacheSeconds()).toBe(1);
  });
});
