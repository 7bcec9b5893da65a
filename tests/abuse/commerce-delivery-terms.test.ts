import { describe, expect, it } from 'vitest';
import type { Checkout, Order } from '../../lib/commerce/types';
import { api, changeQuantity, payerDetails, payJson, pickVariants, plain, testCatalogue } from '../integration/commerce-helpers';

/**
 * Issue 51, item 4: the payment step asked no delivery choice and no acceptance of the terms. Every path to
 * an order now needs both: a delivery option of the service's own table (priced by the service, never by
 * the request) and the acceptance of the köpvillkor; without them nothing is paid.
 */

const REFUSED_TERMS = 'Du behöver godkänna köpvillkoren för att kunna betala.';
const REFUSED_DELIVERY = 'Välj hur du vill få din leverans.';

/** A checkout of one item under the free-shipping threshold, so a delivery costs its fee. */
async function openCheckout(skip: number): Promise<Checkout> {
  const cheap = (await pickVariants(40, plain, 1)).filter((entry) => entry.priceDiscounted < 400);
  const picked = cheap[skip % cheap.length];
  expect(picked, 'a plain variant under 400 kr').toBeDefined();
  const basketId = (await changeQuantity({ variantId: picked!.variant.id, quantity: 1 })).body.basketId;
  const checkout = (await api<Checkout>(`/Checkout/${basketId}`)).body;
  expect(checkout.shipping).toBe(49);
  return checkout;
}

function postForm(checkoutId: string, fields: Record<string, string>) {
  return api(`/payment/${checkoutId}/pay`, {
    method: 'POST',
    omitHeaders: true,
    rawBody: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

async function stillUnpaid(checkout: Checkout): Promise<void> {
  expect((await api(`/payment/${checkout.checkoutId}`, { omitHeaders: true })).text).toContain('Betala</button>');
  expect((await api(`/Checkout/${checkout.basketId}`)).status).toBe(200);
}

describe('delivery and terms at the payment step', () => {
  it('offers the delivery options with their fee and links the acceptance to the terms page of the content', async () => {
    const catalogue = await testCatalogue();
    const checkout = await openCheckout(0);
    const page = await api(`/payment/${checkout.checkoutId}`, { omitHeaders: true });
    expect(page.text).toMatch(/name="delivery" value="ombud"[^>]* checked/);
    expect(page.text).toMatch(/PostNord, hemleverans<span class="estimate">[^<]+<\/span><\/span><span class="fee">79\Dkr<\/span>/);
    expect(page.text).toContain(`/${catalogue.pages.termsOfBusiness.slug}/" target="_blank" rel="noopener">köpvillkoren</a>`);
    expect(page.text).not.toMatch(/name="acceptTerms"[^>]* checked/);
  });

  it('refuses a payment without the acceptance, JSON and form alike, with the message at the field', async () => {
    const checkout = await openCheckout(1);
    const withoutTerms: Record<string, string> = { ...payerDetails };
    delete withoutTerms.acceptTerms;
    const json = await payJson<{ fields?: Record<string, string> }>(checkout.checkoutId, withoutTerms);
    expect(json.status).toBe(400);
    expect(json.body.fields).toEqual({ acceptTerms: REFUSED_TERMS });
    const declined = await payJson<{ fields?: Record<string, string> }>(checkout.checkoutId, { ...payerDetails, acceptTerms: 'nej' });
    expect(declined.status).toBe(400);
    const form = await postForm(checkout.checkoutId, withoutTerms);
    expect(form.status).toBe(400);
    expect(form.text).toContain(`<p class="error" id="acceptTerms-error">${REFUSED_TERMS}</p>`);
    expect(form.text).toMatch(/id="acceptTerms"[^>]*aria-invalid="true" aria-describedby="acceptTerms-error"/);
    await stillUnpaid(checkout);
  });

  it('refuses a delivery option the service does not have, and one missing, with nothing paid', async () => {
    const checkout = await openCheckout(2);
    for (const delivery of ['express', 'gratis', '']) {
      const json = await payJson<{ fields?: Record<string, string> }>(checkout.checkoutId, { ...payerDetails, delivery });
      expect(json.status).toBe(400);
      expect(json.body.fields).toEqual({ delivery: REFUSED_DELIVERY });
    }
    const form = await postForm(checkout.checkoutId, { ...payerDetails, delivery: 'express' });
    expect(form.status).toBe(400);
    expect(form.text).toContain(`<p class="error" id="delivery-error">${REFUSED_DELIVERY}</p>`);
    await stillUnpaid(checkout);
  });

  it("charges the chosen option's own fee, whatever price the request names, and keeps the choice on the order", async () => {
    const checkout = await openCheckout(3);
    const merchandise = checkout.total - checkout.shipping;
    const paid = await payJson<{ order: Order }>(checkout.checkoutId, {
      ...payerDetails,
      delivery: 'hemleverans',
      shipping: '0',
      deliveryPrice: '0',
      total: String(merchandise),
    });
    expect(paid.status).toBe(201);
    const { order } = paid.body;
    expect(order.shipping).toBe(79);
    expect(order.total).toBe(merchandise + 79);
    expect(order.orderAmountExTax).toBe(Math.round(((merchandise + 79) * 100) / 1.25));
    expect(order.delivery).toEqual({ id: 'hemleverans', label: 'PostNord, hemleverans', estimate: '1–2 arbetsdagar' });
    expect(Date.parse(order.termsAcceptedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect((await api<Order>(`/Order/${order.orderId}`)).body).toEqual(order);
  });

  it('pays from the form with the default option at the checkout\'s own total', async () => {
    const checkout = await openCheckout(4);
    const paid = await postForm(checkout.checkoutId, { ...payerDetails, delivery: 'ombud' });
    expect(paid.status).toBe(200);
    expect(paid.text).toContain('Tack för din beställning');
    const orderId = /orderId=([0-9a-f-]{36})/.exec(paid.text)?.[1];
    const order = (await api<Order>(`/Order/${orderId}`)).body;
    expect(order).toMatchObject({ shipping: 49, total: checkout.total, delivery: { id: 'ombud' } });
  });
});
