import { describe, expect, it } from 'vitest';
import { LOCAL_CONTENT_TOKEN } from '../../lib/config';
import { postQuery } from './content-request';
import { serviceUrl } from './service-urls';

const QUERY = '{ allBrands(first: 1) { id name } }';

describe('content service over HTTP: protocol', () => {
  it('answers 401 with the DatoCMS API error body without a token or with a wrong one', async () => {
    for (const token of [null, 'wrong-token']) {
      const answer = await postQuery(QUERY, {}, { token });
      expect(answer.status).toBe(401);
      expect(answer.body.data?.[0]).toMatchObject({ type: 'api_error', attributes: { code: 'INVALID_AUTHORIZATION_HEADER', details: { message: expect.any(String) } } });
    }
  });

  it('accepts the main environment and refuses an unknown one with INVALID_ENVIRONMENT', async () => {
    expect((await postQuery(QUERY, {}, { headers: { 'x-environment': 'main' } })).status).toBe(200);
    const unknown = await postQuery(QUERY, {}, { headers: { 'x-environment': 'sandbox-x' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.data?.[0]?.attributes).toMatchObject({ code: 'INVALID_ENVIRONMENT', details: { message: expect.stringMatching(/sandbox-x/) } });
  });

  it('answers GraphQL errors with HTTP 200 and errors[]: unknown field, first above 500', async () => {
    const unknownField = await postQuery('{ allBrands { id noSuchField } }');
    expect(unknownField.status).toBe(200);
    expect(unknownField.body.errors?.[0]?.message).toMatch(/noSuchField/);
    const tooMany = await postQuery('{ allProductFamilies(first: 501) { id } }');
    expect(tooMany.status).toBe(200);
    expect(tooMany.body.errors?.[0]?.message).toMatch(/first.*500/);
    expect(tooMany.body.data).toBeNull();
  });

  it('answers a malformed JSON body with a 400 JSON error', async () => {
    const response = await fetch(`${serviceUrl('content')}/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${LOCAL_CONTENT_TOKEN}`, 'content-type': 'application/json' },
      body: '{"query": "{ allBrands { id } }"',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toMatchObject({ data: [{ type: 'api_error', attributes: { code: 'INVALID_JSON_BODY' } }] });
  });

  it('answers a body without a query with a 400 JSON error', async () => {
    const response = await fetch(`${serviceUrl('content')}/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${LOCAL_CONTENT_TOKEN}` },
      body: '{"variables": {}}',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).data[0].attributes.details.message).toMatch(/query/);
  });

  it('refuses a body over 256 KB with 413', async () => {
    const body = JSON.stringify({ query: `{ allBrands { id } } # ${'x'.repeat(300 * 1024)}` });
    const response = await fetch(`${serviceUrl('content')}/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${LOCAL_CONTENT_TOKEN}`, 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(413);
    expect((await response.json()).data[0].attributes.code).toBe('REQUEST_TOO_LARGE');
  });

  it('answers a CORS preflight and exposes X-Cache-Tags to browsers', async () => {
    const preflight = await fetch(`${serviceUrl('content')}/preview`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://plugins-cdn.datocms.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type, x-include-drafts',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-include-drafts');
    const answer = await postQuery(QUERY);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-expose-headers')).toMatch(/X-Cache-Tags/i);
  });

  it('sends X-Cache-Tags, when asked, with the model and record tags read', async () => {
    expect((await postQuery(QUERY)).headers.get('x-cache-tags')).toBeNull();
    const answer = await postQuery('{ allBrands(first: 2) { id category { id } } }', {}, { headers: { 'x-cache-tags': 'true' } });
    const tags = (answer.headers.get('x-cache-tags') ?? '').split(' ');
    expect(tags).toContain('model:brand');
    const categoryIds = (answer.body.data.allBrands as { category: { id: string } | null }[]).flatMap((brand) =>
      brand.category ? [brand.category.id] : [],
    );
    for (const id of categoryIds) expect(tags).toContain(`record:${id}`);
  });

  it('answers GET with ?query= like POST', async () => {
    const url = new URL(`${serviceUrl('content')}/`);
    url.searchParams.set('query', QUERY);
    const response = await fetch(url, { headers: { authorization: `Bearer ${LOCAL_CONTENT_TOKEN}` } });
    expect(response.status).toBe(200);
    expect((await response.json()).data.allBrands).toHaveLength(1);
  });

  it('answers other methods with 405', async () => {
    const response = await fetch(`${serviceUrl('content')}/`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toContain('POST');
  });
});
