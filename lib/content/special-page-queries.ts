import { graphql } from './graphql';
import { ImageFields, SeoTags } from './fragments';
import { SEO_TAGS_SELECTION, STRUCTURED_CONTENT_FRAGMENTS, STRUCTURED_CONTENT_SELECTION } from './structured-content-selection';

/**
 * The special pages (singletons of the content service) share one selection. GraphQL needs it spelled out
 * per record type, so each page's query is made from the one selection below: a field is added once.
 */
const SPECIAL_PAGE_SELECTION = `
  id
  _modelApiKey
  slug
  title
  header
  intro
  heroImage {
    ...ImageFields
  }
  ${STRUCTURED_CONTENT_SELECTION}
  ${SEO_TAGS_SELECTION}
` as const;

function specialPageQuery<const Name extends string, const Field extends string>(name: Name, field: Field) {
  return graphql(`query ${name}($locale: SiteLocale) { page: ${field}(locale: $locale) { ${SPECIAL_PAGE_SELECTION} } }` as const, [ImageFields, ...STRUCTURED_CONTENT_FRAGMENTS, SeoTags]);
}

export const specialPageQueries = {
  frontPage: specialPageQuery('FrontPage', 'frontPage'),
  about: specialPageQuery('AboutPage', 'aboutPage'),
  contact: specialPageQuery('ContactPage', 'contactPage'),
  blog: specialPageQuery('BlogListingPage', 'blogListingPage'),
  faq: specialPageQuery('FaqListingPage', 'faqListingPage'),
  termsOfBusiness: specialPageQuery('TermsOfBusinessListingPage', 'termsOfBusinessListingPage'),
  cart: specialPageQuery('CartPage', 'cartPage'),
  checkout: specialPageQuery('CheckoutPage', 'checkoutPage'),
  giftWrapping: specialPageQuery('GiftWrappingPage', 'giftWrappingPage'),
  checkoutCompleted: specialPageQuery('CheckoutCompletedPage', 'checkoutCompletedPage'),
  allBrands: specialPageQuery('AllBrandsPage', 'allBrandsPage'),
} as const;
