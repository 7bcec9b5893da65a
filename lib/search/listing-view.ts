import { PAGINATION_DEFAULT_PADDING } from '../constants';
import type { ListingRoute } from './listing-address';
import {
  PRICE_ATTRIBUTE,
  REFINEMENT_FILTERS,
  REFINEMENT_LIMIT,
  REFINEMENT_SHOW_MORE_LIMIT,
  type RefinementAttribute,
} from './listing-setup';
import { filterValueLabel, filterValueOrder } from './filter-values';
import { paginationPages } from './pagination';
import { hitToCard, type ProductHit, type ProductHitCard } from './product-hit';

/**
 * What the prerendered listing shows, read from the server's answers the way InstantSearch shows them: the
 * same hits, counts, filter values (chosen first, then most products, sizes in order, 8 shown), price range
 * and pages (padding 3 around the current page).
 */

/** One search's answer, as far as the listing reads it. */
export interface ListingResult {
  hits?: ProductHit[];
  nbHits?: number;
  nbPages?: number;
  page?: number;
  processingTimeMS?: number;
  queryID?: string;
  index?: string;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, { min: number; max: number }>;
}

/** What the server found for a listing state (compacted), as it hands it to the browser. */
export interface ListingAnswer {
  route: ListingRoute;
  /** The state's own search. */
  result: ListingResult;
  /** For each chosen filter, its values' counts as if it were not chosen (the helper's disjunctive faceting). */
  widenedFacets?: Record<string, Record<string, number>>;
  /** The price range as if no price were chosen, when one is. */
  widenedPrice?: { min: number; max: number };
}

export interface FilterValue {
  value: string;
  label: string;
  count: number;
  isRefined: boolean;
}

export interface FilterView {
  attribute: RefinementAttribute;
  items: FilterValue[];
  /** The values "show more" lists (up to the live listing's show-more limit); `items` are the first of them. */
  moreItems: FilterValue[];
  canToggleShowMore: boolean;
}

export interface ListingView {
  nbHits: number;
  processingTimeMS: number;
  /** The search's id and index, for a click event after it. */
  queryID: string | undefined;
  index: string | undefined;
  cards: ProductHitCard[];
  filters: FilterView[];
  /** The prices to choose from, and the chosen range. */
  price: {
    range: { min: number | undefined; max: number | undefined } | null;
    current: { min: number | undefined; max: number | undefined };
  };
  /** 0-based. */
  page: number;
  pages: number[];
  nbPages: number;
}

function filterView(attribute: RefinementAttribute, counts: Record<string, number>, chosen: readonly string[]): FilterView {
  const values = Object.entries(counts);
  // A chosen value the answer does not count (no product has it with the other filters) is still listed.
  for (const value of chosen) if (!(value in counts)) values.push([value, 0]);
  const isChosen = (value: string) => chosen.includes(value);
  const order = filterValueOrder(attribute);
  values.sort(([a, countA], [b, countB]) => order({ name: a, count: countA, isRefined: isChosen(a) }, { name: b, count: countB, isRefined: isChosen(b) }));
  const moreItems = values
    .slice(0, REFINEMENT_SHOW_MORE_LIMIT)
    .map(([value, count]) => ({ value, label: filterValueLabel(attribute, value), count, isRefined: isChosen(value) }));
  return { attribute, items: moreItems.slice(0, REFINEMENT_LIMIT), moreItems, canToggleShowMore: values.length > REFINEMENT_LIMIT };
}

function priceBounds(price: string | undefined): { min: number | undefined; max: number | undefined } {
  const [min = '', max = ''] = (price ?? ':').split(':');
  return { min: min ? Number(min) : undefined, max: max ? Number(max) : undefined };
}

export function listingView(answer: ListingAnswer, now: number): ListingView {
  const { route, result } = answer;
  const filters = REFINEMENT_FILTERS.map(({ attribute }) =>
    filterView(attribute, answer.widenedFacets?.[attribute] ?? result.facets?.[attribute] ?? {}, route.refinements?.[attribute] ?? []),
  );
  const stats = answer.widenedPrice ?? result.facets_stats?.[PRICE_ATTRIBUTE];
  const nbPages = result.nbPages ?? 0;
  const page = result.page ?? 0;
  return {
    nbHits: result.nbHits ?? 0,
    processingTimeMS: result.processingTimeMS ?? 0,
    queryID: result.queryID,
    index: result.index,
    cards: (result.hits ?? []).map((hit) => hitToCard(hit, now, route.refinements)),
    filters,
    price: { range: stats ? { min: Math.floor(stats.min), max: Math.ceil(stats.max) } : null, current: priceBounds(route.price) },
    page,
    pages: nbPages > 0 ? paginationPages(page, nbPages, PAGINATION_DEFAULT_PADDING) : [],
    nbPages,
  };
}
