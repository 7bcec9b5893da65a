import { translate } from '@/lib/content/translate';
import type { Dictionary } from '@/lib/content/dictionary-defaults';
import type { Money } from '@/lib/content/types';
import { formatMoney } from '@/lib/format';
import styles from './price.module.css';

export type PriceTexts = Pick<Dictionary, 'priceLabel' | 'originalPrice' | 'discountLabel'>;

interface PriceProps {
  price: Money;
  dictionary: PriceTexts;
  size?: 'small' | 'large';
  className?: string;
}

/**
 * A SEK price. A discounted price shows what the shopper pays, the original price struck through and the
 * percentage off; screen readers hear each part named.
 */
export function Price({ price, dictionary, size = 'small', className }: PriceProps) {
  const classes = [styles.price, size === 'large' ? styles.large : styles.small, className].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <span className="visually-hidden">{translate(dictionary, 'priceLabel')}: </span>
      <span className={price.isDiscounted ? `${styles.amount} ${styles.sale}` : styles.amount}>{formatMoney(price.amount)}</span>
      {price.isDiscounted ? (
        <>
          <s className={styles.original}>
            <span className="visually-hidden">{translate(dictionary, 'originalPrice')}: </span>
            {formatMoney(price.original)}
          </s>
          {price.percentDiscount > 0 ? (
            <span className={styles.badge}>{translate(dictionary, 'discountLabel', { percent: Math.round(price.percentDiscount) })}</span>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
