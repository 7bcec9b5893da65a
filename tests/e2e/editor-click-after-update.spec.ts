import { expect, test, type Locator, type Page } from '@playwright/test';
import { VERCEL_STEGA_REGEX } from '@vercel/stega';
import { CONTENT_URL, contentAdmin, contentRecords, publishedNewestFirst } from './content-admin';
import { draftEnableUrl } from './editor-secrets';

/**
 * Click-to-edit survives live updates and client navigations (issue 44): a draft page that has followed two
 * draft saves without a reload still has every marked text stamped with its field's editing URL, no text
 * left with a marker, and a click (on the touch project a tap) on the changed heading and on the header
 * image opens their fields in the editor; after going to the blog listing and back in the page (client
 * navigations) the heading opens its field again. The editor page answers 401 to this browser (it has no
 * admin password): the test reads the address the page asked the new tab to open.
 * Each project edits its own article (none the other editor specs edit) and restores its header at the end.
 */

/** What Content Link stamps on the element of a marked text. */
const AUTO_STAMP = 'data-datocms-auto-content-link-url';
/** What the storefront writes on an image or block (its record's `_editingUrl` and field). */
const LINK_ATTRIBUTE = 'data-datocms-content-link-url';

/** A published article without a draft that neither the other editor specs nor the unpublish spec take (the oldest ones). */
async function articleFor(project: string) {
  const records = await contentRecords('blog_article');
  const others = new Set(
    records
      .filter((record) => record.published && !record.draft)
      .slice(0, 4)
      .map((record) => record.id),
  );
  const oldest = publishedNewestFirst(records)
    .filter((record) => !record.draft && !others.has(record.id))
    .reverse();
  const article = oldest[project === 'mobile' ? 1 : 0]!;
  const [listing] = await contentRecords('blog_listing_page');
  const listingPath = `/${String(listing!.published!.fields.slug)}/`;
  return {
    article,
    listing: listing!,
    listingPath,
    path: `${listingPath}${String(article.published!.fields.slug)}/`,
    original: article.published!.fields.header as string,
  };
}

/** Records the address of every tab the page opens (window.open's first argument, with its #fieldPath). */
async function recordOpenedTabs(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const opened: string[] = [];
    (window as unknown as { openedTabs: string[] }).openedTabs = opened;
    const open = window.open.bind(window);
    window.open = (url?: string | URL, target?: string, features?: string) => {
      opened.push(String(url));
      return open(url, target, features);
    };
  });
}

async function openedTabs(page: Page): Promise<string[]> {
  return page.evaluate(() => [...(window as unknown as { openedTabs: string[] }).openedTabs]);
}

/** Clicks (hovering first, as an editor does) or, on the touch project, taps `target`; the address of the tab it opened. */
async function openByPointer(page: Page, target: Locator, project: string): Promise<string> {
  const before = (await openedTabs(page)).length;
  await target.scrollIntoViewIfNeeded();
  const popup = page.waitForEvent('popup', { timeout: 5_000 });
  if (project === 'mobile') await target.tap();
  else {
    await target.hover();
    await target.click();
  }
  await (await popup).close();
  const opened = await openedTabs(page);
  expect(opened).toHaveLength(before + 1);
  return opened.at(-1)!;
}

/** The editing URL Content Link stamped on `target` or the element it groups under. */
function stampOf(target: Locator): Promise<string | null> {
  return target.evaluate((element, attribute) => element.closest(`[${attribute}]`)?.getAttribute(attribute) ?? null, AUTO_STAMP);
}

/**
 * How many elements carry Content Link's stamp (marked texts) and how many an editing URL of their own (images,
 * blocks), and the text nodes that still hold a marker (none once Content Link has stamped them).
 */
