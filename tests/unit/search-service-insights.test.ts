import { describe, expect, it } from 'vitest';
import { HttpError } from '../../services/shared/http-service';
import { EventBuffer, validateEvent, validateEventsBody } from '../../services/search/insights-events';

/** Insights events: the Insights API's checks and the bounded in-memory buffer. */

const valid = {
  eventType: 'click',
  eventName: 'Product Clicked',
  index: 'primary_index_sv_SE',
  userToken: 'anonymous-1',
  queryID: 'f'.repeat(32),
  objectIDs: ['1', '2'],
  positions: [1, 2],
};

function status(run: () => unknown): number {
  try {
    run();
  } catch (error) {
    return error instanceof HttpError ? error.status : -1;
  }
  return 200;
}

describe('insights events', () => {
  it('keeps the known fields of a valid event and drops the rest', () => {
    expect(validateEvent({ ...valid, extra: 'x' })).toEqual(valid);
  });

  it.each([
    ['eventName too long', { ...valid, eventName: 'x'.repeat(65) }],
    ['a userToken with spaces', { ...valid, userToken: 'a b' }],
    ['objectIDs and filters together', { ...valid, filters: ['brand:x'] }],
    ['neither objectIDs nor filters', { eventType: 'view', eventName: 'x', index: 'i', userToken: 'u' }],
    ['a zero position', { ...valid, positions: [0, 1] }],
    ['eventSubtype on a click', { ...valid, eventSubtype: 'purchase' }],
    ['a negative timestamp', { ...valid, timestamp: -1 }],
    ['objectData of the wrong length', { ...valid, eventType: 'conversion', objectData: [{}] }],
    ['positions on a view', { ...valid, eventType: 'view' }],
    ['positions without a queryID', { ...valid, queryID: undefined }],
    ['an upper-case queryID', { ...valid, queryID: 'F'.repeat(32) }],
    ['a timestamp 31 days old', { ...valid, timestamp: Date.now() - 31 * 24 * 3600 * 1000 }],
  ])('refuses %s with 422', (_label, event) => {
    expect(status(() => validateEvent(event))).toBe(422);
  });

  it('refuses a body that is not { events: [...] }, an empty and an oversized one with 422', () => {
    expect(status(() => validateEventsBody([]))).toBe(422);
    expect(status(() => validateEventsBody({ events: 'x' }))).toBe(422);
    expect(status(() => validateEventsBody({ events: [] }))).toBe(422);
    expect(status(() => validateEventsBody({ events: Array.from({ length: 1001 }, () => valid) }))).toBe(422);
  });

  it('keeps at most its capacity, dropping the oldest, and lists newest first', () => {
    const buffer = new EventBuffer(3);
    for (let i = 0; i < 5; i += 1) buffer.add([validateEvent({ ...valid, eventName: `e${i}` })]);
    const listed = buffer.list({ limit: 10 });
    expect(listed.events.map((event) => event.eventName)).toEqual(['e4', 'e3', 'e2']);
    expect(listed).toMatchObject({ stored: 3, received: 5 });
    expect(buffer.list({ limit: 1, userToken: 'someone-else' }).events).toEqual([]);
  });

  it('keeps at most its byte budget, dropping the oldest, whatever the number of events', () => {
    const buffer = new EventBuffer(100, 5_000);
    const objectIDs = Array.from({ length: 20 }, () => 'x'.repeat(90));
    const bulky = (name: string) =>
      validateEvent({ eventType: 'view', eventName: name, index: valid.index, userToken: valid.userToken, objectIDs });
    for (let i = 0; i < 10; i += 1) buffer.add([bulky(`e${i}`)]);
    const listed = buffer.list({ limit: 100 });
    expect(JSON.stringify(listed.events).length).toBeLessThanOrEqual(5_000);
    expect(listed.events.map((event) => event.eventName)).toEqual(['e9', 'e8']);
    expect(listed).toMatchObject({ stored: 2, received: 10 });
  });
});
