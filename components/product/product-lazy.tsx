'use client';

import dynamic from 'next/dynamic';
// The gallery holds the product page's largest image: its styles (and add to basket's) come with the page's
// own style sheets. Left to the lazy chunks they would be two more render-blocking sheets, which delay the
// page's first paint.
import './product-gallery.module.css';
import './add-to-basket.module.css';

/*
 * The product page's client code (gallery, add to basket), loaded by product pages only (see basket-lazy.tsx).
 * Their first load is what keeps the server's gallery and form until their code, fetched after the page has
 * loaded, takes over (`gallery-slot.tsx`, `add-to-basket-slot.tsx`).
 */
export const ProductGallery = dynamic(() => import('./gallery-slot').then((module) => module.ProductGallery));
export const AddToBasket = dynamic(() => import('./add-to-basket-slot').then((module) => module.AddToBasket));
