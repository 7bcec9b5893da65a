import { describe, expect, it } from 'vitest';
import { LOCAL_CONTENT_TOKEN } from '../../lib/config';
import { serviceUrl } from '../integration/service-urls';

/**
 * Amplification through the content service's GraphQL (issue 42, item 6): a few kilobytes of aliases that
 * ask for every family's images many times over. DatoCMS bounds a query's complexity before it runs and
 * refuses it with `errors: [{ message: "Query has complexity of …, which exceeds max complexity of …" }]`;
 * the local service does the same (services/content/graphql/query-complexity.ts) and bounds what an
 * answer may hold (answer-budget.ts).
 */

interface Answer {
  status: number;
  ms: number;
  bytes: number;
  headers: Headers;
  body: { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };
}

async function post(query: string): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${serviceUrl('content')}/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${LOCAL_CONTENT_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const text = await response.text();
  return {
    status: response.status,
    ms: performance.now() - started,
    bytes: text.length,
    headers: response.headers,
    body: JSON.parse(text) as Answer['body'],
  };
}

/** About 7.5 KB of aliased `responsiveImage`s of every family's images (each a long source set). */
function imageAliases(first: number): string {
  const aliases: string[] = [];
  while (aliases.join(' ').length < 7_200) {
    aliases.push(`r${aliases.length}: responsiveImage(imgixParams: { w: ${100 + aliases.length} }) { src srcSet webpSrcSet base64 }`);
  }
  return `{ allProductFamilies(first: ${first}) { media { ${aliases.join(' ')} } } }`;
}

describe('content abuse: GraphQL amplification', () => {
  it('refuses a 7.5 KB query of aliases before running it, with DatoCMS complexity error', async () => {
    const query = imageAliases(500);
    expect(query.length).toBeGreaterThan(7_000);
    const answer = await post(query);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toBeUndefined();
    expect(answer.body.errors).toEqual([
      { message: expect.stringMatching(/^Query has complexity of \d+, which exceeds max complexity of \d+$/) },
    ]);
    expect(Number(answer.headers.get('x-complexity'))).toBeGreaterThan(Number(answer.headers.get('x-max-complexity')));
    expect(answer.bytes).toBeLessThan(1_000);
    expect(answer.ms).toBeLessThan(2_000);
  });

  it('refuses, as a whole, an answer that would be larger than the answer bound', async () => {
    // Inside the complexity limit (300 families), but each alias is a long source set.
    const answer = await post(imageAliases(300));
    expect(answer.status).toBe(200);
    expect(Number(answer.headers.get('x-complexity'))).toBeLessThanOrEqual(Number(answer.headers.get('x-max-complexity')));
    expect(answer.body).toEqual({ errors: [expect.objectContaining({ extensions: { code: 'ANSWER_TOO_LARGE' } })] });
    expect(answer.bytes).toBeLessThan(1_000);
    expect(answer.ms).toBeLessThan(5_000);
  });

  it('still answers a storefront-sized query, with its complexity', async () => {
    const answer = await post('{ allProductFamilies(first: 500) { slug _updatedAt category { slug } } }');
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect(Number(answer.headers.get('x-complexity'))).toBe(100 + 500 * (1 + 1 + 10 + 1));
  });
});
