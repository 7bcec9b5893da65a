import { countCollection, queryCollection, queryOne, type CollectionArgs } from '../query/collection-query';
import { MODELS } from '../schema/model-definitions';
import type { ModelApiKey } from '../store/record-types';
import type { RequestContext } from './request-context';
import type { ResolverMap } from './resolver-types';

/**
 * The `Query` root fields, one set per model: `xxx`, `allXxxs`, `_allXxxsMeta` for collections and one
 * field per singleton. Each adds its model's cache tag (see cache-tags.ts) and tags every record it returns.
 */
export function rootResolvers(): ResolverMap {
  const query: ResolverMap[string] = {
    _site: () => ({}),
  };
  for (const model of MODELS) {
    const apiKey = model.apiKey as ModelApiKey;
    if (model.kind === 'singleton' && model.single) {
      query[model.single] = (_root: unknown, _args: unknown, context: RequestContext) => {
        context.tags.model(apiKey);
        return context.singleton(apiKey);
      };
    }
    if (model.kind === 'collection' && model.single && model.plural) {
      query[model.single] = (_root: unknown, args: CollectionArgs, context: RequestContext) => {
        context.tags.model(apiKey);
        const found = queryOne(context.store, apiKey, context.mode, args);
        return found ? context.seen(found) : null;
      };
      query[model.plural] = (_root: unknown, args: CollectionArgs, context: RequestContext) => {
        context.tags.model(apiKey);
        return queryCollection(context.store, apiKey, context.mode, args).map((found) => context.seen(found));
      };
      query[`_${model.plural}Meta`] = (_root: unknown, args: CollectionArgs, context: RequestContext) => {
        context.tags.model(apiKey);
        return { count: countCollection(context.store, apiKey, context.mode, args) };
      };
    }
  }
  return { Query: query };
}
