import type { SearchResponse } from 'algoliasearch/lite';
import { describe, expect, it } from 'vitest';
import { LOCAL_SEARCH_APP_ID, LOCAL_SEARCH_KEY } from '../../lib/config';
import { categoryFacetFilters } from '../../lib/search/category-filters';
import { firstPageRequest, listingRequests } from '../../lib/search/listing-request';
import { listingView, type ListingResult } from '../../lib/search/listing-view';
import { HITS_PER_PAGE, HIT_ATTRIBUTES, LISTING_FACETS } from '../../lib/search/listing-setup';
import { searchClient, searchClientConfig } from '../../lib/search/search-client';
import { hitToCard, type ProductHit } from '../../lib/search/product-hit';
import { serviceUrl } from './service-urls';

/**
 * The storefront's own search code (lib/search) against the real local search service: the request the
 * server prerenders a listing's first page with, and the category pre-filters.
 */

const client = () =>
  searchClient(searchClientConfig({ appId: LOCAL_SEARCH_APP_ID, searchKey: LOCAL_SEARCH_KEY, host: serviceUrl('search') }));

async function firstPage(facetFilters: ReturnType<typeof categoryFacetFilters>): Promise<SearchResponse<ProductHit>> {
  const { results } = await client().search<ProductHit>({ requests: [firstPageRequest(facetFilters)] });
  const first = results[0]!;
  if (!('hits' in first)) throw new Error('not a search response');
  return first as SearchResponse<ProductHit>;
}

describe('listing first page (lib/search)', () => {
  it('answers a page of cards with every facet the widgets read and the price statistics', async () => {
    const page = await firstPage([]);
    expect(page.hits).toHaveLength(HITS_PER_PAGE);
    expect(Object.keys(page.facets ?? {}).sort()).toEqual([...LISTING_FACETS].sort());
    expect(page.facets_stats?.price?.min).toBeGreaterThan(0);
    for (const hit of page.hits) {
      expect(
        Object.keys(hit)
          .filter((key) => !key.startsWith('_') && key !== 'objectID')
          .every((key) => (HIT_ATTRIBUTES as readonly string[]).includes(key)),
      ).toBe(true);
      const card = hitToCard(hit, Date.now());
      expect(card.href).toMatch(/^\/[^/]+\/[^/]+\/\?variantId=\d+$/);
      expect(card.price?.amount).toBeGreaterThan(0);
      expect(card.image?.src).toMatch(/^\/media\//);
    }
    // A query id, so a click on a hit of the page the server rendered is an event after a search.
    expect(page.queryID).toMatch(/^[0-9a-f]{32}$/);
  });

  it('a brand category lists only its brand; a specialized search category lists everything', async () => {
    const all = await firstPage(
      categoryFacetFilters({ id: 'x', specializedProductSearch: true, brand: { name: 'ignored' }, productType: null, children: [] }),
    );
    const brand = Object.keys(all.facets?.brand ?? {})[0]!;
    const branded = await firstPage(
      categoryFacetFilters({ id: 'x', specializedProductSearch: false, brand: { name: brand }, productType: null, children: [] }),
    );
    expect(branded.nbHits).toBe(all.facets?.brand?.[brand]);
    expect(branded.hits.every((hit) => hit.brand === brand)).toBe(true);
    expect(branded.nbHits ?? 0).toBeLessThan(all.nbHits ?? 0);
  });

  it('a category lists the products of itself and its children, narrowed by its product type', async () => {
    const all = await firstPage([]);
    const { results } = await client().search({
      requests: [{ indexName: 'primary_index_sv_SE', facets: ['categoryIds'], hitsPerPage: 0, maxValuesPerFacet: 1000 }],
    });
    const ids = (results[0] as { facets?: Record<string, Record<string, number>> }).facets?.categoryIds ?? {};
    const [someId, count] = Object.entries(ids)[0]!;
    const type = Object.keys(all.facets?.productType ?? {})[0]!;
    const byCategory = await firstPage(
      categoryFacetFilters({ id: someId, specializedProductSearch: false, brand: null, productType: null, children: [] }),
    );
    expect(byCategory.nbHits).toBe(count);
    const narrowed = await firstPage(
      categoryFacetFilters({ id: someId, specializedProductSearch: false, brand: null, productType: { name: type }, children: [] }),
    );
    expect(narrowed.nbHits).toBeLessThanOrEqual(count);
    expect(Object.keys(narrowed.facets?.productType ?? {}).every((value) => value === type)).toBe(true);
  });

  it('a state with filters chosen: its hits, and each chosen filter counted as if it were not chosen', async () => {
    const all = await firstPage([]);
    const [brandA, brandB] = Object.keys(all.facets?.brand ?? {});
    const material = Object.keys(all.facets?.material ?? {})[0]!;
    const route = { refinements: { brand: [brandA!], material: [material] }, price: '0:5000', sort: 'lagsta-pris' };
    const requests = listingRequests([], route);
    const { results } = await client().search<ProductHit>({ requests });
    const [main, widenedBrand, widenedMaterial, widenedPrice] = results as ListingResult[];
    expect(main!.hits!.length).toBeGreaterThan(0);
    expect(main!.hits!.every((hit) => hit.brand === brandA && hit.price <= 5000)).toBe(true);
    // Lowest price first.
    expect(main!.hits!.every((hit, index, hits) => index === 0 || hits[index - 1]!.price <= hit.price)).toBe(true);
    // The brands are counted with the material and price but not the brand: the other brands are there too.
    expect(Object.keys(widenedBrand!.facets?.brand ?? {})).toContain(brandB);
    expect(widenedBrand!.facets?.brand?.[brandA!]).toBe(main!.nbHits);
    expect(widenedMaterial!.facets?.material?.[material]).toBe(main!.nbHits);
    // The price range is the one without the price chosen.
    expect(widenedPrice!.nbHits).toBeGreaterThanOrEqual(main!.nbHits!);
    expect(widenedPrice!.facets_stats?.price?.max).toBeGreaterThanOrEqual(Math.max(...main!.hits!.map((hit) => hit.price)));
    const view = listingView(
      {
        route,
        result: main!,
        widenedFacets: { brand: widenedBrand!.facets!.brand!, material: widenedMaterial!.facets!.material! },
        widenedPrice: widenedPrice!.facets_stats!.price!,
      },
      Date.now(),
    );
    // Brands are listed alphabetically (Swedish collation), the chosen one among them.
    const brands = view.filters.find((filter) => filter.attribute === 'brand')!.items;
    expect(brands.find((item) => item.value === brandA)).toMatchObject({ isRefined: true });
    expect(brands.map((item) => item.value)).toEqual([...brands.map((item) => item.value)].sort(new Intl.Collator('sv').compare));
    expect(view.price.current).toEqual({ min: 0, max: 5000 });
    expect(view.nbHits).toBe(main!.nbHits);
  });
});
