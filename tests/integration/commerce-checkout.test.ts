import { describe, expect, it } from 'vitest';
import type { Checkout, Order, StockInformation } from '../../lib/commerce/types';
import { luhnDigit } from '../../services/commerce/order-number';
import { api, changeQuantity, getBasket, newBasket, payerDetails, payJson, pickBundle, pickVariants, plain, testCatalogue } from './commerce-helpers';

/** Checkout, the demo payment step and orders. */

async function stockOf(ids: string[]): Promise<Map<string, number>> {
  const answer = await api<StockInformation[]>(`/StockInformation?variantIds=${ids.join(',')}`);
  return new Map(answer.body.map((info) => [info.variantId, info.stockQuantity]));
}

async function checkoutFor(lines: { variantId: string; quantity: number; bundleProducts?: Record<string, string> }[]) {
  let basketId: string | null = null;
  for (const line of lines) basketId = (await changeQuantity({ basketId, ...line })).body.basketId;
  const checkout = await api<Checkout>(`/Checkout/${basketId}`);
  return { basketId: basketId!, checkout };
}

/** `GL-`, the drawn number and its Luhn check digit. */
function expectReadableOrderNumber(orderNumber: string | null | undefined): void {
  expect(orderNumber).toMatch(/^GL-\d{6,}$/);
  const digits = orderNumber!.slice(3);
  expect(luhnDigit(digits.slice(0, -1))).toBe(Number(digits.at(-1)));
}

function pay(checkoutId: string) {
  return payJson<{ order: Order; created: boolean; redirectUrl: string }>(checkoutId);
}

