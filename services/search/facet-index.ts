import { Bitset } from './bitset';
import { FACET_ATTRIBUTES, NUMERIC_ATTRIBUTES, facetValues, type NumericAttribute, type SearchRecord } from './search-record';

/**
 * Facet and numeric columns of the records: for each facet attribute, its distinct values, each record's
 * value ids (compressed rows) and each value's record ids; for each numeric attribute, one number per
 * record. Filters and facet counts run on these, not on the text engine.
 */

/** Facet values compare without regard to case, like Algolia's filters. */
export function facetKey(value: string): string {
  return value.toLowerCase();
}

export class FacetColumn {
  /** Display value per value id (the first spelling seen). */
  readonly values: string[] = [];
  private readonly byKey = new Map<string, number>();
  /** Compressed rows: the value ids of record `id` are `valueIds[offsets[id] .. offsets[id + 1])`. */
  readonly offsets: Int32Array;
  readonly valueIds: Int32Array;
  /** Compressed columns: the record ids of value `v` are `recordIds[valueOffsets[v] .. valueOffsets[v + 1])`. */
  private readonly valueOffsets: Int32Array;
  private readonly recordIds: Int32Array;

  constructor(records: readonly SearchRecord[], attribute: string) {
    const flat: number[] = [];
    this.offsets = new Int32Array(records.length + 1);
    for (let id = 0; id < records.length; id += 1) {
      this.offsets[id] = flat.length;
      const rowStart = flat.length;
      for (const value of facetValues(records[id] as SearchRecord, attribute)) {
        const key = facetKey(value);
        let valueId = this.byKey.get(key);
        if (valueId === undefined) {
          valueId = this.values.length;
          this.values.push(value);
          this.byKey.set(key, valueId);
        }
        let seen = false;
        for (let k = rowStart; k < flat.length; k += 1) if (flat[k] === valueId) seen = true;
        if (!seen) flat.push(valueId);
      }
    }
    this.offsets[records.length] = flat.length;
    this.valueIds = Int32Array.from(flat);

    const counts = new Int32Array(this.values.length + 1);
    for (const valueId of this.valueIds) counts[valueId + 1] = (counts[valueId + 1] as number) + 1;
    for (let v = 1; v < counts.length; v += 1) counts[v] = (counts[v] as number) + (counts[v - 1] as number);
    this.valueOffsets = counts;
    this.recordIds = new Int32Array(this.valueIds.length);
    const cursor = counts.slice(0, -1);
    for (let id = 0; id < records.length; id += 1) {
      for (let k = this.offsets[id] as number; k < (this.offsets[id + 1] as number); k += 1) {
        const valueId = this.valueIds[k] as number;
        this.recordIds[cursor[valueId] as number] = id;
        cursor[valueId] = (cursor[valueId] as number) + 1;
      }
    }
  }

  private alphaRanks: Int32Array | undefined;
  private alphaOrder: Int32Array | undefined;

  /** Per value id: its place in Swedish alphabetical order (computed on first use). */
  alphabeticalRank(): Int32Array {
    if (!this.alphaRanks) {
      const collator = new Intl.Collator('sv-SE');
      const order = this.values
        .map((_, valueId) => valueId)
        .sort((a, b) => collator.compare(this.values[a] as string, this.values[b] as string));
      this.alphaOrder = Int32Array.from(order);
      this.alphaRanks = new Int32Array(this.values.length);
      order.forEach((valueId, rank) => ((this.alphaRanks as Int32Array)[valueId] = rank));
    }
    return this.alphaRanks;
  }

  /** Value ids in Swedish alphabetical order (the inverse of `alphabeticalRank`). */
  alphabeticalOrder(): Int32Array {
    this.alphabeticalRank();
    return this.alphaOrder as Int32Array;
  }

  valueId(value: string): number | undefined {
    return this.byKey.get(facetKey(value));
  }

  /** Record ids holding the value, ascending (empty for an unknown value). */
  idsOf(value: string): Int32Array {
    const valueId = this.valueId(value);
    return valueId === undefined ? new Int32Array(0) : this.idsOfValueId(valueId);
  }

  idsOfValueId(valueId: number): Int32Array {
    return this.recordIds.subarray(this.valueOffsets[valueId], this.valueOffsets[valueId + 1]);
  }
}

export class FacetIndex {
  private readonly columns = new Map<string, FacetColumn>();
  private readonly numbers = new Map<NumericAttribute, Float64Array>();

  constructor(
    records: readonly SearchRecord[],
    readonly size = records.length,
  ) {
    for (const attribute of FACET_ATTRIBUTES) this.columns.set(attribute, new FacetColumn(records, attribute));
    for (const attribute of NUMERIC_ATTRIBUTES) {
      const column = new Float64Array(records.length);
      records.forEach((record, id) => {
        const value = record[attribute];
        column[id] = typeof value === 'number' && Number.isFinite(value) ? value : Number.NaN;
      });
      this.numbers.set(attribute, column);
    }
  }

  column(attribute: string): FacetColumn | undefined {
    return this.columns.get(attribute);
  }

  numeric(attribute: string): Float64Array | undefined {
    return this.numbers.get(attribute as NumericAttribute);
  }

  isFacet(attribute: string): boolean {
    return this.columns.has(attribute);
  }

  isNumeric(attribute: string): boolean {
    return this.numbers.has(attribute as NumericAttribute);
  }

  /** Records whose facet attribute holds the value (case-insensitive); empty for unknown ones. */
  facetSet(attribute: string, value: string): Bitset {
    const column = this.columns.get(attribute);
    return Bitset.fromIds(this.size, column ? column.idsOf(value) : []);
  }

  /** Records whose number passes a test; records without the number never pass. */
  numericSet(attribute: string, test: (value: number) => boolean): Bitset {
    const set = new Bitset(this.size);
    const column = this.numbers.get(attribute as NumericAttribute);
    if (!column) return set;
    for (let id = 0; id < column.length; id += 1) {
      const value = column[id] as number;
      if (!Number.isNaN(value) && test(value)) set.add(id);
    }
    return set;
  }
}
