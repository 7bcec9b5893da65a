import { graphql } from './graphql';
import { ImageFields, SeoTags } from './fragments';
import { SEO_TAGS_SELECTION, STRUCTURED_CONTENT_FRAGMENTS, STRUCTURED_CONTENT_SELECTION } from './structured-content-selection';

/*
 * Queries of the three article models (blog, FAQ, terms of business). They share one shape (FAQ and terms
 * articles have no publishDate); GraphQL needs it spelled out per model, so the FAQ's and the terms' queries
 * are made from one selection each, and the blog's spells the same selections into its fragment.
 */

/** What every article's summary (a list's entry) and page read first. */
const ARTICLE_SUMMARY_SELECTION = `
  id
  slug
  header
  excerpt
  headerImage {
    ...ImageFields
  }
` as const;

/** A blog article with its whole body: the article page and the blog's feed read it. */
const BlogArticleFields = graphql(
  `
    fragment BlogArticleFields on BlogArticleRecord {
      ${ARTICLE_SUMMARY_SELECTION}
      publishDate
      ${STRUCTURED_CONTENT_SELECTION}
    }
  ` as const,
  [ImageFields, ...STRUCTURED_CONTENT_FRAGMENTS],
);

export const BlogArticleQuery = graphql(
  `
    query BlogArticle($slug: String!, $locale: SiteLocale) {
      article: blogArticle(locale: $locale, filter: { slug: { eq: $slug } }) {
        ...BlogArticleFields
        ${SEO_TAGS_SELECTION}
      }
    }
  ` as const,
  [BlogArticleFields, SeoTags],
);

export const BlogArticleListQuery = graphql(
  `
    query BlogArticleList($first: IntType!, $skip: IntType!, $locale: SiteLocale) {
      articles: allBlogArticles(first: $first, skip: $skip, locale: $locale, orderBy: [publishDate_DESC]) {
        ${ARTICLE_SUMMARY_SELECTION}
        publishDate
      }
    }
  ` as const,
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
  ` as const,
  [BlogArticleFields],
);

export const BlogArticleExistsQuery = graphql(`
  query BlogArticleExists($slug: String!) {
    meta: _allBlogArticlesMeta(filter: { slug: { eq: $slug } }) {
      count
    }
  }
`);

/** A FAQ or terms article with its whole body and SEO tags, by slug. */
function articleQuery<const Name extends string, const Field extends string>(name: Name, field: Field) {
  return graphql(
    `query ${name}($slug: String!, $locale: SiteLocale) { article: ${field}(locale: $locale, filter: { slug: { eq: $slug } }) { ${ARTICLE_SUMMARY_SELECTION} ${STRUCTURED_CONTENT_SELECTION} ${SEO_TAGS_SELECTION} } }` as const,
    [ImageFields, ...STRUCTURED_CONTENT_FRAGMENTS, SeoTags],
  );
}

/** A page of FAQ or terms articles in the order they were made, each as its summary. */
function articleListQuery<const Name extends string, const Field extends string>(name: Name, field: Field) {
  return graphql(
    `query ${name}($first: IntType!, $skip: IntType!, $locale: SiteLocale) { articles: ${field}(first: $first, skip: $skip, locale: $locale, orderBy: [_createdAt_ASC]) { ${ARTICLE_SUMMARY_SELECTION} } }` as const,
    [ImageFields],
  );
}

/** How many FAQ or terms articles have the slug (0 or 1). */
function articleExistsQuery<const Name extends string, const Field extends string>(name: Name, field: Field) {
  return graphql(`query ${name}($slug: String!) { meta: ${field}(filter: { slug: { eq: $slug } }) { count } }` as const);
}

export const FaqArticleQuery = articleQuery('FaqArticle', 'faqArticle');
export const FaqArticleListQuery = articleListQuery('FaqArticleList', 'allFaqArticles');
export const FaqArticleExistsQuery = articleExistsQuery('FaqArticleExists', '_allFaqArticlesMeta');

export const TermsOfBusinessArticleQuery = articleQuery('TermsOfBusinessArticle', 'termsOfBusinessArticle');
export const TermsOfBusinessArticleListQuery = articleListQuery('TermsOfBusinessArticleList', 'allTermsOfBusinessArticles');
export const TermsOfBusinessArticleExistsQuery = articleExistsQuery('TermsOfBusinessArticleExists', '_allTermsOfBusinessArticlesMeta');
