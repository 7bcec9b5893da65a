import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Draft mode as a per-editor session (lib/content/draft-session.ts): `/api/draft/enable` gives each editor a
 * signed session cookie of its own, draft content is shown only with it (Next's `__prerender_bypass`, one value
 * for everyone, is not enough), "disable" revokes it, and wrong secrets are throttled.
 */

let draftEnabled = true;
const jar = new Map<string, string>();
const cookieSet = vi.fn((cookie: { name: string; value: string }) => jar.set(cookie.name, cookie.value));

vi.mock('next/headers', () => ({
  draftMode: async () => ({ enable: () => (draftEnabled = true), disable: () => (draftEnabled = false), isEnabled: draftEnabled }),
  cookies: async () => ({ get: (name: string) => (jar.has(name) ? { value: jar.get(name) } : undefined), set: cookieSet }),
}));

const { GET: enableRoute } = await import('@/app/api/draft/enable/route');
const { GET: disableRoute } = await import('@/app/api/draft/disable/route');
const { hasDraftSession } = await import('@/lib/content/preview');
const { DRAFT_SESSION_COOKIE, newDraftSession, readDraftSession, SESSION_SECONDS } = await import('@/lib/content/draft-session');
const { forgetSecretThrottles, FREE_FAILURES } = await import('@/lib/security/secret-throttle');

const SECRET = 'glans-local-draft-secret';

function enable(secret: string, client = '203.0.113.20'): Promise<Response> {
  return enableRoute(
    new Request(`http://localhost:3000/api/draft/enable/?secret=${encodeURIComponent(secret)}&path=%2F`, {
      headers: { 'x-forwarded-for': client },
    }),
  );
}

beforeEach(() => {
  jar.clear();
  cookieSet.mockClear();
  draftEnabled = false;
  forgetSecretThrottles();
});

afterEach(() => vi.useRealTimers());

describe('draft sessions', () => {
  it('reads a session it signed, and refuses a tampered, foreign-keyed or expired one', () => {
    const now = Date.now();
    const { value, session } = newDraftSession(SECRET, now);
    expect(readDraftSession(value, SECRET, now)).toEqual(session);
    const [id, expiry, signature] = value.split('.') as [string, string, string];
    expect(readDraftSession(`${id}.${Number(expiry) + 3600}.${signature}`, SECRET, now)).toBeNull();
    expect(readDraftSession(`${id.replace(/^./, id[0] === 'a' ? 'b' : 'a')}.${expiry}.${signature}`, SECRET, now)).toBeNull();
    expect(readDraftSession(value, 'another-secret', now)).toBeNull();
    expect(readDraftSession(value, SECRET, now + SESSION_SECONDS * 1000 + 1)).toBeNull();
    expect(readDraftSession('anything', SECRET, now)).toBeNull();
    expect(readDraftSession(undefined, SECRET, now)).toBeNull();
  });

  it("enable gives each editor a session of its own; Next's draft cookie alone shows no drafts", async () => {
    expect((await enable(SECRET)).status).toBe(307);
    const first = jar.get(DRAFT_SESSION_COOKIE);
    expect(cookieSet).toHaveBeenCalledWith(
      expect.objectContaining({ name: DRAFT_SESSION_COOKIE, httpOnly: true, maxAge: SESSION_SECONDS }),
    );
    expect(await hasDraftSession()).toBe(true);
    await enable(SECRET);
    expect(jar.get(DRAFT_SESSION_COOKIE)).not.toBe(first);
    jar.delete(DRAFT_SESSION_COOKIE);
    jar.set('__prerender_bypass', 'copied-from-another-editor');
    expect(await hasDraftSession()).toBe(false);
  });

  it('disable revokes the session: a copy of its cookie kept from before is refused', async () => {
    await enable(SECRET);
    const copied = jar.get(DRAFT_SESSION_COOKIE) as string;
    expect(await hasDraftSession()).toBe(true);
    expect((await disableRoute(new Request('http://localhost:3000/api/draft/disable/?path=%2F'))).status).toBe(307);
    expect(jar.get(DRAFT_SESSION_COOKIE)).toBe('');
    jar.set(DRAFT_SESSION_COOKIE, copied);
    expect(await hasDraftSession()).toBe(false);
  });

  it(`answers 429 with Retry-After after ${FREE_FAILURES} wrong secrets from one client, the right one too, and not another client`, async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < FREE_FAILURES + 3; attempt += 1) statuses.push((await enable(`guess-${attempt}`)).status);
    expect(statuses).toEqual([...Array<number>(FREE_FAILURES).fill(401), 429, 429, 429]);
    const locked = await enable(SECRET);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(((await locked.json()) as { error: string }).error).toMatch(/try again in \d+ s/);
    expect(jar.has(DRAFT_SESSION_COOKIE)).toBe(false);
    expect((await enable(SECRET, '198.51.100.7')).status).toBe(307);
  });

  it('lets a client try again once its window has passed', async () => {
    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    for (let attempt = 0; attempt <= FREE_FAILURES; attempt += 1) await enable(`guess-${attempt}`);
    expect((await enable(SECRET)).status).toBe(429);
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1_000);
    expect((await enable(SECRET)).status).toBe(307);
  });
});
