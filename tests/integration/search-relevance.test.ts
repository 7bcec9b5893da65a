import { liteClient, type SearchForFacetValuesResponse, type SearchResponse } from 'algoliasearch/lite';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_SEARCH_APP_ID, LOCAL_SEARCH_KEY } from '../../lib/config';
import { SEARCH_INDEX } from '../../lib/constants';
import { LOCAL_READ_KEY } from '../../services/search/search-keys';
import { serviceUrl } from './service-urls';

/**
 * Relevance and records on the demo catalogue through the real lite client: words typed without å/ä/ö,
 * typos, prefixes, plurals, search in facet values, and one card per family colour with every size.
 */

interface Hit {
  objectID: string;
  familyId: string;
  variantId: string;
  variantIds: string[];
  name: string;
  brand: string;
  productType: string;
  colour: string[];
  material: string[];
  sizes: string[];
  _highlightResult?: Record<string, { value: string; matchLevel: string } | { value: string; matchLevel: string }[]>;
}

const client = () => {
  const url = new URL(serviceUrl('search'));
  return liteClient(LOCAL_SEARCH_APP_ID, LOCAL_SEARCH_KEY, { hosts: [{ url: url.host, protocol: 'http', accept: 'readWrite' }] });
};

async function search(params: Record<string, unknown>): Promise<SearchResponse<Hit>> {
  const { results } = await client().search<Hit>({ requests: [{ indexName: SEARCH_INDEX, ...params }] });
  return results[0] as SearchResponse<Hit>;
}

const fold = (text: string) => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
const nameWords = (hit: Hit) => hit.name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

let sample: Hit[];

beforeAll(async () => {
  sample = (await search({ query: '', hitsPerPage: 1000 })).hits;
});

