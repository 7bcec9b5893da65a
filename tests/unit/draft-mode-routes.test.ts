import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeRedirectPath } from '@/lib/content/draft-mode';

const enable = vi.fn();
const disable = vi.fn();
const cookieSet = vi.fn();

vi.mock('next/headers', () => ({
  draftMode: async () => ({ enable, disable, isEnabled: false }),
  cookies: async () => ({ get: () => ({ value: 'bypass-id' }), set: cookieSet }),
}));

const { GET: enableRoute } = await import('@/app/api/draft/enable/route');
const { GET: disableRoute } = await import('@/app/api/draft/disable/route');

const SECRET = 'glans-local-draft-secret';

function enableUrl(params: Record<string, string>): Request {
  const url = new URL('http://localhost:3000/api/draft/enable/');
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return new Request(url);
}

afterEach(() => {
  enable.mockClear();
  disable.mockClear();
  cookieSet.mockClear();
});

describe('safeRedirectPath', () => {
  it.each([
    ['/blogg/en-artikel/', '/blogg/en-artikel/'],
    ['/', '/'],
    ['/ringar/?sort=pris#lista', '/ringar/?sort=pris#lista'],
    ['/a/../b/', '/b/'],
    ['/m%C3%A4rken/', '/m%C3%A4rken/'],
  ])('accepts the path %s on this site', (raw, path) => {
    expect(safeRedirectPath(raw)).toEqual({ ok: true, path });
  });

  it('uses the fallback when no path is given', () => {
    expect(safeRedirectPath(null)).toEqual({ ok: true, path: '/' });
    expect(safeRedirectPath('', '/blogg/')).toEqual({ ok: true, path: '/blogg/' });
  });

  it.each([
    '//evil.example',
    'https://evil.example',
    'http://localhost:3000/',
    '/\\evil.example',
    '\\\\evil.example',
    '%2F%2Fevil.example',
    '/%2F/evil.example',
    '/%5Cevil.example',
    'javascript:alert(1)',
    'evil.example',
    '/\t/evil.example',
    '/ /evil.example',
    '/\n/evil.example',
    `/${'a'.repeat(3000)}`,
  ])('refuses %j', (raw) => {
    const result = safeRedirectPath(raw);
    expect(result.ok).toBe(false);
  });
});

describe('GET /api/draft/enable', () => {
  it('answers 401 and stays out of draft mode with a wrong or missing secret', async () => {
    const attempts: Record<string, string>[] = [{ secret: 'wrong', path: '/' }, { path: '/' }, { secret: `${SECRET}x`, path: '/' }, { secret: '', path: '/' }];
    for (const params of attempts) {
      const response = await enableRoute(enableUrl(params));
      expect(response.status).toBe(401);
      const body = (await response.json()) as { error: string };
      expect(body.error).toMatch(/secret/i);
      expect(JSON.stringify(body)).not.toContain(SECRET);
    }
    expect(enable).not.toHaveBeenCalled();
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil.example', '%2F%2Fevil.example'])(
    'refuses to redirect to %s with a 400 and does not enable draft mode',
    async (path) => {
      const response = await enableRoute(enableUrl({ secret: SECRET, path }));
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      expect(((await response.json()) as { error: string }).error).toBeTruthy();
      expect(enable).not.toHaveBeenCalled();
    },
  );

  it('refuses an encoded protocol-relative path sent raw in the query string', async () => {
    const response = await enableRoute(new Request(`http://localhost:3000/api/draft/enable/?secret=${SECRET}&path=%2F%2Fevil.example`));
    expect(response.status).toBe(400);
    expect(enable).not.toHaveBeenCalled();
  });

  it('enables draft mode, partitions the cookie and redirects to a path on this site', async () => {
    const response = await enableRoute(enableUrl({ secret: SECRET, path: '/blogg/en-artikel/' }));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/blogg/en-artikel/');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(enable).toHaveBeenCalledTimes(1);
    expect(cookieSet).toHaveBeenCalledWith(
      expect.objectContaining({ name: '__prerender_bypass', value: 'bypass-id', httpOnly: true, secure: true, sameSite: 'none', partitioned: true }),
    );
  });

  it('accepts the names DatoCMS plugins use (token, redirect)', async () => {
    const response = await enableRoute(enableUrl({ token: SECRET, redirect: '/kontakt/' }));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/kontakt/');
  });
});

describe('GET /api/draft/disable', () => {
  it('leaves draft mode and redirects back', async () => {
    const response = await disableRoute(new Request('http://localhost:3000/api/draft/disable/?path=%2Fblogg%2F'));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/blogg/');
    expect(disable).toHaveBeenCalledTimes(1);
    expect(cookieSet).toHaveBeenCalledWith(expect.objectContaining({ name: '__prerender_bypass', value: '', partitioned: true, expires: new Date(0) }));
  });

  it('without a path, goes back to the referring page of this host (the bar the server draws before its code)', async () => {
    const from = (referer: string) =>
      disableRoute(new Request('http://localhost:3000/api/draft/disable/', { headers: { host: 'localhost:3000', referer } }));
    expect((await from('http://localhost:3000/ringar/?sida=2')).headers.get('location')).toBe('/ringar/?sida=2');
    expect((await from('https://evil.example/ringar/')).headers.get('location')).toBe('/');
    expect((await from('not a url')).headers.get('location')).toBe('/');
    const plain = await disableRoute(new Request('http://localhost:3000/api/draft/disable/'));
    expect(plain.headers.get('location')).toBe('/');
  });

  it('refuses a redirect elsewhere with a 400', async () => {
    const response = await disableRoute(new Request('http://localhost:3000/api/draft/disable/?path=https://evil.example'));
    expect(response.status).toBe(400);
    expect(disable).not.toHaveBeenCalled();
  });
});
