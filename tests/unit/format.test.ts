import { describe, expect, it } from 'vitest';
import { fillTemplate, formatMoney, formatNumber, formatPriceFilterNumber, lazily } from '@/lib/format';

describe('formatPriceFilterNumber (spec 2.5)', () => {
  it.each([
    [0, '0,00'],
    [5, '5,00'],
    [999.5, '999,50'],
    [1295, '1.295,00'],
    [12495.678, '12.495,68'],
    [1234567, '1.234.567,00'],
  ])('%d → %s', (value, expected) => {
    expect(formatPriceFilterNumber(value)).toBe(expected);
  });
});

describe('formatMoney', () => {
  it('formats SEK the Swedish way', () => {
    expect(formatMoney(1295).replace(/\s/g, ' ')).toBe('1 295 kr');
    expect(formatMoney(99.5).replace(/\s/g, ' ')).toBe('99,50 kr');
    expect(formatMoney(1295.999).replace(/\s/g, ' ')).toBe('1 296 kr');
  });
});

describe('fillTemplate', () => {
  it('fills known placeholders and leaves unknown ones', () => {
    expect(fillTemplate('{count} träffar på {ms} ms', { count: 12, ms: 3 })).toBe('12 träffar på 3 ms');
    expect(fillTemplate('{count} och {other}', { count: 1 })).toBe('1 och {other}');
  });
});

describe('formatNumber', () => {
  it('groups thousands the Swedish way and rounds to the decimals asked for', () => {
    expect(formatNumber(1234).replace(/\s/g, ' ')).toBe('1 234');
    expect(formatNumber(1.25, 1)).toBe('1,3');
    expect(formatNumber(2, 1)).toBe('2');
  });
});

describe('lazily', () => {
  it('builds its value on first use, once', () => {
    let built = 0;
    const value = lazily(() => {
      built += 1;
      return { built };
    });
    expect(built).toBe(0);
    expect(value()).toBe(value());
    expect(built).toBe(1);
  });
});
