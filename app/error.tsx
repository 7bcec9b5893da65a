'use client';

import { IntentLink } from '@/components/layout/prefetch-policy';
import { useEffect } from 'react';
import { useErrorTexts } from '@/components/layout/error-texts';
import { reloadOnChunkError } from '@/lib/browser/chunk-reload-guard';
import { fillTemplate } from '@/lib/template';
import { routeErrorOf } from '@/lib/route-error';

/**
 * A page fails (docs/shop.md, When something fails): the error screen with its status code and what went
 * wrong (known failures carry them in their digest, lib/route-error.ts), and a way back home.
 */
export default function ErrorScreen({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const texts = useErrorTexts();
  const { status, code } = routeErrorOf(error);
  useEffect(() => {
    // A chunk that failed to load on a route change gets one guarded reload (docs/shop.md, The shell); other errors stay.
    if (!reloadOnChunkError(error)) console.error(error);
  }, [error]);
  return (
    <section className="container status-page" role="alert">
      {/* The page's own metadata may be what failed: the error screen names the document itself (React puts it in the head). */}
      <title>{texts.errorHeadline}</title>
      <h1>{texts.errorHeadline}</h1>
      <p>{code === 'content_unavailable' ? texts.errorContentUnavailable : texts.errorText}</p>
      <p className="status-code" data-status={status}>
        {fillTemplate(texts.errorStatus, { status })}
      </p>
      <div className="status-actions">
        <button type="button" className="button button-secondary" onClick={reset}>
          {texts.tryAgain}
        </button>
        <IntentLink className="button" href="/">
          {texts.errorButtonText}
        </IntentLink>
      </div>
    </section>
  );
}
