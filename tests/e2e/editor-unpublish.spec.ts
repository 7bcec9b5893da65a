import { expect, test } from '@playwright/test';
import { contentAdmin, contentRecords, publishedNewestFirst } from './content-admin';

/**
 * An unpublish reaches the public site as a publish does (`npm run demo`, one `next start`): the content
 * service's `PUT /admin/records/{id}/unpublish` fires the cache-tag webhook, and within the 5 s the
 * article is gone from the blog listing and its page answers 404. Each project unpublishes an article of
 * its own (none the other editor specs edit) and publishes it again at the end.
 */

test('an unpublished article leaves the blog listing and its page answers 404', async ({ request }, testInfo) => {
  const records = await contentRecords('blog_article');
  // The other specs edit the first four articles (by insertion order): leave those alone.
  const taken = new Set(
    records
      .filter((record) => record.published && !record.draft)
      .slice(0, 4)
      .map((record) => record.id),
  );
  const article = publishedNewestFirst(records).filter((record) => !record.draft && !taken.has(record.id))[
    testInfo.project.name === 'mobile' ? 1 : 0
  ]!;
  const [listing] = await contentRecords('blog_listing_page');
  const listingPath = `/${String(listing?.published?.fields.slug)}/`;
  const path = `${listingPath}${String(article.published!.fields.slug)}/`;

  // Both are cached before the unpublish.
  for (let round = 0; round < 2; round += 1) {
    expect((await request.get(path)).status()).toBe(200);
    expect(await (await request.get(listingPath)).text()).toContain(`href="${path}"`);
  }
  try {
    const answer = await contentAdmin<{ webhook: { delivered: boolean } }>('PUT', `/admin/records/${article.id}/unpublish`);
    expect(answer.webhook.delivered).toBe(true);
    const unpublished = Date.now();
    await expect.poll(async () => (await request.get(path)).status(), { timeout: 5_000, intervals: [250] }).toBe(404);
    await expect
      .poll(async () => (await (await request.get(listingPath)).text()).includes(`href="${path}"`), { timeout: 5_000, intervals: [250] })
      .toBe(false);
    const ms = Date.now() - unpublished;
    testInfo.annotations.push({ type: 'unpublish-to-public-ms', description: String(ms) });
    console.log(
      `[editor-unpublish] ${testInfo.project.name}: the article page answered 404 and left the listing ${ms} ms after the unpublish`,
    );
  } finally {
    await contentAdmin('POST', `/admin/records/${article.id}/publish`).catch(() => undefined);
  }
  // Published again, it is back.
  await expect.poll(async () => (await request.get(path)).status(), { timeout: 10_000 }).toBe(200);
});
