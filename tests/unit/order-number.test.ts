import { describe, expect, it } from 'vitest';
import { formatOrderNumber, luhnDigit } from '@/services/commerce/order-number';

describe('order numbers', () => {
  it('computes the Luhn check digit (the published example: 7992739871 → 3)', () => {
    expect(luhnDigit('7992739871')).toBe(3);
    expect(luhnDigit('10000')).toBe(8);
    expect(luhnDigit('0')).toBe(0);
  });

  it('formats a sequence number as GL- with the check digit appended', () => {
    expect(formatOrderNumber(10000)).toBe('GL-100008');
    expect(formatOrderNumber(10438)).toBe('GL-104380');
  });

  it('catches a misheard digit and two neighbouring digits swapped', () => {
    const digits = '104382';
    const check = luhnDigit(digits);
    expect(luhnDigit('104392')).not.toBe(check);
    expect(luhnDigit('103482')).not.toBe(check);
  });
});
