import { PAGINATION_DEFAULT_PADDING } from '../constants';
import type { InitialResults } from './listing-request';
import { PAGE_URL_KEY, PRICE_ATTRIBUTE, REFINEMENT_FILTERS, REFINEMENT_LIMIT, REFINEMENT_SHOW_MORE_LIMIT, type RefinementAttribute } from './listing-setup';
import { hitToCard, type ProductHit, type ProductHitCard } from './product-hit';

/**
 * What the prerendered first page of a listing shows, read from the search service's answer the way
 * InstantSearch would show it with no query or refinement: the same hits, counts, filter values (most
 * products first, sizes in order, 8 shown), price range and pages (padding 3 around page 1).
 */

export interface StaticRefinement {
  attribute: RefinementAttribute;
  items: { value: string; label: string; count: number; isRefined: boolean }[];
  /** The values "show more" lists (up to the live listing's show-more limit); `items` are the first of them. */
  moreItems: { value: string; label: string; count: number; isRefined: boolean }[];
  canToggleShowMore: boolean;
}

export interface StaticListing {
  nbHits: number;
  processingTimeMS: number;
  cards: ProductHitCard[];
  refinements: StaticRefinement[];
  price: { min: number | undefined; max: number | undefined } | null;
  pages: number[];
  nbPages: number;
}

interface RawResult {
  hits?: ProductHit[];
  nbHits?: number;
  nbPages?: number;
  processingTimeMS?: number;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, { min: number; max: number }>;
}

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function staticListing(initialResults: InitialResults, now: number): StaticListing {
  const raw = (Object.values(initialResults)[0]?.results[0] ?? {}) as RawResult;
  const refinements = REFINEMENT_FILTERS.map(({ attribute }): StaticRefinement => {
    const values = Object.entries(raw.facets?.[attribute] ?? {});
    values.sort(attribute === 'sizes' ? ([a], [b]) => byName(a, b) : ([a, countA], [b, countB]) => countB - countA || byName(a, b));
    const moreItems = values.slice(0, REFINEMENT_SHOW_MORE_LIMIT).map(([value, count]) => ({ value, label: value, count, isRefined: false }));
    return { attribute, items: moreItems.slice(0, REFINEMENT_LIMIT), moreItems, canToggleShowMore: values.length > REFINEMENT_LIMIT };
  });
  const stats = raw.facets_stats?.[PRICE_ATTRIBUTE];
  const nbPages = raw.nbPages ?? 0;
  return {
    nbHits: raw.nbHits ?? 0,
    processingTimeMS: raw.processingTimeMS ?? 0,
    cards: (raw.hits ?? []).map((hit) => hitToCard(hit, now)),
    refinements,
    price: stats ? { min: Math.floor(stats.min), max: Math.ceil(stats.max) } : null,
    pages: Array.from({ length: Math.min(nbPages, 2 * PAGINATION_DEFAULT_PADDING + 1) }, (_, page) => page),
    nbPages,
  };
}

/** A page's link before the listing is live: the same URL the live pagination writes. */
export function staticPageUrl(page: number): string {
  return page > 0 ? `?${PAGE_URL_KEY}=${page + 1}` : '?';
}
