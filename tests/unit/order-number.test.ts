import { describe, expect, it } from 'vitest';
import { drawOrderNumber, formatOrderNumber, luhnDigit } from '@/services/commerce/order-number';

describe('order numbers', () => {
  it('computes the Luhn check digit (the published example: 7992739871 → 3)', () => {
    expect(luhnDigit('7992739871')).toBe(3);
    expect(luhnDigit('10000')).toBe(8);
    expect(luhnDigit('0')).toBe(0);
  });

  it('formats a stored number as GL- with the check digit appended', () => {
    expect(formatOrderNumber(482177309)).toBe(`GL-482177309${luhnDigit('482177309')}`);
    // Orders numbered before numbers were drawn keep theirs.
    expect(formatOrderNumber(10000)).toBe('GL-100008');
  });

  it('draws nine digits, the first never 0, that follow no order', () => {
    const drawn = Array.from({ length: 1_000 }, () => drawOrderNumber());
    for (const number of drawn) expect(formatOrderNumber(number)).toMatch(/^GL-[1-9]\d{9}$/);
    expect(new Set(drawn).size).toBeGreaterThan(995);
    const steps = drawn.slice(1).map((number, index) => number - drawn[index]!);
    // Neither counting up nor down: about half the steps go each way, and none is a small step.
    expect(steps.filter((step) => step > 0).length).toBeGreaterThan(400);
    expect(steps.filter((step) => step < 0).length).toBeGreaterThan(400);
    expect(steps.filter((step) => Math.abs(step) < 1_000).length).toBeLessThan(5);
  });

  it('catches a misheard digit and two neighbouring digits swapped', () => {
    const digits = '104382';
    const check = luhnDigit(digits);
    expect(luhnDigit('104392')).not.toBe(check);
    expect(luhnDigit('103482')).not.toBe(check);
  });
});
