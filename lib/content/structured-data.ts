import { CURRENCY } from '../constants';
import type { Breadcrumb, ProductFamily } from './types';

/** JSON-LD for search engines: products with their offers, and breadcrumbs. */

const AVAILABILITY: Record<string, string> = {
  in_stock: 'https://schema.org/InStock',
  low_stock: 'https://schema.org/LimitedAvailability',
  sold_out: 'https://schema.org/OutOfStock',
  preorder: 'https://schema.org/PreOrder',
};

function absolute(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl}/`).toString();
}

export function productJsonLd(family: ProductFamily, siteUrl: string): Record<string, unknown> {
  const priced = family.variants.filter((variant) => variant.price !== null);
  const prices = priced.map((variant) => variant.price!.amount);
  const anyAvailable = family.variants.some((variant) => variant.availability !== 'sold_out' && variant.allowOrdering);
  const image = family.images[0] ?? family.variants[0]?.images[0];
  const offers =
    priced.length === 1
      ? {
          '@type': 'Offer',
          price: prices[0]!.toFixed(2),
          priceCurrency: CURRENCY,
          availability: AVAILABILITY[priced[0]!.availability] ?? AVAILABILITY.in_stock,
          url: absolute(siteUrl, family.href),
          sku: priced[0]!.sku,
        }
      : {
          '@type': 'AggregateOffer',
          lowPrice: Math.min(...prices).toFixed(2),
          highPrice: Math.max(...prices).toFixed(2),
          offerCount: priced.length,
          priceCurrency: CURRENCY,
          availability: anyAvailable ? AVAILABILITY.in_stock : AVAILABILITY.sold_out,
        };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: family.name,
    description: family.description,
    brand: { '@type': 'Brand', name: family.brand.name },
    sku: family.variants[0]?.sku,
    gtin13: family.variants[0]?.ean || undefined,
    image: image ? absolute(siteUrl, image.src) : undefined,
    url: absolute(siteUrl, family.href),
    ...(priced.length > 0 ? { offers } : {}),
  };
}

export function breadcrumbJsonLd(items: Breadcrumb[], siteUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.label, item: absolute(siteUrl, item.href) })),
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no content can close the script. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
