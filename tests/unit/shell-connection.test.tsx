// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getConnection, isSlowConnection, shouldPrefetch, subscribeToConnection, type ConnectionInfo } from '@/lib/connection';
import { IntentLink } from '@/components/layout/prefetch-policy';

// Next's app router is not mounted in a unit test: the links record the pages they would prefetch and open.
const prefetched: string[] = [];
const pushed: string[] = [];
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({ prefetch: (href: string) => prefetched.push(href), push: (href: string) => pushed.push(href) }),
}));

/** A stand-in for `navigator.connection` whose values can change and that fires `change`. */
class FakeConnection extends EventTarget implements ConnectionInfo {
  constructor(
    public effectiveType?: string,
    public saveData?: boolean,
  ) {
    super();
  }
  change(next: Partial<Pick<ConnectionInfo, 'effectiveType' | 'saveData'>>) {
    Object.assign(this, next);
    this.dispatchEvent(new Event('change'));
  }
}

function installConnection(connection: FakeConnection | undefined) {
  Object.defineProperty(window.navigator, 'connection', { value: connection, configurable: true });
}

afterEach(() => {
  cleanup();
  installConnection(undefined);
});

describe('the connection check (no prefetching on 2g or data saver)', () => {
  it.each([
    ['4g', { effectiveType: '4g' }, false],
    ['3g', { effectiveType: '3g' }, false],
    ['2g', { effectiveType: '2g' }, true],
    ['slow-2g', { effectiveType: 'slow-2g' }, true],
    ['data saver on 4g', { effectiveType: '4g', saveData: true }, true],
    ['data saver off', { effectiveType: '4g', saveData: false }, false],
    ['no effective type', {}, false],
    ['no connection information', undefined, false],
  ] as const)('%s → slow: %s', (_label, connection, slow) => {
    expect(isSlowConnection(connection)).toBe(slow);
    expect(shouldPrefetch(connection)).toBe(!slow);
  });

  it('reads navigator.connection, and nothing where the API is missing', () => {
    expect(getConnection({})).toBeUndefined();
    expect(getConnection(undefined)).toBeUndefined();
    const connection = new FakeConnection('3g');
    expect(getConnection({ connection })).toBe(connection);
    installConnection(connection);
    expect(getConnection()).toBe(connection);
    expect(shouldPrefetch()).toBe(true);
  });

  it('subscribes to connection changes, and is a no-op without the API', () => {
    const connection = new FakeConnection('4g');
    let calls = 0;
    const stop = subscribeToConnection(() => (calls += 1), connection);
    connection.change({ effectiveType: '2g' });
    stop();
    connection.change({ effectiveType: '4g' });
    expect(calls).toBe(1);
    expect(() => subscribeToConnection(() => {}, undefined)()).not.toThrow();
  });
});

describe('IntentLink (the shell\'s links)', () => {
  it('prefetches its page on intent on a fast connection, and not at all on 2g or with data saver', () => {
    prefetched.length = 0;
    const connection = new FakeConnection('4g');
    installConnection(connection);
    render(<IntentLink href="/om-oss/">Om oss</IntentLink>);
    const link = screen.getByRole('link', { name: 'Om oss' });
    expect(prefetched).toEqual([]);
    fireEvent.mouseEnter(link);
    expect(prefetched).toEqual(['/om-oss/']);
    act(() => connection.change({ effectiveType: '2g' }));
    fireEvent.focus(link);
    fireEvent.touchStart(link);
    act(() => connection.change({ effectiveType: '4g', saveData: true }));
    fireEvent.mouseEnter(link);
    expect(prefetched).toEqual(['/om-oss/']);
    act(() => connection.change({ saveData: false }));
    fireEvent.focus(link);
    expect(prefetched).toEqual(['/om-oss/', '/om-oss/']);
  });

  it('prefetches other pages of the app only: not the page on screen, a file or an API route', () => {
    prefetched.length = 0;
    window.history.replaceState(null, '', '/ringar/');
    render(
      <>
        <IntentLink href="/ringar/">Ringar</IntentLink>
        <IntentLink href="/media/demo/ring.webp">Bild</IntentLink>
        <IntentLink href="/api/draft/disable">Lämna</IntentLink>
        <IntentLink href="halsband/">Halsband</IntentLink>
      </>,
    );
    for (const name of ['Ringar', 'Bild', 'Lämna', 'Halsband']) fireEvent.mouseEnter(screen.getByRole('link', { name }));
    // A relative link is prefetched where the browser would take it.
    expect(prefetched).toEqual(['/ringar/halsband/']);
  });

  it('prefetches where the browser has no connection information', () => {
    prefetched.length = 0;
    render(<IntentLink href="/kontakt/">Kontakt</IntentLink>);
    fireEvent.touchStart(screen.getByRole('link', { name: 'Kontakt' }));
    expect(prefetched).toEqual(['/kontakt/']);
  });

  it("opens another page of the app through the router, and leaves the browser what is the browser's", () => {
    pushed.length = 0;
    window.history.replaceState(null, '', '/ringar/');
    const clicks: boolean[] = [];
    render(
      <>
        <IntentLink href="/om-oss/#butiker" onClick={(event) => clicks.push(event.defaultPrevented)}>
          Om oss
        </IntentLink>
        <IntentLink href="/ringar/#filter">Filter</IntentLink>
        <IntentLink href="/ringar/">Ringar</IntentLink>
      </>,
    );
    const about = screen.getByRole('link', { name: 'Om oss' });
    expect(about.getAttribute('href')).toBe('/om-oss/#butiker');
    // Whether the link kept the browser from following it, seen after React has handled the click; the
    // browser's own navigation is then stopped (jsdom has none).
    const keptFromBrowser: boolean[] = [];
    const afterReact = (event: Event) => {
      keptFromBrowser.push(event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', afterReact);
    fireEvent.click(about);
    fireEvent.click(about, { ctrlKey: true });
    fireEvent.click(about, { button: 1 });
    fireEvent.click(screen.getByRole('link', { name: 'Filter' }));
    fireEvent.click(screen.getByRole('link', { name: 'Ringar' }));
    window.removeEventListener('click', afterReact);
    expect(keptFromBrowser).toEqual([true, false, false, false, true]);
    expect(pushed).toEqual(['/om-oss/#butiker', '/ringar/']);
    // The caller's handler runs first, and sees the click before the link prevents it.
    expect(clicks).toEqual([false, false, false]);
  });
});
