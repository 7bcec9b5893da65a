import type { ReactNode } from 'react';
import styles from './slot-region.module.css';

interface SlotRegionProps {
  /** What fills it (`basket`, `checkout`, `listing`, `add-to-basket` …): a hook for tests and styles. */
  name: string;
  /** The region's accessible name; omit for a slot that is not a landmark of its own. */
  label?: string;
  /**
   * Give the region a heading (for screen readers only) named by `label`, so the headings inside the slot
   * (product cards' h3) stay in order under the page's h1.
   */
  hiddenHeading?: boolean;
  children?: ReactNode;
  className?: string;
}

/**
 * A place in a screen that a client feature fills (listing, basket, checkout, add to basket). Renders
 * nothing while empty, so a screen never shows a hollow box.
 */
export function SlotRegion({ name, label, hiddenHeading = false, children, className }: SlotRegionProps) {
  if (children === undefined || children === null || children === false) return null;
  const classes = [styles.slot, className].filter(Boolean).join(' ');
  if (label && hiddenHeading) {
    const headingId = `slot-${name}-heading`;
    return (
      <section className={classes} data-slot={name} aria-labelledby={headingId}>
        <h2 id={headingId} className="visually-hidden">
          {label}
        </h2>
        {children}
      </section>
    );
  }
  return label ? (
    <section className={classes} data-slot={name} aria-label={label}>
      {children}
    </section>
  ) : (
    <div className={classes} data-slot={name}>
      {children}
    </div>
  );
}
