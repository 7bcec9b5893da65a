import styles from './preview-bar.module.css';

/**
 * The draft-mode bar as the server draws it (`preview-bar.tsx` has the rest): the label, an empty live
 * status and the exit link. The server's layout does not know the page's path, so the link leaves it out and
 * the exit route goes back to the page it was followed from (app/api/draft/disable/route.ts). The browser's
 * bar (the same frame with the live status and the page's path) takes its place once its code has arrived.
 */
interface PreviewBarFrameProps {
  label: string;
  exitLabel: string;
  /** The live preview's state and what it says (`preview-bar.tsx`); off and silent as the server draws it. */
  liveState?: string;
  liveText?: string;
  /** Where the exit link goes; without the page's path, the exit route goes back to the referring page. */
  exitHref?: string;
}

export function PreviewBarFrame({ label, exitLabel, liveState = 'off', liveText, exitHref = '/api/draft/disable/' }: PreviewBarFrameProps) {
  return (
    <section className={styles.bar} aria-label={label} data-testid="preview-bar">
      <p className={styles.text}>
        <span className={styles.dot} aria-hidden="true" />
        {label}
      </p>
      <p className={styles.live} role="status" data-live-state={liveState}>
        {liveText}
      </p>
      {/* A plain link: a prefetch of the exit route would end draft mode on its own. */}
      <a className={styles.exit} href={exitHref}>
        {exitLabel}
      </a>
    </section>
  );
}
