'use client';

import { useMemo } from 'react';
import type { InsightsProps } from 'instantsearch.js/es/middlewares/createInsightsMiddleware';
import { createInsightsClient } from '@/lib/search/insights-client';
import type { SearchClientConfig } from '@/lib/search/search-client';
import { searchUserToken } from '@/lib/search/user-token';

/** InstantSearch's `insights` option: our own events client with this visit's anonymous token. */
export function useSearchInsights(config: SearchClientConfig): InsightsProps {
  return useMemo((): InsightsProps => {
    const userToken = searchUserToken();
    const client = createInsightsClient({ url: config.insightsUrl, appId: config.appId, apiKey: config.searchKey, userToken });
    // Our client answers the calls the middleware makes, in the shape of search-insights.
    return {
      insightsClient: client as unknown as InsightsProps['insightsClient'],
      insightsInitParams: userToken ? { userToken } : undefined,
    };
  }, [config]);
}
