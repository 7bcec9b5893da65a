import type { StockInformation } from '../../lib/commerce/types';
import { HttpError } from '../shared/http-service';
import type { CatalogueIndex, VariantEntry } from './catalogue-index';
import type { Session } from './database';
import { availabilityOf, findShortages, orderableQuantity, shortageMessage, type StockShortage } from './stock-rules';

/**
 * Stock levels. The `stock` table is the record (seeded from the catalogue for variants it does not know
 * yet) and is read per request: another instance may have taken units a moment ago, so no copy is kept.
 * Units are only taken when an order is paid, under the stock rows' locks (`reserve`).
 */

/** Stock levels of some variants; a variant missing has none. */
export type StockLevels = ReadonlyMap<string, number>;

export function levelOf(levels: StockLevels, variantId: string): number {
  return levels.get(variantId) ?? 0;
}

const SEED_BATCH = 5_000;

/** A 409 naming the variant and how many of it may be ordered. */
export function shortageError(shortage: StockShortage): HttpError {
  return new HttpError(409, shortageMessage(shortage), { variantId: shortage.variantId, orderableQuantity: shortage.orderable });
}

export class StockStore {
  constructor(private readonly catalogue: CatalogueIndex) {}

  /** Adds the catalogue's stock for variants the table does not know yet (part of the migration). */
  async seed(tx: Session): Promise<void> {
    const entries = [...this.catalogue.allVariants()];
    for (let start = 0; start < entries.length; start += SEED_BATCH) {
      const batch = entries.slice(start, start + SEED_BATCH);
      await tx.query(
        'INSERT INTO stock (variant_id, quantity) SELECT * FROM unnest($1::text[], $2::integer[]) ON CONFLICT (variant_id) DO NOTHING',
        [batch.map((entry) => entry.variant.id), batch.map((entry) => Math.max(0, Math.trunc(entry.variant.stockQuantity)))],
      );
    }
  }

  async levels(db: Session, variantIds: readonly string[]): Promise<Map<string, number>> {
    if (variantIds.length === 0) return new Map();
    const { rows } = await db.query<{ variant_id: string; quantity: number }>(
      'SELECT variant_id, quantity FROM stock WHERE variant_id = ANY($1::text[])',
      [[...new Set(variantIds)]],
    );
    return new Map(rows.map((row) => [row.variant_id, row.quantity]));
  }

  information(entry: VariantEntry, stockQuantity: number): StockInformation {
    return {
      variantId: entry.variant.id,
      stockQuantity,
      availability: availabilityOf(entry, stockQuantity),
      allowOrdering: entry.variant.allowOrdering,
      orderableQuantity: orderableQuantity(entry, stockQuantity),
    };
  }

  /** Variants whose demand grew from `before` to `after` beyond what may be ordered at `levels`. */
  shortages(levels: StockLevels, before: Map<string, number>, after: Map<string, number>): StockShortage[] {
    return findShortages(before, after, (variantId) => {
      const entry = this.catalogue.variant(variantId);
      return entry ? { entry, stockQuantity: levelOf(levels, variantId) } : undefined;
    });
  }

  /**
   * Takes the demanded units off the stock inside `tx`, or throws a 409 when any variant is short. The
   * rows are locked first, always in variant-id order (so two orders never wait for each other in a
   * circle), and checked at their locked, current level: two instances paying for the last unit at once
   * make one order and one 409.
   */
  async reserve(tx: Session, demand: Map<string, number>): Promise<void> {
    const ids = [...demand.keys()].sort();
    const { rows } = await tx.query<{ variant_id: string; quantity: number }>(
      'SELECT variant_id, quantity FROM stock WHERE variant_id = ANY($1::text[]) ORDER BY variant_id FOR UPDATE',
      [ids],
    );
    const shortage = this.shortages(new Map(rows.map((row) => [row.variant_id, row.quantity])), new Map(), demand)[0];
    if (shortage) throw shortageError(shortage);
    await tx.query(
      `UPDATE stock SET quantity = stock.quantity - d.units, updated_at = now()
       FROM unnest($1::text[], $2::integer[]) AS d (variant_id, units)
       WHERE stock.variant_id = d.variant_id`,
      [ids, ids.map((id) => demand.get(id) ?? 0)],
    );
  }
}
