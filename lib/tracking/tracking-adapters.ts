import { AD_TRACKING_PRICE_FACTOR, AD_TRACKING_VIEWED_PRODUCT_VALUE, CURRENCY } from '@/lib/constants';
import { productsValue, roundMoney, type TrackedOrder, type TrackedProduct, type TrackingAdapter, type TrackingEvent } from './tracking-events';

/**
 * One adapter per kind of service: advertising (pixel-style), analytics (GA4-style ecommerce)
 * and ecommerce (the commerce platform's own order events). Pure functions of the event.
 *
 * Advertising values apply the price factor 0.8 to prices (prices without the 25 % VAT) and a
 * fixed value of 80 for a viewed product. A purchase is valued by the order's `orderAmountExTax`, which
 * is already without VAT, so the factor is not applied twice.
 */

const adValue = (amount: number): number => roundMoney(amount * AD_TRACKING_PRICE_FACTOR);
const orderValue = (order: TrackedOrder): number => roundMoney(order.orderAmountExTax / 100);

function adContents(products: readonly TrackedProduct[]) {
  return products.map((product) => ({ id: product.sku, quantity: product.quantity, item_price: adValue(product.price) }));
}

const AD_EVENT_NAMES: Record<TrackingEvent['type'], string> = {
  view_content: 'ViewContent',
  add_to_cart: 'AddToCart',
  initiate_checkout: 'InitiateCheckout',
  add_payment_info: 'AddPaymentInfo',
  purchase: 'Purchase',
};

export const advertisingAdapter: TrackingAdapter = (event) => {
  const name = AD_EVENT_NAMES[event.type];
  const base = { currency: CURRENCY, content_type: 'product' };
  switch (event.type) {
    case 'view_content':
      return {
        channel: 'advertising',
        event: name,
        data: { ...base, value: AD_TRACKING_VIEWED_PRODUCT_VALUE, content_ids: [event.product.sku], content_name: event.product.name },
      };
    case 'add_to_cart':
      return {
        channel: 'advertising',
        event: name,
        data: { ...base, value: adValue(productsValue([event.product])), content_ids: [event.product.sku], contents: adContents([event.product]) },
      };
    case 'initiate_checkout':
    case 'add_payment_info':
      return {
        channel: 'advertising',
        event: name,
        data: {
          ...base,
          value: adValue(event.value),
          content_ids: event.items.map((item) => item.sku),
          contents: adContents(event.items),
          num_items: event.items.reduce((sum, item) => sum + item.quantity, 0),
        },
      };
    case 'purchase':
      return {
        channel: 'advertising',
        event: name,
        data: {
          ...base,
          currency: event.order.purchaseCurrency,
          value: orderValue(event.order),
          order_id: event.order.orderId,
          content_ids: event.order.orderLines.map((line) => line.sku),
          contents: event.order.orderLines.map((line) => ({ id: line.sku, quantity: line.quantity })),
          num_items: event.order.orderLines.reduce((sum, line) => sum + line.quantity, 0),
        },
      };
  }
};

function analyticsItem(product: TrackedProduct) {
  return {
    item_id: product.sku,
    item_name: product.name,
    item_brand: product.brand,
    ...(product.variant ? { item_variant: product.variant } : {}),
    price: product.price,
    quantity: product.quantity,
  };
}

export const analyticsAdapter: TrackingAdapter = (event) => {
  switch (event.type) {
    case 'view_content':
      return {
        channel: 'analytics',
        event: 'view_item',
        data: { currency: CURRENCY, value: roundMoney(event.product.price), items: [analyticsItem({ ...event.product, quantity: 1 })] },
      };
    case 'add_to_cart':
      return { channel: 'analytics', event: 'add_to_cart', data: { currency: CURRENCY, value: productsValue([event.product]), items: [analyticsItem(event.product)] } };
    case 'initiate_checkout':
      return { channel: 'analytics', event: 'begin_checkout', data: { currency: CURRENCY, value: roundMoney(event.value), items: event.items.map(analyticsItem) } };
    case 'add_payment_info':
      return { channel: 'analytics', event: 'add_payment_info', data: { currency: CURRENCY, value: roundMoney(event.value), items: event.items.map(analyticsItem) } };
    case 'purchase':
      return {
        channel: 'analytics',
        event: 'purchase',
        data: {
          transaction_id: event.order.orderId,
          currency: event.order.purchaseCurrency,
          value: orderValue(event.order),
          items: event.order.orderLines.map((line) => ({
            item_id: line.sku,
            ...(line.name ? { item_name: line.name } : {}),
            ...(line.unitPrice !== undefined ? { price: line.unitPrice } : {}),
            quantity: line.quantity,
          })),
        },
      };
  }
};

export const ecommerceAdapter: TrackingAdapter = (event) => {
  switch (event.type) {
    case 'view_content':
      return { channel: 'ecommerce', event: 'viewContent', data: { variantId: event.product.variantId, sku: event.product.sku } };
    case 'add_to_cart':
      return {
        channel: 'ecommerce',
        event: 'addToCart',
        data: { variantId: event.product.variantId, sku: event.product.sku, quantity: event.product.quantity, price: event.product.price, currency: CURRENCY },
      };
    case 'initiate_checkout':
    case 'add_payment_info':
      return {
        channel: 'ecommerce',
        event: event.type === 'initiate_checkout' ? 'initiateCheckout' : 'addPaymentInfo',
        data: { checkoutId: event.checkoutId, value: roundMoney(event.value), currency: CURRENCY, lines: event.items.map((item) => ({ sku: item.sku, quantity: item.quantity })) },
      };
    case 'purchase':
      return {
        channel: 'ecommerce',
        event: 'purchase',
        data: {
          orderGuid: event.order.orderId,
          orderAmountExTax: event.order.orderAmountExTax,
          purchaseCurrency: event.order.purchaseCurrency,
          orderLines: event.order.orderLines.map((line) => ({ sku: line.sku, quantity: line.quantity })),
        },
      };
  }
};

export const ALL_ADAPTERS: readonly TrackingAdapter[] = [advertisingAdapter, analyticsAdapter, ecommerceAdapter];
