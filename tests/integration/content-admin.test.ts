import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CONTENT_ADMIN_TOKEN, LOCAL_CONTENT_TOKEN } from '../../lib/config';

/**
 * The content service's editor (admin) API, over HTTP, on a content service of this file's own (so the
 * records it edits and publishes cannot disturb other tests), started with STOREFRONT_URL pointing at a
 * small HTTP receiver here that records the webhook a publish fires.
 */

const PORT = Number(process.env.INTEGRATION_PORT_BASE ?? 7600) + 21;
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN_TOKEN = 'admin-token-of-this-test';
const WEBHOOK_SECRET = 'webhook-secret-of-this-test';

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  body: unknown;
}

let service: ChildProcess;
let receiver: Server;
const received: Received[] = [];
let receiverStatus = 200;

async function readAll(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  receiver = createServer((req, res) => {
    void readAll(req).then((text) => {
      received.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization, body: JSON.parse(text || 'null') });
      res.writeHead(receiverStatus, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ revalidated: 1 }));
    });
  });
  receiver.listen(0, '127.0.0.1');
  await once(receiver, 'listening');
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  service = spawn(process.execPath, ['--import', 'tsx', 'services/content/server.ts'], {
    env: { ...process.env, PORT: String(PORT), STOREFRONT_URL: receiverUrl, REVALIDATE_SECRET: WEBHOOK_SECRET, CONTENT_ADMIN_TOKEN: ADMIN_TOKEN },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(`${BASE}/health`, 60_000);
});

afterAll(async () => {
  if (service && service.exitCode === null) {
    service.kill('SIGTERM');
    await once(service, 'exit');
  }
  receiver?.close();
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function admin(method: 'GET' | 'POST', path: string, body?: unknown, token: string | null = ADMIN_TOKEN): Promise<{ status: number; body: Json }> {
  const headers: Record<string, string> = {};
  if (token !== null) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${BASE}${path}`, { method, headers, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Json };
}

async function articleHeader(slug: string, options: { drafts?: boolean; preview?: boolean } = {}): Promise<{ header: string | null; cacheTags: string | null }> {
  const headers: Record<string, string> = { authorization: `Bearer ${LOCAL_CONTENT_TOKEN}`, 'content-type': 'application/json', 'x-cache-tags': 'true' };
  if (options.drafts) headers['x-include-drafts'] = 'true';
  const response = await fetch(`${BASE}${options.preview ? '/preview' : '/'}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query: 'query ($slug: String) { blogArticle(filter: { slug: { eq: $slug } }) { header } }', variables: { slug } }),
  });
  const body = (await response.json()) as Json;
  return { header: body.data?.blogArticle?.header ?? null, cacheTags: response.headers.get('x-cache-tags') };
}

async function firstBlogArticle(index = 0): Promise<Json> {
  const { status, body } = await admin('GET', '/admin/records?model=blog_article');
  expect(status).toBe(200);
  return body.records.filter((record: Json) => record.published)[index];
}

describe('admin API: authorization', () => {
  it('answers 401 with { error } without a token, with a wrong one, and with the demo token when another is configured', async () => {
    for (const token of [null, 'wrong', LOCAL_CONTENT_ADMIN_TOKEN, LOCAL_CONTENT_TOKEN]) {
      const answer = await admin('GET', '/admin/records?model=blog_article', undefined, token);
      expect(answer.status).toBe(401);
      expect(typeof answer.body.error).toBe('string');
      expect(JSON.stringify(answer.body)).not.toContain(ADMIN_TOKEN);
    }
    const record = await firstBlogArticle();
    expect((await admin('POST', `/admin/records/${record.id}/draft`, { fields: { header: 'x' } }, 'wrong')).status).toBe(401);
    expect((await admin('POST', `/admin/records/${record.id}/publish`, undefined, null)).status).toBe(401);
    expect((await admin('GET', `/admin/records/${record.id}`)).body.draft).toBeNull();
  });
});

