import {
  getNamedType,
  GraphQLObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  type GraphQLFieldResolver,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { RequestContext } from './request-context';

/**
 * Bounds the size of an answer while it is resolved, so that no request builds more than
 * MAX_ANSWER_BYTES (request-context.ts) of answer in memory: every field of the content types goes through
 * a counter that adds the size its value takes in the JSON answer (its key and, for scalars, the value).
 * Once the budget is spent the remaining records, uploads and blocks resolve to null (or an empty list) without
 * reading anything, and the request is answered with one error instead of a partial answer
 * (execute-request.ts). A query's complexity
 * (query-complexity.ts) refuses most large answers before anything runs; this bound holds for those whose
 * fields are large in themselves (long texts, image source sets, structured text documents).
 *
 * graphql-js's own introspection types are shared by every schema and are left as they are; what
 * introspection may read is bounded by its complexity and the aliases a query may have.
 */

function leafSize(value: unknown): number {
  if (value === null || value === undefined) return 4;
  if (typeof value === 'string') return value.length + 2;
  if (typeof value === 'number' || typeof value === 'boolean') return 8;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + leafSize(item) + 1, 2);
  // JSON scalars (the dictionary, structured text documents) are written as they are.
  return JSON.stringify(value)?.length ?? 4;
}

function keySize(path: { key: string | number }): number {
  return typeof path.key === 'string' ? path.key.length + 4 : 1;
}

/**
 * What a composite field answers once the budget is spent: null, or an empty list where the field may not
 * be null, so that nothing below it is read and graphql-js records no error for it; undefined where neither
 * fits (a non-null object), which then resolves as usual.
 */
function emptyAnswer(type: GraphQLOutputType): null | [] | undefined {
  if (!isNonNullType(type)) return null;
  return isListType(type.ofType) ? [] : undefined;
}

export function installAnswerBudget(schema: GraphQLSchema, fallback: GraphQLFieldResolver<unknown, unknown>): void {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!(type instanceof GraphQLObjectType) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const resolve = field.resolve ?? fallback;
      if (isLeafType(getNamedType(field.type))) {
        // A scalar is read from what its parent already resolved: once the budget is spent it is not counted.
        field.resolve = (source, args, context: unknown, info) => {
          const value = resolve(source, args, context, info);
          if (!(context instanceof RequestContext) || context.answerTooLarge) return value;
          if (value instanceof Promise)
            return value.then((resolved: unknown) => (context.spend(keySize(info.path) + leafSize(resolved)), resolved));
          context.spend(keySize(info.path) + leafSize(value));
          return value;
        };
        continue;
      }
      const empty = emptyAnswer(field.type);
      field.resolve = (source, args, context: unknown, info) => {
        if (context instanceof RequestContext) {
          if (context.answerTooLarge && empty !== undefined) return empty;
          context.spend(keySize(info.path));
        }
        return resolve(source, args, context, info);
      };
    }
  }
}
