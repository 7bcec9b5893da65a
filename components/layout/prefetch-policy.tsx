'use client';

import Link from 'next/link';
import { useSyncExternalStore, type ComponentProps } from 'react';
import { shouldPrefetch, subscribeToConnection } from '@/lib/connection';

/**
 * Prefetching is skipped on 2g and data-saver connections (spec 2.4). `useLinkPrefetch()` gives the value
 * for `next/link`'s `prefetch` prop: `false` on such a connection, otherwise `undefined` (Next's default).
 * The server and the first render assume a normal connection; the prop only steers prefetching, which
 * happens in the browser, so nothing in the HTML differs.
 */
export function useLinkPrefetch(): false | undefined {
  const allowed = useSyncExternalStore(subscribeToConnection, () => shouldPrefetch(), () => true);
  return allowed ? undefined : false;
}

/** `next/link` that honours the prefetch policy: the link for client components that render many links. */
export function AdaptiveLink(props: ComponentProps<typeof Link>) {
  const prefetch = useLinkPrefetch();
  return <Link {...props} prefetch={props.prefetch ?? prefetch} />;
}
