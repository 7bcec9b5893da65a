import { formatPriceFilterNumber } from '../format';

/**
 * The price filter's numbers (docs/shop.md, Listing rules): shown with '.' as thousands separator and a decimal comma with
 * 2 decimals ("12.495,00"); read back from what a shopper types: "12.495,00", "12495", "12 495", "99,5",
 * "99.5". A '.' followed by exactly three digits groups thousands; otherwise it is a decimal point.
 */
export function formatPriceInput(value: number | undefined): string {
  return value === undefined || !Number.isFinite(value) ? '' : formatPriceFilterNumber(value);
}

export function parsePriceInput(text: string): number | undefined | null {
  const compact = text.replace(/[\s\u00a0]/g, '').replace(/kr$/i, '');
  if (compact === '') return undefined;
  let normalised: string;
  if (compact.includes(',')) {
    normalised = compact.replace(/\./g, '').replace(',', '.');
  } else if (/^\d{1,3}(\.\d{3})+$/.test(compact)) {
    normalised = compact.replace(/\./g, '');
  } else {
    normalised = compact;
  }
  if (!/^\d+(\.\d+)?$/.test(normalised)) return null;
  const value = Number(normalised);
  return Number.isFinite(value) ? Math.round(value * 100) / 100 : null;
}
