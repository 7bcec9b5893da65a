import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LOCAL_SEARCH_APP_ID, LOCAL_SEARCH_KEY } from '../../lib/config';
import { SEARCH_INDEX } from '../../lib/constants';
import { LOCAL_ANALYTICS_KEY } from '../../services/search/search-keys';
import { serviceUrl } from './service-urls';

/** Insights events: checked, kept in memory and readable back from the debug route. */

const AUTH = { 'x-algolia-application-id': LOCAL_SEARCH_APP_ID, 'x-algolia-api-key': LOCAL_SEARCH_KEY };
/** Reading the events back needs the `analytics` ACL, as Algolia's events debugging does. */
const ANALYTICS_AUTH = { 'x-algolia-application-id': LOCAL_SEARCH_APP_ID, 'x-algolia-api-key': LOCAL_ANALYTICS_KEY };

async function sendEvents(body: unknown, query = '') {
  const response = await fetch(`${serviceUrl('search')}/1/events${query}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', ...(query ? {} : AUTH) },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

async function storedEvents(userToken: string) {
  const response = await fetch(`${serviceUrl('search')}/1/events/debug?userToken=${encodeURIComponent(userToken)}`, {
    headers: ANALYTICS_AUTH,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { events: Record<string, unknown>[] }).events;
}

describe('insights events', () => {
  it('stores valid click, view and conversion events and reads them back newest first', async () => {
    const userToken = `test-${randomUUID()}`;
    const queryID = 'a'.repeat(32);
    const result = await sendEvents({
      events: [
        { eventType: 'view', eventName: 'Hits Viewed', index: SEARCH_INDEX, userToken, objectIDs: ['1', '2'] },
        { eventType: 'click', eventName: 'Product Clicked', index: SEARCH_INDEX, userToken, queryID, objectIDs: ['1'], positions: [3] },
        {
          eventType: 'conversion',
          eventSubtype: 'addToCart',
          eventName: 'Added To Cart',
          index: SEARCH_INDEX,
          userToken,
          queryID,
          objectIDs: ['1'],
          value: 499,
          currency: 'SEK',
        },
      ],
    });
    expect(result).toEqual({ status: 200, json: { status: 200, message: 'OK' } });
    const events = await storedEvents(userToken);
    expect(events.map((event) => event.eventType)).toEqual(['conversion', 'click', 'view']);
    expect(events[1]).toMatchObject({ queryID, objectIDs: ['1'], positions: [3], receivedAt: expect.any(String) });
  });

  it('accepts the credentials in the query string, as search-insights sends them', async () => {
    const userToken = `test-${randomUUID()}`;
    const query = `?X-Algolia-Application-Id=${LOCAL_SEARCH_APP_ID}&X-Algolia-API-Key=${LOCAL_SEARCH_KEY}&X-Algolia-Agent=insights-js`;
    const result = await sendEvents(
      { events: [{ eventType: 'view', eventName: 'Filter Viewed', index: SEARCH_INDEX, userToken, filters: ['brand%3ANordljus'] }] },
      query,
    );
    expect(result.status).toBe(200);
    expect(await storedEvents(userToken)).toHaveLength(1);
  });

  it.each([
    ['an unknown event type', { eventType: 'purchase', eventName: 'x', index: SEARCH_INDEX, userToken: 'u1', objectIDs: ['1'] }],
    ['a missing userToken', { eventType: 'view', eventName: 'x', index: SEARCH_INDEX, objectIDs: ['1'] }],
    [
      'more than 20 objectIDs',
      {
        eventType: 'view',
        eventName: 'x',
        index: SEARCH_INDEX,
        userToken: 'u1',
        objectIDs: Array.from({ length: 21 }, (_, i) => String(i)),
      },
    ],
    [
      'a click after search without positions',
      { eventType: 'click', eventName: 'x', index: SEARCH_INDEX, userToken: 'u1', queryID: 'b'.repeat(32), objectIDs: ['1'] },
    ],
    [
      'positions that do not match objectIDs',
      { eventType: 'click', eventName: 'x', index: SEARCH_INDEX, userToken: 'u1', objectIDs: ['1', '2'], positions: [1] },
    ],
    [
      'a malformed queryID',
      { eventType: 'click', eventName: 'x', index: SEARCH_INDEX, userToken: 'u1', queryID: 'nope', objectIDs: ['1'], positions: [1] },
    ],
  ])('refuses %s with 422 and stores nothing', async (_label, event) => {
    const userToken = `test-${randomUUID()}`;
    const result = await sendEvents({
      events: [{ eventType: 'view', eventName: 'ok', index: SEARCH_INDEX, userToken, objectIDs: ['1'] }, event],
    });
    expect(result.status).toBe(422);
    expect(result.json).toMatchObject({ status: 422, message: expect.any(String) });
    expect(await storedEvents(userToken)).toHaveLength(0);
  });

  it('refuses a body without an events array with 422 and a wrong key with 401, as the Insights API', async () => {
    expect(await sendEvents({ nothing: [] })).toMatchObject({ status: 422, json: { message: 'No events to process' } });
    const response = await fetch(`${serviceUrl('search')}/1/events`, {
      method: 'POST',
      headers: { ...AUTH, 'x-algolia-api-key': 'wrong' },
      body: '{"events":[]}',
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Invalid credentials', status: 401 });
  });
});