describe('search relevance', () => {
  it('finds words with å, ä or ö typed with or without the accents', async () => {
    const word = sample.flatMap(nameWords).find((candidate) => /[åäö]/i.test(candidate) && candidate.length >= 4);
    expect(word, 'the demo catalogue has product names with å, ä or ö').toBeDefined();
    const accented = await search({ query: word, hitsPerPage: 1000 });
    const plain = await search({ query: fold(word as string), hitsPerPage: 1000 });
    expect(accented.nbHits).toBeGreaterThan(0);
    expect(plain.nbHits).toBe(accented.nbHits);
    expect(plain.hits.map((hit) => hit.objectID)).toEqual(accented.hits.map((hit) => hit.objectID));
    const highlighted = plain.hits.find((hit) => fold(hit.name).includes(fold(word as string)));
    expect((highlighted?._highlightResult?.name as { value: string }).value).toContain(`<em>${word}</em>`);
  });

  it('tolerates a typo in a word of five letters or more, ranking exact matches first', async () => {
    const word = sample.flatMap(nameWords).find((candidate) => candidate.length >= 6 && /^\p{L}+$/u.test(candidate)) as string;
    const lower = word.toLowerCase();
    const typo = lower.slice(0, 2) + (lower[3] ?? '') + (lower[2] ?? '') + lower.slice(4);
    const exact = await search({ query: lower, hitsPerPage: 1000 });
    const typed = await search({ query: `${typo} `, hitsPerPage: 1000 });
    const withWord = (hit: Hit) => nameWords(hit).some((candidate) => fold(candidate) === fold(word));
    expect(typed.hits.filter(withWord).length).toBe(exact.hits.filter(withWord).length);
    expect(typed.hits.length).toBeGreaterThan(0);
  });

  it('matches the last word as a prefix while typing', async () => {
    const brand = sample[0]?.brand as string;
    const typing = await search({ query: brand.slice(0, 3), hitsPerPage: 1000 });
    expect(typing.hits.some((hit) => hit.brand === brand)).toBe(true);
    const highlight = typing.hits.find((hit) => hit.brand === brand)?._highlightResult?.brand as { value: string; matchLevel: string };
    expect(highlight.value.startsWith(`<em>${brand.slice(0, 3)}</em>`)).toBe(true);
  });

  it('finds rings by the plural "ringar" and by the singular "ring"', async () => {
    const isRing = (hit: Hit) => nameWords(hit).some((word) => /^ring(ar)?$/i.test(word)) || /^ring(ar)?$/i.test(hit.productType);
    const rings = sample.filter(isRing);
    expect(rings.length, 'the demo catalogue has rings').toBeGreaterThan(0);
    for (const query of ['ringar', 'ring ']) {
      const found = new Set((await search({ query, hitsPerPage: 1000 })).hits.map((hit) => hit.objectID));
      for (const ring of rings) expect(found.has(ring.objectID), `${query} finds ${ring.name}`).toBe(true);
    }
  });

  it('needs every word of the query (AND)', async () => {
    const hit = sample.find((candidate) => candidate.colour.length > 0) as Hit;
    const both = await search({ query: `${hit.brand} ${hit.colour[0]}`, hitsPerPage: 1000 });
    expect(both.hits.some((candidate) => candidate.objectID === hit.objectID)).toBe(true);
    const nonsense = await search({ query: `${hit.brand} qqxyzzy`, hitsPerPage: 0 });
    expect(nonsense.nbHits).toBe(0);
  });

  it('searches facet values through the client (type facet) and the facets route', async () => {
    const brand = sample[0]?.brand as string;
    const { results } = await client().search({
      requests: [{ indexName: SEARCH_INDEX, type: 'facet', facet: 'brand', facetQuery: brand.slice(0, 2) }],
    });
    const facetResult = results[0] as SearchForFacetValuesResponse;
    expect(facetResult.facetHits.some((facetHit) => facetHit.value === brand)).toBe(true);
    for (const facetHit of facetResult.facetHits) expect(facetHit.highlighted).toContain('<em>');
    const response = await fetch(`${serviceUrl('search')}/1/indexes/${SEARCH_INDEX}/facets/brand/query`, {
      method: 'POST',
      headers: { 'x-algolia-application-id': LOCAL_SEARCH_APP_ID, 'x-algolia-api-key': LOCAL_SEARCH_KEY },
      body: JSON.stringify({ params: `facetQuery=${encodeURIComponent(brand.slice(0, 2))}&maxFacetHits=3` }),
    });
    const routed = (await response.json()) as SearchForFacetValuesResponse;
    expect(response.status).toBe(200);
    expect(routed.facetHits.length).toBeLessThanOrEqual(3);
    expect(routed.facetHits[0]).toMatchObject({ value: expect.any(String), highlighted: expect.any(String), count: expect.any(Number) });
    expect(routed.exhaustiveFacetsCount).toBe(true);
  });

  it('shows a family that differs only by size as one card that a size filter finds', async () => {
    const multiSize = sample.find((hit) => hit.sizes.length >= 2 && hit.variantIds.length >= 2);
    expect(multiSize, 'the demo catalogue has families sold in several sizes').toBeDefined();
    const hit = multiSize as Hit;
    for (const size of hit.sizes) {
      const bySize = await search({ query: '', facetFilters: [`familyId:${hit.familyId}`, `sizes:${size}`], hitsPerPage: 100 });
      expect(bySize.hits.filter((candidate) => candidate.objectID === hit.objectID)).toHaveLength(1);
    }
    const family = await search({ query: '', facetFilters: [`familyId:${hit.familyId}`], hitsPerPage: 100 });
    const colourKeys = family.hits.map((candidate) => [...candidate.colour].sort().join('+'));
    expect(new Set(colourKeys).size).toBe(family.hits.length);
  });

  it('ranks a material word matched in the material or colour above the same letters inside a name', async () => {
    // The header's search for silver earrings: "Örhängen Silverdimma" in 14K gold must not come first.
    const namesSilver = (hit: Hit) => [...hit.material, ...hit.colour].some((value) => fold(value).split(/\s+/).includes('silver'));
    const { hits } = await search({ query: 'örhängen silver', hitsPerPage: 1000 });
    const inName = hits.filter((hit) => !namesSilver(hit) && nameWords(hit).some((word) => /^silver.+/i.test(word)));
    expect(inName.length, 'the demo catalogue has earrings named "Silver…" in another metal').toBeGreaterThan(0);
    const silver = hits.filter(namesSilver);
    expect(silver.length).toBeGreaterThan(0);
    expect(hits.slice(0, silver.length).map((hit) => `${hit.name} (${hit.material.join(', ')})`)).toEqual(
      silver.map((hit) => `${hit.name} (${hit.material.join(', ')})`),
    );

    // The index settings say the same to an Algolia index: material and colour lead, summed per word.
    const response = await fetch(`${serviceUrl('search')}/1/indexes/${encodeURIComponent(SEARCH_INDEX)}/settings`, {
      headers: { 'x-algolia-application-id': LOCAL_SEARCH_APP_ID, 'x-algolia-api-key': LOCAL_READ_KEY },
    });
    const settings = (await response.json()) as { searchableAttributes: string[]; attributeCriteriaComputedBy: string };
    expect(response.status).toBe(200);
    const level = (attribute: string) =>
      settings.searchableAttributes.findIndex((entry) =>
        entry
          .replace(/^unordered\((.*)\)$/, '$1')
          .split(',')
          .includes(attribute),
      );
    expect(level('material')).toBeGreaterThanOrEqual(0);
    expect(level('material')).toBeLessThan(level('name'));
    expect(level('colour')).toBeLessThan(level('name'));
    expect(settings.attributeCriteriaComputedBy).toBe('sum');
  });
});
