import { describe, expect, it } from 'vitest';
import { deliveryFigures } from '@/components/checkout/checkout-view';
import { DELIVERY_SCRIPT, MESSAGE_DELIVERY } from '@/services/commerce/payment-form';

describe("the payment step's delivery message", () => {
  it('is sent by the step on load and on each change, with the chosen option\'s amounts', () => {
    expect(DELIVERY_SCRIPT).toContain(JSON.stringify(MESSAGE_DELIVERY));
    expect(DELIVERY_SCRIPT).toContain('glansDelivery(document.querySelector(\'input[name="delivery"]:checked\'))');
  });

  it('gives the checkout the shipping, total and VAT of a well-formed message', () => {
    expect(deliveryFigures({ type: MESSAGE_DELIVERY, shipping: 79, total: 378, vat: 75.6 })).toEqual({ shipping: 79, total: 378, vat: 75.6 });
    expect(deliveryFigures({ type: MESSAGE_DELIVERY, shipping: 0, total: 612.5, vat: 122.5 })).toEqual({ shipping: 0, total: 612.5, vat: 122.5 });
  });

  it("sends the chosen option's VAT, so the summary's VAT line follows the delivery chosen", () => {
    expect(DELIVERY_SCRIPT).toContain('vat:Number(t.dataset.vatAmount)');
  });

  it('refuses any other shape', () => {
    for (const data of [
      null,
      'glans:payment-delivery',
      { type: 'glans:payment-resize', shipping: 79, total: 378, vat: 75.6 },
      { type: MESSAGE_DELIVERY, shipping: '79', total: 378, vat: 75.6 },
      { type: MESSAGE_DELIVERY, shipping: 79 },
      { type: MESSAGE_DELIVERY, shipping: -1, total: 378 },
      { type: MESSAGE_DELIVERY, shipping: 79, total: Number.NaN },
      { type: MESSAGE_DELIVERY, shipping: 79, total: Number.POSITIVE_INFINITY },
      { type: MESSAGE_DELIVERY, shipping: 79, total: 1e9 },
      { type: MESSAGE_DELIVERY, shipping: 400, total: 378, vat: 75.6 },
      { type: MESSAGE_DELIVERY, shipping: 79, total: 378 },
      { type: MESSAGE_DELIVERY, shipping: 79, total: 378, vat: 400 },
      { type: MESSAGE_DELIVERY, shipping: 79, total: 378, vat: -1 },
    ]) {
      expect(deliveryFigures(data)).toBeNull();
    }
  });
});
