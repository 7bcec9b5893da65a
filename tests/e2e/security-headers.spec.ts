import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { sitemapPaths } from './security-helpers';
import { draftEnableUrl } from './editor-secrets';

/**
 * Security headers on every kind of answer, the checkout's own policy, forged request headers that must
 * change nothing, and next/image serving our own media hosts only (issue 8). HTTP only: no browser.
 */

test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, 'One browser size is enough: the desktop project runs it');

function directives(policy: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

function expectCommonHeaders(response: APIResponse, label: string): void {
  const headers = response.headers();
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], label).toMatch(/camera=\(\)/);
  expect(headers['strict-transport-security'], label).toMatch(/^max-age=\d{7,}/);
}

function expectPagePolicy(response: APIResponse, label: string, checkout = false): Map<string, string[]> {
  expectCommonHeaders(response, label);
  const policy = directives(response.headers()['content-security-policy']);
  expect(policy.get('object-src'), label).toEqual(["'none'"]);
  expect(policy.get('base-uri'), label).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors'), label).toEqual(["'none'"]);
  expect(policy.get('default-src'), label).toEqual(["'self'"]);
  expect(policy.get('script-src'), label).toEqual(["'self'", "'unsafe-inline'"]);
  expect(policy.get('form-action'), label).toEqual(["'self'"]);
  const frames = policy.get('frame-src') ?? [];
  expect(frames.filter((source) => !/youtube-nocookie|vimeo/.test(source)).length, `${label}: frame-src ${frames.join(' ')}`).toBe(
    checkout ? 1 : 0,
  );
  return policy;
}

async function get(request: APIRequestContext, path: string, headers: Record<string, string> = {}): Promise<APIResponse> {
  return request.get(path, { headers, maxRedirects: 0 });
}

test('every kind of page carries the security headers and the browse-page policy', async ({ request }) => {
  const category = (await sitemapPaths(request, '0.8'))[1]!;
  const product = (await sitemapPaths(request, '0.6'))[0]!;
  for (const path of ['/', category, product, '/varukorg/', '/om-oss/', '/orderbekraftelse/', '/finns-inte-alls/']) {
    const response = await get(request, path);
    expect([200, 404], path).toContain(response.status());
    const policy = expectPagePolicy(response, path);
    // The browser calls the search service and the commerce API directly.
    expect(policy.get('connect-src')!.length, path).toBeGreaterThanOrEqual(3);
  }
  // The API, static media and Next's own files get the common headers too.
  for (const path of ['/api/health/', '/robots.txt', '/sitemap.xml']) expectCommonHeaders(await get(request, path), path);
});

