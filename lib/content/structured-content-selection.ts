/**
 * Selections that records of many models share: a structured-text field with its blocks and linked records,
 * and the record's SEO tags. A GraphQL fragment is tied to one type and each model's content field has a type
 * of its own, so these are shared as text, spelled into each query; a query that uses them also names the
 * fragments they spread (`STRUCTURED_CONTENT_FRAGMENTS`, `SeoTags`).
 */

import { ImageGalleryBlockFields, LinkedRecordFields, VideoBlockFields } from './fragments';

export const STRUCTURED_CONTENT_SELECTION = `
  content {
    value
    blocks {
      __typename
      ...VideoBlockFields
      ...ImageGalleryBlockFields
    }
    links {
      ...LinkedRecordFields
    }
  }
` as const;

/** The fragments `STRUCTURED_CONTENT_SELECTION` spreads. */
export const STRUCTURED_CONTENT_FRAGMENTS = [VideoBlockFields, ImageGalleryBlockFields, LinkedRecordFields] as const;

/** A record's SEO tags; the query declares `$locale`. */
export const SEO_TAGS_SELECTION = `
  _seoMetaTags(locale: $locale) {
    ...SeoTags
  }
` as const;
