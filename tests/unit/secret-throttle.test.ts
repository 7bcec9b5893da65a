import { describe, expect, it } from 'vitest';
import { clientOf, FREE_FAILURES, GLOBAL_FAILURES, MAX_CLIENTS, SecretThrottle, THROTTLE_WINDOW_MS } from '@/lib/security/secret-throttle';

describe('SecretThrottle', () => {
  it('gives a client a few free wrong tries per window, then makes it wait until the window ends', () => {
    let now = 1_000_000;
    const throttle = new SecretThrottle('test secret', () => now);
    for (let attempt = 0; attempt < FREE_FAILURES; attempt += 1) {
      expect(throttle.waitSeconds('a')).toBe(0);
      throttle.failed('a');
    }
    expect(throttle.waitSeconds('a')).toBe(THROTTLE_WINDOW_MS / 1000);
    expect(throttle.waitSeconds('b')).toBe(0);
    now += THROTTLE_WINDOW_MS - 1_500;
    expect(throttle.waitSeconds('a')).toBe(2);
    now += 1_500;
    expect(throttle.waitSeconds('a')).toBe(0);
  });

  it("clears a client's count when it presents the right secret", () => {
    const throttle = new SecretThrottle('test secret');
    for (let attempt = 0; attempt < FREE_FAILURES - 1; attempt += 1) throttle.failed('a');
    throttle.succeeded('a');
    for (let attempt = 0; attempt < FREE_FAILURES - 1; attempt += 1) throttle.failed('a');
    expect(throttle.waitSeconds('a')).toBe(0);
  });

  it('bounds guessing by clients that change their name: a ceiling for all clients together', () => {
    const throttle = new SecretThrottle('test secret');
    for (let attempt = 0; attempt < GLOBAL_FAILURES; attempt += 1) throttle.failed(`client-${attempt}`);
    expect(throttle.waitSeconds('someone-new')).toBeGreaterThan(0);
  });

  it('keeps at most MAX_CLIENTS clients', () => {
    const throttle = new SecretThrottle('test secret');
    for (let attempt = 0; attempt < MAX_CLIENTS + 10; attempt += 1) throttle.failed(`client-${attempt}`);
    expect(throttle.clientCount).toBe(MAX_CLIENTS);
  });

  it('names the client by the last X-Forwarded-For entry (the address the nearest proxy saw)', () => {
    expect(clientOf(new Request('http://x/', { headers: { 'x-forwarded-for': '1.2.3.4, 10.0.0.9' } }))).toBe('10.0.0.9');
    expect(clientOf(new Request('http://x/'))).toBe('unknown');
  });
});
