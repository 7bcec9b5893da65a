'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import { dictionaryDefaults } from '@/lib/content/dictionary-defaults';
import styles from '@/components/screens/status-page.module.css';

/** A page fails (spec 8): the error screen with a way back home. */
export default function ErrorScreen({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section className={`container ${styles.page}`} role="alert">
      <h1>{dictionaryDefaults.errorHeadline}</h1>
      <p>{dictionaryDefaults.errorText}</p>
      <button type="button" className="button button-secondary" onClick={reset}>
        {dictionaryDefaults.tryAgain}
      </button>{' '}
      <Link className="button" href="/">
        {dictionaryDefaults.errorButtonText}
      </Link>
    </section>
  );
}
