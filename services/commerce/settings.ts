import { join } from 'node:path';

/**
 * The commerce service's settings and business limits. Environment: `PORT`, `DATABASE_URL` (a PostgreSQL
 * server, e.g. `postgres://glans@127.0.0.1:5432/glans`; unset: the embedded PGlite database in
 * `<GLANS_DATA_DIR>/commerce/pgdata`), `GLANS_DATA_DIR` (default `.data`), `STOREFRONT_URL` (default
 * `http://localhost:${STOREFRONT_PORT ?? 3000}`) and `COMMERCE_PUBLIC_URL` (the origin browsers reach this
 * service on; default: the Host header of each request).
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
  /** Gift card amounts, in öre (100–10 000 SEK). */
  giftCardMinOre: 100_00,
  giftCardMaxOre: 10_000_00,
  /** Related products answered at most. */
  relatedProducts: 8,
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
  publicUrl: string | undefined;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export function readSettings(env: NodeJS.ProcessEnv, fallbackPort: number): CommerceSettings {
  const port = Number(env.PORT);
  const dataDir = env.GLANS_DATA_DIR?.trim() || '.data';
  const storefrontPort = Number(env.STOREFRONT_PORT) || 3000;
  return {
    port: Number.isInteger(port) && port > 0 ? port : fallbackPort,
    dataDir,
    databaseDir: join(dataDir, 'commerce', 'pgdata'),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    storefrontUrl: trimSlash(env.STOREFRONT_URL?.trim() || `http://localhost:${storefrontPort}`),
    publicUrl: env.COMMERCE_PUBLIC_URL?.trim() ? trimSlash(env.COMMERCE_PUBLIC_URL.trim()) : undefined,
  };
}
