import type { AnyVersion, ModelApiKey, ModelFields, RecordVersion } from '../store/record-types';

/**
 * The value a filter or an `orderBy` reads for a GraphQL field of a record: link fields read the linked
 * id(s), meta fields read the version's meta data. Only fields that the schema declares filterable or
 * orderable appear here (model-definitions.ts); a unit test checks the two agree.
 */

export type FieldValue = string | number | boolean | null | readonly string[];
type Getter<K extends ModelApiKey> = (fields: ModelFields[K]) => FieldValue;
type ModelGetters = { [K in ModelApiKey]?: Record<string, Getter<K>> };

const article = {
  header: (f: ModelFields['blog_article']) => f.header,
  slug: (f: ModelFields['blog_article']) => f.slug,
};

const GETTERS: ModelGetters = {
  product_category: {
    slug: (f) => f.slug,
    title: (f) => f.title,
    header: (f) => f.header,
    navigationTitle: (f) => f.navigationTitle,
    parent: (f) => f.parentId,
    position: (f) => f.position,
    brand: (f) => f.brandId,
    productType: (f) => f.productTypeId,
    specializedProductSearch: (f) => f.specializedProductSearch,
    newProductsOnly: (f) => f.newProductsOnly,
  },
  brand: {
    name: (f) => f.name,
    slug: (f) => f.slug,
    stockCredit: (f) => f.stockCredit,
    category: (f) => f.categoryId,
  },
  product_family: {
    slug: (f) => f.slug,
    name: (f) => f.name,
    brand: (f) => f.brandId,
    category: (f) => f.categoryId,
    productType: (f) => f.productTypeId,
    productSubtype: (f) => f.productSubtypeId,
    soldAsSingle: (f) => f.soldAsSingle,
    isOpen: (f) => f.isOpen,
    variants: (f) => f.variantIds,
  },
  product_variant: {
    sku: (f) => f.sku,
    ean: (f) => f.ean,
    name: (f) => f.name,
    colours: (f) => f.colourIds,
    materials: (f) => f.materialIds,
    stockQuantity: (f) => f.stockQuantity,
    availability: (f) => f.availability,
    allowOrdering: (f) => f.allowOrdering,
    isGiftCard: (f) => f.isGiftCard,
    isGiftWrapping: (f) => f.isGiftWrapping,
  },
  sales_channel: { name: (f) => f.name, parent: (f) => f.parentId },
  product_type: { name: (f) => f.name, alias: (f) => f.alias },
  product_subtype: { name: (f) => f.name, productType: (f) => f.productTypeId },
  colour: { name: (f) => f.name, nameEn: (f) => f.nameEn },
  material: { name: (f) => f.name, nameEn: (f) => f.nameEn },
  blog_article: { ...article, publishDate: (f) => f.publishDate },
  faq_article: article,
  terms_of_business_article: article,
};

const META: Record<string, (version: RecordVersion) => FieldValue> = {
  id: (v) => v.id,
  _createdAt: (v) => v.createdAt,
  _updatedAt: (v) => v.updatedAt,
  _publishedAt: (v) => v.publishedAt,
  _firstPublishedAt: (v) => v.firstPublishedAt,
  _status: (v) => v.status,
  _isValid: () => true,
  // One locale, in which every record has its content.
  _locales: () => ['sv_SE'],
};

/** A reader of one field of a model's records, or undefined when the field is neither filterable nor orderable. */
export function fieldReader(model: ModelApiKey, field: string): ((version: AnyVersion) => FieldValue) | undefined {
  const meta = META[field];
  if (meta) return meta;
  const getter = (GETTERS[model] as Record<string, (fields: unknown) => FieldValue> | undefined)?.[field];
  if (!getter) return undefined;
  return (version) => getter(version.fields);
}
