import { validate as validateDast } from 'datocms-structured-text-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildContentSchema } from '../../services/content/graphql/executable-schema';
import { GraphQLExecutor } from '../../services/content/graphql/execute-request';
import { MAX_RECORDS_PER_REQUEST, RequestContext } from '../../services/content/graphql/request-context';
import { storeFromCatalogue } from '../../services/content/store/catalogue-records';
import type { ReadMode } from '../../services/content/store/record-types';
import { fixtureCatalogue } from './content-service-fixture';

let executor: GraphQLExecutor;

beforeAll(() => {
  executor = new GraphQLExecutor(buildContentSchema(), storeFromCatalogue(fixtureCatalogue()), {
    name: 'Glans',
    titleSuffix: ' – Glans',
    uploadsDate: '2025-06-01T00:00:00.000Z',
  });
});

// Answers are checked field by field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = { data?: any; errors?: readonly { message: string }[]; tags: string };

async function run(query: string, variables: Record<string, unknown> = {}, mode: ReadMode = 'published'): Promise<Answer> {
  const { result, cacheTags } = await executor.run({ query, variables }, mode);
  return { data: result.data, errors: result.errors, tags: cacheTags };
}

const slugs = (items: { slug: string }[]) => items.map((item) => item.slug);

// Without orderBy, records come in the default order: position for tree models, else creation (manring, solring, stjarnhalsband).
describe('content queries: filters', () => {
  it.each([
    ['{ allProductFamilies(filter: { slug: { eq: "manring" } }) { slug } }', ['manring']],
    ['{ allProductFamilies(filter: { slug: { in: ["manring", "solring", "finns-inte"] } }) { slug } }', ['manring', 'solring']],
    ['{ allProductFamilies(filter: { slug: { neq: "manring" } }) { slug } }', ['solring', 'stjarnhalsband']],
    ['{ allProductFamilies(filter: { brand: { eq: "12" } }) { slug } }', ['stjarnhalsband']],
    ['{ allProductFamilies(filter: { brand: { in: ["11"] }, productType: { eq: "21" } }) { slug } }', ['manring', 'solring']],
    ['{ allProductFamilies(filter: { id: { in: ["203", "201"] } }) { slug } }', ['solring', 'stjarnhalsband']],
    ['{ allProductFamilies(filter: { variants: { anyIn: ["2031"] } }) { slug } }', ['stjarnhalsband']],
    ['{ allProductFamilies(filter: { name: { matches: { pattern: "RING" } } }) { slug } }', ['manring', 'solring']],
    ['{ allProductFamilies(filter: { name: { matches: { pattern: "RING", caseSensitive: true } } }) { slug } }', []],
    [
      '{ allProductFamilies(filter: { OR: [{ slug: { eq: "manring" } }, { brand: { eq: "12" } }] }) { slug } }',
      ['manring', 'stjarnhalsband'],
    ],
    ['{ allProductFamilies(filter: { AND: [{ brand: { eq: "11" } }, { slug: { neq: "solring" } }] }) { slug } }', ['manring']],
    ['{ allProductCategories(filter: { parent: { exists: false } }) { slug } }', ['smycken', 'varumarken-kategori']],
    ['{ allProductCategories(filter: { parent: { eq: "111" } }) { slug } }', ['aurora', 'borealis']],
    ['{ allProductCategories(filter: { brand: { exists: true } }) { slug } }', ['aurora', 'borealis']],
    ['{ allProductCategories(filter: { specializedProductSearch: { eq: true } }) { slug } }', ['borealis']],
    ['{ allProductCategories(filter: { position: { gte: 2 } }) { slug } }', ['halsband', 'varumarken-kategori', 'borealis']],
    ['{ allBlogArticles(filter: { publishDate: { gt: "2025-04-15" } }) { slug } }', ['hosten']],
  ])('%s', async (query, expected) => {
    const { data, errors } = await run(query);
    expect(errors).toBeUndefined();
    const list = Object.values(data as Record<string, { slug: string }[]>)[0] ?? [];
    expect(slugs(list)).toEqual(expected);
  });

  it('orders by orderBy lists and pages with first/skip', async () => {
    const { data } = await run(
      '{ a: allProductFamilies(orderBy: [name_DESC]) { slug } b: allProductFamilies(orderBy: name_ASC, first: 1, skip: 1) { slug } c: allBlogArticles(orderBy: publishDate_DESC) { slug } }',
    );
    expect(slugs(data.a)).toEqual(['stjarnhalsband', 'solring', 'manring']);
    expect(slugs(data.b)).toEqual(['solring']);
    expect(slugs(data.c)).toEqual(['hosten', 'varen']);
  });

  it('counts with _allXxxsMeta and the same filter', async () => {
    const { data } = await run(
      '{ _allProductFamiliesMeta { count } _allProductVariantsMeta(filter: { sku: { in: ["SKU-2011", "SKU-2031"] } }) { count } }',
    );
    expect(data).toEqual({ _allProductFamiliesMeta: { count: 3 }, _allProductVariantsMeta: { count: 2 } });
  });

  it('matches regular expressions by default (regexp: true) and substrings with regexp: false', async () => {
    const families = async (matches: string) => slugs((await run(`{ allProductFamilies(filter: { name: { matches: ${matches} } }) { slug } }`)).data.allProductFamilies);
    expect(await families('{ pattern: "^FAMILJ (sol|man)RING$" }')).toEqual(['manring', 'solring']);
    expect(await families('{ pattern: "ring$" }')).toEqual(['manring', 'solring']);
    expect(await families('{ pattern: "^F.*RING$", caseSensitive: true }')).toEqual([]);
    expect(await families('{ pattern: "r.ng", regexp: false }')).toEqual([]);
    expect((await families('{ pattern: "r.ng" }')).length).toBeGreaterThan(0);
    const backtracking = await run('{ allBrands(filter: { name: { matches: { pattern: "(a)\\\\1" } } }) { id } }');
    expect(backtracking.errors?.[0]?.message).toMatch(/linear time/);
    // Catastrophic backtracking is impossible: the pattern runs in linear time.
    const started = performance.now();
    expect((await run('{ allBrands(filter: { name: { matches: { pattern: "^(a+)+$" } } }) { id } }')).errors).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('rejects first above 500 and negative skip in errors[]', async () => {
    expect((await run('{ allBrands(first: 501) { id } }')).errors?.[0]?.message).toMatch(/first.*500/);
    expect((await run('{ allBrands(skip: -1) { id } }')).errors?.[0]?.message).toMatch(/skip/);
    expect((await run('{ allBrands(first: "10") { id } }')).errors?.[0]?.message).toMatch(/cannot represent/);
    expect((await run('query($n: IntType) { allBrands(first: $n) { id } }', { n: 501 })).errors).toHaveLength(1);
    expect((await run('{ allBrands(first: 500) { id } }')).errors).toBeUndefined();
  });

  it('reports unknown fields and bad syntax in errors[]', async () => {
    expect((await run('{ allBrands { nope } }')).errors?.[0]?.message).toMatch(/nope/);
    expect((await run('{ allBrands {')).errors?.[0]?.message).toMatch(/Syntax Error/);
  });
});

describe('content queries: records', () => {
  it('resolves a product family with brand, type, variants and pricing', async () => {
    const { data, tags } = await run(`{ productFamily(filter: { slug: { eq: "solring" } }) {
      id _modelApiKey name brand { name stockCredit category { slug } } productType { name alias }
      variants { id sku _createdAt sizes { kind value } colours { name nameEn hex } materials { name }
        pricing { price priceDiscounted percentDiscount salesChannel { name parent { name } } } allowOrdering }
      media { responsiveImage(imgixParams: { w: 600, h: 600, fit: crop }) { src width height aspectRatio base64 } }
    } }`);
    const family = data.productFamily;
    expect(family).toMatchObject({
      id: '201',
      _modelApiKey: 'product_family',
      brand: { name: 'Aurora', category: { slug: 'aurora' } },
      productType: { alias: 'ring' },
    });
    expect(family.variants).toHaveLength(2);
    expect(family.variants[0].pricing[0]).toEqual({
      price: 499,
      priceDiscounted: 399,
      percentDiscount: 20,
      salesChannel: { name: 'Glans Sverige', parent: { name: 'Glans Norden' } },
    });
    expect(family.media[0].responsiveImage).toMatchObject({ width: 600, height: 600, aspectRatio: 1 });
    expect(tags.split(' ')).toEqual(expect.arrayContaining(['model:product_family', 'record:11', 'record:2011', 'record:2012']));
  });

  it('gives the draft-only article and draft header only in draft mode', async () => {
    const query =
      '{ blogArticle(filter: { slug: { eq: "kommande-kollektion" } }) { header _status } faqArticle(filter: { id: { eq: "701" } }) { header _status } }';
    const published = await run(query);
    expect(published.data).toEqual({ blogArticle: null, faqArticle: { header: 'Rubrik leverans', _status: 'updated' } });
    const draft = await run(query, {}, 'draft');
    expect(draft.data).toEqual({
      blogArticle: { header: 'Kommande kollektion', _status: 'draft' },
      faqArticle: { header: 'Rubrik leverans (uppdaterad)', _status: 'updated' },
    });
  });

  it('gives structured text with resolved blocks and links that validate as dast', async () => {
    const { data } = await run(
      '{ blogArticle(filter: { slug: { eq: "hosten" } }) { content { value blocks { __typename ... on ImageGalleryBlockRecord { id images { url } } } links { __typename ... on ProductCategoryRecord { id slug } } } } }',
    );
    const content = data.blogArticle.content;
    expect(validateDast(content.value).valid).toBe(true);
    expect(content.blocks).toEqual([
      {
        __typename: 'ImageGalleryBlockRecord',
        id: '9001',
        images: [{ url: '/media/demo/page-501.webp' }, { url: '/media/demo/category-502.webp' }],
      },
    ]);
    expect(content.links).toEqual([{ __typename: 'ProductCategoryRecord', id: '102', slug: 'ringar' }]);
  });

  it('gives the global configuration with menus, footer and the special slug map', async () => {
    const { data } = await run(`{ globalConfiguration {
      dictionary salesChannelConfig { salesChannelName salesChannelId salesChannel { id } } blog { slug } faq { slug } termsOfBusiness { slug }
      header { menus { label menuType groups { title links { label link { __typename ... on ProductCategoryRecord { slug parent { slug } } ... on AboutPageRecord { slug } } } } } }
      footer { columns { links { link { ... on FaqArticleRecord { _modelApiKey slug } } } } socialLinks { network url } customerServiceText contactText }
      specialPages { frontPage { slug } about { slug } contact { slug } blog { slug } faq { slug } termsOfBusiness { slug } cart { slug } checkout { slug } giftWrapping { slug } checkoutCompleted { slug } allBrands { slug } }
    } }`);
    const global = data.globalConfiguration;
    expect(global.dictionary).toEqual({ addToBasket: 'Lägg i varukorgen' });
    expect(global.salesChannelConfig).toEqual({ salesChannelName: 'Glans Sverige', salesChannelId: '2', salesChannel: { id: '2' } });
    expect(global.blog.slug).toBe('blogg');
    expect(global.header.menus.map((menu: { menuType: string }) => menu.menuType)).toEqual(['products', 'brands']);
    expect(global.header.menus[0].groups[0].links[0].link).toEqual({
      __typename: 'ProductCategoryRecord',
      slug: 'ringar',
      parent: { slug: 'smycken' },
    });
    expect(global.header.menus[1].groups[0].links[0].link).toEqual({ __typename: 'AboutPageRecord', slug: 'om-oss' });
    expect(global.footer.columns[0].links[0].link).toEqual({ _modelApiKey: 'faq_article', slug: 'leverans' });
    expect(global.specialPages.checkoutCompleted.slug).toBe('orderbekraftelse');
    expect(Object.keys(global.specialPages)).toHaveLength(11);
  });

  it('gives SEO meta tags from the record seo', async () => {
    const { data } = await run('{ blogArticle(filter: { slug: { eq: "hosten" } }) { _seoMetaTags { tag attributes content } } }');
    const tags = data.blogArticle._seoMetaTags as { tag: string; attributes: Record<string, string> | null; content: string | null }[];
    expect(tags[0]).toEqual({ tag: 'title', attributes: null, content: 'hosten – Glans' });
    expect(tags).toContainEqual({ tag: 'meta', attributes: { property: 'og:type', content: 'article' }, content: null });
    expect(tags).toContainEqual({ tag: 'meta', attributes: { name: 'description', content: 'Om hosten' }, content: null });
  });

  it('lists the families that reference a variant', async () => {
    const { data } = await run('{ productVariant(filter: { id: { eq: "2032" } }) { _allReferencingProductFamilies { slug } } }');
    expect(data.productVariant._allReferencingProductFamilies).toEqual([{ slug: 'stjarnhalsband' }]);
  });
});

describe('content queries: limits', () => {
  it('refuses a request that reads more records than allowed', () => {
    const store = storeFromCatalogue(fixtureCatalogue());
    const context = new RequestContext(store, 'published', { name: 'Glans', titleSuffix: '', uploadsDate: '2025-06-01T00:00:00.000Z' });
    const brand = store.getPublished('brand', '11');
    expect(brand).toBeDefined();
    for (let i = 0; i < MAX_RECORDS_PER_REQUEST; i += 1) context.seen(brand!);
    expect(() => context.seen(brand!)).toThrow(/more than/);
  });

  it('refuses queries nested too deep', async () => {
    const deep = `{ allBrands { ${'category { brand { '.repeat(13)}id${' } }'.repeat(13)} } }`;
    expect((await executor.run({ query: deep }, 'published')).result.errors?.[0]?.message).toMatch(/exceeds max depth of 24/);
  });
});

describe('content queries: empty structured text', () => {
  it('answers an empty structured text document as null', async () => {
    const catalogue = fixtureCatalogue();
    catalogue.pages.blog.content = { value: { schema: 'dast', document: { type: 'root', children: [] } }, blocks: [], links: [] };
    const local = new GraphQLExecutor(buildContentSchema(), storeFromCatalogue(catalogue), {
      name: 'Glans',
      titleSuffix: '',
      uploadsDate: '2025-06-01T00:00:00.000Z',
    });
    const { result } = await local.run({ query: '{ blogListingPage { content { value } } aboutPage { content { value } } }' }, 'published');
    expect(result.data?.blogListingPage).toEqual({ content: null });
    expect((result.data?.aboutPage as { content: unknown }).content).not.toBeNull();
  });
});
