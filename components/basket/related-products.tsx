import { IntentLink } from '@/components/layout/prefetch-policy';
import type { RelatedProduct } from '@/lib/commerce/types';
import { formatMoney } from '@/lib/format';
import type { BasketTexts } from './basket-texts';
import styles from './related-products.module.css';
import { ContentImg } from '@/components/content/content-img';
import { cardDetail, productImageAlt } from '@/lib/content/card-detail';

/**
 * Products that go with the basket (`GET /Basket/GetRelatedProducts`), as small cards. Each names what it
 * is made of under its name, as the listing cards do (`cardDetail`), so two suggestions of one name can be
 * told apart; a commerce API that sends no materials or colours gets cards without that line.
 */
export function RelatedProducts({ products, texts }: { products: RelatedProduct[]; texts: BasketTexts }) {
  if (products.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="basket-related-heading">
      <h2 id="basket-related-heading" className={styles.sectionTitle}>
        {texts.relatedProducts}
      </h2>
      <ul className={styles.relatedList}>
        {products.map((product) => {
          const name = product.familyName || product.name;
          const detail = cardDetail(product.materials, product.colours);
          return (
            <li key={product.variantId} className={styles.card}>
              <div className={styles.cardImage}>
                {product.image ? (
                  <ContentImg
                    src={product.image.url}
                    alt={productImageAlt(name, detail)}
                    width={product.image.width}
                    height={product.image.height}
                    sizes="(max-width: 767px) 50vw, 220px"
                  />
                ) : null}
              </div>
              <p className={styles.brand}>{product.brand}</p>
              <h3 className={styles.cardName}>
                <IntentLink href={product.url}>{name}</IntentLink>
              </h3>
              {detail ? <p className={styles.detail}>{detail}</p> : null}
              <p className={styles.cardPrice}>
                <span className="visually-hidden">{texts.priceLabel}: </span>
                <span className={product.price < product.originalPrice ? styles.sale : undefined}>{formatMoney(product.price)}</span>
                {product.price < product.originalPrice ? (
                  <s>
                    <span className="visually-hidden">{texts.originalPrice}: </span>
                    {formatMoney(product.originalPrice)}
                  </s>
                ) : null}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
