import { buildSchema, defaultFieldResolver, GraphQLObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { emitSchema } from '../schema/emit-schema';
import { installAnswerBudget } from './answer-budget';
import { installContentLink } from './content-link';
import { fileResolvers } from './file-resolvers';
import { globalResolvers } from './global-resolvers';
import { recordResolvers } from './record-resolvers';
import type { ResolverMap } from './resolver-types';
import { rootResolvers } from './root-resolvers';
import { installScalars } from './scalars';
import { structuredTextResolvers } from './structured-text-resolvers';

/**
 * The executable schema: the SDL of `schema.graphql` (generated from the model definitions), the DatoCMS
 * scalars and the resolvers. Union and interface members are told apart by the sources' `__typename`.
 */

function installResolvers(schema: GraphQLSchema, map: ResolverMap): void {
  for (const [typeName, fields] of Object.entries(map)) {
    const type = schema.getType(typeName);
    if (!(type instanceof GraphQLObjectType)) throw new Error(`Resolvers given for ${typeName}, which is not an object type of the schema`);
    const schemaFields = type.getFields();
    for (const [fieldName, resolve] of Object.entries(fields)) {
      const field = schemaFields[fieldName];
      if (!field) throw new Error(`Resolver given for ${typeName}.${fieldName}, which is not in the schema`);
      field.resolve = resolve as GraphQLFieldResolver<unknown, unknown>;
    }
  }
}

/** Merges resolver maps type by type (a later map's field wins). */
export function mergeResolvers(maps: ResolverMap[]): ResolverMap {
  const merged: ResolverMap = {};
  for (const map of maps) {
    for (const [typeName, fields] of Object.entries(map)) merged[typeName] = { ...merged[typeName], ...fields };
  }
  return merged;
}

/** Record types read unresolved fields from the version's field data; other sources as graphql-js does. */
export const contentFieldResolver: GraphQLFieldResolver<unknown, unknown> = (source, args, context, info) => {
  if (source !== null && typeof source === 'object' && 'fields' in source && 'modelApiKey' in source) {
    const value = (source.fields as Record<string, unknown>)[info.fieldName];
    return value === undefined ? null : value;
  }
  return defaultFieldResolver(source, args, context, info);
};

export function buildContentSchema(): GraphQLSchema {
  const schema = buildSchema(emitSchema());
  installScalars(schema);
  installResolvers(
    schema,
    mergeResolvers([rootResolvers(), recordResolvers(), fileResolvers, structuredTextResolvers(), globalResolvers()]),
  );
  installContentLink(schema, contentFieldResolver);
  installAnswerBudget(schema, contentFieldResolver);
  return schema;
}
