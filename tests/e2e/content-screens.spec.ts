import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * A shopper reaches every content screen from the home page by clicking links, never by typing URLs
 * (except the checkout steps, which the basket flow reaches). Each screen shows its heading, its
 * breadcrumbs start at the front page, and no console error appears on the way.
 */

function watchErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

async function clickThrough(page: Page, link: Locator, expectedPath: RegExp): Promise<void> {
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page).toHaveURL(expectedPath);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

async function expectBreadcrumbsFromHome(page: Page): Promise<void> {
  const crumbs = page.getByRole('navigation', { name: 'Brödsmulor' });
  await expect(crumbs.getByRole('link').first()).toHaveAttribute('href', '/');
}

test('home: Swedish, hero, categories, the six latest blog articles and brands', async ({ page }) => {
  const problems = watchErrors(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Handla efter kategori' })).toBeVisible();
  const journal = page.locator('section[aria-labelledby="home-articles"]');
  await expect(journal.getByRole('article')).toHaveCount(6);
  await expect(page.getByRole('heading', { name: 'Varumärken', level: 2 })).toBeVisible();
  expect(problems).toEqual([]);
});

test('category → sub-category → back to the front page via breadcrumbs', async ({ page }) => {
  const problems = watchErrors(page);
  await page.goto('/');
  const categories = page.locator('section[aria-labelledby="home-categories"]');
  await clickThrough(page, categories.getByRole('link', { name: /Ringar/ }).first(), /\/ringar\/$/);
  await expectBreadcrumbsFromHome(page);
  await clickThrough(page, page.locator('main').getByRole('link', { name: /Förlovningsringar/ }).first(), /\/ringar\/forlovningsringar\/$/);
  await expect(page.getByRole('navigation', { name: 'Brödsmulor' }).getByRole('link', { name: 'Ringar', exact: true })).toBeVisible();
  await clickThrough(page, page.getByRole('navigation', { name: 'Brödsmulor' }).getByRole('link').first(), /\/$/);
  expect(problems).toEqual([]);
});

test('blog article → a product it links to → the blog listing', async ({ page }) => {
  const problems = watchErrors(page);
  await page.goto('/');
  const journal = page.locator('section[aria-labelledby="home-articles"]');
  await clickThrough(page, journal.getByRole('article').first().getByRole('link').first(), /\/blogg\/[a-z0-9-]+\/$/);
  await expectBreadcrumbsFromHome(page);
  const articleUrl = page.url();
  const productLink = page.locator('main article a[href*="?variantId="], main a[href^="/"][href$="/"]').filter({ hasText: /^(Ring|Halsband|Örhängen|Armband|Klocka|Accessoar) / });
  await clickThrough(page, productLink.first(), /\/[a-z0-9-]+\/[a-z0-9-]+\/(\?variantId=\d+)?$/);
  await expect(page.locator('main')).toContainText(/kr/);
  await expectBreadcrumbsFromHome(page);
  await page.goto(articleUrl);
  await clickThrough(page, page.getByRole('navigation', { name: 'Brödsmulor' }).getByRole('link').nth(1), /\/blogg\/$/);
  await expect(page.locator('main').getByRole('article').first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('product page: choosing another size shows that variant, from a cached page per variant', async ({ page }) => {
  // A ring (rings come in several sizes), found the way a search engine finds it: through the sitemap.
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const ring = /<loc>[^<]*?(\/(?:forlovningsringar|slata-ringar|stenringar|signetringar)\/[a-z0-9-]+\/)<\/loc>/.exec(sitemap)?.[1];
  expect(ring).toBeTruthy();
  await page.goto(ring!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const h1 = await page.getByRole('heading', { level: 1 }).textContent();
  const sizes = page.locator('main a[href*="?variantId="]');
  const count = await sizes.count();
  expect(count).toBeGreaterThan(1);
  const target = sizes.nth(count - 1);
  const href = (await target.getAttribute('href'))!;
  const label = (await target.textContent())!.trim();
  // The variant's size (a ring in several colours also links its colour choice to the same variant).
  const chosen = page.locator(`main a[href="${href}"]`).filter({ hasText: label });
  await target.click();
  await expect(page).toHaveURL(new RegExp(`variantId=${href.split('variantId=')[1]}$`));
  await expect(chosen).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1 ?? '');
  // Loading the variant's address directly gives the same page (without the chooser's fragment, which would make
  // it a move within the page already shown).
  const response = await page.goto(href.split('#')[0]!);
  expect(response?.status()).toBe(200);
  await expect(chosen).toHaveAttribute('aria-current', 'true');
});

test('footer: about, FAQ listing and article, terms listing and article, contact, gift wrapping', async ({ page }) => {
  const problems = watchErrors(page);
  const footer = () => page.getByRole('contentinfo');
  await page.goto('/');
  await clickThrough(page, footer().getByRole('link', { name: 'Om oss' }), /\/om-oss\/$/);
  await clickThrough(page, footer().getByRole('link', { name: 'Vanliga frågor' }), /\/vanliga-fragor\/$/);
  await clickThrough(page, page.locator('main').getByRole('link', { name: /leveranstiden/ }).first(), /\/vanliga-fragor\/[a-z0-9-]+\/$/);
  await expectBreadcrumbsFromHome(page);
  await clickThrough(page, footer().getByRole('link', { name: 'Köpvillkor', exact: true }), /\/kopvillkor\/$/);
  await clickThrough(page, page.locator('main').getByRole('link', { name: /Ångerrätt/ }).first(), /\/kopvillkor\/[a-z0-9-]+\/$/);
  await clickThrough(page, footer().getByRole('link', { name: 'Kontakta oss' }), /\/kontakt\/$/);
  await clickThrough(page, footer().getByRole('link', { name: 'Presentinslagning' }), /\/presentinslagning\/$/);
  expect(problems).toEqual([]);
});

test('brands overview groups brands A–Ö and links to a brand category', async ({ page }) => {
  await page.goto('/');
  await clickThrough(page, page.getByRole('link', { name: /Alla varumärken/i }).first(), /\/varumarken\/$/);
  await clickThrough(page, page.locator('main').getByRole('link', { name: 'Ödegaard' }).first(), /:\d+\/odegaard\/$/);
  await expectBreadcrumbsFromHome(page);
});

test('basket link leads to the basket page; checkout pages render their content', async ({ page }) => {
  await page.goto('/');
  await clickThrough(page, page.getByRole('banner').getByRole('link', { name: /varukorg/i }), /\/varukorg\/$/);
  for (const path of ['/kassa/', '/orderbekraftelse/']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('an unknown path answers 404 with the Swedish not-found page and a way home', async ({ page }) => {
  for (const path of ['/finns-inte/', '/ringar/forlovningsringar/finns-inte/', '/blogg/finns-inte/', '/ringar/finns-inte/?variantId=123']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sidan kunde inte hittas');
    await expect(page, `${path}: the tab names the 404`).toHaveTitle('Sidan kunde inte hittas – Glans');
    await expect(page.locator('main').getByRole('link', { name: 'Till startsidan' })).toHaveAttribute('href', '/');
  }
});
