import { cardDetail, productImageAlt } from '../content/card-detail';
import { isNew } from '../content/product-rules';
import type { Money, ProductCardData } from '../content/types';

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

export function hitToCard(hit: ProductHit, now: Date | number): ProductHitCard {
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
    href: safeHref(hit.url),
    name: hit.name,
    brandName: hit.brand,
    detail,
    image,
    price,
    isNew: created ? isNew(created, now) : false,
  };
}
