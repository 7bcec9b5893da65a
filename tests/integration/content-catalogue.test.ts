import { validate as validateDast } from 'datocms-structured-text-utils';
import { describe, expect, it } from 'vitest';
import { data, postQuery } from './content-request';

/** The content service over HTTP on the real generated catalogue. */

const PAGE_SIZE = 500;
const DRAFT_ONLY_SLUG = 'kommande-kollektion';

interface StructuredText {
  value: { schema: string; document: { type: string; children: unknown[] } };
  blocks: { __typename: string; id: string }[];
  links: { __typename: string; id: string }[];
}

/** Ids referenced by `block`, `inlineBlock`, `itemLink` and `inlineItem` nodes of a dast document. */
function references(node: unknown, found: { blocks: Set<string>; links: Set<string> } = { blocks: new Set(), links: new Set() }) {
  if (node && typeof node === 'object') {
    const { type, item, children } = node as { type?: string; item?: string; children?: unknown[] };
    if ((type === 'block' || type === 'inlineBlock') && item) found.blocks.add(item);
    if ((type === 'itemLink' || type === 'inlineItem') && item) found.links.add(item);
    for (const child of children ?? []) references(child, found);
  }
  return found;
}

const CONTENT =
  'content { value blocks { __typename ... on VideoBlockRecord { id video { url provider } } ... on ImageGalleryBlockRecord { id images { url } } } links { __typename ... on RecordInterface { id } } }';

