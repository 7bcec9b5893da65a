import { expect, test, type Page } from '@playwright/test';
import { loadCatalogue } from '../../services/seed/ensure';
import { contentRecords, publishFields, type AdminRecord } from './content-admin';

/**
 * After a page change to an address with a hash, the view scrolls smoothly to the hash target
 * (at once when the shopper prefers reduced motion). The change is a client-side navigation from an
 * internal link in rich text (a terms article gets a paragraph linking to a letter of the brands page for
 * the test, and has it taken out again after).
 */

const LINK_TEXT = 'Alla varumärken under bokstaven';
/** How many frames on the brands page the recording holds. */
const RECORDED_FRAMES = 240;
/** Frames in which a glide under way would move the view (a glide lasts many more). */
const GLIDE_FRAMES = 10;
const TERMS_SLUG = loadCatalogue().pages.termsOfBusiness.slug;

interface StructuredText {
  value: { document: { children: unknown[] } };
}

/** The scroll positions of every frame while the brands page is shown, from the moment this is called. */
async function recordScrolling(page: Page): Promise<void> {
  await page.evaluate((frames) => {
    const samples: number[] = [];
    (window as unknown as { scrollSamples: number[] }).scrollSamples = samples;
    const tick = () => {
      if (window.location.pathname === '/varumarken/') samples.push(Math.round(window.scrollY));
      if (samples.length < frames) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, RECORDED_FRAMES);
}

/** Positions the view passed through on its way to the target: strictly between where it started and ended. */
async function positionsOnTheWay(page: Page): Promise<number[]> {
  const samples = await page.evaluate(() => (window as unknown as { scrollSamples: number[] }).scrollSamples);
  const end = samples.at(-1)!;
  return [...new Set(samples.filter((value) => value > 0 && value < end))];
}

async function linkedArticle(page: Page, record: AdminRecord, target: string): Promise<string> {
  const fields = record.published!.fields;
  const content = structuredClone(fields.content) as StructuredText;
  content.value.document.children.push({
    type: 'paragraph',
    children: [{ type: 'link', url: target, children: [{ type: 'span', value: LINK_TEXT }] }],
  });
  await publishFields(record.id, { content });
  const path = `/${TERMS_SLUG}/${String(fields.slug)}/`;
  // The content webhook revalidates the article's page; the next visit renders it afresh.
  await expect
    .poll(async () => {
      await page.goto(path);
      return page.getByRole('link', { name: LINK_TEXT }).count();
    })
    .toBe(1);
  return path;
}

test('a page change to an address with a hash glides to its target, or jumps there with reduced motion', async ({ page }) => {
  await page.goto('/varumarken/');
  const hash =
    (await page.getByRole('navigation', { name: 'Varumärken efter bokstav' }).getByRole('link').last().getAttribute('href')) ?? '';
  expect(hash).toMatch(/^#/);
  const target = `/varumarken/${hash}`;
  const heading = page.locator(`[id="${decodeURIComponent(hash.slice(1))}"]`);

  // The last terms article: not one another spec reads.
  const record = (await contentRecords('terms_of_business_article')).filter((entry) => entry.published && !entry.draft).at(-1)!;
  const original = record.published!.fields.content;
  try {
    const path = await linkedArticle(page, record, target);

    await recordScrolling(page);
    await page.getByRole('link', { name: LINK_TEXT }).click();
    await expect(page).toHaveURL(new RegExp(`/varumarken/${hash}$`));
    await expect(heading).toBeInViewport();
    // A glide passes through positions between the top and the target (how many frames a loaded machine
    // draws on the way varies); a jump, as below and as Next's own scroll does, passes through none.
    await expect.poll(async () => (await positionsOnTheWay(page)).length).toBeGreaterThan(0);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(path);
    await recordScrolling(page);
    await page.getByRole('link', { name: LINK_TEXT }).click();
    await expect(page).toHaveURL(new RegExp(`/varumarken/${hash}$`));
    await expect(heading).toBeInViewport();
    // More frames drawn with the target in view: a glide that brought it there would still be moving the view
    // in them (or would have passed through positions on the way before).
    const seen = await page.evaluate(() => (window as unknown as { scrollSamples: number[] }).scrollSamples.length);
    await page.waitForFunction(
      (frames) => (window as unknown as { scrollSamples: number[] }).scrollSamples.length >= frames,
      Math.min(seen + GLIDE_FRAMES, RECORDED_FRAMES),
    );
    expect(await positionsOnTheWay(page)).toEqual([]);
  } finally {
    await publishFields(record.id, { content: original }).catch(() => undefined);
  }
});
