import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { checkWebhookSignature } from '@/lib/content/webhook-signature';
import { fireRevalidateWebhook } from '@/services/content/admin/revalidate-webhook';

/**
 * The local content service signs each webhook call (a new id per call), so the storefront can acknowledge a
 * replay without revalidating while a second publish of the same record, with the same body, is a new call.
 */

let server: Server | undefined;
afterEach(() => server?.close());

function toHeaders(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) if (typeof value === 'string') headers.set(name, value);
  return headers;
}

describe('the content service’s webhook signature', () => {
  it('signs each call with an id of its own that the storefront verifies against the body', async () => {
    const calls: { headers: Headers; body: string }[] = [];
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        calls.push({ headers: toHeaders(req.headers), body });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/revalidate/`;
    for (let publish = 0; publish < 2; publish += 1)
      await fireRevalidateWebhook({ url, secret: 'the-secret' }, ['record:1', 'model:blog_article'], { retryDelaysMs: [] });
    expect(calls).toHaveLength(2);
    const [first, second] = calls as [(typeof calls)[0], (typeof calls)[0]];
    expect(first.body).toBe(second.body);
    const checks = calls.map((call) => checkWebhookSignature(call.headers, 'the-secret', call.body));
    expect(checks.every((check) => check.signed === true)).toBe(true);
    const ids = checks.map((check) => (check.signed === true ? check.id : null));
    expect(ids[0]).not.toBe(ids[1]);
    expect(checkWebhookSignature(first.headers, 'another-secret', first.body).signed).toBe('invalid');
    expect(checkWebhookSignature(first.headers, 'the-secret', first.body.replace('record:1', 'record:2')).signed).toBe('invalid');
  });
});
