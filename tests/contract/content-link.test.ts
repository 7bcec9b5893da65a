import { executeQuery } from '@datocms/cda-client';
import { VERCEL_STEGA_REGEX, vercelStegaDecode, vercelStegaSplit } from '@vercel/stega';
import { afterEach, describe, expect, it } from 'vitest';
import { cda, gqlClient, refusal, TOKEN } from './content-contract-helpers';
import { EDITING_BASE, recordOf, saveDraft, subscribe, type Subscription } from './content-realtime-helpers';

/**
 * DatoCMS Content Link on the local content service, read with the real clients and decoded with
 * `@vercel/stega`: with `X-Visual-Editing` and `X-Base-Editing-Url` the strings DatoCMS marks carry
 * `{ origin: "datocms.com", href: "<base>/editor/item_types/<model>/items/<record>/edit#fieldPath=<api key>" }`,
 * records answer `_editingUrl`, and nothing else carries a marker.
 */

// Answers are checked field by field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const LINK = { contentLink: 'v1' as const, baseEditingUrl: EDITING_BASE };
const EDIT_URL = new RegExp(`^${EDITING_BASE.replace(/[.]/g, '\\.')}/editor/item_types/(\\d+)/items/([A-Za-z0-9_-]+)/edit$`);

function hasMarker(value: unknown): boolean {
  return new RegExp(VERCEL_STEGA_REGEX.source, 'u').test(JSON.stringify(value) ?? '');
}

/** The text without its marker and the decoded marker. */
function decode(value: string): { text: string; marker: { origin: string; href: string } } {
  const { cleaned, encoded } = vercelStegaSplit(value);
  expect(encoded, `"${cleaned}" has no marker`).not.toBe('');
  return { text: cleaned, marker: vercelStegaDecode(encoded) as { origin: string; href: string } };
}

function expectMarked(value: string, plain: string, editingUrl: string, fieldPath: string): void {
  const { text, marker } = decode(value);
  expect(text).toBe(plain);
  expect(marker).toEqual({ origin: 'datocms.com', href: `${editingUrl}#fieldPath=${fieldPath}` });
}

const ARTICLE = `query($id: ItemId) {
  blogArticle(filter: { id: { eq: $id } }) {
    id _editingUrl _modelApiKey header slug publishDate excerpt
    content { value }
    seo { title description }
    _seoMetaTags { tag content }
    headerImage { id alt title url responsiveImage { alt title src } }
  }
}`;

describe('content link: markers per field type', () => {
  it('marks text fields with the record editing URL and field path, and leaves slugs, dates, SEO, links and URLs unmarked', async () => {
    const record = await recordOf('blog_article', 5);
    const plain = (await executeQuery(ARTICLE, cda({ variables: { id: record.id } }))) as Json;
    const linked = (await executeQuery(ARTICLE, cda({ ...LINK, variables: { id: record.id } }))) as Json;
    const article = linked.blogArticle;
    const editingUrl = article._editingUrl as string;
    expect(editingUrl).toMatch(EDIT_URL);
    expect(EDIT_URL.exec(editingUrl)?.[2]).toBe(record.id);
    expectMarked(article.header, plain.blogArticle.header, editingUrl, 'header');
    expectMarked(article.excerpt, plain.blogArticle.excerpt, editingUrl, 'excerpt');
    for (const unmarked of [
      article.id,
      article.slug,
      article.publishDate,
      article.seo,
      article._seoMetaTags,
      article.headerImage.url,
      article.headerImage.responsiveImage.src,
    ]) {
      expect(hasMarker(unmarked)).toBe(false);
    }
    // Without the markers the answer is the plain one.
    expect(JSON.parse(JSON.stringify(linked).replace(new RegExp(VERCEL_STEGA_REGEX.source, 'gu'), ''))).toEqual({
      blogArticle: { ...plain.blogArticle, _editingUrl: editingUrl },
    });
  });

  it('marks one span of structured text: the last span of the first paragraph, heading, list, code or blockquote', async () => {
    const record = await recordOf('blog_article', 5);
    const linked = (await executeQuery(ARTICLE, cda({ ...LINK, variables: { id: record.id } }))) as Json;
    const document = linked.blogArticle.content.value.document;
    const first = document.children.find((node: Json) => ['paragraph', 'heading', 'list', 'code', 'blockquote'].includes(node.type));
    const spans = (node: Json): Json[] => (node.type === 'span' ? [node] : (node.children ?? []).flatMap(spans));
    const last = spans(first).at(-1);
    expect(decode(last.value).marker.href).toBe(`${linked.blogArticle._editingUrl}#fieldPath=content`);
    const marked = spans(document).filter((span: Json) => hasMarker(span.value));
    expect(marked).toHaveLength(1);
  });

  it("marks an upload's alt and title (also in responsiveImage) with the field it was reached through", async () => {
    const record = await recordOf('blog_article', 5);
    const plain = (await executeQuery(ARTICLE, cda({ variables: { id: record.id } }))) as Json;
    const linked = (await executeQuery(ARTICLE, cda({ ...LINK, variables: { id: record.id } }))) as Json;
    const image = linked.blogArticle.headerImage;
    const href = `${linked.blogArticle._editingUrl}#fieldPath=header_image`;
    expect(plain.blogArticle.headerImage.alt).toEqual(expect.any(String));
    expect(decode(image.alt)).toEqual({ text: plain.blogArticle.headerImage.alt, marker: { origin: 'datocms.com', href } });
    expect(decode(image.responsiveImage.alt).marker.href).toBe(href);
    if (plain.blogArticle.headerImage.title) expect(decode(image.title).marker.href).toBe(href);
  });

  it('leaves identifiers, codes, numbers, JSON and opted-out fields unmarked, and marks a localized field with its locale', async () => {
    const query = `{
      allProductVariants(first: 1) { id sku ean name availability stockQuantity }
      allColours(first: 1) { id _editingUrl name nameEn hex }
      allBrands(first: 1) { id _editingUrl name stockCredit }
      globalConfiguration { dictionary }
    }`;
    const linked = (await executeQuery(query, cda(LINK))) as Json;
    const [variant] = linked.allProductVariants;
    expect(hasMarker(variant.name)).toBe(true);
    expect(hasMarker([variant.sku, variant.ean, variant.availability, variant.stockQuantity, variant.id])).toBe(false);
    const [colour] = linked.allColours;
    expect(decode(colour.name).marker.href).toBe(`${colour._editingUrl}#fieldPath=name.sv-SE`);
    expect(hasMarker([colour.nameEn, colour.hex])).toBe(false);
    const [brand] = linked.allBrands;
    expect(decode(brand.name).marker.href).toBe(`${brand._editingUrl}#fieldPath=name`);
    expect(hasMarker(brand.stockCredit)).toBe(false);
    expect(hasMarker(linked.globalConfiguration.dictionary)).toBe(false);
    // Models have ids of their own: the same for records of one model, different between models.
    expect(EDIT_URL.exec(colour._editingUrl)?.[1]).not.toBe(EDIT_URL.exec(brand._editingUrl)?.[1]);
  });
});

