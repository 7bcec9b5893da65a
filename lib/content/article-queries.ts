import { graphql } from './graphql';
import { ImageFields, ImageGalleryBlockFields, LinkedRecordFields, SeoTags, VideoBlockFields } from './fragments';

/*
 * Queries of the three article models (blog, FAQ, terms of business). They share one shape (FAQ and terms
 * articles have no publishDate); GraphQL needs them spelled out per model. Keep them in step.
 */

/** A blog article with its whole body: the article page and the blog's feed read it. */
const BlogArticleFields = graphql(
  `
    fragment BlogArticleFields on BlogArticleRecord {
      id
      slug
      header
      excerpt
      publishDate
      headerImage {
        ...ImageFields
      }
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
    }
  `,
  [ImageFields, VideoBlockFields, ImageGalleryBlockFields, LinkedRecordFields],
);

export const BlogArticleQuery = graphql(
  `
    query BlogArticle($slug: String!, $locale: SiteLocale) {
      article: blogArticle(locale: $locale, filter: { slug: { eq: $slug } }) {
        ...BlogArticleFields
        _seoMetaTags(locale: $locale) {
          ...SeoTags
        }
      }
    }
  `,
  [BlogArticleFields, SeoTags],
);

export const BlogArticleListQuery = graphql(
  `
    query BlogArticleList($first: IntType!, $skip: IntType!, $locale: SiteLocale) {
      articles: allBlogArticles(first: $first, skip: $skip, locale: $locale, orderBy: [publishDate_DESC]) {
        id
        slug
        header
        excerpt
        publishDate
        headerImage {
          ...ImageFields
        }
      }
    }
  `,
  [ImageFields],
);

/** Every blog article with its whole body, for the blog's feed. */
export const BlogArticleFeedQuery = graphql(
  `
    query BlogArticleFeed($first: IntType!, $skip: IntType!, $locale: SiteLocale) {
      articles: allBlogArticles(first: $first, skip: $skip, locale: $locale, orderBy: [publishDate_DESC]) {
        ...BlogArticleFields
        _updatedAt
      }
    }
  `,
  [BlogArticleFields],
);

export const BlogArticleExistsQuery = graphql(`
  query BlogArticleExists($slug: String!) {
    meta: _allBlogArticlesMeta(filter: { slug: { eq: $slug } }) {
      count
    }
  }
`);

export const FaqArticleQuery = graphql(
  `
    query FaqArticle($slug: String!, $locale: SiteLocale) {
      article: faqArticle(locale: $locale, filter: { slug: { eq: $slug } }) {
        id
        slug
        header
        excerpt
        headerImage {
          ...ImageFields
        }
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
        _seoMetaTags(locale: $locale) {
          ...SeoTags
        }
      }
    }
  `,
  [ImageFields, VideoBlockFields, ImageGalleryBlockFields, LinkedRecordFields, SeoTags],
);

export const FaqArticleListQuery = graphql(
  `
    query FaqArticleList($first: IntType!, $skip: IntType!, $locale: SiteLocale) {
      articles: allFaqArticles(first: $first, skip: $skip, locale: $locale, orderBy: [_createdAt_ASC]) {
        id
        slug
        header
        excerpt
        headerImage {
          ...ImageFields
        }
      }
    }
  `,
  [ImageFields],
);

export const FaqArticleExistsQuery = graphql(`
  query FaqArticleExists($slug: String!) {
    meta: _allFaqArticlesMeta(filter: { slug: { eq: $slug } }) {
      count
    }
  }
`);

export const TermsOfBusinessArticleQuery = graphql(
  `
    query TermsOfBusinessArticle($slug: String!, $locale: SiteLocale) {
      article: termsOfBusinessArticle(locale: $locale, filter: { slug: { eq: $slug } }) {
        id
        slug
        header
        excerpt
        headerImage {
          ...ImageFields
        }
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
        _seoMetaTags(locale: $locale) {
          ...SeoTags
        }
      }
    }
  `,
  [ImageFields, VideoBlockFields, ImageGalleryBlockFields, LinkedRecordFields, SeoTags],
);

export const TermsOfBusinessArticleListQuery = graphql(
  `
    query TermsOfBusinessArticleList($first: IntType!, $skip: IntType!, $locale: SiteLocale) {
      articles: allTermsOfBusinessArticles(first: $first, skip: $skip, locale: $locale, orderBy: [_createdAt_ASC]) {
        id
        slug
        header
        excerpt
        headerImage {
          ...ImageFields
        }
      }
    }
  `,
  [ImageFields],
);

export const TermsOfBusinessArticleExistsQuery = graphql(`
  query TermsOfBusinessArticleExists($slug: String!) {
    meta: _allTermsOfBusinessArticlesMeta(filter: { slug: { eq: $slug } }) {
      count
    }
  }
`);
