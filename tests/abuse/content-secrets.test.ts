import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { LOCAL_CONTENT_ADMIN_TOKEN } from '../../lib/config';
import { FREE_TRIES } from '../../services/content/http/secret-throttle';
import { serviceUrl } from '../integration/service-urls';

/**
 * Guessing the content service's admin token, which is also the editor page's password (issue 42, item 7):
 * after a few wrong tries from one address, that address's tries are refused with 429 and Retry-After for
 * a while (services/content/http/secret-throttle.ts), while an editor at another address gets in with the
 * right secret. Each guesser speaks from a loopback address of its own (the service counts by address).
 */

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function call(path: string, headers: Record<string, string>, localAddress?: string): Promise<Reply> {
  const url = new URL(path, serviceUrl('content'));
  return new Promise((resolve, reject) => {
    const req = request(url, { headers, localAddress }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const basic = (password: string) => ({ authorization: `Basic ${Buffer.from(`redaktör:${password}`).toString('base64')}` });

describe('content abuse: guessing the admin token and the editor password', () => {
  it('refuses admin-token guesses with 429 after the free tries, and lets the right token in from elsewhere', async () => {
    const guesser = '127.0.0.61';
    const path = '/admin/records?model=brand&first=1';
    const started = performance.now();
    for (let attempt = 0; attempt <= FREE_TRIES; attempt += 1) {
      expect((await call(path, bearer(`wrong-${attempt}`), guesser)).status).toBe(401);
    }
    const refused = await call(path, bearer('wrong-again'), guesser);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(refused.body).error).toMatch(/try again in \d+ seconds/);
    expect(performance.now() - started).toBeLessThan(5_000);
    // Locked out: even the right token is not checked from the guesser's address.
    expect((await call(path, bearer(LOCAL_CONTENT_ADMIN_TOKEN), guesser)).status).toBe(429);
    // An editor elsewhere is unaffected.
    expect((await call(path, bearer(LOCAL_CONTENT_ADMIN_TOKEN), '127.0.0.62')).status).toBe(200);
    expect((await call(path, bearer(LOCAL_CONTENT_ADMIN_TOKEN))).status).toBe(200);
    // The lockout ends: the right token then gets in (and clears the record).
    await new Promise((resolve) => setTimeout(resolve, Number(refused.headers['retry-after']) * 1_000 + 100));
    expect((await call(path, bearer(LOCAL_CONTENT_ADMIN_TOKEN), guesser)).status).toBe(200);
  });

  it('refuses CMA token guesses with 429 after the free tries, and a schema write body over 256 KB with 413', async () => {
    const guesser = '127.0.0.65';
    for (let attempt = 0; attempt <= FREE_TRIES; attempt += 1) {
      const reply = await call('/cma/site', bearer(`wrong-${attempt}`), guesser);
      expect(reply.status).toBe(401);
      expect(JSON.parse(reply.body).data[0].attributes.code).toBe('INVALID_AUTHORIZATION_HEADER');
    }
    const refused = await call('/cma/item-types', bearer('wrong-again'), guesser);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // The right token from elsewhere reads the schema.
    expect((await call('/cma/site', bearer(LOCAL_CONTENT_ADMIN_TOKEN), '127.0.0.66')).status).toBe(200);
    // A huge body is refused before it is parsed, and nothing is created.
    const huge = await fetch(new URL('/cma/item-types', serviceUrl('content')), {
      method: 'POST',
      headers: { ...bearer(LOCAL_CONTENT_ADMIN_TOKEN), 'content-type': 'application/json' },
      body: JSON.stringify({ data: { type: 'item_type', attributes: { name: 'x'.repeat(300_000), api_key: 'huge' } } }),
    });
    expect(huge.status).toBe(413);
    expect((await call('/cma/item-types/huge', bearer(LOCAL_CONTENT_ADMIN_TOKEN), '127.0.0.66')).status).toBe(404);
  });

  it('refuses editor-password guesses with 429 and a Swedish message, counting them with the admin API', async () => {
    const guesser = '127.0.0.63';
    // A browser asking for the password (no credentials) is not guessing: these do not count.
    for (let attempt = 0; attempt < FREE_TRIES * 2; attempt += 1) {
      const challenge = await call('/editor/', {}, guesser);
      expect(challenge.status).toBe(401);
      expect(challenge.headers['www-authenticate']).toMatch(/^Basic /);
    }
    for (let attempt = 0; attempt < FREE_TRIES; attempt += 1) {
      expect((await call('/editor/', basic(`fel-${attempt}`), guesser)).status).toBe(401);
    }
    // The same secret guarded by the admin API: a guess there counts too.
    expect((await call('/admin/records?model=brand', bearer('wrong'), guesser)).status).toBe(401);
    const refused = await call('/editor/', basic('fel-igen'), guesser);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.body).toContain('Försök igen om');
    expect(refused.headers['www-authenticate']).toBeUndefined();
    expect((await call('/editor/', basic(LOCAL_CONTENT_ADMIN_TOKEN), guesser)).status).toBe(429);
    expect((await call('/editor/', basic(LOCAL_CONTENT_ADMIN_TOKEN), '127.0.0.64')).status).toBe(200);
  });
});
