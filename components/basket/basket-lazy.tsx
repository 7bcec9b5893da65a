'use client';

import dynamic from 'next/dynamic';

/*
 * The basket screen's and the gift-wrapping screen's client code, loaded by the pages that show them.
 * Imported straight from a server component, a client component joins the scripts of every page the
 * catch-all route renders; through `next/dynamic` it gets a chunk of its own. It is still rendered on the
 * server, and the page that uses it preloads its chunk (and style sheet) from its HTML. Only the screens'
 * modules import the `…-lazy.tsx` modules, never the root layout's graph (components/basket/basket-slots.ts
 * says why).
 */
export const BasketView = dynamic(() => import('./basket-view').then((module) => module.BasketView));
export const GiftWrappingChooser = dynamic(() => import('./gift-wrapping-chooser').then((module) => module.GiftWrappingChooser));
