import { blockModels } from './block-definitions';
import type { FieldDefinition, ModelDefinition } from './definition-types';

/**
 * The content models of the local content service, described once. The GraphQL schema (`schema.graphql`)
 * is generated from these definitions the way DatoCMS generates a project's schema from its models:
 * per collection `xxx`, `allXxxs`, `_allXxxsMeta`, a `XxxModelFilter` input and a `XxxModelOrderBy` enum;
 * per singleton one root field. The filter and order metadata here also drive the query engine.
 */

/** Blocks allowed in every structured text field, and records it may link to (alphabetical, as DatoCMS). */
export const STRUCTURED_TEXT_BLOCKS = ['ImageGalleryBlockRecord', 'VideoBlockRecord'];
export const STRUCTURED_TEXT_LINKS = [
  'BlogArticleRecord',
  'BrandRecord',
  'FaqArticleRecord',
  'ProductCategoryRecord',
  'ProductFamilyRecord',
  'TermsOfBusinessArticleRecord',
];

const seo: FieldDefinition = { name: 'seo', type: 'SeoField' };

function articleFields(withPublishDate: boolean): FieldDefinition[] {
  return [
    { name: 'header', type: 'String', filter: 'string', orderable: true, required: true },
    { name: 'slug', type: 'String', filter: 'slug', fieldType: 'slug', slugTitleField: 'header', required: true, unique: true },
    ...(withPublishDate ? [{ name: 'publishDate', type: 'Date', filter: 'date', orderable: true } satisfies FieldDefinition] : []),
    { name: 'headerImage', type: 'FileField', uploads: 'image' },
    { name: 'excerpt', type: 'String', fieldType: 'text' },
    { name: 'content', type: '', structuredText: true },
    seo,
  ];
}

/** The special pages (singletons), keyed as in the catalogue's `pages` and in `SpecialPagesRecord`. */
export const SPECIAL_PAGES = [
  { key: 'frontPage', apiKey: 'front_page', name: 'FrontPage' },
  { key: 'about', apiKey: 'about_page', name: 'AboutPage' },
  { key: 'contact', apiKey: 'contact_page', name: 'ContactPage' },
  { key: 'blog', apiKey: 'blog_listing_page', name: 'BlogListingPage' },
  { key: 'faq', apiKey: 'faq_listing_page', name: 'FaqListingPage' },
  { key: 'termsOfBusiness', apiKey: 'terms_of_business_listing_page', name: 'TermsOfBusinessListingPage' },
  { key: 'cart', apiKey: 'cart_page', name: 'CartPage' },
  { key: 'checkout', apiKey: 'checkout_page', name: 'CheckoutPage' },
  { key: 'giftWrapping', apiKey: 'gift_wrapping_page', name: 'GiftWrappingPage' },
  { key: 'checkoutCompleted', apiKey: 'checkout_completed_page', name: 'CheckoutCompletedPage' },
  { key: 'allBrands', apiKey: 'all_brands_page', name: 'AllBrandsPage' },
] as const;

export type SpecialPageName = (typeof SPECIAL_PAGES)[number]['name'];

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

const specialPageModels: ModelDefinition[] = SPECIAL_PAGES.map((page) => ({
  apiKey: page.apiKey,
  name: page.name,
  kind: 'singleton',
  single: lowerFirst(page.name),
  fields: [
    { name: 'slug', type: 'String', fieldType: 'slug', slugTitleField: 'title', required: true },
    { name: 'title', type: 'String', required: true },
    { name: 'header', type: 'String' },
    { name: 'intro', type: 'String', fieldType: 'text' },
    { name: 'heroImage', type: 'FileField', uploads: 'image' },
    { name: 'content', type: '', structuredText: true },
    seo,
  ],
}));

