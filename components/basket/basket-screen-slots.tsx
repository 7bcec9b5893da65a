import type { Dictionary } from '@/lib/content/dictionary-defaults';
import { chooseVariant, orderVariants } from '@/lib/content/product-rules';
import { getGlobalData } from '@/lib/content/global-data';
import type { Image, ProductFamily } from '@/lib/content/types';
import { AddToBasket } from '@/components/product/product-lazy';
import { initialGiftCardAmount, type AddToBasketVariant } from '@/components/product/add-to-basket-rules';
import { GiftCardAmount } from '@/components/product/gift-card-amount';
import { BasketProvider } from './basket-hub';
import { basketProviderProps } from './basket-slots';
import { pickBasketTexts } from './basket-texts';
import { BasketView, GiftWrappingChooser } from './basket-lazy';
import type { GiftWrappingOption } from './gift-wrapping-chooser';
import { giftWrappingLabel } from './gift-wrapping-label';

/**
 * Server components that fill the screens' basket slots: they read the commerce URL and the
 * sales channel on the server, pick the dictionary texts, and render the client features inside a
 * BasketProvider (basket-hub.tsx: the layout's hub when there is one; it brings no store, which comes with
 * the screens' own code through their hooks, basket-provider.tsx). Only the screens import this
 * module: it reaches the screens' client code (the `…-lazy.tsx` modules), which must stay out of the root
 * layout's module graph (see basket-slots.ts).
 */

/** The product family whose variants are the shop's gift wrappings. */
export const GIFT_WRAPPING_FAMILY_SLUG = 'presentinslagning-glans';

export async function BasketSlot({ dictionary, checkoutHref, giftWrappingHref, continueHref = '/' }: { dictionary: Dictionary; checkoutHref: string; giftWrappingHref: string; continueHref?: string }) {
  const [providerProps, global] = await Promise.all([basketProviderProps(), getGlobalData()]);
  return (
    <BasketProvider {...providerProps}>
      <BasketView texts={pickBasketTexts(dictionary)} shipping={global.shipping} checkoutHref={checkoutHref} giftWrappingHref={giftWrappingHref} continueHref={continueHref} />
    </BasketProvider>
  );
}

function imageOf(image: Image | undefined): GiftWrappingOption['image'] {
  return image ? { src: image.src, alt: image.alt, width: image.width, height: image.height } : null;
}

/** The gift wrappings of a family: its variants marked `isGiftWrapping`, with their price in this channel. */
export function giftWrappingOptions(family: ProductFamily | null): GiftWrappingOption[] {
  if (!family) return [];
  return family.variants
    .filter((variant) => variant.isGiftWrapping)
    .map((variant) => ({ variantId: variant.id, name: giftWrappingLabel(variant.name, family.name), price: variant.price?.amount ?? null, image: imageOf(variant.images[0] ?? family.images[0]) }));
}

export async function GiftWrappingSlot({
  dictionary,
  family,
  basketHref,
  checkoutHref,
  continueHref = '/',
}: {
  dictionary: Dictionary;
  family: ProductFamily | null;
  basketHref: string;
  checkoutHref: string;
  continueHref?: string;
}) {
  const options = giftWrappingOptions(family);
  if (options.length === 0) return null;
  return (
    <BasketProvider {...await basketProviderProps()}>
      <GiftWrappingChooser options={options} texts={pickBasketTexts(dictionary)} basketHref={basketHref} checkoutHref={checkoutHref} continueHref={continueHref} />
    </BasketProvider>
  );
}

/** Add to basket for the variant the product page shows (`?variantId=`, else the page's default). */
export async function AddToBasketSlot({ family, selectedVariantId, dictionary, basketHref }: { family: ProductFamily; selectedVariantId: string | null; dictionary: Dictionary; basketHref: string }) {
  const variants = orderVariants(family.variants);
  const variant = chooseVariant(variants, selectedVariantId);
  if (!variant) return null;
  const chosen: AddToBasketVariant = {
    variantId: variant.id,
    sku: variant.sku,
    productName: family.name,
    variantLabel: variants.length > 1 ? variant.sizeLabel || variant.name : null,
    brand: family.brand.name,
    price: variant.price,
    availability: variant.availability,
    allowOrdering: variant.allowOrdering,
    stockQuantity: variant.stockQuantity,
    isGiftCard: variant.isGiftCard,
  };
  const texts = pickBasketTexts(dictionary);
  // A gift card's amount field is drawn here, so the first load's form carries neither it nor the number formatting.
  const amountField = chosen.isGiftCard ? <GiftCardAmount id={`add-to-basket-${variant.id}`} amount={initialGiftCardAmount(chosen)} texts={texts} /> : null;
  return (
    <BasketProvider {...await basketProviderProps()}>
      <AddToBasket key={variant.id} variant={chosen} basketHref={basketHref} texts={texts} amountField={amountField} />
    </BasketProvider>
  );
}
