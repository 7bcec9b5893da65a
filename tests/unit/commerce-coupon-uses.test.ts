import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BasketService } from '../../services/commerce/basket-service';
import { CatalogueIndex } from '../../services/commerce/catalogue-index';
import { CheckoutService } from '../../services/commerce/checkout-service';
import type { Database } from '../../services/commerce/database';
import { openDatabase } from '../../services/commerce/open-database';
import { OrderStore } from '../../services/commerce/order-store';
import type { PaymentDetails } from '../../services/commerce/payment-details';
import { readSettings } from '../../services/commerce/settings';
import { StockStore } from '../../services/commerce/stock-store';
import { buildCommerceCatalogue } from './commerce-fixture';

/**
 * Coupon use limits in the commerce database (embedded PGlite in a temporary folder): a capped code is
 * refused once its uses are reached, both when it is added and, for a basket that took it earlier, when
 * the order is made; a once-per-customer code needs the customer's e-mail to make an order.
 */

const fixture = buildCommerceCatalogue();
const catalogue = new CatalogueIndex({
  ...fixture,
  coupons: [
    ...fixture.coupons,
    { code: 'EN', kind: 'fixed', value: 50, minimumTotal: 0, description: 'Bara en order', maxUses: 1 },
    { code: 'NY', kind: 'percent', value: 15, minimumTotal: 0, description: 'En gång per kund', oncePerCustomer: true },
  ],
});
const channel = catalogue.resolveChannel('Glans Sverige')!;
const customer: PaymentDetails = {
  email: 'anna@example.se',
  name: 'Anna',
  street: 'Storgatan 1',
  postcode: '114 55',
  town: 'Stockholm',
  phone: null,
  paymentMethod: 'swish',
  delivery: 'ombud',
  termsAccepted: true,
};

describe('coupon use limits in the database', () => {
  let dir: string;
  let db: Database;
  let baskets: BasketService;
  let checkouts: CheckoutService;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'glans-commerce-coupons-'));
    const stock = new StockStore(catalogue);
    db = await openDatabase(readSettings({ NODE_ENV: 'test', GLANS_DATA_DIR: dir }, 1), catalogue, stock, () => {});
    baskets = new BasketService(catalogue, db, stock);
    checkouts = new CheckoutService(baskets, db, stock, new OrderStore(), 'http://shop.test');
  }, 120_000);

  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function basketWith(code: string): Promise<string> {
    const { basketId } = await baskets.create({ items: [{ variantId: '101', quantity: 1 }] }, channel);
    expect(await baskets.addCoupon(basketId, code, channel)).toBe(1);
    return basketId;
  }

  async function payFor(basketId: string, details: PaymentDetails) {
    const { checkoutId } = await checkouts.checkout(basketId, channel, 'http://commerce.test');
    return checkouts.pay(checkoutId, details);
  }

  it('refuses a capped code once its uses are reached: when added, and at the order of a basket that took it before', async () => {
    const first = await basketWith('EN');
    const early = await basketWith('EN');
    expect((await payFor(first, customer)).order.coupons).toEqual([{ code: 'EN', amount: 50 }]);
    const { basketId } = await baskets.create({ items: [{ variantId: '101', quantity: 1 }] }, channel);
    await expect(baskets.addCoupon(basketId, 'EN', channel)).rejects.toMatchObject({ status: 409, message: 'Coupon EN has been used up' });
    await expect(payFor(early, { ...customer, email: 'bertil@example.se' })).rejects.toMatchObject({ status: 409, message: /är slut/ });
    const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM orders WHERE basket_id = $1', [early]);
    expect(rows[0]!.count).toBe(0);
  });
});
