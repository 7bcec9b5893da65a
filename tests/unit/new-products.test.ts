import { describe, expect, it } from 'vitest';
import { SEARCH_INDEX } from '@/lib/constants';
import { isNew } from '@/lib/content/product-rules';
import { categoryFacetFilters, categoryFilterString, newProductsSince } from '@/lib/search/category-filters';
import { buildRecords } from '@/services/search/build-records';
import { parseSearchParams } from '@/services/search/search-params';
import type { SearchRecord } from '@/services/search/search-record';
import { SearchService } from '@/services/search/search-service';
import { generateCatalogue } from '@/services/seed/generate';

/**
 * "Nyheter" lists new products only (created less than 30 days ago), and the demo catalogue's launch
 * dates are spread so that "new" marks a minority of it (issue 25).
 */

const DAY = 24 * 60 * 60;
const referenceDate = '2026-11-21';
const now = Date.parse(`${referenceDate}T12:00:00Z`);
const catalogue = generateCatalogue({ referenceDate });
const records = buildRecords(catalogue);
const service = new SearchService(records);

function search(filters: string, hitsPerPage = 1000): SearchRecord[] {
  return service.search(parseSearchParams({ indexName: SEARCH_INDEX, hitsPerPage, ...(filters ? { filters } : {}) })).hits as unknown as SearchRecord[];
}

describe('the new-products category', () => {
  const base = { id: '10', specializedProductSearch: true, brand: null, productType: null, children: [] };

  it('filters by launch date from the start of the day 30 days back, so a day sends one filter', () => {
    const since = newProductsSince(now);
    expect(since).toBe(Date.parse('2026-10-22T00:00:00Z') / 1000);
    expect(newProductsSince(now + 11 * 60 * 60 * 1000)).toBe(since);
    expect(categoryFacetFilters({ ...base, newProductsOnly: true }, now)).toEqual([`createdAtTimestamp>=${since}`]);
    expect(categoryFilterString(categoryFacetFilters({ ...base, newProductsOnly: true }, now))).toBe(`createdAtTimestamp >= ${since}`);
  });

  it('keeps its other filters, and a category without the flag filters as before', () => {
    const narrowed = categoryFacetFilters({ ...base, specializedProductSearch: false, brand: { name: 'Lind' }, newProductsOnly: true }, now);
    expect(categoryFilterString(narrowed)).toBe(`createdAtTimestamp >= ${newProductsSince(now)} AND brand:"Lind"`);
    expect(categoryFacetFilters(base, now)).toEqual([]);
    expect(categoryFacetFilters({ ...base, newProductsOnly: false }, now)).toEqual([]);
  });

  it('lists exactly the products that carry the new marker', () => {
    const listed = search(categoryFilterString(categoryFacetFilters({ ...base, newProductsOnly: true }, now)));
    const marked = records.filter((record) => isNew(record.createdAt, now));
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((record) => isNew(record.createdAt, now))).toBe(true);
    expect(new Set(listed.map((record) => record.objectID))).toEqual(new Set(marked.map((record) => record.objectID)));
  });

  it('is a seeded category of the demo, marked in the content', () => {
    const news = catalogue.categories.find((category) => category.slug === 'nyheter');
    expect(news).toMatchObject({ specializedProductSearch: true, newProductsOnly: true });
    expect(catalogue.categories.filter((category) => category.newProductsOnly)).toHaveLength(1);
  });
});

describe('launch dates of the demo catalogue', () => {
  const families = catalogue.families.filter((family) => family.variants.some((variant) => !variant.isGiftWrapping));
  const reference = Date.parse(`${referenceDate}T00:00:00Z`);

  it('make "new" a minority: a page of new products, not the whole shop', () => {
    const recent = families.filter((family) => isNew(family.createdAt, reference));
    expect(recent.length).toBeGreaterThanOrEqual(12);
    expect(recent.length / families.length).toBeLessThan(0.1);
  });

  it('spread the rest over two years', () => {
    const ages = families.map((family) => (reference - Date.parse(family.createdAt)) / 1000 / DAY);
    expect(Math.max(...ages)).toBeGreaterThan(600);
    expect(ages.filter((age) => age > 365).length / ages.length).toBeGreaterThan(0.3);
  });

  it('leave most of the first page of rings without the marker', () => {
    const rings = records.filter((record) => record.categorySlugs.includes('ringar'));
    const firstPage = search('categorySlugs:"ringar"', 24);
    expect(rings.length).toBeGreaterThan(100);
    expect(firstPage.filter((record) => isNew(record.createdAt, reference)).length).toBeLessThanOrEqual(12);
  });
});
