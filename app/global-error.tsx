'use client';

import { SITE_LANGUAGE } from '@/lib/constants';
import { dictionaryDefaults } from '@/lib/content/dictionary-defaults';

/** The error page itself failed (spec 8): a bare page with the message and a link home. */
export default function GlobalError() {
  return (
    <html lang={SITE_LANGUAGE}>
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '3rem 1.5rem', textAlign: 'center' }}>
        <h1>{dictionaryDefaults.errorPageFailed}</h1>
        {/* A plain anchor: the app's router may be what failed. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/">{dictionaryDefaults.errorButtonText}</a>
      </body>
    </html>
  );
}
