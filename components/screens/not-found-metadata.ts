import type { Metadata } from 'next';
import type { Dictionary } from '@/lib/content/dictionary-defaults';
import { translate } from '@/lib/content/translate';

/**
 * A 404's title says what the page says ("Sidan kunde inte hittas – Glans"), and no search engine indexes it.
 * For every way to a 404: a path the catch-all or the variant route cannot resolve (`screenMetadata`), and
 * app/not-found.tsx.
 */
export function notFoundMetadata(dictionary: Pick<Dictionary, 'notFoundHeadline' | 'siteName'>): Metadata {
  return {
    title: `${translate(dictionary, 'notFoundHeadline')} – ${translate(dictionary, 'siteName')}`,
    robots: { index: false, follow: true },
  };
}
