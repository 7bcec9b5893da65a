'use client';

import { useId, useState, type FormEvent } from 'react';
import { useRange } from 'react-instantsearch';
import { translate } from '@/lib/content/dictionary';
import { PRICE_ATTRIBUTE } from '@/lib/search/listing-setup';
import { formatPriceInput, parsePriceInput } from '@/lib/search/price-input';
import type { ListingTexts } from './listing-texts';
import styles from './listing.module.css';

/**
 * The price filter (spec 2.5): from and to in SEK, numbers written "12.495,00" ('.' groups thousands, a
 * decimal comma and 2 decimals). Applied with a button (or Enter), so typing does not search per digit.
 */
export function PriceFilter({ texts }: { texts: ListingTexts }) {
  const { start, range, refine, canRefine } = useRange({ attribute: PRICE_ATTRIBUTE });
  const [from, to] = start;
  const minId = useId();
  const maxId = useId();
  const errorId = useId();
  const current = {
    min: from !== undefined && Number.isFinite(from) ? from : undefined,
    max: to !== undefined && Number.isFinite(to) ? to : undefined,
  };
  const [minText, setMinText] = useState(formatPriceInput(current.min));
  const [maxText, setMaxText] = useState(formatPriceInput(current.max));
  const [invalid, setInvalid] = useState(false);

  // The refinement can change from outside (a removed chip, back/forward): show it.
  const refinementKey = `${current.min ?? ''}:${current.max ?? ''}`;
  const [shownKey, setShownKey] = useState(refinementKey);
  if (shownKey !== refinementKey) {
    setShownKey(refinementKey);
    setMinText(formatPriceInput(current.min));
    setMaxText(formatPriceInput(current.max));
    setInvalid(false);
  }

  if (!canRefine && current.min === undefined && current.max === undefined) return null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const min = parsePriceInput(minText);
    const max = parsePriceInput(maxText);
    if (min === null || max === null || (min !== undefined && max !== undefined && min > max)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    refine([min, max]);
  };

  const legend = translate(texts, 'filterPrice');
  return (
    <fieldset className={styles.filter}>
      <legend className={styles.filterLegend}>{legend}</legend>
      {range.min !== undefined && range.max !== undefined ? (
        <p className={styles.filterHint}>
          {translate(texts, 'priceRange', { min: formatPriceInput(range.min), max: formatPriceInput(range.max) })}
        </p>
      ) : null}
      <form className={styles.priceForm} onSubmit={onSubmit} noValidate>
        <PriceField
          id={minId}
          label={translate(texts, 'priceFrom')}
          value={minText}
          placeholder={formatPriceInput(range.min)}
          onChange={setMinText}
          invalid={invalid}
          errorId={errorId}
        />
        <PriceField
          id={maxId}
          label={translate(texts, 'priceTo')}
          value={maxText}
          placeholder={formatPriceInput(range.max)}
          onChange={setMaxText}
          invalid={invalid}
          errorId={errorId}
        />
        <button type="submit" className={`button button-secondary ${styles.priceApply}`}>
          {translate(texts, 'applyPrice')}
          <span className="visually-hidden"> ({legend})</span>
        </button>
      </form>
      {invalid ? (
        <p id={errorId} className={styles.filterError} role="alert">
          {translate(texts, 'priceFilterInvalid')}
        </p>
      ) : null}
    </fieldset>
  );
}

interface PriceFieldProps {
  id: string;
  label: string;
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
  invalid: boolean;
  errorId: string;
}

function PriceField({ id, label, value, placeholder, onChange, invalid, errorId }: PriceFieldProps) {
  return (
    <div className={styles.priceField}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={styles.priceInput}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
      />
    </div>
  );
}
