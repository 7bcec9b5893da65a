// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { isClientNavigationClick, isOtherPage, isRouteChangeClick, type AnchorLike, type ClickLike } from '@/lib/browser/navigation-intent';
import { findHashTarget, scrollAfterPageChange } from '@/lib/browser/scroll';
import { getStorefronts, parseStorefrontOverrides, STOREFRONT_URLS_VARIABLE } from '@/lib/storefronts';

const here = { href: 'https://glans.test/ringar/?sida=2' };
const click: ClickLike = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };

function anchor(href: string, attributes: Record<string, string> = {}): AnchorLike {
  return { href: new URL(href, here.href).href, target: attributes.target ?? '', hasAttribute: (name) => name in attributes };
}

describe('which clicks start a route change (overlay and progress bar)', () => {
  it.each([
    ['another page', anchor('/halsband/'), click, true],
    ['the same page with another query', anchor('/ringar/?sida=3'), click, true],
    ['the same page', anchor('/ringar/?sida=2'), click, false],
    ['the same page without the trailing slash', anchor('/ringar?sida=2'), click, false],
    ['a hash on the same page', anchor('/ringar/?sida=2#filter'), click, false],
    ['another origin', anchor('https://dk.glans.example/'), click, false],
    ['a new tab', anchor('/halsband/', { target: '_blank' }), click, false],
    ['an explicit _self target', anchor('/halsband/', { target: '_self' }), click, true],
    ['a download', anchor('/halsband/', { download: '' }), click, false],
    ['an opted-out link', anchor('/halsband/', { 'data-no-route-change': '' }), click, false],
    ['an API route', anchor('/api/draft/disable'), click, false],
    ['a file', anchor('/media/demo/ring.webp'), click, false],
    ['mailto', anchor('mailto:kundtjanst@glans.test'), click, false],
    ['a ctrl-click', anchor('/halsband/'), { ...click, ctrlKey: true }, false],
    ['a cmd-click', anchor('/halsband/'), { ...click, metaKey: true }, false],
    ['a middle click', anchor('/halsband/'), { ...click, button: 1 }, false],
    ['a prevented click', anchor('/halsband/'), { ...click, defaultPrevented: true }, false],
  ] as const)('%s → %s', (_label, link, event, expected) => {
    expect(isRouteChangeClick(event, link, here)).toBe(expected);
  });

  it('is false without a link or with a broken address', () => {
    expect(isRouteChangeClick(click, null, here)).toBe(false);
    expect(isOtherPage('http://[', here.href)).toBe(false);
  });
});

describe("which clicks the app's links hand to the client router", () => {
  it.each([
    ['another page', anchor('/halsband/'), click, true],
    ['the same page with another query', anchor('/ringar/?sida=3'), click, true],
    ['the page on screen (the browser would load it again)', anchor('/ringar/?sida=2'), click, true],
    ['another page with a hash', anchor('/kopvillkor/#retur'), click, true],
    ['a hash on the page on screen (the browser scrolls)', anchor('/ringar/?sida=2#filter'), click, false],
    ['another origin', anchor('https://dk.glans.example/'), click, false],
    ['a new tab', anchor('/halsband/', { target: '_blank' }), click, false],
    ['a download', anchor('/halsband/', { download: '' }), click, false],
    ['an API route', anchor('/api/draft/disable'), click, false],
    ['a file', anchor('/media/demo/ring.webp'), click, false],
    ['mailto', anchor('mailto:kundtjanst@glans.test'), click, false],
    ['a shift-click', anchor('/halsband/'), { ...click, shiftKey: true }, false],
    ['a middle click', anchor('/halsband/'), { ...click, button: 1 }, false],
    ['a prevented click', anchor('/halsband/'), { ...click, defaultPrevented: true }, false],
  ] as const)('%s → %s', (_label, link, event, expected) => {
    expect(isClientNavigationClick(event, link, here)).toBe(expected);
  });

  it('is false without a link or with a broken address', () => {
    expect(isClientNavigationClick(click, null, here)).toBe(false);
    expect(isClientNavigationClick(click, anchor('/halsband/'), { href: 'not a url' })).toBe(false);
  });
});

describe('scrolling after a page change', () => {
  it('finds the hash target by id (encoded or not) or by name', () => {
    document.body.innerHTML = '<h2 id="bokstav-ö">Ö</h2><a name="gammal"></a>';
    expect(findHashTarget('#bokstav-%C3%B6')?.textContent).toBe('Ö');
    expect(findHashTarget('#bokstav-ö')?.tagName).toBe('H2');
    expect(findHashTarget('#gammal')?.tagName).toBe('A');
    expect(findHashTarget('')).toBeNull();
    expect(findHashTarget('#finns-inte')).toBeNull();
  });

  it('glides from the top to the hash target, else goes to the top at once; straight to the target with reduced motion', () => {
    document.body.innerHTML = '<h2 id="mal">Mål</h2>';
    const target = document.getElementById('mal')!;
    target.scrollIntoView = vi.fn();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    window.matchMedia = vi.fn().mockReturnValue({ matches: false });
    expect(scrollAfterPageChange('#mal')).toBe('hash');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
    expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    scrollTo.mockClear();
    expect(scrollAfterPageChange('')).toBe('top');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
    scrollTo.mockClear();
    window.matchMedia = vi.fn().mockReturnValue({ matches: true });
    scrollAfterPageChange('#mal');
    expect(target.scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'instant', block: 'start' });
    expect(scrollTo).not.toHaveBeenCalled();
    scrollTo.mockRestore();
  });
});

describe('storefronts of the language switcher', () => {
  it('lists the ten storefronts in their fixed order with Swedish current', () => {
    const storefronts = getStorefronts(undefined);
    expect(storefronts.map((storefront) => storefront.labelKey)).toEqual([
      'languageDanish',
      'languageNorwegian',
      'languageSwedish',
      'languageFinnish',
      'languageGerman',
      'languageDutch',
      'languageFrench',
      'languagePolish',
      'languageCzech',
      'languageEnglishEu',
    ]);
    expect(storefronts.filter((storefront) => storefront.current).map((storefront) => storefront.locale)).toEqual(['sv-SE']);
    expect(storefronts.find((storefront) => storefront.current)?.url).toBe('/');
    for (const storefront of storefronts) expect(storefront.url).toMatch(/^(https:\/\/|\/)/);
  });

  it(`takes addresses from ${STOREFRONT_URLS_VARIABLE}, locale by locale`, () => {
    const storefronts = getStorefronts('{"da-DK":"https://www.glans.dk/","sv-SE":"https://www.glans.se/"}');
    expect(storefronts[0]?.url).toBe('https://www.glans.dk/');
    expect(storefronts[2]?.url).toBe('https://www.glans.se/');
    expect(storefronts[1]?.url).toBe('https://no.glans.example/');
    expect(getStorefronts('  ')).toEqual(getStorefronts(undefined));
  });

  it.each([
    ['not JSON', '{da-DK:'],
    ['not an object', '["https://www.glans.dk/"]'],
    ['an unknown locale', '{"dk":"https://www.glans.dk/"}'],
    ['a javascript: address', '{"da-DK":"javascript:alert(1)"}'],
    ['a protocol-relative address', '{"da-DK":"//evil.example/"}'],
    ['a number', '{"da-DK":42}'],
  ])('rejects %s with a message naming the variable', (_label, raw) => {
    expect(() => parseStorefrontOverrides(raw)).toThrow(STOREFRONT_URLS_VARIABLE);
  });
});
