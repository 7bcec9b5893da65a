import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { fireRevalidateWebhook, WEBHOOK_RETRY_DELAYS_MS, type WebhookOutcome } from '../../services/content/admin/revalidate-webhook';

/**
 * The local content service retries a webhook the storefront could not take, as DatoCMS does
 * (services/content/admin/revalidate-webhook.ts), against a real HTTP receiver that fails its first deliveries.
 */

let server: Server | undefined;

async function receiver(answer: (delivery: number) => number): Promise<{ url: string; deliveries: number[] }> {
  const deliveries: number[] = [];
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      deliveries.push(Date.now());
      res.writeHead(answer(deliveries.length), { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/revalidate/`, deliveries };
}

function settled(): { promise: Promise<WebhookOutcome>; onSettled: (outcome: WebhookOutcome) => void } {
  let onSettled!: (outcome: WebhookOutcome) => void;
  const promise = new Promise<WebhookOutcome>((resolve) => (onSettled = resolve));
  return { promise, onSettled };
}

afterEach(() => {
  server?.close();
  server = undefined;
});

describe('the content service’s webhook', () => {
  it('retries a failed delivery with back-off (the first retry within a few seconds) until the storefront takes it', async () => {
    const target = await receiver((delivery) => (delivery <= 2 ? 503 : 200));
    const { promise, onSettled } = settled();
    const lines: string[] = [];
    const first = await fireRevalidateWebhook({ url: target.url, secret: 's' }, ['record:1'], { onSettled, log: (line) => lines.push(line) });
    expect(first).toMatchObject({ delivered: false, status: 503, retrying: true });
    const outcome = await promise;
    expect(outcome).toMatchObject({ delivered: true, status: 200, attempts: 3 });
    expect(target.deliveries).toHaveLength(3);
    const [one, two, three] = target.deliveries as [number, number, number];
    expect(two - one, 'the first retry within a few seconds').toBeGreaterThanOrEqual(WEBHOOK_RETRY_DELAYS_MS[0]! - 50);
    expect(two - one).toBeLessThan(4_000);
    expect(three - two, 'the next one later').toBeGreaterThan(two - one);
    expect(lines.some((line) => line.includes('delivered on attempt 3'))).toBe(true);
  }, 20_000);

  it('spreads its attempts over about a minute, and logs a delivery that finally failed', async () => {
    const total = WEBHOOK_RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0);
    expect(WEBHOOK_RETRY_DELAYS_MS.length).toBeGreaterThanOrEqual(3);
    expect(total).toBeGreaterThan(45_000);
    expect(total).toBeLessThan(90_000);

    const target = await receiver(() => 502);
    const { promise, onSettled } = settled();
    const warnings: string[] = [];
    await fireRevalidateWebhook({ url: target.url, secret: 's' }, ['record:2', 'model:brand'], {
      retryDelaysMs: [20, 40, 80],
      onSettled,
      warn: (line) => warnings.push(line),
    });
    expect(await promise).toMatchObject({ delivered: false, status: 502, attempts: 4 });
    expect(target.deliveries).toHaveLength(4);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/finally failed after 4 attempts.*502/);
  });

  it('retries a storefront it cannot reach, and does not retry a refusal (401)', async () => {
    const closed = await receiver(() => 200);
    const { url } = closed;
    server?.close();
    await once(server!, 'close');
    const unreachable = settled();
    const first = await fireRevalidateWebhook({ url, secret: 's' }, ['record:3'], { retryDelaysMs: [20], onSettled: unreachable.onSettled, warn: () => {} });
    expect(first).toMatchObject({ delivered: false, retrying: true });
    expect(await unreachable.promise).toMatchObject({ delivered: false, attempts: 2 });

    const refusing = await receiver(() => 401);
    const refused = settled();
    const answer = await fireRevalidateWebhook({ url: refusing.url, secret: 'wrong' }, ['record:4'], { retryDelaysMs: [20], onSettled: refused.onSettled });
    expect(answer).toMatchObject({ delivered: false, status: 401 });
    expect(answer).not.toHaveProperty('retrying');
    expect(await refused.promise).toMatchObject({ attempts: 1 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(refusing.deliveries).toHaveLength(1);
  });
});
