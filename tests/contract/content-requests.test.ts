import { ApiError, executeQuery, rawExecuteQuery } from '@datocms/cda-client';
import { ClientError } from 'graphql-request';
import { describe, expect, it } from 'vitest';
import { describeContentRefusal } from '../../lib/content/client';
import { cda, gqlClient, refusal, TOKEN } from './content-contract-helpers';

/**
 * The local content service driven by the real DatoCMS clients (`@datocms/cda-client`, `graphql-request`):
 * the request headers, refusals and answers the DatoCMS Content Delivery API documents
 * (docs/local-services.md).
 */

const QUERY = '{ allBrands(first: 1) { id name } }';
const DRAFT_QUERY = 'query($slug: String) { blogArticle(filter: { slug: { eq: $slug } }) { header _status } }';
const DRAFT_ONLY = { slug: 'kommande-kollektion' };

describe('content contract: authorization and environments', () => {
  it('refuses a missing or wrong token with 401 and the API error body INVALID_AUTHORIZATION_HEADER', async () => {
    for (const call of [
      () => executeQuery(QUERY, cda({ token: 'wrong-token' })),
      () => gqlClient({}).request(QUERY),
      () => gqlClient({ Authorization: 'Bearer wrong-token' }).request(QUERY),
    ]) {
      const { status, entries } = await refusal(call);
      expect(status).toBe(401);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ id: expect.any(String), type: 'api_error', attributes: { code: 'INVALID_AUTHORIZATION_HEADER', details: { message: expect.any(String) } } });
    }
  });

  it('accepts the token with or without "Bearer", as DatoCMS does', async () => {
    expect(await gqlClient({ Authorization: TOKEN }).request<{ allBrands: unknown[] }>(QUERY)).toMatchObject({ allBrands: [expect.anything()] });
    expect(await executeQuery(QUERY, cda())).toMatchObject({ allBrands: [expect.anything()] });
  });

  it('reads the primary environment by name and refuses an unknown one with INVALID_ENVIRONMENT', async () => {
    expect(await executeQuery(QUERY, cda({ environment: 'main' }))).toMatchObject({ allBrands: [expect.anything()] });
    const { status, entries } = await refusal(() => executeQuery(QUERY, cda({ environment: 'sandbox-x' })));
    expect(status).toBe(404);
    expect(entries[0]?.attributes.code).toBe('INVALID_ENVIRONMENT');
    expect(entries[0]?.attributes.details.message).toMatch(/sandbox-x/);
  });

  it('lets the storefront client read the API error body of a refusal', async () => {
    const error = await gqlClient({ Authorization: 'Bearer wrong-token' })
      .request(QUERY)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ClientError);
    expect(describeContentRefusal((error as ClientError).response as { body?: unknown })).toMatch(/^INVALID_AUTHORIZATION_HEADER \(/);
  });
});

