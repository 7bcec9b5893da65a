'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';
import { shouldPrefetch } from '@/lib/connection';

/**
 * `next/link` for every link of the app (shell and content): its page is prefetched when the shopper shows
 * intent (the pointer over the link, a touch on it, focus on it), not when the link comes into view. Next
 * would prefetch every link in view after a page has loaded; on a short page that is the whole footer, a
 * request per link whose answer the main thread then decodes while the page is still settling, for links few
 * shoppers follow. On 2g and data-saver connections nothing is prefetched (spec 2.4). Product cards are
 * plain anchors (see product-card.tsx) and never prefetch.
 */
export function IntentLink({ onMouseEnter, onTouchStart, onFocus, ...props }: Omit<ComponentProps<typeof Link>, 'prefetch'>) {
  const router = useRouter();
  const prefetch = () => {
    if (typeof props.href === 'string' && shouldPrefetch()) router.prefetch(props.href);
  };
  return (
    <Link
      {...props}
      prefetch={false}
      onMouseEnter={(event) => {
        prefetch();
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        prefetch();
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        prefetch();
        onFocus?.(event);
      }}
    />
  );
}
