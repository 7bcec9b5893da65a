import { graphql } from './graphql';
import { BrandSummaryFields, CategorySummaryFields, ImageFields, SeoTags } from './fragments';
import { SEO_TAGS_SELECTION, STRUCTURED_CONTENT_FRAGMENTS, STRUCTURED_CONTENT_SELECTION } from './structured-content-selection';

/** Queries of the product catalogue in the content service: categories, brands, families, sales channels. */

export const CategoryQuery = graphql(
  `
    query Category($slug: String!, $locale: SiteLocale) {
      category: productCategory(locale: $locale, filter: { slug: { eq: $slug } }) {
        ...CategorySummaryFields
        header
        specializedProductSearch
        newProductsOnly
        parent {
          ...CategorySummaryFields
        }
        children {
          ...CategorySummaryFields
        }
        brand {
          ...BrandSummaryFields
        }
        productType {
          id
          name
          alias
        }
        slider {
          ...ImageFields
        }
        ${STRUCTURED_CONTENT_SELECTION}
        ${SEO_TAGS_SELECTION}
      }
    }
  ` as const,
  [CategorySummaryFields, BrandSummaryFields, ImageFields, ...STRUCTURED_CONTENT_FRAGMENTS, SeoTags],
);

export const CategoryExistsQuery = graphql(`
  query CategoryExists($slug: String!) {
    meta: _allProductCategoriesMeta(filter: { slug: { eq: $slug } }) {
      count
    }
  }
`);

/** Category lookups: top-level categories (first 99) and all categories (pages of 500). */
export const TopCategoriesQuery = graphql(
  `
    query TopCategories($first: IntType!, $locale: SiteLocale) {
      categories: allProductCategories(
        first: $first
        locale: $locale
        filter: { parent: { exists: false }, brand: { exists: false } }
        orderBy: [position_ASC]
      ) {
        ...CategorySummaryFields
      }
    }
  `,
  [CategorySummaryFields],
);

export const AllCategoriesQuery = graphql(
  `
    query AllCategories($first: IntType!, $skip: IntType!, $locale: SiteLocale) {
      categories: allProductCategories(first: $first, skip: $skip, locale: $locale, orderBy: [position_ASC]) {
        ...CategorySummaryFields
        _updatedAt
      }
    }
  `,
  [CategorySummaryFields],
);

/** The category for a brand and product-type pair. */
export const CategoryForBrandAndTypeQuery = graphql(
  `
    query CategoryForBrandAndType($brand: ItemId!, $productType: ItemId!, $locale: SiteLocale) {
      category: productCategory(locale: $locale, filter: { brand: { eq: $brand }, productType: { eq: $productType } }) {
        ...CategorySummaryFields
      }
    }
  `,
  [CategorySummaryFields],
);

export const AllBrandsQuery = graphql(
  `
    query AllBrands($first: IntType!, $skip: IntType!, $locale: SiteLocale) {
      brands: allBrands(first: $first, skip: $skip, locale: $locale, orderBy: [name_ASC]) {
        ...BrandSummaryFields
      }
    }
  `,
  [BrandSummaryFields],
);

export const ProductFamilyQuery = graphql(
  `
    query ProductFamily($slug: String!, $locale: SiteLocale) {
      family: productFamily(locale: $locale, filter: { slug: { eq: $slug } }) {
        id
        slug
        name
        description
        soldAsSingle
        isOpen
        _createdAt
        brand {
          ...BrandSummaryFields
        }
        category {
          ...CategorySummaryFields
          parent {
            ...CategorySummaryFields
          }
        }
        productType {
          name
          alias
          sizeGuide {
            slug
            header
          }
        }
        productSubtype {
          name
        }
        media {
          ...ImageFields
        }
        variants {
          id
          sku
          ean
          name
          _createdAt
          sizes {
            kind
            value
          }
          colours {
            name(locale: $locale)
            hex
          }
          materials {
            name(locale: $locale)
          }
          media {
            ...ImageFields
          }
          pricing {
            price
            priceDiscounted
            percentDiscount
            salesChannel {
              id
              name
            }
          }
          stockQuantity
          availability
          allowOrdering
          isGiftCard
          isGiftWrapping
        }
        ${SEO_TAGS_SELECTION}
      }
    }
  ` as const,
  [BrandSummaryFields, CategorySummaryFields, ImageFields, SeoTags],
);

export const ProductFamilySlugsQuery = graphql(`
  query ProductFamilySlugs($first: IntType!, $skip: IntType!) {
    families: allProductFamilies(first: $first, skip: $skip, orderBy: [_createdAt_DESC]) {
      slug
      _updatedAt
      category {
        slug
      }
    }
  }
`);

export const SalesChannelsQuery = graphql(`
  query SalesChannels($first: IntType!) {
    channels: allSalesChannels(first: $first) {
      id
      name
      parent {
        id
        name
      }
    }
  }
`);
