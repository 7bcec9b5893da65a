'use client';

import dynamic from 'next/dynamic';

/* The checkout's and the order-complete screen's client code, loaded by their pages only (see basket-lazy.tsx). */
export const CheckoutView = dynamic(() => import('./checkout-view').then((module) => module.CheckoutView));
export const OrderConfirmation = dynamic(() => import('./order-confirmation').then((module) => module.OrderConfirmation));
