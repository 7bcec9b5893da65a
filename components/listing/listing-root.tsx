'use client';

import { useEffect, useState, type ComponentType } from 'react';
import type { StaticListing as StaticListingData } from '@/lib/search/static-listing';
import type { ProductListingProps } from './product-listing';
import { StaticListing } from './static-listing';

/**
 * A page's listing: the prerendered first page at once (server HTML, no search code), then, right after
 * the page has loaded, the live InstantSearch listing in its place. InstantSearch is a chunk of its own
 * that only listing pages fetch, after their first paint.
 */
export function ListingRoot({ staticData, ...props }: ProductListingProps & { staticData: StaticListingData | null }) {
  const [Live, setLive] = useState<ComponentType<ProductListingProps> | null>(null);
  useEffect(() => {
    let active = true;
    import('./product-listing')
      .then((module) => {
        if (active) setLive(() => module.ProductListing);
      })
      .catch(() => {
        // The prerendered page stays; a chunk that cannot load is handled by the shell's reload guard.
      });
    return () => {
      active = false;
    };
  }, []);
  return Live ? <Live {...props} /> : <StaticListing data={staticData} texts={props.texts} />;
}
