import { describe, expect, it } from 'vitest';
import { AD_TRACKING_PRICE_FACTOR, AD_TRACKING_VIEWED_PRODUCT_VALUE } from '@/lib/constants';
import { advertisingAdapter, analyticsAdapter, ecommerceAdapter } from '@/lib/tracking/tracking-adapters';
import type { TrackedOrder, TrackedProduct, TrackingEvent } from '@/lib/tracking/tracking-events';

const ring: TrackedProduct = { variantId: '101', sku: 'GL-RING-17', name: 'Ring Sol', brand: 'Glans', price: 1295, quantity: 2, variant: '17 mm' };
const chain: TrackedProduct = { variantId: '202', sku: 'GL-CHAIN-45', name: 'Kedja Måne', brand: 'Lumen', price: 499.5, quantity: 1, variant: null };
const order: TrackedOrder = {
  orderId: '6f1c1d1e-0000-4000-8000-000000000001',
  orderAmountExTax: 247_200,
  purchaseCurrency: 'SEK',
  orderLines: [
    { sku: 'GL-RING-17', quantity: 2, name: 'Ring Sol', unitPrice: 1295 },
    { sku: 'GL-GIFT-WRAP-2', quantity: 1 },
  ],
};

describe('advertising payloads', () => {
  it('the tracking constants: price factor 0.8, fixed 80 for a viewed product', () => {
    expect(AD_TRACKING_PRICE_FACTOR).toBe(0.8);
    expect(AD_TRACKING_VIEWED_PRODUCT_VALUE).toBe(80);
  });

  it('view content: the fixed value 80, whatever the price', () => {
    expect(advertisingAdapter({ type: 'view_content', product: ring })).toEqual({
      channel: 'advertising',
      event: 'ViewContent',
      data: { currency: 'SEK', content_type: 'product', value: 80, content_ids: ['GL-RING-17'], content_name: 'Ring Sol' },
    });
  });

  it('add to cart: price × quantity × 0.8, item prices × 0.8', () => {
    expect(advertisingAdapter({ type: 'add_to_cart', product: ring })).toEqual({
      channel: 'advertising',
      event: 'AddToCart',
      data: { currency: 'SEK', content_type: 'product', value: 2072, content_ids: ['GL-RING-17'], contents: [{ id: 'GL-RING-17', quantity: 2, item_price: 1036 }] },
    });
  });

  it('initiate checkout and add payment info: the value × 0.8 and the number of items', () => {
    const event: TrackingEvent = { type: 'initiate_checkout', checkoutId: 'c1', value: 3089.5, items: [ring, chain] };
    expect(advertisingAdapter(event)?.data).toMatchObject({ value: 2471.6, num_items: 3, content_ids: ['GL-RING-17', 'GL-CHAIN-45'], contents: [{ item_price: 1036 }, { item_price: 399.6 }] });
    expect(advertisingAdapter({ ...event, type: 'add_payment_info' })).toMatchObject({ event: 'AddPaymentInfo', data: { value: 2471.6 } });
  });

  it('purchase: the order amount without VAT (öre to SEK), not reduced again', () => {
    expect(advertisingAdapter({ type: 'purchase', order })).toEqual({
      channel: 'advertising',
      event: 'Purchase',
      data: {
        currency: 'SEK',
        content_type: 'product',
        value: 2472,
        order_id: order.orderId,
        content_ids: ['GL-RING-17', 'GL-GIFT-WRAP-2'],
        contents: [
          { id: 'GL-RING-17', quantity: 2 },
          { id: 'GL-GIFT-WRAP-2', quantity: 1 },
        ],
        num_items: 3,
      },
    });
  });
});

describe('analytics payloads (GA4 ecommerce)', () => {
  it('view item and add to cart carry full prices and the items', () => {
    expect(analyticsAdapter({ type: 'view_content', product: ring })).toEqual({
      channel: 'analytics',
      event: 'view_item',
      data: { currency: 'SEK', value: 1295, items: [{ item_id: 'GL-RING-17', item_name: 'Ring Sol', item_brand: 'Glans', item_variant: '17 mm', price: 1295, quantity: 1 }] },
    });
    expect(analyticsAdapter({ type: 'add_to_cart', product: chain })).toEqual({
      channel: 'analytics',
      event: 'add_to_cart',
      data: { currency: 'SEK', value: 499.5, items: [{ item_id: 'GL-CHAIN-45', item_name: 'Kedja Måne', item_brand: 'Lumen', price: 499.5, quantity: 1 }] },
    });
  });

  it('begin checkout, add payment info and purchase', () => {
    expect(analyticsAdapter({ type: 'initiate_checkout', checkoutId: 'c1', value: 3089.5, items: [ring] })).toMatchObject({ event: 'begin_checkout', data: { value: 3089.5 } });
    expect(analyticsAdapter({ type: 'add_payment_info', checkoutId: 'c1', value: 3089.5, items: [ring] })).toMatchObject({ event: 'add_payment_info' });
    expect(analyticsAdapter({ type: 'purchase', order })).toEqual({
      channel: 'analytics',
      event: 'purchase',
      data: {
        transaction_id: order.orderId,
        currency: 'SEK',
        value: 2472,
        items: [
          { item_id: 'GL-RING-17', item_name: 'Ring Sol', price: 1295, quantity: 2 },
          { item_id: 'GL-GIFT-WRAP-2', quantity: 1 },
        ],
      },
    });
  });
});

describe('ecommerce payloads', () => {
  it('purchase: the order guid, orderAmountExTax in öre, the currency and the lines (sku, quantity)', () => {
    expect(ecommerceAdapter({ type: 'purchase', order })).toEqual({
      channel: 'ecommerce',
      event: 'purchase',
      data: {
        orderGuid: order.orderId,
        orderAmountExTax: 247_200,
        purchaseCurrency: 'SEK',
        orderLines: [
          { sku: 'GL-RING-17', quantity: 2 },
          { sku: 'GL-GIFT-WRAP-2', quantity: 1 },
        ],
      },
    });
  });

  it('the shopping events name the variant and quantity', () => {
    expect(ecommerceAdapter({ type: 'view_content', product: ring })).toEqual({ channel: 'ecommerce', event: 'viewContent', data: { variantId: '101', sku: 'GL-RING-17' } });
    expect(ecommerceAdapter({ type: 'add_to_cart', product: ring })).toEqual({
      channel: 'ecommerce',
      event: 'addToCart',
      data: { variantId: '101', sku: 'GL-RING-17', quantity: 2, price: 1295, currency: 'SEK' },
    });
    expect(ecommerceAdapter({ type: 'initiate_checkout', checkoutId: 'c1', value: 1000, items: [ring] })).toEqual({
      channel: 'ecommerce',
      event: 'initiateCheckout',
      data: { checkoutId: 'c1', value: 1000, currency: 'SEK', lines: [{ sku: 'GL-RING-17', quantity: 2 }] },
    });
  });
});
