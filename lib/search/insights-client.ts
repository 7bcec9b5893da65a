import { SEARCH_INSIGHTS_CHUNK } from '../constants';

/**
 * A small insights client in the shape InstantSearch's insights middleware calls (`aa(method, payload)`,
 * as the `search-insights` library is called), so no script is loaded from a CDN: events go straight to
 * the Insights API (`POST /1/events`) of the configured host, the local search service in the demo.
 *
 * Events carry the anonymous user token, the index, the object ids and, after a search, its `queryID`
 * with the 1-based positions of the hits. View events are sent in chunks of 20 object ids.
 */

type Callback = (error: unknown, value?: string) => void;
type TokenListener = (token: string) => void;

interface EventPayload {
  eventName?: string;
  index?: string;
  objectIDs?: string[];
  positions?: number[];
  queryID?: string;
  filters?: string[];
}

export type InsightsEventBody = {
  eventType: 'click' | 'view' | 'conversion';
  eventSubtype?: 'addToCart' | 'purchase';
  eventName: string;
  index: string;
  userToken: string;
  timestamp: number;
  objectIDs?: string[];
  positions?: number[];
  queryID?: string;
  filters?: string[];
};

export type InsightsClient = ((method: string, ...args: unknown[]) => unknown) & { version: string };

const EVENT_TYPES: Record<string, Pick<InsightsEventBody, 'eventType' | 'eventSubtype'> & { afterSearch: boolean }> = {
  clickedObjectIDsAfterSearch: { eventType: 'click', afterSearch: true },
  clickedObjectIDs: { eventType: 'click', afterSearch: false },
  clickedFilters: { eventType: 'click', afterSearch: false },
  viewedObjectIDs: { eventType: 'view', afterSearch: false },
  viewedFilters: { eventType: 'view', afterSearch: false },
  convertedObjectIDsAfterSearch: { eventType: 'conversion', afterSearch: true },
  convertedObjectIDs: { eventType: 'conversion', afterSearch: false },
  convertedFilters: { eventType: 'conversion', afterSearch: false },
  addedToCartObjectIDsAfterSearch: { eventType: 'conversion', eventSubtype: 'addToCart', afterSearch: true },
  addedToCartObjectIDs: { eventType: 'conversion', eventSubtype: 'addToCart', afterSearch: false },
  purchasedObjectIDsAfterSearch: { eventType: 'conversion', eventSubtype: 'purchase', afterSearch: true },
  purchasedObjectIDs: { eventType: 'conversion', eventSubtype: 'purchase', afterSearch: false },
};

/** The Insights API's user token pattern; a token outside it would make every event a 422. */
const TOKEN_PATTERN = /^[a-zA-Z0-9_=/+-]{1,129}$/;

/** Splits a payload's object ids (and their positions) into events of at most `size` ids each. */
export function chunkEvent(event: InsightsEventBody, size = SEARCH_INSIGHTS_CHUNK): InsightsEventBody[] {
  const ids = event.objectIDs;
  if (!ids || ids.length <= size) return [event];
  const events: InsightsEventBody[] = [];
  for (let start = 0; start < ids.length; start += size) {
    const chunk: InsightsEventBody = { ...event, objectIDs: ids.slice(start, start + size) };
    if (event.positions) chunk.positions = event.positions.slice(start, start + size);
    events.push(chunk);
  }
  return events;
}

/** The Insights API events for one call of the client, or none when the call is not an event or is incomplete. */
export function eventsFor(
  method: string,
  payload: EventPayload | undefined,
  userToken: string | null,
  now = Date.now(),
): InsightsEventBody[] {
  const type = EVENT_TYPES[method];
  if (!type || !payload?.eventName || !payload.index || !userToken) return [];
  const event: InsightsEventBody = {
    eventType: type.eventType,
    eventName: payload.eventName.slice(0, 64),
    index: payload.index,
    userToken,
    timestamp: now,
  };
  if (type.eventSubtype) event.eventSubtype = type.eventSubtype;
  if (payload.objectIDs?.length) event.objectIDs = payload.objectIDs;
  if (payload.filters?.length) event.filters = payload.filters;
  if (type.afterSearch) {
    if (!payload.queryID) return [];
    event.queryID = payload.queryID;
    if (type.eventType === 'click' && payload.positions?.length) event.positions = payload.positions;
  }
  if (!event.objectIDs && !event.filters) return [];
  return chunkEvent(event);
}

export interface InsightsClientOptions {
  /** `…/1/events` of the insights host. */
  url: string;
  appId: string;
  apiKey: string;
  /** A stable anonymous token for this shopper, if the storefront has one. */
  userToken?: string | null;
  /** How a request is sent; the browser's `fetch` by default. */
  send?: (url: string, body: string) => void;
}

function defaultSend(url: string, body: string): void {
  // A simple request (text/plain, credentials in the query) needs no CORS preflight and survives navigation.
  void fetch(url, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'text/plain' } }).catch(() => {
    // Analytics never disturb shopping.
  });
}

export function createInsightsClient(options: InsightsClientOptions): InsightsClient {
  let userToken: string | null = options.userToken && TOKEN_PATTERN.test(options.userToken) ? options.userToken : null;
  const listeners = new Set<TokenListener>();
  const send = options.send ?? defaultSend;
  const endpoint = `${options.url}?${new URLSearchParams({ 'X-Algolia-Application-Id': options.appId, 'X-Algolia-API-Key': options.apiKey })}`;

  const client = ((method: string, ...args: unknown[]) => {
    switch (method) {
      case 'init': {
        const init = args[0] as { userToken?: string } | undefined;
        if (init?.userToken && TOKEN_PATTERN.test(init.userToken)) userToken = init.userToken;
        return undefined;
      }
      case 'setUserToken': {
        const token = typeof args[0] === 'number' ? String(args[0]) : args[0];
        if (typeof token === 'string' && TOKEN_PATTERN.test(token) && token !== userToken) {
          userToken = token;
          listeners.forEach((listener) => listener(token));
        }
        return undefined;
      }
      case 'getUserToken': {
        const callback = args[1] as Callback | undefined;
        callback?.(null, userToken ?? undefined);
        return userToken ?? undefined;
      }
      case 'onUserTokenChange': {
        const listener = args[0] as TokenListener | undefined;
        const opts = args[1] as { immediate?: boolean } | undefined;
        if (!listener) {
          listeners.clear();
          return undefined;
        }
        listeners.add(listener);
        if (opts?.immediate && userToken) listener(userToken);
        return undefined;
      }
      case 'addAlgoliaAgent':
        return undefined;
      default: {
        const events = eventsFor(method, args[0] as EventPayload | undefined, userToken);
        if (events.length > 0) send(endpoint, JSON.stringify({ events }));
        return undefined;
      }
    }
  }) as InsightsClient;
  // Marks the client as one that needs no `init` call and accepts credentials per call (search-insights ≥ 2.6).
  client.version = '2.17.3';
  return client;
}
