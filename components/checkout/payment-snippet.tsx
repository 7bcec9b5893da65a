'use client';

import { useEffect, useRef } from 'react';

/** Checkouts whose snippet scripts have run on this page: each runs once, however often it is mounted. */
const executed = new Set<string>();

/**
 * Mounts the commerce API's payment snippet (HTML with an iframe and a script). Scripts inserted as HTML do
 * not run, so each script element is re-created; the scripts of one checkout run exactly once per page,
 * across re-renders, remounts and React's development double-mount. (The snippet's script looks its
 * iframe up when a message arrives, so a remounted iframe is still served by the first run.)
 */
export function PaymentSnippet({ html, checkoutId, className }: { html: string; checkoutId: string; className?: string }) {
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    element.innerHTML = html;
    const run = !executed.has(checkoutId);
    executed.add(checkoutId);
    for (const original of Array.from(element.querySelectorAll('script'))) {
      if (!run) {
        original.remove();
        continue;
      }
      const script = document.createElement('script');
      for (const attribute of Array.from(original.attributes)) script.setAttribute(attribute.name, attribute.value);
      script.text = original.text;
      original.replaceWith(script);
    }
    return () => {
      element.innerHTML = '';
    };
  }, [html, checkoutId]);

  return <div ref={host} className={className} data-payment-snippet={checkoutId} />;
}

/** For tests: forget which snippets have run. */
export function resetPaymentSnippets(): void {
  executed.clear();
}
