import { createCommerceClient } from '../../lib/commerce/commerce-client';
import type { StockInformation } from '../../lib/commerce/types';
import type { StorefrontConfig } from '../../lib/config';
import { PAGED_FETCH_SIZE, SALES_CHANNEL_STORE_NAME } from '../../lib/constants';
import type { Availability, ProductFamily, ProductVariant, SizeKind } from '../seed/catalogue-types';
import { familyRecords, type RecordLookups } from './build-records';
import type { SearchRecord } from './search-record';

/**
 * Search records from their sources, streamed: product families in pages of `first`/`skip` (at most
 * DatoCMS's 500) from the content service's GraphQL, with the storefront's delivery token, URL and
 * environment (`lib/config.ts`), and each page's stock from commerce's `GET /StockInformation` in batches
 * (`stockBatchSize`, at most what the API takes per request). Commerce's stock, availability and
 * `allowOrdering` win over the variant's own fields. The categories, brands and sales channels a record
 * looks up are read first (small lists); the families are never all in memory. Every call has a bounded
 * wait (`timeoutMs`): a hung API fails the reindex with a message naming it.
 */

export interface SourceOptions {
  content: Pick<StorefrontConfig['content'], 'url' | 'token' | 'environment' | 'assetOrigin'>;
  commerceUrl: string;
  timeoutMs: number;
  /** Families per GraphQL page (1 to 500). */
  pageSize?: number;
  /** Variant ids per `GET /StockInformation` (the local commerce API takes at most 200). */
  stockBatchSize?: number;
}

export class SourceError extends Error {}

interface GqlImage {
  id: string;
  url: string;
  width: number | null;
  height: number | null;
  alt: string | null;
}

interface GqlVariant {
  id: string;
  sku: string;
  _createdAt: string;
  sizes: { kind: SizeKind; value: string }[];
  colours: { id: string; name: string }[];
  materials: { id: string; name: string }[];
  media: GqlImage[];
  pricing: { price: number; priceDiscounted: number; percentDiscount: number; salesChannel: { id: string; name: string } | null }[];
  stockQuantity: number;
  availability: Availability;
  allowOrdering: boolean;
  isGiftCard: boolean;
  isGiftWrapping: boolean;
}

interface GqlFamily {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  _createdAt: string;
  brand: { id: string } | null;
  category: { id: string } | null;
  productType: { id: string; name: string; alias: string } | null;
  productSubtype: { id: string; name: string } | null;
  media: GqlImage[];
  variants: GqlVariant[];
}

const IMAGE = 'id url width height alt';

const FAMILIES = `
  query SearchFamilies($first: IntType!, $skip: IntType!) {
    families: allProductFamilies(first: $first, skip: $skip) {
      id slug name description _createdAt
      brand { id }
      category { id }
      productType { id name alias }
      productSubtype { id name }
      media { ${IMAGE} }
      variants {
        id sku _createdAt
        sizes { kind value }
        colours { id name }
        materials { id name }
        media { ${IMAGE} }
        pricing { price priceDiscounted percentDiscount salesChannel { id name } }
        stockQuantity availability allowOrdering isGiftCard isGiftWrapping
      }
    }
  }`;

const CATEGORIES = `
  query SearchCategories($first: IntType!, $skip: IntType!) {
    items: allProductCategories(first: $first, skip: $skip) { id slug parent { id } }
  }`;

const BRANDS = `
  query SearchBrands($first: IntType!, $skip: IntType!) {
    items: allBrands(first: $first, skip: $skip) { id name category { id } }
  }`;

const CHANNELS = `
  query SearchChannels($first: IntType!, $skip: IntType!) {
    items: allSalesChannels(first: $first, skip: $skip) { id name parent { id } }
  }`;

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

