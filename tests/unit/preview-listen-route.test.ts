import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Live preview's registration route (app/api/preview-listen): draft mode only, the storefront's own queries
 * only (by hash), merged into one query that the content service's schema accepts, forwarded with the
 * server's token and draft headers; the browser gets the channel URL as datocms-listen wants it.
 */

let draft = true;
let sessionCookie: string | undefined;
vi.mock('next/headers', () => ({
  draftMode: async () => ({ isEnabled: draft }),
  cookies: async () => ({ get: (name: string) => (name === 'glans_draft_session' && sessionCookie ? { value: sessionCookie } : undefined) }),
}));

interface Received {
  headers: IncomingMessage['headers'];
  body: { query: string; variables: Record<string, unknown> };
}
const received: Received[] = [];
let answer: { status: number; body: string } = { status: 200, body: '' };
let listen: Server;
let listenUrl = '';

beforeAll(async () => {
  // Stands in for the Real-time Updates API's registration endpoint: records what it is sent.
  listen = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(text) as Received['body'] });
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => listen.listen(0, '127.0.0.1', resolve));
  listenUrl = `http://127.0.0.1:${(listen.address() as AddressInfo).port}/listen`;
  process.env.DATOCMS_LISTEN_URL = listenUrl;
  process.env.DATOCMS_API_TOKEN = 'server-side-token';
  await load(); // the modules' first import takes a while on a busy machine
}, 60_000);

afterAll(() => new Promise<void>((resolve) => listen.close(() => resolve())));

beforeEach(async () => {
  draft = true;
  const { newDraftSession } = await import('@/lib/content/draft-session');
  sessionCookie = newDraftSession('glans-local-draft-secret').value;
  received.length = 0;
  answer = { status: 200, body: JSON.stringify({ url: 'http://127.0.0.1:1/channels/abc' }) };
});

async function load() {
  const { POST } = await import('@/app/api/preview-listen/route');
  const { liveQueryHash, mergeLiveQueries } = await import('@/lib/content/live-queries');
  const { GlobalDataQuery } = await import('@/lib/content/global-data');
  const FrontPageQuery = (await import('@/lib/content/special-page-queries')).specialPageQueries.frontPage;
  const { BlogArticleListQuery, BlogArticleQuery } = await import('@/lib/content/article-queries');
  const { ProductFamilyQuery } = await import('@/lib/content/catalogue-queries');
  return { POST, liveQueryHash, mergeLiveQueries, GlobalDataQuery, FrontPageQuery, BlogArticleListQuery, BlogArticleQuery, ProductFamilyQuery };
}

