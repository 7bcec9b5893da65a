'use client';

import { HeaderSearchResults, type HeaderSearchResultsProps } from '@/components/listing/header-search-results';
import { SearchPanel, type SearchPanelProps } from './search-panel';

/**
 * The header's deferred code (issue 31), one chunk fetched after the page has loaded or on the shopper's
 * first intent (`header-slots.tsx`): the search panel with its results, the language list, and what closes
 * a dropdown from outside it.
 */

export { DropdownDismiss } from './dropdown-dismiss';
export { LanguageList } from './language-switcher';

export function LiveSearchPanel({ results, ...props }: Omit<SearchPanelProps, 'children'> & { results?: HeaderSearchResultsProps }) {
  return <SearchPanel {...props}>{results ? <HeaderSearchResults {...results} /> : null}</SearchPanel>;
}
