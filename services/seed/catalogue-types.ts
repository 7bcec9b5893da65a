/**
 * The demo catalogue: the one data set that the local content, search and commerce services load.
 * `services/seed` writes it to `.data/catalogue/catalogue.json`; nothing in the storefront reads it
 * directly (the storefront only talks to the services over HTTP).
 *
 * Ids are stable strings (DatoCMS-style numeric strings), dates are ISO 8601 in UTC, money is in SEK
 * with two decimals (as numbers), and every human-readable text is Swedish.
 */

export const CATALOGUE_VERSION = 1;

/** A DatoCMS structured-text field value in dast format: `{ value, blocks, links }`. */
export interface StructuredTextValue {
  value: { schema: 'dast'; document: DastRoot };
  blocks: StructuredTextBlock[];
  links: StructuredTextLink[];
}

export interface DastRoot {
  type: 'root';
  children: DastNode[];
}

/** A loose dast node; the generator only emits node types valid per `datocms-structured-text-utils`. */
export interface DastNode {
  type: string;
  [key: string]: unknown;
}

/** Blocks embedded in article content (video and image gallery). */
export type StructuredTextBlock =
  | { id: string; __typename: 'VideoBlockRecord'; title: string; url: string; provider: 'youtube' | 'vimeo'; providerUid: string; thumbnailMediaId: string }
  | { id: string; __typename: 'ImageGalleryBlockRecord'; title: string; mediaIds: string[] };

/** Records linked from content (`itemLink`, `inlineItem`): always an existing record of the catalogue. */
export interface StructuredTextLink {
  id: string;
  __typename: 'BlogArticleRecord' | 'FaqArticleRecord' | 'TermsArticleRecord' | 'ProductCategoryRecord' | 'ProductFamilyRecord' | 'BrandRecord';
}

export interface MediaAsset {
  id: string;
  /** Public path served by the storefront, e.g. `/media/demo/ring-guld-1.webp`. */
  path: string;
  width: number;
  height: number;
  alt: string;
  title: string;
  /** Tiny placeholder as a data URL (a blurred SVG of the image's colours), shown while the image loads. */
  base64: string;
  /** The image's dominant colour (`#rrggbb`), DatoCMS's `responsiveImage.bgColor`: the frame's colour while it loads. */
  bgColor: string;
  /**
   * Where the subject is (fractions of width and height from the top left), DatoCMS's focal point: a crop of
   * the image (`object-fit: cover`, imgix `fp-x`/`fp-y`) keeps it in the frame. Null: the middle.
   */
  focalPoint: { x: number; y: number } | null;
  kind: 'product' | 'category' | 'brand' | 'article' | 'page' | 'video-thumbnail';
  mimeType: 'image/webp';
  /** How the seed draws the file (it is rendered from this at first start). */
  render: MediaRender;
}

export type MediaRender =
  | { kind: 'product'; productType: string; colour: string; stone: string | null; style: number; angle: number }
  | { kind: 'scene'; motif: string; palette: number };

export interface Seo {
  title: string;
  description: string;
  imageId: string | null;
}

export interface SalesChannel {
  id: string;
  name: string;
  parentId: string | null;
}

export interface Brand {
  id: string;
  slug: string;
  name: string;
  /** Stock credit: how many units the brand lets us sell beyond stock (0 for most). */
  stockCredit: number;
  description: string;
  logoMediaId: string;
  mediaIds: string[];
  /** The brand's own product category (a child of the brands top category). */
  categoryId: string;
}

export interface ProductType {
  id: string;
  name: string;
  /** Short alias used in URLs and filters, e.g. `ring`. */
  alias: string;
  /** The blog article the editors chose to help a buyer find the size (rings); null when the type has none. */
  sizeGuideArticleId?: string | null;
}

export interface ProductSubtype {
  id: string;
  name: string;
  productTypeId: string;
}

export interface Colour {
  id: string;
  /** Swedish name, e.g. `guld`, `silver`, `roséguld`. */
  name: string;
  nameEn: string;
  hex: string;
}

export interface Material {
  id: string;
  /** Swedish name, e.g. `sterlingsilver`, `pärla`. */
  name: string;
  nameEn: string;
}

export interface Category {
  id: string;
  slug: string;
  title: string;
  header: string;
  navigationTitle: string;
  parentId: string | null;
  /** Set on brand categories. */
  brandId: string | null;
  /** Set on product-type categories. */
  productTypeId: string | null;
  heroMediaId: string;
  sliderMediaIds: string[];
  teaser: string;
  content: StructuredTextValue;
  /** A category that searches the whole catalogue instead of filtering by its own fields. */
  specializedProductSearch: boolean;
  /** Lists only products launched within the new-product window (30 days), e.g. "Nyheter". */
  newProductsOnly: boolean;
  position: number;
  createdAt: string;
  seo: Seo;
}

export type SizeKind = 'diameter' | 'height' | 'length' | 'ringSize' | 'thickness' | 'width' | 'wireDiameter';

export interface VariantSize {
  kind: SizeKind;
  /** Display value with unit, e.g. `17 mm`, `45 cm`. */
  value: string;
}

