// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteHeader } from '@/components/layout/site-header';
import { routeTransition } from '@/components/layout/route-transition';
import { headerLive } from '@/components/layout/header-slots';

// Next's app router is not mounted in a unit test: the search panel's navigation is recorded instead (shell
// links' prefetches go nowhere).
const pushed: string[] = [];
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({ push: (href: string) => pushed.push(href), prefetch: () => {} }),
}));
import { pickHeaderMenus, type HeaderMenuData } from '@/components/layout/header-menus';
import { mergeDictionary } from '@/lib/content/dictionary';
import { getStorefronts } from '@/lib/storefronts';
import { DICTIONARY_SV } from '@/services/seed/dictionary-sv';

const dictionary = mergeDictionary(DICTIONARY_SV);

const menus: HeaderMenuData[] = [
  {
    label: 'Produkter',
    type: 'products',
    groups: [
      {
        title: 'Ringar',
        href: null,
        links: [
          { label: 'Ringar', href: '/ringar/' },
          { label: 'Förlovningsringar', href: '/ringar/forlovningsringar/' },
        ],
      },
      { title: 'Halsband', href: null, links: [{ label: 'Halsband', href: '/halsband/' }] },
    ],
  },
  {
    label: 'Varumärken',
    type: 'brands',
    groups: [
      {
        title: 'Våra märken',
        href: null,
        links: [
          { label: 'Nordljus', href: '/nordljus/' },
          { label: 'Alla varumärken', href: '/varumarken/' },
        ],
      },
    ],
  },
];

afterEach(cleanup);

/** Waits for the header's deferred code (search panel, language list, closing from outside) to be drawn. */
async function liveArrived() {
  await act(async () => {
    await headerLive.load();
  });
}

function renderHeader() {
  render(
    <SiteHeader dictionary={dictionary} menus={menus} storefronts={getStorefronts(undefined)} basketHref="/varukorg/" searchHref="/sok/" />,
  );
  const banner = screen.getByRole('banner');
  const button = (name: string | RegExp) => within(banner).getByRole('button', { name });
  return { banner, button };
}

describe('pickHeaderMenus', () => {
  it('puts products first and brands second, and links a group title that is its own first link', () => {
    const picked = pickHeaderMenus([...menus].reverse());
    expect(picked.map((menu) => menu.type)).toEqual(['products', 'brands']);
    expect(picked[0]?.groups[0]).toEqual({
      title: 'Ringar',
      titleHref: '/ringar/',
      links: [{ label: 'Förlovningsringar', href: '/ringar/forlovningsringar/' }],
    });
    expect(picked[1]?.groups[0]?.titleHref).toBeNull();
    expect(pickHeaderMenus([{ ...menus[0]!, groups: [] }])).toEqual([]);
  });
});

