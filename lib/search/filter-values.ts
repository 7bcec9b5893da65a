import type { RefinementAttribute } from './listing-setup';

/**
 * How a filter's values are ordered and named, one rule for the server's listing (listing-view.ts) and the
 * live one (InstantSearch's `sortBy` and `transformItems`, live-widgets.tsx), so the two never differ:
 * brands alphabetically by Swedish collation (… Z, Å, Ä, Ö; code-point order would give Ä, Å, Ö), sizes in
 * order, the other filters by most products (ties alphabetically), chosen values first; colours and
 * materials named as names ("Guld", where the index holds "guld").
 */

const swedish = new Intl.Collator('sv');

export interface FilterValueOrder {
  name: string;
  count: number;
  isRefined: boolean;
}

type Order = (a: FilterValueOrder, b: FilterValueOrder) => number;

const byName: Order = (a, b) => swedish.compare(a.name, b.name);
const bySize: Order = (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
const byCount: Order = (a, b) => Number(b.isRefined) - Number(a.isRefined) || b.count - a.count || swedish.compare(a.name, b.name);

/** The order of a filter's values (one function per filter, the same every call: InstantSearch compares them). */
export function filterValueOrder(attribute: RefinementAttribute): Order {
  return attribute === 'brand' ? byName : attribute === 'sizes' ? bySize : byCount;
}

const NAMED_AS_NAMES: ReadonlySet<RefinementAttribute> = new Set(['colour', 'material']);

/** A value as the shopper reads it ("guld" → "Guld" for colours and materials; others as they are). */
export function filterValueLabel(attribute: string, value: string): string {
  return NAMED_AS_NAMES.has(attribute as RefinementAttribute) ? value.charAt(0).toLocaleUpperCase('sv-SE') + value.slice(1) : value;
}
