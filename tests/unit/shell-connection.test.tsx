// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getConnection, isSlowConnection, shouldPrefetch, subscribeToConnection, type ConnectionInfo } from '@/lib/connection';
import { useLinkPrefetch } from '@/components/layout/prefetch-policy';

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

describe('the connection check (spec 2.4: no prefetching on 2g or data saver)', () => {
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

function Probe() {
  const prefetch = useLinkPrefetch();
  return <output>{String(prefetch)}</output>;
}

describe('useLinkPrefetch', () => {
  it('gives prefetch={false} on a slow connection and follows changes', () => {
    const connection = new FakeConnection('4g');
    installConnection(connection);
    render(<Probe />);
    expect(screen.getByRole('status').textContent).toBe('undefined');
    act(() => connection.change({ effectiveType: '2g' }));
    expect(screen.getByRole('status').textContent).toBe('false');
    act(() => connection.change({ effectiveType: '4g', saveData: true }));
    expect(screen.getByRole('status').textContent).toBe('false');
    act(() => connection.change({ saveData: false }));
    expect(screen.getByRole('status').textContent).toBe('undefined');
  });

  it('leaves Next’s default where the browser has no connection information', () => {
    render(<Probe />);
    expect(screen.getByRole('status').textContent).toBe('undefined');
  });
});
