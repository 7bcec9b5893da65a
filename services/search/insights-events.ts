import { HttpError } from '../shared/http-service';

/**
 * Insights events (`POST /1/events`), checked as the current Insights API reference documents them (the
 * v5 client's `@algolia/client-insights` types and Algolia's API spec): user tokens `[a-zA-Z0-9_=/+-]{1,129}`,
 * query ids 32 lower-case hex digits, at most 20 object ids or filters, timestamps no older than 30 days,
 * positions only on clicks after a search; refused with Algolia's documented 422 messages.
 * Valid events are kept in memory in a bounded buffer (the oldest go first) so tests and developers can
 * read them back with a key that has the `analytics` ACL.
 */

export type EventType = 'click' | 'conversion' | 'view';

export interface InsightsEvent {
  eventType: EventType;
  eventName: string;
  index: string;
  userToken: string;
  authenticatedUserToken?: string;
  timestamp?: number;
  queryID?: string;
  objectIDs?: string[];
  positions?: number[];
  filters?: string[];
  eventSubtype?: 'addToCart' | 'purchase';
  objectData?: unknown[];
  value?: number | string;
  currency?: string;
}

export interface StoredEvent extends InsightsEvent {
  receivedAt: string;
}

const MAX_EVENTS_PER_REQUEST = 1_000;
const MAX_OBJECT_IDS = 20;
const MAX_FILTERS = 20;
const MAX_EVENT_AGE_MS = 30 * 24 * 60 * 60 * 1000;
const MAX_CLOCK_SKEW_MS = 60 * 60 * 1000;
export const USER_TOKEN_PATTERN = /^[a-zA-Z0-9_=/+-]{1,129}$/;
const QUERY_ID_PATTERN = /^([0-9a-f]{32}|message_[!-~]+)$/;

/**
 * The Insights API's documented refusals (the 422 examples of `pushEvents` in Algolia's API spec), word for
 * word; checks Algolia's API spec states without an example message (array sizes, subtypes, value types) use the
 * same style.
 */
export const INSIGHTS_MESSAGES = {
  invalidPayload: 'Invalid payload',
  noEvents: 'No events to process',
  eventsNotBatch: 'Invalid type for field : expected insights.PublicEventsBatch, got array',
  tooManyEvents: `Cannot process more than ${MAX_EVENTS_PER_REQUEST} events in a batch`,
  eventNameRequired: 'EventName is required',
  wrongEventName: 'EventName must contain only visible ASCII characters, and be between 1 and 64 characters long',
  eventTypeRequired: 'EventType is required',
  wrongEventType: 'EventType must be one of "click", "conversion", "view" or "instantsearch"',
  indexRequired: 'The index field is required',
  userTokenRequired: 'The userToken field is required',
  wrongUserToken:
    'UserToken must contain only alphanumeric, equal, plus, slash, hyphen, or underscore characters, and be between 1 and 128 characters long',
  noObjectIDsOrFilters: 'Event should specify either some ObjectIDs or some Filters',
  bothObjectIDsAndFilters: 'Event should specify ObjectIDs or Filters, but not both',
  positionsOnWrongType: 'Only event of type click should specify the positions attribute',
  positionsWithoutQueryID: 'Event of type click with positions should specify a queryID',
  wrongPositionsValue: 'Event of type click may only have strictly positive positions',
  wrongPositionsItems: 'Event of type click should have the same number of ObjectIDs and Positions',
  wrongQueryID: 'Query ID must be a search query ID (32 characters hexadecimal string)',
  timestampTooOld: 'The timestamp is too far in the past',
} as const;

function invalid(message: string): never {
  throw new HttpError(422, message);
}

function typeError(field: string, expected: string, value: unknown): never {
  const got = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
  invalid(`Invalid type for field ${field}: expected ${expected}, got ${got}`);
}

