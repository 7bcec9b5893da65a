'use client';

import { useDropdownStore, useIsOpen } from '@/stores/dropdown-store';
import type { Storefront } from '@/lib/storefronts';
import { CheckIcon, GlobeIcon } from './header-icons';
import controls from './header-controls.module.css';
import styles from './language-switcher.module.css';

export const LANGUAGE_PANEL_ID = 'language-switcher';

/** A storefront as the browser gets it: its dictionary key resolved to the language's name on the server. */
export interface StorefrontEntry extends Omit<Storefront, 'labelKey'> {
  /** The language's name, from the dictionary. */
  label: string;
}

interface LanguageSwitcherProps {
  storefronts: StorefrontEntry[];
  labels: { language: string; chooseCountry: string };
}

/**
 * The language switcher (spec 2.4): a disclosure listing the retailer's ten storefronts, each a plain link
 * to that country's own site (another origin, so not a client-side route). The current one, Swedish, is
 * marked with `aria-current="page"` and a check.
 */
export function LanguageSwitcher({ storefronts, labels }: LanguageSwitcherProps) {
  const open = useIsOpen({ kind: 'language' });
  const toggle = useDropdownStore((state) => state.toggle);
  const closeAll = useDropdownStore((state) => state.closeAll);
  const current = storefronts.find((storefront) => storefront.current);
  const headingId = `${LANGUAGE_PANEL_ID}-heading`;
  return (
    <div className={styles.root} data-dropdown-root="language">
      <button
        type="button"
        className={controls.tool}
        aria-expanded={open}
        aria-controls={LANGUAGE_PANEL_ID}
        onClick={(event) => toggle({ kind: 'language' }, event.currentTarget)}
      >
        <GlobeIcon />
        <span className={controls.toolLabel}>
          <span className="visually-hidden">{labels.language}: </span>
          {current?.label ?? labels.language}
        </span>
      </button>
      {/* The list is drawn when the panel opens: closed, it would be ten hidden links in every page's HTML
          (400 bytes of gzip, on the first round trip's budget) that no one can reach without a script. */}
      <div id={LANGUAGE_PANEL_ID} className={styles.panel} hidden={!open}>
        {open ? (
          <nav className={styles.inner} aria-labelledby={headingId}>
            <p id={headingId} className={styles.heading}>
              {labels.chooseCountry}
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
        ) : null}
      </div>
    </div>
  );
}
