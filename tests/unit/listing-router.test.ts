// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_URL_WRITE_DELAY_MS } from '@/lib/constants';
import { listingRouter, type ListingRoute } from '@/lib/search/listing-address';

/**
 * When the live listing writes the address (400 ms after a change) and what Back and Forward
 * hand back to it, step by step against jsdom's history.
 */

const address = () => `${window.location.pathname}${window.location.search}`;

beforeEach(() => {
  vi.useFakeTimers();
  window.history.replaceState(null, '', '/ringar/');
});

afterEach(() => {
  vi.useRealTimers();
});

/** Back or Forward as the browser does it: the entry changes, then `popstate`. */
async function go(delta: number) {
  const moved = new Promise<void>((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));
  window.history.go(delta);
  await vi.waitFor(() => moved);
}

describe('the live listing writes the address', () => {
  it('400 ms after the last change, as a new history entry; a change within the delay replaces the waiting one', () => {
    const router = listingRouter({});
    router.onUpdate(() => {});
    const entries = window.history.length;
    router.write({ query: 'r' });
    router.write({ query: 'ring' });
    vi.advanceTimersByTime(SEARCH_URL_WRITE_DELAY_MS - 1);
    expect(address()).toBe('/ringar/');
    // Read meanwhile: the state on its way to the address.
    expect(router.read()).toEqual({ query: 'ring' });
    vi.advanceTimersByTime(1);
    expect(address()).toBe('/ringar/?q=ring');
    expect(window.history.length).toBe(entries + 1);
    // The same state again adds nothing.
    router.write({ query: 'ring' });
    vi.advanceTimersByTime(SEARCH_URL_WRITE_DELAY_MS);
    expect(window.history.length).toBe(entries + 1);
    router.dispose();
  });

  it('hands Back and Forward to the listing, and writes the first change after them', async () => {
    const router = listingRouter({});
    const updates: ListingRoute[] = [];
    router.onUpdate((route) => updates.push(route));
    router.write({ page: 2 });
    vi.advanceTimersByTime(SEARCH_URL_WRITE_DELAY_MS);
    expect(address()).toBe('/ringar/?sida=2');

    await go(-1);
    expect(updates).toEqual([{}]);
    // InstantSearch writes the state it was handed (the address has it already), then the shopper ticks a
    // brand at once: both within the delay, and the brand reaches the address.
    router.write({});
    router.write({ refinements: { brand: ['Lind'] } });
    vi.advanceTimersByTime(SEARCH_URL_WRITE_DELAY_MS);
    expect(address()).toBe('/ringar/?marke=Lind');

    await go(-1);
    expect(updates.at(-1)).toEqual({});
    router.write({});
    vi.advanceTimersByTime(SEARCH_URL_WRITE_DELAY_MS);
    expect(address()).toBe('/ringar/');
    await go(1);
    expect(updates.at(-1)).toEqual({ refinements: { brand: ['Lind'] } });
    router.dispose();
  });

  it('drops a waiting write on Back (the shopper went back before it was made)', async () => {
    window.history.pushState(null, '', '/ringar/?sida=3');
    const router = listingRouter({ page: 3 });
    router.onUpdate(() => {});
    router.write({ page: 4 });
    await go(-1);
    vi.advanceTimersByTime(SEARCH_URL_WRITE_DELAY_MS);
    expect(address()).toBe('/ringar/');
    router.dispose();
  });

  it('writes a state handed over by the prerendered listing like any change, and reads it meanwhile', () => {
    const router = listingRouter({ refinements: { material: ['Guld'] } });
    router.onUpdate(() => {});
    expect(router.read()).toEqual({ refinements: { material: ['Guld'] } });
    expect(address()).toBe('/ringar/');
    vi.advanceTimersByTime(SEARCH_URL_WRITE_DELAY_MS);
    expect(address()).toBe('/ringar/?material=Guld');
    router.dispose();
  });

  it('keeps the page’s other parameters, and writes nothing once the shopper has left the page', () => {
    window.history.replaceState(null, '', '/ringar/?utm_source=news');
    const router = listingRouter({});
    router.onUpdate(() => {});
    expect(router.createURL({ sort: 'nyast' })).toBe(`${window.location.origin}/ringar/?utm_source=news&sortering=nyast`);
    router.write({ sort: 'nyast' });
    window.history.pushState(null, '', '/halsband/');
    vi.advanceTimersByTime(SEARCH_URL_WRITE_DELAY_MS);
    expect(address()).toBe('/halsband/');
    router.dispose();
  });

  it('drops a waiting write when the address has changed meanwhile (a header search to this page with another query)', () => {
    const router = listingRouter({});
    router.onUpdate(() => {});
    router.write({ query: 'ring' });
    // Next's router commits the header search's page within the delay.
    window.history.pushState(null, '', '/ringar/?q=halsband');
    vi.advanceTimersByTime(SEARCH_URL_WRITE_DELAY_MS);
    expect(address()).toBe('/ringar/?q=halsband');
    router.dispose();
  });

  it('writes a waiting state when only the anchor changed meanwhile, keeping it', () => {
    const router = listingRouter({});
    router.onUpdate(() => {});
    router.write({ query: 'ring' });
    window.history.pushState(null, '', '/ringar/#main');
    vi.advanceTimersByTime(SEARCH_URL_WRITE_DELAY_MS);
    expect(`${address()}${window.location.hash}`).toBe('/ringar/?q=ring#main');
    router.dispose();
  });

  it('once stopped (the listing is gone), writes nothing and follows no Back or Forward', async () => {
    const router = listingRouter({});
    const updates: ListingRoute[] = [];
    router.onUpdate((route) => updates.push(route));
    router.write({ page: 2 });
    vi.advanceTimersByTime(SEARCH_URL_WRITE_DELAY_MS);
    router.write({ page: 3 });
    router.stop();
    vi.advanceTimersByTime(SEARCH_URL_WRITE_DELAY_MS);
    expect(address()).toBe('/ringar/?sida=2');
    // A search answered after the listing is gone changes its state: nothing is written.
    router.write({ page: 4 });
    vi.advanceTimersByTime(SEARCH_URL_WRITE_DELAY_MS);
    expect(address()).toBe('/ringar/?sida=2');
    await go(-1);
    expect(updates).toEqual([]);
    router.dispose();
  });
});
