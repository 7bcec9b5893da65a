/**
 * Record ids: DatoCMS-style numeric strings, in a separate range per kind of record so that every id
 * of the catalogue is unique across models and stable when another kind of record grows.
 */

const RANGES = {
  salesChannel: 1,
  productType: 101,
  productSubtype: 201,
  colour: 301,
  material: 401,
  brand: 1_001,
  category: 2_001,
  article: 3_001,
  page: 4_001,
  block: 5_001,
  media: 10_001,
  family: 100_001,
  variant: 1_000_001,
} as const;

export type IdKind = keyof typeof RANGES;

export class Ids {
  private readonly next = new Map<IdKind, number>();

  take(kind: IdKind): string {
    const value = this.next.get(kind) ?? RANGES[kind];
    this.next.set(kind, value + 1);
    return String(value);
  }
}
