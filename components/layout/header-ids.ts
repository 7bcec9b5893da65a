/** The element ids the header's controls point at (`aria-controls`), shared by the first load and the deferred code. */

export const SEARCH_PANEL_ID = 'header-search';
export const SEARCH_RESULTS_ID = 'header-search-results';
export const LANGUAGE_PANEL_ID = 'language-switcher';
