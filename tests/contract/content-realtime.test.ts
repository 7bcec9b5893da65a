import { executeQuery } from '@datocms/cda-client';
import { Response400Error } from 'datocms-listen';
import { EventSource } from 'eventsource';
import { afterEach, describe, expect, it } from 'vitest';
import { serviceUrl } from '../integration/service-urls';
import { cda, TOKEN } from './content-contract-helpers';
import { channelCounts, publish, recordOf, register, saveDraft, subscribe, waitFor, type Subscription } from './content-realtime-helpers';

/**
 * DatoCMS's Real-time Updates API on the local content service, driven by DatoCMS's own client
 * (datocms-listen's `subscribeToQuery`, which react-datocms' `useQuerySubscription` runs) with the
 * `eventsource` package as Node's EventSource: registration, the first update, updates after edits and
 * only after edits that change the answer, channel errors, re-registration and the freeing of channels.
 */

const ARTICLE_QUERY = 'query($id: ItemId) { blogArticle(filter: { id: { eq: $id } }) { id header _status } }';
const open: Subscription[] = [];

async function subscribed(query: string, options: Parameters<typeof subscribe>[1] = {}, awaitOpen = true): Promise<Subscription> {
  const subscription = await subscribe(query, options, awaitOpen);
  open.push(subscription);
  return subscription;
}

afterEach(() => {
  for (const subscription of open.splice(0)) subscription.unsubscribe();
});

describe('real-time updates: registration', () => {
  it('answers a registration with 200, Content-Type exactly application/json and an absolute channel URL, from a text/plain body', async () => {
    const response = await register('{ allBrands(first: 1) { name } }');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(
      new RegExp(
        `^${serviceUrl('content').replace(/[.]/g, '\\.').replace('127.0.0.1', '(127\\.0\\.0\\.1|localhost)')}/listen/channels/[A-Za-z0-9_-]+$`,
      ),
    );
  });

  it('answers the CORS preflight for the CDA headers', async () => {
    const response = await fetch(`${serviceUrl('content')}/listen`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://preview.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers':
          'authorization,x-environment,x-include-drafts,x-exclude-invalid,x-visual-editing,x-base-editing-url,x-cache-tags',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toMatch(/POST/);
    for (const name of [
      'authorization',
      'x-environment',
      'x-include-drafts',
      'x-exclude-invalid',
      'x-visual-editing',
      'x-base-editing-url',
      'x-cache-tags',
    ]) {
      expect(response.headers.get('access-control-allow-headers')).toContain(name);
    }
  });

  it('refuses permanently with 4xx: a bad token 401, a bad header 422, an unknown environment 404, a query that does not validate 422', async () => {
    expect((await register('{ allBrands { name } }', { authorization: 'Bearer wrong' })).status).toBe(401);
    expect((await register('{ allBrands { name } }', { 'x-include-drafts': 'yes' })).status).toBe(422);
    expect((await register('{ allBrands { name } }', { 'x-environment': 'sandbox' })).status).toBe(404);
    const invalid = await register('{ allBrands { noSuchField } }');
    expect(invalid.status).toBe(422);
    const body = (await invalid.json()) as { data: { attributes: { code: string; details: { message: string } } }[] };
    expect(body.data[0]?.attributes.code).toBe('INVALID_QUERY');
    expect(body.data[0]?.attributes.details.message).toMatch(/noSuchField/);
  });

  it('makes subscribeToQuery reject a query that does not validate (a 4xx, never retried)', async () => {
    const error = await subscribe('{ allBrands { noSuchField } }').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Response400Error);
    expect((error as Response400Error).response.status).toBe(422);
  });
});

