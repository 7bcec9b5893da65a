'use client';

import dynamic from 'next/dynamic';

/**
 * The listing, loaded as a chunk of its own: the catch-all route serves every screen, and only pages that
 * show a listing should load InstantSearch. Rendered on the server as usual (the hits are in the HTML); the
 * browser fetches the chunk for the pages that contain it.
 */
export const LazyProductListing = dynamic(() => import('./product-listing').then((module) => module.ProductListing));
