import { expect, test } from '@playwright/test';
import { contentRecords, publishedNewestFirst, publishFields } from './content-admin';

/**
 * No CMS string reaches the page as HTML (issue 8). Hostile content is seeded through the content service's
 * editor API (services/content/http/admin-handler.ts) into a blog article — a header and an excerpt with markup and a
 * `</script>` breakout (the header also goes into the page's JSON-LD), structured text with markup in its
 * text and `javascript:`, `data:` and `vbscript:` links — published (the webhook revalidates the
 * storefront), and the article and the blog listing are opened in Chromium: no dialog fires, the markup
 * shows as text, the unsafe links are text, and the JSON-LD still parses to the same strings. The article
 * is restored afterwards.
 */

test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, 'One browser size is enough: the desktop project runs it');

const HEADER = `Skadlig rubrik </script><script>alert('jsonld')</script><img src=x onerror="alert('header')">`;
const EXCERPT = `Ingress <img src=x onerror="alert('excerpt')"><svg onload="alert('svg')"></svg>`;
const SPAN = `Text <script>alert('span')</script><iframe src="javascript:alert('iframe')"></iframe>`;
const UNSAFE_LINKS: [string, string][] = [
  ["javascript:alert('link')", 'XSS-JS-LANK'],
  ["data:text/html,<script>alert('data')</script>", 'XSS-DATA-LANK'],
  ["  JaVaScRiPt:alert('case')", 'XSS-CASE-LANK'],
  ["java\tscript:alert('tab')", 'XSS-TAB-LANK'],
  ['vbscript:msgbox(1)', 'XSS-VB-LANK'],
];

test('hostile CMS strings render as text, unsafe links as text, JSON-LD escaped: no dialog in Chromium', async ({ page, request }) => {
  // The newest article: it is on the first page of the blog listing (and the front page).
  const record = publishedNewestFirst(await contentRecords('blog_article'))[0];
  expect(record, 'a published blog article').toBeTruthy();
  const original = record!.published!.fields;
  const path = `/blogg/${String(original.slug)}/`;
  const restore = { header: original.header, excerpt: original.excerpt, content: original.content };
  const baseURL = test.info().project.use.baseURL;
  restoreArticle = async () => {
    await publishFields(record!.id, restore);
    // Until the pages that showed the hostile header show the article as it was: Next keeps the re-rendered
    // pages on disk, and a later start of the same build serves them as they are.
    for (const shown of [path, '/blogg/', '/']) {
      await expect.poll(async () => (await fetch(new URL(shown, baseURL))).text(), { timeout: 20_000 }).not.toContain('Skadlig rubrik');
    }
  };

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  try {
    await publishFields(record!.id, {
      header: HEADER,
      excerpt: EXCERPT,
      content: {
        value: {
          schema: 'dast',
          document: {
            type: 'root',
            children: [
              { type: 'paragraph', children: [{ type: 'span', value: SPAN }] },
              {
                type: 'paragraph',
                children: UNSAFE_LINKS.flatMap(([url, label]) => [
                  { type: 'link', url, children: [{ type: 'span', value: label }] },
                  { type: 'span', value: ' ' },
                ]),
              },
            ],
          },
        },
        blocks: [],
        links: [],
      },
    });

    // The webhook revalidated the article; the next render shows the seeded header.
    await expect(async () => {
      const html = await (await request.get(path)).text();
      expect(html).toContain('Skadlig rubrik');
    }).toPass({ timeout: 20_000 });

    await page.goto(path);
    const main = page.locator('main');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      `</script><script>alert('jsonld')</script><img src=x onerror="alert('header')">`,
    );
    await expect(main).toContainText(`<script>alert('span')</script>`);
    for (const [, label] of UNSAFE_LINKS) {
      await expect(main.getByText(label)).toBeVisible();
      await expect(main.getByRole('link', { name: label })).toHaveCount(0);
    }
    expect(
      await main.locator('a[href*="script:" i], a[href^="data:" i], img[src="x"], svg[onload], iframe[src^="javascript" i]').count(),
    ).toBe(0);

    // JSON-LD: the breakout is escaped in the HTML and the data still holds the exact string.
    const html = await (await request.get(path)).text();
    expect(html).not.toContain(`</script><script>alert('jsonld')`);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.length).toBeGreaterThan(0);
    expect(jsonLd.map((text) => JSON.stringify(JSON.parse(text))).join('\n')).toContain(JSON.stringify(HEADER).slice(1, -1));

    // The blog listing shows the header and excerpt as text too.
    for (const listing of ['/blogg/', '/']) {
      await expect(async () => {
        await page.goto(listing);
        await expect(page.locator('main')).toContainText('Skadlig rubrik', { timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      await expect(page.locator('main')).toContainText(`<img src=x onerror="alert('excerpt')">`);
      // Loaded, hydrated and quiet (no request for half a second): a script or handler that slipped in
      // would have run, and an image's `onerror` fired.
      await page.waitForLoadState('networkidle');
    }
    expect(dialogs).toEqual([]);
  } finally {
    await restoreArticle?.();
    restoreArticle = undefined;
  }
});

let restoreArticle: (() => Promise<void>) | undefined;

// Also after a time-out, which ends the test without its finally.
test.afterEach(async () => {
  await restoreArticle?.();
  restoreArticle = undefined;
});
