import type { ReactNode } from 'react';
import type { Dictionary } from '@/lib/content/dictionary-defaults';
import type { ProductCardData, ProductFamily } from '@/lib/content/types';
import { cardDetail, productImageAlt } from '@/lib/content/card-detail';
import { chooseVariant, isNew, variantHref } from '@/lib/content/product-rules';
import { ResponsiveImage } from '@/components/content/responsive-image';
import { NewMarker } from './new-marker';
import { Price, type PriceTexts } from './price';
import styles from './product-card.module.css';

export type { ProductCardData };

export type ProductCardTexts = PriceTexts & Pick<Dictionary, 'newProduct'>;

interface ProductCardProps {
  product: ProductCardData;
  dictionary: ProductCardTexts;
  /** The name as shown, when it differs from the plain name (search highlighting). */
  nameContent?: ReactNode;
  /** Called when the shopper follows the card's link (search click analytics). */
  onLinkClick?: () => void;
  /** The link's `data-control` name, so the listing can give it back its focus when it swaps (listing-root.tsx). */
  linkControl?: string;
  /** The card title's heading level, so headings stay in order wherever the card is used. */
  headingLevel?: 2 | 3 | 4;
  /** How wide the card is drawn; the default suits a 2-column mobile / 4-column desktop grid. */
  sizes?: string;
  /**
   * A card of the first row: `preload` for the one likely to be the page's largest paint (preloaded, fetched
   * first), `eager` for the rest of the row (not lazy). Other cards' images load as they near the viewport.
   */
  imageLoading?: 'preload' | 'eager';
}

/** A product family as a teaser card, showing the variant a product page would open with. */
export function productCardData(family: ProductFamily, now: Date | number): ProductCardData {
  const variant = chooseVariant(family.variants);
  const detail = variant ? cardDetail(variant.materials, variant.colours.map((colour) => colour.name)) : null;
  const image = variant?.images[0] ?? family.images[0] ?? null;
  return {
    href: variant ? variantHref(family.href, variant.id) : family.href,
    name: family.name,
    brandName: family.brand.name,
    detail,
    // Described by this product, whatever other product shares the image file.
    image: image ? { ...image, alt: productImageAlt(family.name, detail) } : null,
    price: variant?.price ?? null,
    isNew: isNew(family.createdAt, now),
  };
}

/** A crisp product card: square image on sand, brand, name, what it is made of, price and the new marker. */
export function ProductCard({
  product,
  dictionary,
  headingLevel = 3,
  sizes = '(max-width: 767px) 50vw, (max-width: 1280px) 25vw, 300px',
  nameContent,
  onLinkClick,
  linkControl,
  imageLoading,
}: ProductCardProps) {
  const Heading = `h${headingLevel}` as 'h3';
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {product.image ? <ResponsiveImage image={product.image} fit="contain" aspectRatio="1 / 1" sizes={sizes} preload={imageLoading === 'preload'} eager={imageLoading === 'eager'} className={styles.image} /> : <span className={styles.placeholder} />}
        {product.isNew ? <NewMarker dictionary={dictionary} className={styles.marker} /> : null}
      </div>
      <div className={styles.body}>
        <p className={styles.brand}>{product.brandName}</p>
        <Heading className={styles.name}>
          {/* A plain link: product pages are cached per variant behind `?variantId=` (see proxy.ts), and the
              client router keeps one page per path whatever its query, so two colours of one family would
              share a cached page. An ordinary page load is always the right variant. */}
          <a href={product.href} className={styles.link} onClick={onLinkClick} data-control={linkControl}>
            {nameContent ?? product.name}
          </a>
        </Heading>
        {product.detail ? <p className={styles.detail}>{product.detail}</p> : null}
        {product.price ? <Price price={product.price} dictionary={dictionary} /> : null}
      </div>
    </article>
  );
}