describe('admin API: reading records', () => {
  it('finds a record by model and slug, with both versions', async () => {
    const record = await firstBlogArticle();
    const slug = record.published.fields.slug;
    const { status, body } = await admin('GET', `/admin/records?model=blog_article&slug=${encodeURIComponent(slug)}`);
    expect(status).toBe(200);
    expect(body.records).toHaveLength(1);
    expect(body.records[0]).toMatchObject({ id: record.id, modelApiKey: 'blog_article', draft: null });
    expect(body.records[0].published.fields.header).toBe(record.published.fields.header);
    const one = await admin('GET', `/admin/records/${record.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: record.id, modelApiKey: 'blog_article' });
  });

  it('lists the draft-only fixture with no published version', async () => {
    const { body } = await admin('GET', '/admin/records?model=blog_article&slug=kommande-kollektion');
    expect(body.records).toHaveLength(1);
    expect(body.records[0].published).toBeNull();
    expect(body.records[0].draft.fields.header).toBe('Kommande kollektion');
  });

  it('answers 404 for an unknown record and 400 for a missing or unknown model', async () => {
    expect((await admin('GET', '/admin/records/999999999')).status).toBe(404);
    expect((await admin('GET', '/admin/records/..%2F..%2Fetc')).status).toBe(404);
    expect((await admin('GET', '/admin/records')).status).toBe(400);
    const unknown = await admin('GET', '/admin/records?model=no_such_model');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatch(/Unknown model/);
    expect((await admin('GET', '/admin/records?model=blog_article&first=abc')).status).toBe(400);
    expect((await admin('GET', '/admin/nothing')).status).toBe(404);
  });
});

describe('admin API: drafts', () => {
  it('saves a draft that only drafts-including reads see', async () => {
    const record = await firstBlogArticle(1);
    const slug = record.published.fields.slug;
    const original = record.published.fields.header;
    const header = `${original} (utkast ${Date.now()})`;
    const saved = await admin('POST', `/admin/records/${record.id}/draft`, { fields: { header } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id: record.id, status: 'updated' });
    expect(saved.body.fields.header).toBe(header);
    expect(saved.body.fields.slug).toBe(slug);

    expect((await articleHeader(slug)).header).toBe(original);
    expect((await articleHeader(slug, { drafts: true })).header).toBe(header);
    expect((await articleHeader(slug, { preview: true })).header).toBe(header);
    expect((await admin('GET', `/admin/records/${record.id}`)).body.draft.fields.header).toBe(header);
  });

  it('answers 400 for unknown fields, wrong types, invalid structured text, a taken slug and bad bodies', async () => {
    const record = await firstBlogArticle(2);
    const path = `/admin/records/${record.id}/draft`;
    const cases: [unknown, RegExp][] = [
      [{ fields: { nope: 'x' } }, /Unknown field "nope"/],
      [{ fields: { header: 42 } }, /"header" must be a string/],
      [{ fields: { id: '1' } }, /cannot be changed/],
      [{ fields: { content: { value: { schema: 'dast', document: { type: 'root', children: [{ type: 'span', value: 'x' }] } } } } }, /dast/],
      [{ fields: { slug: 'kommande-kollektion' } }, /already used/],
      [{ fields: {} }, /empty/],
      [{ header: 'x' }, /Unknown body keys/],
      ['not json', /not valid JSON/],
      [[], /JSON object/],
    ];
    for (const [body, message] of cases) {
      const answer = await admin('POST', path, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error).toMatch(message);
    }
    expect((await admin('GET', `/admin/records/${record.id}`)).body.draft).toBeNull();
  });

  it('answers 404 for a draft of an unknown record and 405 for a wrong method', async () => {
    expect((await admin('POST', '/admin/records/999999999/draft', { fields: { header: 'x' } })).status).toBe(404);
    const record = await firstBlogArticle();
    expect((await admin('GET', `/admin/records/${record.id}/draft`)).status).toBe(405);
  });
});

describe('admin API: publishing', () => {
  it('publishes the draft, makes it public and fires the cache-tag webhook to the storefront', async () => {
    received.length = 0;
    const record = await firstBlogArticle(3);
    const slug = record.published.fields.slug;
    const header = `Publicerad rubrik ${Date.now()}`;
    expect((await admin('POST', `/admin/records/${record.id}/draft`, { fields: { header, seo: { title: header } } })).status).toBe(200);
    const answer = await admin('POST', `/admin/records/${record.id}/publish`);
    expect(answer.status).toBe(200);
    expect(answer.body.published).toMatchObject({ id: record.id, status: 'published' });
    expect(answer.body.published.fields.header).toBe(header);
    expect(answer.body.published.fields.seo.title).toBe(header);
    expect(answer.body.webhook).toMatchObject({ delivered: true, status: 200 });

    expect((await articleHeader(slug)).header).toBe(header);
    expect((await admin('GET', `/admin/records/${record.id}`)).body.draft).toBeNull();

    expect(received).toHaveLength(1);
    const [call] = received as [Received];
    expect(call.method).toBe('POST');
    expect(call.url).toBe('/api/revalidate/');
    expect(call.authorization).toBe(`Bearer ${WEBHOOK_SECRET}`);
    expect(call.body).toMatchObject({ entity_type: 'cda_cache_tags', event_type: 'invalidate' });
    const tags = (call.body as Json).entity.attributes.tags as string[];
    expect(tags).toEqual(expect.arrayContaining([`record:${record.id}`, 'model:blog_article']));
    // The tags name what the storefront cached: the published query's own X-Cache-Tags share one.
    const cached = (await articleHeader(slug)).cacheTags?.split(' ') ?? [];
    expect(cached.some((tag) => tags.includes(tag))).toBe(true);
  });

  it('answers 409 when there is no draft to publish, and fires nothing', async () => {
    received.length = 0;
    const record = await firstBlogArticle(4);
    const answer = await admin('POST', `/admin/records/${record.id}/publish`);
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatch(/no draft/);
    expect((await admin('POST', '/admin/records/999999999/publish')).status).toBe(404);
    expect(received).toHaveLength(0);
  });

  it('publishes a draft-only record for the first time', async () => {
    const { body } = await admin('GET', '/admin/records?model=blog_article&slug=kommande-kollektion');
    const id = body.records[0].id;
    expect((await articleHeader('kommande-kollektion')).header).toBeNull();
    const answer = await admin('POST', `/admin/records/${id}/publish`);
    expect(answer.status).toBe(200);
    expect(answer.body.published.firstPublishedAt).toBeTruthy();
    expect((await articleHeader('kommande-kollektion')).header).toBe('Kommande kollektion');
  });

  it('reports, without failing the publish, a storefront that refuses the webhook', async () => {
    receiverStatus = 401;
    try {
      const record = await firstBlogArticle(5);
      await admin('POST', `/admin/records/${record.id}/draft`, { fields: { excerpt: 'Ny ingress' } });
      const answer = await admin('POST', `/admin/records/${record.id}/publish`);
      expect(answer.status).toBe(200);
      expect(answer.body.webhook).toMatchObject({ delivered: false, status: 401 });
    } finally {
      receiverStatus = 200;
    }
  });
});

describe('admin API: unpublishing (DatoCMS CMA PUT /items/:id/unpublish)', () => {
  it('refuses without the admin token, and changes nothing', async () => {
    received.length = 0;
    const record = await firstBlogArticle(6);
    for (const token of [null, 'wrong']) {
      for (const method of ['PUT', 'POST'] as const) {
        const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
        const response = await fetch(`${BASE}/admin/records/${record.id}/unpublish`, { method, headers });
        expect(response.status).toBe(401);
        expect(typeof ((await response.json()) as Json).error).toBe('string');
      }
    }
    expect((await articleHeader(record.published.fields.slug)).header).toBe(record.published.fields.header);
    expect(received).toHaveLength(0);
  });

  it('takes the record off published reads, keeps it as a draft and fires the cache-tag webhook', async () => {
    received.length = 0;
    const record = await firstBlogArticle(6);
    const slug = record.published.fields.slug;
    const header = record.published.fields.header;
    const cached = (await articleHeader(slug)).cacheTags?.split(' ') ?? [];
    const response = await fetch(`${BASE}/admin/records/${record.id}/unpublish`, { method: 'PUT', headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as Json;
    expect(answer.draft).toMatchObject({ id: record.id, status: 'draft', publishedAt: null });
    expect(answer.draft.fields.header).toBe(header);
    expect(answer.webhook).toMatchObject({ delivered: true, status: 200 });

    // The published answer is gone; drafts still find it, and the editor API lists it as a draft only.
    expect((await articleHeader(slug)).header).toBeNull();
    expect((await articleHeader(slug, { drafts: true })).header).toBe(header);
    expect((await admin('GET', `/admin/records/${record.id}`)).body).toMatchObject({ published: null, draft: { fields: { header } } });

    expect(received).toHaveLength(1);
    const tags = (received[0]!.body as Json).entity.attributes.tags as string[];
    expect(tags).toEqual(expect.arrayContaining([`record:${record.id}`, 'model:blog_article']));
    expect(cached.some((tag) => tags.includes(tag))).toBe(true);

    // Nothing published any more: 409, and no webhook. Publishing brings it back.
    const again = await admin('POST', `/admin/records/${record.id}/unpublish`);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/not published/);
    expect(received).toHaveLength(1);
    expect((await admin('POST', `/admin/records/${record.id}/publish`)).status).toBe(200);
    expect((await articleHeader(slug)).header).toBe(header);
  });

  it('answers 404 for an unknown record and 405 for GET', async () => {
    expect((await admin('POST', '/admin/records/999999999/unpublish')).status).toBe(404);
    const record = await firstBlogArticle();
    const response = await fetch(`${BASE}/admin/records/${record.id}/unpublish`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('PUT, POST');
  });
});
