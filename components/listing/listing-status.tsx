'use client';

import { useInstantSearch } from 'react-instantsearch';
import { translate } from '@/lib/content/translate';
import type { ListingTexts } from './listing-texts';
import styles from './listing.module.css';

/**
 * What the listing says about the search itself: a quiet "Searching…" once a search has been stalled for
 * 200 ms (SEARCH_STALLED_DELAY_MS), and a clear message in place of the hits when the search service cannot answer.
 * Errors are caught here, so a failing search never breaks the page.
 */
export function ListingStatus({ texts }: { texts: ListingTexts }) {
  const { status, error } = useInstantSearch({ catchError: true });
  if (status === 'error' || error) {
    return (
      <p className={styles.unavailable} role="alert">
        {translate(texts, 'searchUnavailable')}
      </p>
    );
  }
  return (
    <p className={styles.stalled} aria-live="polite" data-stalled={status === 'stalled' || undefined}>
      {status === 'stalled' ? translate(texts, 'searchingProducts') : ''}
    </p>
  );
}

/** Whether the hits should give way to the error message. */
export function useSearchFailed(): boolean {
  const { status, error } = useInstantSearch({ catchError: true });
  return status === 'error' || Boolean(error);
}
