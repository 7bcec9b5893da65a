import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { LOCAL_SEARCH_APP_ID, LOCAL_SEARCH_KEY } from '../../lib/config';
import { SEARCH_INDEX } from '../../lib/constants';
import { SEARCH_CLIENT_TIMEOUTS } from '../../services/search/http-plumbing';
import { serviceUrl } from '../integration/service-urls';

/**
 * A client that trickles its request (a byte of the head or of the body a second) must not hold a search
 * connection for minutes: it is cut off with a 408 once its head or its whole request is late, and a
 * shopper's search meanwhile answers as usual.
 */

interface Outcome {
  closedAfterMs: number;
  firstLine: string;
}

/** Opens a connection, sends `start`, then `drip` every second until the server closes it (or `giveUpMs`). */
function trickle(start: string, drip: string, giveUpMs: number): Promise<Outcome> {
  const url = new URL(serviceUrl('search'));
  return new Promise((resolve) => {
    const started = performance.now();
    let received = '';
    const socket = connect(Number(url.port), url.hostname);
    const timer = setInterval(() => socket.write(drip), 1_000);
    const finish = () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ closedAfterMs: performance.now() - started, firstLine: received.split('\r\n')[0] ?? '' });
    };
    const giveUp = setTimeout(() => {
      socket.destroy();
    }, giveUpMs);
    socket.on('connect', () => socket.write(start));
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', finish);
  });
}

const credentials = `x-algolia-application-id: ${LOCAL_SEARCH_APP_ID}\r\nx-algolia-api-key: ${LOCAL_SEARCH_KEY}\r\n`;

describe('slow clients on the search service', () => {
  it('cuts off a trickled head and a trickled body within its timeouts, while a search answers', async () => {
    const { headersTimeout, requestTimeout, connectionsCheckingInterval } = SEARCH_CLIENT_TIMEOUTS;
    const slack = connectionsCheckingInterval + 1_500;
    const slowHead = trickle(
      `POST /1/indexes/*/queries HTTP/1.1\r\nhost: search\r\n${credentials}`,
      'x-slow: 1\r\n',
      requestTimeout + 10_000,
    );
    const slowBody = trickle(
      `POST /1/indexes/*/queries HTTP/1.1\r\nhost: search\r\n${credentials}content-type: text/plain\r\ncontent-length: 100000\r\n\r\n`,
      ' ',
      requestTimeout + 10_000,
    );

    const search = await fetch(`${serviceUrl('search')}/1/indexes/*/queries`, {
      method: 'POST',
      headers: { 'x-algolia-application-id': LOCAL_SEARCH_APP_ID, 'x-algolia-api-key': LOCAL_SEARCH_KEY, 'content-type': 'text/plain' },
      body: JSON.stringify({ requests: [{ indexName: SEARCH_INDEX, query: 'ring', hitsPerPage: 24 }] }),
      signal: AbortSignal.timeout(2_000),
    });
    expect(search.status).toBe(200);

    const [head, body] = await Promise.all([slowHead, slowBody]);
    expect(head.firstLine).toBe('HTTP/1.1 408 Request Timeout');
    expect(head.closedAfterMs).toBeLessThan(headersTimeout + slack);
    expect(body.firstLine).toBe('HTTP/1.1 408 Request Timeout');
    expect(body.closedAfterMs).toBeLessThan(requestTimeout + slack);
  });
});
