'use client';

import { useState, useSyncExternalStore } from 'react';
import { fillTemplate } from '@/lib/template';
import { IntentLink } from '@/components/layout/prefetch-policy';
import { COUNT_NOT_READY, useBasketHub } from './basket-hub';
import styles from './basket-link.module.css';

export interface BasketLinkProps {
  /** The basket page. */
  href: string;
  /** The dictionary's `basket` text. */
  label: string;
  /** The dictionary's `basketCount` template, with `{count}` ("{count} varor"). */
  countLabel: string;
  /** The dictionary's `basketCountOne` template, for one item ("{count} vara"). */
  countLabelOne?: string;
}

const plural = new Intl.PluralRules('sv-SE');

/** "1 vara", "2 varor", "0 varor": the count in the dictionary's words, singular for one (Swedish plural rules). */
export function countPhrase(count: number, other: string, one: string = other): string {
  return fillTemplate(plural.select(count) === 'one' ? one : other, { count });
}

const NOT_READY = COUNT_NOT_READY;
const noSubscription = () => () => {};
const notReady = () => NOT_READY;

/** The live count (basket-hub.tsx), or NOT_READY until it is known (and outside a hub). */
function useLiveCount(): number {
  const hub = useBasketHub();
  return useSyncExternalStore(hub ? hub.subscribe : noSubscription, hub ? hub.count : notReady, notReady);
}

/**
 * The header's basket link: a bag icon, the label (visually hidden on narrow screens), and a badge with the
 * live count: the count the browser holds from the first render after hydration, the basket's own once its
 * store has read it (basket-hub.tsx). Its accessible name is its own text, the label and then the count in
 * words ("Varukorg 2 varor"), so it contains what is seen (WCAG 2.5.3; the badge's digit is the same count,
 * hidden from assistive technology); changes of the count after the first one drawn are announced politely
 * by a visually hidden live region. Works outside a basket hub too (no count).
 */
export function BasketLink({ href, label, countLabel, countLabelOne }: BasketLinkProps) {
  const count = useLiveCount();
  const ready = count !== NOT_READY;
  const [seen, setSeen] = useState<number>(NOT_READY);
  const [announcement, setAnnouncement] = useState('');

  // Announce a change of the count, not the first value read.
  if (ready && seen !== count) {
    if (seen !== NOT_READY) setAnnouncement(`${label}, ${countPhrase(count, countLabel, countLabelOne)}`);
    setSeen(count);
  }

  return (
    <>
      <IntentLink href={href} className={styles.link} data-basket-count={ready ? count : undefined}>
        <BagIcon />
        <span className={styles.label}>{label}</span>
        {ready ? <span className="visually-hidden"> {countPhrase(count, countLabel, countLabelOne)}</span> : null}
        <span className={ready ? styles.count : `${styles.count} ${styles.pending}`} aria-hidden="true">
          {ready ? count : ''}
        </span>
      </IntentLink>
      <span className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </span>
    </>
  );
}

function BagIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true" focusable="false">
      <path d="M5 8h14l-1.2 12.1a1 1 0 0 1-1 .9H7.2a1 1 0 0 1-1-.9L5 8Z" />
      <path d="M9 10V6a3 3 0 0 1 6 0v4" />
    </svg>
  );
}