async function graphql<T>(options: SourceOptions, query: string, variables: Record<string, unknown>): Promise<T> {
  const headers: Record<string, string> = {
    authorization: `Bearer ${options.content.token}`,
    'content-type': 'application/json',
    accept: 'application/json',
  };
  if (options.content.environment) headers['X-Environment'] = options.content.environment;
  let response: Response;
  try {
    response = await fetch(options.content.url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new SourceError(
      timedOut
        ? `The content service (${options.content.url}) did not answer within ${seconds(options.timeoutMs)}`
        : `The content service (${options.content.url}) cannot be reached: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const body = (await response.json().catch(() => null)) as { data?: T; errors?: { message: string }[] } | null;
  if (!response.ok || !body?.data || body.errors?.length)
    throw new SourceError(
      `The content service answered ${response.status}: ${body?.errors?.map((error) => error.message).join('; ') || 'no data'}`,
    );
  return body.data;
}

/** Every item of a small list, page by page. */
async function allPages<T>(options: SourceOptions, query: string): Promise<T[]> {
  const pageSize = options.pageSize ?? PAGED_FETCH_SIZE;
  const items: T[] = [];
  for (let skip = 0; ; skip += pageSize) {
    const page = (await graphql<{ items: T[] }>(options, query, { first: pageSize, skip })).items;
    items.push(...page);
    if (page.length < pageSize) return items;
  }
}

async function* familyPages(options: SourceOptions): AsyncGenerator<GqlFamily[]> {
  const pageSize = options.pageSize ?? PAGED_FETCH_SIZE;
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 500)
    throw new SourceError('The page size must be 1 to 500 (DatoCMS’s limit)');
  for (let skip = 0; ; skip += pageSize) {
    const { families } = await graphql<{ families: GqlFamily[] }>(options, FAMILIES, { first: pageSize, skip });
    if (families.length > 0) yield families;
    if (families.length < pageSize) return;
  }
}

/** Commerce's stock of the variants, batch by batch. */
async function stockOf(options: SourceOptions, variantIds: string[]): Promise<Map<string, StockInformation>> {
  const batchSize = options.stockBatchSize ?? 200;
  const commerce = createCommerceClient({
    baseUrl: options.commerceUrl,
    timeoutMs: options.timeoutMs,
    salesChannelName: SALES_CHANNEL_STORE_NAME,
  });
  const stock = new Map<string, StockInformation>();
  for (let start = 0; start < variantIds.length; start += batchSize) {
    const result = await commerce.getStockInformation(variantIds.slice(start, start + batchSize));
    if (!result.ok)
      throw new SourceError(`The commerce API (${options.commerceUrl}) failed on GET /StockInformation: ${result.error.message}`);
    for (const entry of result.data) stock.set(entry.variantId, entry);
  }
  return stock;
}

function assetPath(url: string, assetOrigin: string): string {
  // The local content service and DatoCMS answer an absolute URL; the records keep the path under the
  // asset origin the storefront loads images from, as the catalogue's records do.
  const bare = url.split('?')[0] as string;
  return assetOrigin && bare.startsWith(assetOrigin) ? bare.slice(assetOrigin.length) : bare;
}

function toFamily(family: GqlFamily, stock: Map<string, StockInformation>, look: RecordLookups, assetOrigin: string): ProductFamily {
  const mediaIds = (images: GqlImage[]) =>
    images.map((image) => {
      look.media.set(image.id, {
        path: assetPath(image.url, assetOrigin),
        width: image.width ?? 0,
        height: image.height ?? 0,
        alt: image.alt ?? '',
      });
      return image.id;
    });
  if (family.productType) look.productTypes.set(family.productType.id, { name: family.productType.name, alias: family.productType.alias });
  if (family.productSubtype) look.productSubtypes.set(family.productSubtype.id, family.productSubtype.name);
  const variants: ProductVariant[] = family.variants.map((variant) => {
    for (const colour of variant.colours) look.colours.set(colour.id, colour.name);
    for (const material of variant.materials) look.materials.set(material.id, material.name);
    const live = stock.get(variant.id);
    return {
      id: variant.id,
      sku: variant.sku,
      ean: '',
      name: family.name,
      sizes: variant.sizes,
      colourIds: variant.colours.map((colour) => colour.id),
      materialIds: variant.materials.map((material) => material.id),
      mediaIds: mediaIds(variant.media),
      pricing: variant.pricing.map((pricing) => ({
        salesChannelId: pricing.salesChannel?.id ?? '',
        salesChannelName: pricing.salesChannel?.name ?? '',
        price: pricing.price,
        priceDiscounted: pricing.priceDiscounted,
        percentDiscount: pricing.percentDiscount,
      })),
      stockQuantity: live?.stockQuantity ?? variant.stockQuantity,
      availability: live?.availability ?? variant.availability,
      allowOrdering: live?.allowOrdering ?? variant.allowOrdering,
      isGiftCard: variant.isGiftCard,
      isGiftWrapping: variant.isGiftWrapping,
      createdAt: variant._createdAt,
    } as ProductVariant;
  });
  return {
    id: family.id,
    slug: family.slug,
    name: family.name,
    brandId: family.brand?.id ?? '',
    categoryId: family.category?.id ?? '',
    productTypeId: family.productType?.id ?? '',
    productSubtypeId: family.productSubtype?.id ?? null,
    soldAsSingle: false,
    isOpen: false,
    description: family.description ?? '',
    mediaIds: mediaIds(family.media),
    seo: { title: '', description: '', imageId: null },
    createdAt: family._createdAt,
    variants,
  } as ProductFamily;
}

/** The lookups that are whole lists (categories, brands, the store channel's price channels). */
async function listLookups(options: SourceOptions): Promise<RecordLookups> {
  const categories = await allPages<{ id: string; slug: string; parent: { id: string } | null }>(options, CATEGORIES);
  const brands = await allPages<{ id: string; name: string; category: { id: string } | null }>(options, BRANDS);
  const channels = await allPages<{ id: string; name: string; parent: { id: string } | null }>(options, CHANNELS);
  const store = channels.find((channel) => channel.name === SALES_CHANNEL_STORE_NAME);
  return {
    categories: new Map(
      categories.map((category) => [category.id, { id: category.id, slug: category.slug, parentId: category.parent?.id ?? null }]),
    ),
    media: new Map(),
    brands: new Map(brands.map((brand) => [brand.id, { name: brand.name, categoryId: brand.category?.id ?? '' }])),
    productTypes: new Map(),
    productSubtypes: new Map(),
    colours: new Map(),
    materials: new Map(),
    priceChannelIds: store ? (store.parent ? [store.parent.id, store.id] : [store.id]) : channels.map((channel) => channel.id),
  };
}

/** The records of the content service's catalogue with commerce's stock, one page of families at a time. */
export async function* contentRecords(options: SourceOptions): AsyncGenerator<SearchRecord[]> {
  const look = await listLookups(options);
  for await (const families of familyPages(options)) {
    const stock = await stockOf(
      options,
      families.flatMap((family) => family.variants.filter((variant) => !variant.isGiftWrapping).map((variant) => variant.id)),
    );
    // The page's images are looked up while its records are built, then let go.
    look.media.clear();
    yield families.flatMap((family) => familyRecords(toFamily(family, stock, look, options.content.assetOrigin), look));
  }
}
