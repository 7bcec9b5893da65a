import type {
  Article,
  Brand,
  Category,
  Colour,
  GlobalConfiguration,
  Material,
  ProductFamily,
  ProductSubtype,
  ProductType,
  ProductVariant,
  SalesChannel,
  SpecialPage,
} from '../../seed/catalogue-types';
import type { SpecialPageName } from '../schema/model-definitions';

/**
 * The field data of each model as the store keeps it: the catalogue's entities, with links held as ids
 * (a product family keeps its variants' ids; the variants are records of their own).
 */
export type FamilyFields = Omit<ProductFamily, 'variants'> & { variantIds: string[] };
export type GlobalConfigurationFields = GlobalConfiguration & { id: string };

type SpecialPageApiKey =
  | 'front_page'
  | 'about_page'
  | 'contact_page'
  | 'blog_listing_page'
  | 'faq_listing_page'
  | 'terms_of_business_listing_page'
  | 'cart_page'
  | 'checkout_page'
  | 'gift_wrapping_page'
  | 'checkout_completed_page'
  | 'all_brands_page';

export interface ModelFields extends Record<SpecialPageApiKey, SpecialPage> {
  product_category: Category;
  brand: Brand;
  product_family: FamilyFields;
  product_variant: ProductVariant;
  sales_channel: SalesChannel;
  product_type: ProductType;
  product_subtype: ProductSubtype;
  colour: Colour;
  material: Material;
  blog_article: Article;
  faq_article: Article;
  terms_of_business_article: Article;
  global_configuration: GlobalConfigurationFields;
}

export type ModelApiKey = keyof ModelFields;

export type ItemStatus = 'draft' | 'published' | 'updated';

/** Which version a request reads: the published one, or the latest (draft) one. */
export type ReadMode = 'published' | 'draft';

/** One version of a record (published or draft) with its DatoCMS meta data. */
export interface RecordVersion<K extends ModelApiKey = ModelApiKey> {
  id: string;
  modelApiKey: K;
  /** GraphQL type name (`BlogArticleRecord`), read by the union/interface type resolvers. */
  __typename: string;
  /** The record's status as a whole (same on both versions). */
  status: ItemStatus;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  firstPublishedAt: string | null;
  fields: ModelFields[K];
}

/** A record with its published version (null until first published) and its draft (null when none differs). */
export interface StoredRecord<K extends ModelApiKey = ModelApiKey> {
  id: string;
  modelApiKey: K;
  published: RecordVersion<K> | null;
  draft: RecordVersion<K> | null;
}

export type AnyVersion = { [K in ModelApiKey]: RecordVersion<K> }[ModelApiKey];

export type { SpecialPageName };
