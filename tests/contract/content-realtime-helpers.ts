import { subscribeToQuery, type ChannelErrorData, type ConnectionStatus, type Options } from 'datocms-listen';
import { EventSource } from 'eventsource';
import { LOCAL_CONTENT_ADMIN_TOKEN } from '../../lib/config';
import { serviceUrl } from '../integration/service-urls';
import { TOKEN } from './content-contract-helpers';

/**
 * Helpers of the Real-time Updates and Content Link contract tests: DatoCMS's own `subscribeToQuery`
 * (datocms-listen) with the `eventsource` package as the EventSource of Node, pointed at the local
 * service's `/listen`, and the admin API over HTTP for the edits that should reach the channels.
 */

export const ADMIN_TOKEN = process.env.CONTENT_ADMIN_TOKEN?.trim() || LOCAL_CONTENT_ADMIN_TOKEN;
export const EDITING_BASE = 'https://glans.admin.datocms.com';

// Answers are checked field by field in the tests.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export interface Subscription {
  updates: Json[];
  statuses: ConnectionStatus[];
  channelErrors: ChannelErrorData[];
  channelUrls: string[];
  /** Resolves with the first update (from `from` on) that `match` accepts, or rejects after `timeoutMs`. */
  waitForUpdate: (match: (data: Json) => boolean, timeoutMs?: number, from?: number) => Promise<Json>;
  unsubscribe: () => void;
}

type ExtraOptions = Partial<Omit<Options<Json, Json>, 'query' | 'onUpdate'>>;

async function until<T>(read: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Subscribes with datocms-listen as a browser would (drafts by default); resolves once the channel is
 * open, or at once with `awaitOpen: false` (after a reconnection the library's own promise never resolves).
 * Unsubscribing closes every EventSource the library opened, reconnections included.
 */
export async function subscribe(query: string, options: ExtraOptions = {}, awaitOpen = true): Promise<Subscription> {
  const updates: Json[] = [];
  const statuses: ConnectionStatus[] = [];
  const channelErrors: ChannelErrorData[] = [];
  const channelUrls: string[] = [];
  const sources: EventSource[] = [];
  class TrackedEventSource extends EventSource {
    constructor(url: string | URL, init?: ConstructorParameters<typeof EventSource>[1]) {
      super(url, init);
      sources.push(this);
    }
  }
  const opened = subscribeToQuery<Json, Json>({
    token: TOKEN,
    includeDrafts: true,
    baseUrl: `${serviceUrl('content')}/listen`,
    fetcher: fetch,
    eventSourceClass: TrackedEventSource as unknown as Options<Json, Json>['eventSourceClass'],
    reconnectionPeriod: 50,
    ...options,
    query,
    onUpdate: (update) => updates.push(update.response.data),
    onStatusChange: (status) => statuses.push(status),
    onChannelError: (error) => channelErrors.push(error),
    onEvent: (event) => {
      if (event.message === 'Received channel URL') channelUrls.push(event.channelUrl);
    },
  });
  if (awaitOpen) await opened;
  else opened.catch(() => undefined);
  return {
    updates,
    statuses,
    channelErrors,
    channelUrls,
    unsubscribe: () => {
      void opened.then((unsubscribe) => unsubscribe()).catch(() => undefined);
      for (const source of sources) source.close();
    },
    waitForUpdate: (match, timeoutMs = 5_000, from = 0) => until(() => updates.slice(from).find(match), timeoutMs, 'a matching update'),
  };
}

export async function waitFor<T>(read: () => T | undefined, timeoutMs = 5_000, what = 'the condition'): Promise<T> {
  return until(read, timeoutMs, what);
}

export async function admin(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${serviceUrl('content')}${path}`, {
    method,
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** The `index`th record of a model, as the admin API lists it. */
export async function recordOf(model: string, index: number): Promise<{ id: string; fields: Json; published: Json; draft: Json }> {
  const { status, body } = await admin('GET', `/admin/records?model=${model}`);
  if (status !== 200) throw new Error(`Listing ${model} failed: ${status}`);
  const record = body.records[index];
  if (!record) throw new Error(`${model} has no record ${index}`);
  return { ...record, fields: (record.draft ?? record.published).fields };
}

export async function saveDraft(id: string, fields: Record<string, unknown>): Promise<void> {
  const { status, body } = await admin('POST', `/admin/records/${id}/draft`, { fields });
  if (status !== 200) throw new Error(`Saving a draft of ${id} failed: ${status} ${JSON.stringify(body)}`);
}

export async function publish(id: string): Promise<void> {
  const { status, body } = await admin('POST', `/admin/records/${id}/publish`);
  if (status !== 200) throw new Error(`Publishing ${id} failed: ${status} ${JSON.stringify(body)}`);
}

/** The channels the service holds now (its health answer). */
export async function channelCounts(): Promise<{ waiting: number; open: number }> {
  const response = await fetch(`${serviceUrl('content')}/health`);
  return ((await response.json()) as { channels: { waiting: number; open: number } }).channels;
}

/** Registers a query with a plain POST as datocms-listen sends it (`text/plain` body); returns the answer. */
export async function register(
  query: string,
  headers: Record<string, string> = {},
  variables?: Record<string, unknown>,
): Promise<Response> {
  return fetch(`${serviceUrl('content')}/listen`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, accept: 'application/json', 'x-include-drafts': 'true', ...headers },
    body: JSON.stringify({ query, variables }),
  });
}
