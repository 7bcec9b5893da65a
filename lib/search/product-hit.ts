import { cardDetail, productImageAlt } from '../content/card-detail';
import { isNew } from '../content/product-rules';
import type { Money, ProductCardData } from '../content/types';
import type { RefinementAttribute } from './listing-setup';

/** A hit of the product index, as the listing asks for it (see HIT_ATTRIBUTES). */
export interface ProductHit {
  objectID: string;
  name: string;
  brand: string;
  /** The record's materials and colours (one record per colour of a family). */
  material?: string[];
  colour?: string[];
  /** What the shopper pays, SEK. */
  price: number;
  originalPrice?: number;
  percentDiscount?: number;
  /** Seconds since the epoch. */
  createdAtTimestamp?: number;
  image?: { path: string; width: number; height: number; alt?: string } | null;
  url: string;
  variantId?: string;
  /** The record's variants, best first, with what the filters see of each. */
  variants?: { variantId: string; sizes?: string[]; material?: string[] }[];
  __position?: number;
  __queryID?: string;
}

/** A product card for a hit, with the hit's id (list keys, analytics). */
export interface ProductHitCard extends ProductCardData {
  objectID: string;
}

/** Only links inside the site: a record's URL is a path (`/{category}/{family}/?variantId=…`). */
function safeHref(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') && !url.includes('\\') ? url : '/';
}

/** A record's list attribute; anything else (a record without it, a lone string) is read as it must be. */
function stringsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return typeof value === 'string' ? [value] : [];
}

/** The listing's chosen filter values, by attribute (the route's `refinements`). */
export type ChosenFilters = Partial<Record<RefinementAttribute, readonly string[]>>;

/** The per-variant attributes a filter can pick a variant by (a record is one colour, so colour picks none). */
const VARIANT_FILTERS = ['sizes', 'material'] as const;

/**
 * The variant a filtered listing's card opens: the best of the record's variants that has a chosen size and a
 * chosen material; when no variant has both (the record matched on two variants), the one matching the most
 * filters, sizes first. Null without a size or material filter: the card keeps the record's own variant.
 */
export function filteredVariantId(hit: Pick<ProductHit, 'variants'>, chosen: ChosenFilters | undefined): string | null {
  const active = VARIANT_FILTERS.filter((attribute) => (chosen?.[attribute]?.length ?? 0) > 0);
  if (active.length === 0 || !Array.isArray(hit.variants)) return null;
  let best: { id: string; score: number } | null = null;
  for (const variant of hit.variants) {
    if (typeof variant?.variantId !== 'string') continue;
    // Each matched filter counts; a size counts above a material, as the wrong size is the costlier mistake.
    const score = active.reduce((sum, attribute) => {
      const values = stringsOf(variant[attribute]);
      return chosen?.[attribute]?.some((value) => values.includes(value)) ? sum + (attribute === 'sizes' ? 2 : 1) : sum;
    }, 0);
    if (score > 0 && (!best || score > best.score)) best = { id: variant.variantId, score };
  }
  return best?.id ?? null;
}

/** The record's URL opening another of its variants (`?variantId=`); the URL as it is without one. */
function withVariant(href: string, variantId: string | null): string {
  if (!variantId || href === '/') return href;
  const [path = '/', query = ''] = href.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('variantId', variantId);
  return `${path}?${params.toString()}`;
}

export function hitToCard(hit: ProductHit, now: Date | number, chosen?: ChosenFilters): ProductHitCard {
  const amount = Number(hit.price);
  const original = Number(hit.originalPrice ?? hit.price);
  const percentDiscount = Number(hit.percentDiscount ?? 0);
  const price: Money | null = Number.isFinite(amount)
    ? {
        amount,
        original: Number.isFinite(original) ? original : amount,
        percentDiscount,
        isDiscounted: Number.isFinite(original) && original > amount,
      }
    : null;
  const detail = cardDetail(stringsOf(hit.material), stringsOf(hit.colour));
  const image = hit.image?.path
    ? { src: hit.image.path, width: hit.image.width, height: hit.image.height, alt: productImageAlt(hit.name, detail), title: null, bgColor: null }
    : null;
  const created = hit.createdAtTimestamp ? new Date(hit.createdAtTimestamp * 1000) : null;
  return {
    objectID: hit.objectID,
    href: withVariant(safeHref(hit.url), filteredVariantId(hit, chosen)),
    name: hit.name,
    brandName: hit.brand,
    detail,
    image,
    price,
    isNew: created ? isNew(created, now) : false,
  };
}
