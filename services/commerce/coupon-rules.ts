import type { Coupon } from '../seed/catalogue-types';

/**
 * Coupon rules. A coupon discounts the basket's merchandise after item discounts, gift cards excluded
 * (a gift card is money, not merchandise). Coupons apply in the order they were added, each at most what
 * is left, so together they never exceed the merchandise. A coupon whose minimum total the basket no
 * longer meets stays on the basket but gives nothing until the basket meets it again.
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

export function couponAmounts(coupons: readonly Coupon[], discountableOre: number): CouponAmount[] {
  let left = Math.max(0, discountableOre);
  return coupons.map((coupon) => {
    const valid = meetsMinimum(coupon, discountableOre);
    if (!valid) return { coupon, amountOre: 0, valid };
    const wanted = coupon.kind === 'percent' ? wholeKronor((discountableOre * coupon.value) / 100) : wholeKronor(coupon.value * 100);
    const amountOre = Math.max(0, Math.min(left, wanted));
    left -= amountOre;
    return { coupon, amountOre, valid };
  });
}

/** Why a coupon cannot be added to a basket now, or null when it can. */
export function couponConflict(coupon: Coupon, appliedCodes: readonly string[], discountableOre: number): string | null {
  if (appliedCodes.some((code) => code.toUpperCase() === coupon.code.toUpperCase())) return `Coupon ${coupon.code} is already applied`;
  if (discountableOre <= 0) return `Coupon ${coupon.code} needs items in the basket`;
  if (!meetsMinimum(coupon, discountableOre)) return `Coupon ${coupon.code} needs a basket total of at least ${coupon.minimumTotal} SEK`;
  return null;
}
