// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PreviewBar } from '@/components/layout/preview-bar';
import { LivePreview } from '@/components/preview/live-preview';

/**
 * The live-preview component in a browser-like document: what the preview bar says for each state of the
 * subscription, a refused registration as a message, and every channel closed on leaving the page, also
 * one the library opened when it reconnected. The network is a stand-in (no content service in a unit test).
 */

const refresh = vi.fn();
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({ refresh, push: vi.fn() }),
  usePathname: () => '/blogg/en-artikel/',
}));

/** An EventSource stand-in: opens at once; the test can drop it (as a closed stream) or send events. */
class FakeEventSource extends EventTarget {
  static instances: FakeEventSource[] = [];
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readyState = 0;
  constructor(readonly url: string) {
    super();
    FakeEventSource.instances.push(this);
    setTimeout(() => {
      if (this.readyState === 2) return;
      this.readyState = 1;
      this.dispatchEvent(new Event('open'));
    }, 10);
  }
  close() {
    this.readyState = 2;
  }
  send(type: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

const TEXTS = {
  connecting: 'Ansluter',
  live: 'Live',
  reconnecting: 'Återansluter',
  disconnected: 'Frånkopplad',
  refused: 'Nekad ({message})',
  error: 'Avbruten ({message})',
};

let answers: Response[] = [];
const fetchMock = vi.fn(async () => answers.shift() ?? new Response(JSON.stringify({ url: 'http://content.test/listen/channels/1' }), { headers: { 'content-type': 'application/json' } }));

beforeEach(() => {
  FakeEventSource.instances = [];
  answers = [];
  fetchMock.mockClear();
  refresh.mockClear();
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  return render(
    <>
      <PreviewBar label="Förhandsvisning" exitLabel="Avsluta" liveTexts={TEXTS} />
      <LivePreview query={'a'.repeat(64)} variables={[{ locale: 'sv_SE' }]} />
    </>,
  );
}

describe('LivePreview', () => {
  it('registers through our route without the token header, goes live and refreshes on updates after the first', async () => {
    renderPage();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Live'));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/preview-listen/');
    expect(new Headers(init.headers).has('authorization')).toBe(false);
    expect(JSON.parse(String(init.body))).toEqual({ query: 'a'.repeat(64), variables: [{ locale: 'sv_SE' }] });
    const channel = FakeEventSource.instances[0]!;
    act(() => channel.send('update', { response: { data: { p0_x: 1 } } }));
    expect(refresh).not.toHaveBeenCalled();
    act(() => channel.send('update', { response: { data: { p0_x: 2 } } }));
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
  });

  it('shows a refused registration as a message (the hook itself stays at connecting)', async () => {
    answers = [new Response(JSON.stringify({ error: 'Unknown query' }), { status: 400, headers: { 'content-type': 'application/json' } })];
    renderPage();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Nekad (400: Unknown query)'));
    // Final: no retry.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows a channel error as a message', async () => {
    renderPage();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Live'));
    act(() => FakeEventSource.instances[0]!.send('channelError', { code: 'INVALID_QUERY', message: 'Frågan gäller inte längre', fatal: true }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Avbruten (Frågan gäller inte längre)'));
  });

  it('closes every channel on leaving, also one opened by a reconnection, and registers no more', async () => {
    const page = renderPage();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Live'));
    // The stream drops: the library notices, says so, and reconnects with a new channel.
    act(() => FakeEventSource.instances[0]!.close());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Frånkopplad'), { timeout: 2_000 });
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2), { timeout: 4_000 });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Live'));
    const second = FakeEventSource.instances[1]!;
    expect(second.readyState).toBe(1);
    page.unmount();
    expect(second.readyState).toBe(2);
    const registrations = fetchMock.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(fetchMock.mock.calls.length).toBe(registrations);
  });
});
