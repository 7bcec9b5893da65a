import { describe, expect, it } from 'vitest';
import { storeFromCatalogue } from '../../services/content/store/catalogue-records';
import { DRAFT_HEADER_SUFFIX, DRAFT_ONLY_ARTICLE_SLUG } from '../../services/content/store/draft-fixtures';
import { fixtureCatalogue } from './content-service-fixture';

describe('content store', () => {
  it('loads every catalogue record as published, and indexes by slug', () => {
    const store = storeFromCatalogue(fixtureCatalogue());
    expect(store.list('product_family', 'published')).toHaveLength(3);
    expect(store.list('product_variant', 'published')).toHaveLength(6);
    expect(store.bySlug('product_family', 'manring', 'published')?.id).toBe('202');
    expect(store.singleton('global_configuration', 'published')?.fields.dictionary.addToBasket).toBe('Lägg i varukorgen');
    expect(store.getPublished('brand', '11')?.status).toBe('published');
  });

  it('keeps a draft-only article that only the draft mode sees', () => {
    const store = storeFromCatalogue(fixtureCatalogue());
    expect(store.bySlug('blog_article', DRAFT_ONLY_ARTICLE_SLUG, 'published')).toBeUndefined();
    const draft = store.bySlug('blog_article', DRAFT_ONLY_ARTICLE_SLUG, 'draft');
    expect(draft?.status).toBe('draft');
    expect(draft?.publishedAt).toBeNull();
    expect(store.getPublished('blog_article', draft?.id ?? '')).toBeUndefined();
    expect(store.getDraft('blog_article', draft?.id ?? '')?.fields.header).toBe('Kommande kollektion');
  });

  it('keeps published and draft versions of a changed record apart', () => {
    const store = storeFromCatalogue(fixtureCatalogue());
    const published = store.getPublished('faq_article', '701');
    const draft = store.getDraft('faq_article', '701');
    expect(published?.fields.header).toBe('Rubrik leverans');
    expect(draft?.fields.header).toBe(`Rubrik leverans${DRAFT_HEADER_SUFFIX}`);
    expect(published?.status).toBe('updated');
    expect(draft?.status).toBe('updated');
  });

  it('publishes a draft and refreshes its lists and indexes', () => {
    const store = storeFromCatalogue(fixtureCatalogue());
    const before = store.list('blog_article', 'published').length;
    const draft = store.bySlug('blog_article', DRAFT_ONLY_ARTICLE_SLUG, 'draft');
    expect(store.publish(draft?.id ?? '', '2025-06-02T00:00:00.000Z')).toBe(true);
    expect(store.list('blog_article', 'published')).toHaveLength(before + 1);
    const published = store.bySlug('blog_article', DRAFT_ONLY_ARTICLE_SLUG, 'published');
    expect(published?.status).toBe('published');
    expect(published?.firstPublishedAt).toBe('2025-06-02T00:00:00.000Z');
    expect(store.publish(draft?.id ?? '')).toBe(false);
  });

  it('refuses a draft of a record under another model', () => {
    const store = storeFromCatalogue(fixtureCatalogue());
    const brand = store.getPublished('brand', '11');
    expect(() => store.saveDraft('faq_article', '11', store.getPublished('faq_article', '702')!.fields)).toThrow(/brand/);
    expect(brand).toBeDefined();
  });

  it('orders tree models by position by default', () => {
    const store = storeFromCatalogue(fixtureCatalogue());
    const children = store.list('product_category', 'published').filter((category) => category.fields.parentId === '101');
    expect(children.map((category) => category.fields.slug)).toEqual(['ringar', 'halsband']);
  });
});

describe('content store slug index', () => {
  it('keeps every record sharing a slug', () => {
    const catalogue = fixtureCatalogue();
    const copy = { ...catalogue.categories[1]!, id: '104', parentId: '111', position: 9 };
    catalogue.categories.push(copy);
    const store = storeFromCatalogue(catalogue);
    expect(store.allBySlug('product_category', 'ringar', 'published').map((category) => category.id)).toEqual(['102', '104']);
    expect(store.bySlug('product_category', 'ringar', 'published')?.id).toBe('102');
  });
});
