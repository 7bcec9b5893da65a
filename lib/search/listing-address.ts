import type { Router, StateMapping, UiState } from 'instantsearch.js';
import { SEARCH_INDEX, SEARCH_INPUT_MAX_LENGTH, SEARCH_URL_WRITE_DELAY_MS } from '../constants';
import {
  PAGE_URL_KEY,
  PRICE_ATTRIBUTE,
  PRICE_FROM_FIELD,
  PRICE_TO_FIELD,
  PRICE_URL_KEY,
  QUERY_URL_KEY,
  REFINEMENT_FILTERS,
  SORT_OPTIONS,
  SORT_URL_KEY,
  type RefinementAttribute,
} from './listing-setup';
import { parsePriceInput } from './price-input';

/**
 * The listing's state in the address, and when the address is written: the one place that decides both.
 *
 * - The format (docs/shop.md, Search and listing): `?q=ring&sida=2&sortering=lagsta-pris&marke=Odegaard&material=Guld&pris=500:2000`.
 *   Pages are 1-based in the address (InstantSearch's UI state is too; the search service's `page` is
 *   0-based). The page's other query parameters are kept as they are.
 * - The prerendered listing's controls are links to these addresses and GET forms whose fields are these
 *   keys (`listingHref`, `hiddenFields`; the price is typed as two fields, `PRICE_FROM_FIELD` and
 *   `PRICE_TO_FIELD`, read here into `pris`). Without JavaScript the server renders the address's state
 *   (proxy.ts sends such an address to app/listing-state).
 * - The live listing (InstantSearch) starts from the address and writes every change into it
 *   SEARCH_URL_WRITE_DELAY_MS after the change, as a new history entry; Back and Forward read it back
 *   (`listingRouter`, InstantSearch's documented custom-router interface).
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
const PRICE_LIMIT = 999_999_999;

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

/** The price as the form's two fields give it ("1.000,00", "2 000"), as `min:max`; null when one cannot be read. */
function priceFromFields(from: string | null, to: string | null): string | null | undefined {
  const min = parsePriceInput(from ?? '');
  const max = parsePriceInput(to ?? '');
  if (min === null || max === null || (min ?? 0) > PRICE_LIMIT || (max ?? 0) > PRICE_LIMIT) return null;
  if (min !== undefined && max !== undefined && min > max) return null;
  return min === undefined && max === undefined ? undefined : `${min ?? ''}:${max ?? ''}`;
}

/**
 * Reads the listing's route from a query string; anything malformed is left out, never an error. A form's
 * price fields count where the address has no `pris`.
 */
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
  const price = params.has(PRICE_URL_KEY)
    ? params.get(PRICE_URL_KEY)
    : priceFromFields(params.get(PRICE_FROM_FIELD), params.get(PRICE_TO_FIELD));
  if (price && price !== ':' && PRICE_PATTERN.test(price)) route.price = price;
  return route;
}

/** Whether a query string holds the price as the form's two fields (the server answers with `pris` instead). */
export function hasPriceFields(params: URLSearchParams): boolean {
  return params.has(PRICE_FROM_FIELD) || params.has(PRICE_TO_FIELD);
}

/** Writes the route into a query string, keeping the page's other parameters. */
export function routeToSearchParams(route: ListingRoute, current: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const key of [...LISTING_URL_KEYS, PRICE_FROM_FIELD, PRICE_TO_FIELD]) params.delete(key);
  if (route.query) params.set(QUERY_URL_KEY, route.query);
  if (route.sort) params.set(SORT_URL_KEY, route.sort);
  for (const filter of REFINEMENT_FILTERS)
    for (const value of route.refinements?.[filter.attribute] ?? []) params.append(filter.urlKey, value);
  if (route.price) params.set(PRICE_URL_KEY, route.price);
  if (route.page && route.page > 1) params.set(PAGE_URL_KEY, String(route.page));
  return params;
}

/** Whether two routes are the same listing state. */
export function sameRoute(a: ListingRoute, b: ListingRoute): boolean {
  return routeToSearchParams(a).toString() === routeToSearchParams(b).toString();
}

/** Whether a query string carries any listing state (then the cached page without it does not show it). */
export function hasListingState(params: URLSearchParams): boolean {
  return routeToSearchParams(searchParamsToRoute(params)).size > 0;
}

