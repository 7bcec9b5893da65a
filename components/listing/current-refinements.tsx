'use client';

import { translate } from '@/lib/content/translate';
import type { ListingRoute } from '@/lib/search/listing-address';
import { filterValueLabel } from '@/lib/search/filter-values';
import { REFINEMENT_FILTERS } from '@/lib/search/listing-setup';
import { formatPriceInput } from '@/lib/search/price-input';
import type { ListingTexts } from './listing-texts';
import { ListingLink } from './listing-views';
import styles from './listing.module.css';

interface Chip {
  key: string;
  label: string;
  /** The state without this filter. */
  route: ListingRoute;
}

/** The chosen filters of a state as chips, each leading to the state without it (a new choice starts on page 1). */
export function refinementChips(route: ListingRoute, texts: ListingTexts): Chip[] {
  const chips: Chip[] = [];
  for (const { attribute } of REFINEMENT_FILTERS) {
    const values = route.refinements?.[attribute] ?? [];
    for (const value of values) {
      const rest = values.filter((other) => other !== value);
      chips.push({
        key: `${attribute}:${value}`,
        label: filterValueLabel(attribute, value),
        route: { ...route, page: undefined, refinements: { ...route.refinements, [attribute]: rest } },
      });
    }
  }
  if (route.price) {
    const [min = '', max = ''] = route.price.split(':');
    const from = min ? formatPriceInput(Number(min)) : null;
    const to = max ? formatPriceInput(Number(max)) : null;
    // "Pris: 500,00 – 1.000,00 kr", "Pris: Från 500,00 kr", "Pris: Till 1.000,00 kr".
    const range =
      from && to
        ? translate(texts, 'priceRange', { min: from, max: to })
        : from
          ? `${translate(texts, 'priceFrom')} ${from} kr`
          : `${translate(texts, 'priceTo')} ${to} kr`;
    chips.push({
      key: 'price',
      label: `${translate(texts, 'filterPrice')}: ${range}`,
      route: { ...route, page: undefined, price: undefined },
    });
  }
  return chips;
}

interface CurrentRefinementsProps {
  texts: ListingTexts;
  route: ListingRoute;
  href: (route: ListingRoute) => string;
  /** Takes the shopper to a state without following the link (the listing changes in place). */
  onNavigate?: (route: ListingRoute) => void;
}

/**
 * The shopper's chosen filters as removable chips, and "clear refinements": links to the state
 * without them, so they work without JavaScript too.
 */
export function CurrentRefinements({ texts, route, href, onNavigate }: CurrentRefinementsProps) {
  const chips = refinementChips(route, texts);
  if (chips.length === 0) return null;
  const cleared: ListingRoute = { ...route, page: undefined, refinements: undefined, price: undefined };
  return (
    <div className={styles.current}>
      <h3 className="visually-hidden">{translate(texts, 'activeFilters')}</h3>
      <ul className={styles.chips} role="list">
        {chips.map((chip) => (
          <li key={chip.key}>
            <ListingLink
              href={href(chip.route)}
              onNavigate={onNavigate && (() => onNavigate(chip.route))}
              className={styles.chip}
              data-control={`remove:${chip.key}`}
              aria-label={translate(texts, 'removeRefinement', { label: chip.label })}
            >
              <span aria-hidden="true">{chip.label}</span>
              <span aria-hidden="true" className={styles.chipRemove}>
                ×
              </span>
            </ListingLink>
          </li>
        ))}
      </ul>
      <ListingLink
        href={href(cleared)}
        onNavigate={onNavigate && (() => onNavigate(cleared))}
        className={styles.textButton}
        data-control="clear-refinements"
      >
        {translate(texts, 'clearRefinements')}
      </ListingLink>
    </div>
  );
}
