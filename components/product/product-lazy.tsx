'use client';

import dynamic from 'next/dynamic';

/* The product page's client code (gallery, add to basket), loaded by product pages only (see basket-lazy.tsx). */
export const ProductGallery = dynamic(() => import('./product-gallery').then((module) => module.ProductGallery));
export const AddToBasket = dynamic(() => import('./add-to-basket').then((module) => module.AddToBasket));
