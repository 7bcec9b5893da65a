import { describe, expect, it } from 'vitest';
import { GIFT_CARD_MAX_LINE_AMOUNT, GIFT_CARD_MAX_QUANTITY } from '../../lib/commerce/gift-card';
import { changeQuantity, pickVariants } from '../integration/commerce-helpers';

/**
 * Issue 42, item 7: one gift card line reached 990,000 kr (99 cards of 10,000 kr). A line holds at most
 * 10 cards worth at most 20,000 kr together, the figures the storefront's basket also stops at.
 */

describe('gift card lines', () => {
  it('refuses a line beyond the cap, however it is reached', async () => {
    const [card] = await pickVariants(1, (variant) => variant.isGiftCard);
    const id = card!.variant.id;
    const tooMuch = await changeQuantity({ variantId: id, quantity: 99, unitPrice: 10_000 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe(
      `Invalid quantity: a gift card line holds at most ${GIFT_CARD_MAX_QUANTITY} cards, worth at most ${GIFT_CARD_MAX_LINE_AMOUNT} SEK together`,
    );
    expect((await changeQuantity({ variantId: id, quantity: GIFT_CARD_MAX_QUANTITY + 1, unitPrice: 100 })).status).toBe(400);
    expect((await changeQuantity({ variantId: id, quantity: 3, unitPrice: 10_000 })).status).toBe(400);

    const atCap = await changeQuantity({
      variantId: id,
      quantity: GIFT_CARD_MAX_QUANTITY,
      unitPrice: GIFT_CARD_MAX_LINE_AMOUNT / GIFT_CARD_MAX_QUANTITY,
    });
    expect(atCap.status).toBe(200);
    expect(atCap.body.total).toBe(GIFT_CARD_MAX_LINE_AMOUNT);
    const basketId = atCap.body.basketId;
    // Raising the amount of the cards already in the basket is the same line: refused too, nothing changed.
    const raised = await changeQuantity({ basketId, variantId: id, quantity: GIFT_CARD_MAX_QUANTITY, unitPrice: 10_000 });
    expect(raised.status).toBe(400);
    expect((await changeQuantity({ basketId, variantId: id, quantity: 2, unitPrice: 10_000 })).body.total).toBe(GIFT_CARD_MAX_LINE_AMOUNT);
  });
});
