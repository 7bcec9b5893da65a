import { RETIRED_SLUGS } from '../routing/retired-slugs';
import { SPECIAL_PAGE_KEYS, type SpecialPageKey, type SpecialSlugMap } from './special-pages';

/**
 * Resolving a content path (docs/shop.md, Addresses): leading and trailing slashes are removed, then the number of
 * segments decides. Lookups are injected so the order rules can be tested as a table.
 */

export type ResolvedPath =
  | { type: 'front_page' }
  | { type: 'product_category'; slug: string; parentSlug: string | null }
  | { type: 'special_page'; page: SpecialPageKey }
  | { type: 'blog_article'; slug: string }
  | { type: 'faq_article'; slug: string }
  | { type: 'terms_of_business_article'; slug: string }
  | { type: 'product_details'; categorySlug: string; familySlug: string }
  | { type: 'not_found' };

export interface PathLookups {
  specialSlugs: () => Promise<SpecialSlugMap>;
  categoryExists: (slug: string) => Promise<boolean>;
  blogArticleExists: (slug: string) => Promise<boolean>;
  faqArticleExists: (slug: string) => Promise<boolean>;
  termsArticleExists: (slug: string) => Promise<boolean>;
}

/** A slug as the content service makes them; anything else cannot match a record. */
const SLUG = /^[\p{Ll}\p{Nd}][\p{Ll}\p{Nd}_-]{0,199}$/u;

/** Whether `segment` is shaped like a slug of the content service (one path segment, decoded). */
export function isSlug(segment: string): boolean {
  return SLUG.test(segment);
}

export function pathSegments(path: string | string[]): string[] {
  const joined = Array.isArray(path) ? path.join('/') : path;
  const trimmed = joined.replace(/^\/+/, '').replace(/\/+$/, '');
  return trimmed === '' ? [] : trimmed.split('/');
}

/**
 * Whether a path's segments could name a content record at all: at most two, each a slug. A path that
 * could not is not found without asking the content service (and `proxy.ts` answers it with the one shared
 * not-found page, so made-up addresses do not each leave a page in Next's cache).
 */
export function isPossibleContentPath(segments: readonly string[]): boolean {
  return segments.length <= 2 && segments.every(isSlug);
}

export async function resolvePath(path: string | string[], lookups: PathLookups): Promise<ResolvedPath> {
  const segments = pathSegments(path);
  // The front page: an empty path resolves to nothing, which the catch-all renders as home.
  if (segments.length === 0) return { type: 'front_page' };
  if (!isPossibleContentPath(segments)) return { type: 'not_found' };

  if (segments.length === 1) {
    const [slug] = segments as [string];
    if (await lookups.categoryExists(slug)) return { type: 'product_category', slug, parentSlug: null };
    const slugs = await lookups.specialSlugs();
    const page = SPECIAL_PAGE_KEYS.find((key) => slugs[key] === slug);
    if (page) return { type: 'special_page', page };
    // A retired address resolves to the page it leads to; the catch-all redirects to that page's own address.
    const retired = Object.hasOwn(RETIRED_SLUGS, slug) ? RETIRED_SLUGS[slug] : undefined;
    if (retired && slugs[retired]) return { type: 'special_page', page: retired };
    return { type: 'not_found' };
  }

  const [parent, child] = segments as [string, string];
  const slugs = await lookups.specialSlugs();
  if (parent === slugs.blog && (await lookups.blogArticleExists(child))) return { type: 'blog_article', slug: child };
  if (parent === slugs.faq && (await lookups.faqArticleExists(child))) return { type: 'faq_article', slug: child };
  if (parent === slugs.termsOfBusiness && (await lookups.termsArticleExists(child))) return { type: 'terms_of_business_article', slug: child };
  if (await lookups.categoryExists(child)) return { type: 'product_category', slug: child, parentSlug: parent };
  return { type: 'product_details', categorySlug: parent, familySlug: child };
}
