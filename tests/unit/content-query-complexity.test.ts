import { getIntrospectionQuery, Kind, parse, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { CONTENT_MAX_PAGE_SIZE } from '@/lib/constants';
import { MAX_LIVE_QUERY_PARTS, mergeLiveQueries } from '@/lib/content/live-queries';
import { buildContentSchema } from '../../services/content/graphql/executable-schema';
import { GraphQLExecutor, MAX_ALIASES, MAX_COMPLEXITY, MAX_QUERY_DEPTH } from '../../services/content/graphql/execute-request';
import { filterConditions, measureQuery } from '../../services/content/graphql/query-complexity';
import { storeFromCatalogue } from '../../services/content/store/catalogue-records';
import { fixtureCatalogue } from './content-service-fixture';

/**
 * The content service's query complexity (services/content/graphql/query-complexity.ts): DatoCMS's own
 * examples cost what its documentation says, every query the storefront sends costs well under the limit
 * (with every page size at its largest), and the amplifying queries of an attack are refused before they run.
 *
 * The storefront's documents are collected as its modules make them: every `graphql()` call of lib/content
 * is recorded, so a query added later (exported or not) is measured without being listed here.
 */

const made = vi.hoisted(() => [] as DocumentNode[]);
vi.mock('@/lib/content/graphql', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/content/graphql')>();
  const recording = ((...args: Parameters<typeof original.graphql>) => {
    const document = original.graphql(...args);
    made.push(document as unknown as DocumentNode);
    return document;
  }) as typeof original.graphql;
  return { ...original, graphql: Object.assign(recording, original.graphql) };
});
import.meta.glob(['/lib/content/*.ts', '!/lib/content/*.d.ts'], { eager: true });

const schema = buildContentSchema();

function operationOf(document: DocumentNode): OperationDefinitionNode | undefined {
  return document.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
}

/** The variables the storefront may send at most: every page at the largest size. */
function largestVariables(operation: OperationDefinitionNode): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (name === 'first') variables[name] = CONTENT_MAX_PAGE_SIZE;
    if (name === 'skip') variables[name] = 0;
  }
  return variables;
}

const storefrontQueries = () =>
  made.flatMap((document) => {
    const operation = operationOf(document);
    return operation ? [{ name: operation.name?.value ?? '(anonymous)', document, variables: largestVariables(operation) }] : [];
  });

describe('content query complexity: DatoCMS documented costs', () => {
  it('costs a collection 100 plus its page size times its fields', () => {
    expect(measureQuery(schema, parse('{ allBrands { id name } }'), {}).complexity).toBe(140);
  });

  it('adds 250 per filter condition and per sorting parameter, with an explicit page size', () => {
    const query = `{ allBlogArticles(
      filter: { publishDate: { gt: "1990-01-01", lt: "2010-01-01" }, slug: { eq: "de" } }, orderBy: [publishDate_DESC], first: 25
    ) { id slug header } }`;
    expect(measureQuery(schema, parse(query), {}).complexity).toBe(1_175);
  });

  it('costs a meta field 1,000 plus its filters and fields', () => {
    expect(measureQuery(schema, parse('{ _allBrandsMeta(filter: { name: { eq: "x" } }) { count } }'), {}).complexity).toBe(1_251);
  });

  it('reads page sizes and filters from the variables, and their declared defaults', () => {
    const query = parse('query Q($first: IntType = 50, $filter: BrandModelFilter) { allBrands(first: $first, filter: $filter) { id } }');
    expect(measureQuery(schema, query, {}).complexity).toBe(150);
    expect(
      measureQuery(schema, query, { first: 500, filter: { name: { eq: 'a' }, OR: [{ slug: { eq: 'b' } }, { slug: { eq: 'c' } }] } })
        .complexity,
    ).toBe(100 + 750 + 500);
    expect(filterConditions({ AND: [{ a: { gt: 1, lt: 2 } }, { b: { exists: true } }] })).toBe(3);
  });

  it('counts the dearest branch of a selection on a union of records', () => {
    const query = parse('{ blogArticle { content { links { ... on BrandRecord { id name slug } ... on FaqArticleRecord { id } } } } }');
    // The article, its structured text and its links weigh 10 each; a link is a brand (3 fields) or an FAQ article (1).
    expect(measureQuery(schema, query, {}).complexity).toBe(10 + 10 + 10 + 3);
  });
});

