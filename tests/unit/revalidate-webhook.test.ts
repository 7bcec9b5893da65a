import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseContentWebhook, presentedWebhookSecret, secretsMatch, WebhookPayloadError } from '@/lib/content/content-webhook';

const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({ revalidateTag }));

// The route's cache tag index lives under NEXT_DIST_DIR: a folder of this test's own.
const distDir = mkdtempSync(join(tmpdir(), 'glans-revalidate-'));
process.env.NEXT_DIST_DIR = distDir;
const { cacheTagIndex } = await import('@/lib/content/cache-tags');
const { POST } = await import('@/app/api/revalidate/route');
const { forgetSecretThrottles } = await import('@/lib/security/secret-throttle');
const { forgetWebhookCalls } = await import('@/lib/content/webhook-replay');
const { webhookSignatureHeaders } = await import('@/lib/content/webhook-signature');

const SECRET = 'glans-local-revalidate-secret';

function invalidation(tags: unknown): unknown {
  return { entity_type: 'cda_cache_tags', event_type: 'invalidate', entity: { id: 'cda_cache_tags', type: 'cda_cache_tags', attributes: { tags } } };
}

function call(body: unknown, authorization: string | null = `Bearer ${SECRET}`, extra: Record<string, string> = {}): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...extra };
  if (authorization !== null) headers.authorization = authorization;
  return POST(new Request('http://localhost:3000/api/revalidate/', { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) }));
}

beforeEach(() => {
  revalidateTag.mockClear();
  forgetSecretThrottles();
  forgetWebhookCalls();
});
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

describe('parseContentWebhook', () => {
  it('reads a DatoCMS cache tag invalidation', () => {
    expect(parseContentWebhook(invalidation(['record:1', 'model:blog_article', 'record:1']))).toEqual({ kind: 'cache_tags', tags: ['record:1', 'model:blog_article'] });
  });

  it('reads a record publish event with its model from the related item type', () => {
    const event = parseContentWebhook({
      entity_type: 'item',
      event_type: 'publish',
      entity: { id: '42', type: 'item', relationships: { item_type: { data: { id: '7', type: 'item_type' } } } },
      related_entities: [
        { id: '3', type: 'item_type', attributes: { api_key: 'brand' } },
        { id: '7', type: 'item_type', attributes: { api_key: 'blog_article' } },
      ],
    });
    expect(event).toEqual({ kind: 'record', event: 'publish', recordId: '42', modelApiKey: 'blog_article', tags: [] });
  });

  it('ignores events it does not handle', () => {
    expect(parseContentWebhook({ entity_type: 'upload', event_type: 'create', entity: {} }).kind).toBe('ignored');
    expect(parseContentWebhook({ entity_type: 'cda_cache_tags', event_type: 'other', entity: {} }).kind).toBe('ignored');
    expect(parseContentWebhook({ entity_type: 'item', event_type: 'archive', entity: { id: '1' } }).kind).toBe('ignored');
  });

  it.each([
    null,
    [],
    'text',
    {},
    { entity_type: 'cda_cache_tags' },
    invalidation('record:1'),
    invalidation([1]),
    invalidation(['two words']),
    invalidation(['x'.repeat(300)]),
    { entity_type: 'item', event_type: 'publish', entity: { id: '../1' } },
  ])('refuses the malformed body %j', (body) => {
    expect(() => parseContentWebhook(body)).toThrow(WebhookPayloadError);
  });
});

describe('webhook secrets', () => {
  it('takes a bearer token or the password of basic authentication', () => {
    expect(presentedWebhookSecret('Bearer abc')).toBe('abc');
    expect(presentedWebhookSecret(`Basic ${Buffer.from('dato:s3cret:x').toString('base64')}`)).toBe('s3cret:x');
    expect(presentedWebhookSecret('Token abc')).toBeNull();
    expect(presentedWebhookSecret(null)).toBeNull();
  });

  it('compares secrets exactly', () => {
    expect(secretsMatch('abc', 'abc')).toBe(true);
    expect(secretsMatch('abd', 'abc')).toBe(false);
    expect(secretsMatch('ab', 'abc')).toBe(false);
    expect(secretsMatch('', '')).toBe(false);
    expect(secretsMatch(null, 'abc')).toBe(false);
  });
});

