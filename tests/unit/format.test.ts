import { describe, expect, it } from 'vitest';
import { fillTemplate, formatMoney, formatNumber, formatPriceFilterNumber, lazily } from '@/lib/format';

describe('formatPriceFilterNumber', () => {
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

describe('Swedish numbers without Intl', () => {
  // The hand-written formatter must write exactly what Intl writes for sv-SE (Node carries full ICU).
  const values: number[] = [0, -0, 1, -1, 5, 9.5, 0.5, 0.05, 0.005, 1.005, 1.25, 1.35, 2.675, 99.995, 999.5, 999.95, 1234, -1234.5, 12495.678, 1e6, 123456789.987, 0.000001, 2 ** 53, -0.04];
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  for (let i = 0; i < 400; i++) {
    const magnitude = 10 ** Math.floor(random() * 9);
    const value = Math.round(random() * magnitude * 1000) / 1000;
    values.push(i % 3 === 0 ? -value : value, Math.round(value) + 0.5, Math.floor(value * 100) / 100 + 0.005);
  }

  it.each([0, 1, 2, 3])('formatNumber with %d decimals matches Intl for %#', (digits) => {
    const intl = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: digits });
    for (const value of values) expect(formatNumber(value, digits), String(value)).toBe(intl.format(value));
  });

  it('formatMoney matches Intl for whole kronor and for öre', () => {
    const kronor = new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK', minimumFractionDigits: 0, maximumFractionDigits: 0 });
    const ore = new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const value of values) {
      const rounded = Math.round(value * 100) / 100;
      expect(formatMoney(value), String(value)).toBe((Number.isInteger(rounded) ? kronor : ore).format(rounded));
    }
  });

  it('leaves what it does not write to Intl: NaN, infinity, exponents', () => {
    expect(formatNumber(Number.NaN)).toBe('NaN');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('∞');
    expect(formatNumber(1e21)).toBe(new Intl.NumberFormat('sv-SE').format(1e21));
    expect(formatNumber(1e-7, 3)).toBe('0');
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
