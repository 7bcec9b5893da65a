'use client';

import { IntentLink } from '@/components/layout/prefetch-policy';
import { giftCardMaxQuantity } from '@/lib/commerce/gift-card';
import type { BasketItem } from '@/lib/commerce/types';
import { formatMoney } from '@/lib/format';
import { say, type BasketTexts } from './basket-texts';
import { giftWrappingLabel } from './gift-wrapping-label';
import styles from './basket.module.css';
import { ContentImg } from '@/components/content/content-img';

/** The most a line may hold (the API's limit). */
export const MAX_LINE_QUANTITY = 99;

interface BasketLineProps {
  item: BasketItem;
  texts: BasketTexts;
  /** How many the basket may hold of this line now (from stock), at most 99. */
  maxQuantity: number;
  /** A change is running: the controls stay focusable but do nothing. */
  busy: boolean;
  onQuantity: (item: BasketItem, quantity: number) => void;
  onRemove: (item: BasketItem) => void;
  /** Where a gift wrapping line leads to choose another. */
  giftWrappingHref: string;
}

type VariantFacts = Pick<BasketItem, 'sizes' | 'colours' | 'materials' | 'name' | 'familyName'>;

/** The texts naming a variant's facts ("Färg", "Material", "Storlek"). */
export type VariantFactTexts = Pick<BasketTexts, 'filterColour' | 'filterMaterial' | 'filterSize'>;

/**
 * What distinguishes the variant: its colour, material and size, each when the basket names it (with the
 * dictionary key of its label); without any of them (a basket API that gives none), its name when it differs
 * from the family's.
 */
export function variantFacts(item: VariantFacts): { label: keyof VariantFactTexts | null; value: string }[] {
  const facts = [
    { label: 'filterColour' as const, values: item.colours ?? [] },
    { label: 'filterMaterial' as const, values: item.materials ?? [] },
    { label: 'filterSize' as const, values: item.sizes },
  ]
    .filter((fact) => fact.values.length > 0)
    .map((fact) => ({ label: fact.label, value: fact.values.join(', ') }));
  if (facts.length > 0) return facts;
  return item.name !== item.familyName ? [{ label: null, value: item.name }] : [];
}

/** The variant's facts on one line, labelled: "Färg: guld · Material: 14K guld · Storlek: 17 mm". */
export function variantDescription(item: VariantFacts, texts: VariantFactTexts): string {
  return variantFacts(item)
    .map((fact) => (fact.label ? `${texts[fact.label]}: ${fact.value}` : fact.value))
    .join(' · ');
}

/** A basket line: image, name and variant, unit price and discount, a quantity stepper, remove, line total. */
export function BasketLine(props: BasketLineProps) {
  return props.item.isGiftWrapping ? <GiftWrappingLine {...props} /> : <ProductLine {...props} />;
}

/**
 * A gift wrapping line reads as the service it is: "Presentinslagning" and which wrapping, no brand and no
 * quantity (one wrapping per order), with the way to change it and to remove it.
 */
function GiftWrappingLine({ item, texts, busy, onRemove, giftWrappingHref }: BasketLineProps) {
  const wrapping = giftWrappingLabel(item.name, item.familyName);
  return (
    <li className={`${styles.line} ${styles.wrapLine}`} data-variant-id={item.variantId} data-gift-wrapping="">
      <div className={styles.lineImage}>
        {item.image ? <ContentImg src={item.image.url} alt="" width={item.image.width} height={item.image.height} sizes="96px" /> : null}
      </div>
      <div className={styles.lineInfo}>
        <h3 className={styles.lineName}>{texts.giftWrapping}</h3>
        <p className={styles.lineMeta}>{wrapping}</p>
      </div>
      <div className={styles.lineControls}>
        <IntentLink className={styles.change} href={giftWrappingHref}>
          {texts.changeGiftWrapping}
        </IntentLink>
        <button type="button" className={styles.remove} aria-label={say(texts, 'removeItem', { name: `${texts.giftWrapping} ${wrapping}` })} aria-disabled={busy ? true : undefined} onClick={() => !busy && onRemove(item)}>
          {texts.remove}
        </button>
        <p className={styles.lineTotal}>
          <span className="visually-hidden">{texts.lineTotal}: </span>
          {item.lineTotal === 0 ? texts.free : formatMoney(item.lineTotal)}
        </p>
      </div>
    </li>
  );
}