describe('POST /api/revalidate', () => {
  const index = () => cacheTagIndex();

  it('answers 401 and revalidates nothing with a wrong, missing or malformed secret', async () => {
    await index().remember('content:q:article', ['model:blog_article']);
    for (const authorization of [null, 'Bearer wrong', `Bearer ${SECRET}x`, `Basic ${Buffer.from('user:wrong').toString('base64')}`, SECRET]) {
      const response = await call(invalidation(['model:blog_article']), authorization);
      expect(response.status).toBe(401);
      expect(await response.text()).not.toContain(SECRET);
    }
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 400, never 500, for a body that is not a webhook', async () => {
    for (const body of ['not json', '', '[]', JSON.stringify({ entity_type: 'cda_cache_tags', event_type: 'invalidate' })]) {
      const response = await call(body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBeTruthy();
    }
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('revalidates exactly the queries whose answers carried an invalidated tag, expiring them at once (no stale page for the next visitor)', async () => {
    await index().remember('content:q:global', ['model:global_configuration', 'record:10', 'record:11']);
    await index().remember('content:q:article-a', ['model:blog_article']);
    await index().remember('content:q:category', ['model:product_category']);
    const response = await call(invalidation(['record:11', 'model:blog_article']));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ revalidated: 3, tags: 2 });
    const revalidated = revalidateTag.mock.calls.map(([tag]) => tag as string).sort();
    expect(revalidated).toEqual(['content:q:article', 'content:q:article-a', 'content:q:global']);
    expect(revalidateTag.mock.calls.every(([, profile]) => JSON.stringify(profile) === JSON.stringify({ expire: 0 }))).toBe(true);
  });

  it('accepts basic authentication (a DatoCMS webhook setting)', async () => {
    const response = await call(invalidation(['model:product_category']), `Basic ${Buffer.from(`dato:${SECRET}`).toString('base64')}`);
    expect(response.status).toBe(200);
    expect(revalidateTag).toHaveBeenCalledWith('content:q:category', { expire: 0 });
  });

  it('revalidates nothing for tags no cached query carried, and for ignored events', async () => {
    expect(await (await call(invalidation(['record:999']))).json()).toMatchObject({ revalidated: 0 });
    expect(await (await call({ entity_type: 'upload', event_type: 'update', entity: {} })).json()).toMatchObject({ revalidated: 0 });
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('revalidates all content for a record event: cache tags are opaque, so no record id names them', async () => {
    await index().remember('content:q:global', ['model:global_configuration', 'record:11']);
    const response = await call({ entity_type: 'item', event_type: 'publish', entity: { id: '11', attributes: { model_api_key: 'global_configuration' } } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ revalidated: 1, all: true });
    expect(revalidateTag.mock.calls.map(([tag]) => tag)).toEqual(['content']);
  });
});

describe('POST /api/revalidate: guessing and replay', () => {
  const index = () => cacheTagIndex();
  const client = (address: string) => ({ 'x-forwarded-for': address });

  it('answers 429 with Retry-After after five wrong secrets from one client, even for the right one, and not for another client', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) statuses.push((await call(invalidation(['record:1']), `Bearer guess-${attempt}`, client('203.0.113.5'))).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    const locked = await call(invalidation(['record:1']), `Bearer ${SECRET}`, client('203.0.113.5'));
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await locked.json()) as { error: string }).error).toMatch(/try again in \d+ s/);
    expect((await call(invalidation(['record:1']), `Bearer ${SECRET}`, client('198.51.100.9'))).status).toBe(200);
  });

  it('acknowledges a replayed signed call without revalidating, and revalidates a new call with the same body', async () => {
    const body = JSON.stringify(invalidation(['record:21']));
    await index().remember('content:q:record-21', ['record:21']);
    const signed = webhookSignatureHeaders(SECRET, body);
    const first = await call(body, `Bearer ${SECRET}`, signed);
    expect(await first.json()).toMatchObject({ revalidated: 1 });
    await index().remember('content:q:record-21', ['record:21']);
    revalidateTag.mockClear();
    const replay = await call(body, `Bearer ${SECRET}`, signed);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ revalidated: 0, replayed: true });
    expect(revalidateTag).not.toHaveBeenCalled();
    // A second publish of the same record: the same body, a new call.
    const second = await call(body, `Bearer ${SECRET}`, webhookSignatureHeaders(SECRET, body));
    expect(await second.json()).toMatchObject({ revalidated: 1 });
    expect(revalidateTag).toHaveBeenCalledWith('content:q:record-21', { expire: 0 });
  });

  it('refuses a signature that does not match the body, or a call signed long ago, with 401', async () => {
    const body = JSON.stringify(invalidation(['record:22']));
    const forged = { ...webhookSignatureHeaders(SECRET, body), 'x-glans-webhook-id': '00000000-0000-4000-8000-000000000000' };
    expect((await call(body, `Bearer ${SECRET}`, forged)).status).toBe(401);
    const old = webhookSignatureHeaders(SECRET, body, Date.now() - 10 * 60_000);
    const stale = await call(body, `Bearer ${SECRET}`, old);
    expect(stale.status).toBe(401);
    expect(((await stale.json()) as { error: string }).error).toMatch(/minutes/);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers an unsigned repeat of the same body, and a second invalidation of all content, with 429 and Retry-After', async () => {
    await index().remember('content:q:record-23', ['record:23']);
    expect((await call(invalidation(['record:23']))).status).toBe(200);
    await index().remember('content:q:record-23', ['record:23']);
    revalidateTag.mockClear();
    const repeat = await call(invalidation(['record:23']));
    expect(repeat.status).toBe(429);
    expect(Number(repeat.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(revalidateTag).not.toHaveBeenCalled();

    const publish = (id: string) => call({ entity_type: 'item', event_type: 'publish', entity: { id } });
    expect((await publish('31')).status).toBe(200);
    revalidateTag.mockClear();
    const again = await publish('32');
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toBeTruthy();
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});
