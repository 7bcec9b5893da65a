import type { ResultOf } from './graphql';
import type { LinkedRecordFields } from './fragments';
import { buildLink, type ArticleSlugs } from './links';

type RawLinked = ResultOf<typeof LinkedRecordFields>;

/** A special page as a link target: just its model key and slug. */
interface RawPageLink {
  __typename: string;
  id: string;
  _modelApiKey: string;
  slug?: string | null;
}

/** The storefront URL and a title of a record linked from content (menus, structured text). */
export function linkedRecordTarget(raw: RawLinked | RawPageLink, slugs: ArticleSlugs, variantId?: string | null): { href: string; title: string } {
  const record = raw as Partial<RawLinked> & RawPageLink & { title?: string | null; header?: string | null; name?: string | null };
  switch (raw.__typename) {
    case 'ProductCategoryRecord':
      return {
        href: buildLink({ slug: record.slug, modelApiKey: 'product_category', parent: 'parent' in record ? record.parent : null }, slugs),
        title: record.title ?? '',
      };
    case 'ProductFamilyRecord':
      return {
        href: buildLink({ slug: record.slug, modelApiKey: 'product_family', parent: 'category' in record ? record.category : null, variantId }, slugs),
        title: record.name ?? '',
      };
    case 'BrandRecord': {
      const category = 'category' in record ? (record.category as { slug?: string | null; parent?: { slug?: string | null } | null } | null) : null;
      return {
        href: buildLink({ slug: category?.slug, modelApiKey: 'product_category', parent: category?.parent ?? null }, slugs),
        title: record.name ?? '',
      };
    }
    default:
      return { href: buildLink({ slug: record.slug, modelApiKey: raw._modelApiKey }, slugs), title: record.header ?? record.title ?? '' };
  }
}
