import { describe, expect, it } from 'vitest';
import type { Checkout, Order } from '../../lib/commerce/types';
import { luhnDigit } from '../../services/commerce/order-number';
import { api, changeQuantity, payJson, pickVariants, plain } from '../integration/commerce-helpers';

/**
 * Issue 42, item 7: order numbers were sequential, so one order's number told how many orders the shop takes
 * and which numbers the next and previous shoppers have. They are drawn: readable, checked, unguessable.
 */

describe('order numbers', () => {
  it('gives orders paid one after another numbers that do not count', async () => {
    const variants = await pickVariants(4, plain, 2, 10);
    const numbers: string[] = [];
    for (const picked of variants) {
      const basketId = (await changeQuantity({ variantId: picked.variant.id, quantity: 1 })).body.basketId;
      const checkout = (await api<Checkout>(`/Checkout/${basketId}`)).body;
      const paid = await payJson<{ order: Order }>(checkout.checkoutId);
      expect(paid.status).toBe(201);
      numbers.push(paid.body.order.orderNumber!);
    }
    for (const orderNumber of numbers) {
      // Readable: GL-, ten digits, the last the Luhn digit of the nine before it.
      expect(orderNumber).toMatch(/^GL-[1-9]\d{9}$/);
      expect(luhnDigit(orderNumber.slice(3, -1))).toBe(Number(orderNumber.at(-1)));
    }
    const drawn = numbers.map((orderNumber) => Number(orderNumber.slice(3, -1)));
    const steps = drawn.slice(1).map((number, index) => Math.abs(number - drawn[index]!));
    expect(steps.every((step) => step > 1_000)).toBe(true);
  });
});
