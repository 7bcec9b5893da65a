import { join } from 'node:path';
import {
  GIFT_CARD_MAX_AMOUNT,
  GIFT_CARD_MAX_LINE_AMOUNT,
  GIFT_CARD_MAX_QUANTITY,
  GIFT_CARD_MIN_AMOUNT,
} from '../../lib/commerce/gift-card';

/**
 * The commerce service's settings and business limits. Environment: `PORT`, `DATABASE_URL` (a PostgreSQL
 * server, e.g. `postgres://glans@127.0.0.1:5432/glans`; unset: the embedded PGlite database in
 * `<GLANS_DATA_DIR>/commerce/pgdata`), `GLANS_DATA_DIR` (default `.data`), `STOREFRONT_URL` (default
 * `http://localhost:${STOREFRONT_PORT ?? 3000}`) and `COMMERCE_PUBLIC_URL` (the origin browsers reach this
 * service on; default: `http://127.0.0.1:${PORT}`, where the storefront's configuration looks for it). Both
 * are configuration, never a request's `Host`: the payment page's address and the only site allowed to frame
 * it (its `frame-ancestors`) come from them.
 */

export const LIMITS = {
  /** Largest request body, in bytes; larger is a 413. */
  maxBodyBytes: 64 * 1024,
  /** Largest quantity of one basket line. */
  maxLineQuantity: 99,
  /** Most lines in one basket. */
  maxBasketLines: 100,
  /** Most slots of one bundle line. */
  maxBundleSlots: 10,
  /** Most variant ids in one stock query. */
  maxStockQuery: 200,
  /** Longest basket comment, in characters. */
  maxCommentLength: 1_000,
  /** Gift card amounts, in öre (100–10 000 SEK), the storefront's figures (lib/commerce/gift-card.ts). */
  giftCardMinOre: GIFT_CARD_MIN_AMOUNT * 100,
  giftCardMaxOre: GIFT_CARD_MAX_AMOUNT * 100,
  /** A gift card line: at most 10 cards, worth at most 20 000 SEK together. */
  giftCardMaxQuantity: GIFT_CARD_MAX_QUANTITY,
  giftCardMaxLineOre: GIFT_CARD_MAX_LINE_AMOUNT * 100,
  /** Related products answered at most. */
  relatedProducts: 8,
} as const;

/**
 * How long a client may take to send a request: its head within 5 s, the whole request (at most 64 KB)
 * within 10 s, checked every second; a slower one gets a 408 and its connection closed. A shopper's browser
 * sends a request in milliseconds; a client that trickles its bytes holds a connection no longer than this.
 */
export const CLIENT_TIMEOUTS = {
  headersTimeout: 5_000,
  requestTimeout: 10_000,
  connectionsCheckingInterval: 1_000,
} as const;

/**
 * A basket nobody has changed for 30 days is gone, as a shop's cart is after a month: it answers 404 (the
 * storefront then forgets its id and starts afresh), and it is deleted from the database at start and every
 * hour after (basket-expiry.ts). Ordered baskets stay with their orders.
 */
export const BASKET_EXPIRY = {
  idleDays: 30,
  cleanupEveryMs: 60 * 60 * 1000,
} as const;

export const PRICING = {
  /** VAT rate included in every price. */
  vatRate: 0.25,
  /** Shipping fee in öre, waived from `freeShippingFromOre` and for baskets of gift cards only. */
  shippingOre: 49_00,
  freeShippingFromOre: 500_00,
} as const;

/** Stock at or below this (and above 0) is shown as low stock. */
export const LOW_STOCK_THRESHOLD = 3;

export interface CommerceSettings {
  port: number;
  dataDir: string;
  databaseDir: string;
  /** A PostgreSQL server; undefined: PGlite in `databaseDir`. */
  databaseUrl: string | undefined;
  storefrontUrl: string;
  publicUrl: string;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** An http(s) URL from the environment, without a trailing slash; anything else stops the start with its name. */
function httpUrl(name: string, value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    // Reported below.
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new Error(`${name} must be an http(s) URL, not ${JSON.stringify(value)}`);
  return trimSlash(value);
}

export function readSettings(env: NodeJS.ProcessEnv, fallbackPort: number): CommerceSettings {
  const port = Number(env.PORT);
  const dataDir = env.GLANS_DATA_DIR?.trim() || '.data';
  const storefrontPort = Number(env.STOREFRONT_PORT) || 3000;
  const listenPort = Number.isInteger(port) && port > 0 ? port : fallbackPort;
  return {
    port: listenPort,
    dataDir,
    databaseDir: join(dataDir, 'commerce', 'pgdata'),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    storefrontUrl: httpUrl('STOREFRONT_URL', env.STOREFRONT_URL?.trim() || `http://localhost:${storefrontPort}`),
    publicUrl: httpUrl('COMMERCE_PUBLIC_URL', env.COMMERCE_PUBLIC_URL?.trim() || `http://127.0.0.1:${listenPort}`),
  };
}