function stampState(page: Page): Promise<{ stamped: number; linked: number; marked: string[] }> {
  return page.evaluate(
    ({ attribute, linkAttribute, source, flags }) => {
      const marker = new RegExp(source, flags.replace('g', ''));
      const marked: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest('script, style')) continue;
        if (marker.test(node.nodeValue ?? '')) marked.push((node.nodeValue ?? '').replace(new RegExp(source, flags), '').slice(0, 80));
      }
      return {
        stamped: document.querySelectorAll(`[${attribute}]`).length,
        linked: document.querySelectorAll(`[${linkAttribute}]`).length,
        marked,
      };
    },
    { attribute: AUTO_STAMP, linkAttribute: LINK_ATTRIBUTE, source: VERCEL_STEGA_REGEX.source, flags: VERCEL_STEGA_REGEX.flags },
  );
}

test('after two live updates and client navigations, the changed heading and the header image open their fields in the editor', async ({
  page,
}, testInfo) => {
  const { article, listing, listingPath, path, original } = await articleFor(testInfo.project.name);
  const editUrl = `${CONTENT_URL}/editor/item_types/\\d+/items/${article.id}/edit`;
  const headerField = new RegExp(`^${editUrl}#fieldPath=header(\\.sv-SE)?$`);
  const imageField = new RegExp(`^${editUrl}#fieldPath=header_image$`);
  await recordOpenedTabs(page);

  await page.goto(draftEnableUrl(path));
  const heading = page.getByRole('heading', { level: 1 });
  const image = page.locator(`img[${LINK_ATTRIBUTE}*="/items/${article.id}/edit"]`).first();
  await expect(heading).toHaveText(original);
  await expect(page.getByTestId('preview-bar').locator('[data-live-state]')).toHaveAttribute('data-live-state', 'live');
  await expect.poll(() => stampOf(heading)).toMatch(headerField);
  await expect(image).toHaveAttribute(LINK_ATTRIBUTE, imageField);
  // Every marker on the page has been stamped and stripped.
  await expect.poll(async () => (await stampState(page)).marked).toEqual([]);
  const before = await stampState(page);

  try {
    for (const round of [1, 2]) {
      const changed = `${original} – ändring ${round} ${testInfo.project.name} ${Date.now().toString(36)}`;
      await contentAdmin('POST', `/admin/records/${article.id}/draft`, { fields: { header: changed } });
      await expect(heading).toHaveText(changed);
      // The new text is stamped (and its marker stripped), and every other marked text keeps its stamp.
      await expect.poll(() => stampOf(heading), { message: `the heading's stamp after update ${round}` }).toMatch(headerField);
      await expect.poll(() => stampState(page), { message: `the page's stamps after update ${round}` }).toEqual(before);
    }

    expect(await openByPointer(page, heading, testInfo.project.name)).toMatch(headerField);
    expect(await openByPointer(page, image, testInfo.project.name)).toMatch(imageField);

    // Client navigations: to the blog listing by its link, and back in the page's history.
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    await page.getByRole('link', { name: 'Alla artiklar' }).click();
    await expect(page).toHaveURL(new RegExp(`${listingPath}$`));
    const listingHeading = page.getByRole('heading', { level: 1 });
    const listingHeader = new RegExp(`^${CONTENT_URL}/editor/item_types/\\d+/items/${listing.id}/edit#fieldPath=header(\\.sv-SE)?$`);
    await expect.poll(() => stampOf(listingHeading)).toMatch(listingHeader);
    await expect.poll(async () => (await stampState(page)).marked).toEqual([]);
    expect(await openByPointer(page, listingHeading, testInfo.project.name)).toMatch(listingHeader);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    await expect.poll(() => stampOf(heading)).toMatch(headerField);
    expect(await openByPointer(page, heading, testInfo.project.name)).toMatch(headerField);
    expect(await openByPointer(page, image, testInfo.project.name)).toMatch(imageField);
  } finally {
    await contentAdmin('POST', `/admin/records/${article.id}/draft`, { fields: { header: original } }).catch(() => undefined);
  }
});