function optionalString(event: Record<string, unknown>, key: string): string | undefined {
  const value = event[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') typeError(key, 'string', value);
  return value;
}

function stringArray(event: Record<string, unknown>, key: string, max: number): string[] | undefined {
  const value = event[key];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) typeError(key, 'array', value);
  const wrong = value.find((item) => typeof item !== 'string');
  if (wrong !== undefined) typeError(key, 'string', wrong);
  if (value.length === 0 || value.length > max)
    invalid(`Event should specify between 1 and ${max} ${key === 'filters' ? 'Filters' : 'ObjectIDs'}`);
  return value as string[];
}

export function validateEvent(input: unknown): InsightsEvent {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) invalid(INSIGHTS_MESSAGES.invalidPayload);
  const event = input as Record<string, unknown>;
  const eventType = event.eventType;
  if (eventType === undefined || eventType === null) invalid(INSIGHTS_MESSAGES.eventTypeRequired);
  if (eventType === 'instantsearch')
    throw new HttpError(501, 'The local insights service does not implement events of type instantsearch (InstantSearch telemetry)');
  if (eventType !== 'click' && eventType !== 'conversion' && eventType !== 'view') invalid(INSIGHTS_MESSAGES.wrongEventType);
  const eventName = optionalString(event, 'eventName');
  if (eventName === undefined) invalid(INSIGHTS_MESSAGES.eventNameRequired);
  if (!/^[\x20-\x7e]{1,64}$/.test(eventName)) invalid(INSIGHTS_MESSAGES.wrongEventName);
  const index = optionalString(event, 'index');
  if (!index) invalid(INSIGHTS_MESSAGES.indexRequired);
  const userToken = optionalString(event, 'userToken');
  if (userToken === undefined) invalid(INSIGHTS_MESSAGES.userTokenRequired);
  if (!USER_TOKEN_PATTERN.test(userToken)) invalid(INSIGHTS_MESSAGES.wrongUserToken);
  const authenticatedUserToken = optionalString(event, 'authenticatedUserToken');
  if (authenticatedUserToken !== undefined && !USER_TOKEN_PATTERN.test(authenticatedUserToken))
    invalid(INSIGHTS_MESSAGES.wrongUserToken.replace('UserToken', 'AuthenticatedUserToken'));
  const queryID = optionalString(event, 'queryID');
  if (queryID !== undefined && (queryID.length > 128 || !QUERY_ID_PATTERN.test(queryID))) invalid(INSIGHTS_MESSAGES.wrongQueryID);
  const timestamp = event.timestamp;
  if (timestamp !== undefined && typeof timestamp !== 'number') typeError('timestamp', 'int64', timestamp);
  if (typeof timestamp === 'number' && (!Number.isInteger(timestamp) || timestamp < Date.now() - MAX_EVENT_AGE_MS))
    invalid(INSIGHTS_MESSAGES.timestampTooOld);
  // Not documented with a message: a timestamp ahead of the clock (beyond an hour of skew) is refused too.
  if (typeof timestamp === 'number' && timestamp > Date.now() + MAX_CLOCK_SKEW_MS) invalid('The timestamp is too far in the future');
  const objectIDs = stringArray(event, 'objectIDs', MAX_OBJECT_IDS);
  const filters = stringArray(event, 'filters', MAX_FILTERS);
  if (!objectIDs && !filters) invalid(INSIGHTS_MESSAGES.noObjectIDsOrFilters);
  if (objectIDs && filters) invalid(INSIGHTS_MESSAGES.bothObjectIDsAndFilters);
  const positions = event.positions;
  if (positions !== undefined && positions !== null) {
    if (eventType !== 'click') invalid(INSIGHTS_MESSAGES.positionsOnWrongType);
    if (!Array.isArray(positions)) typeError('positions', 'array', positions);
    if (!positions.every((item) => Number.isInteger(item) && (item as number) > 0)) invalid(INSIGHTS_MESSAGES.wrongPositionsValue);
    if (queryID === undefined) invalid(INSIGHTS_MESSAGES.positionsWithoutQueryID);
  }
  if (eventType === 'click' && queryID !== undefined && objectIDs && (!Array.isArray(positions) || positions.length !== objectIDs.length))
    invalid(INSIGHTS_MESSAGES.wrongPositionsItems);
  const eventSubtype = event.eventSubtype;
  if (eventSubtype !== undefined && eventSubtype !== 'addToCart' && eventSubtype !== 'purchase')
    invalid('EventSubtype must be one of "addToCart" or "purchase"');
  if (eventSubtype !== undefined && eventType !== 'conversion')
    invalid('Only event of type conversion should specify the eventSubtype attribute');
  const value = event.value;
  if (value !== undefined && typeof value !== 'number' && typeof value !== 'string') typeError('value', 'number or string', value);
  const currency = optionalString(event, 'currency');
  const objectData = event.objectData;
  if (objectData !== undefined && (!Array.isArray(objectData) || !objectIDs || objectData.length !== objectIDs.length))
    invalid('Event should have the same number of ObjectIDs and ObjectData');

  const valid: InsightsEvent = { eventType, eventName, index, userToken };
  if (authenticatedUserToken !== undefined) valid.authenticatedUserToken = authenticatedUserToken;
  if (timestamp !== undefined) valid.timestamp = timestamp as number;
  if (queryID !== undefined) valid.queryID = queryID;
  if (objectIDs) valid.objectIDs = objectIDs;
  if (Array.isArray(positions)) valid.positions = positions as number[];
  if (filters) valid.filters = filters;
  if (eventSubtype !== undefined) valid.eventSubtype = eventSubtype;
  if (objectData !== undefined) valid.objectData = objectData as unknown[];
  if (value !== undefined) valid.value = value;
  if (currency !== undefined) valid.currency = currency;
  return valid;
}

