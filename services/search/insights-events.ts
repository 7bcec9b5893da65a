import { HttpError } from '../shared/http-service';

/**
 * Insights events (`POST /1/events`), checked as the current Insights API reference documents them (the
 * v5 client's `@algolia/client-insights` types and Algolia's API spec): user tokens `[a-zA-Z0-9_=/+-]{1,129}`,
 * query ids 32 lower-case hex digits, at most 20 object ids or filters, timestamps no older than 30 days.
 * Valid events are kept in memory in a bounded buffer (the oldest go first) so tests and developers can
 * read them back.
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
const QUERY_ID_PATTERN = /^[0-9a-f]{32}$/;

function invalid(position: number, message: string): never {
  throw new HttpError(422, `Invalid event at position ${position}: ${message}`);
}

function optionalString(event: Record<string, unknown>, key: string, position: number, max: number): string | undefined {
  const value = event[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.length === 0 || value.length > max)
    invalid(position, `${key} must be a string of 1 to ${max} characters`);
  return value;
}

function stringArray(event: Record<string, unknown>, key: string, position: number, max: number): string[] | undefined {
  const value = event[key];
  if (value === undefined || value === null) return undefined;
  if (
    !Array.isArray(value) ||
    value.length === 0 ||
    value.length > max ||
    !value.every((item) => typeof item === 'string' && item.length > 0 && item.length <= 1_000)
  ) {
    invalid(position, `${key} must be an array of 1 to ${max} non-empty strings`);
  }
  return value as string[];
}

export function validateEvent(input: unknown, position: number): InsightsEvent {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) invalid(position, 'an event must be a JSON object');
  const event = input as Record<string, unknown>;
  const eventType = event.eventType;
  if (eventType !== 'click' && eventType !== 'conversion' && eventType !== 'view')
    invalid(position, 'eventType must be click, conversion or view');
  const eventName = optionalString(event, 'eventName', position, 64);
  if (!eventName || !/^[\x20-\x7e]+$/.test(eventName)) invalid(position, 'eventName is required: 1 to 64 printable ASCII characters');
  const index = optionalString(event, 'index', position, 256);
  if (!index) invalid(position, 'index is required');
  const userToken = optionalString(event, 'userToken', position, 129);
  if (!userToken || !USER_TOKEN_PATTERN.test(userToken))
    invalid(position, 'userToken is required: 1 to 129 characters of a-z, A-Z, 0-9, _ = / + -');
  const authenticatedUserToken = optionalString(event, 'authenticatedUserToken', position, 129);
  if (authenticatedUserToken !== undefined && !USER_TOKEN_PATTERN.test(authenticatedUserToken))
    invalid(position, 'authenticatedUserToken has characters that are not allowed');
  const queryID = optionalString(event, 'queryID', position, 32);
  if (queryID !== undefined && !QUERY_ID_PATTERN.test(queryID)) invalid(position, 'queryID must be 32 lower-case hexadecimal characters');
  const timestamp = event.timestamp;
  if (timestamp !== undefined && (typeof timestamp !== 'number' || !Number.isInteger(timestamp) || timestamp < 0))
    invalid(position, 'timestamp must be a positive integer (milliseconds)');
  // An event older than 30 days is refused; so is one from the future (beyond clock skew).
  if (typeof timestamp === 'number' && (timestamp < Date.now() - MAX_EVENT_AGE_MS || timestamp > Date.now() + MAX_CLOCK_SKEW_MS))
    invalid(position, 'timestamp must be within the last 30 days (milliseconds since the epoch)');
  const objectIDs = stringArray(event, 'objectIDs', position, MAX_OBJECT_IDS);
  const filters = stringArray(event, 'filters', position, MAX_FILTERS);
  if (!objectIDs && !filters) invalid(position, 'objectIDs or filters is required');
  if (objectIDs && filters) invalid(position, 'objectIDs and filters cannot both be set');
  const positions = event.positions;
  if (positions !== undefined) {
    if (!Array.isArray(positions) || !positions.every((item) => Number.isInteger(item) && (item as number) > 0))
      invalid(position, 'positions must be an array of positive integers');
    if (!objectIDs || positions.length !== objectIDs.length) invalid(position, 'positions must have one entry per objectID');
  }
  if (eventType === 'click' && queryID !== undefined && objectIDs && positions === undefined)
    invalid(position, 'positions is required for a click after a search (with queryID)');
  const eventSubtype = event.eventSubtype;
  if (eventSubtype !== undefined && eventSubtype !== 'addToCart' && eventSubtype !== 'purchase')
    invalid(position, 'eventSubtype must be addToCart or purchase');
  if (eventSubtype !== undefined && eventType !== 'conversion') invalid(position, 'eventSubtype is only allowed on conversion events');
  const value = event.value;
  if (value !== undefined && typeof value !== 'number' && typeof value !== 'string')
    invalid(position, 'value must be a number or a string');
  const currency = optionalString(event, 'currency', position, 3);
  const objectData = event.objectData;
  if (objectData !== undefined && (!Array.isArray(objectData) || !objectIDs || objectData.length !== objectIDs.length))
    invalid(position, 'objectData must have one entry per objectID');

  const valid: InsightsEvent = { eventType, eventName, index, userToken };
  if (authenticatedUserToken !== undefined) valid.authenticatedUserToken = authenticatedUserToken;
  if (timestamp !== undefined) valid.timestamp = timestamp as number;
  if (queryID !== undefined) valid.queryID = queryID;
  if (objectIDs) valid.objectIDs = objectIDs;
  if (positions !== undefined) valid.positions = positions as number[];
  if (filters) valid.filters = filters;
  if (eventSubtype !== undefined) valid.eventSubtype = eventSubtype;
  if (objectData !== undefined) valid.objectData = objectData as unknown[];
  if (value !== undefined) valid.value = value;
  if (currency !== undefined) valid.currency = currency;
  return valid;
}

/** Checks a whole `{ events: [...] }` body; nothing is stored unless every event is valid. */
export function validateEventsBody(body: unknown): InsightsEvent[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new HttpError(400, 'The body must be a JSON object with an events array');
  const events = (body as Record<string, unknown>).events;
  if (!Array.isArray(events)) throw new HttpError(400, 'events must be an array');
  if (events.length === 0) throw new HttpError(422, 'events must hold at least one event');
  if (events.length > MAX_EVENTS_PER_REQUEST) throw new HttpError(422, `events holds more than ${MAX_EVENTS_PER_REQUEST} events`);
  return events.map((event, position) => validateEvent(event, position));
}

export class EventBuffer {
  private readonly events: StoredEvent[] = [];
  private total = 0;

  constructor(private readonly capacity: number) {}

  add(events: InsightsEvent[]): void {
    const receivedAt = new Date().toISOString();
    for (const event of events) {
      this.events.push({ ...event, receivedAt });
      this.total += 1;
    }
    if (this.events.length > this.capacity) this.events.splice(0, this.events.length - this.capacity);
  }

  /** The newest events first, optionally only one user's or one index's. */
  list(options: { userToken?: string; index?: string; limit: number }): { events: StoredEvent[]; stored: number; received: number } {
    const matching = this.events.filter(
      (event) => (!options.userToken || event.userToken === options.userToken) && (!options.index || event.index === options.index),
    );
    return { events: matching.slice(-options.limit).reverse(), stored: this.events.length, received: this.total };
  }
}
