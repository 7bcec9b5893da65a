import styles from './glans-logo.module.css';

/**
 * The Glans wordmark: the name in the display face with a small faceted spark at its shoulder. The word is
 * text and the spark follows it in the line, so the spark sits against the word whatever the font's width
 * at a size (a drawing with both at fixed places left the spark adrift when the face set narrower).
 * Decorative; the link around it names it.
 */
export function GlansLogo({ className }: { className?: string }) {
  return (
    <span className={[styles.logo, className].filter(Boolean).join(' ')} aria-hidden="true">
      <span className={styles.word}>Glans</span>
      <svg className={styles.spark} viewBox="0 0 8 12" width="8" height="12" focusable="false">
        <path d="M4 0 l4 6 l-4 6 l-4 -6 z" fill="var(--color-accent)" />
        <path d="M4 0 l4 6 h-8 z" fill="#c9a86a" />
      </svg>
    </span>
  );
}
