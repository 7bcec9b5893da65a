import { translate } from '@/lib/content/translate';
import type { Dictionary, DictionaryKey } from '@/lib/content/dictionary-defaults';
import type { ProductVariant } from '@/lib/content/types';
import { availabilityStatus, type AvailabilityStatus } from '@/lib/content/product-rules';
import styles from './availability-badge.module.css';

const LABEL: Record<AvailabilityStatus, DictionaryKey> = {
  in_stock: 'inStock',
  low_stock: 'lowStock',
  sold_out: 'soldOut',
  preorder: 'preorder',
  not_orderable: 'notOrderable',
};

const TONE: Record<AvailabilityStatus, string | undefined> = {
  in_stock: styles.positive,
  low_stock: styles.warning,
  sold_out: styles.negative,
  preorder: styles.neutral,
  not_orderable: styles.negative,
};

/** The shopper's words for a variant's stock: in stock, few left (with the count), sold out, not orderable. */
export function availabilityText(variant: Pick<ProductVariant, 'availability' | 'allowOrdering' | 'stockQuantity'>, dictionary: Dictionary): string {
  const status = availabilityStatus(variant);
  if (status === 'low_stock' && variant.stockQuantity > 0) {
    return `${translate(dictionary, 'lowStock')} – ${translate(dictionary, 'lowStockCount', { count: variant.stockQuantity })}`;
  }
  return translate(dictionary, LABEL[status]);
}

/** Availability as a coloured dot and text; the text alone carries the meaning. */
export function AvailabilityBadge({ variant, dictionary, className }: { variant: Pick<ProductVariant, 'availability' | 'allowOrdering' | 'stockQuantity'>; dictionary: Dictionary; className?: string }) {
  const status = availabilityStatus(variant);
  return (
    <p className={[styles.availability, TONE[status], className].filter(Boolean).join(' ')} data-availability={status}>
      <span className={styles.dot} aria-hidden="true" />
      {availabilityText(variant, dictionary)}
    </p>
  );
}
