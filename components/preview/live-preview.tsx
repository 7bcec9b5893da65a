'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useQuerySubscription } from 'react-datocms/use-query-subscription';
import { createChannelTracker } from './channel-tracker';
import { setLiveStatus } from './live-status';

/** Our registration route (app/api/preview-listen), which adds the token on the server. */
export const LIVE_PREVIEW_ROUTE = '/api/preview-listen/';
/** datocms-listen wants a token; the real one stays on the server and this one is dropped on the way. */
const PLACEHOLDER_TOKEN = 'glans-token-stays-on-the-server';

export interface LivePreviewProps {
  /** The allow-listed queries the page was rendered from, by hash, space-separated (lib/content/live-queries.ts). */
  query: string;
  /** Their variables, one object per query. */
  variables: Record<string, unknown>[];
}

/**
 * Live preview of a draft page (DatoCMS's Real-time Updates API through `useQuerySubscription`): one
 * subscription to what the page was rendered from, and on each update after the first the page renders
 * again on the server (`router.refresh()`; draft pages render per request, so the content mapping stays
 * on the server). Loaded in draft mode only. The state goes to the preview bar (live-status.ts): the
 * hook's `status`, and what the hook does not report: a refused registration leaves it at `connecting`
 * with no error, so the fetcher watches the route's answers itself (and keeps the library from rejecting
 * a promise nobody catches).
 */
export function LivePreview({ query, variables }: LivePreviewProps) {
  const router = useRouter();
  const [tracker] = useState(createChannelTracker);
  const [refusal, setRefusal] = useState<string | null>(null);
  const connectedOnce = useRef(false);
  const updates = useRef(0);

  // Stable for the component's life: the hook subscribes again whenever its options change.
  const [fetcher] = useState(() => async (input: RequestInfo, init?: RequestInit): Promise<Response> => {
    if (tracker.disposed) return new Promise<Response>(() => undefined);
    const headers = new Headers(init?.headers);
    headers.delete('authorization');
    // The registration route takes JSON only (datocms-listen sends its JSON body without a content type).
    headers.set('content-type', 'application/json');
    const response = await fetch(input, { ...init, headers, credentials: 'same-origin', cache: 'no-store' });
    if (response.status >= 300 && response.status < 500) {
      const message = await response
        .clone()
        .json()
        .then((body: { error?: unknown }) => (typeof body.error === 'string' ? body.error : response.statusText))
        .catch(() => response.statusText);
      setRefusal(`${response.status}: ${message}`);
      // A refusal is final: the library would give up too, but by rejecting a promise the hook never
      // catches. Not answering ends this subscription as quietly.
      return new Promise<Response>(() => undefined);
    }
    if (response.ok) setRefusal(null);
    return response;
  });

  // Before the hook's own effect, so that a remount (React's development double mount) finds the tracker live.
  useEffect(() => {
    tracker.revive();
    return () => {
      tracker.dispose();
      setLiveStatus({ kind: 'off' });
    };
  }, [tracker]);

  const { status, error, data } = useQuerySubscription({
    query,
    variables,
    token: PLACEHOLDER_TOKEN,
    includeDrafts: true,
    baseUrl: LIVE_PREVIEW_ROUTE,
    fetcher,
    eventSourceClass: tracker.EventSourceClass,
  });

  useEffect(() => {
    if (data === undefined || data === null) return;
    updates.current += 1;
    if (updates.current > 1) router.refresh();
  }, [data, router]);

  useEffect(() => {
    if (refusal) return setLiveStatus({ kind: 'refused', message: refusal });
    if (error) return setLiveStatus({ kind: 'error', message: error.message });
    if (status === 'connected') {
      connectedOnce.current = true;
      return setLiveStatus({ kind: 'live' });
    }
    if (status === 'closed') return setLiveStatus({ kind: 'disconnected' });
    setLiveStatus({ kind: connectedOnce.current ? 'reconnecting' : 'connecting' });
  }, [refusal, error, status]);

  return null;
}
