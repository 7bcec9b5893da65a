import { describe, expect, it } from 'vitest';
import { buildLink, type ContentLink } from '@/lib/content/links';

const slugs = { blog: 'blogg', faq: 'vanliga-fragor', termsOfBusiness: 'kopvillkor' };

const cases: [string, ContentLink, string][] = [
  ['blog article', { slug: 'skotselrad', modelApiKey: 'blog_article' }, '/blogg/skotselrad/'],
  ['FAQ article', { slug: 'returer', modelApiKey: 'faq_article' }, '/vanliga-fragor/returer/'],
  ['terms article', { slug: 'angerratt', modelApiKey: 'terms_of_business_article' }, '/kopvillkor/angerratt/'],
  ['product family with parent', { slug: 'ring-sol', modelApiKey: 'product_family', parent: { slug: 'ringar' } }, '/ringar/ring-sol/'],
  [
    'product family with parent and variant',
    { slug: 'ring-sol', modelApiKey: 'product_family', parent: { slug: 'ringar' }, variantId: '123' },
    '/ringar/ring-sol/?variantId=123',
  ],
  ['product family without parent', { slug: 'ring-sol', modelApiKey: 'product_family' }, '/ring-sol/'],
  ['product family without parent ignores the variant', { slug: 'ring-sol', modelApiKey: 'product_family', variantId: '9' }, '/ring-sol/'],
  ['product category with parent', { slug: 'forlovningsringar', modelApiKey: 'product_category', parent: { slug: 'ringar' } }, '/ringar/forlovningsringar/'],
  ['product category without parent', { slug: 'ringar', modelApiKey: 'product_category', parent: null }, '/ringar/'],
  ['anything else', { slug: 'om-oss', modelApiKey: 'about_page' }, '/om-oss/'],
  ['no model key', { slug: 'kontakt' }, '/kontakt/'],
  ['no slug', { modelApiKey: 'blog_article' }, '/'],
  ['empty slug (the front page)', { slug: '', modelApiKey: 'front_page' }, '/'],
  ['a slug is escaped, not trusted', { slug: 'a/b?c', modelApiKey: 'about_page' }, '/a%2Fb%3Fc/'],
];

describe('buildLink (the address of a record, by its model)', () => {
  it.each(cases)('%s', (_name, link, expected) => {
    expect(buildLink(link, slugs)).toBe(expected);
  });

  it('follows edited article slugs', () => {
    expect(buildLink({ slug: 'x', modelApiKey: 'blog_article' }, { ...slugs, blog: 'journal' })).toBe('/journal/x/');
  });
});
