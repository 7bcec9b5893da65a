import type { StateMapping, UiState } from 'instantsearch.js';
import { SEARCH_INDEX, SEARCH_INPUT_MAX_LENGTH } from '../constants';
import {
  PAGE_URL_KEY,
  PRICE_ATTRIBUTE,
  PRICE_URL_KEY,
  QUERY_URL_KEY,
  REFINEMENT_FILTERS,
  SORT_OPTIONS,
  SORT_URL_KEY,
  type RefinementAttribute,
} from './listing-setup';

/**
 * The listing's state in the page's query string (spec 2.5, 4): `?q=ring&sida=2&sortering=lagsta-pris&
 * marke=Odegaard&material=Guld&pris=500:2000`. Pages are 1-based in the URL (InstantSearch's UI state is
 * too; the search service's `page` is 0-based). Other query parameters of the page are kept as they are.
 */

export interface ListingRoute {
  query?: string;
  /** 1-based. */
  page?: number;
  /** The URL value of a sort option other than relevance. */
  sort?: string;
  refinements?: Partial<Record<RefinementAttribute, string[]>>;
  /** `min:max`, either side may be empty. */
  price?: string;
}

/** The part of InstantSearch's UI state the listing writes (one index). */
export interface ListingIndexUiState {
  query?: string;
  page?: number;
  sortBy?: string;
  refinementList?: Record<string, string[]>;
  range?: Record<string, string>;
}

const MAX_PAGE = 1_000;
const MAX_VALUES = 50;
const MAX_VALUE_LENGTH = 200;
const PRICE_PATTERN = /^(\d{1,9}(?:\.\d{1,2})?)?:(\d{1,9}(?:\.\d{1,2})?)?$/;

export const LISTING_URL_KEYS: readonly string[] = [
  QUERY_URL_KEY,
  PAGE_URL_KEY,
  SORT_URL_KEY,
  PRICE_URL_KEY,
  ...REFINEMENT_FILTERS.map((filter) => filter.urlKey),
];

export function stateToRoute(state: ListingIndexUiState): ListingRoute {
  const route: ListingRoute = {};
  if (state.query) route.query = state.query;
  if (state.page && state.page > 1) route.page = state.page;
  const sort = SORT_OPTIONS.find((option) => option.indexName === state.sortBy);
  if (sort?.urlValue) route.sort = sort.urlValue;
  for (const filter of REFINEMENT_FILTERS) {
    const values = state.refinementList?.[filter.attribute];
    if (values && values.length > 0) (route.refinements ??= {})[filter.attribute] = [...values];
  }
  const price = state.range?.[PRICE_ATTRIBUTE];
  if (price && price !== ':') route.price = price;
  return route;
}

export function routeToState(route: ListingRoute): ListingIndexUiState {
  const state: ListingIndexUiState = {};
  if (route.query) state.query = route.query;
  if (route.page && route.page > 1) state.page = route.page;
  const sort = SORT_OPTIONS.find((option) => option.urlValue !== null && option.urlValue === route.sort);
  if (sort) state.sortBy = sort.indexName;
  for (const filter of REFINEMENT_FILTERS) {
    const values = route.refinements?.[filter.attribute];
    if (values && values.length > 0) (state.refinementList ??= {})[filter.attribute] = [...values];
  }
  if (route.price) state.range = { [PRICE_ATTRIBUTE]: route.price };
  return state;
}

/** Reads the listing's route from a query string; anything malformed is left out, never an error. */
export function searchParamsToRoute(params: URLSearchParams): ListingRoute {
  const route: ListingRoute = {};
  const query = params.get(QUERY_URL_KEY);
  if (query) route.query = query.slice(0, SEARCH_INPUT_MAX_LENGTH);
  const page = Number(params.get(PAGE_URL_KEY));
  if (Number.isInteger(page) && page > 1) route.page = Math.min(page, MAX_PAGE);
  const sort = params.get(SORT_URL_KEY);
  if (sort && SORT_OPTIONS.some((option) => option.urlValue === sort)) route.sort = sort;
  for (const filter of REFINEMENT_FILTERS) {
    const values = [...new Set(params.getAll(filter.urlKey).filter((value) => value.length > 0 && value.length <= MAX_VALUE_LENGTH))].slice(
      0,
      MAX_VALUES,
    );
    if (values.length > 0) (route.refinements ??= {})[filter.attribute] = values;
  }
  const price = params.get(PRICE_URL_KEY);
  if (price && price !== ':' && PRICE_PATTERN.test(price)) route.price = price;
  return route;
}

/** Writes the route into a query string, keeping the page's other parameters. */
export function routeToSearchParams(route: ListingRoute, current: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const key of LISTING_URL_KEYS) params.delete(key);
  if (route.query) params.set(QUERY_URL_KEY, route.query);
  if (route.sort) params.set(SORT_URL_KEY, route.sort);
  for (const filter of REFINEMENT_FILTERS)
    for (const value of route.refinements?.[filter.attribute] ?? []) params.append(filter.urlKey, value);
  if (route.price) params.set(PRICE_URL_KEY, route.price);
  if (route.page && route.page > 1) params.set(PAGE_URL_KEY, String(route.page));
  return params;
}

/**
 * The absolute URL of a listing state on the current page. Absolute, because InstantSearch's router
 * compares it with `location.href` to decide whether to add a history entry.
 */
export function listingUrl(location: Pick<Location, 'origin' | 'pathname' | 'search' | 'hash'>, route: ListingRoute): string {
  const query = routeToSearchParams(route, new URLSearchParams(location.search)).toString();
  return `${location.origin}${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
}

/**
 * Records a listing state's URL in the browser's history: a new entry (`push`), or in place of the current
 * one (`replace`, while the shopper types). The listing never changes the path, so a URL for another path than
 * the address bar's means a page change is under way (a listing mounting before Next has updated the
 * address): Next owns that entry, and a second one would make "back" stay on the page.
 */
export function recordListingUrl(url: string, mode: 'push' | 'replace' = 'push'): void {
  const target = new URL(url, window.location.href);
  if (target.pathname !== window.location.pathname || target.href === window.location.href) return;
  if (mode === 'push') window.history.pushState({}, '', target.href);
  else window.history.replaceState(window.history.state, '', target.href);
}

/** Whether a query string carries any listing state (then a prerendered first page does not apply). */
export function hasListingState(params: URLSearchParams): boolean {
  return Object.keys(stateToRoute(routeToState(searchParamsToRoute(params)))).length > 0;
}

/** InstantSearch's state mapping for one index: UI state ⇄ route. */
export const listingStateMapping: StateMapping<UiState, ListingRoute> = {
  stateToRoute(uiState: UiState): ListingRoute {
    return stateToRoute((uiState[SEARCH_INDEX] ?? {}) as ListingIndexUiState);
  },
  routeToState(route: ListingRoute): UiState {
    return { [SEARCH_INDEX]: routeToState(route ?? {}) };
  },
};
