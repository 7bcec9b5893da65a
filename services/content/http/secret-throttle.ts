import type { IncomingMessage } from 'node:http';

/**
 * Throttles guessing of a secret (the content admin token, which is also the editor page's password) per
 * client address, in the part that checks it: a few wrong tries are free, then every further wrong try locks
 * the address out for twice as long as the one before (1 s, 2 s, 4 s, … up to 15 minutes), during which its
 * tries are refused with 429 and `Retry-After` without being checked, the right secret included. A right
 * secret clears the address's record. Other addresses are unaffected, so a guesser cannot lock the editors
 * out. IPv6 clients count by their /64 network (one host holds all of it). Memory is bounded: records are
 * forgotten an hour after their last wrong try, and beyond MAX_CLIENTS the least recently failed go first.
 */

export const FREE_TRIES = 5;
export const FIRST_LOCKOUT_MS = 1_000;
export const MAX_LOCKOUT_MS = 15 * 60_000;
const FORGET_AFTER_MS = 60 * 60_000;
const MAX_CLIENTS = 10_000;

interface Guesses {
  failures: number;
  lockedUntil: number;
  lastFailure: number;
}

/** The address a throttle counts by: IPv4 as it is (IPv4-mapped IPv6 unwrapped), IPv6 by its /64. */
export function clientKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const bare = address.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped?.[1]) return mapped[1];
  if (!bare.includes(':')) return bare;
  const [head = '', tail = ''] = bare.split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const zeros: string[] = bare.includes('::')
    ? Array.from({ length: Math.max(0, 8 - headParts.length - tailParts.length) }, () => '0')
    : [];
  const parts = [...headParts, ...zeros, ...tailParts].map((part) => part.replace(/^0+(?=.)/, ''));
  return `${parts.slice(0, 4).join(':')}::/64`;
}

export class SecretThrottle {
  private readonly clients = new Map<string, Guesses>();

  constructor(private readonly now: () => number = Date.now) {}

  private current(key: string): Guesses | undefined {
    const guesses = this.clients.get(key);
    if (guesses && this.now() - guesses.lastFailure > FORGET_AFTER_MS) {
      this.clients.delete(key);
      return undefined;
    }
    return guesses;
  }

  /** Milliseconds the client must wait before its secret is checked again; 0 when it may try now. */
  wait(req: IncomingMessage): number {
    const guesses = this.current(clientKey(req.socket.remoteAddress));
    return guesses ? Math.max(0, guesses.lockedUntil - this.now()) : 0;
  }

  /** Records a wrong secret; beyond the free tries it locks the client out, longer each time. */
  failed(req: IncomingMessage): void {
    const key = clientKey(req.socket.remoteAddress);
    const guesses = this.current(key) ?? { failures: 0, lockedUntil: 0, lastFailure: 0 };
    guesses.failures += 1;
    guesses.lastFailure = this.now();
    const beyond = guesses.failures - FREE_TRIES;
    if (beyond > 0) guesses.lockedUntil = this.now() + Math.min(MAX_LOCKOUT_MS, FIRST_LOCKOUT_MS * 2 ** Math.min(beyond - 1, 30));
    // Re-inserted, so the map's order is the order of last failure: the oldest go first when it is full.
    this.clients.delete(key);
    this.clients.set(key, guesses);
    while (this.clients.size > MAX_CLIENTS) {
      const oldest = this.clients.keys().next().value;
      if (oldest === undefined) break;
      this.clients.delete(oldest);
    }
  }

  /** A right secret: the client's wrong tries are forgotten. */
  succeeded(req: IncomingMessage): void {
    this.clients.delete(clientKey(req.socket.remoteAddress));
  }

  /** Clients with a record (for tests: the memory bound). */
  get size(): number {
    return this.clients.size;
  }
}

/** Whole seconds of a wait, at least 1 (the `Retry-After` value). */
export function retryAfterSeconds(waitMs: number): number {
  return Math.max(1, Math.ceil(waitMs / 1_000));
}
