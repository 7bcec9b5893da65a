import { readFileSync } from 'node:fs';
import { buildSchema, validate, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as articleQueries from '@/lib/content/article-queries';
import * as catalogueQueries from '@/lib/content/catalogue-queries';
import { specialPageQueries } from '@/lib/content/special-page-queries';

/**
 * The storefront's shared query documents validated against the committed `schema.graphql` with graphql-js:
 * `gql.tada check` reads only literal query strings, and the special pages' queries are made from one
 * selection, so this is where a field the schema lacks fails.
 */

const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));

const isDocument = (value: unknown): value is DocumentNode =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'Document';

const documents: [string, DocumentNode][] = [
  ...Object.entries(specialPageQueries).map(([key, document]): [string, DocumentNode] => [`special page ${key}`, document]),
  ...Object.entries({ ...articleQueries, ...catalogueQueries }).filter((entry): entry is [string, DocumentNode] => isDocument(entry[1])),
];

describe('content query documents', () => {
  it('covers every special page and the article and catalogue queries', () => {
    expect(Object.keys(specialPageQueries)).toHaveLength(11);
    expect(documents.length).toBeGreaterThan(11);
  });

  it.each(documents)('%s validates against schema.graphql', (_name, document) => {
    expect(validate(schema, document).map((error) => error.message)).toEqual([]);
  });

  it('finds a field the schema lacks', () => {
    const broken = JSON.parse(JSON.stringify(specialPageQueries.about).replace('"aboutPage"', '"aboutPages"')) as DocumentNode;
    expect(
      validate(schema, broken)
        .map((error) => error.message)
        .join(),
    ).toContain('aboutPages');
  });
});
