import { describe, expect, it } from 'vitest';
import { resolvePath, type PathLookups, type ResolvedPath } from '@/lib/content/resolve-path';
import type { SpecialSlugMap } from '@/lib/content/special-pages';

const slugs: SpecialSlugMap = {
  frontPage: '',
  about: 'om-oss',
  contact: 'kontakt',
  blog: 'blogg',
  faq: 'vanliga-fragor',
  termsOfBusiness: 'kopvillkor',
  cart: 'varukorg',
  checkout: 'kassa',
  giftWrapping: 'presentinslagning',
  checkoutCompleted: 'orderbekraftelse',
  allBrands: 'varumarken',
};

const categories = new Set(['ringar', 'forlovningsringar', 'halsband', 'kassa-special', 'varukorg-x', 'om-oss-kategori']);
const blog = new Set(['skotselrad-for-silver']);
const faq = new Set(['hur-returnerar-jag']);
const terms = new Set(['angerratt']);

function lookups(overrides: Partial<PathLookups> = {}): PathLookups {
  return {
    specialSlugs: async () => slugs,
    categoryExists: async (slug) => categories.has(slug),
    blogArticleExists: async (slug) => blog.has(slug),
    faqArticleExists: async (slug) => faq.has(slug),
    termsArticleExists: async (slug) => terms.has(slug),
    ...overrides,
  };
}

const cases: [string, string, ResolvedPath][] = [
  ['empty path', '', { type: 'front_page' }],
  ['only slashes', '///', { type: 'front_page' }],
  ['one segment: category', 'ringar', { type: 'product_category', slug: 'ringar', parentSlug: null }],
  ['leading and trailing slashes are removed', '/ringar/', { type: 'product_category', slug: 'ringar', parentSlug: null }],
  ['one segment: special page about', 'om-oss', { type: 'special_page', page: 'about' }],
  ['one segment: special page contact', 'kontakt', { type: 'special_page', page: 'contact' }],
  ['one segment: blog listing', 'blogg', { type: 'special_page', page: 'blog' }],
  ['one segment: FAQ listing', 'vanliga-fragor', { type: 'special_page', page: 'faq' }],
  ['one segment: terms listing', 'kopvillkor', { type: 'special_page', page: 'termsOfBusiness' }],
  ['one segment: cart', 'varukorg', { type: 'special_page', page: 'cart' }],
  ['one segment: checkout', 'kassa', { type: 'special_page', page: 'checkout' }],
  ['one segment: gift wrapping', 'presentinslagning', { type: 'special_page', page: 'giftWrapping' }],
  ['one segment: checkout completed', 'orderbekraftelse', { type: 'special_page', page: 'checkoutCompleted' }],
  ['one segment: all brands', 'varumarken', { type: 'special_page', page: 'allBrands' }],
  ['one segment: the retired brands category leads to the one brands overview', 'marken', { type: 'special_page', page: 'allBrands' }],
  ['one segment: unknown', 'finns-inte', { type: 'not_found' }],
  ['two segments: blog article', 'blogg/skotselrad-for-silver', { type: 'blog_article', slug: 'skotselrad-for-silver' }],
  ['two segments: FAQ article', '/vanliga-fragor/hur-returnerar-jag/', { type: 'faq_article', slug: 'hur-returnerar-jag' }],
  ['two segments: terms article', 'kopvillkor/angerratt', { type: 'terms_of_business_article', slug: 'angerratt' }],
  ['two segments: child category', 'ringar/forlovningsringar', { type: 'product_category', slug: 'forlovningsringar', parentSlug: 'ringar' }],
  [
    'two segments: unknown blog article falls through to a category',
    'blogg/halsband',
    { type: 'product_category', slug: 'halsband', parentSlug: 'blogg' },
  ],
  [
    'two segments: unknown blog article falls through to a product',
    'blogg/okand-artikel',
    { type: 'product_details', categorySlug: 'blogg', familySlug: 'okand-artikel' },
  ],
  [
    'two segments: an article slug under the wrong parent is not an article',
    'vanliga-fragor/skotselrad-for-silver',
    { type: 'product_details', categorySlug: 'vanliga-fragor', familySlug: 'skotselrad-for-silver' },
  ],
  ['two segments: product details', 'ringar/ring-solstrale', { type: 'product_details', categorySlug: 'ringar', familySlug: 'ring-solstrale' }],
  ['three segments: not found', 'ringar/forlovningsringar/ring-solstrale', { type: 'not_found' }],
  ['four segments: not found', 'a/b/c/d', { type: 'not_found' }],
  ['a segment that cannot be a slug: not found', 'ringar/<script>', { type: 'not_found' }],
  ['upper case cannot be a slug: not found', 'Ringar', { type: 'not_found' }],
  ['an empty middle segment: not found', 'ringar//ring', { type: 'not_found' }],
  ['dot segments: not found', '../etc', { type: 'not_found' }],
];

describe('resolvePath (the number of segments decides)', () => {
  it.each(cases)('%s: %s', async (_name, path, expected) => {
    expect(await resolvePath(path, lookups())).toEqual(expected);
  });

  it('accepts the segments as an array, as the catch-all route gives them', async () => {
    expect(await resolvePath(['ringar', 'forlovningsringar'], lookups())).toEqual({
      type: 'product_category',
      slug: 'forlovningsringar',
      parentSlug: 'ringar',
    });
  });

  it('tries a category before a special page when a category slug equals a special slug', async () => {
    const withClash = lookups({ categoryExists: async (slug) => slug === 'kassa' });
    expect(await resolvePath('kassa', withClash)).toEqual({ type: 'product_category', slug: 'kassa', parentSlug: null });
  });

  it('tries the article before the category when the child is both', async () => {
    const both = lookups({ categoryExists: async (slug) => slug === 'skotselrad-for-silver' });
    expect(await resolvePath('blogg/skotselrad-for-silver', both)).toEqual({ type: 'blog_article', slug: 'skotselrad-for-silver' });
  });

  it('follows edited special slugs', async () => {
    const edited = lookups({ specialSlugs: async () => ({ ...slugs, blog: 'journal' }) });
    expect(await resolvePath('journal/skotselrad-for-silver', edited)).toEqual({ type: 'blog_article', slug: 'skotselrad-for-silver' });
    expect(await resolvePath('blogg', edited)).toEqual({ type: 'not_found' });
  });

  it('lets a live record take a retired slug back, and follows the overview when its slug is edited', async () => {
    const taken = lookups({ categoryExists: async (slug) => slug === 'marken' });
    expect(await resolvePath('marken', taken)).toEqual({ type: 'product_category', slug: 'marken', parentSlug: null });
    const renamed = lookups({ specialSlugs: async () => ({ ...slugs, allBrands: 'alla-marken' }) });
    expect(await resolvePath('marken', renamed)).toEqual({ type: 'special_page', page: 'allBrands' });
    expect(await resolvePath('varumarken', renamed)).toEqual({ type: 'not_found' });
    // A retired slug is not a second address under a parent, nor a key of Object's prototype.
    expect(await resolvePath('constructor', lookups())).toEqual({ type: 'not_found' });
  });

  it('makes no lookup for three segments', async () => {
    let calls = 0;
    const counting = lookups({
      categoryExists: async () => {
        calls += 1;
        return true;
      },
    });
    await resolvePath('a/b/c', counting);
    expect(calls).toBe(0);
  });
});
