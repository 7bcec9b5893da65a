import { graphql } from './graphql';
import { ImageFields, ImageGalleryBlockFields, LinkedRecordFields, SeoTags, VideoBlockFields } from './fragments';

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
` as const;

function specialPageQuery<const Name extends string, const Field extends string>(name: Name, field: Field) {
  return graphql(`query ${name}($locale: SiteLocale) { page: ${field}(locale: $locale) { ${SPECIAL_PAGE_SELECTION} } }` as const, [
    ImageFields,
    VideoBlockFields,
    ImageGalleryBlockFields,
    LinkedRecordFields,
    SeoTags,
  ]);
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
