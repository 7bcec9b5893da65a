import { graphql } from './graphql';

/** An image as every screen needs it: responsive metadata with the dominant colour as its placeholder. */
export const ImageFields = graphql(`
  fragment ImageFields on FileField {
    id
    url
    alt
    title
    width
    height
    focalPoint {
      x
      y
    }
    responsiveImage {
      src
      width
      height
      alt
      title
      bgColor
    }
  }
`);

export const SeoTags = graphql(`
  fragment SeoTags on Tag {
    tag
    attributes
    content
  }
`);

export const CategorySummaryFields = graphql(
  `
    fragment CategorySummaryFields on ProductCategoryRecord {
      id
      slug
      title
      navigationTitle
      teaser
      position
      parent {
        id
        slug
      }
      heroImage {
        ...ImageFields
      }
    }
  `,
  [ImageFields],
);

export const BrandSummaryFields = graphql(
  `
    fragment BrandSummaryFields on BrandRecord {
      id
      name
      slug
      stockCredit
      logo {
        ...ImageFields
      }
      category {
        id
        slug
        parent {
          slug
        }
      }
    }
  `,
  [ImageFields],
);

/** What a link to a record inside structured text needs (docs/shop.md, Links to content). */
export const LinkedRecordFields = graphql(`
  fragment LinkedRecordFields on RecordInterface {
    __typename
    id
    _modelApiKey
    ... on BlogArticleRecord {
      slug
      header
    }
    ... on FaqArticleRecord {
      slug
      header
    }
    ... on TermsOfBusinessArticleRecord {
      slug
      header
    }
    ... on ProductCategoryRecord {
      slug
      title
      parent {
        slug
      }
    }
    ... on ProductFamilyRecord {
      slug
      name
      category {
        slug
      }
    }
    ... on BrandRecord {
      name
      category {
        slug
        parent {
          slug
        }
      }
    }
  }
`);

export const VideoBlockFields = graphql(
  `
    fragment VideoBlockFields on VideoBlockRecord {
      __typename
      id
      title
      video {
        url
        provider
        providerUid
        title
        thumbnailUrl
      }
      thumbnail {
        ...ImageFields
      }
    }
  `,
  [ImageFields],
);

export const ImageGalleryBlockFields = graphql(
  `
    fragment ImageGalleryBlockFields on ImageGalleryBlockRecord {
      __typename
      id
      title
      images {
        ...ImageFields
      }
    }
  `,
  [ImageFields],
);
