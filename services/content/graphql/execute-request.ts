import {
  execute,
  GraphQLError,
  Kind,
  parse,
  specifiedRules,
  validate,
  type ASTVisitor,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type ValidationContext,
} from 'graphql';
import { notImplemented } from '../http/api-error';
import type { ContentStore } from '../store/content-store';
import type { ReadMode } from '../store/record-types';
import type { EditingOptions } from './content-link';
import { contentFieldResolver } from './executable-schema';
import { RequestContext, type SiteInfo } from './request-context';
import { unimplementedFeature } from './unimplemented-features';

/**
 * Runs one GraphQL request against the store: parse and validate (both cached per query text, since a
 * storefront sends the same few queries over and over), then execute with a fresh request context. A query
 * that fails validation because it uses a DatoCMS feature the local service lacks is refused with a 501
 * naming it (unimplemented-features.ts).
 */

export interface GraphQLRequest {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

export interface GraphQLOutcome {
  result: ExecutionResult;
  cacheTags: string;
}

export const MAX_QUERY_DEPTH = 24;
const DOCUMENT_CACHE_SIZE = 500;

/** Refuses selections nested deeper than MAX_QUERY_DEPTH (a cheap guard against runaway queries). */
function depthLimit(context: ValidationContext): ASTVisitor {
  let depth = 0;
  return {
    SelectionSet: {
      enter(node) {
        depth += 1;
        if (depth > MAX_QUERY_DEPTH)
          context.reportError(new GraphQLError(`The query is nested deeper than ${MAX_QUERY_DEPTH} levels`, { nodes: node }));
      },
      leave() {
        depth -= 1;
      },
    },
  };
}

type Prepared =
  | { document: DocumentNode; errors?: undefined; feature: string | null }
  | { document?: undefined; errors: readonly GraphQLError[]; feature: string | null };

export class GraphQLExecutor {
  private readonly documents = new Map<string, Prepared>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly store: ContentStore,
    private readonly site: SiteInfo,
  ) {}

  private prepare(query: string): Prepared {
    const cached = this.documents.get(query);
    if (cached) return cached;
    let prepared: Prepared;
    try {
      const document = parse(query, { maxTokens: 20_000 });
      const errors = validate(this.schema, document, [...specifiedRules, depthLimit]);
      // Subscriptions validate (the schema has no subscription type to check them against) but cannot run.
      const subscription = document.definitions.some((node) => node.kind === Kind.OPERATION_DEFINITION && node.operation === 'subscription');
      prepared =
        errors.length > 0 || subscription ? { errors, feature: unimplementedFeature(document) } : { document, feature: null };
    } catch (error) {
      prepared = { errors: [error instanceof GraphQLError ? error : new GraphQLError(String(error))], feature: null };
    }
    if (this.documents.size >= DOCUMENT_CACHE_SIZE) {
      const oldest = this.documents.keys().next().value;
      if (oldest !== undefined) this.documents.delete(oldest);
    }
    this.documents.set(query, prepared);
    return prepared;
  }

  /**
   * Checks a query without running it: the errors that keep it from running (parse and validation),
   * empty when it can run. A DatoCMS feature the local service lacks is thrown as a 501, as `run` does.
   */
  check(query: string): readonly GraphQLError[] {
    const prepared = this.prepare(query);
    if (prepared.feature) throw notImplemented(prepared.feature, 'the query uses it; see docs/local-services.md');
    return prepared.errors ?? [];
  }

  async run(request: GraphQLRequest, mode: ReadMode, editing: EditingOptions | null = null): Promise<GraphQLOutcome> {
    const context = new RequestContext(this.store, mode, this.site, editing);
    const prepared = this.prepare(request.query);
    if (prepared.feature) throw notImplemented(prepared.feature, 'the query uses it; see docs/local-services.md');
    if (!prepared.document) return { result: { errors: prepared.errors }, cacheTags: '' };
    const result = await execute({
      schema: this.schema,
      document: prepared.document,
      variableValues: request.variables ?? undefined,
      operationName: request.operationName ?? undefined,
      contextValue: context,
      fieldResolver: contentFieldResolver,
    });
    return { result, cacheTags: context.tags.header() };
  }
}
