import { translate } from '@/lib/content/translate';
import { IntentLink } from '@/components/layout/prefetch-policy';
import type { ReactNode } from 'react';
import type { Dictionary } from '@/lib/content/dictionary-defaults';
import type { Image, ProductFamily, ProductVariant, ShippingTerms } from '@/lib/content/types';
import { shippingPromise } from '@/lib/content/shipping-promise';
import { cardDetail, productImageAlt } from '@/lib/content/card-detail';
import { chooseVariant, isNew, orderVariants } from '@/lib/content/product-rules';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { SlotRegion } from '@/components/content/slot-region';
import { AvailabilityBadge } from '@/components/product/availability-badge';
import { NewMarker } from '@/components/product/new-marker';
import { Price } from '@/components/product/price';
import { drawnGalleryImages } from '@/components/product/gallery-images';
import { GalleryView, type ProductGalleryLabels } from '@/components/product/gallery-view';
import { ZOOM_MIN_RATIO } from '@/lib/constants';
import { ProductGallery } from '@/components/product/product-lazy';
import { VariantChooser } from '@/components/product/variant-chooser';
import styles from './product-details-page.module.css';

export interface ProductDetailsPageProps {
  family: ProductFamily;
  /** From `?variantId=`; an unknown or missing id shows the first orderable variant in stock. */
  selectedVariantId: string | null;
  dictionary: Dictionary;
  /** The shop's shipping terms: the shipping promise by the price names their free-shipping threshold. */
  shipping: ShippingTerms | null;
  /** The time the page is rendered for (the new-product marker). */
  now: Date;
  /** The add-to-basket control for the chosen variant (components/basket). */
  addToBasketSlot?: ReactNode;
}

/**
 * The chosen variant's images first, then the family's, without repeats, each described by this product
 * and variant (an image file can serve several products, so its own alt text may name another).
 */
function galleryImages(family: ProductFamily, variant: ProductVariant | null): Image[] {
  const seen = new Set<string>();
  const alt = productImageAlt(family.name, variant ? cardDetail(variant.materials, variant.colours.map((colour) => colour.name)) : null);
  return [...(variant?.images ?? []), ...family.images]
    .filter((image) => {
      if (seen.has(image.src)) return false;
      seen.add(image.src);
      return true;
    })
    .map((image) => ({ ...image, alt }));
}

/** Paragraphs of a plain-text description (blank lines separate them). */
function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * Product details: gallery with zoom; brand, name, price (with discount), new marker, availability; the
 * size chooser (ordered by first size) that sets `?variantId=`; colour and material; the add-to-basket slot; the
 * description and the facts.
 */
export function ProductDetailsPage({ family, selectedVariantId, dictionary, shipping, now, addToBasketSlot }: ProductDetailsPageProps) {
  const variants = orderVariants(family.variants);
  const variant = chooseVariant(variants, selectedVariantId);
  const images = galleryImages(family, variant);
  const sizeGuide = family.productType?.sizeGuide ?? null;
  const colours = variant?.colours.map((colour) => colour.name).join(', ') ?? '';
  const materials = variant?.materials.join(', ') ?? '';
  const facts = [
    { label: translate(dictionary, 'filterBrand'), value: family.brand.name },
    { label: translate(dictionary, 'filterProductType'), value: [family.productType?.name, family.productSubtype].filter(Boolean).join(' · ') },
    { label: translate(dictionary, 'filterColour'), value: colours },
    { label: translate(dictionary, 'filterMaterial'), value: materials },
    { label: translate(dictionary, 'filterSize'), value: variant?.sizeLabel ?? '' },
    { label: translate(dictionary, 'articleNumber'), value: variant?.sku ?? '' },
  ].filter((fact) => fact.value.trim() !== '');
  const description = paragraphs(family.description);
  const gallery = drawnGalleryImages(images);
  const galleryLabels: ProductGalleryLabels = {
    gallery: translate(dictionary, 'productImages'),
    zoomIn: translate(dictionary, 'zoomIn'),
    zoomOut: translate(dictionary, 'zoomOut'),
    resetZoom: translate(dictionary, 'resetZoom'),
    previousImage: translate(dictionary, 'previousImage'),
    nextImage: translate(dictionary, 'nextImage'),
    showImage: translate(dictionary, 'showImage'),
    zoomLevel: translate(dictionary, 'zoomLevel'),
    zoomHint: translate(dictionary, 'zoomHint'),
  };

  return (
    <>
      <div className="container">
        <Breadcrumbs items={family.breadcrumbs} current={{ label: family.name, href: family.href }} dictionary={dictionary} />
      </div>
      <article className={`container ${styles.product}`} aria-labelledby="product-name">
        <div className={styles.gallery}>
          {images.length > 0 ? (
            <ProductGallery key={variant?.id ?? family.id} images={gallery} labels={galleryLabels}>
              <GalleryView images={gallery} labels={galleryLabels} index={0} zoom={ZOOM_MIN_RATIO} pan={{ x: 0, y: 0 }} />
            </ProductGallery>
          ) : (
            <div className={styles.noImage} />
          )}
        </div>

        <div className={styles.summary}>
          <p className={styles.brand}>
            <IntentLink href={family.brand.href}>{family.brand.name}</IntentLink>
          </p>
          <h1 id="product-name" className={styles.name}>
            {family.name}
          </h1>
          {isNew(family.createdAt, now) ? <NewMarker dictionary={dictionary} className={styles.new} /> : null}

          {variant ? (
            <div className={styles.status} aria-live="polite">
              {/* A gift card's price is the amount the shopper chooses: the form shows it as it is typed. */}
              {variant.price && !variant.isGiftCard ? <Price price={variant.price} dictionary={dictionary} size="large" /> : null}
              <AvailabilityBadge variant={variant} dictionary={dictionary} />
            </div>
          ) : null}

          {/* What a buyer weighs with the price: delivery time, shipping cost and returns (editable in the dictionary). */}
          <ul className={styles.promises} role="list" data-product-promises="">
            <li>{shippingPromise(dictionary, shipping)}</li>
            <li>{translate(dictionary, 'productDeliveryTime')}</li>
          </ul>

          {colours || materials ? (
            <p className={styles.materials}>{[colours, materials].filter(Boolean).join(' · ')}</p>
          ) : null}

          {variant ? <VariantChooser familyHref={family.href} variants={variants} selectedId={variant.id} dictionary={dictionary} /> : null}

          {sizeGuide && variants.some((candidate) => candidate.sizeLabel) ? (
            <p className={styles.sizeGuide}>
              {translate(dictionary, 'sizeGuidePrompt')} <IntentLink href={sizeGuide.href}>{sizeGuide.title}</IntentLink>
            </p>
          ) : null}

          <SlotRegion name="add-to-basket" className={styles.purchase}>
            {addToBasketSlot}
          </SlotRegion>

          {description.length > 0 ? (
            <section className={styles.section} aria-labelledby="product-description">
              <h2 id="product-description" className={styles.sectionTitle}>
                {translate(dictionary, 'description')}
              </h2>
              {description.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </section>
          ) : null}

          {facts.length > 0 ? (
            <section className={styles.section} aria-labelledby="product-facts">
              <h2 id="product-facts" className={styles.sectionTitle}>
                {translate(dictionary, 'productDetails')}
              </h2>
              <dl className={styles.facts}>
                {facts.map((fact) => (
                  <div key={fact.label} className={styles.fact}>
                    <dt>{fact.label}</dt>
                    <dd>{fact.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
        </div>
      </article>
    </>
  );
}
