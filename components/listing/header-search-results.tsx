'use client';

import dynamic from 'next/dynamic';
import { translate } from '@/lib/content/translate';
import { useHeaderSearch } from '@/components/layout/search-panel';
import type { HeaderSearchResultsProps } from './header-search-results-props';
import styles from './header-search.module.css';

export type { HeaderSearchResultsProps } from './header-search-results-props';

// InstantSearch is loaded only when a shopper searches from the header: pages that are not listings do
// not carry it in their first load.
const LiveHeaderResults = dynamic(() => import('./header-search-live').then((module) => module.LiveHeaderResults), { ssr: false });

/** The header search panel's results slot: a hint while empty, hits as the shopper types. */
export function HeaderSearchResults(props: HeaderSearchResultsProps) {
  const { query, open } = useHeaderSearch();
  if (!open) return null;
  if (!query.trim()) return <p className={styles.hint}>{translate(props.texts, 'headerSearchHint')}</p>;
  return <LiveHeaderResults {...props} query={query.trim()} />;
}