/** Checks a whole `{ events: [...] }` body; nothing is stored unless every event is valid. */
export function validateEventsBody(body: unknown): InsightsEvent[] {
  if (Array.isArray(body)) invalid(INSIGHTS_MESSAGES.eventsNotBatch);
  if (typeof body !== 'object' || body === null) invalid(INSIGHTS_MESSAGES.invalidPayload);
  const events = (body as Record<string, unknown>).events;
  if (events === undefined || events === null) invalid(INSIGHTS_MESSAGES.noEvents);
  if (!Array.isArray(events)) typeError('events', 'array', events);
  if (events.length === 0) invalid(INSIGHTS_MESSAGES.noEvents);
  if (events.length > MAX_EVENTS_PER_REQUEST) invalid(INSIGHTS_MESSAGES.tooManyEvents);
  return events.map((event) => validateEvent(event));
}

/**
 * The kept events, newest last: at most `capacity` events and `maxBytes` of them as JSON (an event can carry
 * up to a 2 MB body's worth of object data), the oldest dropped first.
 */
export class EventBuffer {
  private readonly events: StoredEvent[] = [];
  private readonly sizes: number[] = [];
  private bytes = 0;
  private total = 0;

  constructor(
    private readonly capacity: number,
    private readonly maxBytes = Number.POSITIVE_INFINITY,
  ) {}

  add(events: InsightsEvent[]): void {
    const receivedAt = new Date().toISOString();
    for (const event of events) {
      const stored = { ...event, receivedAt };
      const size = Buffer.byteLength(JSON.stringify(stored));
      this.events.push(stored);
      this.sizes.push(size);
      this.bytes += size;
      this.total += 1;
    }
    let drop = Math.max(this.events.length - this.capacity, 0);
    for (let index = 0; index < drop; index += 1) this.bytes -= this.sizes[index] as number;
    while (this.bytes > this.maxBytes && drop < this.events.length) {
      this.bytes -= this.sizes[drop] as number;
      drop += 1;
    }
    if (drop > 0) {
      this.events.splice(0, drop);
      this.sizes.splice(0, drop);
    }
  }

  /** The newest events first, optionally only one user's or one index's. */
  list(options: { userToken?: string; index?: string; limit: number }): { events: StoredEvent[]; stored: number; received: number } {
    const matching = this.events.filter(
      (event) => (!options.userToken || event.userToken === options.userToken) && (!options.index || event.index === options.index),
    );
    return { events: matching.slice(-options.limit).reverse(), stored: this.events.length, received: this.total };
  }
}