describe('GET /Checkout/{basketId}', () => {
  it('answers the lines, totals and a payment snippet served by this service', async () => {
    const [a] = await pickVariants(1, plain, 2);
    const { basketId, checkout } = await checkoutFor([{ variantId: a!.variant.id, quantity: 2 }]);
    expect(checkout.status).toBe(200);
    const body = checkout.body;
    expect(body).toMatchObject({ basketId, currency: 'SEK', itemCount: 2 });
    expect(body.lines).toMatchObject([{ variantId: a!.variant.id, quantity: 2, sku: a!.variant.sku }]);
    expect(body.total).toBeCloseTo(body.subtotal - body.discountTotal + body.shipping, 2);
    expect(body.vatAmount).toBeCloseTo(body.total - body.total / 1.25, 1);
    expect(body.paymentUrl).toMatch(new RegExp(`/payment/${body.checkoutId}$`));
    expect(body.paymentSnippet).toContain(`<iframe src="${body.paymentUrl}"`);
    expect(body.paymentSnippet).toContain('<script>');
    const again = await api<Checkout>(`/Checkout/${basketId}`);
    expect(again.body.checkoutId).toBe(body.checkoutId);
  });

  it('answers 409 for an empty basket, 404 for an unknown one', async () => {
    const empty = await api(`/Checkout/${await newBasket()}`);
    expect(empty.status).toBe(409);
    expect(empty.body.message).toMatch(/empty/);
    expect((await api('/Checkout/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('serves a Swedish payment page with a Betala button, frameable by the storefront', async () => {
    const [a] = await pickVariants(1, plain, 1);
    const { checkout } = await checkoutFor([{ variantId: a!.variant.id, quantity: 1 }]);
    const page = await api(`/payment/${checkout.body.checkoutId}`, { omitHeaders: true });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('<html lang="sv">');
    expect(page.text).toContain('Betala</button>');
    expect(page.text).toContain(`action="/payment/${checkout.body.checkoutId}/pay"`);
    expect(page.headers.get('content-security-policy')).toContain('frame-ancestors');
    expect(page.headers.get('x-frame-options')).toBeNull();
    expect((await api('/payment/00000000-0000-4000-8000-000000000000', { omitHeaders: true })).status).toBe(404);
  });
});

describe('paying', () => {
  it('creates one order, reserves stock, closes the basket; paying twice answers the same order', async () => {
    const catalogue = await testCatalogue();
    const bundle = await pickBundle(3, 1);
    const main = bundle.main;
    const slot = bundle.options[0];
    const [other] = await pickVariants(
      1,
      (variant, credit) => plain(variant, credit) && variant.id !== main.variant.id && variant.id !== slot!.variant.id,
      3,
    );
    const ids = [main.variant.id, slot!.variant.id, other!.variant.id];
    const { basketId, checkout } = await checkoutFor([
      { variantId: main.variant.id, quantity: 2, bundleProducts: { [bundle.slot]: slot!.variant.id } },
      { variantId: other!.variant.id, quantity: 1 },
    ]);
    const stockBefore = await stockOf(ids);

    const [first, second] = await Promise.all([pay(checkout.body.checkoutId), pay(checkout.body.checkoutId)]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(first.body.order.orderId).toBe(second.body.order.orderId);
    const third = await pay(checkout.body.checkoutId);
    expect(third.status).toBe(200);
    expect(third.body.created).toBe(false);
    expect(third.body.order.orderId).toBe(first.body.order.orderId);

    const order = first.body.order;
    expectReadableOrderNumber(order.orderNumber);
    expect(second.body.order.orderNumber).toBe(order.orderNumber);
    expect(third.body.order.orderNumber).toBe(order.orderNumber);
    expect(order.purchaseCurrency).toBe('SEK');
    expect(order.orderAmountExTax).toBe(Math.round((checkout.body.total * 100) / 1.25));
    expect(order.total).toBe(checkout.body.total);
    expect(order.orderLines.map((line) => [line.sku, line.quantity, line.bundleOf, line.lineTotal])).toEqual([
      [main.variant.sku, 2, null, main.priceDiscounted * 2],
      [slot!.variant.sku, 2, main.variant.sku, slot!.priceDiscounted * 2],
      [other!.variant.sku, 1, null, other!.priceDiscounted],
    ]);
    expect(order.orderLines.reduce((sum, line) => sum + line.lineTotal, 0)).toBe(checkout.body.subtotal - checkout.body.discountTotal);
    expect(first.body.redirectUrl).toMatch(new RegExp(`/${catalogue.pages.checkoutCompleted.slug}/\\?orderId=${order.orderId}$`));

    const stockAfter = await stockOf(ids);
    expect(stockAfter.get(main.variant.id)).toBe(stockBefore.get(main.variant.id)! - 2);
    expect(stockAfter.get(slot!.variant.id)).toBe(stockBefore.get(slot!.variant.id)! - 2);
    expect(stockAfter.get(other!.variant.id)).toBe(stockBefore.get(other!.variant.id)! - 1);

    const closed = await getBasket(basketId);
    expect(closed.status).toBe(410);
    expect(closed.body.orderId).toBe(order.orderId);
    expect((await changeQuantity({ basketId, variantId: other!.variant.id, quantity: 1 })).status).toBe(410);
    expect((await api(`/Checkout/${basketId}`)).status).toBe(410);

    const fetched = await api<Order>(`/Order/${order.orderId}`);
    expect(fetched.status).toBe(200);
    expect(fetched.body).toEqual(order);
    // Each line names its variant's colours, materials and sizes from the catalogue, as the basket does.
    const named = (ids: string[], names: { id: string; name: string }[]) => ids.map((id) => names.find((entry) => entry.id === id)?.name);
    expect(fetched.body.orderLines[0]).toMatchObject({
      colours: named(main.variant.colourIds, catalogue.colours),
      materials: named(main.variant.materialIds, catalogue.materials),
      sizes: main.variant.sizes.map((size) => size.value),
    });
    expect((await api('/Order/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('pays from the HTML form: a Swedish thank-you page that sends the shopper to the order-complete page', async () => {
    const catalogue = await testCatalogue();
    const [a] = await pickVariants(1, plain, 1);
    const { checkout } = await checkoutFor([{ variantId: a!.variant.id, quantity: 1 }]);
    const paid = await api(`/payment/${checkout.body.checkoutId}/pay`, {
      method: 'POST',
      omitHeaders: true,
      rawBody: new URLSearchParams(payerDetails).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.status).toBe(200);
    expect(paid.text).toContain('Tack för din beställning');
    expect(paid.text).toMatch(/Ditt ordernummer är <strong>GL-\d{6,}<\/strong>/);
    expect(paid.text).toMatch(new RegExp(`/${catalogue.pages.checkoutCompleted.slug}/\\?orderId=[0-9a-f-]{36}`));
    expect(paid.text).toContain('glans:payment-completed');
    const page = await api(`/payment/${checkout.body.checkoutId}`, { omitHeaders: true });
    expect(page.text).toContain('Tack för din beställning');
  });

  it('numbers 12 orders paid at once with 12 different readable numbers, each kept on the order', async () => {
    const variants = await pickVariants(12, plain, 2);
    const checkouts = await Promise.all(variants.map((entry) => checkoutFor([{ variantId: entry.variant.id, quantity: 1 }])));
    const answers = await Promise.all(checkouts.map(({ checkout }) => pay(checkout.body.checkoutId)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(201));
    const numbers = answers.map((answer) => answer.body.order.orderNumber);
    for (const orderNumber of numbers) expectReadableOrderNumber(orderNumber);
    expect(new Set(numbers).size).toBe(12);
    const fetched = await api<Order>(`/Order/${answers[0]!.body.order.orderId}`);
    expect(fetched.body.orderNumber).toBe(numbers[0]);
  });

  it('refuses to pay when the basket changed after the checkout was loaded', async () => {
    const [a] = await pickVariants(1, plain, 3);
    const { basketId, checkout } = await checkoutFor([{ variantId: a!.variant.id, quantity: 1 }]);
    await changeQuantity({ basketId, variantId: a!.variant.id, quantity: 2 });
    const answer = await pay(checkout.body.checkoutId);
    expect(answer.status).toBe(409);
    expect((await getBasket(basketId)).status).toBe(200);
    const reloaded = await api<Checkout>(`/Checkout/${basketId}`);
    expect((await pay(reloaded.body.checkoutId)).status).toBe(201);
  });

  it('another shopper’s order shows in a basket’s availability at the next load', async () => {
    // A variant the other shopper can bring down to one unit in one line (a quantity is at most 99).
    const [candidate] = await pickVariants(1, (variant, credit) => plain(variant, credit) && variant.stockQuantity <= 60, 5);
    const variantId = candidate!.variant.id;
    const stock = candidate!.stock.stockQuantity;
    const basketId = (await changeQuantity({ variantId, quantity: 1 })).body.basketId;
    const before = await getBasket(basketId);
    expect(before.body.items[0]!.availability).toBe('in_stock');

    const other = await checkoutFor([{ variantId, quantity: stock - 1 }]);
    expect((await pay(other.checkout.body.checkoutId)).status).toBe(201);
    const after = await getBasket(basketId);
    expect(after.status).toBe(200);
    expect(after.body.updatedAt).toBe(before.body.updatedAt);
    expect(after.body.items[0]!.availability).toBe('low_stock');
  });
});
