import { describe, expect, it } from 'vitest';
import { priceBasket } from '@/services/commerce/basket-pricing';
import { bundleKeyOf, planLineChange, type StoredBasket, type StoredItem } from '@/services/commerce/basket-state';
import { CatalogueIndex } from '@/services/commerce/catalogue-index';
import { checkoutTotals } from '@/services/commerce/checkout-totals';
import { couponAmounts, couponConflict } from '@/services/commerce/coupon-rules';
import type { Coupon } from '@/services/seed/catalogue-types';
import { buildCommerceCatalogue } from './commerce-fixture';

const catalogue = new CatalogueIndex(buildCommerceCatalogue());
const sweden = catalogue.resolveChannel('Glans Sverige')!;

let ids = 0;
const newId = () => `item-${++ids}`;

function item(variantId: string, quantity: number, extra: Partial<StoredItem> = {}): StoredItem {
  const bundle = extra.bundle ?? {};
  return { id: newId(), variantId, quantity, giftCardPriceOre: null, bundle, bundleKey: bundleKeyOf(bundle), ...extra };
}

function basket(items: StoredItem[], coupons: string[] = []): StoredBasket {
  return {
    id: 'b',
    userId: 'u',
    status: 'open',
    salesChannelId: 'ch-se',
    orderId: null,
    comment: null,
    coupons,
    items,
    createdAt: '',
    updatedAt: '',
  };
}

const price = (stored: StoredBasket) => priceBasket(stored, { catalogue, channel: sweden, stockQuantity: () => 10 });

describe('sales channels', () => {
  it('prices in the parent of the named channel, falling back to the channel itself', () => {
    expect(sweden.requested.id).toBe('ch-se');
    expect(sweden.effective.id).toBe('ch-nordic');
    const other = catalogue.resolveChannel('glans annat')!;
    expect(other.effective.id).toBe('ch-other');
    expect(catalogue.price(catalogue.variant('101')!.variant, other)?.priceOre).toBe(2000_00);
    expect(catalogue.price(catalogue.variant('101')!.variant, sweden)?.priceOre).toBe(1000_00);
  });

  it('finds a channel by id when the name is unknown, and nothing for neither', () => {
    expect(catalogue.resolveChannel('Okänd', 'ch-se')?.requested.name).toBe('Glans Sverige');
    expect(catalogue.resolveChannel('Okänd')).toBeUndefined();
  });
});

describe('planLineChange', () => {
  it('adds a line, then sets its quantity, then removes it at 0', () => {
    const added = planLineChange([], { variantId: '101', quantity: 2, giftCardPriceOre: null, bundle: null }, newId);
    expect(added.mutation).toMatchObject({ kind: 'upsert', isNew: true });
    expect(added.items).toHaveLength(1);
    const set = planLineChange(added.items, { variantId: '101', quantity: 5, giftCardPriceOre: null, bundle: null }, newId);
    expect(set.mutation).toMatchObject({ kind: 'upsert', isNew: false });
    expect(set.items[0]).toMatchObject({ quantity: 5, id: added.items[0]!.id });
    const removed = planLineChange(set.items, { variantId: '101', quantity: 0, giftCardPriceOre: null, bundle: {} }, newId);
    expect(removed).toEqual({ items: [], mutation: { kind: 'delete', itemIds: [added.items[0]!.id] } });
  });

  it('keeps the same variant with other bundle slots as another line', () => {
    const plain = item('101', 1);
    const planned = planLineChange([plain], { variantId: '101', quantity: 1, giftCardPriceOre: null, bundle: { stone: '301' } }, newId);
    expect(planned.items).toHaveLength(2);
    expect(planned.items[1]!.bundleKey).toBe('stone=301');
  });

  it('removes only the line with the given bundle, or every line of the variant when no bundle is given', () => {
    const lines = [item('101', 1), item('101', 1, { bundle: { stone: '301' } }), item('102', 1)];
    const one = planLineChange(lines, { variantId: '101', quantity: 0, giftCardPriceOre: null, bundle: { stone: '301' } }, newId);
    expect(one.items.map((line) => line.bundleKey)).toEqual(['', '']);
    const all = planLineChange(lines, { variantId: '101', quantity: 0, giftCardPriceOre: null, bundle: null }, newId);
    expect(all.items.map((line) => line.variantId)).toEqual(['102']);
    expect(all.mutation).toMatchObject({ kind: 'delete' });
  });

  it('writes nothing when removing a line that is not there', () => {
    expect(planLineChange([], { variantId: '101', quantity: 0, giftCardPriceOre: null, bundle: {} }, newId).mutation).toEqual({
      kind: 'none',
    });
  });

  it('keys bundles by sorted slot', () => {
    expect(bundleKeyOf({ b: '2', a: '1' })).toBe('a=1&b=2');
    expect(bundleKeyOf({})).toBe('');
  });
});

