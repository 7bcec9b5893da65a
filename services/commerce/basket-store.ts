import { isBasketExpired } from './basket-expiry';
import type { Session, SqlParam } from './database';
import { nextTimestamp, type ItemMutation, type StoredBasket, type StoredItem } from './basket-state';
import type { StockLevels } from './stock-store';

/**
 * Baskets in the database, and nothing of them kept in this process: another instance may change a basket
 * at any moment. A change is written only onto the version of the basket it was planned from
 * (`writeIfUnchanged`), or planned and written while holding the basket's row lock (`lockBasket`), so no
 * change is lost whichever instance it reaches; changes to different baskets never wait for each other.
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
  stock: Record<string, number>;
}

/**
 * The basket with its comment, coupons, lines and the stock levels of its lines' variants and bundle slot
 * variants, plus those of `$2` (variants a change is about to add): one round trip.
 */
const LOAD_SQL = `
SELECT b.id, b.user_id, b.status, b.sales_channel_id, b.order_id, b.created_at, b.updated_at,
  (SELECT c.message FROM basket_comments c WHERE c.basket_id = b.id) AS comment,
  COALESCE((SELECT json_agg(bc.code ORDER BY bc.applied_at, bc.code) FROM basket_coupons bc WHERE bc.basket_id = b.id), '[]'::json) AS coupons,
  COALESCE((SELECT json_agg(json_build_object('id', i.id, 'variantId', i.variant_id, 'quantity', i.quantity,
      'giftCardPriceOre', i.gift_card_price_ore, 'bundle', i.bundle, 'bundleKey', i.bundle_key) ORDER BY i.position)
    FROM basket_items i WHERE i.basket_id = b.id), '[]'::json) AS items,
  COALESCE((SELECT json_object_agg(s.variant_id, s.quantity) FROM stock s WHERE s.variant_id = ANY(ARRAY(
      SELECT i.variant_id FROM basket_items i WHERE i.basket_id = b.id
      UNION ALL SELECT slot.value FROM basket_items i, jsonb_each_text(i.bundle) AS slot WHERE i.basket_id = b.id) || $2::text[])),
    '{}'::json) AS stock
FROM baskets b WHERE b.id = $1`;

export interface LoadedBasket {
  basket: StoredBasket;
  stock: StockLevels;
}

function fromRow(row: BasketRow): LoadedBasket {
  return {
    basket: {
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
    },
    stock: new Map(Object.entries(row.stock)),
  };
}

/**
 * Takes the basket's row lock until the transaction ends (another change of it, on any instance, waits).
 * A statement of its own, before the load: under READ COMMITTED each statement reads from a fresh snapshot,
 * so the load that follows sees everything committed by the change that held the lock before. (A load
 * with FOR UPDATE in the same statement would read the lines as they were when it started waiting.)
 */
export async function lockBasket(tx: Session, id: string): Promise<void> {
  await tx.query('SELECT 1 FROM baskets WHERE id = $1 FOR UPDATE', [id]);
}

/** The basket as last committed with its stock levels, or undefined when there is none or it has expired. */
export async function loadBasket(db: Session, id: string, stockIds: readonly string[] = []): Promise<LoadedBasket | undefined> {
  const { rows } = await db.query<BasketRow>(LOAD_SQL, [id, [...stockIds]]);
  const loaded = rows[0] ? fromRow(rows[0]) : undefined;
  return loaded && !isBasketExpired(loaded.basket) ? loaded : undefined;
}

