/**
 * Every EventSource one live-preview subscription opens, so that leaving the page closes them all.
 * datocms-listen opens a new channel each time it reconnects but hands back only the first channel's
 * unsubscribe, so a page that had reconnected would leave its newer channel open. After `dispose`, a
 * reconnection the library still has scheduled goes nowhere: the registration never answers (`fetcher`
 * below) and a channel opened anyway is closed at once.
 */
export interface ChannelTracker {
  readonly EventSourceClass: typeof EventSource | undefined;
  readonly disposed: boolean;
  dispose(): void;
  /** Undoes `dispose` when the same component mounts again. */
  revive(): void;
  openChannels(): number;
}

export function createChannelTracker(): ChannelTracker {
  const open = new Set<EventSource>();
  let disposed = false;
  // The component renders on the server as well, where there is no EventSource (and no subscription).
  const Base = typeof EventSource === 'undefined' ? undefined : EventSource;
  const EventSourceClass = Base
    ? class TrackedEventSource extends Base {
        constructor(url: string | URL, init?: EventSourceInit) {
          super(url, init);
          if (disposed) {
            super.close();
            return;
          }
          open.add(this);
          this.addEventListener('error', () => {
            if (this.readyState === 2) open.delete(this); // EventSource.CLOSED
          });
        }

        override close(): void {
          open.delete(this);
          super.close();
        }
      }
    : undefined;
  return {
    EventSourceClass,
    get disposed() {
      return disposed;
    },
    dispose() {
      disposed = true;
      for (const channel of [...open]) channel.close();
    },
    revive() {
      disposed = false;
    },
    openChannels: () => open.size,
  };
}
