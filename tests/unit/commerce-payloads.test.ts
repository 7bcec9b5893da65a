import { describe, expect, it } from 'vitest';
import { parseChangeQuantity, parseComment, parseCreateBasket, parseId } from '@/services/commerce/payloads';
import { parseJson } from '@/services/shared/http-service';

const basketId = '3f2b8c1e-5d4a-4f6b-9c8d-7e6f5a4b3c2d';

function rejects(run: () => unknown): { status: number; message: string } {
  try {
    run();
  } catch (error) {
    return { status: (error as { status: number }).status, message: (error as Error).message };
  }
  throw new Error('expected a rejection');
}

describe('change quantity payload', () => {
  it('accepts the full payload and normalises ids', () => {
    expect(
      parseChangeQuantity({
        basketId: basketId.toUpperCase(),
        userId: null,
        variantId: 101,
        quantity: 2,
        unitPrice: null,
        bundleProducts: { stone: { variantId: '301' } },
        relatedItemId: null,
      }),
    ).toEqual({
      basketId,
      userId: null,
      variantId: '101',
      quantity: 2,
      unitPrice: null,
      bundleProducts: { stone: '301' },
      relatedItemId: null,
    });
  });

  it.each([
    ['a quantity over 99', { variantId: '1', quantity: 100 }, /quantity: must be at most 99/],
    ['a negative quantity', { variantId: '1', quantity: -1 }, /quantity: must be at least 0/],
    ['a fractional quantity', { variantId: '1', quantity: 1.5 }, /quantity: must be an integer/],
    ['a string quantity that is not digits', { variantId: '1', quantity: '2 st' }, /quantity: must be an integer/],
    ['a fractional string quantity', { variantId: '1', quantity: '1.5' }, /quantity: must be an integer/],
    ['a string quantity over 99', { variantId: '1', quantity: '100' }, /quantity: must be at most 99/],
    ['a missing variant', { quantity: 1 }, /variantId/],
    ['a malformed variant id', { variantId: '../1', quantity: 1 }, /variantId/],
    ['a malformed basket id', { basketId: 'abc', variantId: '1', quantity: 1 }, /basketId: must be a uuid/],
    [
      'too many bundle slots',
      { variantId: '1', quantity: 1, bundleProducts: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`s${i}`, '1'])) },
      /at most 10 slots/,
    ],
    ['a bad slot name', { variantId: '1', quantity: 1, bundleProducts: { 'a b': '1' } }, /bundleProducts/],
  ])('rejects %s with a 400', (_name, body, message) => {
    const error = rejects(() => parseChangeQuantity(body));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(message);
  });

  it('rejects a body that is not an object', () => {
    expect(rejects(() => parseChangeQuantity([1])).status).toBe(400);
    expect(rejects(() => parseChangeQuantity(null)).status).toBe(400);
  });

  it('never lets __proto__ through (the JSON parser drops it)', () => {
    const body = parseJson('{"variantId":"1","quantity":1,"__proto__":{"polluted":true},"bundleProducts":{"__proto__":"1"}}');
    const parsed = parseChangeQuantity(body);
    expect(parsed.bundleProducts).toEqual({});
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('other payloads', () => {
  it('accepts an empty or missing basket payload', () => {
    expect(parseCreateBasket(undefined)).toEqual({});
    expect(parseCreateBasket({ items: [{ variantId: '1', quantity: 1 }] }).items).toHaveLength(1);
    expect(parseCreateBasket({ items: [{ variantId: '1', quantity: '3' }] }).items?.[0]?.quantity).toBe(3);
  });

  it('limits comments to 1,000 characters', () => {
    expect(parseComment({ message: 'x'.repeat(1000) }).message).toHaveLength(1000);
    expect(rejects(() => parseComment({ message: 'x'.repeat(1001) })).status).toBe(400);
    expect(rejects(() => parseComment({ message: 5 })).status).toBe(400);
  });

  it('checks ids from paths and queries', () => {
    expect(parseId(basketId.toUpperCase(), 'basketId')).toBe(basketId);
    expect(rejects(() => parseId('', 'basketId')).message).toBe('basketId is required');
    expect(rejects(() => parseId('x', 'basketId')).message).toBe('basketId must be a uuid');
  });
});
