import { describe, expect, it } from 'vitest';
import {
  availabilityStatus,
  chooseVariant,
  firstNumberIn,
  isNew,
  isOrderable,
  orderVariants,
  variantHref,
  variantSortKey,
} from '@/lib/content/product-rules';
import type { Availability } from '@/lib/content/types';

describe('firstNumberIn', () => {
  it.each<[string, number | null]>([
    ['17', 17],
    ['17 mm', 17],
    ['16,5 mm', 16.5],
    ['16.5', 16.5],
    ['Längd 45 cm', 45],
    ['ca 2,5 mm tjock, 40 cm', 2.5],
    ['S', null],
    ['', null],
  ])('%j → %j', (text, expected) => {
    expect(firstNumberIn(text)).toBe(expected);
  });
});

describe('variantSortKey (the first size value)', () => {
  it.each<[string, { value: string }[], number | null]>([
    ['numeric value', [{ value: '18' }], 18],
    ['number in text', [{ value: '45 cm' }], 45],
    ['decimal comma', [{ value: '16,75 mm' }], 16.75],
    ['only the first size counts', [{ value: '50 cm' }, { value: '2 mm' }], 50],
    ['no number', [{ value: 'One size' }], null],
    ['no sizes', [], null],
  ])('%s', (_name, sizes, expected) => {
    expect(variantSortKey({ sizes })).toBe(expected);
  });
});

describe('orderVariants', () => {
  const v = (id: string, ...values: string[]) => ({ id, sizes: values.map((value) => ({ kind: 'length', value })) });

  it.each<[string, ReturnType<typeof v>[], string[]]>([
    ['numeric, not lexicographic', [v('a', '9'), v('b', '10'), v('c', '8')], ['c', 'a', 'b']],
    ['first number in the text', [v('a', '50 cm'), v('b', '40 cm'), v('c', '45 cm')], ['b', 'c', 'a']],
    ['decimals', [v('a', '17,5 mm'), v('b', '17 mm'), v('c', '16,75 mm')], ['c', 'b', 'a']],
    ['ties keep the original order', [v('a', '17'), v('b', '16'), v('c', '17')], ['b', 'a', 'c']],
    ['variants without a size number come last, in order', [v('x', 'One size'), v('a', '18'), v('y'), v('b', '16')], ['b', 'a', 'x', 'y']],
    ['by the first size only', [v('a', '20', '1'), v('b', '10', '9')], ['b', 'a']],
    ['empty', [], []],
  ])('%s', (_name, variants, expected) => {
    expect(orderVariants(variants).map((variant) => variant.id)).toEqual(expected);
  });

  it('does not change its input', () => {
    const input = [v('a', '2'), v('b', '1')];
    orderVariants(input);
    expect(input.map((variant) => variant.id)).toEqual(['a', 'b']);
  });
});

describe('isNew (created less than 30 days ago)', () => {
  const now = new Date('2026-06-30T12:00:00Z');
  it.each<[string, string, boolean]>([
    ['created today', '2026-06-30T08:00:00Z', true],
    ['29 days ago', '2026-06-01T12:00:00Z', true],
    ['one millisecond under 30 days', '2026-05-31T12:00:00.001Z', true],
    ['exactly 30 days ago', '2026-05-31T12:00:00Z', false],
    ['a year ago', '2025-06-30T12:00:00Z', false],
    ['slightly in the future (clock skew)', '2026-06-30T13:00:00Z', true],
    ['unreadable date', 'not a date', false],
  ])('%s', (_name, createdAt, expected) => {
    expect(isNew(createdAt, now)).toBe(expected);
  });

  it('accepts a timestamp or an ISO string for now', () => {
    expect(isNew('2026-06-20T00:00:00Z', now.getTime())).toBe(true);
    expect(isNew('2026-06-20T00:00:00Z', '2026-09-01T00:00:00Z')).toBe(false);
  });
});

describe('availability', () => {
  it.each<[Availability, boolean, string, boolean]>([
    ['in_stock', true, 'in_stock', true],
    ['low_stock', true, 'low_stock', true],
    ['preorder', true, 'preorder', true],
    ['sold_out', true, 'sold_out', false],
    ['in_stock', false, 'not_orderable', false],
    ['sold_out', false, 'not_orderable', false],
  ])('%s, allowOrdering %s → %s, orderable %s', (availability, allowOrdering, status, orderable) => {
    expect(availabilityStatus({ availability, allowOrdering })).toBe(status);
    expect(isOrderable({ availability, allowOrdering })).toBe(orderable);
  });
});

describe('chooseVariant', () => {
  const variant = (id: string, availability: Availability, stockQuantity: number, allowOrdering = true) => ({
    id,
    availability,
    stockQuantity,
    allowOrdering,
  });
  const family = [
    variant('sold', 'sold_out', 0),
    variant('blocked', 'in_stock', 5, false),
    variant('pre', 'preorder', 0),
    variant('stock', 'in_stock', 3),
    variant('few', 'low_stock', 1),
  ];

  it.each<[string, string | null | undefined, string]>([
    ['the requested variant', 'few', 'few'],
    ['the requested variant even when sold out', 'sold', 'sold'],
    ['default: the first orderable variant in stock', undefined, 'stock'],
    ['an unknown id falls back to the default', 'nope', 'stock'],
    ['an empty id falls back to the default', '', 'stock'],
    ['null falls back to the default', null, 'stock'],
  ])('%s', (_name, variantId, expected) => {
    expect(chooseVariant(family, variantId)?.id).toBe(expected);
  });

  it('falls back to the first orderable (pre-order) variant, then to the first variant', () => {
    expect(chooseVariant([variant('sold', 'sold_out', 0), variant('pre', 'preorder', 0)])?.id).toBe('pre');
    expect(chooseVariant([variant('sold', 'sold_out', 0), variant('blocked', 'in_stock', 4, false)])?.id).toBe('sold');
  });

  it('treats "in stock" with no units as not in stock', () => {
    expect(chooseVariant([variant('empty', 'in_stock', 0), variant('real', 'low_stock', 2)])?.id).toBe('real');
  });

  it('is null for a family without variants', () => {
    expect(chooseVariant([], 'x')).toBeNull();
  });
});

describe('variantHref', () => {
  it.each<[string, string, string]>([
    ['/ringar/ring-sol/', '123', '/ringar/ring-sol/?variantId=123'],
    ['/ringar/ring-sol/?variantId=9', '123', '/ringar/ring-sol/?variantId=123'],
    ['/ring-sol/#top', 'a b', '/ring-sol/?variantId=a%20b'],
  ])('%s + %s', (href, id, expected) => {
    expect(variantHref(href, id)).toBe(expected);
  });
});
