import type { Metadata } from 'next';
import { IntentLink } from '@/components/layout/prefetch-policy';
import { translate } from '@/lib/content/translate';
import { dictionaryDefaults, type Dictionary } from '@/lib/content/dictionary-defaults';
import { getGlobalData } from '@/lib/content/global-data';
import { notFoundMetadata } from '@/components/screens/not-found-metadata';

const notFoundDictionary = (): Promise<Dictionary> =>
  getGlobalData()
    .then((global) => global.dictionary)
    .catch(() => dictionaryDefaults);

export async function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata(await notFoundDictionary());
}

/** Unmatched pages (docs/shop.md, When something fails): 'This page could not be found', status 404, in the dictionary's words. */
export default async function NotFound() {
  const dictionary = await notFoundDictionary();
  return (
    <section className="container status-page">
      <p className="eyebrow">404</p>
      <h1>{translate(dictionary, 'notFoundHeadline')}</h1>
      <p>{translate(dictionary, 'notFoundText')}</p>
      <IntentLink className="button" href="/">
        {translate(dictionary, 'errorButtonText')}
      </IntentLink>
    </section>
  );
}