describe('content service on the catalogue: collections', () => {
  it('pages through every product family with first/skip until a short page, matching the meta count', async () => {
    const { _allProductFamiliesMeta: meta } = await data('{ _allProductFamiliesMeta { count } }');
    expect(meta.count).toBeGreaterThan(0);
    const ids = new Set<string>();
    for (let skip = 0; ; skip += PAGE_SIZE) {
      const page = (
        await data('query($first: IntType, $skip: IntType) { allProductFamilies(first: $first, skip: $skip) { id } }', {
          first: PAGE_SIZE,
          skip,
        })
      ).allProductFamilies as { id: string }[];
      for (const family of page) ids.add(family.id);
      if (page.length < PAGE_SIZE) break;
    }
    expect(ids.size).toBe(meta.count);
  });

  it('defaults to 20 records per page', async () => {
    const { allProductVariants } = await data('{ allProductVariants { id } }');
    expect(allProductVariants).toHaveLength(20);
  });

  it('filters top-level categories with parent exists false, and children by parent eq', async () => {
    const { top, meta } = await data(
      '{ top: allProductCategories(first: 500, filter: { parent: { exists: false } }) { id slug parent { id } children { id parent { id } } } meta: _allProductCategoriesMeta(filter: { parent: { exists: false } }) { count } }',
    );
    expect(top.length).toBeGreaterThan(0);
    expect(top).toHaveLength(meta.count);
    for (const category of top) expect(category.parent).toBeNull();
    const withChildren = top.find((category: { children: unknown[] }) => category.children.length > 0);
    expect(withChildren).toBeDefined();
    const { children } = await data(
      'query($id: ItemId) { children: allProductCategories(first: 500, filter: { parent: { eq: $id } }) { id } }',
      { id: withChildren.id },
    );
    expect(children.map((child: { id: string }) => child.id).sort()).toEqual(
      withChildren.children.map((child: { id: string }) => child.id).sort(),
    );
  });

  it("leaves the brands' categories out of the top level to shop by (brand exists false), and files none under a second overview", async () => {
    const { all, shop } = await data(
      '{ all: allProductCategories(first: 500, filter: { parent: { exists: false } }) { id brand { id } } shop: allProductCategories(first: 500, filter: { parent: { exists: false }, brand: { exists: false } }) { id brand { id } } }',
    );
    const brandCategories = all.filter((category: { brand: unknown }) => category.brand !== null);
    expect(brandCategories.length).toBeGreaterThan(0);
    expect(shop).toHaveLength(all.length - brandCategories.length);
    for (const category of shop) expect(category.brand).toBeNull();
    const { retired } = await data('{ retired: productCategory(filter: { slug: { eq: "marken" } }) { id } }');
    expect(retired).toBeNull();
  });

  it('filters families by slug eq, slug in and brand eq', async () => {
    const { allProductFamilies: some } = await data('{ allProductFamilies(first: 3) { id slug brand { id } } }');
    expect(some).toHaveLength(3);
    const { one } = await data('query($slug: String) { one: productFamily(filter: { slug: { eq: $slug } }) { id } }', {
      slug: some[0].slug,
    });
    expect(one.id).toBe(some[0].id);
    const { several } = await data('query($slugs: [String]) { several: allProductFamilies(filter: { slug: { in: $slugs } }) { id } }', {
      slugs: some.map((family: { slug: string }) => family.slug),
    });
    expect(several.map((family: { id: string }) => family.id).sort()).toEqual(some.map((family: { id: string }) => family.id).sort());
    const brandId = some[0].brand.id;
    const { byBrand, meta } = await data(
      'query($brand: ItemId) { byBrand: allProductFamilies(first: 500, filter: { brand: { eq: $brand } }) { brand { id } } meta: _allProductFamiliesMeta(filter: { brand: { eq: $brand } }) { count } }',
      { brand: brandId },
    );
    expect(byBrand.length).toBe(meta.count);
    for (const family of byBrand) expect(family.brand.id).toBe(brandId);
  });

  it('finds the category of a brand and product type pair', async () => {
    const { allProductCategories } = await data(
      '{ allProductCategories(first: 500, filter: { productType: { exists: true } }) { id productType { id } } }',
    );
    expect(allProductCategories.length).toBeGreaterThan(0);
    const pick = allProductCategories[0];
    const { found } = await data(
      'query($type: ItemId) { found: productCategory(filter: { productType: { eq: $type } }) { id productType { id } } }',
      { type: pick.productType.id },
    );
    expect(found.productType.id).toBe(pick.productType.id);
  });

  it('counts with _allXxxsMeta for every collection', async () => {
    const counts = await data(
      '{ a: _allProductCategoriesMeta { count } b: _allBrandsMeta { count } c: _allProductFamiliesMeta { count } d: _allProductVariantsMeta { count } e: _allSalesChannelsMeta { count } f: _allProductTypesMeta { count } g: _allBlogArticlesMeta { count } h: _allFaqArticlesMeta { count } i: _allTermsOfBusinessArticlesMeta { count } }',
    );
    for (const value of Object.values(counts) as { count: number }[]) expect(value.count).toBeGreaterThan(0);
    expect(counts.d.count).toBeGreaterThan(counts.c.count);
  });

  it('returns a product family by slug with brand, type, variants and pricing quickly', async () => {
    const { allProductFamilies } = await data('{ allProductFamilies(first: 1, orderBy: name_ASC) { slug } }');
    const query = `query Family($slug: String) { productFamily(filter: { slug: { eq: $slug } }) {
      id slug name soldAsSingle isOpen description _seoMetaTags { tag attributes content }
      brand { name slug stockCredit logo { url } category { slug } }
      productType { name alias } productSubtype { name } category { slug parent { slug } }
      media { responsiveImage(imgixParams: { w: 800 }) { src srcSet webpSrcSet width height aspectRatio alt title base64 sizes } }
      seo { title description image { url } }
      variants { id sku ean name stockQuantity availability allowOrdering isGiftCard isGiftWrapping _createdAt
        sizes { kind value } colours { name nameEn hex } materials { name nameEn }
        pricing { price priceDiscounted percentDiscount salesChannel { id name parent { name } } } }
    } }`;
    const started = performance.now();
    const { productFamily: family } = await data(query, { slug: allProductFamilies[0].slug });
    const elapsed = performance.now() - started;
    expect(family.brand.name).toEqual(expect.any(String));
    expect(family.productType).toMatchObject({ name: expect.any(String), alias: expect.any(String) });
    expect(family.variants.length).toBeGreaterThan(0);
    for (const variant of family.variants) {
      expect(variant.pricing.length).toBeGreaterThan(0);
      expect(variant.pricing[0]).toMatchObject({
        price: expect.any(Number),
        priceDiscounted: expect.any(Number),
        percentDiscount: expect.any(Number),
        salesChannel: { name: expect.any(String) },
      });
      expect(variant.ean).toMatch(/^\d{13}$/);
    }
    expect(family.media[0].responsiveImage).toMatchObject({
      src: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/media\//),
      width: 800,
      base64: expect.stringMatching(/^data:image\//),
    });
    expect(family._seoMetaTags[0]).toMatchObject({ tag: 'title' });
    expect(elapsed).toBeLessThan(200);
  });
});

describe('content service on the catalogue: drafts', () => {
  const query = `query($slug: String) { blogArticle(filter: { slug: { eq: $slug } }) { id header _status _publishedAt } _allBlogArticlesMeta { count } }`;

  it('hides the draft-only article from published reads', async () => {
    const published = await data(query, { slug: DRAFT_ONLY_SLUG });
    expect(published.blogArticle).toBeNull();
  });

  it('shows it with X-Include-Drafts: true and on /preview', async () => {
    const published = await data(query, { slug: DRAFT_ONLY_SLUG });
    for (const options of [{ headers: { 'x-include-drafts': 'true' } }, { path: '/preview' as const }]) {
      const draft = await data(query, { slug: DRAFT_ONLY_SLUG }, options);
      expect(draft.blogArticle).toMatchObject({ header: 'Kommande kollektion', _status: 'draft', _publishedAt: null });
      expect(draft._allBlogArticlesMeta.count).toBe(published._allBlogArticlesMeta.count + 1);
    }
    const falseHeader = await postQuery(query, { slug: DRAFT_ONLY_SLUG }, { headers: { 'x-include-drafts': 'false' } });
    expect(falseHeader.status).toBe(422);
    expect(falseHeader.body.data?.[0]?.attributes?.code).toBe('INVALID_X_INCLUDE_DRAFTS_HEADER');
  });

  it('serves the published and the draft version of a changed FAQ article', async () => {
    const changed = '{ allFaqArticles(first: 500, filter: { _status: { eq: updated } }) { id header } }';
    const published = (await data(changed)).allFaqArticles;
    const draft = (await data(changed, {}, { path: '/preview' })).allFaqArticles;
    expect(published).toHaveLength(1);
    expect(draft[0].id).toBe(published[0].id);
    expect(draft[0].header).not.toBe(published[0].header);
  });
});

describe('content service on the catalogue: content', () => {
  it('gives valid structured text, with every referenced block and link resolved, for every article, category and page', async () => {
    const pages = [
      'frontPage',
      'aboutPage',
      'contactPage',
      'cartPage',
      'checkoutPage',
      'giftWrappingPage',
      'checkoutCompletedPage',
      'allBrandsPage',
      'blogListingPage',
      'faqListingPage',
      'termsOfBusinessListingPage',
    ];
    const result = await data(`{
      blog: allBlogArticles(first: 500) { id ${CONTENT} }
      faq: allFaqArticles(first: 500) { id ${CONTENT} }
      terms: allTermsOfBusinessArticles(first: 500) { id ${CONTENT} }
      categories: allProductCategories(first: 500) { id ${CONTENT} }
      ${pages.map((page) => `${page} { id ${CONTENT} }`).join('\n')}
    }`);
    const all: { id: string; content: StructuredText | null }[] = [
      ...result.blog,
      ...result.faq,
      ...result.terms,
      ...result.categories,
      ...pages.map((page) => result[page]),
    ];
    expect(all.length).toBeGreaterThan(pages.length);
    let checked = 0;
    for (const record of all) {
      if (!record.content) continue;
      const verdict = validateDast(record.content.value as Parameters<typeof validateDast>[0]);
      expect(verdict, `record ${record.id}: ${verdict.message ?? ''}`).toMatchObject({ valid: true });
      const refs = references(record.content.value.document);
      const blockIds = new Set(record.content.blocks.map((block) => block.id));
      const linkIds = new Set(record.content.links.map((link) => link.id));
      for (const id of refs.blocks) expect(blockIds.has(id), `block ${id} of record ${record.id}`).toBe(true);
      for (const id of refs.links) expect(linkIds.has(id), `link ${id} of record ${record.id}`).toBe(true);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(pages.length);
  });

  it('gives responsive images with every field next/image and react-datocms read', async () => {
    const { allProductCategories } = await data(
      '{ allProductCategories(first: 5) { heroImage { id url alt title width height mimeType blurhash responsiveImage(sizes: "100vw") { src srcSet webpSrcSet width height aspectRatio alt title base64 sizes bgColor } } slider { url } } }',
    );
    const image = allProductCategories.find((category: { heroImage: unknown }) => category.heroImage)?.heroImage;
    expect(image).toMatchObject({
      url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/media\//),
      mimeType: 'image/webp',
      width: expect.any(Number),
      height: expect.any(Number),
    });
    expect(image.responsiveImage).toMatchObject({
      src: image.url,
      // DatoCMS's densities of the output width, up to the upload's own width.
      srcSet: [0.25, 0.5, 0.75, 1].map((dpr) => `${image.url}?dpr=${dpr} ${Math.round(image.width * dpr)}w`).join(','),
      width: image.width,
      height: image.height,
      sizes: '100vw',
      base64: expect.stringMatching(/^data:/),
      bgColor: expect.stringMatching(/^#[0-9a-f]{6}$/),
    });
    expect(image.responsiveImage.aspectRatio).toBeCloseTo(image.width / image.height);
  });

  it('gives the global configuration with dictionary, menus, footer, sales channel and the special slug map', async () => {
    const { globalConfiguration: global } = await data(`{ globalConfiguration {
      dictionary blog { slug } faq { slug } termsOfBusiness { slug }
      salesChannelConfig { salesChannelName salesChannelId salesChannel { id name parent { name } } }
      header { menus { label menuType groups { title links { label variantId link { __typename ... on RecordInterface { id _modelApiKey } } } } } }
      footer { columns { title links { label link { __typename } } } socialLinks { network url } customerServiceText contactText }
      specialPages { frontPage { slug } about { slug } contact { slug } blog { slug } faq { slug } termsOfBusiness { slug } cart { slug } checkout { slug } giftWrapping { slug } checkoutCompleted { slug } allBrands { slug } }
    } }`);
    expect(Object.keys(global.dictionary).length).toBeGreaterThan(10);
    expect(global.blog.slug).toEqual(expect.any(String));
    expect(global.specialPages.blog.slug).toBe(global.blog.slug);
    expect(global.specialPages.faq.slug).toBe(global.faq.slug);
    for (const [key, page] of Object.entries(global.specialPages) as [string, { slug: string } | null][]) expect(page, key).not.toBeNull();
    expect(global.header.menus.map((menu: { menuType: string }) => menu.menuType)).toEqual(['products', 'brands']);
    const menuLinks = global.header.menus.flatMap((menu: { groups: { links: { link: unknown }[] }[] }) =>
      menu.groups.flatMap((group) => group.links),
    );
    expect(menuLinks.length).toBeGreaterThan(0);
    for (const link of menuLinks) expect(link.link, JSON.stringify(link)).not.toBeNull();
    expect(global.footer.columns.length).toBeGreaterThan(0);
    expect(global.footer.socialLinks.map((social: { network: string }) => social.network)).toEqual(
      expect.arrayContaining(['facebook', 'instagram']),
    );
    expect(global.salesChannelConfig.salesChannel?.id).toBe(global.salesChannelConfig.salesChannelId);
  });

  it('lists the sales channels (first 200) with their parents', async () => {
    const { allSalesChannels } = await data('{ allSalesChannels(first: 200) { id name parent { id name } } }');
    expect(allSalesChannels.length).toBeGreaterThan(1);
    expect(allSalesChannels.some((channel: { parent: unknown }) => channel.parent !== null)).toBe(true);
  });

  it('gives the latest blog articles for the front page by publishDate', async () => {
    const { allBlogArticles } = await data(
      '{ allBlogArticles(first: 6, orderBy: publishDate_DESC) { slug publishDate headerImage { url } excerpt } }',
    );
    expect(allBlogArticles).toHaveLength(6);
    const dates = allBlogArticles.map((article: { publishDate: string }) => article.publishDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('reports a resolver error (a back-reference in a matches pattern) in errors[] with HTTP 200', async () => {
    const answer = await postQuery(
      '{ ok: allBrands(first: 1) { id } bad: allProductVariants(filter: { name: { matches: { pattern: "(x)\\\\1" } } }) { id } }',
    );
    expect(answer.status).toBe(200);
    expect(answer.body.errors?.[0]?.message).toMatch(/linear time/i);
  });
});
