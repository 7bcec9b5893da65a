'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { translate } from '@/lib/content/translate';
import { formatNumber } from '@/lib/format';
import { CloseIcon } from '@/components/layout/header-icons';
import { useFocusTrap } from '@/components/layout/use-focus-trap';
import { useIsNarrow } from '@/components/layout/use-media-query';
import type { ListingTexts } from './listing-texts';
import styles from './listing.module.css';

interface FilterPanelProps {
  id: string;
  texts: ListingTexts;
  open: boolean;
  onClose: () => void;
  /** The number of hits, for the sheet's "show results" button. */
  nbHits: number;
  children: ReactNode;
}

/**
 * The filters: a column beside the hits on wide screens; on a phone a sheet over the page (a modal dialog:
 * Tab stays inside, Escape or the close button closes it, focus goes back to the "Filters" button).
 */
export function FilterPanel({ id, texts, open, onClose, nbHits, children }: FilterPanelProps) {
  // The sheet's own controls are always drawn and shown by CSS on phones only, so the render does not
  // depend on the screen until the sheet opens (a render that did re-ran the panel straight after hydration).
  const sheet = useIsNarrow(open) && open;
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(ref, sheet);

  useEffect(() => {
    if (!sheet) return;
    ref.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
    };
  }, [sheet, onClose]);

  return (
    <div
      ref={ref}
      id={id}
      className={styles.filters}
      data-open={open || undefined}
      role={sheet ? 'dialog' : 'region'}
      aria-modal={sheet || undefined}
      aria-labelledby={titleId}
    >
      <div className={styles.filtersHead}>
        <h2 id={titleId} className={styles.filtersTitle}>
          {translate(texts, 'filters')}
        </h2>
        <button
          type="button"
          className={`${styles.iconButton} ${styles.sheetOnly}`}
          onClick={onClose}
          aria-label={translate(texts, 'closeFilters')}
          data-control="filters-close"
          data-autofocus
        >
          <CloseIcon />
        </button>
      </div>
      <div className={styles.filtersBody}>{children}</div>
      <div className={`${styles.filtersFoot} ${styles.sheetOnly}`}>
        <button type="button" data-control="filters-done" className="button" onClick={onClose}>
          {translate(texts, 'showResults')} ({formatNumber(nbHits)})
        </button>
      </div>
    </div>
  );
}
