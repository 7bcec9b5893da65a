import { describe, expect, it } from 'vitest';
import { LOCAL_SEARCH_APP_ID, LOCAL_SEARCH_KEY } from '../../lib/config';
import { SEARCH_INDEX } from '../../lib/constants';
import { createInsightsClient } from '../../lib/search/insights-client';
import { INSIGHTS_MESSAGES } from '../../services/search/insights-events';
import { LOCAL_ANALYTICS_KEY } from '../../services/search/search-keys';
import { serviceUrl } from '../integration/service-urls';
import { insights, refusal } from './search-clients';

/**
 * Insights events through `@algolia/client-insights`, checked as the current Insights API reference says:
 * user tokens `[a-zA-Z0-9_=/+-]{1,129}`, events up to 30 days old, up to 20 object ids or filters, query ids
 * of 32 lower-case hex digits, positions only on clicks after a search, refused with the 422 messages of
 * the Insights API spec. The storefront's own insights client sends only what the API accepts.
 */

const client = insights();
const DAY = 24 * 60 * 60 * 1000;
const view = (extra: Record<string, unknown> = {}) => ({
  eventType: 'view' as const,
  eventName: 'Product List Viewed',
  index: SEARCH_INDEX,
  userToken: 'anonymous-contract',
  objectIDs: ['a'],
  ...extra,
});
const push = (event: Record<string, unknown>) => client.pushEvents({ events: [event as ReturnType<typeof view>] });

describe('Insights API events', () => {
  it('accepts a valid event and one 10 days old (the window is 30 days)', async () => {
    await expect(push(view())).resolves.toMatchObject({ message: 'OK' });
    await expect(push(view({ timestamp: Date.now() - 10 * DAY }))).resolves.toMatchObject({ message: 'OK' });
  });

  it('refuses an event older than 30 days', async () => {
    expect(await refusal(push(view({ timestamp: Date.now() - 31 * DAY })))).toEqual({
      status: 422,
      message: 'The timestamp is too far in the past',
    });
  });

  it.each(['user@example.com', 'user:42', 'first.last', 'a b', 'x'.repeat(130)])('refuses the user token %s', async (userToken) => {
    expect(await refusal(push(view({ userToken })))).toEqual({ status: 422, message: INSIGHTS_MESSAGES.wrongUserToken });
  });

  it('accepts every character of the pattern, up to 129 of them', async () => {
    await expect(push(view({ userToken: 'aZ09_=/+-' }))).resolves.toMatchObject({ message: 'OK' });
    await expect(push(view({ userToken: 'x'.repeat(129) }))).resolves.toMatchObject({ message: 'OK' });
  });

  it('accepts 20 filters, refuses 21; refuses an upper-case query id', async () => {
    const filters = Array.from({ length: 20 }, (_, index) => `brand:b${index}`);
    await expect(push({ ...view(), objectIDs: undefined, filters })).resolves.toMatchObject({ message: 'OK' });
    expect((await refusal(push({ ...view(), objectIDs: undefined, filters: [...filters, 'brand:x'] }))).status).toBe(422);
    const click = { ...view({ eventType: 'click', positions: [1] }), queryID: 'A'.repeat(32) };
    expect(await refusal(push(click))).toEqual({ status: 422, message: INSIGHTS_MESSAGES.wrongQueryID });
  });

  it.each([
    ['positions on a view', view({ positions: [1] }), INSIGHTS_MESSAGES.positionsOnWrongType],
    ['positions without a queryID', view({ eventType: 'click', positions: [1] }), INSIGHTS_MESSAGES.positionsWithoutQueryID],
    [
      'a click after a search without positions',
      view({ eventType: 'click', queryID: 'a'.repeat(32) }),
      INSIGHTS_MESSAGES.wrongPositionsItems,
    ],
    ['objectIDs and filters', view({ filters: ['brand:x'] }), INSIGHTS_MESSAGES.bothObjectIDsAndFilters],
    ['an event name over 64 characters', view({ eventName: 'x'.repeat(65) }), INSIGHTS_MESSAGES.wrongEventName],
  ])('refuses %s with the message of the Insights API spec', async (_label, event, message) => {
    expect(await refusal(push(event))).toEqual({ status: 422, message });
  });

  it("a wrong key: 401 Invalid credentials (the Insights API's wording, not the Search API's)", async () => {
    expect(await refusal(insights('not-a-key').pushEvents({ events: [view()] }))).toEqual({ status: 401, message: 'Invalid credentials' });
  });
});

describe('Insights API body size', () => {
  it('takes 1,000 events of 1.4 MB in all (the limit is 2 MB) and refuses 2.2 MB with 413 Request Entity Too Large', async () => {
    const batch = (idLength: number) =>
      Array.from({ length: 1_000 }, (_, n) =>
        view({ objectIDs: Array.from({ length: 20 }, (_, i) => `${n}-${i}-`.padEnd(idLength, 'x')) }),
      );
    await expect(client.pushEvents({ events: batch(70) })).resolves.toMatchObject({ message: 'OK' });
    expect(await refusal(client.pushEvents({ events: batch(110) }))).toEqual({ status: 413, message: 'Request Entity Too Large' });
  });
});

describe("the storefront's insights client", () => {
  it('drops a user token the API would refuse and sends events with a valid one', async () => {
    const sent: string[] = [];
    const options = {
      url: `${serviceUrl('search')}/1/events`,
      appId: LOCAL_SEARCH_APP_ID,
      apiKey: LOCAL_SEARCH_KEY,
      send: (url: string, body: string) => {
        sent.push(body);
        void fetch(url, { method: 'POST', body, headers: { 'content-type': 'text/plain' } });
      },
    };
    const refused = createInsightsClient({ ...options, userToken: 'user@example.com' });
    refused('viewedObjectIDs', { eventName: 'Viewed', index: SEARCH_INDEX, objectIDs: ['a'] });
    expect(sent).toEqual([]);

    const token = `anonymous-${crypto.randomUUID()}`;
    const accepted = createInsightsClient({ ...options, userToken: token });
    accepted('viewedObjectIDs', { eventName: 'Viewed', index: SEARCH_INDEX, objectIDs: ['a'] });
    expect(sent).toHaveLength(1);
    await expect
      .poll(async () => {
        const debug = await fetch(
          `${serviceUrl('search')}/1/events/debug?${new URLSearchParams({ userToken: token, 'x-algolia-application-id': LOCAL_SEARCH_APP_ID, 'x-algolia-api-key': LOCAL_ANALYTICS_KEY })}`,
        );
        return ((await debug.json()) as { events: unknown[] }).events.length;
      })
      .toBe(1);
  });
});
