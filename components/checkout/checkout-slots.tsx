import type { Dictionary } from '@/lib/content/dictionary-defaults';
import { BasketProvider } from '@/components/basket/basket-hub';
import { basketProviderProps } from '@/components/basket/basket-slots';
import { pickBasketTexts } from '@/components/basket/basket-texts';
import { CheckoutView, OrderConfirmation } from './checkout-lazy';
import type { OrderPageTexts } from './order-confirmation';
import type { ReactNode } from 'react';

/** Fills the checkout screen's slot: the summary and the payment step for the stored basket. */
export async function CheckoutSlot({ dictionary, basketHref, continueHref = '/' }: { dictionary: Dictionary; basketHref: string; continueHref?: string }) {
  return (
    <BasketProvider {...await basketProviderProps()}>
      <CheckoutView texts={pickBasketTexts(dictionary)} basketHref={basketHref} continueHref={continueHref} />
    </BasketProvider>
  );
}

/** Fills the order-complete screen's slot: the order named by `?orderId=`, with the page's heading and content. */
export async function OrderSlot({ dictionary, page, children }: { dictionary: Dictionary; page: OrderPageTexts; children?: ReactNode }) {
  return (
    <BasketProvider {...await basketProviderProps()}>
      <OrderConfirmation texts={pickBasketTexts(dictionary)} page={page}>
        {children}
      </OrderConfirmation>
    </BasketProvider>
  );
}
