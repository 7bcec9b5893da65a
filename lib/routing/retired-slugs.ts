import type { SpecialPageKey } from '../content/special-pages';

/**
 * Addresses the shop has published and retired, and the special page each now leads to (a permanent redirect,
 * so bookmarks and search engines follow). The target is the page, not its slug: an editor who renames the page
 * keeps the old address working. A live record with the same slug comes first (docs/shop.md, Addresses: live records before retired slugs), so an editor
 * can take a retired slug back.
 *
 * - `marken`: the category "Våra märken" listed the brands beside the brands overview (the all_brand special
 *   page); the shop has one overview, and the brand categories' trail leads there.
 */
export const RETIRED_SLUGS: Readonly<Record<string, SpecialPageKey>> = { marken: 'allBrands' };
