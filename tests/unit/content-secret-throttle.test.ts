import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientKey, FIRST_LOCKOUT_MS, FREE_TRIES, MAX_LOCKOUT_MS, SecretThrottle } from '../../services/content/http/secret-throttle';

/** The content service's throttle of wrong admin tokens and editor passwords, on a clock of the test's own. */

const from = (remoteAddress: string) => ({ socket: { remoteAddress } }) as unknown as IncomingMessage;

describe('secret throttle', () => {
  it('locks an address out after the free tries, twice as long each time, up to its ceiling', () => {
    let now = 0;
    const throttle = new SecretThrottle(() => now);
    const guesser = from('203.0.113.7');
    for (let i = 0; i < FREE_TRIES; i += 1) throttle.failed(guesser);
    expect(throttle.wait(guesser)).toBe(0);
    throttle.failed(guesser);
    expect(throttle.wait(guesser)).toBe(FIRST_LOCKOUT_MS);
    now += FIRST_LOCKOUT_MS;
    throttle.failed(guesser);
    expect(throttle.wait(guesser)).toBe(2 * FIRST_LOCKOUT_MS);
    for (let i = 0; i < 40; i += 1) throttle.failed(guesser);
    expect(throttle.wait(guesser)).toBe(MAX_LOCKOUT_MS);
    expect(throttle.wait(from('203.0.113.8'))).toBe(0);
    throttle.succeeded(guesser);
    expect(throttle.wait(guesser)).toBe(0);
  });

  it('forgets old records and keeps at most its bound of addresses', () => {
    let now = 0;
    const throttle = new SecretThrottle(() => now);
    for (let i = 0; i < 10_050; i += 1) throttle.failed(from(`10.0.${i >> 8}.${i & 255}`));
    expect(throttle.size).toBe(10_000);
    now += 2 * 60 * 60_000;
    expect(throttle.wait(from('10.0.39.65'))).toBe(0);
  });

  it('counts IPv6 clients by their /64 and IPv4-mapped ones by their IPv4 address', () => {
    expect(clientKey('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64');
    expect(clientKey('2001:0db8:0000:0001:bbbb:cccc:dddd:eeee')).toBe('2001:db8:0:1::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey(undefined)).toBe('unknown');
  });
});