describe('SiteHeader', () => {
  it('has a skip link to the main content first', () => {
    const { banner } = renderHeader();
    const skip = within(banner).getAllByRole('link')[0];
    expect(skip?.textContent).toBe('Hoppa till huvudinnehållet');
    expect(skip?.getAttribute('href')).toBe('#main');
  });

  it('menu buttons are disclosures: aria-expanded and aria-controls pointing at their panels', () => {
    const { button } = renderHeader();
    for (const [name, id] of [
      ['Produkter', 'mega-menu-products'],
      ['Varumärken', 'mega-menu-brands'],
    ] as const) {
      expect(button(name).getAttribute('aria-expanded')).toBe('false');
      expect(button(name).getAttribute('aria-controls')).toBe(id);
      expect(document.getElementById(id)?.hidden).toBe(true);
    }
    expect(button('Meny').getAttribute('aria-controls')).toBe('site-menu');
    expect(button('Sök').getAttribute('aria-controls')).toBe('header-search');
    expect(button(/Språk/).getAttribute('aria-controls')).toBe('language-switcher');
  });

  it('opens products, switches to brands, and Escape closes and returns focus', async () => {
    const { button } = renderHeader();
    fireEvent.click(button('Produkter'));
    await liveArrived();
    expect(button('Produkter').getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById('mega-menu-products')?.hidden).toBe(false);
    fireEvent.click(button('Varumärken'));
    expect(button('Produkter').getAttribute('aria-expanded')).toBe('false');
    expect(button('Varumärken').getAttribute('aria-expanded')).toBe('true');
    expect(within(document.getElementById('mega-menu-brands')!).getByRole('link', { name: 'Nordljus' })).toBeTruthy();
    (document.getElementById('mega-menu-brands')!.querySelector('a') as HTMLElement).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button('Varumärken').getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button('Varumärken'));
  });

  it('is exclusive: opening the language switcher closes the menu; a press outside closes all', async () => {
    const { button } = renderHeader();
    fireEvent.click(button('Produkter'));
    await liveArrived();
    fireEvent.click(button(/Språk/));
    expect(button('Produkter').getAttribute('aria-expanded')).toBe('false');
    expect(button(/Språk/).getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(document.body);
    expect(button(/Språk/).getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when focus moves on past the open dropdown, not while it stays within it', async () => {
    const { banner, button } = renderHeader();
    fireEvent.click(button('Produkter'));
    await liveArrived();
    const panel = document.getElementById('mega-menu-products')!;
    within(panel).getAllByRole('link')[0]!.focus();
    button('Varumärken').focus();
    expect(button('Produkter').getAttribute('aria-expanded')).toBe('true');
    act(() =>
      within(banner)
        .getByRole('link', { name: /Startsidan/ })
        .focus(),
    );
    expect(button('Produkter').getAttribute('aria-expanded')).toBe('false');
  });

  it('lists the ten storefronts with Swedish marked current', async () => {
    const { button } = renderHeader();
    fireEvent.click(button(/Språk/));
    await liveArrived();
    const panel = document.getElementById('language-switcher')!;
    const links = within(panel).getAllByRole('link');
    const named = ['Danska', 'Norska', 'Svenska', 'Finska', 'Tyska', 'Nederländska', 'Franska', 'Polska', 'Tjeckiska', 'Engelska (EU)'].map(
      (name) => within(panel).getByRole('link', { name }),
    );
    expect(links).toEqual(named); // accessible names, in the menu's order
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page')).toEqual([named[2]]);
    expect(button(/Språk/).textContent).toContain('Svenska');
  });

  it('the search panel is a search form that leads to the search page, with a named results region', async () => {
    const { button } = renderHeader();
    fireEvent.click(button('Sök'));
    await liveArrived();
    const panel = document.getElementById('header-search')!;
    expect(panel.hidden).toBe(false);
    const input = within(panel).getByRole('searchbox', { name: 'Sök' }) as HTMLInputElement;
    expect(document.activeElement).toBe(input);
    expect(input.maxLength).toBe(512);
    const form = within(panel).getByRole('search');
    pushed.length = 0;
    expect(fireEvent.submit(form)).toBe(false); // an empty query goes nowhere
    expect(pushed).toEqual([]);
    fireEvent.change(input, { target: { value: ' guld ring ' } });
    expect(fireEvent.submit(form)).toBe(false); // the router navigates, not the form
    expect(pushed).toEqual(['/sok/?q=guld+ring']);
    fireEvent.click(button('Sök'));
    expect(within(panel).getByRole('region', { name: 'Sökresultat' }).id).toBe('header-search-results');
    fireEvent.click(within(panel).getByRole('button', { name: 'Stäng sökningen' }));
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(button('Sök'));
  });

  it('submitting the search starts the route change, so its overlay and progress show as for a link', async () => {
    routeTransition.ready(); // the test above left its search's navigation open (the router is not mounted)
    const { button } = renderHeader();
    fireEvent.click(button('Sök'));
    await liveArrived();
    const panel = document.getElementById('header-search')!;
    fireEvent.change(within(panel).getByRole('searchbox', { name: 'Sök' }), { target: { value: 'pärla' } });
    expect(routeTransition.getState().navigating).toBe(false);
    fireEvent.submit(within(panel).getByRole('search'));
    expect(routeTransition.getState()).toMatchObject({ navigating: true, overlay: true });
    routeTransition.ready();
    expect(routeTransition.getState().navigating).toBe(false);
  });
});
