import { describe, expect, it } from 'vitest';
import { inBatches } from '../../services/search/reindex';

/** The reindex streams records in batches of a fixed size, whatever the size of the source's pages. */

async function* pages(sizes: number[]): AsyncGenerator<number[]> {
  let next = 0;
  for (const size of sizes) yield Array.from({ length: size }, () => next++);
}

async function collect<T>(source: AsyncIterable<T[]>): Promise<T[][]> {
  const batches: T[][] = [];
  for await (const batch of source) batches.push(batch);
  return batches;
}

describe('inBatches', () => {
  it('regroups pages of any size into full batches and one shorter last batch, in order', async () => {
    const batches = await collect(inBatches(pages([3, 0, 7, 1, 4]), 4));
    expect(batches.map((batch) => batch.length)).toEqual([4, 4, 4, 3]);
    expect(batches.flat()).toEqual(Array.from({ length: 15 }, (_, index) => index));
  });

  it('yields nothing for an empty source and exactly full batches when the total divides', async () => {
    expect(await collect(inBatches(pages([]), 1000))).toEqual([]);
    expect((await collect(inBatches(pages([500, 500, 1000]), 1000))).map((batch) => batch.length)).toEqual([1000, 1000]);
  });
});
