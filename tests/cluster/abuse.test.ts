import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DICTIONARY_SV } from '../../services/seed/dictionary-sv';
import type { Cluster } from '../../services/launcher/cluster';
import { COMMERCE_PATH } from '../../services/launcher/nginx';
import { startTestCluster } from './cluster-stack';
import { header, sleep, warm } from './front-helpers';
import { mainSetting, nginxMs } from './nginx-settings';
import { rawGet, type RawAnswer } from './raw-http';

/**
 * What one hostile client tries against the front (deploy/nginx/glans.conf, issue 42 item 3), each limit
 * where it lives: an address of 15,000 query parameters (Next's cost grows with the square of their number)
 * is refused before it reaches an instance while a cached page keeps its time; a flood from one address
 * meets 429 with Retry-After and the dictionary's page while another address is served; too many requests
 * in flight from one address, an oversized request head and a client trickling its head or body are cut
 * off within the configured times. Each client of its own is another loopback address (127.0.0.2 and up):
 * the machine's own address, which the other cluster tests load from, is not counted by the limits. One
 * cluster start for the file.
 */

const CATEGORY = '/ringar/';
/** The address: 15,000 parameters, about 60 KB. */
const FIFTEEN_THOUSAND = `${CATEGORY}?${Array.from({ length: 15_000 }, (_, index) => `p${index % 10}=1`).join('&')}`;
/** 5,000 parameters in 10 KB: within the head limit, over the parameter bound. */
const FIVE_THOUSAND = `${CATEGORY}?${Array.from({ length: 5_000 }, () => 'a').join('&')}`;
/** What the median of an abusive request may take against the same request without its parameters. */
const MAX_RATIO = 3;
/** Past the configured timeouts, what a loaded machine may add before a connection is seen closed. */
const CLOSE_ALLOWANCE_MS = 3_000;

let cluster: Cluster;
let origin: string;
let port: number;

beforeAll(async () => {
  cluster = await startTestCluster();
  port = Number(new URL(cluster.url).port);
  origin = `http://127.0.0.1:${port}`;
  await warm(cluster, [CATEGORY]);
  // In nginx's micro-cache too (stored from its second request on).
  for (let round = 0; round < 3; round += 1) expect((await rawGet(`${origin}${CATEGORY}`)).status).toBe(200);
}, 1_800_000);

afterAll(async () => {
  await cluster?.stop();
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(path: string, localAddress?: string): Promise<RawAnswer & { ms: number }> {
  const started = performance.now();
  const answer = await rawGet(`${origin}${path}`, { accept: 'text/html' }, localAddress);
  return { ...answer, ms: performance.now() - started };
}

/** Milliseconds of `count` requests for `path`, one after the other. */
async function series(path: string, count: number, expectStatus: number, localAddress?: string): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const answer = await timed(path, localAddress);
    expect(answer.status, path.slice(0, 80)).toBe(expectStatus);
    times.push(answer.ms);
  }
  return times;
}

/** A raw connection from `localAddress`; resolves once connected. */
function openSocket(localAddress: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** What the server sent on a socket and when it closed it (ms after `since`), or `open` when it did not within `limitMs`. */
function closing(socket: Socket, since: number, limitMs: number): Promise<{ text: string; ms: number | 'open' }> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ text: Buffer.concat(chunks).toString('latin1'), ms: 'open' });
    }, limitMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text: Buffer.concat(chunks).toString('latin1'), ms: performance.now() - since });
    });
  });
}

/** The first bytes the server sends on a socket ('' when it sends none within `limitMs`). */
function firstAnswer(socket: Socket, limitMs: number): Promise<string> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(''), limitMs);
    socket.once('data', (chunk: Buffer) => {
      clearTimeout(timer);
      resolve(chunk.toString('latin1'));
    });
    socket.on('error', () => {});
  });
}

/**
 * `count` requests (`<method> <path>` lines) written at once on one connection from `localAddress`, the last
 * one `last`: the statuses of all, and the last answer's headers and body.
 */
