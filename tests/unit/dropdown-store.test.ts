// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createDropdownStore, nextDropdown, NONE, sameDropdown, type Dropdown, type DropdownEvent, type OpenDropdown } from '@/stores/dropdown-store';

const search: OpenDropdown = { kind: 'search' };
const language: OpenDropdown = { kind: 'language' };
const products: OpenDropdown = { kind: 'nav', type: 'products' };
const brands: OpenDropdown = { kind: 'nav', type: 'brands' };

const states: [string, Dropdown][] = [
  ['none', NONE],
  ['search', search],
  ['language', language],
  ['nav products', products],
  ['nav brands', brands],
];

const toggle = (target: OpenDropdown): DropdownEvent => ({ type: 'toggle', target });

/** Every state × every event (exclusive; toggling the open one closes it; nav switches type). */
const table: [string, Dropdown, DropdownEvent, Dropdown][] = [
  // from none: a toggle opens its target
  ['none', NONE, toggle(search), search],
  ['none', NONE, toggle(language), language],
  ['none', NONE, toggle(products), products],
  ['none', NONE, toggle(brands), brands],
  // from search
  ['search', search, toggle(search), NONE],
  ['search', search, toggle(language), language],
  ['search', search, toggle(products), products],
  ['search', search, toggle(brands), brands],
  // from language
  ['language', language, toggle(language), NONE],
  ['language', language, toggle(search), search],
  ['language', language, toggle(products), products],
  ['language', language, toggle(brands), brands],
  // from nav: the same type closes, the other type switches
  ['nav products', products, toggle(products), NONE],
  ['nav products', products, toggle(brands), brands],
  ['nav products', products, toggle(search), search],
  ['nav products', products, toggle(language), language],
  ['nav brands', brands, toggle(brands), NONE],
  ['nav brands', brands, toggle(products), products],
  ['nav brands', brands, toggle(search), search],
  ['nav brands', brands, toggle(language), language],
];

describe('nextDropdown (the dropdown machine)', () => {
  it.each(table)('%s + toggle → expected', (_label, from, event, expected) => {
    expect(nextDropdown(from, event)).toEqual(expected);
  });

  for (const [label, from] of states) {
    for (const type of ['closeAll', 'routeChange', 'escape'] as const) {
      it(`${label} + ${type} → none`, () => {
        expect(nextDropdown(from, { type })).toEqual(NONE);
      });
    }
  }

  it('compares nav by type', () => {
    expect(sameDropdown(products, { kind: 'nav', type: 'products' })).toBe(true);
    expect(sameDropdown(products, brands)).toBe(false);
    expect(sameDropdown(search, language)).toBe(false);
    expect(sameDropdown(NONE, { kind: 'none' })).toBe(true);
  });
});

describe('the dropdown store', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  function button(name: string): HTMLButtonElement {
    const element = document.createElement('button');
    element.textContent = name;
    document.body.append(element);
    return element;
  }

  it('opens, switches and closes by the machine, remembering the opener', () => {
    const store = createDropdownStore();
    const productsButton = button('Produkter');
    const brandsButton = button('Varumärken');
    store.getState().toggle(products, productsButton);
    expect(store.getState()).toMatchObject({ open: products, opener: productsButton });
    store.getState().toggle(brands, brandsButton);
    expect(store.getState()).toMatchObject({ open: brands, opener: brandsButton });
    store.getState().toggle(brands, brandsButton);
    expect(store.getState()).toMatchObject({ open: NONE, opener: null });
  });

  it('Escape closes all and returns focus to the control that opened the dropdown', () => {
    const store = createDropdownStore();
    const opener = button('Sök');
    const elsewhere = button('Annat');
    store.getState().toggle(search, opener);
    elsewhere.focus();
    store.getState().escape();
    expect(store.getState().open).toEqual(NONE);
    expect(document.activeElement).toBe(opener);
  });

  it('without an explicit opener, the focused element is the opener, and a switch keeps it', () => {
    const store = createDropdownStore();
    const menuButton = button('Meny');
    menuButton.focus();
    store.getState().toggle(products);
    expect(store.getState().opener).toBe(menuButton);
    store.getState().toggle(brands);
    expect(store.getState().opener).toBe(menuButton);
    button('Annat').focus();
    store.getState().escape();
    expect(document.activeElement).toBe(menuButton);
  });

  it('close-all resets; it returns focus only when asked', () => {
    const store = createDropdownStore();
    const opener = button('Språk');
    const elsewhere = button('Annat');
    store.getState().toggle(language, opener);
    elsewhere.focus();
    store.getState().closeAll();
    expect(store.getState()).toMatchObject({ open: NONE, opener: null });
    expect(document.activeElement).toBe(elsewhere);

    store.getState().toggle(language, opener);
    elsewhere.focus();
    store.getState().closeAll({ returnFocus: true });
    expect(document.activeElement).toBe(opener);
  });

  it('a route change closes all and leaves focus where the navigation put it', () => {
    const store = createDropdownStore();
    const opener = button('Produkter');
    const link = button('länk');
    store.getState().toggle(products, opener);
    link.focus();
    store.getState().routeChanged();
    expect(store.getState().open).toEqual(NONE);
    expect(document.activeElement).toBe(link);
  });

  it('does not focus an opener that left the page, and closing when closed is a no-op', () => {
    const store = createDropdownStore();
    const opener = button('Sök');
    store.getState().toggle(search, opener);
    opener.remove();
    expect(() => store.getState().escape()).not.toThrow();
    const before = store.getState();
    store.getState().closeAll({ returnFocus: true });
    expect(store.getState()).toBe(before);
  });

  it('each store is its own (one per page tree, never shared)', () => {
    const first = createDropdownStore();
    const second = createDropdownStore();
    first.getState().toggle(search, null);
    expect(second.getState().open).toEqual(NONE);
  });
});
