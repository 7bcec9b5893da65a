/**
 * Coupon guessing, throttled where the codes are checked (so it holds in `npm run demo`, with no nginx in
 * front). Every wrong code (unknown, or not even shaped like a code) costs one token from two buckets: the
 * basket's and the client address's (client-address.ts). A bucket holds `burst` tokens and gets one back
 * every `refillMs`; when either is empty, every code on that basket or from that address, right or wrong,
 * answers 429 with `Retry-After` until a token is back. A shopper's few typos cost nothing they notice, and
 * a right code never costs a token.
 *
 * The buckets live in this process, in two maps of at most `maxKeys` entries each: the entry touched
 * longest ago goes first (a full bucket's entry is dropped as soon as it is read). Baskets are cheap to
 * make, so they have their own map and cannot push the addresses out. Each commerce instance keeps its own
 * buckets: behind a balancer of N instances an address gets up to N times the figures below.
 */

export interface BucketLimit {
  /** Wrong codes allowed at once. */
  burst: number;
  /** One more wrong code allowed after each of these. */
  refillMs: number;
}

export interface CouponGuessLimits {
  basket: BucketLimit;
  client: BucketLimit;
  maxKeys: number;
}

export const COUPON_GUESS_LIMITS: CouponGuessLimits = {
  basket: { burst: 5, refillMs: 60_000 },
  client: { burst: 20, refillMs: 30_000 },
  maxKeys: 50_000,
};

interface Bucket {
  tokens: number;
  at: number;
}

class Buckets {
  private readonly entries = new Map<string, Bucket>();

  constructor(
    private readonly limit: BucketLimit,
    private readonly maxKeys: number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** Milliseconds until `key` may try again; 0 when it may now. */
  waitMs(key: string, now: number): number {
    const entry = this.entries.get(key);
    if (!entry) return 0;
    const tokens = this.tokens(entry, now);
    if (tokens >= this.limit.burst) this.entries.delete(key);
    return tokens >= 1 ? 0 : Math.ceil((1 - tokens) * this.limit.refillMs);
  }

  spend(key: string, now: number): void {
    const entry = this.entries.get(key);
    const tokens = entry ? this.tokens(entry, now) : this.limit.burst;
    this.entries.delete(key);
    this.entries.set(key, { tokens: Math.max(0, tokens - 1), at: now });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxKeys) break;
      this.entries.delete(oldest);
    }
  }

  private tokens(entry: Bucket, now: number): number {
    return Math.min(this.limit.burst, entry.tokens + Math.max(0, now - entry.at) / this.limit.refillMs);
  }
}

export class CouponGuard {
  private readonly baskets: Buckets;
  private readonly clients: Buckets;

  constructor(
    limits: CouponGuessLimits = COUPON_GUESS_LIMITS,
    private readonly now: () => number = Date.now,
  ) {
    this.baskets = new Buckets(limits.basket, limits.maxKeys);
    this.clients = new Buckets(limits.client, limits.maxKeys);
  }

  /** Keys held (for the health answer). */
  get size(): { baskets: number; clients: number } {
    return { baskets: this.baskets.size, clients: this.clients.size };
  }

  /** Whole seconds until this basket and client may try a code again; 0 when they may now. */
  retryAfterSeconds(basketId: string, client: string): number {
    const now = this.now();
    const waitMs = Math.max(this.baskets.waitMs(basketId, now), this.clients.waitMs(client, now));
    return Math.ceil(waitMs / 1000);
  }

  wrongCode(basketId: string, client: string): void {
    const now = this.now();
    this.baskets.spend(basketId, now);
    this.clients.spend(client, now);
  }
}
