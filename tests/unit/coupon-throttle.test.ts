import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress, trustedProxies } from '@/services/commerce/client-address';
import { customerKey } from '@/services/commerce/coupon-uses';
import { CouponGuard } from '@/services/commerce/coupon-throttle';

/** The coupon guessing throttle's arithmetic and whom it counts (issue 42 item 2). */

function guardAt(start = 0) {
  let now = start;
  const guard = new CouponGuard({ basket: { burst: 5, refillMs: 60_000 }, client: { burst: 20, refillMs: 30_000 }, maxKeys: 3 }, () => now);
  return { guard, advance: (ms: number) => (now += ms) };
}

function requestFrom(remoteAddress: string, forwardedFor?: string): IncomingMessage {
  return {
    socket: { remoteAddress },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  } as unknown as IncomingMessage;
}

describe('the coupon guessing throttle', () => {
  it('allows a burst of wrong codes per basket, then asks to wait until one token is back', () => {
    const { guard, advance } = guardAt();
    for (let wrong = 0; wrong < 5; wrong += 1) {
      expect(guard.retryAfterSeconds('b1', 'a')).toBe(0);
      guard.wrongCode('b1', 'a');
    }
    expect(guard.retryAfterSeconds('b1', 'a')).toBe(60);
    expect(guard.retryAfterSeconds('b2', 'a')).toBe(0);
    advance(45_000);
    expect(guard.retryAfterSeconds('b1', 'a')).toBe(15);
    advance(15_000);
    expect(guard.retryAfterSeconds('b1', 'a')).toBe(0);
  });

  it('counts an address across baskets', () => {
    const { guard } = guardAt();
    for (let wrong = 0; wrong < 20; wrong += 1) guard.wrongCode(`b${Math.floor(wrong / 4)}`, 'a');
    expect(guard.retryAfterSeconds('fresh', 'a')).toBe(30);
    expect(guard.retryAfterSeconds('fresh', 'b')).toBe(0);
  });

  it('holds at most maxKeys keys per map, dropping the one touched longest ago', () => {
    const { guard } = guardAt();
    for (const basket of ['b1', 'b2', 'b3', 'b4']) guard.wrongCode(basket, basket);
    expect(guard.size).toEqual({ baskets: 3, clients: 3 });
  });
});

describe('the client address', () => {
  it('is the socket peer, whatever X-Forwarded-For says, unless the peer is a trusted proxy', () => {
    const none = trustedProxies(undefined);
    expect(clientAddress(requestFrom('127.0.0.1', '203.0.113.9'), none)).toBe('127.0.0.1');
    const nginx = trustedProxies('127.0.0.1, not-an-address');
    expect([...nginx]).toEqual(['127.0.0.1']);
    expect(clientAddress(requestFrom('::ffff:127.0.0.1', 'spoofed, 203.0.113.9'), nginx)).toBe('203.0.113.9');
    expect(clientAddress(requestFrom('127.0.0.1', '203.0.113.9, 127.0.0.1'), nginx)).toBe('203.0.113.9');
    expect(clientAddress(requestFrom('127.0.0.1', 'garbage'), nginx)).toBe('127.0.0.1');
  });

  it('groups IPv6 clients by their /64', () => {
    expect(clientAddress(requestFrom('2001:db8:0:12::1'), new Set())).toBe('2001:db8:0:12::/64');
    expect(clientAddress(requestFrom('2001:db8:0:12:ffff::9'), new Set())).toBe('2001:db8:0:12::/64');
    expect(clientAddress(requestFrom('::1'), new Set())).toBe('0:0:0:0::/64');
  });
});

describe('the customer key of a once-per-customer code', () => {
  it('ignores case, spaces and a +tag', () => {
    expect(customerKey(' Anna.S+rabatt@Example.SE ')).toBe('anna.s@example.se');
    expect(customerKey('anna.s@example.se')).toBe('anna.s@example.se');
    expect(customerKey('+x@example.se')).toBe('+x@example.se');
  });
});
