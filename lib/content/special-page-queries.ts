import { graphql } from './graphql';
import { ImageFields, ImageGalleryBlockFields, LinkedRecordFields, SeoTags, VideoBlockFields } from './fragments';

/*
 * One query per special page (singletons of the content service). The selections are the same; GraphQL
 * needs them spelled out per record type. Keep them in step.
 */

export const FrontPageQuery = graphql(
  `
    query FrontPage($locale: SiteLocale) {
      page: frontPage(locale: $locale) {
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
      }
    }
  `,
  [ImageFields, VideoBlockFields, ImageGalleryBlockFields, LinkedRecordFields, SeoTags],
);

export const AboutPageQuery = graphql(
  `
    query AboutPage($locale: SiteLocale) {
      page: aboutPage(locale: $locale) {
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
      }
    }
  `,
  [ImageFields, VideoBlockFields, ImageGalleryBlockFields, LinkedRecordFields, SeoTags],
);

export const ContactPageQuery = graphql(
  `
    query ContactPage($locale: SiteLocale) {
      page: contactPage(locale: $locale) {
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
      }
    }
  `,
  [ImageFields, VideoBlockFields, ImageGalleryBlockFields, LinkedRecordFields, SeoTags],
);

export const BlogListingPageQuery = graphql(
  `
    query BlogListingPage($locale: SiteLocale) {
      page: blogListingPage(locale: $locale) {
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
      }
    }
  `,
  [ImageFields, VideoBlockFields, ImageGalleryBlockFields, LinkedRecordFields, SeoTags],
);

export const FaqListingPageQuery = graphql(
  `
    query FaqListingPage($locale: SiteLocale) {
      page: faqListingPage(locale: $locale) {
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
      }
    }
  `,
  [ImageFields, VideoBlockFields, ImageGalleryBlockFields, LinkedRecordFields, SeoTags],
);

export const TermsOfBusinessListingPageQuery = graphql(
  `
    query TermsOfBusinessListingPage($locale: SiteLocale) {
      page: termsOfBusinessListingPage(locale: $locale) {
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
      }
    }
  `,
  [ImageFields, VideoBlockFields, ImageGalleryBlockFields, LinkedRecordFields, SeoTags],
);

export const CartPageQuery = graphql(
  `
    query CartPage($locale: SiteLocale) {
      page: cartPage(locale: $locale) {
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
      }
    }
  `,
  [ImageFields, VideoBlockFields, ImageGalleryBlockFields, LinkedRecordFields, SeoTags],
);

export const CheckoutPageQuery = graphql(
  `
    query CheckoutPage($locale: SiteLocale) {
      page: checkoutPage(locale: $locale) {
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
      }
    }
  `,
  [ImageFields, VideoBlockFields, ImageGalleryBlockFields, LinkedRecordFields, SeoTags],
);

export const GiftWrappingPageQuery = graphql(
  `
    query GiftWrappingPage($locale: SiteLocale) {
      page: giftWrappingPage(locale: $locale) {
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
      }
    }
  `,
  [ImageFields, VideoBlockFields, ImageGalleryBlockFields, LinkedRecordFields, SeoTags],
);

export const CheckoutCompletedPageQuery = graphql(
  `
    query CheckoutCompletedPage($locale: SiteLocale) {
      page: checkoutCompletedPage(locale: $locale) {
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
      }
    }
  `,
  [ImageFields, VideoBlockFields, ImageGalleryBlockFields, LinkedRecordFields, SeoTags],
);

export const AllBrandsPageQuery = graphql(
  `
    query AllBrandsPage($locale: SiteLocale) {
      page: allBrandsPage(locale: $locale) {
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
      }
    }
  `,
  [ImageFields, VideoBlockFields, ImageGalleryBlockFields, LinkedRecordFields, SeoTags],
);


export const specialPageQueries = {
  frontPage: FrontPageQuery,
  about: AboutPageQuery,
  contact: ContactPageQuery,
  blog: BlogListingPageQuery,
  faq: FaqListingPageQuery,
  termsOfBusiness: TermsOfBusinessListingPageQuery,
  cart: CartPageQuery,
  checkout: CheckoutPageQuery,
  giftWrapping: GiftWrappingPageQuery,
  checkoutCompleted: CheckoutCompletedPageQuery,
  allBrands: AllBrandsPageQuery,
} as const;
