'use client';

import dynamic from 'next/dynamic';

/*
 * The product page's client code (gallery, add to basket), loaded by product pages only (see basket-lazy.tsx).
 * Their styles are the page's own: the server's gallery and form (gallery-view.tsx, gift-card-amount.tsx)
 * import the same CSS modules, so they come with the page's style sheets, not as sheets of the lazy chunks.
 * Their first load is what keeps the server's gallery and form until their code, fetched after the page has
 * loaded, takes over (`gallery-slot.tsx`, `add-to-basket-slot.tsx`).
 */
export const ProductGallery = dynamic(() => import('./gallery-slot').then((module) => module.ProductGallery));
export const AddToBasket = dynamic(() => import('./add-to-basket-slot').then((module) => module.AddToBasket));
