import { expect, test, type APIRequestContext, type Page, type Response } from '@playwright/test';
import { sitemapPaths } from './security-helpers';

/**
 * Each page runs the shell's scripts and its own screen's, not every screen's: the screens' client code is
 * reached through `next/dynamic` (components/*\/…-lazy.tsx). Checked on what the server sends and on what the
 * browser loads: every script and style sheet a page's HTML names or preloads (a dynamic component's chunk
 * included) is there, and a screen's code is among the scripts its own page loads and not among the home page's.
 */

test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, 'One browser size is enough: the desktop project runs it');

/** Scripts (not the legacy `noModule` one) and style sheets named or preloaded by a page's HTML. */
function assetsOf(html: string): { scripts: string[]; stylesheets: string[] } {
  const scripts: string[] = [];
  const stylesheets: string[] = [];
  for (const [, attributes = ''] of html.matchAll(/<script\b([^>]*)>/g)) {
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    if (src && !/\bnoModule\b/i.test(attributes)) scripts.push(src);
  }
  for (const [, attributes = ''] of html.matchAll(/<link\b([^>]*)>/g)) {
    const href = /\bhref="([^"]+)"/.exec(attributes)?.[1];
    if (href && /\brel="stylesheet"/.test(attributes)) stylesheets.push(href);
    if (href && /\brel="preload"/.test(attributes) && /\bas="script"/.test(attributes)) scripts.push(href);
    if (href && /\brel="preload"/.test(attributes) && /\bas="style"/.test(attributes)) stylesheets.push(href);
  }
  return { scripts: [...new Set(scripts)], stylesheets: [...new Set(stylesheets)] };
}

/** The bodies of every script the browser loaded for the page, once it is idle. */
async function loadedScripts(page: Page, path: string): Promise<string> {
  const bodies: Promise<string>[] = [];
  const collect = (response: Response) => {
    if (response.request().resourceType() === 'script' && response.status() === 200) bodies.push(response.text().catch(() => ''));
  };
  page.on('response', collect);
  try {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('response', collect);
  }
  return (await Promise.all(bodies)).join('\n');
}

/**
 * A screen's client component as its chunk registers it: the export's name and then its function (the small
 * `…-lazy.tsx` module every page loads registers the same name followed by its dynamic wrapper instead).
 */
const SCREEN_CODE = {
  listing: '"ListingRoot",0,function',
  product: '"ProductGallery",0,function',
  basket: '"BasketView",0,function',
  checkout: '"CheckoutView",0,function',
} as const;

test('every script and style sheet a page names is served', async ({ request }) => {
  const [productPath] = await sitemapPaths(request, '0.6');
  expect(productPath, 'a product in the sitemap').toBeTruthy();
  const checked = new Map<string, number>();
  for (const path of ['/', '/ringar/', productPath!, '/varukorg/', '/presentinslagning/', '/kassa/', '/orderbekraftelse/', '/blogg/']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const { scripts, stylesheets } = assetsOf(await response.text());
    expect(scripts.length, `${path}: scripts`).toBeGreaterThan(5);
    expect(stylesheets.length, `${path}: style sheets`).toBeGreaterThan(0);
    for (const url of [...scripts, ...stylesheets]) {
      if (!checked.has(url)) checked.set(url, (await request.get(url)).status());
      expect(checked.get(url), `${path} names ${url}`).toBe(200);
    }
  }
});

test('a page runs its own screen’s code and not the other screens’', async ({ page, request }) => {
  const [productPath] = await sitemapPaths(request, '0.6');
  const home = await loadedScripts(page, '/');
  for (const name of Object.values(SCREEN_CODE)) expect(home.includes(name), `home loads ${name}`).toBe(false);
  const own: [string, string][] = [
    ['/ringar/', SCREEN_CODE.listing],
    [productPath!, SCREEN_CODE.product],
    ['/varukorg/', SCREEN_CODE.basket],
    ['/kassa/', SCREEN_CODE.checkout],
  ];
  for (const [path, name] of own) {
    const scripts = await loadedScripts(page, path);
    expect(scripts.includes(name), `${path} loads ${name}`).toBe(true);
    for (const other of Object.values(SCREEN_CODE).filter((code) => code !== name))
      expect(scripts.includes(other), `${path} loads ${other}`).toBe(false);
  }
});

/** The bodies of the scripts a page's HTML names (its first load), fetched as the browser would. */
async function firstLoadScripts(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const { scripts } = assetsOf(await response.text());
  const bodies = await Promise.all(scripts.map(async (src) => (await request.get(src)).text()));
  return bodies.join('\n');
}

/**
 * The search client and InstantSearch, as their code names itself (the user agents they send). They load
 * when the shopper searches from the header or turns to a listing, never with a page: a listing page's
 * first load draws the server's hits with plain views.
 */
const SEARCH_CODE = ['Algolia for JavaScript', 'instantsearch.js ('];

test('no page loads the search code with its first load, a listing page included', async ({ request }) => {
  const [productPath] = await sitemapPaths(request, '0.6');
  for (const path of ['/', '/ringar/', '/sok/?q=ring&sida=2', productPath!, '/varukorg/', '/blogg/']) {
    const scripts = await firstLoadScripts(request, path);
    for (const marker of SEARCH_CODE) expect(scripts.includes(marker), `${path} loads ${marker}`).toBe(false);
  }
});
