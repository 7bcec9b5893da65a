// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Breadcrumbs, breadcrumbTrail } from '@/components/layout/breadcrumbs';
import { mergeDictionary } from '@/lib/content/dictionary';

const dictionary = mergeDictionary({ home: 'Hem', breadcrumbs: 'Brödsmulor' });

// Next's app router is not mounted in a unit test: shell links record the pages they would prefetch.
const prefetched: string[] = [];
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({ prefetch: (href: string) => prefetched.push(href) }),
}));

afterEach(cleanup);

describe('Breadcrumbs', () => {
  it('is a labelled navigation with an ordered list that starts at the front page and ends with the current page', () => {
    render(
      <Breadcrumbs
        items={[
          { label: 'Hem', href: '/' },
          { label: 'Ringar', href: '/ringar/' },
        ]}
        current={{ label: 'Solitärring Sol', href: '/ringar/solitarring-sol/' }}
        dictionary={dictionary}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Brödsmulor' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    const links = within(list).getAllByRole('link');
    // The app normalises the trailing slash (`trailingSlash`); the path is what counts.
    expect(links.map((link) => [link.textContent, link.getAttribute('href')?.replace(/(.)\/$/, '$1')])).toEqual([
      ['Hem', '/'],
      ['Ringar', '/ringar'],
      ['Solitärring Sol', '/ringar/solitarring-sol'],
    ]);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, null, 'page']);
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('prefetches a page when the shopper shows intent (pointer over, touch, focus), not when it is drawn', () => {
    prefetched.length = 0;
    // The trail of a product page: the page on screen is never prefetched, its parents are.
    window.history.replaceState(null, '', '/ringar/solitarring-sol/');
    render(<Breadcrumbs items={[{ label: 'Hem', href: '/' }, { label: 'Ringar', href: '/ringar/' }]} dictionary={dictionary} />);
    expect(prefetched).toEqual([]);
    const ringar = screen.getByRole('link', { name: 'Ringar' });
    fireEvent.mouseEnter(ringar);
    fireEvent.focus(ringar);
    fireEvent.touchStart(screen.getByRole('link', { name: 'Hem' }));
    expect(prefetched).toEqual(['/ringar/', '/ringar/', '/']);
  });

  it('adds the front page when the trail lacks it', () => {
    render(<Breadcrumbs items={[{ label: 'Om oss', href: '/om-oss/' }]} dictionary={dictionary} />);
    const links = screen.getAllByRole('link');
    expect(links[0]?.textContent).toBe('Hem');
    expect(links[0]?.getAttribute('href')).toBe('/');
    expect(links[1]?.getAttribute('aria-current')).toBe('page');
  });
});

describe('breadcrumbTrail', () => {
  it('does not repeat the current page when the trail already ends with it (query and slash aside)', () => {
    const trail = breadcrumbTrail(
      [
        { label: 'Hem', href: '/' },
        { label: 'Ring Sol', href: '/ringar/ring-sol' },
      ],
      dictionary,
      { label: 'Ring Sol', href: '/ringar/ring-sol/?variantId=1' },
    );
    expect(trail.map((crumb) => crumb.href)).toEqual(['/', '/ringar/ring-sol']);
  });

  it('is just the front page for an empty trail without a current page', () => {
    expect(breadcrumbTrail([], dictionary)).toEqual([{ label: 'Hem', href: '/' }]);
  });

  it('drops crumbs without a label', () => {
    expect(breadcrumbTrail([{ label: ' ', href: '/x/' }], dictionary, { label: 'Kontakt', href: '/kontakt/' }).map((crumb) => crumb.label)).toEqual(['Hem', 'Kontakt']);
  });
});
