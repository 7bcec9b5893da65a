'use client';

import { useClearRefinements, useCurrentRefinements } from 'react-instantsearch';
import { translate } from '@/lib/content/translate';
import { PRICE_ATTRIBUTE } from '@/lib/search/listing-setup';
import { formatPriceInput } from '@/lib/search/price-input';
import type { ListingTexts } from './listing-texts';
import styles from './listing.module.css';

interface Chip {
  key: string;
  label: string;
  remove: () => void;
}

/** The shopper's chosen filters as removable chips, and the button that clears them all (spec 2.5). */
export function CurrentRefinements({ texts }: { texts: ListingTexts }) {
  const { items } = useCurrentRefinements({ excludedAttributes: ['query'] });
  const { canRefine, refine: clearAll } = useClearRefinements({ excludedAttributes: ['query'] });
  if (items.length === 0) return null;

  const chips: Chip[] = [];
  for (const item of items) {
    if (item.attribute === PRICE_ATTRIBUTE) {
      const min = item.refinements.find((refinement) => refinement.operator === '>=');
      const max = item.refinements.find((refinement) => refinement.operator === '<=');
      const from = min ? formatPriceInput(Number(min.value)) : null;
      const to = max ? formatPriceInput(Number(max.value)) : null;
      // "Pris: 500,00 – 1.000,00 kr", "Pris: Från 500,00 kr", "Pris: Till 1.000,00 kr".
      const range =
        from && to
          ? translate(texts, 'priceRange', { min: from, max: to })
          : from
            ? `${translate(texts, 'priceFrom')} ${from} kr`
            : `${translate(texts, 'priceTo')} ${to} kr`;
      const label = `${translate(texts, 'filterPrice')}: ${range}`;
      chips.push({ key: PRICE_ATTRIBUTE, label, remove: () => item.refinements.forEach((refinement) => item.refine(refinement)) });
    } else {
      for (const refinement of item.refinements) {
        chips.push({ key: `${item.attribute}:${refinement.value}`, label: refinement.label, remove: () => item.refine(refinement) });
      }
    }
  }

  return (
    <div className={styles.current}>
      <h3 className="visually-hidden">{translate(texts, 'activeFilters')}</h3>
      <ul className={styles.chips} role="list">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              className={styles.chip}
              onClick={chip.remove}
              aria-label={translate(texts, 'removeRefinement', { label: chip.label })}
            >
              <span aria-hidden="true">{chip.label}</span>
              <span aria-hidden="true" className={styles.chipRemove}>
                ×
              </span>
            </button>
          </li>
        ))}
      </ul>
      {canRefine ? (
        <button type="button" className={styles.textButton} onClick={clearAll}>
          {translate(texts, 'clearRefinements')}
        </button>
      ) : null}
    </div>
  );
}
