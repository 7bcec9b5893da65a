'use client';

import dynamic from 'next/dynamic';

/* The listing's client code, loaded by listing pages only (see components/basket/basket-lazy.tsx). */
export const ListingRoot = dynamic(() => import('./listing-root').then((module) => module.ListingRoot));
