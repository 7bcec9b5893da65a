import type { Page } from '@playwright/test';
import { localServicePorts } from '../../lib/config';
import type { Basket, StockInformation } from '../../lib/commerce/types';
import type { Catalogue, ProductVariant } from '../../services/seed/catalogue-types';
import { loadCatalogue } from '../../services/seed/ensure';

/**
 * Baskets for the e2e specs, made through the real commerce service the e2e stack runs (the commerce API's
 * calls, as the storefront makes them), then handed to the browser the way the storefront keeps them: the basket
 * and user ids in local storage.
 */

export const COMMERCE_URL = `http://127.0.0.1:${localServicePorts(Number(process.env.E2E_SERVICES_PORT_BASE ?? 7500)).commerce}`;

let catalogue: Catalogue | undefined;
export function demoCatalogue(): Catalogue {
  catalogue ??= loadCatalogue();
  return catalogue;
}

function headers(): Record<string, string> {
  return { culture: 'sv-SE', saleschannelname: demoCatalogue().global.salesChannelConfig.salesChannelName, 'content-type': 'application/json' };
}

export async function commerce<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${COMMERCE_URL}${path}`, { method, headers: headers(), body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

export interface LineInput {
  variantId: string;
  quantity: number;
  unitPrice?: number;
}

/** A basket with these lines (and codes), through `POST /Basket/changequantity` and the coupon call. */
export async function basketWith(lines: LineInput[], coupons: string[] = []): Promise<Basket> {
  let basket: Basket | null = null;
  for (const line of lines) {
    const answer: { status: number; body: Basket } = await commerce<Basket>('POST', '/Basket/changequantity', {
      basketId: basket?.basketId ?? null,
      userId: null,
      relatedItemId: null,
      bundleProducts: {},
      unitPrice: null,
      ...line,
    });
    if (answer.status !== 200) throw new Error(`changequantity answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    basket = answer.body;
  }
  if (!basket) throw new Error('basketWith needs a line');
  for (const code of coupons) {
    const answer = await commerce('POST', `/Basket/${basket.basketId}/coupon/${code}`);
    if (answer.status !== 200) throw new Error(`coupon ${code} answered ${answer.status}`);
  }
  return (await commerce<Basket>('GET', `/Basket?basketId=${basket.basketId}`)).body;
}

/** Hands the basket to the browser (as the storefront stores it) and opens `path`. */
export async function openWithBasket(page: Page, basket: Pick<Basket, 'basketId' | 'userId'>, path: string): Promise<void> {
  // Local storage belongs to the origin: any light document of the shop will do.
  await page.goto('/robots.txt');
  await page.evaluate(
    ([basketId, userId]) => {
      window.localStorage.setItem('basketId', basketId);
      window.localStorage.setItem('userId', userId);
    },
    [basket.basketId, basket.userId] as const,
  );
  await page.goto(path);
}

/** Variants of the demo catalogue matching `where`, with their live stock, in catalogue order. */
export async function variantsWhere(
  where: (variant: ProductVariant) => boolean,
  accept: (stock: StockInformation) => boolean,
  count: number,
): Promise<{ variant: ProductVariant; stock: StockInformation }[]> {
  const candidates = demoCatalogue().families.flatMap((family) => family.variants.filter(where));
  const found: { variant: ProductVariant; stock: StockInformation }[] = [];
  for (let start = 0; start < candidates.length && found.length < count; start += 100) {
    const slice = candidates.slice(start, start + 100);
    const answer = await commerce<StockInformation[]>('GET', `/StockInformation?variantIds=${slice.map((variant) => variant.id).join(',')}`);
    answer.body.forEach((stock, index) => {
      if (found.length < count && accept(stock)) found.push({ variant: slice[index]!, stock });
    });
  }
  if (found.length < count) throw new Error(`Only ${found.length} of ${count} variants found`);
  return found;
}

/** Orderable merchandise (no gift card or wrapping). */
export const merchandise = (variant: ProductVariant) => variant.allowOrdering && !variant.isGiftCard && !variant.isGiftWrapping;

export function giftWrapping(sku: string): ProductVariant {
  const variant = demoCatalogue()
    .families.flatMap((family) => family.variants)
    .find((candidate) => candidate.sku === sku);
  if (!variant) throw new Error(`No variant ${sku}`);
  return variant;
}
