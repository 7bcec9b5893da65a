'use client';

import { IntentLink } from '@/components/layout/prefetch-policy';
import { useEffect } from 'react';
import { Configure, Highlight, InstantSearch, useHits, useInstantSearch, useSearchBox, useStats } from 'react-instantsearch';
import { translate } from '@/lib/content/translate';
import { SEARCH_INDEX, SEARCH_STALLED_DELAY_MS } from '@/lib/constants';
import { formatMoney, formatNumber } from '@/lib/format';
import { HIGHLIGHT_ATTRIBUTES, HIT_ATTRIBUTES, QUERY_URL_KEY } from '@/lib/search/listing-setup';
import { hitToCard, type ProductHit } from '@/lib/search/product-hit';
import { searchClient } from '@/lib/search/search-client';
import { isSearchAnswer } from '@/lib/search/search-answer';
import { useDropdownStore } from '@/stores/dropdown-store';
import type { HeaderSearchResultsProps } from './header-search-results-props';
import { useSearchInsights } from './use-search-insights';
import styles from './header-search.module.css';
import { ContentImg } from '@/components/content/content-img';

const HEADER_HITS = 6;
const FUTURE = { preserveSharedStateOnUnmount: true } as const;
const loadedAt = Date.now();

/** The query typed in the header, handed to InstantSearch (which has no search box of its own here). */
function QueryFollower({ query }: { query: string }) {
  const { refine } = useSearchBox();
  useEffect(() => refine(query), [query, refine]);
  return null;
}

function HeaderHits({ texts, searchHref, query }: Omit<HeaderSearchResultsProps, 'config'> & { query: string }) {
  const { items, sendEvent, results } = useHits<ProductHit>();
  const { nbHits } = useStats();
  const { status, error } = useInstantSearch({ catchError: true });
  const closeAll = useDropdownStore((state) => state.closeAll);
  if (status === 'error' || error) {
    return (
      <p className={styles.hint} role="alert">
        {translate(texts, 'searchUnavailable')}
      </p>
    );
  }
  const answered = isSearchAnswer(results);
  const allHref = searchHref ? `${searchHref}?${new URLSearchParams({ [QUERY_URL_KEY]: query })}` : null;
  return (
    <div className={styles.results}>
      <p className={styles.count} role="status">
        {answered
          ? nbHits > 0
            ? translate(texts, 'resultsFound', { count: formatNumber(nbHits), ms: results.processingTimeMS })
            : translate(texts, 'noResults')
          : ''}
      </p>
      {items.length > 0 ? (
        <ul className={styles.hits} role="list">
          {items.map((hit) => {
            const card = hitToCard(hit, loadedAt);
            return (
              <li key={hit.objectID}>
                {/* Plain link to the variant's cached page, as product cards do (see product-card.tsx). */}
                <a
                  href={card.href}
                  className={styles.hit}
                  onClick={() => {
                    sendEvent('click', hit, 'Header Search Product Clicked');
                    closeAll();
                  }}
                >
                  <span className={styles.thumb}>
                    {card.image ? (
                      <ContentImg src={card.image.src} alt="" width={64} height={64} sizes="64px" className={styles.thumbImage} />
                    ) : null}
                  </span>
                  <span className={styles.text}>
                    <span className={styles.brand}>{card.brandName}</span>
                    <span className={styles.name}>
                      <Highlight attribute="name" hit={hit} classNames={{ highlighted: styles.highlight }} />
                    </span>
                    {/* What it is made of, so two products of one name can be told apart (as on the listing's cards). */}
                    {card.detail ? <span className={styles.detail}>{card.detail}</span> : null}
                    {card.price ? <span className={styles.price}>{formatMoney(card.price.amount)}</span> : null}
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      ) : null}
      {allHref && nbHits > 0 ? (
        <IntentLink href={allHref} className={`button button-secondary ${styles.all}`} onClick={() => closeAll()}>
          {translate(texts, 'showAllResults')} ({formatNumber(nbHits)})
        </IntentLink>
      ) : null}
    </div>
  );
}

/** The header's live results: its own InstantSearch (no URL state), six hits, a link to all of them. */
export function LiveHeaderResults({ config, texts, searchHref, query }: HeaderSearchResultsProps & { query: string }) {
  const insights = useSearchInsights(config);
  return (
    <InstantSearch
      searchClient={searchClient(config)}
      indexName={SEARCH_INDEX}
      insights={insights}
      stalledSearchDelay={SEARCH_STALLED_DELAY_MS}
      future={FUTURE}
    >
      <Configure hitsPerPage={HEADER_HITS} attributesToRetrieve={[...HIT_ATTRIBUTES]} attributesToHighlight={[...HIGHLIGHT_ATTRIBUTES]} />
      <QueryFollower query={query} />
      <HeaderHits texts={texts} searchHref={searchHref} query={query} />
    </InstantSearch>
  );
}