/** A link to a listing state on the page at `path` (the prerendered listing's links). */
export function listingHref(path: string, route: ListingRoute): string {
  const query = routeToSearchParams(route).toString();
  return query ? `${path}?${query}` : path;
}

/**
 * The fields a GET form carries besides its own, so that sending it keeps the rest of the state: the search
 * box keeps the filters and the sort, the filters keep the query and the sort, the sort keeps both. A new
 * choice starts again on page 1.
 */
export function hiddenFields(route: ListingRoute, own: 'query' | 'sort' | 'filters'): [name: string, value: string][] {
  const rest: ListingRoute = { ...route, page: undefined };
  if (own === 'query') rest.query = undefined;
  if (own === 'sort') rest.sort = undefined;
  if (own === 'filters') {
    rest.refinements = undefined;
    rest.price = undefined;
  }
  return [...routeToSearchParams(rest)];
}

/** The state a GET form of the listing would send (what the prerendered listing hands to the live one). */
export function routeFromForm(form: HTMLFormElement): ListingRoute {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value);
  return searchParamsToRoute(params);
}

/** The state in the browser's address bar. */
export function addressRoute(): ListingRoute {
  return searchParamsToRoute(new URLSearchParams(window.location.search));
}

/** The absolute URL of a listing state on the current page (InstantSearch's links, the history entries). */
export function listingUrl(location: Pick<Location, 'origin' | 'pathname' | 'search' | 'hash'>, route: ListingRoute): string {
  const query = routeToSearchParams(route, new URLSearchParams(location.search)).toString();
  return `${location.origin}${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
}

/** The page and query of the address bar, however its query is spelt (a move to an anchor leaves it as it is). */
function currentAddress(): string {
  return `${window.location.pathname}?${new URLSearchParams(window.location.search).toString()}`;
}

/** The live listing's router: InstantSearch's `routing.router`, and `stop()` for when the listing is gone. */
export interface ListingRouter extends Router<ListingRoute> {
  /** Drops a waiting write, writes nothing more and stops following Back and Forward. */
  stop(): void;
}

/**
 * The live listing's router (InstantSearch's `routing.router`). Its storage is the address together with a
 * write that is waiting for its delay: `read` answers the address as it will be, `write` records a state
 * SEARCH_URL_WRITE_DELAY_MS after the last change as a new history entry, and Back or Forward drop a
 * waiting write and hand the address's state to InstantSearch. Every change is written, the first one
 * after Back or Forward included.
 *
 * A write is for the address it was made from: when the address has changed meanwhile by another hand (a
 * header search or a link sent the shopper on, to this page with another state or to another page), the
 * listing's state is older than the shopper's latest wish and is dropped, never written over it.
 *
 * `start` is the state the listing starts from: the address's, or what the shopper asked of the prerendered
 * listing before this one was live, which reaches the address like any other change.
 */
export function listingRouter(start: ListingRoute): ListingRouter {
  let pending: { route: ListingRoute; timer: number } | null = null;
  let onPopState: (() => void) | null = null;
  let stopped = false;
  const cancel = () => {
    if (pending) window.clearTimeout(pending.timer);
    pending = null;
  };
  const stop = () => {
    stopped = true;
    cancel();
    if (onPopState) window.removeEventListener('popstate', onPopState);
    onPopState = null;
  };
  const router: ListingRouter = {
    $$type: 'glans.listing',
    read: () => pending?.route ?? addressRoute(),
    write(route) {
      cancel();
      if (stopped) return;
      const from = currentAddress();
      const timer = window.setTimeout(() => {
        pending = null;
        if (currentAddress() !== from) return;
        const target = new URL(listingUrl(window.location, route));
        if (target.href === window.location.href) return;
        // A state object of our own (none): Next's router then takes the entry in as the page's current address.
        window.history.pushState({}, '', target.href);
      }, SEARCH_URL_WRITE_DELAY_MS);
      pending = { route, timer };
    },
    createURL: (route) => listingUrl(window.location, route),
    onUpdate(callback) {
      onPopState = () => {
        cancel();
        callback(addressRoute());
      };
      window.addEventListener('popstate', onPopState);
    },
    dispose: stop,
    stop,
  };
  if (!sameRoute(start, addressRoute())) router.write(start);
  return router;
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
