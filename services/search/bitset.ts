/** A fixed-size set of record ids as 32-bit words: the currency of filter evaluation. */
export class Bitset {
  readonly words: Uint32Array;

  constructor(readonly size: number) {
    this.words = new Uint32Array((size + 31) >>> 5);
  }

  static full(size: number): Bitset {
    const set = new Bitset(size);
    set.words.fill(0xffffffff);
    set.clearTail();
    return set;
  }

  static fromIds(size: number, ids: ArrayLike<number>): Bitset {
    const set = new Bitset(size);
    for (let i = 0; i < ids.length; i += 1) set.add(ids[i] as number);
    return set;
  }

  add(id: number): void {
    const index = id >>> 5;
    this.words[index] = (this.words[index] as number) | (1 << (id & 31));
  }

  has(id: number): boolean {
    return ((this.words[id >>> 5] as number) & (1 << (id & 31))) !== 0;
  }

  /** In place: this ∩ other. */
  and(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i += 1) a[i] = (a[i] as number) & (b[i] as number);
    return this;
  }

  /** In place: this ∪ other. */
  or(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i += 1) a[i] = (a[i] as number) | (b[i] as number);
    return this;
  }

  /** In place: the complement within [0, size). */
  not(): this {
    const a = this.words;
    for (let i = 0; i < a.length; i += 1) a[i] = ~(a[i] as number) >>> 0;
    this.clearTail();
    return this;
  }

  count(): number {
    let total = 0;
    const a = this.words;
    for (let i = 0; i < a.length; i += 1) {
      let v = a[i] as number;
      v -= (v >>> 1) & 0x55555555;
      v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
      total += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
    }
    return total;
  }

  private clearTail(): void {
    const extra = this.words.length * 32 - this.size;
    if (extra > 0) {
      const last = this.words.length - 1;
      this.words[last] = (this.words[last] as number) & (0xffffffff >>> extra);
    }
  }
}
