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

/**
 * Swedish numbers are written here by hand, not with Intl: the first Intl formatter a page builds loads the
 * locale's data on the main thread, and the client components that show a price or a count would pay for
 * it while the page hydrates. The output is Intl's for sv-SE, character for character
 * (tests/unit/format.test.ts compares them): a no-break space between thousands, a decimal comma, a true
 * minus sign, halves rounded away from zero on the number's shortest decimal form. What the hand-written
 * path does not cover (another culture, NaN, ±Infinity, numbers written with an exponent) goes to Intl.
 */
const SWEDISH = CULTURE === 'sv-SE';
const GROUP = '\u00a0';
const MINUS = '\u2212';
const KRONOR = CURRENCY === 'SEK' ? '\u00a0kr' : null;

/** A run of digits with `separator` between each group of three from the right: "1234567" → "1·234·567". */
function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** `digits` (only 0–9) plus one in the last place: "0999" → "1000", "99" → "100". */
function incremented(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/** The Swedish text of `value` with `min` to `max` decimals, or null when Intl has to write it. */
function swedishNumber(value: number, min: number, max: number): string | null {
  if (!SWEDISH || !Number.isFinite(value)) return null;
  const plain = String(Math.abs(value));
  if (plain.includes('e')) return null;
  const [whole = '0', fraction = ''] = plain.split('.');
  let kept = whole + fraction.slice(0, max).padEnd(max, '0');
  if (fraction.length > max && fraction.charCodeAt(max) >= 53 /* '5' */) kept = incremented(kept);
  let head = kept.slice(0, kept.length - max) || '0';
  let decimals = kept.slice(kept.length - max);
  decimals = decimals.replace(/0+$/, '').padEnd(min, '0');
  head = groupThousands(head, GROUP);
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? MINUS : ''}${head}${decimals ? `,${decimals}` : ''}`;
}

const wholeKronor = lazily(() => new Intl.NumberFormat(CULTURE, { style: 'currency', currency: CURRENCY, minimumFractionDigits: 0, maximumFractionDigits: 0 }));
const withOre = lazily(() => new Intl.NumberFormat(CULTURE, { style: 'currency', currency: CURRENCY, minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** "1 295 kr", or "355,50 kr" when there are öre — a SEK amount as a Swedish shopper reads it. */
export function formatMoney(amount: number): string {
  const rounded = Math.round(amount * 100) / 100;
  const whole = Number.isInteger(rounded);
  const text = KRONOR ? swedishNumber(rounded, whole ? 0 : 2, whole ? 0 : 2) : null;
  return text === null ? (whole ? wholeKronor() : withOre()).format(rounded) : text + KRONOR;
}

const numberFormats = new Map<number, Intl.NumberFormat>();

/** A number as Swedish text with at most that many decimals: 1234 → "1 234", 1.25 (1 decimal) → "1,3". */
export function formatNumber(value: number, maximumFractionDigits = 0): string {
  const text = swedishNumber(value, 0, maximumFractionDigits);
  if (text !== null) return text;
  let format = numberFormats.get(maximumFractionDigits);
  if (!format) {
    format = new Intl.NumberFormat(CULTURE, { maximumFractionDigits });
    numberFormats.set(maximumFractionDigits, format);
  }
  return format.format(value);
}

/**
 * The listing's price-filter format (docs/shop.md, Listing rules): '.' as thousands separator and a decimal comma with
 * exactly 2 decimals, e.g. 12495 → "12.495,00".
 */
export function formatPriceFilterNumber(value: number): string {
  const fixed = Math.abs(value).toFixed(2);
  const [whole = '0', decimals = '00'] = fixed.split('.');
  const grouped = groupThousands(whole, '.');
  return `${value < 0 ? '-' : ''}${grouped},${decimals}`;
}

const longDate = lazily(() => new Intl.DateTimeFormat(CULTURE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Stockholm' }));

/** "21 november 2026". */
export function formatDate(iso: string | Date): string {
  return longDate().format(typeof iso === 'string' ? new Date(iso) : iso);
}

export { fillTemplate } from './template';
