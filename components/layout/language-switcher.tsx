'use client';

import { useDropdownStore } from '@/stores/dropdown-store';
import type { Storefront } from '@/lib/storefronts';
import { CheckIcon } from './header-icons';
import { LANGUAGE_PANEL_ID } from './header-ids';
import styles from './language-switcher.module.css';

/** A storefront as the browser gets it: its dictionary key resolved to the language's name on the server. */
export interface StorefrontEntry extends Omit<Storefront, 'labelKey'> {
  /** The language's name, from the dictionary. */
  label: string;
}

/**
 * The language switcher's list (docs/shop.md, The shell), drawn in its open panel (`LanguageSlot` in header-slots.tsx): the
 * retailer's ten storefronts, each a plain link to that country's own site (another origin, so not a
 * client-side route). The current one, Swedish, is marked with `aria-current="page"` and a check.
 */
export function LanguageList({ storefronts, label }: { storefronts: StorefrontEntry[]; label: string }) {
  const closeAll = useDropdownStore((state) => state.closeAll);
  const headingId = `${LANGUAGE_PANEL_ID}-heading`;
  return (
    <nav className={styles.inner} aria-labelledby={headingId}>
      <p id={headingId} className={styles.heading}>
        {label}
      </p>
      <ul className={styles.list} role="list">
        {storefronts.map((storefront) => (
          <li key={storefront.locale}>
            <a
              className={styles.link}
              href={storefront.url}
              hrefLang={storefront.hrefLang}
              aria-current={storefront.current ? 'page' : undefined}
              data-locale={storefront.locale}
              onClick={() => closeAll()}
            >
              <span className={styles.code} aria-hidden="true">
                {storefront.code}
              </span>
              <span className={styles.name}>{storefront.label}</span>
              {storefront.current && (
                <span className={styles.check}>
                  <CheckIcon />
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