describe('priceBasket', () => {
  it('takes prices from the catalogue, with item discounts', () => {
    const priced = price(basket([item('101', 2), item('102', 1)]));
    expect(priced.basket.items.map(({ unitPrice, unitDiscount, lineTotal }) => ({ unitPrice, unitDiscount, lineTotal }))).toEqual([
      { unitPrice: 1000, unitDiscount: 0, lineTotal: 2000 },
      { unitPrice: 2000, unitDiscount: 500, lineTotal: 1500 },
    ]);
    expect(priced.basket).toMatchObject({ subtotal: 4000, discountTotal: 500, total: 3500, itemCount: 3, currency: 'SEK' });
  });

  it('prices a gift card at its chosen amount and keeps it out of coupon discounts', () => {
    const priced = price(basket([item('901', 1, { giftCardPriceOre: 500_00 }), item('401', 1)], ['GLANS10']));
    expect(priced.basket.items[0]).toMatchObject({ unitPrice: 500, isGiftCard: true });
    expect(priced.discountableOre).toBe(300_00);
    expect(priced.basket.coupons).toEqual([{ code: 'GLANS10', amount: 30, valid: true, description: '10 % rabatt' }]);
    expect(priced.basket.total).toBe(770);
  });

  it('leaves out lines the catalogue no longer knows', () => {
    expect(price(basket([item('gone', 1), item('101', 1)])).basket.items.map((line) => line.variantId)).toEqual(['101']);
  });

  it('shows bundle slots with their variant, link and image data, the slot priced at its own price', () => {
    const [line] = price(basket([item('102', 2, { bundle: { stone: '301' } })])).basket.items;
    expect(line!.bundleProducts).toEqual({ stone: { variantId: '301', sku: 'SKU-301', name: 'Variant 301' } });
    expect(line).toMatchObject({ unitPrice: 2800, unitDiscount: 500, lineTotal: 4600 });
    expect(line!.url).toBe('/ringar/familj-f1/?variantId=102');
    expect(line!.image).toMatchObject({ url: '/media/demo/102.webp' });
  });
});

describe('bundle slots', () => {
  it('leaves out a line whose slots the catalogue does not define or offer, as a line whose variant went', () => {
    const lines = [
      item('902', 1, { bundle: { stone: '102' } }),
      item('101', 1, { bundle: { stone: '301' } }),
      item('102', 1, { bundle: { chain: '301' } }),
      item('102', 1, { bundle: { stone: '401' } }),
      item('401', 1),
    ];
    expect(price(basket(lines)).basket.items.map((line) => line.variantId)).toEqual(['101', '401']);
  });
});

describe('coupons', () => {
  const percent: Coupon = { code: 'P10', kind: 'percent', value: 10, minimumTotal: 0, description: '' };
  const fixed: Coupon = { code: 'F100', kind: 'fixed', value: 100, minimumTotal: 500, description: '' };

  it('discounts a percentage and a fixed amount, never beyond the merchandise', () => {
    const combining = [
      { ...percent, combinable: true },
      { ...fixed, combinable: true },
    ];
    expect(couponAmounts(combining, 1000_00).map((amount) => amount.amountOre)).toEqual([100_00, 100_00]);
    expect(couponAmounts([{ ...fixed, minimumTotal: 0, value: 5000 }], 300_00)[0]!.amountOre).toBe(300_00);
  });

  it('gives nothing while the minimum total is not met', () => {
    expect(couponAmounts([fixed], 499_99)[0]).toMatchObject({ amountOre: 0, valid: false });
  });

  it("takes no more than a code's own ceiling", () => {
    expect(couponAmounts([{ ...percent, value: 15, maxDiscount: 1000 }], 22_995_00)[0]!.amountOre).toBe(1000_00);
    expect(couponAmounts([{ ...percent, value: 15, maxDiscount: 1000 }], 2000_00)[0]!.amountOre).toBe(300_00);
  });

  it('gives nothing for a code that does not combine with the one before it (a basket stacked by any path)', () => {
    const amounts = couponAmounts([percent, { ...fixed, combinable: true }, { ...percent, code: 'P20', value: 20 }], 1000_00);
    expect(amounts.map(({ amountOre, valid }) => [amountOre, valid])).toEqual([
      [100_00, true],
      [0, false],
      [0, false],
    ]);
  });

  it('refuses a coupon already applied, on an empty basket, or under its minimum', () => {
    expect(couponConflict(percent, [percent], 1000_00)).toMatch(/already applied/);
    expect(couponConflict(percent, [], 0)).toMatch(/needs items/);
    expect(couponConflict(fixed, [], 400_00)).toMatch(/at least 500 SEK/);
    expect(couponConflict(fixed, [], 500_00)).toBeNull();
  });

  it('refuses a second code unless both combine, a used once-per-customer code, and a used-up code', () => {
    expect(couponConflict(fixed, [percent], 1000_00)).toMatch(/does not combine with the basket's code P10/);
    expect(couponConflict({ ...fixed, combinable: true }, [percent], 1000_00)).toMatch(/does not combine/);
    expect(couponConflict({ ...fixed, combinable: true }, [{ ...percent, combinable: true }], 1000_00)).toBeNull();
    const once = { ...percent, oncePerCustomer: true };
    expect(couponConflict(once, [], 1000_00, { uses: 0, usedByCustomer: true })).toMatch(/already been used by this customer/);
    expect(couponConflict(percent, [], 1000_00, { uses: 0, usedByCustomer: true })).toBeNull();
    expect(couponConflict({ ...percent, maxUses: 3 }, [], 1000_00, { uses: 3, usedByCustomer: false })).toMatch(/used up/);
    expect(couponConflict({ ...percent, maxUses: 3 }, [], 1000_00, { uses: 2, usedByCustomer: false })).toBeNull();
  });
});

describe('checkoutTotals', () => {
  it('charges 49 kr shipping under 500 kr, none from 500 kr or for gift cards only', () => {
    expect(checkoutTotals({ totalOre: 300_00, giftCardsOnly: false })).toMatchObject({ shippingOre: 49_00, totalOre: 349_00 });
    expect(checkoutTotals({ totalOre: 500_00, giftCardsOnly: false }).shippingOre).toBe(0);
    expect(checkoutTotals({ totalOre: 100_00, giftCardsOnly: true }).shippingOre).toBe(0);
  });

  it('splits out 25 % VAT, the amount excluding tax in öre', () => {
    expect(checkoutTotals({ totalOre: 1250_00, giftCardsOnly: false })).toEqual({
      shippingOre: 0,
      totalOre: 1250_00,
      vatOre: 250_00,
      amountExTaxOre: 1000_00,
    });
  });
});
