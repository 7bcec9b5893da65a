import { describe, expect, it } from 'vitest';
import { parseConfig } from '@/lib/config';
import type { SpecialSlugMap } from '@/lib/content/special-pages';
import { createSpecialSlugsResolver } from '@/lib/content/special-slugs-resolver';
import { checkoutPath, normalisePath } from '@/lib/security/checkout-path';
import { contentSecurityPolicy, editorOrigins, pageSecurityHeaders, parsePolicy, searchOrigins } from '@/lib/security/policy';

const local = parseConfig({ NODE_ENV: 'production', PORT: '3100', LOCAL_SERVICES_PORT_BASE: '7500' });
const real = parseConfig({
  NODE_ENV: 'production',
  SITE_URL: 'https://www.glans.example',
  DATOCMS_API_URL: 'https://graphql.datocms.com/',
  DATOCMS_API_TOKEN: 'token',
  DRAFT_MODE_SECRET: 'draft',
  REVALIDATE_SECRET: 'revalidate',
  ALGOLIA_APP_ID: 'ABC123',
  ALGOLIA_SEARCH_API_KEY: 'key',
  COMMERCE_API_URL: 'https://commerce.glans.example/api/',
});

describe('the Content-Security-Policy', () => {
  it('locks a browse page down to what it uses', () => {
    const policy = parsePolicy(contentSecurityPolicy(local, 'page'));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    // The video players are asked whether they answer before one is framed (video-block.tsx).
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:7502',
      'http://127.0.0.1:7503',
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
    ]);
    // The local content service is its own asset host; a DatoCMS project's uploads are on DatoCMS's.
    expect(policy.get('img-src')).toEqual(["'self'", 'http://127.0.0.1:7501']);
    expect(parsePolicy(contentSecurityPolicy(real, 'page')).get('img-src')).toEqual(["'self'", 'https://www.datocms-assets.com']);
    const moved = parseConfig({
      NODE_ENV: 'production',
      PORT: '3100',
      LOCAL_SERVICES_PORT_BASE: '7500',
      CONTENT_ASSET_URL: 'https://assets.glans.example/',
    });
    expect(parsePolicy(contentSecurityPolicy(moved, 'page')).get('img-src')).toEqual(["'self'", 'https://assets.glans.example']);
    expect(policy.get('frame-src')).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  it('never allows eval, wildcards or foreign script hosts in production', () => {
    for (const kind of ['page', 'checkout', 'draft'] as const) {
      const policy = contentSecurityPolicy(real, kind);
      expect(policy).not.toContain('unsafe-eval');
      expect(parsePolicy(policy).get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(policy).not.toMatch(/(^|\s)\*(\s|;|$)/);
      expect(policy).not.toMatch(/\b(http|https):(\s|;)/);
    }
  });

  it('lets the payment step in on the checkout only', () => {
    expect(parsePolicy(contentSecurityPolicy(local, 'checkout')).get('frame-src')).toContain('http://127.0.0.1:7503');
    expect(parsePolicy(contentSecurityPolicy(local, 'page')).get('frame-src')).not.toContain('http://127.0.0.1:7503');
    expect(parsePolicy(contentSecurityPolicy(real, 'checkout')).get('frame-src')).toContain('https://commerce.glans.example');
    expect(pageSecurityHeaders(local, 'checkout')['Permissions-Policy']).toContain('payment=(self "http://127.0.0.1:7503")');
    expect(pageSecurityHeaders(local, 'page')['Permissions-Policy']).toContain('payment=()');
  });

  it('lets the content editor frame draft pages only', () => {
    expect(parsePolicy(contentSecurityPolicy(local, 'draft')).get('frame-ancestors')).toEqual(["'self'", 'http://127.0.0.1:7501']);
    expect(parsePolicy(contentSecurityPolicy(real, 'draft')).get('frame-ancestors')).toEqual(["'self'", ...editorOrigins(real)]);
    expect(parsePolicy(contentSecurityPolicy(real, 'checkout')).get('frame-ancestors')).toEqual(["'none'"]);
  });

  it("lets draft pages, and only them, open live preview's channels", () => {
    const base = [
      "'self'",
      'http://127.0.0.1:7502',
      'http://127.0.0.1:7503',
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
    ];
    expect(parsePolicy(contentSecurityPolicy(local, 'draft')).get('connect-src')).toEqual([...base, 'http://127.0.0.1:7501']);
    expect(parsePolicy(contentSecurityPolicy(local, 'page')).get('connect-src')).toEqual(base);
    expect(parsePolicy(contentSecurityPolicy(local, 'checkout')).get('connect-src')).toEqual(base);
    expect(parsePolicy(contentSecurityPolicy(real, 'draft')).get('connect-src')).toContain('https://graphql-listen.datocms.com');
    expect(parsePolicy(contentSecurityPolicy(real, 'page')).get('connect-src')).not.toContain('https://graphql-listen.datocms.com');
    // Behind nginx, browsers reach the local content service at the site's own address.
    const fronted = parseConfig({
      NODE_ENV: 'production',
      LOCAL_SERVICES_PORT_BASE: '7500',
      CONTENT_ASSET_URL: 'https://shop.glans.example/content-assets/',
    });
    expect(parsePolicy(contentSecurityPolicy(fronted, 'draft')).get('connect-src')).toEqual(
      expect.arrayContaining(['http://127.0.0.1:7501', 'https://shop.glans.example']),
    );
  });

  it("connects to Algolia's hosts for a real application and upgrades requests on an https site", () => {
    expect(searchOrigins(real)).toContain('https://abc123-dsn.algolia.net');
    const policy = parsePolicy(contentSecurityPolicy(real, 'page'));
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://abc123-dsn.algolia.net', 'https://commerce.glans.example']),
    );
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
  });

  it('allows eval and the dev server socket in development only', () => {
    const dev = parseConfig({ NODE_ENV: 'development' });
    const policy = parsePolicy(contentSecurityPolicy(dev, 'page'));
    expect(policy.get('script-src')).toContain("'unsafe-eval'");
    expect(policy.get('connect-src')).toContain('ws:');
    expect(pageSecurityHeaders(dev, 'page')['Strict-Transport-Security']).toBeUndefined();
  });

  it('sends the other headers on every page', () => {
    const headers = pageSecurityHeaders(local, 'page');
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    });
    expect(headers['Permissions-Policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  });
});

describe('the checkout path', () => {
  const slugMap = (checkout: string): SpecialSlugMap => ({
    frontPage: '',
    termsOfBusiness: 'kopvillkor',
    blog: 'blogg',
    faq: 'vanliga-fragor',
    about: 'om-oss',
    contact: 'kontakt',
    cart: 'varukorg',
    checkout,
    giftWrapping: 'presentinslagning',
    checkoutCompleted: 'orderbekraftelse',
    allBrands: 'varumarken',
  });

  it('normalises a request path as the router matches it', () => {
    expect(normalisePath('/kassa')).toBe('/kassa/');
    expect(normalisePath('/kassa/')).toBe('/kassa/');
    expect(normalisePath('/kass%61/')).toBe('/kassa/');
    expect(normalisePath('/%E0%A4%A/')).toBeNull();
  });

  it('waits briefly for the first lookup, then answers from memory and refreshes in the background', async () => {
    let time = 0;
    let calls = 0;
    let slug = 'kassa';
    const resolver = createSpecialSlugsResolver({
      fetchSlugs: async () => {
        calls += 1;
        return slugMap(slug);
      },
      now: () => time,
      refreshAfterMs: 1_000,
    });
    expect(checkoutPath(await resolver.slugs())).toBe('/kassa/');
    expect(checkoutPath(await resolver.slugs())).toBe('/kassa/');
    expect(calls).toBe(1);
    slug = 'betala';
    time = 1_500;
    expect(checkoutPath(await resolver.slugs())).toBe('/kassa/'); // stale answer while the refresh runs
    await Promise.resolve();
    await Promise.resolve();
    expect(calls).toBe(2);
    expect(checkoutPath(await resolver.slugs())).toBe('/betala/');
  });

  it('fails closed while the content service cannot answer, and retries later', async () => {
    let time = 0;
    let up = false;
    let calls = 0;
    const resolver = createSpecialSlugsResolver({
      fetchSlugs: async () => {
        calls += 1;
        if (!up) throw new Error('down');
        return slugMap('kassa');
      },
      now: () => time,
      retryAfterMs: 5_000,
    });
    expect(checkoutPath(await resolver.slugs())).toBeNull();
    time = 1_000;
    expect(checkoutPath(await resolver.slugs())).toBeNull();
    expect(calls).toBe(1);
    up = true;
    time = 6_000;
    expect(checkoutPath(await resolver.slugs())).toBe('/kassa/');
  });

  it('does not wait long for a hanging lookup, and ignores a slug the router could not match', async () => {
    const hanging = createSpecialSlugsResolver({ fetchSlugs: () => new Promise(() => {}), firstLookupWaitMs: 20 });
    const started = Date.now();
    expect(await hanging.slugs()).toBeNull();
    expect(Date.now() - started).toBeLessThan(500);
    const odd = await createSpecialSlugsResolver({ fetchSlugs: async () => slugMap('../admin') }).slugs();
    expect(checkoutPath(odd)).toBeNull();
    expect(odd?.blog).toBe('blogg');
  });
});
