import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env.d.ts';

/**
 * `graphql()` typed against the committed `schema.graphql` (gql.tada). Queries that do not match the
 * schema fail `npm run typecheck`. Fragments are unmasked: mapping to domain types happens in one place.
 */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  disableMasking: true;
  scalars: {
    ItemId: string;
    UploadId: string;
    DateTime: string;
    Date: string;
    JsonField: unknown;
    IntType: number;
    FloatType: number;
    BooleanType: boolean;
    CustomData: Record<string, string>;
    MetaTagAttributes: Record<string, string>;
  };
}>();

export type { ResultOf, VariablesOf } from 'gql.tada';
