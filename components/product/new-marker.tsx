import type { Dictionary } from '@/lib/content/dictionary-defaults';
import { translate } from '@/lib/content/translate';
import styles from './new-marker.module.css';

/** The new-product marker (docs/shop.md, New products): shown on products created less than 30 days ago. */
export function NewMarker({ dictionary, className }: { dictionary: Pick<Dictionary, 'newProduct'>; className?: string }) {
  return <span className={[styles.marker, className].filter(Boolean).join(' ')}>{translate(dictionary, 'newProduct')}</span>;
}
