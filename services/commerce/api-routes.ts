import { sendJson, HttpError } from '../shared/http-service';
import type { BasketService } from './basket-service';
import type { CatalogueIndex } from './catalogue-index';
import type { CheckoutService } from './checkout-service';
import { clientAddress } from './client-address';
import type { CouponGuard } from './coupon-throttle';
import type { Database } from './database';
import { parseChangeQuantity, parseComment, parseCreateBasket, parseId } from './payloads';
import { readJson, requireCommerceHeaders, sendJsonText } from './request-context';
import type { Route, RouteRequest } from './router';
import { LIMITS } from './settings';
import { levelOf } from './stock-store';

/** The commerce API (docs/shop.md, The commerce API the storefront calls). Every route here needs the `culture` and `saleschannelname` headers. */

export interface CommerceApp {
  catalogue: CatalogueIndex;
  couponGuard: CouponGuard;
  /** Proxies whose `X-Forwarded-For` names the client (client-address.ts). */
  trustedProxies: ReadonlySet<string>;
  baskets: BasketService;
  checkouts: CheckoutService;
  db: Database;
  port: number;
  /** The origin browsers reach this service on (configuration, never the request's Host). */
  publicUrl: string;
  storefrontUrl: string;
}

type Request = RouteRequest<CommerceApp>;

const NO_STORE = { 'cache-control': 'no-store' };
const VARIANT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

function headersOf({ req, app }: Request) {
  return requireCommerceHeaders(req, app.catalogue);
}

/** `basketId` from the query, else from a JSON body `{ basketId, culture }` (GET with a body). */
async function basketIdOf(request: Request): Promise<string> {
  const fromQuery = request.url.searchParams.get('basketId');
  if (fromQuery !== null) return parseId(fromQuery, 'basketId');
  const body = await readJson(request.req, request.res, true);
  const fromBody =
    body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>).basketId : undefined;
  if (fromBody !== undefined && typeof fromBody !== 'string') throw new HttpError(400, 'basketId must be a uuid');
  return parseId(fromBody, 'basketId');
}

/** `?variantIds=1,2,3`, `?variantId=1&variantId=2` or both; duplicates once, order kept. */
function variantIdsOf(url: URL): string[] {
  const raw = [...url.searchParams.getAll('variantIds'), ...url.searchParams.getAll('variantId')].flatMap((value) => value.split(','));
  const ids = [...new Set(raw.map((value) => value.trim()).filter((value) => value !== ''))];
  if (ids.length === 0) throw new HttpError(400, 'variantIds is required, e.g. ?variantIds=101,102');
  if (ids.length > LIMITS.maxStockQuery) throw new HttpError(400, `At most ${LIMITS.maxStockQuery} variant ids per request`);
  const bad = ids.find((id) => !VARIANT_ID_PATTERN.test(id));
  if (bad !== undefined) throw new HttpError(400, `Invalid variant id: ${bad.slice(0, 64)}`);
  return ids;
}

const COUPON_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

function couponCodeOf(code: string): string {
  if (!COUPON_PATTERN.test(code)) throw new HttpError(400, 'Invalid coupon code');
  return code;
}

/**
 * Adding a code, throttled per basket and per client address (coupon-throttle.ts): while either has tried
 * too many wrong codes, any code answers 429 with `Retry-After`; a wrong code (malformed or unknown) is
 * counted before its 400 or 404 goes out.
 */
async function addCoupon(request: Request): Promise<void> {
  const { channel } = headersOf(request);
  const { app, req, res } = request;
  const basketId = parseId(request.params[0], 'basketId');
  const code = request.params[1]!;
  const client = clientAddress(req, app.trustedProxies);
  const wait = app.couponGuard.retryAfterSeconds(basketId, client);
  if (wait > 0) {
    const message = `Too many wrong coupon codes; try again in ${wait} seconds`;
    sendJson(res, 429, { message, status: 429, retryAfter: wait }, { ...NO_STORE, 'retry-after': String(wait) });
    return;
  }
  if (!COUPON_PATTERN.test(code) || !app.catalogue.coupon(code)) app.couponGuard.wrongCode(basketId, client);
  sendJson(res, 200, await app.baskets.addCoupon(basketId, couponCodeOf(code), channel), NO_STORE);
}

export const apiRoutes: Route<CommerceApp>[] = [
  {
    method: 'POST',
    path: '/Basket',
    handle: async (request) => {
      const { channel } = headersOf(request);
      const payload = parseCreateBasket(await readJson(request.req, request.res, true));
      sendJson(request.res, 201, await request.app.baskets.create(payload, channel), NO_STORE);
    },
  },
  {
    method: 'GET',
    path: '/Basket',
    handle: async (request) => {
      const { channel } = headersOf(request);
      sendJsonText(request.res, 200, await request.app.baskets.getJson(await basketIdOf(request), channel), NO_STORE);
    },
  },
  {
    method: 'GET',
    path: '/Basket/GetRelatedProducts',
    handle: async (request) => {
      const { channel } = headersOf(request);
      sendJson(request.res, 200, await request.app.baskets.related(await basketIdOf(request), channel), NO_STORE);
    },
  },
  {
    method: 'POST',
    path: '/Basket/changequantity',
    handle: async (request) => {
      const { channel } = headersOf(request);
      const payload = parseChangeQuantity(await readJson(request.req, request.res, false));
      sendJsonText(request.res, 200, await request.app.baskets.changeQuantityJson(payload, channel), NO_STORE);
    },
  },
  {
    method: 'POST',
    path: '/Basket/:basketId/coupon/:code',
    handle: addCoupon,
  },
  {
    method: 'DELETE',
    path: '/Basket/:basketId/coupon/:code',
    handle: async (request) => {
      headersOf(request);
      const basketId = parseId(request.params[0], 'basketId');
      sendJson(request.res, 200, await request.app.baskets.removeCoupon(basketId, couponCodeOf(request.params[1]!)), NO_STORE);
    },
  },
  {
    method: 'POST',
    path: '/Basket/:basketId/comment',
    handle: async (request) => {
      const { channel } = headersOf(request);
      const basketId = parseId(request.params[0], 'basketId');
      const { message } = parseComment(await readJson(request.req, request.res, false));
      sendJson(request.res, 200, await request.app.baskets.setComment(basketId, message, channel), NO_STORE);
    },
  },
  {
    method: 'GET',
    path: '/StockInformation',
    handle: async (request) => {
      headersOf(request);
      const ids = variantIdsOf(request.url);
      const { catalogue, baskets, db } = request.app;
      const unknown = ids.filter((id) => !catalogue.variant(id));
      if (unknown.length > 0)
        throw new HttpError(404, `Unknown variant${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`, { variantIds: unknown });
      const levels = await baskets.stock.levels(db, ids);
      sendJson(
        request.res,
        200,
        ids.map((id) => baskets.stock.information(catalogue.variant(id)!, levelOf(levels, id))),
        NO_STORE,
      );
    },
  },
  {
    method: 'GET',
    path: '/Checkout/:basketId',
    handle: async (request) => {
      const { channel } = headersOf(request);
      const basketId = parseId(request.params[0], 'basketId');
      sendJson(request.res, 200, await request.app.checkouts.checkout(basketId, channel, request.app.publicUrl), NO_STORE);
    },
  },
  {
    method: 'GET',
    path: '/Order/:orderId',
    handle: async (request) => {
      headersOf(request);
      sendJson(request.res, 200, await request.app.checkouts.order(parseId(request.params[0], 'orderId')), NO_STORE);
    },
  },
];
