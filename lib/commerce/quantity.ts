/**
 * Quantities as the commerce API may send them: numbers or strings, a string parsed as an integer the way
 * docs/shop.md, The basket, says (`"3"` is 3, `"2 st"` is 2). Not a quantity: anything that does not start with a number.
 */
export function parseQuantity(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const parsed = Number.parseInt(value, 10);
  return Number.isFinite(parsed) ? parsed : undefined;
}
