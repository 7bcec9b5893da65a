import { CULTURE, CURRENCY } from './constants';

/**
 * Builds a value the first time it is asked for. Intl formatters are built this way: building one loads its
 * locale's data, several milliseconds on a phone, and a formatter built when its module loads costs every
 * page that merely imports it, on the main thread, before the page can answer the shopper.
 */
export function lazily<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}

const wholeKronor = lazily(() => new Intl.NumberFormat(CULTURE, { style: 'currency', currency: CURRENCY, minimumFractionDigits: 0, maximumFractionDigits: 0 }));
const withOre = lazily(() => new Intl.NumberFormat(CULTURE, { style: 'currency', currency: CURRENCY, minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** "1 295 kr", or "355,50 kr" when there are öre — a SEK amount as a Swedish shopper reads it. */
export function formatMoney(amount: number): string {
  const rounded = Math.round(amount * 100) / 100;
  return (Number.isInteger(rounded) ? wholeKronor() : withOre()).format(rounded);
}

const numberFormats = new Map<number, Intl.NumberFormat>();

/** A number as Swedish text with at most that many decimals: 1234 → "1 234", 1.25 (1 decimal) → "1,3". */
export function formatNumber(value: number, maximumFractionDigits = 0): string {
  let format = numberFormats.get(maximumFractionDigits);
  if (!format) {
    format = new Intl.NumberFormat(CULTURE, { maximumFractionDigits });
    numberFormats.set(maximumFractionDigits, format);
  }
  return format.format(value);
}

/**
 * The listing's price-filter format (spec 2.5): '.' as thousands separator and a decimal comma with
 * exactly 2 decimals, e.g. 12495 → "12.495,00".
 */
export function formatPriceFilterNumber(value: number): string {
  const fixed = Math.abs(value).toFixed(2);
  const [whole = '0', decimals = '00'] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${value < 0 ? '-' : ''}${grouped},${decimals}`;
}

const longDate = lazily(() => new Intl.DateTimeFormat(CULTURE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Stockholm' }));

/** "21 november 2026". */
export function formatDate(iso: string | Date): string {
  return longDate().format(typeof iso === 'string' ? new Date(iso) : iso);
}

/** Fills `{name}` placeholders of a dictionary text. */
export function fillTemplate(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}