test("the checkout's policy lets its payment step in, and the basket's does not", async ({ request }) => {
  const checkout = expectPagePolicy(await get(request, '/kassa/'), '/kassa/', true);
  const payment = checkout.get('frame-src')!.find((source) => !/youtube-nocookie|vimeo/.test(source))!;
  expect(payment).toMatch(/^https?:\/\/[^/]+$/);
  // It is the commerce API's origin, which the page also connects to.
  expect(checkout.get('connect-src')).toContain(payment);
  expect((await get(request, '/kassa/')).headers()['permissions-policy']).toContain(`payment=(self "${payment}")`);
  expectPagePolicy(await get(request, '/varukorg/'), '/varukorg/');
  // A script's fetch of the checkout (the router's navigation or prefetch) is answered so that the router
  // loads the checkout as a document of its own, under this policy.
  const fetched = await get(request, '/kassa/', { 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' });
  expect(fetched.headers()['content-type']).toContain('text/plain');
  expect(fetched.headers()['cache-control']).toBe('no-store');
  const loaded = await get(request, '/kassa/', { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate', accept: 'text/html' });
  expect(loaded.headers()['content-type']).toContain('text/html');
});

test('draft mode lets the content editor frame the page, and nothing else does', async ({ request, playwright, baseURL }) => {
  // Next's draft cookie alone (one value for everyone) is not draft mode: the editor's own session is.
  expect(directives((await get(request, '/', { cookie: '__prerender_bypass=anything' })).headers()['content-security-policy']).get('frame-ancestors')).toEqual(["'none'"]);
  const editor = await playwright.request.newContext({ baseURL });
  expect((await editor.get(draftEnableUrl('/'), { maxRedirects: 0 })).status()).toBe(307);
  const draft = directives((await get(editor, '/')).headers()['content-security-policy']);
  await editor.dispose();
  expect(draft.get('frame-ancestors')?.[0]).toBe("'self'");
  expect(draft.get('frame-ancestors')!.length).toBeGreaterThan(1);
  expect(draft.get('frame-ancestors')).not.toContain('*');
  expect(directives((await get(request, '/')).headers()['content-security-policy']).get('frame-ancestors')).toEqual(["'none'"]);
});

const FORGED: Record<string, Record<string, string>> = {
  'x-middleware-subrequest': { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' },
  'x-middleware-subrequest (middleware)': { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
  'x-middleware-subrequest (src/proxy)': { 'x-middleware-subrequest': 'src/proxy:src/proxy:src/proxy:src/proxy:src/proxy' },
  'Next-Resume': { 'Next-Resume': '1' },
  'a forged nonce': { 'x-nonce': 'forgedNonce123', 'content-security-policy': "script-src 'nonce-forgedNonce123'" },
};

test('forged request headers change nothing: same status, same policy, the variant rewrite still runs', async ({ request }) => {
  const product = (await sitemapPaths(request, '0.6'))[0]!;
  const html = await (await get(request, product)).text();
  const variantId = /data-variant-id="(\d+)"/.exec(html)?.[1];
  expect(variantId, 'a product page names its variant').toBeTruthy();
  const paths = ['/', '/varukorg/', '/kassa/', `${product}?variantId=${variantId}`, '/finns-inte/'];
  const baseline = new Map<string, { status: number; policy: string | undefined }>();
  for (const path of paths) {
    const response = await get(request, path);
    baseline.set(path, { status: response.status(), policy: response.headers()['content-security-policy'] });
  }
  for (const [label, headers] of Object.entries(FORGED)) {
    for (const path of paths) {
      const response = await get(request, path, headers);
      const expected = baseline.get(path)!;
      expect(response.status(), `${label} on ${path}`).toBe(expected.status);
      expect(response.headers()['content-security-policy'], `${label} on ${path}`).toBe(expected.policy);
      const body = await response.text();
      expect(body, `${label} on ${path}`).not.toContain('forgedNonce123');
      if (path.includes('variantId=')) expect(body, `${label}: the variant page is rendered`).toContain(`data-variant-id="${variantId}"`);
    }
  }
});

test('content images come from the asset host the policy allows; next/image optimises our own media only: a foreign host is a 400', async ({
  request,
}) => {
  const image = async (url: string) => (await request.get(`/_next/image?url=${encodeURIComponent(url)}&w=384&q=75`)).status();
  const listing = await (await get(request, '/ringar/')).text();
  const own = /\/_next\/image\/?\?url=([^&"]+)/.exec(listing)?.[1];
  expect(own, 'a category shows optimised product images').toBeTruthy();
  expect(await image(decodeURIComponent(own!))).toBe(200);
  // Content images load straight from the content service's asset host (as from DatoCMS's imgix host).
  const home = await get(request, '/');
  const assetHosts = (directives(home.headers()['content-security-policy']).get('img-src') ?? []).filter((source) => source !== "'self'");
  expect(assetHosts, 'img-src names the content asset host').toHaveLength(1);
  const escaped = assetHosts[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const content = new RegExp(`src="(${escaped}/[^"]+)"`).exec(await home.text())?.[1];
  expect(content, 'the home page shows a content image from the asset host').toBeTruthy();
  const drawn = await request.get(content!.replaceAll('&amp;', '&'), { headers: { accept: 'image/avif,image/webp,*/*' } });
  expect(drawn.status()).toBe(200);
  expect(drawn.headers()['content-type']).toMatch(/^image\/(avif|webp)$/);
  for (const foreign of [
    'https://evil.example/x.png',
    '//evil.example/x.png',
    'http://www.datocms-assets.com/x.png',
    'https://www.datocms-assets.com.evil.example/x.png',
    'http://127.0.0.1:1/x.png',
    'http://169.254.169.254/latest/meta-data/',
    'file:///etc/passwd',
    'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
    '/_next/image?url=https://evil.example/x.png',
    '/api/health/',
  ]) {
    expect(await image(foreign), foreign).toBe(400);
  }
});