async function pipelined(
  localAddress: string,
  line: string,
  count: number,
  last: string,
): Promise<{ statuses: number[]; last: RawAnswer }> {
  const socket = await openSocket(localAddress);
  const request = (first: string) => `${first} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/html\r\n`;
  const answer = closing(socket, performance.now(), 60_000);
  socket.write(`${request(line)}\r\n`.repeat(count - 1) + `${request(last)}Connection: close\r\n\r\n`);
  const { text } = await answer;
  const statuses = [...text.matchAll(/^HTTP\/1\.1 (\d{3}) /gm)].map((match) => Number(match[1]));
  // latin1 keeps one character per byte, so offsets in the text are offsets in the bytes.
  const start = text.lastIndexOf('HTTP/1.1 ');
  const end = text.indexOf('\r\n\r\n', start);
  const headers: Record<string, string> = {};
  for (const field of text.slice(start, end).split('\r\n').slice(1)) {
    const colon = field.indexOf(':');
    headers[field.slice(0, colon).trim().toLowerCase()] = field.slice(colon + 1).trim();
  }
  const body = Buffer.from(text.slice(end + 4), 'latin1');
  return { statuses, last: { status: statuses.at(-1) ?? 0, headers, body } };
}

describe('an address of 15,000 query parameters', () => {
  it('is refused at the front as quickly as the page without them is served, and a cached page keeps its time meanwhile', async () => {
    const plain = await series(CATEGORY, 7, 200);
    const abusive = await series(FIFTEEN_THOUSAND, 7, 414);
    const fiveThousand = await series(FIVE_THOUSAND, 7, 414);

    // A shopper loads the cached page while two clients keep sending, one after the other, the same page
    // without the parameters, then with them.
    const pageWhile = async (paths: [string, string]) => {
      let sending = true;
      const senders = ['127.0.0.2', '127.0.0.3'].map(async (address, index) => {
        const statuses: number[] = [];
        while (sending) statuses.push((await timed(paths[index]!, address)).status);
        return statuses;
      });
      await sleep(200);
      const times = await series(CATEGORY, 15, 200);
      sending = false;
      return { times, statuses: (await Promise.all(senders)).flat() };
    };
    const besidePlain = await pageWhile([CATEGORY, CATEGORY]);
    const besideAbuse = await pageWhile([FIFTEEN_THOUSAND, FIVE_THOUSAND]);
    const during = besideAbuse.times;
    const abuserStatuses = besideAbuse.statuses;
    const figures = `page ${median(plain).toFixed(1)} ms, 15,000 parameters ${median(abusive).toFixed(1)} ms, 5,000 parameters ${median(fiveThousand).toFixed(1)} ms; the page beside ${besidePlain.statuses.length} requests for it ${median(besidePlain.times).toFixed(1)} ms, beside ${abuserStatuses.length} with the parameters ${median(during).toFixed(1)} ms`;
    console.log(`[abuse] medians: ${figures}`);
    expect(new Set(abuserStatuses)).toEqual(new Set([414]));
    expect(median(abusive) / median(plain), figures).toBeLessThanOrEqual(MAX_RATIO);
    expect(median(fiveThousand) / median(plain), figures).toBeLessThanOrEqual(MAX_RATIO);
    expect(new Set(besidePlain.statuses)).toEqual(new Set([200]));
    expect(median(during) / median(besidePlain.times), figures).toBeLessThanOrEqual(MAX_RATIO);
  }, 120_000);
});

describe('a flood from one client', () => {
  it('meets 429 with Retry-After and the Swedish page, while another client and the machine itself are served', async () => {
    // Requests sent back to back on four connections (HTTP pipelining), so the flood's rate is nginx's and
    // not this client's: the cached page's head, 2,000 times, each connection's last request a page load.
    const flood = await Promise.all(Array.from({ length: 4 }, () => pipelined('127.0.0.6', `HEAD ${CATEGORY}`, 500, `GET ${CATEGORY}`)));
    const statuses = flood.flatMap((connection) => connection.statuses);
    const refused = flood.map((connection) => connection.last).find((answer) => answer.status === 429);
    const [other, own] = await Promise.all([timed(CATEGORY, '127.0.0.7'), timed(CATEGORY)]);
    const counts = Object.fromEntries([...new Set(statuses)].map((status) => [status, statuses.filter((each) => each === status).length]));
    console.log(`[abuse] flood of ${statuses.length} requests from one address: ${JSON.stringify(counts)}`);

    expect(statuses.length).toBeGreaterThan(1_000);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    expect(counts[429], JSON.stringify(counts)).toBeGreaterThan(0);
    // A page load from the flooding address: refused, and told when to come back.
    expect(refused, 'a page load from the flooding address meets 429').toBeDefined();
    expect(Number(header(refused!, 'retry-after'))).toBeGreaterThanOrEqual(1);
    expect(header(refused!, 'content-type')).toContain('text/html');
    expect(header(refused!, 'cache-control')).toBe('no-store');
    expect(header(refused!, 'x-content-type-options')).toBe('nosniff');
    expect(refused!.body.toString('utf8')).toContain(DICTIONARY_SV.tooManyRequestsHeadline);
    expect(other.status).toBe(200);
    expect(own.status).toBe(200);
  }, 120_000);

  it("meets 429 on the storefront's API routes too", async () => {
    const statuses: number[] = [];
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (statuses.length < 1_000 && !statuses.includes(429))
          statuses.push((await rawGet(`${origin}/api/health/`, {}, '127.0.0.8')).status);
      }),
    );
    expect(statuses).toContain(429);
    expect((await rawGet(`${origin}/api/health/`, {}, '127.0.0.9')).status).toBe(200);
  }, 60_000);
});

