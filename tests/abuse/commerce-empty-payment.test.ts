import { describe, expect, it } from 'vitest';
import type { Checkout } from '../../lib/commerce/types';
import { api, changeQuantity, payerDetails, payJson, pickVariants, plain } from '../integration/commerce-helpers';

/**
 * Issue 42, item 4: a JSON `POST /payment/{id}/pay` with no body made an order with no e-mail, address or
 * payment method, and `a@b.c<script>` passed as an e-mail. Every way of paying asks what the form asks.
 */

async function openCheckout(): Promise<Checkout> {
  const [picked] = await pickVariants(1, plain, 1, 5);
  const basketId = (await changeQuantity({ variantId: picked!.variant.id, quantity: 1 })).body.basketId;
  return (await api<Checkout>(`/Checkout/${basketId}`)).body;
}

describe('paying without a customer', () => {
  it('refuses a JSON payment with no body, naming every required field, and makes no order', async () => {
    const checkout = await openCheckout();
    const empty = await api<{ fields?: Record<string, string> }>(`/payment/${checkout.checkoutId}/pay`, {
      method: 'POST',
      omitHeaders: true,
      headers: { accept: 'application/json', 'content-type': 'application/json' },
    });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.fields ?? {})).toEqual(['email', 'name', 'street', 'postcode', 'town', 'delivery', 'paymentMethod', 'acceptTerms']);
    const emptyObject = await payJson<{ fields?: Record<string, string> }>(checkout.checkoutId, {});
    expect(emptyObject.status).toBe(400);
    // No order: the basket is still open and its checkout still pays.
    expect((await api(`/Checkout/${checkout.basketId}`)).status).toBe(200);
    expect((await api(`/payment/${checkout.checkoutId}`, { omitHeaders: true })).text).toContain('Betala</button>');
  });

  it('refuses markup in the e-mail address, from JSON and from the form', async () => {
    const checkout = await openCheckout();
    const json = await payJson<{ fields?: Record<string, string> }>(checkout.checkoutId, { ...payerDetails, email: 'a@b.c<script>' });
    expect(json.status).toBe(400);
    expect(json.body.fields).toEqual({ email: 'Skriv e-postadressen som namn@exempel.se.' });
    const form = await api(`/payment/${checkout.checkoutId}/pay`, {
      method: 'POST',
      omitHeaders: true,
      rawBody: new URLSearchParams({ ...payerDetails, email: 'a@b.c<script>' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(400);
    expect(form.text).toContain('id="email-error"');
    expect(form.text).not.toContain('a@b.c<script>');
    const paid = await payJson(checkout.checkoutId);
    expect(paid.status).toBe(201);
  });
});
