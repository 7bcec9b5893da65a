'use client';

import { useMemo } from 'react';
import type { InsightsProps } from 'instantsearch.js/es/middlewares/createInsightsMiddleware';
import { createInsightsClient } from '@/lib/search/insights-client';
import type { SearchClientConfig } from '@/lib/search/search-client';
import { searchUserToken } from '@/lib/search/user-token';

function insightsClient(config: SearchClientConfig, userToken: string | null) {
  return createInsightsClient({ url: config.insightsUrl, appId: config.appId, apiKey: config.searchKey, userToken });
}

/** InstantSearch's `insights` option: our own events client with this visit's anonymous token. */
export function useSearchInsights(config: SearchClientConfig): InsightsProps {
  return useMemo((): InsightsProps => {
    const userToken = searchUserToken();
    // Our client answers the calls the middleware makes, in the shape of search-insights.
    return {
      insightsClient: insightsClient(config, userToken) as unknown as InsightsProps['insightsClient'],
      insightsInitParams: userToken ? { userToken } : undefined,
    };
  }, [config]);
}

/**
 * A click on a hit of the listing the server rendered, sent as the live listing sends it (InstantSearch's
 * `sendEvent('click', hit, 'Product Clicked')`): after the server's search, with its query id and the hit's
 * 1-based position.
 */
export function sendHitClick(
  config: SearchClientConfig,
  hit: { index: string; queryID: string; objectID: string; position: number },
): void {
  insightsClient(config, searchUserToken())('clickedObjectIDsAfterSearch', {
    eventName: 'Product Clicked',
    index: hit.index,
    queryID: hit.queryID,
    objectIDs: [hit.objectID],
    positions: [hit.position],
  });
}
