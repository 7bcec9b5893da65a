/**
 * Building links to content items (docs/shop.md, Links to content), by model key. The blog, FAQ and terms slugs come from the
 * global configuration.
 */

export interface ContentLink {
  slug?: string | null;
  modelApiKey?: string | null;
  parent?: { slug?: string | null } | null;
  variantId?: string | null;
}

export interface ArticleSlugs {
  blog: string;
  faq: string;
  termsOfBusiness: string;
}

function path(...segments: string[]): string {
  return `/${segments.map(encodeURIComponent).join('/')}/`;
}

export function buildLink(link: ContentLink, slugs: ArticleSlugs): string {
  const slug = link.slug ?? '';
  if (slug === '') return '/';
  const parentSlug = link.parent?.slug ?? '';
  switch (link.modelApiKey) {
    case 'blog_article':
      return path(slugs.blog, slug);
    case 'faq_article':
      return path(slugs.faq, slug);
    case 'terms_of_business_article':
      return path(slugs.termsOfBusiness, slug);
    case 'product_family': {
      if (parentSlug === '') return path(slug);
      const base = path(parentSlug, slug);
      return link.variantId ? `${base}?variantId=${encodeURIComponent(link.variantId)}` : base;
    }
    case 'product_category':
      return parentSlug === '' ? path(slug) : path(parentSlug, slug);
    default:
      return path(slug);
  }
}

/** The file name of the blog's Atom feed, under the blog's own path. */
export const BLOG_FEED_FILE = 'feed.xml';

/** The path of the blog's Atom feed (`/blogg/feed.xml`). */
export function blogFeedPath(slugs: Pick<ArticleSlugs, 'blog'>): string {
  return `/${encodeURIComponent(slugs.blog)}/${BLOG_FEED_FILE}`;
}
