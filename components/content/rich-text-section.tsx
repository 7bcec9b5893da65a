import type { Dictionary } from '@/lib/content/dictionary-defaults';
import type { RichText } from '@/lib/content/types';
import { RichTextContent } from './structured-text';
import styles from './rich-text-section.module.css';

interface RichTextSectionProps {
  content: RichText | null;
  dictionary: Dictionary;
  /** A label when the section stands on its own (a landmark); omitted inside an article. */
  label?: string;
  /** `center`: a reading column in the middle of the page; `start`: aligned with the page's left edge. */
  align?: 'center' | 'start';
  className?: string;
}

/** A page's editorial content in a comfortable reading column. Nothing when there is no content. */
export function RichTextSection({ content, dictionary, label, align = 'center', className }: RichTextSectionProps) {
  if (!content) return null;
  const classes = ['container', styles.section, className].filter(Boolean).join(' ');
  const body = <RichTextContent content={content} dictionary={dictionary} className={align === 'center' ? styles.centered : styles.start} />;
  return label ? (
    <section className={classes} aria-label={label}>
      {body}
    </section>
  ) : (
    <div className={classes}>{body}</div>
  );
}
