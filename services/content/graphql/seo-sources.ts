import type { MediaAsset, Seo } from '../../seed/catalogue-types';
import type { AnyVersion } from '../store/record-types';
import type { RequestContext } from './request-context';
import type { SeoSource } from './seo-meta-tags';

/**
 * Where each model's SEO comes from: its `seo` field when it has one, else its own title, text and
 * main image (as DatoCMS falls back to the record's title/text/image fields).
 */

interface Fallback {
  title: string | null;
  description: string | null;
  imageId: string | null | undefined;
}

/** The `seo` field's value (`SeoField`), or null for models without one. */
export interface SeoFieldValue {
  title: string | null;
  description: string | null;
  image: MediaAsset | null;
  twitterCard: string | null;
  noIndex: boolean;
}

export function seoFieldValue(seo: Seo, context: RequestContext): SeoFieldValue {
  const image = context.asset(seo.imageId);
  return {
    title: seo.title || null,
    description: seo.description || null,
    image,
    twitterCard: image ? 'summary_large_image' : 'summary',
    noIndex: false,
  };
}

function fallbackOf(version: AnyVersion): { seo: Seo | null; fallback: Fallback; article: boolean } {
  switch (version.modelApiKey) {
    case 'product_category': {
      const f = version.fields;
      return { seo: f.seo, fallback: { title: f.title, description: f.teaser, imageId: f.heroMediaId }, article: false };
    }
    case 'brand': {
      const f = version.fields;
      return { seo: null, fallback: { title: f.name, description: f.description, imageId: f.logoMediaId }, article: false };
    }
    case 'product_family': {
      const f = version.fields;
      return { seo: f.seo, fallback: { title: f.name, description: f.description, imageId: f.mediaIds[0] }, article: false };
    }
    case 'product_variant': {
      const f = version.fields;
      return { seo: null, fallback: { title: f.name, description: null, imageId: f.mediaIds[0] }, article: false };
    }
    case 'blog_article':
    case 'faq_article':
    case 'terms_of_business_article': {
      const f = version.fields;
      return { seo: f.seo, fallback: { title: f.header, description: f.excerpt, imageId: f.headerImageId }, article: true };
    }
    case 'sales_channel':
    case 'product_type':
    case 'product_subtype':
    case 'colour':
    case 'material':
      return { seo: null, fallback: { title: version.fields.name, description: null, imageId: null }, article: false };
    case 'global_configuration':
      return { seo: null, fallback: { title: null, description: null, imageId: null }, article: false };
    default: {
      const f = version.fields;
      return { seo: f.seo, fallback: { title: f.title, description: f.intro, imageId: f.heroMediaId }, article: false };
    }
  }
}

export function seoSourceOf(version: AnyVersion, context: RequestContext): SeoSource {
  const { seo, fallback, article } = fallbackOf(version);
  return {
    title: seo?.title || fallback.title || null,
    description: seo?.description || fallback.description || null,
    image: context.asset(seo?.imageId ?? null) ?? context.asset(fallback.imageId),
    ogType: article ? 'article' : 'website',
    updatedAt: version.updatedAt,
  };
}
