import { expect, test } from '@playwright/test';
import { contentRecords, publishFields } from './content-admin';

/**
 * `npm run demo` (one `next start`, no front): a publish while the page is cached and nobody is asking for
 * it. The first visitor afterwards gets the published page, not the one cached before it
 * (app/api/revalidate/route.ts expires what a publish touches; a tag merely marked stale, Next's `'max'`
 * profile, would serve that visitor the cached page, however long ago it was made, and refresh it behind
 * them). No visit comes between the cached one and the publish, nor between the publish and the first
 * visitor. Each project edits an article of its own (not editor-preview.spec.ts's) and puts its header
 * back at the end.
 */

test('the first visitor after a publish gets the published page, not the one cached before it', async ({ request }, testInfo) => {
  test.setTimeout(60_000);
  const articles = (await contentRecords('blog_article')).filter((record) => record.published && !record.draft);
  const article = articles[testInfo.project.name === 'mobile' ? 3 : 2]!;
  const [listing] = await contentRecords('blog_listing_page');
  const path = `/${String(listing?.published?.fields.slug)}/${String(article.published!.fields.slug)}/`;
  const original = article.published!.fields.header as string;
  const changed = `Färsk rubrik ${testInfo.project.name} ${Date.now().toString(36)}`;
  try {
    for (let round = 0; round < 2; round += 1) {
      const cached = await request.get(path);
      expect(cached.status()).toBe(200);
      // The second visit is answered from the cache: the page the publish has to reach.
      if (round === 1) expect(cached.headers()['x-nextjs-cache']).toBe('HIT');
      expect(await cached.text()).not.toContain(changed);
    }
    // The publish is answered once the storefront has answered the webhook: the page's tags are expired by then.
    const published = await publishFields(article.id, { header: changed });
    expect(published.webhook).toMatchObject({ delivered: true, status: 200 });
    const first = await request.get(path);
    expect(first.status()).toBe(200);
    expect(await first.text()).toContain(changed);
  } finally {
    await publishFields(article.id, { header: original }).catch(() => undefined);
  }
});
