'use client';

import { useEffect, type MouseEvent } from 'react';
import { usePagination } from 'react-instantsearch';
import { translate } from '@/lib/content/dictionary';
import { PAGINATION_DEFAULT_PADDING } from '@/lib/constants';
import { clampPage, validatePaginationOptions } from '@/lib/search/pagination';
import type { ListingTexts } from './listing-texts';
import styles from './listing.module.css';

interface ListingPaginationProps {
  texts: ListingTexts;
  padding?: number;
  totalPages?: number;
  /** Called after the shopper changes page (the listing scrolls its top into view). */
  onPageChange?: () => void;
}

/**
 * Pagination (spec 2.5, 4, 5): first, previous, numbered pages with a padding of 3, next and last. Links
 * carry the page's URL (1-based), so they also work opened in a new tab; a page beyond the last is
 * brought back to the last.
 */
export function ListingPagination({ texts, padding = PAGINATION_DEFAULT_PADDING, totalPages, onPageChange }: ListingPaginationProps) {
  const options = validatePaginationOptions({ padding, totalPages });
  const { pages, currentRefinement, nbPages, isFirstPage, isLastPage, refine, createURL } = usePagination({
    padding: options.padding,
    totalPages: options.totalPages,
  });

  useEffect(() => {
    if (nbPages > 0 && currentRefinement >= nbPages) refine(clampPage(currentRefinement, nbPages));
  }, [currentRefinement, nbPages, refine]);

  if (nbPages <= 1) return null;
  const last = nbPages - 1;

  const link = (page: number, label: string, content: string, disabled: boolean, className?: string) => {
    if (disabled) {
      return (
        <span className={`${styles.pageLink} ${styles.pageDisabled} ${className ?? ''}`} aria-disabled="true" title={label}>
          <span aria-hidden="true">{content}</span>
          <span className="visually-hidden">{label}</span>
        </span>
      );
    }
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
      event.preventDefault();
      refine(clampPage(page, nbPages));
      onPageChange?.();
    };
    return (
      <a href={createURL(page)} className={`${styles.pageLink} ${className ?? ''}`} onClick={onClick} title={label}>
        <span aria-hidden="true">{content}</span>
        <span className="visually-hidden">{label}</span>
      </a>
    );
  };

  return (
    <nav className={styles.pagination} aria-label={translate(texts, 'paginationLabel')}>
      <ul role="list" className={styles.pageList}>
        <li>{link(0, translate(texts, 'paginationFirst'), '«', isFirstPage)}</li>
        <li>{link(currentRefinement - 1, translate(texts, 'paginationPrevious'), '‹', isFirstPage)}</li>
        {pages.map((page) => (
          <li key={page}>
            {page === currentRefinement ? (
              <span className={`${styles.pageLink} ${styles.pageCurrent}`} aria-current="page">
                <span aria-hidden="true">{page + 1}</span>
                <span className="visually-hidden">{translate(texts, 'paginationPage', { page: page + 1 })}</span>
              </span>
            ) : (
              link(page, translate(texts, 'paginationPage', { page: page + 1 }), String(page + 1), false)
            )}
          </li>
        ))}
        <li>{link(currentRefinement + 1, translate(texts, 'paginationNext'), '›', isLastPage)}</li>
        <li>{link(last, translate(texts, 'paginationLast'), '»', isLastPage)}</li>
      </ul>
    </nav>
  );
}
