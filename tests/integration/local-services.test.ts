import { describe, expect, inject, it } from 'vitest';


const urls = inject('serviceUrls');

describe('local services', () => {
  it.each(Object.entries(urls))('%s answers its health check over HTTP', async (name, url) => {
    const response = await fetch(`${url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ service: name, status: 'ok' });
  });

  it.each(Object.entries(urls))('%s answers an unknown route with a JSON 404, not a 500', async (_name, url) => {
    const response = await fetch(`${url}/no-such-route`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toMatchObject({ status: 404, message: expect.stringContaining('/no-such-route') });
  });
});
