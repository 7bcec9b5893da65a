import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createContentService, type ContentService } from '../../services/content/content-service';
import { DEFAULT_CHANNEL_OPTIONS } from '../../services/content/listen/channels';
import { fixtureCatalogue } from './content-service-fixture';

/**
 * The Real-time Updates channels' timings and the store writes that reach them, on a content service of
 * the fixture catalogue with short timings (the contract tests hold the protocol on the real process).
 */

const TOKEN = 'unit-token';
let running: { server: Server; service: ContentService; base: string } | null = null;

async function start(channels: { openWithinMs: number; keepAliveMs: number }): Promise<{ service: ContentService; base: string }> {
  const service = createContentService(fixtureCatalogue(), TOKEN, undefined, undefined, { channels });
  const server = createServer((req, res) => void service.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  running = { server, service, base };
  return { service, base };
}

afterEach(async () => {
  if (!running) return;
  running.service.close();
  running.server.closeAllConnections();
  await new Promise((resolve) => running?.server.close(resolve));
  running = null;
});

async function register(base: string, query: string, drafts = true): Promise<string> {
  const response = await fetch(`${base}/listen`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, ...(drafts ? { 'x-include-drafts': 'true' } : {}) },
    body: JSON.stringify({ query }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { url: string }).url;
}

/** Reads the event stream until `done` accepts what has arrived. */
async function readUntil(url: string, done: (text: string) => boolean, signal: AbortSignal, onOpen?: () => void): Promise<string> {
  const response = await fetch(url, { signal });
  onOpen?.();
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!done(text)) {
    const { value, done: ended } = await reader.read();
    if (ended) break;
    text += decoder.decode(value, { stream: true });
  }
  return text;
}

describe('real-time channels', () => {
  it('keep a stream alive with a comment at least every 30 s, and forget a channel not opened within about 15 s', () => {
    expect(DEFAULT_CHANNEL_OPTIONS.keepAliveMs).toBeLessThanOrEqual(30_000);
    expect(DEFAULT_CHANNEL_OPTIONS.openWithinMs).toBeGreaterThanOrEqual(10_000);
    expect(DEFAULT_CHANNEL_OPTIONS.openWithinMs).toBeLessThanOrEqual(20_000);
  });

  it('send keep-alive comments on an open stream', async () => {
    const { base } = await start({ openWithinMs: 1_000, keepAliveMs: 40 });
    const url = await register(base, '{ allBrands(first: 1) { name } }');
    const controller = new AbortController();
    const text = await readUntil(url, (received) => received.split(': keep-alive\n\n').length > 3, controller.signal);
    controller.abort();
    expect(text).toMatch(/^: channel open\n\nevent: update\ndata: /);
  });

  it('forget a channel nobody opened once its time is up', async () => {
    const { base, service } = await start({ openWithinMs: 100, keepAliveMs: 1_000 });
    const url = await register(base, '{ allBrands(first: 1) { name } }');
    expect(service.channels()).toEqual({ waiting: 1, open: 0 });
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(service.channels()).toEqual({ waiting: 0, open: 0 });
    expect((await fetch(url)).status).toBe(404);
  });

  it('send an update after an unpublish and free the channel when its stream closes', async () => {
    const { base, service } = await start({ openWithinMs: 1_000, keepAliveMs: 1_000 });
    const brand = service.store.list('brand', 'published')[0]!;
    const url = await register(base, `{ brand(filter: { id: { eq: "${brand.id}" } }) { id } }`, false);
    const controller = new AbortController();
    const text = await readUntil(
      url,
      (received) => received.includes('"brand":null'),
      controller.signal,
      () => setTimeout(() => service.store.unpublish(brand.id), 50),
    );
    expect(text).toContain(`event: update\ndata: {"response":{"data":{"brand":{"id":"${brand.id}"}}}}`);
    expect(text).toContain('event: update\ndata: {"response":{"data":{"brand":null}}}');
    expect(service.channels().open).toBe(1);
    controller.abort();
    for (let tries = 0; tries < 50 && service.channels().open > 0; tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(service.channels()).toEqual({ waiting: 0, open: 0 });
  });
});
