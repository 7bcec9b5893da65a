import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { StructuredTextBlock } from '../../services/seed/catalogue-types';
import { demoCatalogue } from './basket-helpers';

/**
 * The blog's video (issue 32, item 18) with the video providers out of reach, as on a shop floor without
 * internet or behind a blocking network: the article shows the video's poster (a picture, not a flat colour)
 * with a play control; pressing it never leaves a broken frame but offers the video on the provider's own
 * site; without JavaScript the poster is that link. When the provider answers, pressing play loads its player.
 * The providers are outside our system, so the test stands in for them (`page.route`).
 */

test.describe.configure({ timeout: 120_000 });

const PROVIDER_HOSTS =
  /^https:\/\/([a-z0-9-]+\.)*(youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com|googlevideo\.com|vimeo\.com|vimeocdn\.com)\//;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type VideoBlock = Extract<StructuredTextBlock, { __typename: 'VideoBlockRecord' }>;

/** A blog article of the demo with a video block, and that block. */
function articleWithVideo(): { path: string; video: VideoBlock } {
  const catalogue = demoCatalogue();
  for (const article of catalogue.articles.blog) {
    const video = article.content.blocks.find((block): block is VideoBlock => block.__typename === 'VideoBlockRecord');
    if (video) return { path: `/${catalogue.pages.blog.slug}/${article.slug}/`, video };
  }
  throw new Error('The demo has no blog article with a video');
}

async function blockProviders(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(PROVIDER_HOSTS, (route) => {
    asked.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  return asked;
}

/**
 * The poster image has loaded and shows a picture: its pixels vary (a flat grey or sand box does not). Asked
 * again until it holds: the image may be decoded and painted a moment after it is complete.
 */
async function expectPicturePoster(page: Page, figure: ReturnType<Page['locator']>): Promise<void> {
  const image = figure.locator('img').first();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0), { timeout: 20_000 })
    .toBe(true);
  await expect
    .poll(
      async () => {
        await image.scrollIntoViewIfNeeded();
        const { channels } = await sharp(await image.screenshot()).stats();
        return Math.max(...channels.slice(0, 3).map((channel) => channel.stdev));
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(12);
}

test('with the provider out of reach: a picture poster, a play control, and a link to the video instead of a broken frame', async ({
  page,
}) => {
  const { path, video } = articleWithVideo();
  const asked = await blockProviders(page);
  await page.goto(path);
  const figure = page.locator('main figure').filter({ hasText: video.title });
  await expect(figure).toHaveCount(1);
  // Once the page is interactive the poster is a play button (before, a link: the picture is drawn anew).
  const play = figure.getByRole('button', { name: `Spela upp videon: ${video.title}` });
  await expect(play).toBeVisible();
  await expectPicturePoster(page, figure);
  // Nothing is asked of the provider before the shopper presses play.
  expect(asked).toEqual([]);

  await play.focus();
  await page.keyboard.press('Enter');
  const away = figure.getByRole('link', { name: 'Se videon på YouTube' });
  await expect(away).toBeVisible();
  await expect(away).toHaveAttribute('href', video.url);
  await expect(figure.getByText('Videon kunde inte laddas från YouTube.')).toBeVisible();
  await expect(away).toHaveAccessibleDescription('Videon kunde inte laddas från YouTube.');
  await expect(away).toBeFocused();
  await expect(figure.locator('iframe')).toHaveCount(0);
  // The poster stays a picture.
  await expectPicturePoster(page, figure);

  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
});

test('without JavaScript the poster is a link to the video on the provider’s site', async ({ browser }) => {
  const { path, video } = articleWithVideo();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await blockProviders(page);
  await page.goto(path);
  const figure = page.locator('main figure').filter({ hasText: video.title });
  await expectPicturePoster(page, figure);
  const links = figure.getByRole('link', { name: /YouTube/ });
  expect(await links.count()).toBeGreaterThan(0);
  for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href'))))
    expect(href).toBe(video.url);
  await expect(figure.locator('iframe')).toHaveCount(0);
  await context.close();
});

test('when the provider answers, play loads its player in place', async ({ page }) => {
  const { path, video } = articleWithVideo();
  // The provider's player, as far as this page can tell: it answers.
  await page.route(PROVIDER_HOSTS, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Spelare</title><p>Spelare</p>' }),
  );
  await page.goto(path);
  const figure = page.locator('main figure').filter({ hasText: video.title });
  await figure.getByRole('button', { name: `Spela upp videon: ${video.title}` }).click();
  const frame = figure.locator('iframe');
  await expect(frame).toHaveAttribute('src', new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${video.providerUid}\\?`));
  await expect(frame).toHaveAttribute('title', video.title);
  // Focus is on the player's frame: the page's active element. (toBeFocused also asks the page's document
  // whether it has focus, which a cross-origin frame's document takes from it now and then in headless Chromium.)
  await expect.poll(() => frame.evaluate((element) => element === document.activeElement)).toBe(true);
  await expect(page.frameLocator('main figure iframe').getByText('Spelare')).toBeVisible();
});
