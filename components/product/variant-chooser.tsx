import { translate } from '@/lib/content/translate';
import type { Dictionary } from '@/lib/content/dictionary-defaults';
import type { ProductVariant } from '@/lib/content/types';
import { availabilityStatus, isOrderable, variantHref } from '@/lib/content/product-rules';
import { availabilityText } from './availability-badge';
import styles from './variant-chooser.module.css';

interface VariantChooserProps {
  familyHref: string;
  /** In display order (spec 4: by the first size value). */
  variants: readonly ProductVariant[];
  selectedId: string;
  dictionary: Dictionary;
}

/** The label a shopper chooses a variant by: its size, else its name. */
export function variantChoiceLabel(variant: Pick<ProductVariant, 'sizeLabel' | 'name'>): string {
  return variant.sizeLabel?.trim() || variant.name;
}

/**
 * The size (or variant) chooser: one plain link per variant to `?variantId=` (spec 2.3). Each variant's page
 * is rendered once and cached (see `proxy.ts`), and Next's client router keeps one cached page per path
 * whatever its query, so these are ordinary page loads rather than client navigations; they work before
 * JavaScript has loaded too. The chosen one is marked `aria-current`; variants that cannot be ordered say so.
 */
export function VariantChooser({ familyHref, variants, selectedId, dictionary }: VariantChooserProps) {
  if (variants.length < 2) return null;
  const bySize = variants.some((variant) => variant.sizeLabel);
  const selected = variants.find((variant) => variant.id === selectedId);
  const headingId = `variant-chooser-${selectedId}`;
  return (
    <div className={styles.chooser} role="group" aria-labelledby={headingId}>
      <p id={headingId} className={styles.heading}>
        <span>{translate(dictionary, bySize ? 'chooseSize' : 'chooseVariant')}</span>
        {selected ? <span className={styles.selected}>{variantChoiceLabel(selected)}</span> : null}
      </p>
      <ul className={styles.options} role="list">
        {variants.map((variant) => {
          const current = variant.id === selectedId;
          const orderable = isOrderable(variant);
          const classes = [styles.option, current ? styles.current : '', orderable ? '' : styles.unavailable].filter(Boolean).join(' ');
          return (
            <li key={variant.id}>
              <a
                href={variantHref(familyHref, variant.id)}
                aria-current={current ? 'true' : undefined}
                className={classes}
                data-availability={availabilityStatus(variant)}
              >
                {variantChoiceLabel(variant)}
                {orderable ? null : <span className="visually-hidden"> ({availabilityText(variant, dictionary)})</span>}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
