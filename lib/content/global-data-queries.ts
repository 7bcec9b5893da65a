import { LinkedRecordFields } from './fragments';
import { graphql } from './graphql';

/**
 * The global configuration's queries (global-data.ts runs them). They stand apart from the code that runs
 * them so that live preview's allow-list (live-queries.ts) reads the documents without importing the client.
 */

export const MenuGroupFields = graphql(
  `
    fragment MenuGroupFields on MenuGroupRecord {
      title
      links {
        id
        label
        variantId
        link {
          ...LinkedRecordFields
          ... on AboutPageRecord {
            slug
          }
          ... on ContactPageRecord {
            slug
          }
          ... on AllBrandsPageRecord {
            slug
          }
          ... on BlogListingPageRecord {
            slug
          }
          ... on FaqListingPageRecord {
            slug
          }
          ... on TermsOfBusinessListingPageRecord {
            slug
          }
          ... on CartPageRecord {
            slug
          }
          ... on CheckoutPageRecord {
            slug
          }
          ... on GiftWrappingPageRecord {
            slug
          }
          ... on CheckoutCompletedPageRecord {
            slug
          }
          ... on FrontPageRecord {
            slug
          }
        }
      }
    }
  `,
  [LinkedRecordFields],
);

/** The slug of every special page (docs/shop.md, Addresses). */
export const SpecialSlugsFields = graphql(`
  fragment SpecialSlugsFields on SpecialPagesRecord {
    frontPage {
      slug
    }
    about {
      slug
    }
    contact {
      slug
    }
    blog {
      slug
    }
    faq {
      slug
    }
    termsOfBusiness {
      slug
    }
    cart {
      slug
    }
    checkout {
      slug
    }
    giftWrapping {
      slug
    }
    checkoutCompleted {
      slug
    }
    allBrands {
      slug
    }
  }
`);

export const GlobalDataQuery = graphql(
  `
    query GlobalData($locale: SiteLocale) {
      globalConfiguration(locale: $locale) {
        dictionary
        header {
          menus {
            label
            menuType
            groups {
              ...MenuGroupFields
            }
          }
        }
        footer {
          columns {
            ...MenuGroupFields
          }
          socialLinks {
            network
            url
          }
          customerServiceText
          contactText
        }
        salesChannelConfig {
          salesChannelName
          salesChannelId
        }
        shippingConfig {
          shippingFee
          freeShippingFrom
        }
        specialPages {
          ...SpecialSlugsFields
        }
      }
    }
  `,
  [MenuGroupFields, SpecialSlugsFields],
);

export const SpecialSlugsQuery = graphql(
  `
    query SpecialSlugs($locale: SiteLocale) {
      globalConfiguration(locale: $locale) {
        dictionary
        specialPages {
          ...SpecialSlugsFields
        }
      }
    }
  `,
  [SpecialSlugsFields],
);
