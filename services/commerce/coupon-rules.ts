import type { Coupon } from '../seed/catalogue-types';

/**
 * Coupon rules. A coupon discounts the basket's merchandise after item discounts, gift cards excluded
 * (a gift card is money, not merchandise). Coupons apply in the order they were added, each at most what
 * is left, so together they never exceed the merchandise. A coupon whose minimum total the basket no
 * longer meets stays on the basket but gives nothing until the basket meets it again.
 *
 * Combining: a basket holds one code, unless every code on it says it combines (`combinable`); a code
 * that does not combine with the ones added before it gives nothing (a basket made before the rule, or
 * by any other path, cannot stack). A code's own ceiling (`maxDiscount`) bounds what it takes off.
 * Use limits (`oncePerCustomer`, `maxUses`) are the database's (coupon-uses.ts), checked when the code is
 * added and again when the order is made.
 *
 * Rounding: a coupon's discount is whole kronor, as Swedish shops give it. A percentage is rounded to the
 * nearest krona (half a krona up: 10 % of 3 439 kr is 344 kr), so with whole-krona prices the basket's
 * total, the checkout's, the order's and the amount charged are whole kronor and the same everywhere.
 * The cap (what is left of the merchandise) is the one exception: a coupon never gives more than that.
 */

export interface CouponAmount {
  coupon: Coupon;
  amountOre: number;
  valid: boolean;
}

/** An amount in öre rounded to whole kronor (half a krona up). */
export function wholeKronor(ore: number): number {
  return Math.round(ore / 100) * 100;
}

export function meetsMinimum(coupon: Coupon, discountableOre: number): boolean {
  return discountableOre >= Math.round(coupon.minimumTotal * 100);
}

/** Whether `coupon` may join a basket that holds `applied` (one code per basket unless all combine). */
export function combinesWith(coupon: Coupon, applied: readonly Coupon[]): boolean {
  return applied.length === 0 || (coupon.combinable === true && applied.every((other) => other.combinable === true));
}

export function couponAmounts(coupons: readonly Coupon[], discountableOre: number): CouponAmount[] {
  let left = Math.max(0, discountableOre);
  const counted: Coupon[] = [];
  return coupons.map((coupon) => {
    const valid = meetsMinimum(coupon, discountableOre) && combinesWith(coupon, counted);
    if (!valid) return { coupon, amountOre: 0, valid };
    counted.push(coupon);
    const wanted = coupon.kind === 'percent' ? wholeKronor((discountableOre * coupon.value) / 100) : wholeKronor(coupon.value * 100);
    const ceiling = coupon.maxDiscount === undefined ? wanted : Math.min(wanted, wholeKronor(coupon.maxDiscount * 100));
    const amountOre = Math.max(0, Math.min(left, ceiling));
    left -= amountOre;
    return { coupon, amountOre, valid };
  });
}

/** What the database knows of a code's use, for the basket it is being added to. */
export interface CouponUse {
  /** Orders the code has been used in, all customers together. */
  uses: number;
  /** Whether the basket's customer (its user id) has used it before. */
  usedByCustomer: boolean;
}

/**
 * Why a coupon cannot be added to a basket now, or null when it can. The messages are the API's; the
 * storefront reads the reason from them (lib/commerce/coupon-refusal.ts), so their wording is part of
 * the API.
 */
export function couponConflict(
  coupon: Coupon,
  applied: readonly Coupon[],
  discountableOre: number,
  use: CouponUse = { uses: 0, usedByCustomer: false },
): string | null {
  if (applied.some((other) => other.code.toUpperCase() === coupon.code.toUpperCase())) return `Coupon ${coupon.code} is already applied`;
  if (discountableOre <= 0) return `Coupon ${coupon.code} needs items in the basket`;
  if (!combinesWith(coupon, applied))
    return `Coupon ${coupon.code} does not combine with the basket's code ${applied.map((other) => other.code).join(', ')}`;
  if (coupon.oncePerCustomer && use.usedByCustomer) return `Coupon ${coupon.code} has already been used by this customer`;
  if (coupon.maxUses !== undefined && use.uses >= coupon.maxUses) return `Coupon ${coupon.code} has been used up`;
  if (!meetsMinimum(coupon, discountableOre)) return `Coupon ${coupon.code} needs a basket total of at least ${coupon.minimumTotal} SEK`;
  return null;
}
