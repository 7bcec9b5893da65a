import { request } from 'node:http';
import type { Catalogue, ProductVariant } from '../../services/seed/catalogue-types';
import type { Basket, StockInformation } from '../../lib/commerce/types';
import { loadCatalogue } from '../../services/seed/ensure';
import { serviceUrl } from './service-urls';

/**
 * Helpers of the commerce integration tests: plain HTTP calls to the running service, and picking test
 * variants from the demo catalogue by their properties, checked against the service's live stock (which
 * earlier orders may have lowered).
 */

/** Fields of the service's error answers (`{ message, status, … }`). */
export interface ErrorFields {
  message?: string;
  orderId?: string | null;
  variantIds?: string[];
}

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T & ErrorFields;
  headers: Headers;
  text: string;
}

let cataloguePromise: Promise<Catalogue> | undefined;

export function testCatalogue(): Promise<Catalogue> {
  cataloguePromise ??= Promise.resolve(loadCatalogue());
  return cataloguePromise;
}

export async function commerceHeaders(): Promise<Record<string, string>> {
  const catalogue = await testCatalogue();
  return { culture: 'sv-SE', saleschannelname: catalogue.global.salesChannelConfig.salesChannelName };
}

export async function api<T = Record<string, unknown>>(
  path: string,
  options: {
    method?: string;
    body?: unknown;
    rawBody?: string;
    headers?: Record<string, string>;
    base?: string;
    omitHeaders?: boolean;
  } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...(options.omitHeaders ? {} : await commerceHeaders()), ...options.headers };
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  const response = await fetch(`${options.base ?? serviceUrl('commerce')}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body,
    redirect: 'manual',
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // HTML or empty.
  }
  return { status: response.status, body: parsed as T & ErrorFields, headers: response.headers, text };
}

export function changeQuantity(body: Record<string, unknown>, base?: string): Promise<Answer<Basket>> {
  return api<Basket>('/Basket/changequantity', {
    method: 'POST',
    body: { basketId: null, userId: null, relatedItemId: null, ...body },
    base,
  });
}

export async function newBasket(base?: string): Promise<string> {
  const answer = await api<{ basketId: string }>('/Basket', { method: 'POST', body: {}, base });
  if (answer.status !== 201) throw new Error(`POST /Basket answered ${answer.status}`);
  return answer.body.basketId;
}

export async function getBasket(basketId: string, base?: string): Promise<Answer<Basket>> {
  return api<Basket>(`/Basket?basketId=${basketId}`, { base });
}

export interface PickedVariant {
  variant: ProductVariant;
  brandCredit: number;
  /** Price in SEK in the storefront's effective (parent) channel. */
  price: number;
  priceDiscounted: number;
  stock: StockInformation;
}

/**
 * Variants matching `where`, with live stock (of the service at `base`), at most `count`, skipping the
 * first `skip` matches.
 */
export async function pickVariants(
  count: number,
  where: (variant: ProductVariant, brandCredit: number) => boolean,
  minOrderable = 0,
  skip = 0,
  base?: string,
): Promise<PickedVariant[]> {
  const catalogue = await testCatalogue();
  const config = catalogue.global.salesChannelConfig;
  const own = catalogue.salesChannels.find((channel) => channel.name === config.salesChannelName)!;
  const effectiveId = own.parentId ?? own.id;
  const brands = new Map(catalogue.brands.map((brand) => [brand.id, brand.stockCredit]));
  const candidates = catalogue.families.flatMap((family) =>
    family.variants
      .filter((variant) => where(variant, brands.get(family.brandId) ?? 0))
      .map((variant) => ({ variant, brandCredit: brands.get(family.brandId) ?? 0 })),
  );
  const picked: PickedVariant[] = [];
  let skipped = 0;
  for (let start = 0; start < candidates.length && picked.length < count; start += 100) {
    const slice = candidates.slice(start, start + 100);
    const stock = await api<StockInformation[]>(`/StockInformation?variantIds=${slice.map((entry) => entry.variant.id).join(',')}`, {
      base,
    });
    for (const [index, info] of stock.body.entries()) {
      const entry = slice[index]!;
      const pricing =
        entry.variant.pricing.find((price) => price.salesChannelId === effectiveId) ??
        entry.variant.pricing.find((price) => price.salesChannelId === own.id);
      if (!pricing || info.orderableQuantity < minOrderable) continue;
      if (skipped < skip) {
        skipped += 1;
        continue;
      }
      if (picked.length < count) picked.push({ ...entry, price: pricing.price, priceDiscounted: pricing.priceDiscounted, stock: info });
    }
  }
  if (picked.length < count) throw new Error(`The catalogue has only ${picked.length} of the ${count} variants a test needs`);
  return picked;
}

/** Plain merchandise: orderable, no gift card or gift wrapping, no brand stock credit. */
export const plain = (variant: ProductVariant, credit: number) =>
  variant.allowOrdering && !variant.isGiftCard && !variant.isGiftWrapping && credit === 0;

/** What the payment step asks of a shopper, filled in as a shopper would (every path to an order needs it). */
export const payerDetails = {
  email: 'anna@example.se',
  name: 'Anna Svensson',
  street: 'Storgatan 1',
  postcode: '114 55',
  town: 'Stockholm',
  delivery: 'ombud',
  paymentMethod: 'kort',
  acceptTerms: 'ja',
} as const;

/** Pays a checkout as a JSON caller, with the shopper's details unless others are given. */
export function payJson<T = Record<string, unknown>>(checkoutId: string, details: Record<string, string> = payerDetails, base?: string) {
  return api<T>(`/payment/${checkoutId}/pay`, {
    method: 'POST',
    omitHeaders: true,
    headers: { accept: 'application/json' },
    body: details,
    base,
  });
}

/** A product the catalogue sells as a bundle, one of its slots, and in-stock variants that slot offers. */
export interface PickedBundle {
  main: PickedVariant;
  slot: string;
  options: PickedVariant[];
}

/**
 * A bundle of the demo catalogue (a pendant with slot `kedja`) whose product and at least `optionCount`
 * slot variants have `minOrderable` in stock; `skip` passes over that many such bundles first.
 */
export async function pickBundle(minOrderable = 1, skip = 0, optionCount = 1, base?: string): Promise<PickedBundle> {
  const catalogue = await testCatalogue();
  let skipped = 0;
  for (const family of catalogue.families) {
    for (const slot of family.bundleSlots ?? []) {
      const own = new Set(family.variants.map((variant) => variant.id));
      const offered = new Set(slot.variantIds);
      const [main] = await pickVariants(1, (variant, credit) => plain(variant, credit) && own.has(variant.id), minOrderable, 0, base).catch(
        () => [],
      );
      const options = await pickVariants(
        optionCount,
        (variant, credit) => plain(variant, credit) && offered.has(variant.id),
        minOrderable,
        0,
        base,
      ).catch(() => []);
      if (!main || options.length < optionCount) continue;
      if (skipped < skip) {
        skipped += 1;
        continue;
      }
      return { main, slot: slot.name, options };
    }
  }
  throw new Error(`The catalogue has no bundle with ${optionCount} slot variants of ${minOrderable} in stock (skip ${skip})`);
}

/** A GET with a JSON body (which fetch cannot send), as the original commerce API's basket load does. */
export async function getWithBody(path: string, body: unknown): Promise<Answer> {
  const url = new URL(`${serviceUrl('commerce')}${path}`);
  const payload = JSON.stringify(body);
  const headers = {
    ...(await commerceHeaders()),
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(payload)),
  };
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({
          status: res.statusCode ?? 0,
          body: JSON.parse(text) as Answer['body'],
          headers: new Headers(res.headers as Record<string, string>),
          text,
        });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}
