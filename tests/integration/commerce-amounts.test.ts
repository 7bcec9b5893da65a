import { describe, expect, it } from 'vitest';
import type { Basket, Checkout, Order } from '../../lib/commerce/types';
import { api, changeQuantity, payerDetails, payJson as payAsJson, pickVariants, plain } from './commerce-helpers';

/**
 * Amounts as a Swedish shop shows them (issue 32): a percentage code gives whole kronor, so the basket, the
 * checkout, the payment and the order carry the same whole-krona total.
 */

const isWhole = (sek: number) => Number.isInteger(sek);

function payJson(checkoutId: string, details: Record<string, string> = payerDetails) {
  return payAsJson<{ order: Order; created: boolean } & { fields?: Record<string, string> }>(checkoutId, details);
}

describe('discount codes in whole kronor', () => {
  it('rounds a 10 % code to whole kronor, and basket, checkout and order agree', async () => {
    // A price whose tenth is not whole kronor (e.g. 3 439 kr: 343,90 kr).
    const [picked] = await pickVariants(1, (variant, credit) => plain(variant, credit) && variant.pricing.every((price) => price.priceDiscounted % 10 !== 0), 1);
    const price = picked!.priceDiscounted;
    const added = await changeQuantity({ variantId: picked!.variant.id, quantity: 1 });
    const basketId = added.body.basketId;
    expect((await api(`/Basket/${basketId}/coupon/GLANS10`, { method: 'POST' })).status).toBe(200);

    const basket = (await api<Basket>(`/Basket?basketId=${basketId}`)).body;
    const coupon = basket.coupons.find((candidate) => candidate.code === 'GLANS10')!;
    expect(coupon.amount).toBe(Math.round(price / 10));
    expect(isWhole(basket.discountTotal)).toBe(true);
    expect(basket.total).toBe(price - Math.round(price / 10));

    const checkout = (await api<Checkout>(`/Checkout/${basketId}`)).body;
    expect(isWhole(checkout.total)).toBe(true);
    expect(checkout.total).toBe(basket.total + checkout.shipping);

    const paid = await payJson(checkout.checkoutId);
    expect(paid.status).toBe(201);
    const order = paid.body.order;
    expect(order.total).toBe(checkout.total);
    expect(order.discountTotal).toBe(basket.discountTotal);
    expect(order.coupons).toEqual([{ code: 'GLANS10', amount: coupon.amount }]);
    expect(order.orderAmountExTax).toBe(Math.round((checkout.total * 100) / 1.25));
  });

  it('rounds half a krona up (10 % of 465 kr is 47 kr, not 46,50 kr)', async () => {
    const [picked] = await pickVariants(1, (variant, credit) => plain(variant, credit) && variant.pricing.every((price) => price.priceDiscounted % 10 === 5), 1);
    const price = picked!.priceDiscounted;
    const basketId = (await changeQuantity({ variantId: picked!.variant.id, quantity: 1 })).body.basketId;
    expect((await api(`/Basket/${basketId}/coupon/GLANS10`, { method: 'POST' })).status).toBe(200);
    const basket = (await api<Basket>(`/Basket?basketId=${basketId}`)).body;
    expect(basket.coupons[0]!.amount).toBe(Math.ceil(price / 10));
    expect(isWhole(basket.total)).toBe(true);
  });
});

describe('the payment step takes the shopper’s details', () => {
  const details = { ...payerDetails, postcode: '11455', phone: '', paymentMethod: 'swish' };

  async function openCheckout(): Promise<Checkout> {
    const [picked] = await pickVariants(1, plain, 1, 3);
    const basketId = (await changeQuantity({ variantId: picked!.variant.id, quantity: 1 })).body.basketId;
    return (await api<Checkout>(`/Checkout/${basketId}`)).body;
  }

  it('shows a form with labelled fields for e-mail, address, phone and the payment method', async () => {
    const checkout = await openCheckout();
    const page = await api(`/payment/${checkout.checkoutId}`, { omitHeaders: true });
    for (const field of ['email', 'name', 'street', 'postcode', 'town', 'phone']) expect(page.text).toMatch(new RegExp(`<label for="${field}">`));
    for (const method of ['kort', 'swish', 'faktura']) expect(page.text).toContain(`name="paymentMethod" value="${method}"`);
    expect(page.text).toContain('autocomplete="postal-code"');
  });

  it('answers the form again, 400, with a Swedish message per field missing or wrong, and pays nothing', async () => {
    const checkout = await openCheckout();
    const body = new URLSearchParams({ ...details, email: 'anna.example.se', postcode: '1145', name: '' }).toString();
    const page = await api(`/payment/${checkout.checkoutId}/pay`, {
      method: 'POST',
      omitHeaders: true,
      rawBody: body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(page.status).toBe(400);
    expect(page.text).toContain('<p class="error" id="email-error">Skriv e-postadressen som namn@exempel.se.</p>');
    expect(page.text).toContain('<p class="error" id="name-error">Fyll i ditt namn.</p>');
    expect(page.text).toContain('id="postcode-error">Skriv postnumret med fem siffror');
    expect(page.text).toMatch(/id="email"[^>]*value="anna.example.se" aria-invalid="true" aria-describedby="email-error"/);
    expect(page.text).not.toContain('id="town-error"');
    expect(page.text).toContain('3 fält behöver rättas');
    // Nothing was paid: the page still pays.
    expect((await api(`/payment/${checkout.checkoutId}`, { omitHeaders: true })).text).toContain('Betala</button>');
  });

  it('keeps the details with the order, the postcode written NNN NN', async () => {
    const checkout = await openCheckout();
    const wrong = await payJson(checkout.checkoutId, { ...details, paymentMethod: 'bitcoin' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ paymentMethod: 'Välj hur du vill betala.' });
    const paid = await payJson(checkout.checkoutId, { ...details, phone: '070-123 45 67' });
    expect(paid.status).toBe(201);
    expect(paid.body.order).toMatchObject({
      email: 'anna@example.se',
      deliveryAddress: { name: 'Anna Svensson', street: 'Storgatan 1', postcode: '114 55', town: 'Stockholm' },
      phone: '070-123 45 67',
      paymentMethod: 'swish',
    });
    const fetched = await api<Order>(`/Order/${paid.body.order.orderId}`);
    expect(fetched.body.email).toBe('anna@example.se');
  });
});