describe('content link: headers', () => {
  it('answers _editingUrl with X-Base-Editing-Url alone, without markers; without either header, neither', async () => {
    const record = await recordOf('blog_article', 5);
    const editing = (await executeQuery(ARTICLE, cda({ baseEditingUrl: `${EDITING_BASE}/`, variables: { id: record.id } }))) as Json;
    expect(editing.blogArticle._editingUrl).toMatch(EDIT_URL);
    expect(hasMarker(editing)).toBe(false);
    const plain = (await executeQuery(ARTICLE, cda({ variables: { id: record.id } }))) as Json;
    expect(plain.blogArticle._editingUrl).toBeNull();
    expect(hasMarker(plain)).toBe(false);
  });

  it('refuses X-Visual-Editing without X-Base-Editing-Url, and malformed values, with 422', async () => {
    const alone = await refusal(() =>
      gqlClient({ Authorization: `Bearer ${TOKEN}`, 'X-Visual-Editing': 'v1' }).request('{ _site { locales } }'),
    );
    expect(alone.status).toBe(422);
    expect(alone.entries[0]?.attributes.code).toBe('INVALID_X_BASE_EDITING_URL_HEADER');
    expect(alone.entries[0]?.attributes.details.message).toMatch(/X-Base-Editing-Url/);
    const badMode = await refusal(() =>
      gqlClient({ Authorization: `Bearer ${TOKEN}`, 'X-Visual-Editing': 'v2', 'X-Base-Editing-Url': EDITING_BASE }).request(
        '{ _site { locales } }',
      ),
    );
    expect(badMode.status).toBe(422);
    expect(badMode.entries[0]?.attributes.code).toBe('INVALID_X_VISUAL_EDITING_HEADER');
    const badUrl = await refusal(() =>
      gqlClient({ Authorization: `Bearer ${TOKEN}`, 'X-Base-Editing-Url': 'not a url' }).request('{ _site { locales } }'),
    );
    expect(badUrl.status).toBe(422);
    expect(badUrl.entries[0]?.attributes.code).toBe('INVALID_X_BASE_EDITING_URL_HEADER');
  });
});

describe('content link: over the Real-time Updates API', () => {
  let subscription: Subscription | null = null;
  afterEach(() => subscription?.unsubscribe());

  it('carries markers and _editingUrl in channel updates when registered with the Content Link headers', async () => {
    const record = await recordOf('blog_article', 6);
    const query = 'query($id: ItemId) { blogArticle(filter: { id: { eq: $id } }) { _editingUrl header } }';
    subscription = await subscribe(query, { ...LINK, variables: { id: record.id } });
    const first = await subscription.waitForUpdate(() => true);
    expectMarked(first.blogArticle.header, record.fields.header, first.blogArticle._editingUrl, 'header');
    const header = `Märkt i realtid ${Date.now()}`;
    await saveDraft(record.id, { header });
    const update = await subscription.waitForUpdate((data) => vercelStegaSplit(data.blogArticle.header).cleaned === header, 2_000);
    expectMarked(update.blogArticle.header, header, first.blogArticle._editingUrl, 'header');
  });
});
