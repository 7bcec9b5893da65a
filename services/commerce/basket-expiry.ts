import type { Database } from './database';
import { BASKET_EXPIRY } from './settings';

/**
 * Baskets expire after `BASKET_EXPIRY.idleDays` without a change. An expired open basket is not found
 * (`loadBasket` answers none, so every call about it is a 404, whichever instance it reaches and whether or
 * not it is deleted yet), and the clean-up deletes expired baskets with their lines, coupons, comment and
 * checkout (`ON DELETE CASCADE`); ordered baskets are kept with their orders. The same statements run on
 * PGlite and PostgreSQL; instances cleaning up at once on one server delete each basket once.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Baskets deleted per statement: a large clean-up holds its row locks briefly, batch after batch. */
const BATCH = 1_000;

export function isBasketExpired(basket: { status: string; updatedAt: string }, now = Date.now()): boolean {
  return basket.status === 'open' && now - Date.parse(basket.updatedAt) > BASKET_EXPIRY.idleDays * DAY_MS;
}

// No index on updated_at: it changes with every basket change, and an index on it would stop those updates
// from being HOT (schema.ts). An hourly scan of the baskets table is cheaper than that.
const DELETE_SQL = `
DELETE FROM baskets WHERE id IN (
  SELECT id FROM baskets WHERE status = 'open' AND updated_at < now() - $1::integer * interval '1 day' LIMIT ${BATCH}
)`;

/** Deletes every expired basket; answers how many. */
export async function removeExpiredBaskets(db: Database): Promise<number> {
  let removed = 0;
  for (;;) {
    const result = await db.query(`${DELETE_SQL} RETURNING id`, [BASKET_EXPIRY.idleDays]);
    removed += result.rows.length;
    if (result.rows.length < BATCH) return removed;
  }
}

/** Cleans up now and then every `BASKET_EXPIRY.cleanupEveryMs`, in the background; answers a stop. */
export function scheduleBasketCleanup(db: Database, log: (message: string) => void): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    removeExpiredBaskets(db)
      .then((count) => {
        if (count > 0) log(`[commerce] removed ${count} basket${count === 1 ? '' : 's'} idle for over ${BASKET_EXPIRY.idleDays} days`);
      })
      .catch((error: unknown) => log(`[commerce] basket clean-up failed (retried in an hour): ${String(error)}`))
      .finally(() => (running = false));
  };
  run();
  const timer = setInterval(run, BASKET_EXPIRY.cleanupEveryMs);
  timer.unref();
  return () => clearInterval(timer);
}
