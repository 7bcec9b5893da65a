import type { Transaction } from '@electric-sql/pglite';
import type { StockInformation } from '../../lib/commerce/types';
import type { CatalogueIndex, VariantEntry } from './catalogue-index';
import type { Database } from './database';
import { availabilityOf, findShortages, orderableQuantity, type StockShortage } from './stock-rules';

/**
 * Stock levels. The `stock` table is the record (seeded from the catalogue for variants it does not know
 * yet); this process is its only writer, so it keeps an exact in-memory mirror, updated after each commit.
 */

const SEED_BATCH = 5_000;

export class StockStore {
  private readonly levels = new Map<string, number>();
  private changes = 0;

  private constructor(
    private readonly db: Database,
    private readonly catalogue: CatalogueIndex,
  ) {}

  static async open(db: Database, catalogue: CatalogueIndex): Promise<StockStore> {
    const store = new StockStore(db, catalogue);
    const entries = [...catalogue.allVariants()];
    for (let start = 0; start < entries.length; start += SEED_BATCH) {
      const batch = entries.slice(start, start + SEED_BATCH);
      await db.query(
        'INSERT INTO stock (variant_id, quantity) SELECT * FROM unnest($1::text[], $2::integer[]) ON CONFLICT (variant_id) DO NOTHING',
        [batch.map((entry) => entry.variant.id), batch.map((entry) => Math.max(0, Math.trunc(entry.variant.stockQuantity)))],
      );
    }
    const rows = await db.query<{ variant_id: string; quantity: number }>('SELECT variant_id, quantity FROM stock');
    for (const row of rows.rows) store.levels.set(row.variant_id, row.quantity);
    return store;
  }

  /** Grows with every change of a stock level (answers derived from stock levels are stale after it). */
  get version(): number {
    return this.changes;
  }

  quantity(variantId: string): number {
    return this.levels.get(variantId) ?? 0;
  }

  lookup = (variantId: string): { entry: VariantEntry; stockQuantity: number } | undefined => {
    const entry = this.catalogue.variant(variantId);
    return entry ? { entry, stockQuantity: this.quantity(variantId) } : undefined;
  };

  information(entry: VariantEntry): StockInformation {
    const stockQuantity = this.quantity(entry.variant.id);
    return {
      variantId: entry.variant.id,
      stockQuantity,
      availability: availabilityOf(entry, stockQuantity),
      allowOrdering: entry.variant.allowOrdering,
      orderableQuantity: orderableQuantity(entry, stockQuantity),
    };
  }

  shortages(before: Map<string, number>, after: Map<string, number>): StockShortage[] {
    return findShortages(before, after, this.lookup);
  }

  /**
   * Takes the demanded units off the stock inside `tx`; answers the new levels, to be handed to
   * `commit` once the transaction has committed.
   */
  async reserve(tx: Transaction, demand: Map<string, number>): Promise<Map<string, number>> {
    const ids = [...demand.keys()];
    const rows = await tx.query<{ variant_id: string; quantity: number }>(
      `UPDATE stock SET quantity = stock.quantity - d.units, updated_at = now()
       FROM unnest($1::text[], $2::integer[]) AS d (variant_id, units)
       WHERE stock.variant_id = d.variant_id
       RETURNING stock.variant_id, stock.quantity`,
      [ids, ids.map((id) => demand.get(id) ?? 0)],
    );
    return new Map(rows.rows.map((row) => [row.variant_id, row.quantity]));
  }

  commit(levels: Map<string, number>): void {
    for (const [variantId, quantity] of levels) this.levels.set(variantId, quantity);
    this.changes += 1;
  }
}