function ProductLine({ item, texts, maxQuantity, busy, onQuantity, onRemove }: BasketLineProps) {
  const name = item.familyName || item.name;
  const variant = variantDescription(item, texts);
  const canDecrease = !busy && item.quantity > 1;
  // A gift card line stops at the commerce API's cap on gift cards (lib/commerce/gift-card.ts), not at stock.
  const lineCap = item.isGiftCard ? giftCardMaxQuantity(item.unitPrice) : MAX_LINE_QUANTITY;
  const canIncrease = !busy && item.quantity < Math.min(maxQuantity, lineCap);
  // At the stock's limit the "+" says why it does nothing ("Endast 2 i lager"), to the eye and to the
  // screen reader (its description).
  const stockLimit = item.quantity >= maxQuantity && maxQuantity < MAX_LINE_QUANTITY ? (maxQuantity > 0 ? say(texts, 'stockLimit', { count: maxQuantity }) : texts.soldOut) : null;
  const stockLimitId = `stock-limit-${item.id}`;
  const bundle = Object.values(item.bundleProducts);
  return (
    <li className={styles.line} data-variant-id={item.variantId}>
      <div className={styles.lineImage}>
        {item.image ? <ContentImg src={item.image.url} alt={[name, ...variantFacts(item).map((fact) => fact.value)].join(', ')} width={item.image.width} height={item.image.height} sizes="96px" /> : null}
      </div>
      <div className={styles.lineInfo}>
        {item.brand ? <p className={styles.lineBrand}>{item.brand}</p> : null}
        <h3 className={styles.lineName}>
          <IntentLink href={item.url}>{name}</IntentLink>
        </h3>
        {variant ? <p className={styles.lineMeta}>{variant}</p> : null}
        {bundle.length > 0 ? <p className={styles.lineMeta}>{bundle.map((component) => component.name).join(', ')}</p> : null}
        <p className={styles.lineMeta}>
          <span className="visually-hidden">{texts.unitPrice}: </span>
          {item.unitDiscount > 0 ? (
            <>
              <span className={styles.sale}>{formatMoney(item.unitPrice - item.unitDiscount)}</span>{' '}
              <s>
                <span className="visually-hidden">{texts.originalPrice}: </span>
                {formatMoney(item.unitPrice)}
              </s>{' '}
              <span className={styles.discountNote}>
                {texts.discount} −{formatMoney(item.unitDiscount)}
              </span>
            </>
          ) : (
            formatMoney(item.unitPrice)
          )}
        </p>
      </div>
      <div className={styles.lineControls}>
        <div className={styles.stepper} role="group" aria-label={say(texts, 'quantityOf', { name })}>
          <button
            type="button"
            className={styles.stepperButton}
            aria-label={say(texts, 'decreaseQuantityOf', { name })}
            aria-disabled={canDecrease ? undefined : true}
            onClick={() => canDecrease && onQuantity(item, item.quantity - 1)}
          >
            <span aria-hidden="true">−</span>
          </button>
          <span className={styles.stepperValue} data-quantity={item.quantity}>
            <span className="visually-hidden">{texts.quantity}: </span>
            {item.quantity}
          </span>
          <button
            type="button"
            className={styles.stepperButton}
            aria-label={say(texts, 'increaseQuantityOf', { name })}
            aria-disabled={canIncrease ? undefined : true}
            aria-describedby={stockLimit ? stockLimitId : undefined}
            onClick={() => canIncrease && onQuantity(item, item.quantity + 1)}
          >
            <span aria-hidden="true">+</span>
          </button>
        </div>
        {stockLimit ? (
          <p id={stockLimitId} className={styles.stockLimit} data-stock-limit={maxQuantity}>
            {stockLimit}
          </p>
        ) : null}
        <button type="button" className={styles.remove} aria-label={say(texts, 'removeItem', { name })} aria-disabled={busy ? true : undefined} onClick={() => !busy && onRemove(item)}>
          {texts.remove}
        </button>
        <p className={styles.lineTotal}>
          <span className="visually-hidden">{texts.lineTotal}: </span>
          {formatMoney(item.lineTotal)}
        </p>
      </div>
    </li>
  );
}
