import type { Transaction } from '@electric-sql/pglite';
import { runStatement, type Database, type SqlValue } from './database';
import { nextTimestamp, type ItemMutation, type StoredBasket, type StoredItem } from './basket-state';
import { KeyedMutex } from './keyed-mutex';
import { LruCache } from './lru-cache';
import { LIMITS } from './settings';

/**
 * Baskets in the database, behind a write-through cache. Every change to a basket runs inside `locked`
 * (one at a time per basket) as one atomic statement (or one transaction); the cache takes the new state
 * only after the commit,
 * so a failed write leaves both the database and the cache as they were. Cache misses load under the same
 * lock, so a load never races a write.
 */

interface BasketRow {
  id: string;
  user_id: string;
  status: 'open' | 'ordered';
  sales_channel_id: string;
  order_id: string | null;
  created_at: Date;
  updated_at: Date;
  comment: string | null;
  coupons: string[];
  items: StoredItem[];
}

const LOAD_SQL = `
SELECT b.id, b.user_id, b.status, b.sales_channel_id, b.order_id, b.created_at, b.updated_at,
  (SELECT c.message FROM basket_comments c WHERE c.basket_id = b.id) AS comment,
  COALESCE((SELECT json_agg(bc.code ORDER BY bc.applied_at, bc.code) FROM basket_coupons bc WHERE bc.basket_id = b.id), '[]'::json) AS coupons,
  COALESCE((SELECT json_agg(json_build_object('id', i.id, 'variantId', i.variant_id, 'quantity', i.quantity,
      'giftCardPriceOre', i.gift_card_price_ore, 'bundle', i.bundle, 'bundleKey', i.bundle_key) ORDER BY i.position)
    FROM basket_items i WHERE i.basket_id = b.id), '[]'::json) AS items
FROM baskets b WHERE b.id = $1`;

