import { errorAnswer } from '../content/api-responses';

/**
 * Throttles wrong secrets (the draft-mode secret, the preview-links token, the content webhook's secret), per
 * client and per instance: a client gets FREE_FAILURES wrong tries in a window; after that every try of that
 * secret from it (a right one too, or the answer would tell a right guess apart) is a 429 with `Retry-After`
 * until the window that began with its first wrong try has passed. A right secret within the free tries clears
 * the client's count.
 *
 * The client is the last `X-Forwarded-For` entry: behind nginx that is the address nginx saw
 * (`$proxy_add_x_forwarded_for` appends it); without a proxy Next sets the header to the socket's address
 * when the request has none, so there a client can name itself. All clients together therefore also share a
 * ceiling per window (GLOBAL_FAILURES wrong tries), past which every try of that secret waits for the window:
 * guessing stays bounded even by a client that changes its name each time.
 *
 * The counts live in this process (each storefront instance counts on its own: with n instances behind nginx
 * a client gets n × FREE_FAILURES tries per window) and in bounded maps (MAX_CLIENTS clients; the oldest is
 * dropped first).
 */

export const FREE_FAILURES = 5;
export const GLOBAL_FAILURES = 50;
export const THROTTLE_WINDOW_MS = 5 * 60_000;
export const MAX_CLIENTS = 10_000;

interface Count {
  failures: number;
  windowEnds: number;
}

export class SecretThrottle {
  private readonly clients = new Map<string, Count>();
  private global: Count = { failures: 0, windowEnds: 0 };

  constructor(
    readonly name: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** How many clients this throttle holds counts of. */
  get clientCount(): number {
    return this.clients.size;
  }

  /** Seconds the client must wait before its next try is looked at; 0 when it may try now. */
  waitSeconds(client: string): number {
    const now = this.now();
    const own = this.current(this.clients.get(client), now);
    const all = this.current(this.global, now);
    const ends: number[] = [];
    if (own && own.failures >= FREE_FAILURES) ends.push(own.windowEnds);
    if (all && all.failures >= GLOBAL_FAILURES) ends.push(all.windowEnds);
    return ends.length === 0 ? 0 : Math.max(1, Math.ceil((Math.max(...ends) - now) / 1000));
  }

  failed(client: string): void {
    const now = this.now();
    const count = this.current(this.clients.get(client), now) ?? { failures: 0, windowEnds: now + THROTTLE_WINDOW_MS };
    count.failures += 1;
    this.clients.delete(client);
    this.clients.set(client, count);
    if (this.clients.size > MAX_CLIENTS) this.clients.delete(this.clients.keys().next().value as string);
    if (this.current(this.global, now) === null) this.global = { failures: 0, windowEnds: now + THROTTLE_WINDOW_MS };
    this.global.failures += 1;
  }

  succeeded(client: string): void {
    this.clients.delete(client);
  }

  private current(count: Count | undefined, now: number): Count | null {
    return count && count.windowEnds > now ? count : null;
  }
}

/** The client a request comes from, as this instance can tell it (see above). */
export function clientOf(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for');
  const last = forwarded?.split(',').at(-1)?.trim();
  return last ? last.slice(0, 64) : 'unknown';
}

/**
 * Checks a presented secret under `throttle`: null when it is right (the caller goes on), else the answer to
 * send (a 429 while the client waits, else `refusal`).
 */
export function checkSecret(
  throttle: SecretThrottle,
  request: Request,
  matches: () => boolean,
  refusal: () => Response,
  headers: Record<string, string> = {},
): Response | null {
  const client = clientOf(request);
  const wait = throttle.waitSeconds(client);
  if (wait > 0) {
    return errorAnswer(429, `Too many wrong ${throttle.name} tries from this client; try again in ${wait} s`, {
      ...headers,
      'retry-after': String(wait),
    });
  }
  if (matches()) {
    throttle.succeeded(client);
    return null;
  }
  throttle.failed(client);
  return refusal();
}

const THROTTLES = Symbol.for('glans.secretThrottles');

/** The process's throttle of one secret (on globalThis: Next bundles each route on its own). */
export function secretThrottle(name: 'draft mode secret' | 'webhook secret'): SecretThrottle {
  const store = ((globalThis as Record<symbol, Map<string, SecretThrottle> | undefined>)[THROTTLES] ??= new Map());
  let throttle = store.get(name);
  if (!throttle) store.set(name, (throttle = new SecretThrottle(name)));
  return throttle;
}

/** Forgets every count of this process (a fresh start, as after a restart: the unit tests use it). */
export function forgetSecretThrottles(): void {
  (globalThis as Record<symbol, Map<string, SecretThrottle> | undefined>)[THROTTLES]?.clear();
}
