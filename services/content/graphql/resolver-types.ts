import type { GraphQLResolveInfo } from 'graphql';
import type { ModelApiKey, RecordVersion } from '../store/record-types';
import type { RequestContext } from './request-context';

/** Resolvers by GraphQL type and field, installed onto the schema built from `schema.graphql`'s SDL. */
export type FieldResolver<S = never, A = Record<string, unknown>> = (
  source: S,
  args: A,
  context: RequestContext,
  info: GraphQLResolveInfo,
) => unknown;

// Sources differ per type; the map itself is untyped at the boundary and typed inside each helper.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ResolverMap = Record<string, Record<string, FieldResolver<any, any>>>;

/** Resolvers of a record type whose source is a version of `model`. */
export type RecordResolvers<K extends ModelApiKey> = Record<string, FieldResolver<RecordVersion<K>, Record<string, unknown>>>;
