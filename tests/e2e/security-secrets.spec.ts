import { expect, test, type APIRequestContext } from '@playwright/test';
import { webhookSignatureHeaders } from '../../lib/content/webhook-signature';
import { contentRecords } from './content-admin';
import { draftEnableUrl, e2eEditorSecrets } from './editor-secrets';

/**
 * Guessing and replay against the production build (issue 42, item 7): wrong draft secrets are throttled per
 * client, a replayed content webhook revalidates nothing, a draft session copied before "disable" shows no
 * drafts after it, and a cross-site `text/plain` post to live preview's registration is refused although it
 * carries the editor's cookies. HTTP only: no browser.
 */

test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, 'One browser size is enough: the desktop project runs it');

/** The article that exists only as a draft (services/content/store/draft-fixtures.ts). */
const DRAFT_ONLY_ARTICLE_SLUG = 'kommande-kollektion';

async function draftOnlyPath(): Promise<string> {
  const [listing] = await contentRecords('blog_listing_page');
  return `/${String(listing?.published?.fields.slug)}/${DRAFT_ONLY_ARTICLE_SLUG}/`;
}

function cookieHeader(cookies: { name: string; value: string }[]): string {
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

async function editorContext(
  playwright: { request: { newContext: (options: { baseURL?: string }) => Promise<APIRequestContext> } },
  baseURL: string | undefined,
) {
  return playwright.request.newContext({ baseURL });
}

test('guessing the draft secret: five wrong tries, then 429 with Retry-After, the right secret too, other clients untouched', async ({
  request,
}) => {
  // A client of its own (the address nginx would append), so the other specs' editor stays untouched.
  const guesser = { 'x-forwarded-for': '203.0.113.42' };
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 8; attempt += 1) {
    statuses.push((await request.get(`/api/draft/enable/?secret=guess-${attempt}&path=/`, { headers: guesser, maxRedirects: 0 })).status());
  }
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  const locked = await request.get(draftEnableUrl('/'), { headers: guesser, maxRedirects: 0 });
  expect(locked.status()).toBe(429);
  expect(Number(locked.headers()['retry-after'])).toBeGreaterThan(0);
  expect(((await locked.json()) as { error: string }).error).toMatch(/try again in \d+ s/);
  expect(locked.headers()['set-cookie']).toBeUndefined();
  expect((await request.get(draftEnableUrl('/'), { headers: { 'x-forwarded-for': '198.51.100.42' }, maxRedirects: 0 })).status()).toBe(307);
});

test('a replayed content webhook revalidates nothing: a signed call once, an unsigned body not again at once', async ({ request }) => {
  const { revalidateSecret } = e2eEditorSecrets();
  const authorization = `Bearer ${revalidateSecret}`;
  const body = JSON.stringify({
    entity_type: 'cda_cache_tags',
    event_type: 'invalidate',
    entity: { id: 'cda_cache_tags', type: 'cda_cache_tags', attributes: { tags: [`record:replay-${Date.now()}`] } },
  });
  const signed = { authorization, 'content-type': 'application/json', ...webhookSignatureHeaders(revalidateSecret, body) };
  const first = await request.post('/api/revalidate/', { data: body, headers: signed });
  expect(first.status()).toBe(200);
  expect(await first.json()).not.toHaveProperty('replayed');
  const replay = await request.post('/api/revalidate/', { data: body, headers: signed });
  expect(replay.status()).toBe(200);
  expect(await replay.json()).toEqual({ revalidated: 0, replayed: true });

  // DatoCMS's calls carry no id: the same body again at once is a 429 (DatoCMS delivers a genuine one again later).
  const unsigned = { authorization, 'content-type': 'application/json' };
  expect((await request.post('/api/revalidate/', { data: body, headers: unsigned })).status()).toBe(200);
  const again = await request.post('/api/revalidate/', { data: body, headers: unsigned });
  expect(again.status()).toBe(429);
  expect(Number(again.headers()['retry-after'])).toBeGreaterThan(0);
});

test("disable revokes the draft session: its copied cookies no longer show drafts, nor does Next's draft cookie alone", async ({
  playwright,
  baseURL,
}) => {
  const path = await draftOnlyPath();
  const editor = await editorContext(playwright, baseURL);
  expect((await editor.get(draftEnableUrl(path), { maxRedirects: 0 })).status()).toBe(307);
  expect((await editor.get(path)).status(), 'the draft-only article in draft mode').toBe(200);
  const copied = cookieHeader((await editor.storageState()).cookies);
  expect(copied).toContain('__prerender_bypass=');

  const other = await editorContext(playwright, baseURL);
  expect((await other.get(path, { headers: { cookie: copied } })).status(), 'the copy works while the session lasts').toBe(200);
  expect((await editor.get(`/api/draft/disable/?path=${encodeURIComponent('/')}`, { maxRedirects: 0 })).status()).toBe(307);
  expect((await other.get(path, { headers: { cookie: copied } })).status(), 'the copy after disable').toBe(404);
  const bypassOnly = copied
    .split('; ')
    .filter((cookie) => cookie.startsWith('__prerender_bypass='))
    .join('; ');
  expect((await other.get(path, { headers: { cookie: bypassOnly } })).status(), "Next's draft cookie alone").toBe(404);
  await Promise.all([editor.dispose(), other.dispose()]);
});

test('live preview registration refuses a cross-site text/plain post that carries the draft cookies', async ({ playwright, baseURL }) => {
  const editor = await editorContext(playwright, baseURL);
  expect((await editor.get(draftEnableUrl('/'), { maxRedirects: 0 })).status()).toBe(307);
  const registration = JSON.stringify({ query: 'a'.repeat(64), variables: [{}] });
  const crossSite = await editor.post('/api/preview-listen/', {
    data: registration,
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
  });
  expect(crossSite.status()).toBe(403);
  const json = await editor.post('/api/preview-listen/', {
    data: registration,
    headers: { 'content-type': 'application/json', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
  });
  expect(json.status()).toBe(403);
  // The same post from the storefront's own page reaches the route's checks (an unknown query: 400).
  const own = await editor.post('/api/preview-listen/', {
    data: registration,
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
  });
  expect(own.status()).toBe(400);
  await editor.dispose();
});
