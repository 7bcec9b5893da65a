import { expect, test, type Page } from '@playwright/test';
import { contentRecords, publishedNewestFirst, publishFields, type AdminRecord } from './content-admin';

/**
 * The blog's Atom feed as a feed reader finds it: announced in the `<head>` of the blog listing and of an
 * article, served at `/{blog slug}/feed.xml` (the slug as the content service has it), parsed by the
 * browser's XML parser, one entry per published article with the article's text, and refreshed by the
 * content webhook like the pages.
 */

test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, 'One browser size is enough: the desktop project runs it');

const PUBLISH_TO_FEED_MS = 5_000;
const FEED_TYPE = 'application/atom+xml';

interface FeedEntry {
  id: string;
  title: string;
  href: string;
  updated: string;
  contentType: string;
  /** The entry's HTML body as text. */
  text: string;
}

interface ParsedFeed {
  parseErrors: number;
  rootName: string;
  id: string;
  title: string;
  updated: string;
  author: string;
  self: string;
  entries: FeedEntry[];
}

/** The feed, fetched and parsed as XML in the browser. */
async function readFeed(page: Page, url: string): Promise<ParsedFeed> {
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain(FEED_TYPE);
  return page.evaluate((xml) => {
    const atom = 'http://www.w3.org/2005/Atom';
    const document = new DOMParser().parseFromString(xml, 'application/xml');
    const child = (parent: Element, name: string) => [...parent.children].find((element) => element.namespaceURI === atom && element.localName === name);
    const text = (parent: Element, name: string) => child(parent, name)?.textContent ?? '';
    const root = document.documentElement;
    const author = child(root, 'author');
    return {
      parseErrors: document.getElementsByTagName('parsererror').length,
      rootName: `${root.namespaceURI} ${root.localName}`,
      id: text(root, 'id'),
      title: text(root, 'title'),
      updated: text(root, 'updated'),
      author: author ? text(author, 'name') : '',
      self: [...root.children].find((element) => element.localName === 'link' && element.getAttribute('rel') === 'self')?.getAttribute('href') ?? '',
      entries: [...root.children]
        .filter((element) => element.localName === 'entry')
        .map((entry) => ({
          id: text(entry, 'id'),
          title: text(entry, 'title'),
          href: child(entry, 'link')?.getAttribute('href') ?? '',
          updated: text(entry, 'updated'),
          contentType: child(entry, 'content')?.getAttribute('type') ?? '',
          text: new DOMParser().parseFromString(text(entry, 'content'), 'text/html').body.textContent ?? '',
        })),
    };
  }, await response.text());
}

/** The feed address a page announces in its `<head>`. */
async function announcedFeed(page: Page): Promise<string> {
  const link = page.locator(`head link[rel="alternate"][type="${FEED_TYPE}"]`);
  await expect(link).toHaveCount(1);
  return (await link.getAttribute('href')) ?? '';
}

async function blogSlug(): Promise<string> {
  const [listing] = await contentRecords('blog_listing_page');
  return String(listing?.published?.fields.slug);
}

const published = (records: AdminRecord[]) => records.filter((record) => record.published);

test('the blog announces its Atom feed, which carries every published article in full', async ({ page }) => {
  const blog = await blogSlug();
  const articles = published(await contentRecords('blog_article'));
  expect(articles.length).toBeGreaterThan(0);

  await page.goto(`/${blog}/`);
  const feedUrl = await announcedFeed(page);
  expect(new URL(feedUrl).pathname).toBe(`/${blog}/feed.xml`);

  const feed = await readFeed(page, feedUrl);
  expect(feed.parseErrors).toBe(0);
  expect(feed.rootName).toBe('http://www.w3.org/2005/Atom feed');
  expect(new URL(feed.id).pathname).toBe(`/${blog}/`);
  expect(feed.title).not.toBe('');
  expect(feed.author).not.toBe('');
  expect(Number.isNaN(Date.parse(feed.updated))).toBe(false);
  expect(feed.self).toBe(feedUrl);
  expect(feed.entries).toHaveLength(articles.length);
  // Only the blog has a feed.
  expect((await page.request.get(`/${blog}x/feed.xml`)).status()).toBe(404);
  for (const entry of feed.entries) {
    expect(entry.id).not.toBe('');
    expect(entry.title).not.toBe('');
    expect(new URL(entry.href).pathname).toMatch(new RegExp(`^/${blog}/[^/]+/$`));
    expect(Number.isNaN(Date.parse(entry.updated))).toBe(false);
    expect(entry.contentType).toBe('html');
  }

  // An article announces the same feed, and its entry carries the article's text.
  await page.locator('main').getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/${blog}/[^/]+/$`));
  expect(await announcedFeed(page)).toBe(feedUrl);
  const paragraph = ((await page.locator('main article > div p').first().textContent()) ?? '').trim();
  expect(paragraph.length).toBeGreaterThan(20);
  const entry = feed.entries.find((candidate) => new URL(candidate.href).pathname === new URL(page.url()).pathname);
  expect(entry?.text.replace(/\s+/g, ' ')).toContain(paragraph.replace(/\s+/g, ' '));
});

test('a published change reaches the feed within 5 s', async ({ page }) => {
  const blog = await blogSlug();
  const records = await contentRecords('blog_article');
  // Not an article the editor-preview and XSS specs edit (the first two listed, the newest).
  const newest = publishedNewestFirst(records)[0];
  const article = published(records)
    .filter((record) => !record.draft)
    .slice(2)
    .find((record) => record !== newest);
  expect(article, 'a published blog article').toBeTruthy();
  const original = String(article!.published!.fields.header);
  const changed = `${original} – i flödet ${Date.now().toString(36)}`;
  const path = `/${blog}/${String(article!.published!.fields.slug)}/`;
  await page.goto('about:blank');
  const entryTitle = async () => (await readFeed(page, `/${blog}/feed.xml`)).entries.find((entry) => new URL(entry.href).pathname === path)?.title;

  try {
    const answer = await publishFields(article!.id, { header: changed });
    expect(answer.webhook).toMatchObject({ delivered: true, status: 200 });
    await expect.poll(entryTitle, { timeout: PUBLISH_TO_FEED_MS, intervals: [250] }).toBe(changed);
  } finally {
    await publishFields(article!.id, { header: original }).catch(() => undefined);
    await expect.poll(entryTitle, { timeout: 15_000, intervals: [250] }).toBe(original);
  }
});
