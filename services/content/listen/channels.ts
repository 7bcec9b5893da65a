import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GraphQLExecutor, GraphQLRequest } from '../graphql/execute-request';
import type { EditingOptions } from '../graphql/content-link';
import { HttpError } from '../../shared/http-service';
import type { ContentStore } from '../store/content-store';
import type { ReadMode } from '../store/record-types';
import { apiError } from '../http/api-error';
import { corsHeaders } from '../http/cors';

/**
 * The channels of the Real-time Updates API (listen.ts registers them). A channel is one registered
 * query with the read options of its registration; it waits to be opened once, as an event stream, and
 * lives as long as that stream:
 * - opened: `event: update` with `{"response":{"data":…}}` at once, then again whenever a write to the
 *   store (a draft save, a publish, an unpublish) changes the query's answer, compared as JSON;
 * - a query that can no longer be answered gets `event: channelError` with `{code, message, fatal,
 *   response}` and the stream ends;
 * - a comment line every `keepAliveMs` keeps proxies and clients from timing the stream out;
 * - not opened within `openWithinMs`: forgotten; its stream closed: forgotten at once. Opening a channel
 *   that is unknown, forgotten or already open is a 404, after which datocms-listen registers afresh.
 */

export interface ChannelQuery {
  request: GraphQLRequest;
  mode: ReadMode;
  editing: EditingOptions | null;
}

export interface ChannelOptions {
  openWithinMs: number;
  keepAliveMs: number;
  maxChannels: number;
}

export const DEFAULT_CHANNEL_OPTIONS: ChannelOptions = { openWithinMs: 15_000, keepAliveMs: 25_000, maxChannels: 1_000 };

interface Channel {
  id: string;
  query: ChannelQuery;
  expiry: NodeJS.Timeout | null;
  stream: ServerResponse | null;
  keepAlive: NodeJS.Timeout | null;
  /** The JSON of the last update sent, to send again only when the answer changes. */
  last: string | null;
  /** A recomputation is running; `stale` asks for another one after it. */
  running: boolean;
  stale: boolean;
}

export interface ChannelCounts {
  waiting: number;
  open: number;
}

export class ChannelRegistry {
  private readonly channels = new Map<string, Channel>();
  private refreshScheduled = false;
  private readonly stopListening: () => void;

  constructor(
    private readonly executor: GraphQLExecutor,
    store: ContentStore,
    private readonly options: ChannelOptions = DEFAULT_CHANNEL_OPTIONS,
  ) {
    this.stopListening = store.onChange(() => this.scheduleRefresh());
  }

  counts(): ChannelCounts {
    let open = 0;
    for (const channel of this.channels.values()) if (channel.stream) open += 1;
    return { waiting: this.channels.size - open, open };
  }

  /** Registers a query; returns the channel's id. Full (a temporary condition): 503. */
  register(query: ChannelQuery): string {
    if (this.channels.size >= this.options.maxChannels) {
      throw apiError(503, 'TOO_MANY_CHANNELS', `The content service has ${this.channels.size} channels open or waiting; try again shortly`);
    }
    const id = randomBytes(16).toString('base64url');
    const channel: Channel = { id, query, expiry: null, stream: null, keepAlive: null, last: null, running: false, stale: false };
    channel.expiry = setTimeout(() => this.forget(channel), this.options.openWithinMs);
    channel.expiry.unref();
    this.channels.set(id, channel);
    return id;
  }

  /** Opens a channel's event stream on `res`; 404 when there is no channel waiting under `id`. */
  open(id: string, req: IncomingMessage, res: ServerResponse): void {
    const channel = this.channels.get(id);
    if (!channel || channel.stream) throw new HttpError(404, `No channel ${id.slice(0, 64)} is waiting to be opened; register the query again`);
    if (channel.expiry) clearTimeout(channel.expiry);
    channel.expiry = null;
    channel.stream = res;
    req.socket.setTimeout(0);
    req.socket.setNoDelay(true);
    res.writeHead(200, {
      ...corsHeaders(),
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
      // nginx (demo:cluster) passes the stream through unbuffered.
      'x-accel-buffering': 'no',
    });
    res.write(': channel open\n\n');
    channel.keepAlive = setInterval(() => res.write(': keep-alive\n\n'), this.options.keepAliveMs);
    channel.keepAlive.unref();
    res.on('close', () => this.forget(channel));
    void this.recompute(channel);
  }

  /** Ends every stream and forgets every channel (the service is stopping). */
  close(): void {
    this.stopListening();
    for (const channel of [...this.channels.values()]) {
      channel.stream?.end();
      this.forget(channel);
    }
  }

  private forget(channel: Channel): void {
    if (channel.expiry) clearTimeout(channel.expiry);
    if (channel.keepAlive) clearInterval(channel.keepAlive);
    channel.expiry = null;
    channel.keepAlive = null;
    this.channels.delete(channel.id);
  }

  /** Several writes in one turn of the event loop (a save then a publish) give one recomputation. */
  private scheduleRefresh(): void {
    if (this.refreshScheduled) return;
    this.refreshScheduled = true;
    setImmediate(() => {
      this.refreshScheduled = false;
      for (const channel of this.channels.values()) if (channel.stream) void this.recompute(channel);
    });
  }

  private async recompute(channel: Channel): Promise<void> {
    if (channel.running) {
      channel.stale = true;
      return;
    }
    channel.running = true;
    try {
      do {
        channel.stale = false;
        await this.answer(channel);
      } while (channel.stale && this.channels.has(channel.id));
    } finally {
      channel.running = false;
    }
  }

  private async answer(channel: Channel): Promise<void> {
    const { request, mode, editing } = channel.query;
    let failure: { code: string; message: string; fatal: boolean; response: unknown } | null = null;
    let payload: string | null = null;
    try {
      const { result } = await this.executor.run(request, mode, editing);
      if (result.errors?.length) {
        failure = { code: 'INVALID_QUERY', message: result.errors.map((error) => error.message).join('; '), fatal: true, response: result };
      } else {
        payload = JSON.stringify({ response: { data: result.data ?? null } });
      }
    } catch (error) {
      if (error instanceof HttpError) {
        failure = { code: 'INVALID_QUERY', message: error.message, fatal: true, response: error.extra };
      } else {
        // Not the query's fault: the client may register again and be answered.
        console.error('[content] a channel query failed:', error);
        failure = { code: 'INTERNAL_ERROR', message: 'The content service could not answer the query', fatal: false, response: null };
      }
    }
    const stream = channel.stream;
    if (!stream || stream.writableEnded || !this.channels.has(channel.id)) return;
    if (failure) {
      stream.write(`event: channelError\ndata: ${JSON.stringify(failure)}\n\n`);
      stream.end();
      this.forget(channel);
      return;
    }
    if (payload === channel.last) return;
    channel.last = payload;
    stream.write(`event: update\ndata: ${payload}\n\n`);
  }
}