/** Inserts a new basket with its lines (one statement). */
export async function insertBasket(db: Session, basket: StoredBasket): Promise<StoredBasket> {
  await db.query(
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
  return basket;
}

/**
 * Writes one change of a basket in one statement, on condition that the basket is still the version the
 * change was planned from: `stamp` moves the basket to its next `updatedAt` (and channel) only while it
 * still has `expected`, and `change` (which reads `stamp`) writes only when it did. PostgreSQL evaluates
 * that condition under the row lock the UPDATE takes, against the latest committed version, so of two
 * changes planned from one version exactly one is written. Answers whether it was.
 * `$1`–`$4`: basket id, channel, next time, expected time; `params` follow from `$5`.
 */
async function writeIfUnchanged(db: Session, next: StoredBasket, expected: string, change: string, params: SqlParam[]): Promise<boolean> {
  const { rows } = await db.query<{ written: number }>(
    `WITH stamp AS (
       UPDATE baskets SET sales_channel_id = $2, updated_at = $3
       WHERE id = $1 AND status = 'open' AND date_trunc('milliseconds', updated_at) = $4::timestamptz RETURNING id
     ), change AS (${change})
     SELECT count(*)::int AS written FROM stamp`,
    [next.id, next.salesChannelId, next.updatedAt, expected, ...params],
  );
  return rows[0]!.written === 1;
}

/** Writes one line change with the basket's channel and time, if the basket is still at `expected`. */
export function saveItemChange(db: Session, next: StoredBasket, expected: string, mutation: ItemMutation): Promise<boolean> {
  if (mutation.kind === 'upsert' && mutation.isNew) {
    const item = mutation.item;
    return writeIfUnchanged(
      db,
      next,
      expected,
      `INSERT INTO basket_items (id, basket_id, variant_id, quantity, gift_card_price_ore, bundle, bundle_key)
       SELECT $5::uuid, stamp.id, $6::text, $7::integer, $8::integer, $9::jsonb, $10::text FROM stamp`,
      [item.id, item.variantId, item.quantity, item.giftCardPriceOre, JSON.stringify(item.bundle), item.bundleKey],
    );
  }
  if (mutation.kind === 'upsert') {
    return writeIfUnchanged(
      db,
      next,
      expected,
      `UPDATE basket_items SET quantity = $6, gift_card_price_ore = $7, updated_at = $3
       FROM stamp WHERE basket_items.id = $5 AND basket_items.basket_id = stamp.id`,
      [mutation.item.id, mutation.item.quantity, mutation.item.giftCardPriceOre],
    );
  }
  if (mutation.kind === 'delete') {
    return writeIfUnchanged(
      db,
      next,
      expected,
      `DELETE FROM basket_items USING stamp
       WHERE basket_items.basket_id = stamp.id AND basket_items.id IN (SELECT jsonb_array_elements_text($5::jsonb)::uuid)`,
      [JSON.stringify(mutation.itemIds)],
    );
  }
  return Promise.resolve(true);
}

export function saveCouponAdded(db: Session, next: StoredBasket, expected: string, code: string): Promise<boolean> {
  return writeIfUnchanged(
    db,
    next,
    expected,
    'INSERT INTO basket_coupons (basket_id, code, applied_at) SELECT stamp.id, $5::text, clock_timestamp() FROM stamp',
    [code],
  );
}

export function saveCouponRemoved(db: Session, next: StoredBasket, expected: string, code: string): Promise<boolean> {
  return writeIfUnchanged(
    db,
    next,
    expected,
    'DELETE FROM basket_coupons USING stamp WHERE basket_coupons.basket_id = stamp.id AND basket_coupons.code = $5',
    [code],
  );
}

export function saveComment(db: Session, next: StoredBasket, expected: string): Promise<boolean> {
  if (next.comment === null) {
    return writeIfUnchanged(db, next, expected, 'DELETE FROM basket_comments USING stamp WHERE basket_comments.basket_id = stamp.id', []);
  }
  return writeIfUnchanged(
    db,
    next,
    expected,
    `INSERT INTO basket_comments (basket_id, message, updated_at) SELECT stamp.id, $5::text, $3::timestamptz FROM stamp
     ON CONFLICT (basket_id) DO UPDATE SET message = excluded.message, updated_at = excluded.updated_at`,
    [next.comment],
  );
}

/** Closes the basket inside an order's transaction. */
export async function markOrdered(tx: Session, basket: StoredBasket, orderId: string): Promise<StoredBasket> {
  const next: StoredBasket = { ...basket, status: 'ordered', orderId, updatedAt: nextTimestamp(basket.updatedAt) };
  await tx.query("UPDATE baskets SET status = 'ordered', order_id = $2, updated_at = $3 WHERE id = $1", [
    basket.id,
    orderId,
    next.updatedAt,
  ]);
  return next;
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