function registration(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost:3000/api/preview-listen/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', authorization: 'Bearer glans-token-stays-on-the-server', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('POST /api/preview-listen/', () => {
  it('registers the storefront\'s queries, merged, with the server\'s token and drafts, and answers the channel URL', async () => {
    const { POST, liveQueryHash, GlobalDataQuery, BlogArticleQuery } = await load();
    const response = await POST(
      registration({ query: `${liveQueryHash(GlobalDataQuery)} ${liveQueryHash(BlogArticleQuery)}`, variables: [{ locale: 'sv_SE' }, { slug: 'en-artikel', locale: 'sv_SE' }] }),
    );
    expect(response.status).toBe(200);
    // datocms-listen compares the whole string.
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ url: 'http://127.0.0.1:1/channels/abc' });
    expect(received).toHaveLength(1);
    const [{ headers, body }] = received as [Received];
    expect(headers.authorization).toBe('Bearer server-side-token');
    expect(headers['x-include-drafts']).toBe('true');
    expect(body.variables).toEqual({ p0_locale: 'sv_SE', p1_slug: 'en-artikel', p1_locale: 'sv_SE' });
    expect(body.query).toMatch(/^query LivePreview\(\$p0_locale: SiteLocale, \$p1_slug: String!, \$p1_locale: SiteLocale\)/);
    expect(body.query).toContain('p1_article: blogArticle(');
  });

  it('refuses a request outside draft mode with 401, before reading anything', async () => {
    const { POST, liveQueryHash, GlobalDataQuery } = await load();
    draft = false;
    const response = await POST(registration({ query: liveQueryHash(GlobalDataQuery), variables: [{}] }));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Live preview needs draft mode' });
    expect(received).toHaveLength(0);
  });

  it('refuses draft mode without a valid draft session (Next\'s cookie alone) with 401', async () => {
    const { POST, liveQueryHash, GlobalDataQuery } = await load();
    for (const cookie of [undefined, 'not-a-session', `${sessionCookie?.slice(0, -2)}xx`]) {
      sessionCookie = cookie;
      const response = await POST(registration({ query: liveQueryHash(GlobalDataQuery), variables: [{}] }));
      expect(response.status).toBe(401);
    }
    expect(received).toHaveLength(0);
  });

  it.each<[string, Record<string, string>]>([
    ['a text/plain post (a cross-site form or simple fetch)', { 'content-type': 'text/plain;charset=UTF-8' }],
    ['a form post', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['a post from another site', { 'sec-fetch-site': 'cross-site' }],
    ['a post from a sibling site', { 'sec-fetch-site': 'same-site' }],
    ['a post with another Origin and no fetch metadata', { 'sec-fetch-site': '', origin: 'https://evil.example' }],
  ])('refuses %s with 403 before anything is registered', async (_, headers) => {
    const { POST, liveQueryHash, GlobalDataQuery } = await load();
    const request = registration({ query: liveQueryHash(GlobalDataQuery), variables: [{}] }, headers);
    if (headers['sec-fetch-site'] === '') request.headers.delete('sec-fetch-site');
    const response = await POST(request);
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: string }).error).toBeTruthy();
    expect(received).toHaveLength(0);
  });

  it('takes a post without fetch metadata whose Origin is this host', async () => {
    const { POST, liveQueryHash, GlobalDataQuery } = await load();
    const request = registration({ query: liveQueryHash(GlobalDataQuery), variables: [{ locale: 'sv_SE' }] }, { origin: 'http://localhost:3000', host: 'localhost:3000' });
    request.headers.delete('sec-fetch-site');
    expect((await POST(request)).status).toBe(200);
  });

  it.each([
    ['GraphQL of its own', { query: '{ allUsers { password } }', variables: [{}] }, /Unknown query/],
    ['an unknown hash', { query: 'a'.repeat(64), variables: [{}] }, /Unknown query/],
    ['no query', { query: '  ', variables: [] }, /No query named/],
    ['variables that do not pair with the queries', { query: 'HASH', variables: [] }, /One variables object per query/],
    ['variables that are not an object', { query: 'HASH', variables: ['x'] }, /must be an object/],
    ['a body of another shape', { query: 'HASH', variables: { locale: 'sv_SE' } }, /The body must be/],
    ['a body that is not JSON', 'query=1', /must be JSON/],
  ])('refuses %s with 400 and says why', async (_, body, message) => {
    const { POST, liveQueryHash, GlobalDataQuery } = await load();
    const withHash = typeof body === 'string' ? body : { ...body, query: body.query.replace('HASH', liveQueryHash(GlobalDataQuery)) };
    const response = await POST(registration(withHash));
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(message);
    expect(received).toHaveLength(0);
  });

  it('passes a refusal of the listen endpoint on as 422 (the library stops), a failure as 503 (it retries)', async () => {
    const { POST, liveQueryHash, GlobalDataQuery } = await load();
    const body = { query: liveQueryHash(GlobalDataQuery), variables: [{ locale: 'sv_SE' }] };
    answer = { status: 401, body: '{"data":[{"type":"api_error"}]}' };
    expect((await POST(registration(body))).status).toBe(422);
    answer = { status: 500, body: 'oops' };
    expect((await POST(registration(body))).status).toBe(503);
    answer = { status: 200, body: '{"nourl":true}' };
    expect((await POST(registration(body))).status).toBe(502);
  });
});

describe('mergeLiveQueries', () => {
  it('merges a page\'s queries into one that the content schema accepts', async () => {
    const { mergeLiveQueries, GlobalDataQuery, FrontPageQuery, BlogArticleListQuery, ProductFamilyQuery } = await load();
    const schema = buildSchema(readFileSync('schema.graphql', 'utf8'));
    const merged = mergeLiveQueries([
      { document: GlobalDataQuery, variables: { locale: 'sv_SE' } },
      { document: FrontPageQuery, variables: { locale: 'sv_SE' } },
      { document: BlogArticleListQuery, variables: { first: 3, skip: 0, locale: 'sv_SE' } },
      { document: ProductFamilyQuery, variables: { slug: 'x', locale: 'sv_SE' } },
    ]);
    expect(validate(schema, parse(merged.query))).toEqual([]);
    expect(Object.keys(merged.variables)).toEqual(['p0_locale', 'p1_locale', 'p2_first', 'p2_skip', 'p2_locale', 'p3_slug', 'p3_locale']);
  });
});
