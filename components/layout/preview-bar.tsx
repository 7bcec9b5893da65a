'use client';

import { usePathname } from 'next/navigation';
import styles from './preview-bar.module.css';

/**
 * The draft-mode bar (editors only): says that this is a preview with drafts, and links out of draft
 * mode back to the same page as the public sees it. A plain link, not a prefetching `<Link>`: a prefetch
 * of the exit route would end draft mode on its own.
 */
export function PreviewBar({ label, exitLabel }: { label: string; exitLabel: string }) {
  const pathname = usePathname() || '/';
  const exitHref = `/api/draft/disable/?path=${encodeURIComponent(pathname)}`;
  return (
    <section className={styles.bar} aria-label={label} data-testid="preview-bar">
      <p className={styles.text} role="status">
        <span className={styles.dot} aria-hidden="true" />
        {label}
      </p>
      <a className={styles.exit} href={exitHref}>
        {exitLabel}
      </a>
    </section>
  );
}
