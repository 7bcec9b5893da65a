import { describe, expect, it } from 'vitest';
import { changeQuantity, getBasket, newBasket, pickVariants, plain } from './commerce-helpers';

/** Concurrent changes to one basket lose no update. */

describe('50 concurrent quantity changes on one basket', () => {
  it('keeps every line set by 50 concurrent calls, with the exact quantities', async () => {
    const variants = await pickVariants(50, plain, 3);
    const basketId = await newBasket();
    const wanted = new Map(variants.map((entry, index) => [entry.variant.id, (index % 3) + 1]));
    const answers = await Promise.all([...wanted].map(([variantId, quantity]) => changeQuantity({ basketId, variantId, quantity })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    const basket = (await getBasket(basketId)).body;
    expect(new Map(basket.items.map((item) => [item.variantId, item.quantity]))).toEqual(wanted);
    expect(basket.itemCount).toBe([...wanted.values()].reduce((sum, quantity) => sum + quantity, 0));
  });

  it('ends in the exact state after 50 concurrent removals and changes', async () => {
    const variants = await pickVariants(50, plain, 3);
    const basketId = await newBasket();
    for (const entry of variants) await changeQuantity({ basketId, variantId: entry.variant.id, quantity: 1 });
    // Even lines are removed, odd lines go to 3: alternating changes, all at once.
    const answers = await Promise.all(
      variants.map((entry, index) => changeQuantity({ basketId, variantId: entry.variant.id, quantity: index % 2 === 0 ? 0 : 3 })),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const basket = (await getBasket(basketId)).body;
    expect(basket.items.map((item) => [item.variantId, item.quantity])).toEqual(
      variants.filter((_, index) => index % 2 === 1).map((entry) => [entry.variant.id, 3]),
    );
  });

  it('serialises 50 concurrent changes of one line: the last one processed wins and each answer is consistent', async () => {
    const [entry] = await pickVariants(1, plain, 3);
    const basketId = await newBasket();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => changeQuantity({ basketId, variantId: entry!.variant.id, quantity: (index % 3) + 1 })),
    );
    for (const answer of answers) expect(answer.body.items).toHaveLength(1);
    const latest = answers.reduce((newest, answer) => (answer.body.updatedAt > newest.body.updatedAt ? answer : newest));
    const basket = (await getBasket(basketId)).body;
    expect(basket.items).toHaveLength(1);
    expect(basket.items[0]!.quantity).toBe(latest.body.items[0]!.quantity);
  });
});
