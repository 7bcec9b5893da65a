import Link from 'next/link';
import { mergeDictionary, translate } from '@/lib/content/dictionary';
import styles from '@/components/screens/status-page.module.css';

/** Unmatched pages (spec 8): 'This page could not be found', status 404. */
export default function NotFound() {
  const dictionary = mergeDictionary(null);
  return (
    <section className={`container ${styles.page}`}>
      <p className="eyebrow">404</p>
      <h1>{translate(dictionary, 'notFoundHeadline')}</h1>
      <p>{translate(dictionary, 'notFoundText')}</p>
      <Link className="button" href="/">
        {translate(dictionary, 'errorButtonText')}
      </Link>
    </section>
  );
}
