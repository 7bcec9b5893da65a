/**
 * Business constants and limits (docs/shop.md, Constants), named. Code uses these, never the literals.
 */

/** Site language, culture and content locale. */
export const SITE_LANGUAGE = 'sv';
export const CULTURE = 'sv-SE';
export const CONTENT_LOCALE = 'sv_SE';
export const CURRENCY = 'SEK';

/** The fixed Swedish store name the storefront looks its sales channel up by. */
export const SALES_CHANNEL_STORE_NAME = 'Glans Sverige';
/** Used when the sales channel is missing or its fetch fails. */
export const FALLBACK_SALES_CHANNEL_NAME = SALES_CHANNEL_STORE_NAME;

/** Search index and its sort replicas. */
export const SEARCH_INDEX = 'primary_index_sv_SE';
export const SEARCH_REPLICA_LOWEST_PRICE = 'SortBy sv-SE';
export const SEARCH_REPLICA_NEWEST = 'SortByLaunch sv-SE';

/** Content service: wait before retrying a failed call, in ms. */
export const CONTENT_RETRY_DELAY_MS = 20_000;
/** Paged fetches take this many records per page until a short page comes back. */
export const PAGED_FETCH_SIZE = 500;
/** The content service refuses `first` above this. */
export const CONTENT_MAX_PAGE_SIZE = 500;
/** Sales channels fetched in one call. */
export const SALES_CHANNELS_FETCHED = 200;
/** Category lookups: the small and the full page size. */
export const CATEGORY_LOOKUP_SMALL = 99;
export const CATEGORY_LOOKUP_FULL = 500;
/** Front page blog articles. */
export const FRONT_PAGE_BLOG_ARTICLES = 6;
/** Front page new products: one row of the 4-column grid, two rows of two on a phone. */
export const FRONT_PAGE_NEW_PRODUCTS = 4;

/** Chunk-load failures reload the page at most once per this window, in ms. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
/** Chunk load time-out, in ms. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** The route-change overlay disappears after this even without a page-ready signal, in ms. */
export const OVERLAY_TIMEOUT_MS = 2_000;
/** The route flag resets after this, in ms. */
export const ROUTE_FLAG_RESET_MS = 500;
/** Screens up to this width (px) are "narrow": menu button, focus trap in the search panel. */
export const MOBILE_BREAKPOINT_PX = 767;

/** A product counts as new when created less than this many days ago. */
export const NEW_PRODUCT_WINDOW_DAYS = 30;

/** Listing (docs/shop.md, Listing rules). */
export const PAGINATION_DEFAULT_PADDING = 3;
export const SEARCH_INSIGHTS_CHUNK = 20;
export const SEARCH_INPUT_MAX_LENGTH = 512;
export const SEARCH_STALLED_DELAY_MS = 200;
export const SEARCH_URL_WRITE_DELAY_MS = 400;

/** Tracking. */
export const AD_TRACKING_PRICE_FACTOR = 0.8;
export const AD_TRACKING_VIEWED_PRODUCT_VALUE = 80;

/** Slider defaults. */
export const SLIDER_TRANSITION_MS = 300;
export const SLIDER_AUTOPLAY_MS = 3_000;
export const ZOOM_MIN_RATIO = 1;
export const ZOOM_MAX_RATIO = 3;
