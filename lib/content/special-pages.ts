/**
 * The special pages (docs/shop.md, Addresses) and their content-service slugs. The slugs are editable in the content
 * service and fetched with the global data (see `global-data.ts`); nothing in the app hard-codes them.
 */
export const SPECIAL_PAGE_KEYS = [
  'termsOfBusiness',
  'blog',
  'faq',
  'about',
  'contact',
  'cart',
  'checkout',
  'giftWrapping',
  'checkoutCompleted',
  'allBrands',
] as const;

export type SpecialPageKey = (typeof SPECIAL_PAGE_KEYS)[number];

/** Slug of every special page, plus the front page's (normally empty). */
export type SpecialSlugMap = Record<SpecialPageKey, string> & { frontPage: string };
