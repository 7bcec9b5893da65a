/**
 * A small least-recently-used cache on a Map (insertion order is recency order), bounded by a number of
 * entries and by a total weight (e.g. the sizes of the arrays it holds).
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, { value: V; weight: number }>();
  private totalWeight = 0;

  constructor(
    private readonly capacity: number,
    private readonly maxWeight = Number.POSITIVE_INFINITY,
    private readonly weigh: (value: V) => number = () => 0,
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V): void {
    const weight = this.weigh(value);
    if (weight > this.maxWeight) return;
    this.delete(key);
    this.entries.set(key, { value, weight });
    this.totalWeight += weight;
    while (this.entries.size > this.capacity || this.totalWeight > this.maxWeight) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
  }

  private delete(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.totalWeight -= entry.weight;
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
