import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { CLIENT_TIMEOUTS } from '../../services/commerce/settings';
import { serviceUrl } from '../integration/service-urls';

/**
 * Issue 42, item 3: a client that sends its request a byte at a time held a commerce connection open past
 * 100 s. The service cuts off a request head not in within 5 s and a request not in within 10 s, while a
 * shopper's requests beside it answer at once.
 */

/** Trickles `head` and then a body a byte every 500 ms; resolves with what the server sent and when it closed. */
function trickle(head: string, bodyBytes: number): Promise<{ answer: string; closedAfterMs: number }> {
  const { hostname, port } = new URL(serviceUrl('commerce'));
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(Number(port), hostname);
    let answer = '';
    let sent = 0;
    const bytes = Buffer.from(head + 'x'.repeat(bodyBytes));
    // Whatever the head says, the first bytes go at once when the head is complete; the rest a byte at a time.
    const headComplete = head.endsWith('\r\n\r\n');
    const timer = setInterval(() => {
      if (socket.destroyed || sent >= bytes.length) return;
      socket.write(bytes.subarray(sent, sent + 1));
      sent += 1;
    }, 500);
    socket.on('connect', () => {
      if (headComplete) {
        socket.write(head);
        sent = Buffer.byteLength(head);
      }
    });
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
    setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error(`The connection was still open after 30 s (${sent} bytes sent)`));
    }, 30_000);
  });
}

describe('slow clients', () => {
  it('cuts off a body sent a byte at a time within the request timeout, and answers others meanwhile', async () => {
    // The pay route reads its body before anything else (it needs no API headers).
    const head = `POST /payment/00000000-0000-4000-8000-000000000000/pay HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n`;
    const slow = trickle(head, 1000);
    const startedOther = Date.now();
    const health = await fetch(`${serviceUrl('commerce')}/health`);
    expect(health.status).toBe(200);
    expect(Date.now() - startedOther).toBeLessThan(1_000);
    const { answer, closedAfterMs } = await slow;
    expect(closedAfterMs).toBeLessThan(CLIENT_TIMEOUTS.requestTimeout + 3_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  }, 40_000);

  it('cuts off a request head sent a byte at a time within the head timeout', async () => {
    const head = `GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ${'y'.repeat(200)}\r\n\r\n`;
    const { answer, closedAfterMs } = await trickle(head.slice(0, -4), 0);
    expect(closedAfterMs).toBeLessThan(CLIENT_TIMEOUTS.headersTimeout + 3_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408|^$/);
  }, 40_000);
});
