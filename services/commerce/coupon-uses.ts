import type { Coupon } from '../seed/catalogue-types';
import { HttpError } from '../shared/http-service';
import type { Session } from './database';

/**
 * Coupon use limits, kept in the database so every commerce instance sees the same counts: how many
 * orders a code has been used in (`coupon_uses`, for `maxUses`) and which customer used it in which order
 * (`coupon_redemptions`, for `oncePerCustomer`). A customer is the basket's user id (the browser's) and,
 * at payment, the e-mail the shopper gives. Adding a code reads them (a refusal the shopper sees in the
 * basket); making the order writes them inside the order's transaction, where two unique indexes and a
 * conditional counter decide between orders made at the same moment on any instance.
 */

/** The e-mail as a customer key: case and a `+tag` in the local part do not make another customer. */
export function customerKey(email: string): string {
  const trimmed = email.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0) return trimmed;
  const local = trimmed.slice(0, at).split('+')[0]!;
  return `${local === '' ? trimmed.slice(0, at) : local}${trimmed.slice(at)}`;
}

/** What adding `coupon` to the basket needs to know: its uses so far, and whether the basket's user used it. */
export async function couponUse(db: Session, coupon: Coupon, basketId: string): Promise<{ uses: number; usedByCustomer: boolean }> {
  const { rows } = await db.query<{ uses: number | null; used_by_customer: boolean }>(
    `SELECT (SELECT uses FROM coupon_uses WHERE code = $1) AS uses,
            EXISTS (SELECT 1 FROM coupon_redemptions r JOIN baskets b ON b.user_id = r.user_id
                    WHERE b.id = $2 AND r.code = $1 AND r.once_per_customer) AS used_by_customer`,
    [coupon.code, basketId],
  );
  return { uses: Number(rows[0]?.uses ?? 0), usedByCustomer: rows[0]?.used_by_customer === true };
}

export interface Redemption {
  orderId: string;
  userId: string;
  /** The e-mail given at payment; null when the order has none. */
  email: string | null;
  coupon: Coupon;
}

/**
 * Inside the order's transaction: records that the order uses the code, or refuses the order (409, and
 * the transaction then writes nothing) when the code is once per customer and this customer (user id or
 * e-mail) has used it, or its total number of uses is reached.
 */
export async function redeemCoupon(tx: Session, redemption: Redemption): Promise<void> {
  const { orderId, userId, email, coupon } = redemption;
  const once = coupon.oncePerCustomer === true;
  if (once && email === null) {
    throw new HttpError(409, `Rabattkoden ${coupon.code} gäller en gång per kund och kräver kundens e-postadress.`, { code: coupon.code });
  }
  const recorded = await tx.query(
    `INSERT INTO coupon_redemptions (order_id, code, user_id, customer, once_per_customer) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT DO NOTHING RETURNING order_id`,
    [orderId, coupon.code, userId, email === null ? null : customerKey(email), once],
  );
  if (recorded.rows.length === 0) {
    throw new HttpError(
      409,
      `Rabattkoden ${coupon.code} gäller en gång per kund och har redan använts. Ta bort koden i varukorgen och betala igen.`,
      { code: coupon.code },
    );
  }
  if (coupon.maxUses === undefined) return;
  const counted = await tx.query(
    `INSERT INTO coupon_uses (code, uses) VALUES ($1, 1)
     ON CONFLICT (code) DO UPDATE SET uses = coupon_uses.uses + 1 WHERE coupon_uses.uses < $2
     RETURNING uses`,
    [coupon.code, coupon.maxUses],
  );
  if (counted.rows.length === 0 || coupon.maxUses < 1) {
    throw new HttpError(409, `Rabattkoden ${coupon.code} är slut. Ta bort koden i varukorgen och betala igen.`, { code: coupon.code });
  }
}
