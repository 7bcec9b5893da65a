import type { Dictionary } from '@/lib/content/dictionary-defaults';
import { translate } from '@/lib/content/translate';
import type { Breadcrumb } from '@/lib/content/types';
import { IntentLink } from './prefetch-policy';
import styles from './breadcrumbs.module.css';

interface BreadcrumbsProps {
  /** The trail from the content layer, ending with the current page. */
  items: readonly Breadcrumb[];
  dictionary: Dictionary;
  /** The current page, appended when `items` does not already end with it. */
  current?: Breadcrumb;
  className?: string;
}

function pathOf(href: string): string {
  const path = href.split(/[?#]/, 1)[0] ?? href;
  return path.endsWith('/') ? path : `${path}/`;
}

/**
 * The trail as shown: it always starts with the front page and ends with the current page.
 * `current` is appended when the trail does not already end with it.
 */
export function breadcrumbTrail(items: readonly Breadcrumb[], dictionary: Dictionary, current?: Breadcrumb): Breadcrumb[] {
  const trail = items.filter((item) => item.label.trim() !== '');
  if (trail[0]?.href !== '/') trail.unshift({ label: translate(dictionary, 'home'), href: '/' });
  const last = trail[trail.length - 1];
  if (current && (!last || pathOf(last.href) !== pathOf(current.href))) trail.push(current);
  return trail;
}

/** Breadcrumbs: a labelled navigation landmark with an ordered list; the last item is the current page. */
export function Breadcrumbs({ items, dictionary, current, className }: BreadcrumbsProps) {
  const trail = breadcrumbTrail(items, dictionary, current);
  return (
    <nav aria-label={translate(dictionary, 'breadcrumbs')} className={[styles.breadcrumbs, className].filter(Boolean).join(' ')}>
      <ol className={styles.list}>
        {trail.map((item, index) => {
          const isCurrent = index === trail.length - 1;
          return (
            <li key={`${item.href}-${index}`} className={styles.item}>
              <IntentLink href={item.href} aria-current={isCurrent ? 'page' : undefined} className={isCurrent ? styles.current : styles.link}>
                {item.label}
              </IntentLink>
              {isCurrent ? null : (
                <svg className={styles.separator} viewBox="0 0 8 12" width="6" height="9" aria-hidden="true" focusable="false">
                  <path d="M1.5 1 6.5 6l-5 5" fill="none" stroke="currentColor" strokeWidth="1.3" />
                </svg>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