describe('real-time updates: the channel', () => {
  it('sends the first update at once, with the answer the CDA gives for the same query', async () => {
    const record = await recordOf('blog_article', 1);
    const subscription = await subscribed(ARTICLE_QUERY, { variables: { id: record.id } });
    const first = await subscription.waitForUpdate(() => true);
    expect(first).toEqual(await executeQuery(ARTICLE_QUERY, cda({ includeDrafts: true, variables: { id: record.id } })));
    expect(subscription.statuses).toContain('connected');
  });

  it('sends an update after a draft save, and none for a save that leaves the answer as it was', async () => {
    const record = await recordOf('blog_article', 2);
    const other = await recordOf('blog_article', 3);
    const subscription = await subscribed(ARTICLE_QUERY, { variables: { id: record.id } });
    await subscription.waitForUpdate(() => true);
    await saveDraft(other.id, { excerpt: `Ett annat utdrag ${Date.now()}` });
    const header = `Utkast i realtid ${Date.now()}`;
    await saveDraft(record.id, { header });
    const update = await subscription.waitForUpdate((data) => data.blogArticle.header === header, 2_000);
    expect(update.blogArticle._status).toBe('updated');
    // The unrelated save came first and changed nothing this query reads: two updates in all.
    expect(subscription.updates).toHaveLength(2);
  });

  it('a published channel follows publishes, not draft saves', async () => {
    const record = await recordOf('blog_article', 4);
    // Without _status, which a draft save changes in published reads too (the record is then "updated").
    const query = 'query($id: ItemId) { blogArticle(filter: { id: { eq: $id } }) { id header } }';
    const subscription = await subscribed(query, { variables: { id: record.id }, includeDrafts: false });
    const before = await subscription.waitForUpdate(() => true);
    const header = `Publicerad i realtid ${Date.now()}`;
    await saveDraft(record.id, { header });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(subscription.updates).toEqual([before]);
    await publish(record.id);
    await subscription.waitForUpdate((data) => data.blogArticle.header === header, 2_000);
    expect(await executeQuery(query, cda({ variables: { id: record.id } }))).toEqual({ blogArticle: { id: record.id, header } });
  });

  it('sends an update when a record joins a list the query reads', async () => {
    const marker = `Ny fråga ${Date.now()}`;
    const query = `{ allFaqArticles(first: 100, filter: { header: { matches: { pattern: "${marker}", regexp: false } } }) { id header } }`;
    const subscription = await subscribed(query);
    expect(await subscription.waitForUpdate(() => true)).toEqual({ allFaqArticles: [] });
    const record = await recordOf('faq_article', 2);
    await saveDraft(record.id, { header: `${marker}: hur lång är leveranstiden?` });
    const after = await subscription.waitForUpdate((data) => data.allFaqArticles.length > 0, 2_000);
    expect(after.allFaqArticles).toEqual([{ id: record.id, header: `${marker}: hur lång är leveranstiden?` }]);
  });

  it('sends channelError with code, message, fatal and response when the query cannot be answered, and ends the channel', async () => {
    // Validates, but fails when run: a back-reference is refused in errors[].
    const subscription = await subscribed('{ allBrands(filter: { name: { matches: { pattern: "(a)\\\\1" } } }) { id } }');
    const error = await waitFor(() => subscription.channelErrors[0], 5_000, 'a channel error');
    expect(error).toMatchObject({
      code: 'INVALID_QUERY',
      fatal: true,
      message: expect.any(String),
      response: { errors: expect.any(Array) },
    });
    expect(subscription.updates).toEqual([]);
  });

  it('answers a consumed or unknown channel with 404, after which subscribeToQuery registers afresh', async () => {
    const used = (await (await register('{ allBrands(first: 1) { name } }')).json()) as { url: string };
    const source = new EventSource(used.url);
    await new Promise<void>((resolve) => source.addEventListener('update', () => resolve()));
    expect((await fetch(used.url)).status).toBe(404);
    source.close();
    expect((await fetch(`${serviceUrl('content')}/listen/channels/nonesuch`)).status).toBe(404);

    // The first registration the library makes gets the URL of a channel that is gone.
    let registrations = 0;
    const fetcher = async (input: RequestInfo, init?: RequestInit): Promise<Response> => {
      registrations += 1;
      if (registrations === 1)
        return new Response(JSON.stringify({ url: used.url }), { status: 200, headers: { 'content-type': 'application/json' } });
      return fetch(input, init);
    };
    const subscription = await subscribed('{ allBrands(first: 1) { name } }', { fetcher }, false);
    await subscription.waitForUpdate(() => true, 5_000);
    expect(registrations).toBeGreaterThanOrEqual(2);
    expect(subscription.statuses).toContain('closed');
  });

  it('frees channels whose stream closed at once, and keeps no channel nobody opened', async () => {
    // The channels the tests before closed are freed as their streams end: count from a settled figure.
    let before = await channelCounts();
    for (let settled = 0; settled < 4; ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const now = await channelCounts();
      settled = now.open === before.open ? settled + 1 : 0;
      before = now;
    }
    const subscriptions = await Promise.all(Array.from({ length: 20 }, () => subscribe('{ allBrands(first: 1) { name } }')));
    await Promise.all(subscriptions.map((subscription) => subscription.waitForUpdate(() => true)));
    expect((await channelCounts()).open).toBe(before.open + 20);
    for (const subscription of subscriptions) subscription.unsubscribe();
    const deadline = Date.now() + 3_000;
    let now = await channelCounts();
    while (now.open !== before.open && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      now = await channelCounts();
    }
    expect(now.open).toBe(before.open);
  });

  it('forgets a registered channel nobody opens within about 15 s', { timeout: 40_000 }, async () => {
    const before = await channelCounts();
    const { url } = (await (await register('{ allBrands(first: 1) { name } }')).json()) as { url: string };
    expect((await channelCounts()).waiting).toBe(before.waiting + 1);
    await new Promise((resolve) => setTimeout(resolve, 16_000));
    // Channels an earlier test left unopened expire in the same span, so the count may fall below where it was.
    expect((await channelCounts()).waiting).toBeLessThanOrEqual(before.waiting);
    expect((await fetch(url)).status).toBe(404);
  });

  it('streams text/event-stream with Cache-Control: no-cache and CORS', async () => {
    const { url } = (await (await register('{ allBrands(first: 1) { name } }')).json()) as { url: string };
    const controller = new AbortController();
    const response = await fetch(url, { signal: controller.signal, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const reader = response.body!.getReader();
    let text = '';
    while (!text.includes('event: update')) text += new TextDecoder().decode((await reader.read()).value);
    expect(text).toMatch(/event: update\ndata: \{"response":\{"data":\{"allBrands":\[\{"name":/);
    controller.abort();
  });
});
