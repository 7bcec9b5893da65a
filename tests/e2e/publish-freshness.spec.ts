import { expect, test } from '@playwright/test';
import { contentRecords, publishFields } from './content-admin';

/**
 * `npm run demo` (one `next start`, no front): the first visit after a publish's webhook has been answered
 * gets the published page, not the one cached before it. The page is cached (a HIT) just before the publish,
 * and the first visit is sent as soon as the publish has the webhook's answer (app/api/revalidate/route.ts
 * answers once what the publish touches is expired). Each project edits an article of its own (not
 * editor-preview.spec.ts's) and puts its header back at the end.
 */

test('the first visit after the webhook has answered gets the published page', async ({ request }, testInfo) => {
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
      expect(await cached.text()).not.toContain(changed);
      // The second visit is answered from Next's cache: the page the publish has to reach.
      if (round === 1) expect(cached.headers()['x-nextjs-cache']).toBe('HIT');
    }
    const published = await publishFields(article.id, { header: changed });
    expect(published.webhook).toMatchObject({ delivered: true, status: 200 });
    const first = await request.get(path);
    expect(first.status()).toBe(200);
    expect(await first.text(), `x-nextjs-cache ${first.headers()['x-nextjs-cache']}`).toContain(changed);
  } finally {
    await publishFields(article.id, { header: original }).catch(() => undefined);
  }
});
