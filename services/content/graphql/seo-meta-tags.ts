import type { MediaAsset } from '../../seed/catalogue-types';

/**
 * `_seoMetaTags`: the head tags DatoCMS derives from a record's SEO field (falling back to its title,
 * text and image), in the `{ tag, attributes, content }` form that react-datocms' `renderMetaTags` and
 * `toNextMetadata` read.
 */

export interface MetaTag {
  tag: string;
  attributes: Record<string, string> | null;
  content: string | null;
}

export interface SeoSource {
  title: string | null;
  description: string | null;
  image: MediaAsset | null;
  /** `article` for articles, else `website`. */
  ogType: 'article' | 'website';
  updatedAt: string;
  noIndex?: boolean;
}

export interface SiteSeo {
  siteName: string;
  titleSuffix: string;
  locale: string;
  /** The uploads' asset host: og:image and twitter:image are absolute on it, as DatoCMS gives them. */
  assetOrigin?: string;
}

const DESCRIPTION_LIMIT = 160;

/** Shortens text at a word boundary to DatoCMS's description length, adding an ellipsis when cut. */
export function truncateDescription(text: string, limit = DESCRIPTION_LIMIT): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

function meta(key: 'name' | 'property', name: string, content: string): MetaTag {
  return { tag: 'meta', attributes: { [key]: name, content }, content: null };
}

export function seoMetaTags(source: SeoSource, site: SiteSeo): MetaTag[] {
  const tags: MetaTag[] = [];
  const title = source.title ? `${source.title}${site.titleSuffix}` : site.siteName;
  tags.push({ tag: 'title', attributes: null, content: title });
  tags.push(meta('property', 'og:title', source.title ?? site.siteName));
  tags.push(meta('name', 'twitter:title', source.title ?? site.siteName));
  if (source.description) {
    const description = truncateDescription(source.description);
    tags.push(meta('name', 'description', description));
    tags.push(meta('property', 'og:description', description));
    tags.push(meta('name', 'twitter:description', description));
  }
  tags.push(meta('property', 'og:type', source.ogType));
  tags.push(meta('property', 'og:locale', site.locale));
  tags.push(meta('property', 'og:site_name', site.siteName));
  tags.push(meta('property', 'article:modified_time', source.updatedAt));
  if (source.image) {
    const imageUrl = `${site.assetOrigin ?? ''}${source.image.path}`;
    tags.push(meta('property', 'og:image', imageUrl));
    tags.push(meta('property', 'og:image:width', String(source.image.width)));
    tags.push(meta('property', 'og:image:height', String(source.image.height)));
    if (source.image.alt) tags.push(meta('property', 'og:image:alt', source.image.alt));
    tags.push(meta('name', 'twitter:image', imageUrl));
  }
  tags.push(meta('name', 'twitter:card', source.image ? 'summary_large_image' : 'summary'));
  if (source.noIndex) tags.push(meta('name', 'robots', 'noindex'));
  return tags;
}