export const MODELS: ModelDefinition[] = [
  {
    apiKey: 'product_category',
    name: 'ProductCategory',
    kind: 'collection',
    single: 'productCategory',
    plural: 'allProductCategories',
    tree: true,
    fields: [
      { name: 'slug', type: 'String', filter: 'slug', fieldType: 'slug', slugTitleField: 'title', required: true, unique: true },
      { name: 'title', type: 'String', filter: 'string', orderable: true, required: true },
      { name: 'header', type: 'String', filter: 'string' },
      { name: 'navigationTitle', type: 'String', filter: 'string', orderable: true },
      { name: 'parent', type: 'ProductCategoryRecord', filter: 'parent', derived: 'tree' },
      { name: 'children', type: '[ProductCategoryRecord!]!', derived: 'tree' },
      { name: 'position', type: 'IntType', filter: 'position', orderable: true, derived: 'tree' },
      { name: 'brand', type: 'BrandRecord', filter: 'link' },
      { name: 'productType', type: 'ProductTypeRecord', filter: 'link' },
      { name: 'heroImage', type: 'FileField', uploads: 'image' },
      { name: 'slider', type: '[FileField!]!', uploads: 'image' },
      { name: 'teaser', type: 'String', fieldType: 'text' },
      { name: 'content', type: '', structuredText: true },
      { name: 'specializedProductSearch', type: 'BooleanType', filter: 'boolean' },
      { name: 'newProductsOnly', type: 'BooleanType', filter: 'boolean' },
      seo,
    ],
  },
  {
    apiKey: 'brand',
    name: 'Brand',
    kind: 'collection',
    single: 'brand',
    plural: 'allBrands',
    fields: [
      { name: 'name', type: 'String', filter: 'string', orderable: true, required: true },
      { name: 'slug', type: 'String', filter: 'slug', fieldType: 'slug', slugTitleField: 'name', required: true, unique: true },
      { name: 'stockCredit', type: 'IntType', filter: 'integer', orderable: true },
      { name: 'description', type: 'String', fieldType: 'text' },
      { name: 'logo', type: 'FileField', uploads: 'image' },
      { name: 'media', type: '[FileField!]!', uploads: 'image' },
      { name: 'category', type: 'ProductCategoryRecord', filter: 'link' },
    ],
  },
  {
    apiKey: 'product_family',
    name: 'ProductFamily',
    kind: 'collection',
    single: 'productFamily',
    plural: 'allProductFamilies',
    fields: [
      { name: 'slug', type: 'String', filter: 'slug', fieldType: 'slug', slugTitleField: 'name', required: true, unique: true },
      { name: 'name', type: 'String', filter: 'string', orderable: true, required: true },
      { name: 'brand', type: 'BrandRecord', filter: 'link' },
      { name: 'category', type: 'ProductCategoryRecord', filter: 'link' },
      { name: 'productType', type: 'ProductTypeRecord', filter: 'link' },
      { name: 'productSubtype', type: 'ProductSubtypeRecord', filter: 'link' },
      { name: 'soldAsSingle', type: 'BooleanType', filter: 'boolean' },
      { name: 'isOpen', type: 'BooleanType', filter: 'boolean' },
      { name: 'description', type: 'String', fieldType: 'text' },
      { name: 'media', type: '[FileField!]!', uploads: 'image' },
      { name: 'variants', type: '[ProductVariantRecord!]!', filter: 'links' },
      seo,
    ],
  },
  {
    apiKey: 'product_variant',
    name: 'ProductVariant',
    kind: 'collection',
    single: 'productVariant',
    plural: 'allProductVariants',
    inverseRelationships: true,
    fields: [
      { name: 'sku', type: 'String', filter: 'string', orderable: true, format: 'code', required: true, unique: true },
      { name: 'ean', type: 'String', filter: 'string', format: 'code' },
      { name: 'name', type: 'String', filter: 'string', orderable: true },
      { name: 'sizes', type: '[SizeRecord!]!' },
      { name: 'colours', type: '[ColourRecord!]!', filter: 'links' },
      { name: 'materials', type: '[MaterialRecord!]!', filter: 'links' },
      { name: 'media', type: '[FileField!]!', uploads: 'image' },
      { name: 'pricing', type: '[PricingRecord!]!' },
      { name: 'stockQuantity', type: 'IntType', filter: 'integer', orderable: true },
      {
        name: 'availability',
        type: 'String',
        filter: 'string',
        format: 'enum',
        enumValues: ['in_stock', 'low_stock', 'sold_out', 'preorder'],
      },
      { name: 'allowOrdering', type: 'BooleanType', filter: 'boolean' },
      { name: 'isGiftCard', type: 'BooleanType', filter: 'boolean' },
      { name: 'isGiftWrapping', type: 'BooleanType', filter: 'boolean' },
      {
        name: '_allReferencingProductFamilies',
        type: '[ProductFamilyRecord!]!',
        derived: 'inverse',
        args: '(fallbackLocales: [SiteLocale!], filter: ProductFamilyModelFilter, first: IntType = 20, locale: SiteLocale, orderBy: [ProductFamilyModelOrderBy], skip: IntType)',
      },
    ],
  },
  {
    apiKey: 'sales_channel',
    name: 'SalesChannel',
    kind: 'collection',
    single: 'salesChannel',
    plural: 'allSalesChannels',
    fields: [
      { name: 'name', type: 'String', filter: 'string', orderable: true },
      { name: 'parent', type: 'SalesChannelRecord', filter: 'link' },
    ],
  },
  {
    apiKey: 'product_type',
    name: 'ProductType',
    kind: 'collection',
    single: 'productType',
    plural: 'allProductTypes',
    fields: [
      { name: 'name', type: 'String', filter: 'string', orderable: true },
      { name: 'alias', type: 'String', filter: 'string', orderable: true, format: 'code' },
      // The article a product of this type links to for finding the right size (rings), chosen by the editors.
      { name: 'sizeGuide', type: 'BlogArticleRecord' },
    ],
  },
  {
    apiKey: 'product_subtype',
    name: 'ProductSubtype',
    kind: 'collection',
    single: 'productSubtype',
    plural: 'allProductSubtypes',
    fields: [
      { name: 'name', type: 'String', filter: 'string', orderable: true },
      { name: 'productType', type: 'ProductTypeRecord', filter: 'link' },
    ],
  },
  {
    apiKey: 'colour',
    name: 'Colour',
    kind: 'collection',
    single: 'colour',
    plural: 'allColours',
    fields: [
      { name: 'name', type: 'String', localized: true, filter: 'string', orderable: true },
      { name: 'nameEn', type: 'String', filter: 'string', orderable: true, contentLinkEnabled: false },
      { name: 'hex', type: 'String', format: 'hex', required: true },
    ],
  },
  {
    apiKey: 'material',
    name: 'Material',
    kind: 'collection',
    single: 'material',
    plural: 'allMaterials',
    fields: [
      { name: 'name', type: 'String', localized: true, filter: 'string', orderable: true },
      { name: 'nameEn', type: 'String', filter: 'string', orderable: true, contentLinkEnabled: false },
    ],
  },
  {
    apiKey: 'blog_article',
    name: 'BlogArticle',
    kind: 'collection',
    single: 'blogArticle',
    plural: 'allBlogArticles',
    fields: articleFields(true),
  },
  {
    apiKey: 'faq_article',
    name: 'FaqArticle',
    kind: 'collection',
    single: 'faqArticle',
    plural: 'allFaqArticles',
    fields: articleFields(false),
  },
  {
    apiKey: 'terms_of_business_article',
    name: 'TermsOfBusinessArticle',
    kind: 'collection',
    single: 'termsOfBusinessArticle',
    plural: 'allTermsOfBusinessArticles',
    fields: articleFields(false),
  },
  ...specialPageModels,
  {
    apiKey: 'global_configuration',
    name: 'GlobalConfiguration',
    kind: 'singleton',
    single: 'globalConfiguration',
    fields: [
      { name: 'dictionary', type: 'JsonField', required: true },
      { name: 'header', type: 'HeaderRecord' },
      { name: 'footer', type: 'FooterRecord' },
      { name: 'salesChannelConfig', type: 'SalesChannelConfigRecord' },
      { name: 'shippingConfig', type: 'ShippingConfigRecord' },
      { name: 'blog', type: 'BlogListingPageRecord' },
      { name: 'faq', type: 'FaqListingPageRecord' },
      { name: 'termsOfBusiness', type: 'TermsOfBusinessListingPageRecord' },
      { name: 'specialPages', type: 'SpecialPagesRecord' },
    ],
  },
  ...blockModels(SPECIAL_PAGES),
];

/** Records a menu link may point at: every record with its own URL. */
export const MENU_LINK_TARGETS = [...STRUCTURED_TEXT_LINKS, ...SPECIAL_PAGES.map((page) => `${page.name}Record`)].sort();

export function modelByApiKey(apiKey: string): ModelDefinition | undefined {
  return MODELS.find((model) => model.apiKey === apiKey);
}
