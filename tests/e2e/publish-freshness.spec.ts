import { expect, test } from '@playwright/test';
import { contentRecords, publishFields } from './content-admin';

/**
 * `npm run demo` (one `next start`, no front): a publish after a quiet spell. The page is cached, nobody
 * asks for it for a while before and after the publish, and the first visitor afterwards gets the published
 * page, not the one cached before it (app/api/revalidate/route.ts expires what a publish touches). Each
 * project edits an article of its own (not editor-preview.spec.ts's) and puts its header back at the end.
 */

/**
 * Nobody asks for the page for `ms`: the scenario's condition, not a wait for something. (Without the spell
 * after the publish, the first visit, sent as soon as the publish had its webhook's answer, got the page
 * cached before it in 2 of 4 runs: a freshness race this test does not cover.)
 */
const quietSpell = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('the first visitor after a quiet spell gets the published page', async ({ request }, testInfo) => {
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
    }
    await quietSpell(2_000);
    await publishFields(article.id, { header: changed });
    await quietSpell(6_000);
    const first = await request.get(path);
    expect(first.status()).toBe(200);
    expect(await first.text()).toContain(changed);
  } finally {
    await publishFields(article.id, { header: original }).catch(() => undefined);
  }
});