describe('heads and slow clients', () => {
  it('refuses a request line or a header longer than 16 KB at once', async () => {
    const longLine = await timed(`${CATEGORY}?q=${'a'.repeat(20_000)}`, '127.0.0.10');
    expect(longLine.status).toBe(414);
    const started = performance.now();
    const longHeader = await rawGet(`${origin}${CATEGORY}`, { 'x-filler': 'a'.repeat(20_000) }, '127.0.0.10');
    const headerMs = performance.now() - started;
    expect(longHeader.status).toBe(400);
    // nginx's own answers: no instance read them.
    expect(header(longLine, 'x-powered-by') + header(longHeader, 'x-powered-by') + header(longHeader, 'vary')).toBe('');
    expect(Math.max(longLine.ms, headerMs)).toBeLessThan(1_000);
  });

  it('closes a connection whose head or body trickles in, within the configured timeouts, and holds a client to its connections in flight', async () => {
    const headerTimeout = nginxMs(mainSetting('client_header_timeout'));
    const bodyTimeout = nginxMs(mainSetting('client_body_timeout'));
    const inFlight = Number(/^glans_client_conn (\d+)$/.exec(mainSetting('limit_conn'))?.[1]);
    expect(inFlight).toBeGreaterThan(0);

    // A head sent a byte every second, never finished.
    const slowHead = await openSocket('127.0.0.11');
    const headStarted = performance.now();
    const headClosed = closing(slowHead, headStarted, headerTimeout + CLOSE_ALLOWANCE_MS + 5_000);
    slowHead.write(`GET ${CATEGORY} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: `);
    const drip = setInterval(() => slowHead.writable && slowHead.write('a'), 1_000);

    // Bodies announced and never sent, as many at once as one client may have in flight.
    const announce = `POST ${COMMERCE_PATH}/baskets HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`;
    const held = await Promise.all(Array.from({ length: inFlight }, () => openSocket('127.0.0.12')));
    const bodyStarted = performance.now();
    const heldClosed = held.map((socket) => closing(socket, bodyStarted, bodyTimeout + CLOSE_ALLOWANCE_MS + 5_000));
    for (const socket of held) socket.write(announce);
    await sleep(1_000);
    // One more from the same client is past its limit; another client is served.
    const over = await openSocket('127.0.0.12');
    const refusedText = firstAnswer(over, 3_000);
    over.write(announce);
    expect(await refusedText).toMatch(/^HTTP\/1\.1 429 /);
    over.destroy();
    expect((await timed(CATEGORY, '127.0.0.13')).status).toBe(200);

    const [head, ...bodies] = await Promise.all([headClosed, ...heldClosed]);
    clearInterval(drip);
    console.log(
      `[abuse] trickled head closed after ${head!.ms === 'open' ? 'never' : Math.round(head!.ms)} ms; held bodies closed after ${bodies.map((body) => (body.ms === 'open' ? 'never' : Math.round(body.ms))).join(', ')} ms`,
    );
    expect(head!.ms).not.toBe('open');
    expect(head!.ms as number).toBeLessThanOrEqual(headerTimeout + CLOSE_ALLOWANCE_MS);
    for (const body of bodies) {
      expect(body.ms).not.toBe('open');
      expect(body.ms as number).toBeLessThanOrEqual(bodyTimeout + CLOSE_ALLOWANCE_MS);
      // nginx answers 408 or closes; never an instance's answer.
      expect(body.text === '' || /^HTTP\/1\.1 408 /.test(body.text), body.text.slice(0, 40)).toBe(true);
    }
  }, 60_000);
});
