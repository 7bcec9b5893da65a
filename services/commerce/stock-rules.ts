import type { Availability } from '../../lib/commerce/types';
import type { VariantEntry } from './catalogue-index';
import { LOW_STOCK_THRESHOLD } from './settings';

/**
 * Stock rules: what a stock level means for a shopper. A basket may hold a variant up to its stock plus
 * its brand's stock credit, and only while the variant allows ordering.
 */

/** A line as far as stock is concerned: its variant, quantity and bundle slot variants. */
export interface StockLine {
  variantId: string;
  quantity: number;
  bundle: Record<string, string>;
}

export function availabilityOf(entry: VariantEntry, stockQuantity: number): Availability {
  if (stockQuantity > LOW_STOCK_THRESHOLD) return 'in_stock';
  if (stockQuantity > 0) return 'low_stock';
  return entry.variant.availability === 'preorder' ? 'preorder' : 'sold_out';
}

/** Units a basket may hold now. */
export function orderableQuantity(entry: VariantEntry, stockQuantity: number): number {
  if (!entry.variant.allowOrdering) return 0;
  return Math.max(0, stockQuantity + Math.max(0, entry.brand.stockCredit));
}

/** Units each variant takes across lines: the line's own variant and each bundle slot variant. */
export function demandByVariant(lines: readonly StockLine[]): Map<string, number> {
  const demand = new Map<string, number>();
  const add = (variantId: string, quantity: number) => demand.set(variantId, (demand.get(variantId) ?? 0) + quantity);
  for (const line of lines) {
    add(line.variantId, line.quantity);
    for (const slotVariant of Object.values(line.bundle)) add(slotVariant, line.quantity);
  }
  return demand;
}

export interface StockShortage {
  variantId: string;
  requested: number;
  orderable: number;
  allowOrdering: boolean;
}

/**
 * The variants whose demand in `after` exceeds what may be ordered, ignoring variants whose demand did not
 * grow from `before` (lowering a quantity is always allowed, even below a stock that shrank meanwhile).
 */
export function findShortages(
  before: Map<string, number>,
  after: Map<string, number>,
  lookup: (variantId: string) => { entry: VariantEntry; stockQuantity: number } | undefined,
): StockShortage[] {
  const shortages: StockShortage[] = [];
  for (const [variantId, requested] of after) {
    if (requested <= (before.get(variantId) ?? 0)) continue;
    const found = lookup(variantId);
    if (!found) continue;
    const orderable = orderableQuantity(found.entry, found.stockQuantity);
    if (requested > orderable) shortages.push({ variantId, requested, orderable, allowOrdering: found.entry.variant.allowOrdering });
  }
  return shortages;
}

export function shortageMessage(shortage: StockShortage): string {
  if (!shortage.allowOrdering) return `Variant ${shortage.variantId} cannot be ordered`;
  return `Only ${shortage.orderable} of variant ${shortage.variantId} can be ordered (${shortage.requested} requested)`;
}
