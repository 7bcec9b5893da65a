import { describe, expect, it } from 'vitest';
import { fetchAllPages } from '@/lib/content/paged';

describe('fetchAllPages (pages of 500 until a short one)', () => {
  it('takes pages of 500 until a short page comes back', async () => {
    const calls: [number, number][] = [];
    const total = 1_234;
    const records = await fetchAllPages(async (first, skip) => {
      calls.push([first, skip]);
      return Array.from({ length: Math.max(0, Math.min(first, total - skip)) }, (_, i) => skip + i);
    });
    expect(records).toHaveLength(total);
    expect(calls).toEqual([
      [500, 0],
      [500, 500],
      [500, 1000],
    ]);
  });

  it('asks once more after an exactly full last page and stops on the empty one', async () => {
    const calls: number[] = [];
    const records = await fetchAllPages(async (first, skip) => {
      calls.push(skip);
      return skip < 1000 ? Array.from({ length: first }, () => 1) : [];
    });
    expect(records).toHaveLength(1000);
    expect(calls).toEqual([0, 500, 1000]);
  });
});
