import type { Brand, Catalogue, Coupon, MediaAsset, ProductFamily, ProductVariant, SalesChannel } from '../seed/catalogue-types';
import type { ProductImage } from '../../lib/commerce/types';
import { toOre } from './money';

/**
 * The demo catalogue, indexed for what the commerce service asks of it: a variant with its family, brand,
 * category slug, image and link; a sales channel by name or id and its effective (price) channel; the
 * price of a variant in a channel; coupons by code.
 */

export interface VariantEntry {
  variant: ProductVariant;
  family: ProductFamily;
  brand: Brand;
  categorySlug: string;
  productTypeId: string;
  image: ProductImage | null;
  /** What the variant is made of, by the catalogue's Swedish names ("18K guld", "diamant"). */
  materials: string[];
  /** Its colours' Swedish names ("guld"). */
  colours: string[];
  /** `/{category}/{family}/?variantId={id}` (docs/shop.md, Links to content). */
  url: string;
}

/** The channel a request named, and the channel whose prices apply (its parent, when it has one). */
export interface ResolvedChannel {
  requested: SalesChannel;
  effective: SalesChannel;
}

export interface VariantPrice {
  /** List price, öre. */
  priceOre: number;
  /** What the shopper pays per unit, öre. */
  discountedOre: number;
  percentDiscount: number;
}

function imageOf(asset: MediaAsset | undefined): ProductImage | null {
  return asset ? { url: asset.path, alt: asset.alt, width: asset.width, height: asset.height } : null;
}

export class CatalogueIndex {
  private readonly variants = new Map<string, VariantEntry>();
  private readonly channelsByName = new Map<string, SalesChannel>();
  private readonly channelsById = new Map<string, SalesChannel>();
  private readonly coupons = new Map<string, Coupon>();
  /** Per family: its bundle slots by name, each with the variants that may fill it. */
  private readonly bundleSlots = new Map<string, Map<string, ReadonlySet<string>>>();
  readonly checkoutCompletedSlug: string;
  /** The terms page's slug (the content's special page), which the payment step links to. */
  readonly termsSlug: string;

  constructor(readonly catalogue: Catalogue) {
    const media = new Map(catalogue.media.map((asset) => [asset.id, asset]));
    const brands = new Map(catalogue.brands.map((brand) => [brand.id, brand]));
    const categories = new Map(catalogue.categories.map((category) => [category.id, category]));
    const materials = new Map(catalogue.materials.map((material) => [material.id, material.name]));
    const colours = new Map(catalogue.colours.map((colour) => [colour.id, colour.name]));
    const names = (ids: readonly string[], byId: Map<string, string>) => ids.flatMap((id) => byId.get(id) ?? []);
    for (const family of catalogue.families) {
      const brand = brands.get(family.brandId);
      if (!brand) continue;
      const categorySlug = categories.get(family.categoryId)?.slug ?? '';
      if (family.bundleSlots?.length)
        this.bundleSlots.set(family.id, new Map(family.bundleSlots.map((slot) => [slot.name, new Set(slot.variantIds)])));
      for (const variant of family.variants) {
        const mediaId = variant.mediaIds[0] ?? family.mediaIds[0];
        const base = categorySlug
          ? `/${encodeURIComponent(categorySlug)}/${encodeURIComponent(family.slug)}/`
          : `/${encodeURIComponent(family.slug)}/`;
        this.variants.set(variant.id, {
          variant,
          family,
          brand,
          categorySlug,
          productTypeId: family.productTypeId,
          image: imageOf(mediaId === undefined ? undefined : media.get(mediaId)),
          materials: names(variant.materialIds, materials),
          colours: names(variant.colourIds, colours),
          url: `${base}?variantId=${encodeURIComponent(variant.id)}`,
        });
      }
    }
    for (const channel of catalogue.salesChannels) {
      this.channelsByName.set(channel.name.toLowerCase(), channel);
      this.channelsById.set(channel.id, channel);
    }
    for (const coupon of catalogue.coupons) this.coupons.set(coupon.code.toUpperCase(), coupon);
    this.checkoutCompletedSlug = catalogue.pages.checkoutCompleted.slug;
    this.termsSlug = catalogue.pages.termsOfBusiness.slug;
  }

  get variantCount(): number {
    return this.variants.size;
  }

  variant(id: string): VariantEntry | undefined {
    return this.variants.get(id);
  }

  allVariants(): IterableIterator<VariantEntry> {
    return this.variants.values();
  }

  /** The channel named by a request (by name, else by id), with its effective price channel. */
  resolveChannel(name: string, id?: string): ResolvedChannel | undefined {
    const requested = this.channelsByName.get(name.trim().toLowerCase()) ?? (id ? this.channelsById.get(id) : undefined);
    return requested ? this.withEffective(requested) : undefined;
  }

  /** The storefront's configured channel (for pages that carry no channel header, like the payment page). */
  defaultChannel(): ResolvedChannel {
    const config = this.catalogue.global.salesChannelConfig;
    const channel =
      this.resolveChannel(config.salesChannelName, config.salesChannelId) ?? this.withEffective(this.catalogue.salesChannels[0]!);
    return channel;
  }

  channelById(id: string): ResolvedChannel | undefined {
    const requested = this.channelsById.get(id);
    return requested ? this.withEffective(requested) : undefined;
  }

  private withEffective(requested: SalesChannel): ResolvedChannel {
    const parent = requested.parentId ? this.channelsById.get(requested.parentId) : undefined;
    return { requested, effective: parent ?? requested };
  }

  /** The variant's price in the effective channel, else in the requested channel; undefined when unpriced. */
  price(variant: ProductVariant, channel: ResolvedChannel): VariantPrice | undefined {
    const pricing =
      variant.pricing.find((entry) => entry.salesChannelId === channel.effective.id) ??
      variant.pricing.find((entry) => entry.salesChannelId === channel.requested.id);
    if (!pricing) return undefined;
    const priceOre = toOre(pricing.price);
    const discountedOre = Math.min(priceOre, toOre(pricing.priceDiscounted));
    return { priceOre, discountedOre, percentDiscount: pricing.percentDiscount };
  }

  /**
   * Why the catalogue does not let `slotVariantId` fill `slot` of a line of `entry`, or undefined when it
   * does: the slot must be one the product defines, and the variant one the slot offers.
   */
  bundleSlotRefusal(entry: VariantEntry, slot: string, slotVariantId: string): string | undefined {
    const slots = this.bundleSlots.get(entry.family.id);
    if (!slots) return `${entry.variant.sku} is not sold as a bundle`;
    const allowed = slots.get(slot);
    if (!allowed) return `${entry.variant.sku} has no bundle slot ${slot} (slots: ${[...slots.keys()].join(', ')})`;
    if (!allowed.has(slotVariantId)) return `variant ${slotVariantId} cannot fill slot ${slot} of ${entry.variant.sku}`;
    return undefined;
  }

  coupon(code: string): Coupon | undefined {
    return this.coupons.get(code.toUpperCase());
  }
}
