import { describe, expect, it } from 'vitest';
import { chunkEvent, createInsightsClient, eventsFor } from '@/lib/search/insights-client';

describe('insights events (clicks with positions, views in chunks of 20)', () => {
  const ids = Array.from({ length: 45 }, (_, index) => `o${index}`);

  it('view events go in chunks of 20 hits', () => {
    const events = eventsFor(
      'viewedObjectIDs',
      { eventName: 'Hits Viewed', index: 'primary_index_sv_SE', objectIDs: ids },
      'anonymous-1',
      1,
    );
    expect(events.map((event) => event.objectIDs?.length)).toEqual([20, 20, 5]);
    expect(events.flatMap((event) => event.objectIDs)).toEqual(ids);
    expect(events.every((event) => event.eventType === 'view' && event.userToken === 'anonymous-1')).toBe(true);
  });

  it('click events after a search carry the query id and positions', () => {
    const [event] = eventsFor(
      'clickedObjectIDsAfterSearch',
      { eventName: 'Product Clicked', index: 'i', objectIDs: ['a'], positions: [7], queryID: 'q'.repeat(32) },
      't',
      5,
    );
    expect(event).toEqual({
      eventType: 'click',
      eventName: 'Product Clicked',
      index: 'i',
      userToken: 't',
      timestamp: 5,
      objectIDs: ['a'],
      positions: [7],
      queryID: 'q'.repeat(32),
    });
  });

  it('positions are chunked with their ids', () => {
    const chunks = chunkEvent({
      eventType: 'click',
      eventName: 'x',
      index: 'i',
      userToken: 't',
      timestamp: 1,
      objectIDs: ids,
      positions: ids.map((_, i) => i + 1),
    });
    expect(chunks[2]).toMatchObject({ objectIDs: ['o40', 'o41', 'o42', 'o43', 'o44'], positions: [41, 42, 43, 44, 45] });
  });

  it('sends nothing without a token, a name, or for calls that are not events', () => {
    expect(eventsFor('viewedObjectIDs', { eventName: 'x', index: 'i', objectIDs: ['a'] }, null)).toEqual([]);
    expect(eventsFor('viewedObjectIDs', { index: 'i', objectIDs: ['a'] }, 't')).toEqual([]);
    expect(eventsFor('clickedObjectIDsAfterSearch', { eventName: 'x', index: 'i', objectIDs: ['a'] }, 't')).toEqual([]);
    expect(eventsFor('somethingElse', { eventName: 'x', index: 'i', objectIDs: ['a'] }, 't')).toEqual([]);
  });

  it('the client answers the middleware’s calls and posts events with the credentials in the query', () => {
    const sent: { url: string; body: string }[] = [];
    const client = createInsightsClient({
      url: 'http://127.0.0.1:7402/1/events',
      appId: 'APP',
      apiKey: 'KEY',
      send: (url, body) => sent.push({ url, body }),
    });
    const tokens: string[] = [];
    client('onUserTokenChange', (token: string) => tokens.push(token), { immediate: true });
    client('setUserToken', 'anonymous-abc');
    let read: string | undefined;
    client('getUserToken', null, (_error: unknown, token?: string) => (read = token));
    expect(read).toBe('anonymous-abc');
    expect(tokens).toEqual(['anonymous-abc']);
    client('viewedObjectIDs', { eventName: 'Hits Viewed', index: 'i', objectIDs: ids });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('http://127.0.0.1:7402/1/events?X-Algolia-Application-Id=APP&X-Algolia-API-Key=KEY');
    expect((JSON.parse(sent[0]!.body) as { events: unknown[] }).events).toHaveLength(3);
    expect(client.version.split('.').map(Number)[0]).toBeGreaterThanOrEqual(2);
  });
});
