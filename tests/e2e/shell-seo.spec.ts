import { expect, test, type Page } from '@playwright/test';

/**
 * What the shop serves beside its pages and tells search engines (issue 25): the icons and manifest of
 * public/, titles that name the shop once, WebSite JSON-LD with a working SearchAction on the home page and
 * Article JSON-LD on blog articles.
 */

async function jsonLd(page: Page, type: string): Promise<Record<string, unknown>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const found = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data['@type'] === type);
  if (!found) throw new Error(`No ${type} JSON-LD on ${page.url()}`);
  return found;
}

test('the favicon set, touch icon and manifest are served and linked', async ({ page, request }) => {
  for (const [path, type] of [
    ['/favicon.ico', 'image/x-icon'],
    ['/icon.svg', 'image/svg+xml'],
    ['/apple-touch-icon.png', 'image/png'],
    ['/icon-192.png', 'image/png'],
    ['/icon-512.png', 'image/png'],
  ]) {
    const response = await request.get(path!);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toContain(type!);
  }
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  const body = (await manifest.json()) as { name: string; short_name: string; icons: { src: string; sizes: string }[] };
  expect(body.short_name).toBe('Glans');
  expect(body.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));

  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/apple-touch-icon.png');
  await expect(page.locator('link[rel="icon"][href="/favicon.ico"]')).toHaveCount(1);
});

test('titles name the shop once', async ({ page }) => {
  for (const path of ['/', '/ringar/', '/om-oss/']) {
    await page.goto(path);
    const title = await page.title();
    expect(title.match(/Glans/g)?.length ?? 0, `${path}: ${title}`).toBe(1);
  }
});

test('the home page carries WebSite JSON-LD whose SearchAction leads to search results', async ({ page }) => {
  await page.goto('/');
  const site = await jsonLd(page, 'WebSite');
  const action = site.potentialAction as { target: { urlTemplate: string }; 'query-input': string };
  expect(action['query-input']).toBe('required name=search_term_string');
  const template = action.target.urlTemplate;
  expect(template).toContain('{search_term_string}');
  const search = new URL(template.replace('{search_term_string}', 'ring'));
  await page.goto(`${search.pathname}${search.search}`);
  await expect(page.locator('main article').first()).toBeVisible();
});

test('a blog article carries Article JSON-LD that matches the page', async ({ page }) => {
  await page.goto('/blogg/');
  await page.locator('main article a').first().click();
  await expect(page).toHaveURL(/\/blogg\/[^/]+\/$/);
  const article = await jsonLd(page, 'Article');
  expect(article.headline).toBe((await page.getByRole('heading', { level: 1 }).textContent())?.trim());
  expect(String(article.datePublished)).toMatch(/^\d{4}-\d{2}-\d{2}/);
  expect((article.image as string[])[0]).toMatch(/^https?:\/\/.+\.(webp|png|jpe?g)$/);
  expect(article.author).toMatchObject({ '@type': 'Organization', name: 'Glans' });
  expect((article.mainEntityOfPage as { '@id': string })['@id']).toBe(page.url());
});
