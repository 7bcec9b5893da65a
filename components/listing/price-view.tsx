'use client';

import { useId, useState, type MouseEvent } from 'react';
import { translate } from '@/lib/content/translate';
import { formatPriceInput, parsePriceInput } from '@/lib/search/price-input';
import { PRICE_FROM_FIELD, PRICE_TO_FIELD } from '@/lib/search/listing-setup';
import type { ListingTexts } from './listing-texts';
import styles from './listing.module.css';

export interface PriceViewProps {
  texts: ListingTexts;
  /** The prices in the current results. */
  range: { min: number | undefined; max: number | undefined };
  /** The applied filter. */
  current: { min: number | undefined; max: number | undefined };
  /** Live: applies the range. Without it the fields are sent with the filters' GET form. */
  onApply?: (min: number | undefined, max: number | undefined) => void;
  /** What the shopper types, as it changes (the prerendered listing hands it to the live one). */
  onTextChange?: (text: PriceText) => void;
  /** Text typed into the prerendered listing's fields, not applied yet (shown in the same render). */
  handedText?: PriceText;
}

export interface PriceText {
  min: string;
  max: string;
}

/**
 * The price filter (docs/shop.md, Listing rules): from and to in SEK, numbers written "12.495,00" ('.' groups thousands, a
 * decimal comma and 2 decimals). Applied with a button (or Enter), so typing does not search per digit.
 * Its fields belong to the filters' form (filter-panel.tsx), whose first submit button is this one.
 */
export function PriceView({ texts, range, current, onApply, onTextChange, handedText }: PriceViewProps) {
  const minId = useId();
  const maxId = useId();
  const errorId = useId();
  const [minText, setMinText] = useState(handedText?.min ?? formatPriceInput(current.min));
  const [maxText, setMaxText] = useState(handedText?.max ?? formatPriceInput(current.max));
  const [problem, setProblem] = useState<'invalid' | 'outside' | null>(null);
  const invalid = problem !== null;
  const [shownHanded, setShownHanded] = useState(handedText);
  if (handedText !== shownHanded) {
    setShownHanded(handedText);
    if (handedText) {
      setMinText(handedText.min);
      setMaxText(handedText.max);
    }
  }
  // The filter can change from outside (a removed chip, back/forward): show it.
  const refinementKey = `${current.min ?? ''}:${current.max ?? ''}`;
  const [shownKey, setShownKey] = useState(refinementKey);
  if (shownKey !== refinementKey) {
    setShownKey(refinementKey);
    setMinText(formatPriceInput(current.min));
    setMaxText(formatPriceInput(current.max));
    setProblem(null);
  }

  const apply = (event: MouseEvent<HTMLButtonElement>) => {
    if (!onApply) return;
    event.preventDefault();
    const min = parsePriceInput(minText);
    const max = parsePriceInput(maxText);
    if (min === null || max === null || (min !== undefined && max !== undefined && min > max)) {
      setProblem('invalid');
      return;
    }
    // The search applies prices within the current products' range only: a range wholly outside it is
    // explained, one partly outside is brought within it, and the fields show what was applied.
    const { min: lowest, max: highest } = range;
    if ((min !== undefined && highest !== undefined && min > highest) || (max !== undefined && lowest !== undefined && max < lowest)) {
      setProblem('outside');
      return;
    }
    const from = min !== undefined && lowest !== undefined ? Math.max(min, lowest) : min;
    const to = max !== undefined && highest !== undefined ? Math.min(max, highest) : max;
    if (from !== min) setMinText(formatPriceInput(from));
    if (to !== max) setMaxText(formatPriceInput(to));
    setProblem(null);
    onApply(from, to);
  };

  const legend = translate(texts, 'filterPrice');
  const field = (id: string, name: string, label: string, value: string, placeholder: string, onChange: (value: string) => void) => (
    <div className={styles.priceField}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        data-control={name}
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
  return (
    <fieldset className={styles.filter}>
      <legend className={styles.filterLegend}>{legend}</legend>
      {range.min !== undefined && range.max !== undefined ? (
        <p className={styles.filterHint}>
          {translate(texts, 'priceRange', { min: formatPriceInput(range.min), max: formatPriceInput(range.max) })}
        </p>
      ) : null}
      <div className={styles.priceForm}>
        {field(minId, PRICE_FROM_FIELD, translate(texts, 'priceFrom'), minText, formatPriceInput(range.min), (min) => {
          setMinText(min);
          onTextChange?.({ min, max: maxText });
        })}
        {field(maxId, PRICE_TO_FIELD, translate(texts, 'priceTo'), maxText, formatPriceInput(range.max), (max) => {
          setMaxText(max);
          onTextChange?.({ min: minText, max });
        })}
        <button type="submit" data-control="price-apply" className={`button button-secondary ${styles.priceApply}`} onClick={apply}>
          {translate(texts, 'applyPrice')}
          <span className="visually-hidden"> ({legend})</span>
        </button>
      </div>
      {invalid ? (
        <p id={errorId} className={styles.filterError} role="alert">
          {problem === 'outside' && range.min !== undefined && range.max !== undefined
            ? translate(texts, 'priceFilterOutside', { min: formatPriceInput(range.min), max: formatPriceInput(range.max) })
            : translate(texts, 'priceFilterInvalid')}
        </p>
      ) : null}
    </fieldset>
  );
}