function fromRow(row: BasketRow): StoredBasket {
  return {
    id: row.id,
    userId: row.user_id,
    status: row.status,
    salesChannelId: row.sales_channel_id,
    orderId: row.order_id,
    comment: row.comment,
    coupons: row.coupons,
    items: row.items,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

type Queryable = Pick<Transaction, 'query'>;

export class BasketStore {
  private readonly mutex = new KeyedMutex();
  private readonly cache = new LruCache<StoredBasket>(LIMITS.basketCacheSize);

  constructor(private readonly db: Database) {}

  /** The basket as last committed, or undefined when there is none. */
  async read(id: string): Promise<StoredBasket | undefined> {
    return this.cache.get(id) ?? this.mutex.run(id, () => this.loadUnlocked(id));
  }

  /** Runs `task` alone for this basket, with its current state (undefined when it does not exist). */
  locked<T>(id: string, task: (current: StoredBasket | undefined) => Promise<T>): Promise<T> {
    return this.mutex.run(id, async () => task(await this.loadUnlocked(id)));
  }

  get cachedCount(): number {
    return this.cache.size;
  }

  private async loadUnlocked(id: string): Promise<StoredBasket | undefined> {
    const cached = this.cache.get(id);
    if (cached) return cached;
    const result = await this.db.query<BasketRow>(LOAD_SQL, [id]);
    const row = result.rows[0];
    if (!row) return undefined;
    const basket = fromRow(row);
    this.cache.set(id, basket);
    return basket;
  }

  /** Call only inside `locked`, after the transaction that wrote `basket` has committed. */
  remember(basket: StoredBasket): StoredBasket {
    this.cache.set(basket.id, basket);
    return basket;
  }

  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** Inserts a new basket with its lines (one statement, so one commit). */
  async insert(basket: StoredBasket): Promise<StoredBasket> {
    await runStatement(
      this.db,
      `WITH new_basket AS (
         INSERT INTO baskets (id, user_id, status, sales_channel_id, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5) RETURNING id
       )
       INSERT INTO basket_items (id, basket_id, variant_id, quantity, gift_card_price_ore, bundle, bundle_key)
       SELECT item.id, new_basket.id, item.variant_id, item.quantity, item.gift_card_price_ore, item.bundle, item.bundle_key
       FROM new_basket, ROWS FROM (jsonb_to_recordset($6::jsonb) AS (id uuid, variant_id text, quantity integer,
         gift_card_price_ore integer, bundle jsonb, bundle_key text)) WITH ORDINALITY
         AS item (id, variant_id, quantity, gift_card_price_ore, bundle, bundle_key, ordinality)
       ORDER BY item.ordinality`,
      [basket.id, basket.userId, basket.status, basket.salesChannelId, basket.updatedAt, JSON.stringify(basket.items.map(itemRecord))],
    );
    return this.remember(basket);
  }

  /** Writes one line change together with the basket's channel and time, in one statement. */
  async saveItemChange(next: StoredBasket, mutation: ItemMutation): Promise<StoredBasket> {
    if (mutation.kind === 'upsert' && mutation.isNew) {
      const item = mutation.item;
      await this.touchWith(
        next,
        'INSERT INTO basket_items (id, basket_id, variant_id, quantity, gift_card_price_ore, bundle, bundle_key) VALUES ($4, $1, $5, $6, $7, $8, $9)',
        [item.id, item.variantId, item.quantity, item.giftCardPriceOre, JSON.stringify(item.bundle), item.bundleKey],
      );
    } else if (mutation.kind === 'upsert') {
      await this.touchWith(
        next,
        'UPDATE basket_items SET quantity = $5, gift_card_price_ore = $6, updated_at = $3 WHERE id = $4 AND basket_id = $1',
        [mutation.item.id, mutation.item.quantity, mutation.item.giftCardPriceOre],
      );
    } else if (mutation.kind === 'delete') {
      await this.touchWith(
        next,
        'DELETE FROM basket_items WHERE basket_id = $1 AND id IN (SELECT jsonb_array_elements_text($4::jsonb)::uuid)',
        [JSON.stringify(mutation.itemIds)],
      );
    }
    return this.remember(next);
  }

  async addCoupon(next: StoredBasket, code: string): Promise<StoredBasket> {
    await this.touchWith(next, 'INSERT INTO basket_coupons (basket_id, code, applied_at) VALUES ($1, $4, clock_timestamp())', [code]);
    return this.remember(next);
  }

  async removeCoupon(next: StoredBasket, code: string): Promise<StoredBasket> {
    await this.touchWith(next, 'DELETE FROM basket_coupons WHERE basket_id = $1 AND code = $4', [code]);
    return this.remember(next);
  }

  async setComment(next: StoredBasket): Promise<StoredBasket> {
    if (next.comment === null) await this.touchWith(next, 'DELETE FROM basket_comments WHERE basket_id = $1', []);
    else {
      await this.touchWith(
        next,
        `INSERT INTO basket_comments (basket_id, message, updated_at) VALUES ($1, $4, $3)
         ON CONFLICT (basket_id) DO UPDATE SET message = excluded.message, updated_at = excluded.updated_at`,
        [next.comment],
      );
    }
    return this.remember(next);
  }

  /**
   * Runs one data-changing statement and stamps the basket (channel, time) in the same statement: a single
   * round trip and a single commit. `$1`–`$3` are the basket id, channel and time; `params` follow from `$4`.
   */
  private async touchWith(basket: StoredBasket, change: string, params: SqlValue[]): Promise<void> {
    await runStatement(this.db, `WITH change AS (${change}) UPDATE baskets SET sales_channel_id = $2, updated_at = $3 WHERE id = $1`, [
      basket.id,
      basket.salesChannelId,
      basket.updatedAt,
      ...params,
    ]);
  }

  /** Closes the basket inside an order's transaction; `remember` the answer after the commit. */
  async markOrdered(tx: Queryable, basket: StoredBasket, orderId: string): Promise<StoredBasket> {
    const next: StoredBasket = { ...basket, status: 'ordered', orderId, updatedAt: nextTimestamp(basket.updatedAt) };
    await tx.query("UPDATE baskets SET status = 'ordered', order_id = $2, updated_at = $3 WHERE id = $1", [
      basket.id,
      orderId,
      next.updatedAt,
    ]);
    return next;
  }
}

function itemRecord(item: StoredItem) {
  return {
    id: item.id,
    variant_id: item.variantId,
    quantity: item.quantity,
    gift_card_price_ore: item.giftCardPriceOre,
    bundle: item.bundle,
    bundle_key: item.bundleKey,
  };
}
