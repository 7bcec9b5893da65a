'use client';

import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { translate } from '@/lib/content/translate';
import { formatNumber } from '@/lib/format';
import { CloseIcon } from '@/components/layout/header-icons';
import { useFocusTrap } from '@/components/layout/use-focus-trap';
import { useIsNarrow } from '@/components/layout/use-media-query';
import type { ListingTexts } from './listing-texts';
import { HiddenFields } from './listing-views';
import styles from './listing.module.css';

export interface FiltersForm {
  /** The query and sort the form keeps when sent. */
  hidden?: [string, string][];
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  onChange?: (event: FormEvent<HTMLFormElement>) => void;
}

interface FilterPanelProps {
  id: string;
  texts: ListingTexts;
  open: boolean;
  onClose: () => void;
  /** The number of hits, for the sheet's "show results" button. */
  nbHits: number;
  form: FiltersForm;
  children: ReactNode;
}

/**
 * The filters: a column beside the hits on wide screens; on a phone a sheet over the page (a modal dialog:
 * Tab stays inside, Escape or the close button closes it, focus goes back to the "Filters" button). The
 * filters are one GET form (checkboxes `marke=…`, the price's two fields), sent with its own button where
 * JavaScript is off (then the phone shows them in the page, listing.module.css).
 */
export function FilterPanel({ id, texts, open, onClose, nbHits, form, children }: FilterPanelProps) {
  // The sheet's own controls are always drawn and shown by CSS on phones only, so the render does not
  // depend on the screen until the sheet opens (a render that did re-ran the panel straight after hydration).
  const sheet = useIsNarrow(open) && open;
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // A sheet that is already open when the panel is drawn (the live listing taking the prerendered one's
  // place) keeps the focus where the shopper has it.
  const openWhenDrawn = useRef(sheet);
  useFocusTrap(ref, sheet);

  useEffect(() => {
    if (!sheet) {
      openWhenDrawn.current = false;
      return;
    }
    if (!openWhenDrawn.current) ref.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
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
      <form className={styles.filtersBody} method="get" noValidate onSubmit={form.onSubmit} onChange={form.onChange}>
        {children}
        <HiddenFields fields={form.hidden} />
        <button type="submit" className={`button ${styles.withoutScript}`}>
          {translate(texts, 'showResults')}
        </button>
      </form>
      <div className={`${styles.filtersFoot} ${styles.sheetOnly}`}>
        <button type="button" data-control="filters-done" className="button" onClick={onClose}>
          {translate(texts, 'showResults')} ({formatNumber(nbHits)})
        </button>
      </div>
    </div>
  );
}
