/**
 * Why the commerce API refused a coupon, read from its answer (services/commerce/coupon-rules.ts, README
 * "Calls"). A 409 says why in its message: already applied, a basket without items, a minimum total not
 * met (with the minimum in SEK), a code that does not combine with the one already applied, a
 * once-per-customer code this customer has used, or a code used up. A 429 means too many wrong codes: try
 * again after `Retry-After` seconds, when the API said. Null for a 409 whose message says none of these:
 * the shopper then gets the general conflict text.
 */
export type CouponRefusal =
  | { kind: 'already_applied' }
  | { kind: 'needs_items' }
  | { kind: 'minimum'; minimum: number }
  | { kind: 'not_combinable' }
  | { kind: 'already_used' }
  | { kind: 'used_up' }
  | { kind: 'too_many_tries'; retryAfterSeconds: number | null };

export function couponRefusal(status: number, message: string, retryAfterSeconds?: number): CouponRefusal | null {
  if (status === 429) return { kind: 'too_many_tries', retryAfterSeconds: retryAfterSeconds ?? null };
  if (status !== 409) return null;
  if (/does not combine/i.test(message)) return { kind: 'not_combinable' };
  if (/already applied/i.test(message)) return { kind: 'already_applied' };
  if (/needs items/i.test(message)) return { kind: 'needs_items' };
  if (/already been used/i.test(message)) return { kind: 'already_used' };
  if (/used up/i.test(message)) return { kind: 'used_up' };
  const minimum = /total of at least (\d+(?:[.,]\d+)?)\s*SEK/i.exec(message);
  if (minimum) {
    const amount = Number(minimum[1]!.replace(',', '.'));
    if (Number.isFinite(amount)) return { kind: 'minimum', minimum: amount };
  }
  return null;
}
