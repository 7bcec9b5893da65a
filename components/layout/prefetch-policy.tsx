'use client';

import { useRouter } from 'next/navigation';
import type { ComponentProps, MouseEvent } from 'react';
import { shouldPrefetch } from '@/lib/connection';
import { isClientNavigationClick, isOtherPage } from '@/lib/browser/navigation-intent';

export type IntentLinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string };

/**
 * The app's link (shell and content): an anchor whose plain click on a page of the app is a client navigation
 * through Next's router (`router.push`: the transition and scroll handling `next/link` would start), and whose
 * page is prefetched when the shopper shows intent (the pointer over it, a touch on it, focus on it), not when
 * it comes into view. Next would prefetch every link in view after a page has loaded; on a short page that is
 * the whole footer, a request per link whose answer the main thread then decodes while the page is still
 * settling, for links few shoppers follow. On 2g and data-saver connections nothing is prefetched.
 * A modified click, another tab, a download, a fragment of the page on screen, a file or an API route stays
 * the browser's (`isClientNavigationClick`). It is not `next/link`: with Next's prefetching off, what the
 * app used of it is the router's navigation, and its module graph cost every page more than the header's own
 * code (docs/performance.md). Product cards are plain anchors (see product-card.tsx): a card is a page load.
 */
export function IntentLink({ href, onClick, onMouseEnter, onTouchStart, onFocus, ...props }: IntentLinkProps) {
  const router = useRouter();
  // Another page of the app only: not the page on screen, a file or an API route.
  const prefetch = (anchor: HTMLAnchorElement) => {
    if (shouldPrefetch() && isOtherPage(anchor.href, window.location.href)) router.prefetch(inApp(anchor));
  };
  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isClientNavigationClick(event, event.currentTarget, window.location)) return;
    event.preventDefault();
    router.push(inApp(event.currentTarget));
  };
  return (
    <a
      {...props}
      href={href}
      onClick={navigate}
      onMouseEnter={(event) => {
        prefetch(event.currentTarget);
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        prefetch(event.currentTarget);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        prefetch(event.currentTarget);
        onFocus?.(event);
      }}
    />
  );
}

/** The link's address as the browser resolved it (a content link may be relative), within this origin. */
function inApp(anchor: HTMLAnchorElement): string {
  const url = new URL(anchor.href);
  return `${url.pathname}${url.search}${url.hash}`;
}