export interface VariantPricing {
  salesChannelId: string;
  salesChannelName: string;
  /** SEK, two decimals. */
  price: number;
  /** SEK; equals `price` when not discounted. */
  priceDiscounted: number;
  /** Whole percent, 0 when not discounted. */
  percentDiscount: number;
}

export type Availability = 'in_stock' | 'low_stock' | 'sold_out' | 'preorder';

export interface ProductVariant {
  id: string;
  sku: string;
  /** 13-digit EAN with a valid check digit. */
  ean: string;
  name: string;
  sizes: VariantSize[];
  colourIds: string[];
  materialIds: string[];
  mediaIds: string[];
  pricing: VariantPricing[];
  stockQuantity: number;
  availability: Availability;
  allowOrdering: boolean;
  isGiftCard: boolean;
  isGiftWrapping: boolean;
  createdAt: string;
}

/**
 * A slot of a bundle product (the commerce API's `bundleProducts`: slot → variant): the variants that may fill it.
 * A filled slot costs its variant's own price in the sales channel, added to the line.
 */
export interface BundleSlot {
  /** The slot's key in `bundleProducts`, e.g. `kedja`. */
  name: string;
  title: string;
  variantIds: string[];
}

export interface ProductFamily {
  id: string;
  slug: string;
  name: string;
  brandId: string;
  /** The category the family is listed under (a product-type child category). */
  categoryId: string;
  productTypeId: string;
  productSubtypeId: string | null;
  soldAsSingle: boolean;
  isOpen: boolean;
  description: string;
  mediaIds: string[];
  seo: Seo;
  createdAt: string;
  variants: ProductVariant[];
  /** The slots a line of this product may fill (absent or empty: none; every other slot is refused). */
  bundleSlots?: BundleSlot[];
}

export interface Article {
  id: string;
  slug: string;
  header: string;
  /** Blog articles only (ISO date). */
  publishDate: string | null;
  headerImageId: string;
  excerpt: string;
  content: StructuredTextValue;
  createdAt: string;
  publishedAt: string;
  seo: Seo;
}

/** A singleton page (front page, about, contact, listings, cart, checkout, …). */
export interface SpecialPage {
  id: string;
  slug: string;
  title: string;
  header: string;
  intro: string;
  heroMediaId: string | null;
  content: StructuredTextValue;
  seo: Seo;
}

export type SpecialPageKey =
  | 'frontPage'
  | 'about'
  | 'contact'
  | 'blog'
  | 'faq'
  | 'termsOfBusiness'
  | 'cart'
  | 'checkout'
  | 'giftWrapping'
  | 'checkoutCompleted'
  | 'allBrands';

export interface MenuLink {
  label: string;
  /** A content link (docs/shop.md, Links to content), resolved by the storefront's link builder. */
  link: { slug: string; modelApiKey: string; parentSlug: string | null; variantId: string | null };
}

export interface MenuGroup {
  title: string;
  links: MenuLink[];
}

export interface GlobalConfiguration {
  /** Flat dictionary of UI strings, Swedish; keys are camelCase (e.g. `addToBasket`). */
  dictionary: Record<string, string>;
  header: {
    /** First item opens products, second opens brands. */
    menu: { label: string; type: 'products' | 'brands'; groups: MenuGroup[] }[];
  };
  footer: {
    columns: MenuGroup[];
    social: { network: 'facebook' | 'instagram' | 'pinterest' | 'tiktok'; url: string }[];
    customerServiceText: string;
    contactText: string;
  };
  salesChannelConfig: { salesChannelName: string; salesChannelId: string };
  /** The shop's shipping terms as the basket shows them before checkout: fee and free-shipping threshold, SEK. */
  shippingConfig: { shippingFee: number; freeShippingFrom: number | null };
}

export interface Coupon {
  code: string;
  kind: 'percent' | 'fixed';
  /** Percent (e.g. 10) or SEK amount. */
  value: number;
  /** Minimum basket total in SEK for the coupon to apply, 0 for none. */
  minimumTotal: number;
  description: string;
  /** Whether it may share a basket with other codes that say so too; absent: it is the basket's only code. */
  combinable?: boolean;
  /** Usable once per customer (the browser's user id, and the e-mail given at payment); absent: no such limit. */
  oncePerCustomer?: boolean;
  /** Orders it may be used in, all customers together; absent: no cap. */
  maxUses?: number;
  /** The most it takes off one order, in SEK; absent: up to the merchandise's value. */
  maxDiscount?: number;
}

export interface Catalogue {
  version: typeof CATALOGUE_VERSION;
  seed: number;
  /** The day the catalogue's relative dates are anchored to (ISO date). */
  referenceDate: string;
  locale: 'sv_SE';
  salesChannels: SalesChannel[];
  brands: Brand[];
  productTypes: ProductType[];
  productSubtypes: ProductSubtype[];
  colours: Colour[];
  materials: Material[];
  categories: Category[];
  families: ProductFamily[];
  articles: { blog: Article[]; faq: Article[]; termsOfBusiness: Article[] };
  pages: Record<SpecialPageKey, SpecialPage>;
  global: GlobalConfiguration;
  media: MediaAsset[];
  coupons: Coupon[];
}
