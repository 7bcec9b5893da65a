import 'server-only';
import { cache } from 'react';
import type { DocumentNode } from 'graphql';
import { liveQueryAllowList, liveQueryHash, MAX_LIVE_QUERY_PARTS, type LiveQueryPart } from './live-queries';

/**
 * The allow-listed queries a draft render has made, in order, once each (per request: React's `cache`).
 * The page's live-preview component subscribes to exactly these (lib/content/live-queries.ts). Outside a
 * render (route handlers, the proxy) nothing is kept.
 */
const log = cache((): Map<string, LiveQueryPart> => new Map());

export function recordLiveQuery(document: unknown, variables: Record<string, unknown>): void {
  const hash = liveQueryHash(document as DocumentNode);
  if (!liveQueryAllowList().has(hash)) return;
  const parts = log();
  if (parts.size >= MAX_LIVE_QUERY_PARTS) return;
  parts.set(`${hash} ${JSON.stringify(variables)}`, { hash, variables });
}

/** What this render has read so far. */
export function recordedLiveQueries(): LiveQueryPart[] {
  return [...log().values()];
}
