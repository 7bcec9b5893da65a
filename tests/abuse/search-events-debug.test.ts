import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LOCAL_SEARCH_APP_ID, LOCAL_SEARCH_KEY } from '../../lib/config';
import { SEARCH_INDEX } from '../../lib/constants';
import { MAX_DEBUG_LIMIT } from '../../services/search/search-routes';
import { LOCAL_ANALYTICS_KEY } from '../../services/search/search-keys';
import { serviceUrl } from '../integration/service-urls';

/**
 * The insights events hold every shopper's user token and what they viewed and clicked. The search-only key
 * is in every browser, so reading them back needs a key with the `analytics` ACL, as Algolia's events
 * debugging does; the search-only key gets Algolia's refusal of a key without the ACL.
 */

const credentials = (key: string) => ({ 'x-algolia-application-id': LOCAL_SEARCH_APP_ID, 'x-algolia-api-key': key });

async function shopperViews(userToken: string): Promise<void> {
  const response = await fetch(`${serviceUrl('search')}/1/events`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', ...credentials(LOCAL_SEARCH_KEY) },
    body: JSON.stringify({ events: [{ eventType: 'view', eventName: 'Hits Viewed', index: SEARCH_INDEX, userToken, objectIDs: ['1'] }] }),
  });
  expect(response.status).toBe(200);
}

describe('events debugging with the public key', () => {
  it('refuses the search-only key, in headers or in the query string, with 403 and no event', async () => {
    const userToken = `abuse-${randomUUID()}`;
    await shopperViews(userToken);
    const debug = `${serviceUrl('search')}/1/events/debug`;

    const withHeaders = await fetch(debug, { headers: credentials(LOCAL_SEARCH_KEY) });
    const headersText = await withHeaders.text();
    expect(withHeaders.status).toBe(403);
    expect(JSON.parse(headersText)).toEqual({ message: 'Method not allowed with this API key', status: 403 });
    expect(headersText).not.toContain(userToken);

    const asBrowser = await fetch(`${debug}?${new URLSearchParams({ userToken, limit: '1000', ...credentials(LOCAL_SEARCH_KEY) })}`);
    const browserText = await asBrowser.text();
    expect(asBrowser.status).toBe(403);
    expect(browserText).not.toContain(userToken);
  });

  it('answers a key with the analytics ACL, at most 1,000 events at once', async () => {
    const userToken = `abuse-${randomUUID()}`;
    await shopperViews(userToken);
    const debug = `${serviceUrl('search')}/1/events/debug`;
    const mine = await fetch(`${debug}?userToken=${userToken}`, { headers: credentials(LOCAL_ANALYTICS_KEY) });
    expect(mine.status).toBe(200);
    expect(((await mine.json()) as { events: { userToken: string }[] }).events).toMatchObject([{ userToken }]);

    const tooMany = await fetch(`${debug}?limit=${MAX_DEBUG_LIMIT + 1}`, { headers: credentials(LOCAL_ANALYTICS_KEY) });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toEqual({ message: `limit must be an integer from 1 to ${MAX_DEBUG_LIMIT}`, status: 400 });
  });
});
