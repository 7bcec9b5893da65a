import styles from './preview-bar.module.css';

/**
 * The draft-mode bar as the server draws it (`preview-bar.tsx` has the rest): the label, an empty live
 * status and the exit link. The server's layout does not know the page's path, so the link leaves it out and
 * the exit route goes back to the page it was followed from (app/api/draft/disable/route.ts). The browser's
 * bar takes its place once its code has arrived.
 */
export function PreviewBarFrame({ label, exitLabel }: { label: string; exitLabel: string }) {
  return (
    <section className={styles.bar} aria-label={label} data-testid="preview-bar">
      <p className={styles.text}>
        <span className={styles.dot} aria-hidden="true" />
        {label}
      </p>
      <p className={styles.live} role="status" data-live-state="off" />
      {/* A plain link: a prefetch of the exit route would end draft mode on its own. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a className={styles.exit} href="/api/draft/disable/">
        {exitLabel}
      </a>
    </section>
  );
}
