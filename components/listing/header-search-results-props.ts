import type { SearchClientConfig } from '@/lib/search/search-client';
import type { HeaderSearchTexts } from './listing-texts';

/**
 * The header search results' settings: the results slot (header-search-results.tsx) passes them on to the live
 * results it loads when a shopper searches (header-search-live.tsx), so both read them from here.
 */
export interface HeaderSearchResultsProps {
  config: SearchClientConfig;
  texts: HeaderSearchTexts;
  /** The search page, for "Show all results". */
  searchHref: string | null;
}
