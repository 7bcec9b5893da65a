import Link from 'next/link';
import type { Dictionary } from '@/lib/content/dictionary-defaults';
import { translate } from '@/lib/content/dictionary';
import { GlansLogo } from './glans-logo';
import styles from './site-header.module.css';

export interface HeaderLink {
  label: string;
  href: string;
}

interface SiteHeaderProps {
  dictionary: Dictionary;
  navigation: HeaderLink[];
  basketHref: string;
}

/** The site header: skip link, wordmark, main navigation and the basket link. */
export function SiteHeader({ dictionary, navigation, basketHref }: SiteHeaderProps) {
  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main">
        {translate(dictionary, 'skipToContent')}
      </a>
      <div className={`container ${styles.bar}`}>
        <nav className={styles.nav} aria-label={translate(dictionary, 'products')}>
          {navigation.map((item) => (
            <Link key={item.href} href={item.href}>
              {item.label}
            </Link>
          ))}
        </nav>
        <Link href="/" className={styles.logo} aria-label={`${translate(dictionary, 'siteName')} – ${translate(dictionary, 'home')}`}>
          <GlansLogo />
        </Link>
        <div className={styles.tools}>
          <Link href={basketHref} className={styles.tool} aria-label={translate(dictionary, 'basketCount', { count: 0 })}>
            <BagIcon />
            <span className={styles.toolLabel}>{translate(dictionary, 'basket')}</span>
            <span className={styles.count} aria-hidden="true">
              0
            </span>
          </Link>
        </div>
      </div>
    </header>
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
