import { withoutMarkers } from './content-link';
import { CURRENCY } from '../constants';
import type { Article, Breadcrumb, ProductFamily } from './types';

/** JSON-LD for search engines: products with their offers, breadcrumbs, blog articles and the site's search. */

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

/** Google shows at most 110 characters of an article's headline. */
const HEADLINE_LIMIT = 110;

function modifiedTime(article: Pick<Article, 'seo'>): string | undefined {
  const tag = article.seo.find((entry) => entry.attributes?.property === 'article:modified_time');
  return tag?.attributes?.content || undefined;
}

/**
 * A blog article as schema.org `Article` (Google's article rich result): headline, image, dates, the shop as
 * author and publisher, and the page it is on.
 */
export function articleJsonLd(article: Article, site: { url: string; name: string; logo: string }): Record<string, unknown> {
  const organization = { '@type': 'Organization', name: site.name, url: absolute(site.url, '/') };
  const modified = modifiedTime(article);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.header.length > HEADLINE_LIMIT ? `${article.header.slice(0, HEADLINE_LIMIT - 1).trimEnd()}…` : article.header,
    description: article.excerpt || undefined,
    image: article.image ? [absolute(site.url, article.image.src)] : undefined,
    datePublished: article.publishDate ?? undefined,
    dateModified: modified ?? article.publishDate ?? undefined,
    author: organization,
    publisher: { ...organization, logo: { '@type': 'ImageObject', url: absolute(site.url, site.logo) } },
    mainEntityOfPage: { '@type': 'WebPage', '@id': absolute(site.url, article.href) },
    inLanguage: 'sv-SE',
  };
}

/** The placeholder of the site search's URL template (schema.org `SearchAction`). */
export const SEARCH_TERM = 'search_term_string';

/**
 * The home page's `WebSite` with a `SearchAction` to the search page (`?q=`), so a search engine can offer the
 * shop's own search. Without a search page there is no action.
 */
export function webSiteJsonLd(site: { url: string; name: string; searchHref: string | null; queryKey: string }): Record<string, unknown> {
  const search = site.searchHref ? new URL(site.searchHref, `${site.url}/`) : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.name,
    url: absolute(site.url, '/'),
    inLanguage: 'sv-SE',
    ...(search
      ? {
          potentialAction: {
            '@type': 'SearchAction',
            target: { '@type': 'EntryPoint', urlTemplate: `${search.origin}${search.pathname}?${site.queryKey}={${SEARCH_TERM}}` },
            'query-input': `required name=${SEARCH_TERM}`,
          },
        }
      : {}),
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` escaped so no content can close the script, and
 * without Content Link's markers (draft mode), which belong to shown text only (lib/content/content-link.ts).
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(withoutMarkers(data)).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
