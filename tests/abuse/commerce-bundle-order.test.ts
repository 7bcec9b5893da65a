import { describe, expect, it } from 'vitest';
import type { Checkout, Order } from '../../lib/commerce/types';
import { api, changeQuantity, payJson, pickBundle, pickVariants, plain, testCatalogue } from '../integration/commerce-helpers';

/**
 * Issue 42, item 1: a line's `bundleProducts` carried any variants as free slots (a 0-kr gift wrapping holding
 * a necklace and a ring was paid as a 49-kr order). Only the slots the catalogue defines for the product may
 * be filled, each with a variant the slot offers, and a filled slot costs its variant's price.
 */

describe('bundle slots', () => {
  it('refuses jewellery carried in a gift wrapping, and pays nothing for it', async () => {
    const catalogue = await testCatalogue();
    const wrapping = catalogue.families
      .flatMap((family) => family.variants)
      .find((variant) => variant.isGiftWrapping && variant.pricing[0]!.price === 0)!;
    const [necklace, ring] = await pickVariants(2, (variant, credit) => plain(variant, credit) && variant.pricing[0]!.price > 1_000, 1);
    const answer = await changeQuantity({
      variantId: wrapping.id,
      quantity: 1,
      bundleProducts: { a: necklace!.variant.id, b: ring!.variant.id },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^Invalid bundleProducts\.a: .*is not sold as a bundle/);
    // The storefront's own gift wrapping (a line of its own, no slots) still goes in.
    const plainWrapping = await changeQuantity({ variantId: wrapping.id, quantity: 1, bundleProducts: {} });
    expect(plainWrapping.status).toBe(200);
    expect(plainWrapping.body.items).toMatchObject([{ variantId: wrapping.id, lineTotal: 0, bundleProducts: {} }]);
  });

  it('refuses a slot the product does not define, and a variant its slot does not offer', async () => {
    const { main, slot, options } = await pickBundle(1, 2);
    const [ring] = await pickVariants(
      1,
      (variant, credit) => plain(variant, credit) && !options.some((option) => option.variant.id === variant.id),
      1,
    );
    const undefinedSlot = await changeQuantity({
      variantId: main.variant.id,
      quantity: 1,
      bundleProducts: { stone: options[0]!.variant.id },
    });
    expect(undefinedSlot.status).toBe(400);
    expect(undefinedSlot.body.message).toContain(`has no bundle slot stone (slots: ${slot})`);
    const notOffered = await changeQuantity({ variantId: main.variant.id, quantity: 1, bundleProducts: { [slot]: ring!.variant.id } });
    expect(notOffered.status).toBe(400);
    expect(notOffered.body.message).toContain(`cannot fill slot ${slot}`);
    const extraSlot = await changeQuantity({
      variantId: main.variant.id,
      quantity: 1,
      bundleProducts: { [slot]: options[0]!.variant.id, extra: ring!.variant.id },
    });
    expect(extraSlot.status).toBe(400);
  });

  it('charges a bundle what its product and its slot cost, through to the order', async () => {
    const { main, slot, options } = await pickBundle(1, 3);
    const chain = options[0]!;
    const added = await changeQuantity({ variantId: main.variant.id, quantity: 1, bundleProducts: { [slot]: chain.variant.id } });
    expect(added.status).toBe(200);
    expect(added.body.total).toBe(main.priceDiscounted + chain.priceDiscounted);
    const checkout = (await api<Checkout>(`/Checkout/${added.body.basketId}`)).body;
    const paid = await payJson<{ order: Order }>(checkout.checkoutId);
    expect(paid.status).toBe(201);
    expect(paid.body.order.total).toBe(main.priceDiscounted + chain.priceDiscounted + checkout.shipping);
    expect(paid.body.order.orderLines.map((line) => [line.sku, line.lineTotal, line.bundleOf])).toEqual([
      [main.variant.sku, main.priceDiscounted, null],
      [chain.variant.sku, chain.priceDiscounted, main.variant.sku],
    ]);
  });
});
