/**
 * Domain types of the content layer: what screens and components read. Raw GraphQL records are mapped to
 * these in one place (`lib/content/map-*.ts`); nothing outside `lib/content` sees a raw record.
 */
import type { Availability } from '../commerce/types';
import type { Dictionary } from './dictionary-defaults';
import type { SpecialPageKey, SpecialSlugMap } from './special-pages';

export interface Image {
  src: string;
  width: number;
  height: number;
  alt: string;
  title: string | null;
  /**
   * The image's dominant colour (`#rrggbb`), shown in its box while the file loads. A plain colour rather
   * than a blurred data URL: nothing to decode or paint, and no bytes in the HTML or the RSC payload.
   */
  bgColor: string | null;
  /**
   * Where the subject is, as fractions of the width and height from the top left (DatoCMS's focal point):
   * a cropped drawing (`object-fit: cover`) keeps it in the frame. Absent or null: the middle.
   */
  focalPoint?: { x: number; y: number } | null;
  /**
   * Draft mode with Content Link only: where clicking the image opens its record's field in the editor
   * (`data-datocms-content-link-url`). Absent on published pages.
   */
  editingUrl?: string;
}

/** An SEO/meta tag as DatoCMS's `_seoMetaTags` answers it (for `toNextMetadata`). */
export interface SeoMetaTag {
  tag: string;
  attributes: Record<string, string> | null;
  content: string | null;
}

/** A linked record inside structured text, with what a link to it needs. */
export interface RichTextLinkedRecord {
  __typename: string;
  id: string;
  /** The storefront URL of the record (built with `links.ts`). */
  href: string;
  title: string;
}

/** `editingUrl`: draft mode with Content Link only, the structured-text field holding the block, in the editor. */
export type RichTextBlock =
  | { __typename: 'VideoBlockRecord'; id: string; title: string; url: string; provider: string; providerUid: string; thumbnail: Image | null; editingUrl?: string }
  | { __typename: 'ImageGalleryBlockRecord'; id: string; title: string; images: Image[]; editingUrl?: string };

/** A structured-text value (DatoCMS dast) with its blocks and links resolved. */
export interface RichText {
  value: unknown;
  blocks: RichTextBlock[];
  links: RichTextLinkedRecord[];
}

export interface Breadcrumb {
  label: string;
  href: string;
}

export interface CategorySummary {
  id: string;
  slug: string;
  title: string;
  navigationTitle: string;
  href: string;
  teaser: string;
  image: Image | null;
}

export interface BrandSummary {
  id: string;
  name: string;
  slug: string;
  /** The brand's category page. */
  href: string;
  logo: Image | null;
}

export interface ProductCategory extends CategorySummary {
  header: string;
  parent: CategorySummary | null;
  children: CategorySummary[];
  brand: BrandSummary | null;
  productType: { id: string; name: string; alias: string } | null;
  hero: Image | null;
  slider: Image[];
  content: RichText | null;
  specializedProductSearch: boolean;
  /** Lists only products launched within the new-product window (30 days), e.g. "Nyheter". */
  newProductsOnly: boolean;
  breadcrumbs: Breadcrumb[];
  seo: SeoMetaTag[];
}

export interface Money {
  /** What the shopper pays, SEK. */
  amount: number;
  /** The price before discount, SEK (equals `amount` when not discounted). */
  original: number;
  percentDiscount: number;
  isDiscounted: boolean;
}

/** What a product card shows (product teasers, listing hits). */
export interface ProductCardData {
  href: string;
  name: string;
  brandName: string;
  /** What tells it apart from a product of the same name: its materials, else its colour (`cardDetail`). */
  detail?: string | null;
  image: Image | null;
  price: Money | null;
  isNew: boolean;
}

/** A variant's availability: the content's stock and the commerce API's live stock speak the same terms. */
export type { Availability };

export interface ProductVariant {
  id: string;
  sku: string;
  ean: string;
  name: string;
  sizes: { kind: string; value: string }[];
  /** Label of the size a shopper chooses by ("17 mm", "45 cm"), or null for one-size. */
  sizeLabel: string | null;
  colours: { name: string; hex: string | null }[];
  materials: string[];
  images: Image[];
  /** Price for the effective sales channel; null when the variant has none there. */
  price: Money | null;
  stockQuantity: number;
  availability: Availability;
  allowOrdering: boolean;
  isGiftCard: boolean;
  isGiftWrapping: boolean;
  createdAt: string;
}

export interface ProductFamily {
  id: string;
  slug: string;
  name: string;
  href: string;
  brand: BrandSummary & { stockCredit: number };
  category: CategorySummary | null;
  /** With the article the editors chose to help find the size (rings), when the type has one. */
  productType: { name: string; alias: string; sizeGuide: { title: string; href: string } | null } | null;
  productSubtype: string | null;
  soldAsSingle: boolean;
  isOpen: boolean;
  description: string;
  images: Image[];
  /** Ordered by the first size value. */
  variants: ProductVariant[];
  createdAt: string;
  breadcrumbs: Breadcrumb[];
  seo: SeoMetaTag[];
}

export type ArticleKind = 'blog' | 'faq' | 'termsOfBusiness';

export interface ArticleSummary {
  id: string;
  kind: ArticleKind;
  slug: string;
  header: string;
  href: string;
  /** Blog articles only. */
  publishDate: string | null;
  image: Image | null;
  excerpt: string;
}

export interface Article extends ArticleSummary {
  content: RichText | null;
  breadcrumbs: Breadcrumb[];
  seo: SeoMetaTag[];
}

/** The blog's feed: its listing page and every article with its body. */
export interface BlogFeed {
  listing: SpecialPage;
  articles: (ArticleSummary & { content: RichText | null; updatedAt: string })[];
}

export interface SpecialPage {
  key: SpecialPageKey | 'frontPage';
  slug: string;
  href: string;
  title: string;
  header: string;
  intro: string;
  hero: Image | null;
  content: RichText | null;
  seo: SeoMetaTag[];
}

export interface MenuGroup {
  title: string;
  href: string | null;
  links: { label: string; href: string }[];
}

export interface GlobalData {
  dictionary: Dictionary;
  header: {
    /** First menu item: products; second: brands. */
    menus: { label: string; type: 'products' | 'brands'; groups: MenuGroup[] }[];
  };
  footer: {
    columns: MenuGroup[];
    social: { network: 'facebook' | 'instagram' | 'pinterest' | 'tiktok'; url: string }[];
    customerServiceText: string;
    contactText: string;
  };
  slugs: SpecialSlugMap;
  salesChannel: { configuredName: string; configuredId: string | null };
  shipping: ShippingTerms | null;
}

/** The shop's shipping terms (global configuration), SEK: the fee, and the basket total from which it is free. */
export interface ShippingTerms {
  fee: number;
  freeFrom: number | null;
}

/** The sales channel whose prices the storefront shows (the parent's name when there is one). */
export interface EffectiveSalesChannel {
  id: string | null;
  name: string;
  priceChannelName: string;
}
