'use client';

import { useEffect } from 'react';
import { SITE_LANGUAGE } from '@/lib/constants';
import { errorTextDefaults } from '@/lib/content/error-text-defaults';
import { reloadOnChunkError } from '@/lib/browser/chunk-reload-guard';

/**
 * The error page itself failed (docs/shop.md, When something fails): a bare page with the message and a link home. It replaces the
 * root layout, so it carries its own document, no app styles and nothing fetched. A chunk-load failure
 * that got this far still gets its one guarded reload (docs/shop.md, The shell).
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(error);
    reloadOnChunkError(error);
  }, [error]);
  return (
    <html lang={SITE_LANGUAGE}>
      <body style={{ margin: 0, minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#fbf8f3', color: '#1c1916', fontFamily: 'system-ui, sans-serif' }}>
        <main style={{ maxWidth: '32rem', padding: '3rem 1.5rem', textAlign: 'center' }}>
          <h1 style={{ fontFamily: 'Georgia, serif', fontWeight: 400, fontSize: '1.75rem', lineHeight: 1.25, margin: '0 0 1.5rem' }}>{errorTextDefaults.errorPageFailed}</h1>
          {/* A plain anchor: the app's router may be what failed. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/" style={{ display: 'inline-block', padding: '0.75rem 1.5rem', borderRadius: '999px', background: '#1c1916', color: '#fbf8f3', textDecoration: 'none', fontWeight: 600 }}>
            {errorTextDefaults.errorButtonText}
          </a>
        </main>
      </body>
    </html>
  );
}
