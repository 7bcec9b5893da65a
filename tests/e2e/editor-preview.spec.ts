import { expect, test, type Page } from '@playwright/test';
import { contentAdmin, contentRecords, publishFields } from './content-admin';
import { draftEnableUrl, e2eEditorSecrets } from './editor-secrets';

/**
 * An editor changes a blog article's header as a draft in the content service (its admin API), sees it
 * in draft mode with the preview bar while the public still sees the published header, publishes, and
 * the public page shows the new header within 5 seconds, with no rebuild or restart (the content
 * service's webhook revalidates the cached page by its cache tags). Each project edits its own article
 * and puts the original header back at the end, so the run can be repeated and leaves sensible content.
 */

const PUBLISH_TO_PUBLIC_MS = 5_000;

/**
 * Visits the page again until its heading reads `header` (the first view after a publish may be the stale
 * page); the time it took.
 */
async function waitForHeading(page: Page, path: string, header: string, timeoutMs: number): Promise<number> {
  const started = Date.now();
  await expect
    .poll(
      async () => {
        await page.goto(path);
        return (await page.getByRole('heading', { level: 1 }).textContent())?.trim();
      },
      { message: `${path} shows "${header}" within ${timeoutMs} ms`, timeout: timeoutMs, intervals: [100] },
    )
    .toBe(header);
  return Date.now() - started;
}

test('editor: a draft is previewed in draft mode only, and a publish reaches the public page within 5 s', async ({ browser, page }, testInfo) => {
  // One article per project (both run against the same server), untouched by other drafts.
  const articles = (await contentRecords('blog_article')).filter((record) => record.published && !record.draft);
  const article = articles[testInfo.project.name === 'mobile' ? 1 : 0]!;
  const [listing] = await contentRecords('blog_listing_page');
  const path = `/${String(listing?.published?.fields.slug)}/${String(article.published!.fields.slug)}/`;
  const original = article.published!.fields.header as string;
  const changed = `${original} – uppdaterad ${testInfo.project.name} ${Date.now().toString(36)}`;

  const publicContext = await browser.newContext();
  const visitor = await publicContext.newPage();
  try {
    await visitor.goto(path);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(original);

    // 1. The editor saves a draft: the public page is unchanged.
    await contentAdmin('POST', `/admin/records/${article.id}/draft`, { fields: { header: changed } });
    await visitor.reload();
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(original);

    // 2. Draft mode shows the draft, with the preview bar and a keyboard-reachable way out.
    await page.goto(draftEnableUrl(path));
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(changed);
    const bar = page.getByRole('region', { name: 'Förhandsvisning' });
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('Förhandsvisning');
    const exit = bar.getByRole('link', { name: 'Avsluta förhandsvisning' });
    await expect(exit).toHaveAttribute('href', `/api/draft/disable/?path=${encodeURIComponent(path)}`);
    await exit.focus();
    await expect(exit).toBeFocused();
    // Nobody else sees the draft.
    await visitor.reload();
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(original);
    await expect(visitor.getByRole('region', { name: 'Förhandsvisning' })).toHaveCount(0);

    // 3. Publish: the webhook reaches the storefront, and the public page shows the change within 5 s.
    const published = await contentAdmin('POST', `/admin/records/${article.id}/publish`);
    expect(published.webhook).toMatchObject({ delivered: true, status: 200 });
    const ms = await waitForHeading(visitor, path, changed, PUBLISH_TO_PUBLIC_MS);
    testInfo.annotations.push({ type: 'publish-to-public-ms', description: String(ms) });
    console.log(`[editor-preview] ${testInfo.project.name}: the public page showed the published header ${ms} ms after the publish`);
    expect(ms).toBeLessThan(PUBLISH_TO_PUBLIC_MS);

    // 4. Leaving draft mode (by keyboard) returns to the public page, without the bar.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('region', { name: 'Förhandsvisning' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(changed);
  } finally {
    // Leave the content as it was.
    await publishFields(article.id, { header: original }).catch(() => undefined);
    await waitForHeading(visitor, path, original, 15_000).catch(() => undefined);
    await publicContext.close();
  }
});

test('draft mode and the webhook refuse bad secrets and foreign redirects', async ({ request }) => {
  for (const target of ['//evil.example', 'https://evil.example', '/\\evil.example', '%2F%2Fevil.example']) {
    const response = await request.get(draftEnableUrl(target), { maxRedirects: 0 });
    expect(response.status(), target).toBe(400);
    expect(response.headers().location).toBeUndefined();
    expect(response.headers()['set-cookie']).toBeUndefined();
  }
  const raw = await request.get(`/api/draft/enable/?secret=${encodeURIComponent(e2eEditorSecrets().draftModeSecret)}&path=%2F%2Fevil.example`, { maxRedirects: 0 });
  expect(raw.status()).toBe(400);

  const wrong = await request.get('/api/draft/enable/?secret=wrong&path=/', { maxRedirects: 0 });
  expect(wrong.status()).toBe(401);
  expect(wrong.headers()['set-cookie']).toBeUndefined();

  const body = { entity_type: 'cda_cache_tags', event_type: 'invalidate', entity: { attributes: { tags: ['model:blog_article'] } } };
  const unauthorized = await request.post('/api/revalidate/', { data: body, headers: { authorization: 'Bearer wrong' } });
  expect(unauthorized.status()).toBe(401);
  const malformed = await request.post('/api/revalidate/', { data: '{', headers: { authorization: `Bearer ${e2eEditorSecrets().revalidateSecret}`, 'content-type': 'application/json' } });
  expect(malformed.status()).toBe(400);
});
