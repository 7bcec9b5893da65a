/**
 * Why the commerce API refused a coupon with 409, read from its message (services/commerce/coupon-rules.ts,
 * README "Calls"): already applied, a basket without items, or a minimum total not met (with the minimum in
 * SEK). Null for a 409 whose message says none of these: the shopper then gets the general conflict text.
 */
export type CouponRefusal = { kind: 'already_applied' } | { kind: 'needs_items' } | { kind: 'minimum'; minimum: number };

export function couponRefusal(status: number, message: string): CouponRefusal | null {
  if (status !== 409) return null;
  if (/already applied/i.test(message)) return { kind: 'already_applied' };
  if (/needs items/i.test(message)) return { kind: 'needs_items' };
  const minimum = /total of at least (\d+(?:[.,]\d+)?)\s*SEK/i.exec(message);
  if (minimum) {
    const amount = Number(minimum[1]!.replace(',', '.'));
    if (Number.isFinite(amount)) return { kind: 'minimum', minimum: amount };
  }
  return null;
}