describe('content query complexity: the storefront', () => {
  const queries = storefrontQueries();

  it('collects every query document of lib/content', () => {
    const names = queries.map((query) => query.name);
    for (const name of [
      'GlobalData',
      'ProductFamily',
      'Category',
      'BlogArticleFeed',
      'PreviewRecordById',
      'GlobalConfigurationProbe',
      'SpecialSlugs',
    ]) {
      expect(names).toContain(name);
    }
    expect(queries.length).toBeGreaterThan(30);
  });

  it.each(queries.map((query) => [query.name, query] as const))('%s stays well inside the limits', (_name, query) => {
    const measure = measureQuery(schema, query.document, query.variables);
    expect(measure.complexity).toBeLessThanOrEqual(MAX_COMPLEXITY / 5);
    expect(measure.depth).toBeLessThanOrEqual(MAX_QUERY_DEPTH / 2);
    expect(measure.aliases).toBeLessThanOrEqual(MAX_ALIASES / 10);
  });

  it('keeps a live-preview subscription of the dearest queries merged inside the limits', () => {
    const dearest = queries
      .map((query) => ({ ...query, cost: measureQuery(schema, query.document, query.variables).complexity }))
      .sort((a, b) => b.cost - a.cost)
      .slice(0, MAX_LIVE_QUERY_PARTS);
    const merged = mergeLiveQueries(dearest);
    const measure = measureQuery(schema, parse(merged.query), merged.variables);
    expect(measure.complexity).toBeLessThanOrEqual(MAX_COMPLEXITY);
    expect(measure.aliases).toBeLessThanOrEqual(MAX_ALIASES);
  });

  it('lets a GraphQL tool read the schema (the introspection query)', () => {
    const measure = measureQuery(schema, parse(getIntrospectionQuery()), {});
    expect(measure.complexity).toBeLessThanOrEqual(MAX_COMPLEXITY / 2);
    expect(measure.depth).toBeLessThanOrEqual(MAX_QUERY_DEPTH);
  });
});

describe('content query complexity: refusals', () => {
  const executor = new GraphQLExecutor(schema, storeFromCatalogue(fixtureCatalogue()), {
    name: 'Glans',
    titleSuffix: '',
    uploadsDate: '2025-06-01T00:00:00.000Z',
  });

  it('refuses aliased collections of 500 before running them, with DatoCMS error', async () => {
    const aliases = Array.from(
      { length: 90 },
      (_, i) => `a${i}: allProductFamilies(first: 500) { id name slug description _seoMetaTags { content } }`,
    );
    const { result, complexity } = await executor.run({ query: `{ ${aliases.join(' ')} }` }, 'published');
    expect(complexity).toBe(90 * (100 + 500 * (4 + 10 + 1)));
    expect(result).toEqual({
      errors: [
        expect.objectContaining({ message: `Query has complexity of ${complexity}, which exceeds max complexity of ${MAX_COMPLEXITY}` }),
      ],
    });
  });

  it('refuses a query of more aliases than allowed even when each costs little', async () => {
    const aliases = Array.from({ length: MAX_ALIASES + 1 }, (_, i) => `a${i}: _site { locales }`).join(' ');
    const { result } = await executor.run({ query: `{ ${aliases} }` }, 'published');
    expect(result.errors?.[0]?.message).toBe(`Query has ${MAX_ALIASES + 1} aliases, which exceeds max aliases of ${MAX_ALIASES}`);
  });

  it('measures fragments that spread each other many times once each, and refuses their cost', async () => {
    const levels = 30;
    const fragments = Array.from({ length: levels }, (_, i) =>
      i === levels - 1 ? `fragment F${i} on BrandRecord { id name }` : `fragment F${i} on BrandRecord { ...F${i + 1} a: id ...F${i + 1} }`,
    ).join('\n');
    const query = `{ allBrands(first: 500) { ...F0 } }\n${fragments}`;
    const started = performance.now();
    const { result } = await executor.run({ query }, 'published');
    expect(performance.now() - started).toBeLessThan(500);
    expect(result.errors?.[0]?.message).toMatch(/exceeds max/);
  });

  it('follows fragments when measuring depth', async () => {
    const fragments = Array.from({ length: 20 }, (_, i) => `fragment D${i} on BrandRecord { id category { brand { ...D${i + 1} } } }`).join(
      '\n',
    );
    const query = `{ allBrands { ...D0 } }\n${fragments}\nfragment D20 on BrandRecord { id }`;
    const { result } = await executor.run({ query }, 'published');
    expect(result.errors?.[0]?.message).toMatch(/^Query has depth of \d+, which exceeds max depth of 24$/);
  });
});