describe('content contract: option headers', () => {
  it('includes drafts with X-Include-Drafts: true (cda-client includeDrafts) and on the legacy /preview', async () => {
    expect(await executeQuery(DRAFT_QUERY, cda({ variables: DRAFT_ONLY }))).toEqual({ blogArticle: null });
    expect(await executeQuery(DRAFT_QUERY, cda({ variables: DRAFT_ONLY, includeDrafts: true }))).toMatchObject({ blogArticle: { _status: 'draft' } });
    expect(await gqlClient({ Authorization: `Bearer ${TOKEN}` }, '/preview').request(DRAFT_QUERY, DRAFT_ONLY)).toMatchObject({ blogArticle: { _status: 'draft' } });
  });

  it('refuses X-Include-Drafts other than true with INVALID_X_INCLUDE_DRAFTS_HEADER', async () => {
    for (const value of ['false', 'yes', '']) {
      const { status, entries } = await refusal(() => gqlClient({ Authorization: `Bearer ${TOKEN}`, 'X-Include-Drafts': value }).request(DRAFT_QUERY, DRAFT_ONLY));
      expect(status).toBe(422);
      expect(entries[0]?.attributes).toMatchObject({ code: 'INVALID_X_INCLUDE_DRAFTS_HEADER', details: { message: 'X-Include-Drafts header can only be set to `true`' } });
    }
  });

  it('accepts X-Exclude-Invalid: true (cda-client excludeInvalid) and refuses other values', async () => {
    expect(await executeQuery(QUERY, cda({ excludeInvalid: true }))).toMatchObject({ allBrands: [expect.anything()] });
    const { status, entries } = await refusal(() => gqlClient({ Authorization: `Bearer ${TOKEN}`, 'X-Exclude-Invalid': 'false' }).request(QUERY));
    expect(status).toBe(422);
    expect(entries[0]?.attributes.code).toBe('INVALID_X_EXCLUDE_INVALID_HEADER');
  });

  it('sends X-Cache-Tags only when the request asks with X-Cache-Tags: true (cda-client returnCacheTags)', async () => {
    const [, plain] = await rawExecuteQuery(QUERY, cda());
    expect(plain.headers.get('x-cache-tags')).toBeNull();
    const [, tagged] = await rawExecuteQuery(QUERY, cda({ returnCacheTags: true }));
    const tags = (tagged.headers.get('x-cache-tags') ?? '').split(' ').filter(Boolean);
    expect(tags.length).toBeGreaterThan(0);
    // Opaque strings without spaces: nothing else is promised, by DatoCMS or by the local service.
    for (const tag of tags) expect(tag).toMatch(/^\S{1,256}$/);
  });

  it('answers Content Link (X-Visual-Editing with X-Base-Editing-Url) and refuses malformed values (tests/contract/content-link.test.ts has the detail)', async () => {
    const linked = await executeQuery<{ allBrands: { id: string; _editingUrl: string }[] }>(
      '{ allBrands(first: 1) { id _editingUrl } }',
      cda({ contentLink: 'v1', baseEditingUrl: 'https://glans.admin.datocms.com' }),
    );
    expect(linked.allBrands[0]?._editingUrl).toMatch(/^https:\/\/glans\.admin\.datocms\.com\/editor\/item_types\/\d+\/items\/\d+\/edit$/);
    const badMode = await refusal(() => gqlClient({ Authorization: `Bearer ${TOKEN}`, 'X-Visual-Editing': 'v2' }).request(QUERY));
    expect(badMode.status).toBe(422);
    expect(badMode.entries[0]?.attributes.code).toBe('INVALID_X_VISUAL_EDITING_HEADER');
    const badUrl = await refusal(() => gqlClient({ Authorization: `Bearer ${TOKEN}`, 'X-Base-Editing-Url': 'not a url' }).request(QUERY));
    expect(badUrl.status).toBe(422);
    expect(badUrl.entries[0]?.attributes.code).toBe('INVALID_X_BASE_EDITING_URL_HEADER');
  });
});

describe('content contract: GraphQL errors and limits', () => {
  it('answers query errors with HTTP 200 and errors[] (cda-client throws ApiError with the body)', async () => {
    const error = await executeQuery('{ allBrands { id noSuchField } }', cda()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).response.status).toBe(200);
    expect(JSON.stringify((error as ApiError).response.body)).toMatch(/noSuchField/);
  });

  it('refuses first above 500 in errors[] and serves 500', async () => {
    const error = await executeQuery('{ allProductFamilies(first: 501) { id } }', cda()).catch((caught: unknown) => caught);
    expect((error as ApiError).response.status).toBe(200);
    expect(JSON.stringify((error as ApiError).response.body)).toMatch(/first.*500/);
    expect(await executeQuery('{ allProductFamilies(first: 500) { id } }', cda())).toMatchObject({ allProductFamilies: expect.any(Array) });
  });

  it('reports a query complexity in X-Complexity and refuses one above X-Max-Complexity with DatoCMS error', async () => {
    const answer = await rawExecuteQuery('{ allBrands { id name } }', cda());
    expect(answer[1].headers.get('x-complexity')).toBe('140');
    const max = Number(answer[1].headers.get('x-max-complexity'));
    expect(max).toBeGreaterThan(0);
    const aliases = Array.from({ length: 90 }, (_, i) => `a${i}: allProductFamilies(first: 500) { id name slug description _seoMetaTags { content } }`);
    const error = await executeQuery(`{ ${aliases.join(' ')} }`, cda()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).response.status).toBe(200);
    expect((error as ApiError).response.body).toEqual({
      errors: [{ message: `Query has complexity of ${90 * 7_600}, which exceeds max complexity of ${max}` }],
    });
  });

  it('answers a malformed JSON body with 400 INVALID_JSON_BODY', async () => {
    const { status, entries } = await refusal(() =>
      fetch(cda().graphqlEndpointUrl, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, body: '{"query": ' }).then(
        async (response) => {
          if (!response.ok) throw new ApiError({ status: response.status, statusText: response.statusText, headers: response.headers, body: await response.json() }, '', { token: TOKEN });
        },
      ),
    );
    expect(status).toBe(400);
    expect(entries[0]?.attributes.code).toBe('INVALID_JSON_BODY');
  });

  it('answers _site with its locales', async () => {
    expect(await executeQuery('{ _site { locales } }', cda())).toEqual({ _site: { locales: ['sv_SE'] } });
  });
});
