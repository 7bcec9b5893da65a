import { graphql } from './graphql';

/**
 * The search page's query (search-page.ts runs it), apart from the code that runs it so that live preview's
 * allow-list (live-queries.ts) reads the document without importing the client.
 */
export const SearchPageQuery = graphql(`
  query SearchPage($locale: SiteLocale) {
    categories: allProductCategories(
      first: 1
      locale: $locale
      filter: { specializedProductSearch: { eq: true } }
      orderBy: [position_ASC]
    ) {
      id
      slug
      parent {
        slug
      }
    }
  }
`);
